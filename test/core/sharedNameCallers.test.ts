// A use that names several definitions at once (Java's overloads, Python's conditional definitions, Go's
// per-platform declarations of one method or function) proves none of them: going out from its user it is an
// uncertain edge to the name, and going back from any one of the definitions it is an uncertain edge into it,
// listed with the calls on receivers of unknown type. Before, such uses were left out of upstream packets
// altogether: the callers of a per-platform Go method were neither slices nor uncertain edges.
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import type { Mode } from "../../src/core/packet.js";
import { scratchTree } from "../helpers.js";

const GO: Record<string, string> = {
  "go.mod": "module example.com/m\n\ngo 1.19\n",
  "r/r.go": "package r\n\ntype R struct{}\n\nfunc (x *R) Run() int {\n\tf := x.dial\n\treturn f() + x.dial()\n}\n\nfunc Start() int {\n\treturn open()\n}\n",
  "r/dial_linux.go": "//go:build linux\n\npackage r\n\nfunc (x *R) dial() int {\n\treturn 1\n}\n\nfunc open() int {\n\treturn 1\n}\n",
  "r/dial_windows.go": "//go:build windows\n\npackage r\n\nfunc (x *R) dial() int {\n\treturn 2\n}\n\nfunc open() int {\n\treturn 2\n}\n",
};

const JAVA: Record<string, string> = {
  "p/A.java": "package p;\n\npublic class A {\n    int foo(int x) {\n        return x;\n    }\n\n    int foo(String s) {\n        return 1;\n    }\n\n    int bar() {\n        return foo(2);\n    }\n\n    int baz() {\n        return this.foo(\"s\");\n    }\n}\n",
};

const PYTHON: Record<string, string> = {
  "pkg/__init__.py": "",
  "pkg/shape.py": "import sys\n\nif sys.platform == 'win32':\n    def area(s):\n        return 0\nelse:\n    def area(s):\n        return 1\n\n\ndef report(s):\n    return area(s)\n",
};

async function edgesInto(tree: Record<string, string>, anchor: string, mode: Mode) {
  const root = scratchTree(tree);
  const ask = { root, task: "Who reaches this?", anchor, mode, ...(mode === "upstream" ? { depth: 2 } : {}) };
  const result = await buildPacket(ask);
  // The same packet as a whole-tree index gives.
  expect(result).toStrictEqual(await buildPacket(ask, { index: "whole-tree" }));
  if (!result.ok) throw new Error(result.failure.message);
  const { slices, uncertain_edges, omissions } = result.value.packet;
  return { slices: slices.map((s) => `${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`), edges: uncertain_edges, omissions };
}

describe("a use naming several definitions of one name", () => {
  it.each(["neighborhood", "upstream"] as const)("is an uncertain edge into each Go per-platform method and function (%s)", async (mode) => {
    expect(await edgesInto(GO, "r/dial_linux.go:5-7", mode)).toStrictEqual({
      slices: mode === "neighborhood" ? ["anchor r/dial_linux.go:5-7", "reference r/r.go:3-3"] : ["anchor r/dial_linux.go:5-7"],
      edges: [
        { from: "r/r.go:5-8", to: "r/dial_linux.go:5-7", kind: "call", reason: "x.dial: 2 definitions named dial in R" },
        { from: "r/r.go:5-8", to: "r/dial_linux.go:5-7", kind: "reference", reason: "x.dial: 2 definitions named dial in R" },
      ],
      omissions: [{ candidate: "r/r.go:5-8", reason: "uncertain" }],
    });
    expect(await edgesInto(GO, "r/dial_windows.go:9-11", mode)).toStrictEqual({
      slices: ["anchor r/dial_windows.go:9-11"],
      edges: [{ from: "r/r.go:10-12", to: "r/dial_windows.go:9-11", kind: "call", reason: "open: 2 definitions named open in this package" }],
      omissions: [{ candidate: "r/r.go:10-12", reason: "uncertain" }],
    });
  });

  it("is an uncertain edge into each Java overload, called bare or on this", async () => {
    for (const anchor of ["p/A.java:4-6", "p/A.java:8-10"]) {
      expect(await edgesInto(JAVA, anchor, "upstream")).toStrictEqual({
        slices: [`anchor ${anchor}`],
        edges: [
          { from: "p/A.java:12-14", to: anchor, kind: "call", reason: "foo: 2 definitions named foo in one scope" },
          { from: "p/A.java:16-18", to: anchor, kind: "call", reason: "this.foo: 2 definitions named foo in p.A" },
        ],
        omissions: [
          { candidate: "p/A.java:12-14", reason: "uncertain" },
          { candidate: "p/A.java:16-18", reason: "uncertain" },
        ],
      });
    }
  });

  it("is an uncertain edge into each of Python's conditional definitions", async () => {
    for (const anchor of ["pkg/shape.py:4-5", "pkg/shape.py:7-8"]) {
      expect(await edgesInto(PYTHON, anchor, "upstream")).toStrictEqual({
        slices: [`anchor ${anchor}`],
        edges: [{ from: "pkg/shape.py:11-12", to: anchor, kind: "call", reason: "area: 2 definitions named area in one scope" }],
        omissions: [{ candidate: "pkg/shape.py:11-12", reason: "uncertain" }],
      });
    }
  });

  it("leaves a definition alone in its name its certain callers, and no uncertain edge", async () => {
    const tree = { ...GO, "r/dial_windows.go": "//go:build windows\n\npackage r\n" };
    expect(await edgesInto(tree, "r/dial_linux.go:5-7", "upstream")).toStrictEqual({
      slices: ["anchor r/dial_linux.go:5-7", "caller r/r.go:5-8"],
      edges: [],
      omissions: [],
    });
  });
});
