// A Go package's top-level declaration is named from another folder only as `q.Name`, `q` a name the file's
// imports bind to the package. The files that import the package and write the word elsewhere (`ssa.Func` where
// `ir.Func` is asked about) hold no use of it and are not parsed to find that out. Each packet here is also the
// one a whole-tree index gives.
import { describe, expect, it } from "vitest";
import type { Mode } from "../../src/core/packet.js";
import { countedPacket, scratchTree } from "../helpers.js";

/** Packages that import both `ir` and `ssa` and write only `ssa.Func`. */
const OTHERS = 12;

function goTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "go.mod": "module example.com/m\n\ngo 1.19\n",
    "ir/func.go": "package ir\n\n// Func is a function being compiled.\ntype Func struct {\n\tName string\n}\n",
    "ir/node.go": "package ir\n\nfunc NewFunc() *Func {\n\treturn &Func{}\n}\n",
    "ssa/func.go": "package ssa\n\ntype Func struct {\n\tBlocks int\n}\n",
    // Uses of ir.Func: plainly, under another name, and with the name on the line after the qualifier.
    "deadcode/deadcode.go": 'package deadcode\n\nimport "example.com/m/ir"\n\nfunc Func(fn *ir.Func) string {\n\treturn fn.Name\n}\n',
    "escape/escape.go": 'package escape\n\nimport (\n\tirx "example.com/m/ir"\n)\n\nfunc Batch(fns []*irx.Func) int {\n\treturn len(fns)\n}\n',
    "inline/inl.go": 'package inline\n\nimport "example.com/m/ir"\n\nfunc CanInline(fn *ir.\n\tFunc) bool {\n\treturn fn != nil\n}\n',
    // A dot import binds no qualifier: the file may write the name bare, and is read.
    "walk/walk.go": 'package walk\n\nimport . "example.com/m/ir"\n\nvar Current *Func\n',
  };
  for (let i = 0; i < OTHERS; i++) {
    const n = String(i).padStart(2, "0");
    tree[`pass${n}/pass.go`] =
      `package pass${n}\n\nimport (\n\t"example.com/m/ir"\n\t"example.com/m/ssa"\n)\n\n// Func is not ir's here.\nfunc Run(f *ssa.Func, n ir.Node) int {\n\treturn f.Blocks\n}\n`;
  }
  return tree;
}

const packet = (root: string, anchor: string, mode: Mode, index: "on-demand" | "whole-tree") => countedPacket({ root, task: "Who uses Func?", anchor, mode }, index);

describe("a Go package's declaration named from other folders", () => {
  it("is looked for only where a name bound to the package qualifies it", async () => {
    const root = scratchTree(goTree());
    const onDemand = await packet(root, "ir/func.go:4-6", "neighborhood", "on-demand");
    expect(onDemand.bytes).toBe((await packet(root, "ir/func.go:4-6", "neighborhood", "whole-tree")).bytes);
    expect(onDemand.packet.slices.map((s) => `${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "anchor ir/func.go:4-6",
      "reference deadcode/deadcode.go:5-7",
      "reference escape/escape.go:7-9",
      "reference inline/inl.go:5-8",
      "reference ir/node.go:3-5",
    ]);
    // The anchor's file, its folder's other file, the three that qualify the name with the package, and the one
    // that imports it bare; none of the twelve that write `ssa.Func`.
    expect(onDemand.parsed).toBe(6);
  });
});

/** Packages that import a class of `ui` and `util`'s List, and write `List` meaning the latter. */
const JAVA_OTHERS = 12;

function javaTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "src/main/java/com/acme/ui/List.java": "package com.acme.ui;\n\npublic class List {\n  public int rows() {\n    return 0;\n  }\n}\n",
    "src/main/java/com/acme/ui/Button.java": "package com.acme.ui;\n\npublic class Button {\n  List owner;\n}\n",
    "src/main/java/com/acme/util/List.java": "package com.acme.util;\n\npublic class List {\n  public int size() {\n    return 0;\n  }\n}\n",
    // Uses of ui's List: through its import and from the same package in the test root. A qualified name is read
    // too (the index resolves no qualified type, so it makes no edge).
    "src/main/java/com/acme/app/Menu.java": "package com.acme.app;\n\nimport com.acme.ui.List;\n\nclass Menu {\n  List items() {\n    return new List();\n  }\n}\n",
    "src/main/java/com/acme/app/Dialog.java": "package com.acme.app;\n\nclass Dialog {\n  com.acme.ui\n      .List choices;\n}\n",
    "src/test/java/com/acme/ui/ListTest.java": "package com.acme.ui;\n\nclass ListTest {\n  List made = new List();\n}\n",
    // An on-demand import binds no name: no use of it is certain.
    "src/main/java/com/acme/app/Panel.java": "package com.acme.app;\n\nimport com.acme.ui.*;\n\nclass Panel {\n  List list;\n}\n",
  };
  for (let i = 0; i < JAVA_OTHERS; i++) {
    const n = String(i).padStart(2, "0");
    tree[`src/main/java/com/acme/tool${n}/Tool.java`] =
      `package com.acme.tool${n};\n\nimport com.acme.ui.Button;\nimport com.acme.util.List;\n\nclass Tool {\n  List pressed(Button b) {\n    return new List();\n  }\n}\n`;
  }
  return tree;
}

describe("a Java class named from other packages", () => {
  it("is looked for only where its package's name qualifies it, or in its package", async () => {
    const root = scratchTree(javaTree());
    const anchor = "src/main/java/com/acme/ui/List.java:3-7";
    const onDemand = await packet(root, anchor, "neighborhood", "on-demand");
    expect(onDemand.bytes).toBe((await packet(root, anchor, "neighborhood", "whole-tree")).bytes);
    expect(onDemand.packet.slices.map((s) => `${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "anchor src/main/java/com/acme/ui/List.java:3-7",
      "caller src/main/java/com/acme/app/Menu.java:6-8",
      "reference src/main/java/com/acme/ui/Button.java:3-5",
      "caller src/test/java/com/acme/ui/ListTest.java:3-5",
    ]);
    // The anchor's file, its folder's other file, the two that name it by its package, and the one of its
    // package in the test root; none of the twelve that import util's List, nor the on-demand importer.
    expect(onDemand.parsed).toBe(5);
  });
});
