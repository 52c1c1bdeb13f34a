// Java: a class nested in another is imported by the other's name (`import a.b.Base.Inner;`), and what a class
// inherits is not followed, which the reason of such an uncertain use says rather than blaming the tree.
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { scratchTree } from "../helpers.js";

const TREE: Record<string, string> = {
  "a/b/Base.java": "package a.b;\n\npublic class Base {\n    public void visit(int x) {\n    }\n\n    public static class Inner {\n        public static void go() {\n        }\n    }\n}\n",
  "c/Sub.java":
    "package c;\n\nimport a.b.Base;\nimport a.b.Base.Inner;\n\npublic class Sub extends Base {\n    public void visit(int x) {\n        super.visit(x);\n        Inner.go();\n    }\n}\n",
};

describe("Java classes nested and inherited", () => {
  it("follows an import of a nested class, and says why an inherited member stays uncertain", async () => {
    const ask = { root: scratchTree(TREE), task: "What does this call?", anchor: "c/Sub.java#c.Sub.visit", mode: "downstream" as const, depth: 2 };
    const result = await buildPacket(ask);
    expect(result).toStrictEqual(await buildPacket(ask, { index: "whole-tree" }));
    if (!result.ok) throw new Error(result.failure.message);
    const { slices, uncertain_edges } = result.value.packet;
    expect(slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "0 anchor c/Sub.java:7-10",
      "1 reference a/b/Base.java:7-10",
      "1 callee a/b/Base.java:8-9",
    ]);
    expect(uncertain_edges).toStrictEqual([
      { from: "c/Sub.java:7-10", to: "super.visit", kind: "call", reason: "super.visit: c.Sub declares no visit (inherited? what a type inherits is not followed in java)" },
    ]);
  });
});
