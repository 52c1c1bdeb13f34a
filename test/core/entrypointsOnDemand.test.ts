// An entrypoint request parses what its search reaches and what the tree's root files lead to, not the whole
// tree: a file's own public declarations (Go's exported names, Java's public members) are read from its facts
// when the search gets to it. The packet is the one a whole-tree index gives.
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

/** The packet's slices, the whole-tree packet's bytes being the same, and the files the request parsed. */
async function entrypointRequest(tree: Record<string, string>, anchor: string): Promise<{ slices: string[]; parsed: number }> {
  const root = scratchTree(tree);
  const request = { root, task: "Who reaches this from outside?", anchor, mode: "entrypoint" as const, depth: 10 };
  const before = Workspace.parsedInProcess;
  const result = await buildPacket(request);
  const parsed = Workspace.parsedInProcess - before;
  const whole = await buildPacket(request, { index: "whole-tree" });
  if (!result.ok || !whole.ok) throw new Error(JSON.stringify([result, whole]));
  expect(result.value.bytes).toBe(whole.value.bytes);
  return { slices: result.value.packet.slices.map((s) => `${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`), parsed };
}

describe("an entrypoint request", () => {
  it("in Go parses the packages its callers are in, none of the others", async () => {
    const tree: Record<string, string> = {
      "go.mod": "module example.com/m\n\ngo 1.21\n",
      // internal/: no entrypoint, whatever its names.
      "internal/store/store.go": "package store\n\nfunc helper() int {\n\treturn 1\n}\n\nfunc Load() int {\n\treturn helper()\n}\n",
      "api/api.go": 'package api\n\nimport "example.com/m/internal/store"\n\nfunc Get() int {\n\treturn store.Load()\n}\n',
    };
    for (let i = 1; i <= 40; i++) tree[`pkg${i}/p.go`] = `package pkg${i}\n\nfunc F${i}() int {\n\treturn ${i}\n}\n`;
    expect(await entrypointRequest(tree, "internal/store/store.go:3-5")).toStrictEqual({
      slices: ["anchor internal/store/store.go:3-5", "path internal/store/store.go:7-9", "entrypoint api/api.go:5-7"],
      parsed: 2,
    });
  });

  it("in Go takes an exported type alias as an entrypoint", async () => {
    const tree: Record<string, string> = {
      "go.mod": "module example.com/m\n\ngo 1.21\n",
      "internal/store/store.go": "package store\n\ntype Cart struct {\n\tN int\n}\n",
      "api/api.go": 'package api\n\nimport "example.com/m/internal/store"\n\ntype Cart = store.Cart\n',
    };
    expect(await entrypointRequest(tree, "internal/store/store.go:3-5")).toStrictEqual({
      slices: ["anchor internal/store/store.go:3-5", "entrypoint api/api.go:5-5"],
      parsed: 2,
    });
  });

  it("in Java stops at the first public method of a public class", async () => {
    const tree: Record<string, string> = {
      "src/main/java/com/acme/Engine.java": "package com.acme;\n\nclass Engine {\n  static int spin() {\n    return 1;\n  }\n}\n",
      "src/main/java/com/acme/Car.java": "package com.acme;\n\npublic class Car {\n  public int drive() {\n    return Engine.spin();\n  }\n}\n",
    };
    for (let i = 1; i <= 40; i++) tree[`src/main/java/com/acme/other/O${i}.java`] = `package com.acme.other;\n\npublic class O${i} {\n  public int f() {\n    return ${i};\n  }\n}\n`;
    expect(await entrypointRequest(tree, "src/main/java/com/acme/Engine.java:4-6")).toStrictEqual({
      slices: ["anchor src/main/java/com/acme/Engine.java:4-6", "entrypoint src/main/java/com/acme/Car.java:4-6"],
      parsed: 2,
    });
  });

  it("in Java takes a public record's public compact constructor as an entrypoint", async () => {
    const tree: Record<string, string> = {
      "src/main/java/com/acme/Check.java": "package com.acme;\n\nclass Check {\n  static int positive(int v) {\n    return v;\n  }\n}\n",
      "src/main/java/com/acme/Point.java": "package com.acme;\n\npublic record Point(int x) {\n  public Point {\n    Check.positive(x);\n  }\n}\n",
    };
    expect(await entrypointRequest(tree, "src/main/java/com/acme/Check.java:4-6")).toStrictEqual({
      slices: ["anchor src/main/java/com/acme/Check.java:4-6", "entrypoint src/main/java/com/acme/Point.java:4-6"],
      parsed: 2,
    });
  });
});
