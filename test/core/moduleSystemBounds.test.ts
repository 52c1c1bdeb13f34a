// A call on a receiver of unknown type may mean any definition of its name, but only one of its own module
// system: a Python `x.save()` never reaches a TypeScript or a Go method named `save`. In a tree of several
// languages (a Go tree with a Python debugger script, a Python service with a TypeScript front end), neither the
// candidates of such a call nor the possible callers of a method come from another system, and the files of
// another language are not parsed to look for them. Each packet is also that of a whole-tree index.
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import type { Mode, Packet } from "../../src/core/packet.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const TREE: Record<string, string> = {
  "app/run.py": "def run(x):\n    x.save()\n    return 1\n",
  "app/keep.py": "class Keep:\n    def save(self):\n        pass\n",
  "web/store.ts": "export class Store {\n  save(): void {}\n}\n",
  "web/page.js": "export function page(s) {\n  s.save();\n}\n",
  "go.mod": "module example.com/m\n",
  "disk/disk.go": "package disk\n\ntype Disk struct{}\n\nfunc (d *Disk) save() {}\n\nfunc flush(v interface{ save() }) {\n\tv.save()\n}\n",
};

async function packet(root: string, anchor: string, mode: Mode, index: "on-demand" | "whole-tree"): Promise<{ packet: Packet; bytes: string; parsed: number }> {
  const before = Workspace.parsedInProcess;
  const result = await buildPacket({ root, task: "Who saves?", anchor, mode, depth: 2 }, { index, cache: null });
  if (!result.ok) throw new Error(result.failure.message);
  return { packet: result.value.packet, bytes: result.value.bytes, parsed: Workspace.parsedInProcess - before };
}

const edges = (p: Packet) => p.uncertain_edges.map((e) => `${e.from} -> ${e.to} (${e.reason})`);

describe("candidates and possible callers stay within a module system", () => {
  it("lists only Python definitions for a Python call, and parses no file of another language", async () => {
    const root = scratchTree(TREE);
    const onDemand = await packet(root, "app/run.py:1-3", "downstream", "on-demand");
    expect(edges(onDemand.packet)).toStrictEqual(["app/run.py:1-3 -> app/keep.py:2-3 (x.save: receiver type unknown; 1 definition named save)"]);
    expect(onDemand.packet.omissions).toStrictEqual([{ candidate: "app/keep.py:2-3", reason: "uncertain" }]);
    // The anchor's file and the one Python file that declares `save`.
    expect(onDemand.parsed).toBe(2);
    expect(onDemand.bytes).toBe((await packet(root, "app/run.py:1-3", "downstream", "whole-tree")).bytes);
  });

  it("lists the possible callers of a TypeScript method from ECMAScript files only", async () => {
    const root = scratchTree(TREE);
    const onDemand = await packet(root, "web/store.ts:2", "upstream", "on-demand");
    expect(edges(onDemand.packet)).toStrictEqual(["web/page.js:1-3 -> web/store.ts:2-2 (s.save: receiver type unknown; 1 definition named save)"]);
    expect(onDemand.bytes).toBe((await packet(root, "web/store.ts:2", "upstream", "whole-tree")).bytes);
  });
});
