// A file that names the same thing many times resolves it once: the answer is shared by the file's uses of the
// same key (see answerKey), each given its own place. A use inside the definition it names is no edge, so the
// answer made there is not shared, and a shared one is not taken inside the definition.
import { describe, expect, it } from "vitest";
import { answerKey } from "../../src/core/answerKey.js";
import type { Reference } from "../../src/core/facts.js";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";
import { describeUses } from "./describeUses.js";

async function usesIn(files: Record<string, string>, file: string): Promise<string[]> {
  const repo = Repository.open(scratchTree(files));
  if (!repo) throw new Error("no scratch tree");
  const graph = await new Workspace(repo).graph();
  return describeUses(graph, file, false);
}

const ref = (target: Reference["target"], name = "g", kind: Reference["kind"] = "call"): Reference => ({ name, kind, line: 1, unit: 0, target, label: name });

describe("answers shared by a file's uses", () => {
  it("keys say the kind, the name and where the file alone says the use leads; own definitions and declared types have none", () => {
    expect(answerKey(ref({ t: "free" }), false)).toBe("acfree\0g");
    expect(answerKey(ref({ t: "free" }, "g", "reference"), true)).toBe("crfree\0g");
    expect(answerKey(ref({ t: "member", def: 2, member: "g" }), false)).toBe("acmember\0g\x002\0g");
    expect(answerKey(ref({ t: "import", imp: 1, member: null }), false)).toBe("acimport\0g\x001");
    expect(answerKey(ref({ t: "import", imp: 1, member: "x" }), false)).toBe("acimport\0g\x001\0x");
    expect(answerKey(ref({ t: "unknown_receiver" }), false)).toBe("acunknown_receiver\0g");
    expect(answerKey(ref({ t: "unknown_receiver", free: "" }), false)).toBe("acunknown_receiver\0g\0\0");
    expect(answerKey(ref({ t: "several", defs: [1, 3] }), false)).toBe("acseveral\0g\x001,3");
    expect(answerKey(ref({ t: "def", def: 0 }), false)).toBeNull();
    expect(answerKey(ref({ t: "typed", type: { t: "self", def: 0 }, member: "g" }), false)).toBeNull();
  });

  it("a call made outside its target and then inside it: an edge, then none", async () => {
    const uses = await usesIn(
      {
        "a/A.java": "package a;\n\npublic class A {\n    void f() {\n        A.g();\n    }\n\n    static void g() {\n        A.g();\n    }\n\n    void h() {\n        A.g();\n    }\n}\n",
      },
      "a/A.java",
    );
    expect(uses).toStrictEqual(["5 g -> a.A.g", "13 g -> a.A.g"]);
  });

  it("a call made inside its target first: none there, an edge at each later place", async () => {
    const uses = await usesIn(
      {
        "a/A.java": "package a;\n\npublic class A {\n    static void g() {\n        A.g();\n    }\n\n    void f() {\n        A.g();\n    }\n\n    void h() {\n        A.g();\n    }\n}\n",
      },
      "a/A.java",
    );
    expect(uses).toStrictEqual(["9 g -> a.A.g", "13 g -> a.A.g"]);
  });

  it("an uncertain answer keeps each use's own place and unit", async () => {
    const repo = Repository.open(
      scratchTree({
        "p/x.go": "package p\n\nfunc run() {}\n",
        "p/x_linux.go": "package p\n\nfunc run() {}\n",
        "p/use.go": "package p\n\nfunc one() {\n\trun()\n}\n\nfunc two() {\n\trun()\n}\n",
      }),
    );
    if (!repo) throw new Error("no scratch tree");
    const graph = await new Workspace(repo).graph();
    const uses = graph.usesWithin("p/use.go", 1, 9).map((u) => `${u.line} ${u.unit.symbol} ${u.uncertain?.label}: ${u.uncertain?.reason}`);
    expect(uses).toStrictEqual(["4 p.one run: 2 definitions named run in this package", "8 p.two run: 2 definitions named run in this package"]);
  });
});
