// A Go name with a lower-case initial is visible only inside its package: a use of it can mean no declaration of
// another package, and only the package's files can use a declaration of it. Both the answers and the files a
// request parses show it.
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";
import { describeUses } from "./describeUses.js";

const TREE = {
  "go.mod": "module example.com/app\n",
  "door/door.go": "package door\n\ntype Door struct{ open bool }\n\nfunc (d *Door) lock() {}\n\nfunc (d *Door) Lock() {\n\td.lock()\n}\n",
  "door/use.go": "package door\n\nfunc shut(x interface{ lock() }) {\n\tx.lock()\n\tx.Lock()\n}\n",
  "safe/safe.go": "package safe\n\ntype Safe struct{}\n\nfunc (s *Safe) Lock() {}\n\nfunc close(v any) {\n\tv.lock()\n\tv.Lock()\n\tlen(\"\")\n}\n",
  "safe/other.go": "package safe\n\n// The word lock, in a comment of a file that never declares it.\nfunc Other() {}\n",
  "util/len.go": "package util\n\nfunc len(s string) int { return 0 }\n",
  "util/more.go": "package util\n\n// lock lock lock\nfunc lock() {}\n",
};

describe("names private to a Go package", () => {
  it("are looked up in the package of the use alone", async () => {
    const graph = await new Workspace(Repository.open(scratchTree(TREE)) as Repository).graph();
    // `x.lock()` in package door may be door's lock; `x.Lock()` may be any package's Lock.
    expect(describeUses(graph, "door/use.go", false)).toStrictEqual([
      "4 lock ? receiver type unknown; 2 definitions named lock",
      "5 Lock ? receiver type unknown; 2 definitions named Lock",
    ]);
    // In package safe, no `lock` is declared (door's and util's are private to them) and `len` is the builtin.
    expect(describeUses(graph, "safe/safe.go", false)).toStrictEqual(["5 Safe -> safe.Safe", "9 Lock ? receiver type unknown; 2 definitions named Lock"]);
  });

  it("have their callers looked for in their package's files only", async () => {
    const root = scratchTree(TREE);
    const before = Workspace.parsedInProcess;
    const result = await buildPacket({ root, task: "Who calls this?", anchor: "door/door.go:5-5", mode: "upstream" });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "0 anchor door/door.go:5-5",
      "1 caller door/door.go:7-9",
    ]);
    // `x.lock()` may reach the anchor; the exported Lock, one hop up, may be called from any package.
    expect(result.value.packet.uncertain_edges.map((e) => `${e.from} -> ${e.to}`)).toStrictEqual([
      "door/use.go:3-6 -> door/door.go:5-5",
      "door/use.go:3-6 -> door/door.go:7-9",
      "safe/safe.go:7-11 -> door/door.go:7-9",
    ]);
    // door's two files for lock, and safe.go for Lock; neither safe/other.go nor util/, which mention lock.
    expect(Workspace.parsedInProcess - before).toBe(3);
  });
});
