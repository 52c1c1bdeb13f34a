// An overloaded member has no certain callers outside its file: a use elsewhere finds it by a lookup of its
// class's members, which finds several. Its callers are possible ones, listed while the budget takes them, and
// the files past those are not parsed to look for certain calls that cannot be there.
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const CALLERS = 30;

function tree(): Record<string, string> {
  const files: Record<string, string> = {
    "src/lib/Check.java": [
      "package lib;",
      "",
      "public class Check {",
      "  public static Object need(Object value) { return value; }",
      "  public static Object need(Object value, String why) { return value; }",
      "  public static Object once(Object value) { return value; }",
      "}",
    ].join("\n"),
  };
  for (let i = 0; i < CALLERS; i++) {
    const n = String(i).padStart(2, "0");
    files[`src/u${n}/Use.java`] = `package u${n};\n\nimport lib.Check;\n\nclass Use {\n  static void run(Object x) {\n    Check.need(x);\n    Check.once(x);\n  }\n}\n`;
  }
  // Files no question here reaches: a request that has reached half of a tree indexes the rest at once.
  for (let i = 0; i < 2 * CALLERS; i++) files[`src/other/Other${i}.java`] = `package other;\n\nclass Other${i} {}\n`;
  return files;
}

async function neighborhood(root: string, anchor: string, index: "on-demand" | "whole-tree") {
  const before = Workspace.parsedInProcess;
  const result = await buildPacket({ root, task: "t", anchor, mode: "neighborhood", budget: 600 }, { index });
  if (!result.ok) throw new Error(result.failure.message);
  return { packet: result.value.packet, bytes: result.value.bytes, parsed: Workspace.parsedInProcess - before };
}

describe("callers of an overloaded method", () => {
  it("are possible callers alone, and the files past those the budget takes are not parsed", async () => {
    const root = scratchTree(tree());
    const need = await neighborhood(root, "src/lib/Check.java:4-4", "on-demand");
    expect(need.bytes).toBe((await neighborhood(root, "src/lib/Check.java:4-4", "whole-tree")).bytes);
    expect(need.packet.slices.map((s) => `${s.relationship} ${s.file}:${s.start_line}`)).toStrictEqual(["anchor src/lib/Check.java:4", "enclosing src/lib/Check.java:3"]);
    expect(need.packet.uncertain_edges[0]).toStrictEqual({
      from: "src/u00/Use.java:6-9",
      to: "src/lib/Check.java:4-4",
      kind: "call",
      reason: "Check.need: 2 definitions named need in lib.Check",
    });
    expect(need.packet.uncertain_edges.length).toBe(11);
    // Check.java and the 16 files of possible callers the budget asks for first; it is full at the twelfth.
    expect(need.parsed).toBe(17);
    // The method declared once has its certain callers in every file, all parsed.
    const once = await neighborhood(root, "src/lib/Check.java:6-6", "on-demand");
    expect(once.bytes).toBe((await neighborhood(root, "src/lib/Check.java:6-6", "whole-tree")).bytes);
    expect(once.parsed).toBe(CALLERS + 1);
  });
});

/** The uncertain edges of an anchor's neighborhood, once its packet is found equal to the whole-tree index's. */
async function uncertainEdgesOfBoth(files: Record<string, string>, anchor: string) {
  const ask = { root: scratchTree(files), task: "t", anchor, mode: "neighborhood" as const };
  const onDemand = await buildPacket(ask);
  const whole = await buildPacket(ask, { index: "whole-tree" });
  if (!onDemand.ok || !whole.ok) throw new Error("no packet");
  expect(onDemand.value.bytes).toBe(whole.value.bytes);
  return onDemand.value.packet.uncertain_edges;
}

describe("uses naming an overloaded method among others", () => {
  it("are listed from every file that may hold them, as the whole-tree index lists them", async () => {
    // Python's `Kid.add` through an import of Kid names both of Kid's `add` (the later one wins at run time, which
    // the index does not decide): an uncertain edge into each, from a file that holds no certain call of either
    // and writes the name after an imported class, not on a receiver of unknown type.
    const files: Record<string, string> = {
      "p/kid.py": "class Kid:\n    def add(self, s):\n        return self\n\n    def add(self, s, t):\n        return self\n",
      "q/use.py": "from p.kid import Kid\n\n\ndef run(k):\n    Kid.add(k, 1)\n",
    };
    for (let i = 0; i < 40; i++) files[`r/o${i}.py`] = `X${i} = ${i}\n`;
    expect(await uncertainEdgesOfBoth(files, "p/kid.py:2-2")).toStrictEqual([
      { from: "q/use.py:4-5", to: "p/kid.py:2-2", kind: "call", reason: "Kid.add: 2 definitions named add in kid.Kid" },
    ]);
  });

  it("do not include a use that found no such member where it looked, which names the tree's definitions of the name", async () => {
    // `super.add` where the superclass is not in the tree names every `add` the tree declares: whether it leads
    // into one of Kid's would depend on which of them a search reads first. It is an edge of its own file only.
    const files: Record<string, string> = {
      "src/p/Kid.java": "package p;\n\npublic class Kid extends Missing {\n  public Kid add(String s) {\n    return this;\n  }\n\n  public Kid add(int i) {\n    return this;\n  }\n}\n",
      "src/q/Twin.java": "package q;\n\npublic class Twin extends Missing {\n  public void put(String s) {\n    super.add(s);\n  }\n}\n",
      "src/a/A0.java": "package a;\n\npublic class A0 {\n  public void add(Object o) {}\n}\n",
    };
    for (let i = 0; i < 30; i++) files[`src/z/Z${i}.java`] = `package z;\n\nclass Z${i} {}\n`;
    expect(await uncertainEdgesOfBoth(files, "src/p/Kid.java:4-4")).toStrictEqual([]);
  });
});
