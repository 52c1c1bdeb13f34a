// The build's edit of web-tree-sitter (scripts/webTreeSitterNodes.mjs): it applies to the installed version in
// full, and refuses a text it does not recognise rather than bundle part of an edit.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a build script, plain JavaScript without declarations
import { editWebTreeSitter } from "../../scripts/webTreeSitterNodes.mjs";

// The ES module build, which the bundles are made from.
const library = readFileSync(join(import.meta.dirname, "..", "..", "node_modules", "web-tree-sitter", "web-tree-sitter.js"), "utf8");

describe("editWebTreeSitter", () => {
  it("gives nodes a named handle and reads the transfer buffer through readI32 in the installed library", () => {
    const edited: string = editWebTreeSitter(library);
    expect(edited.includes("this.wasmHandle = other;")).toBe(true);
    expect(edited.includes("writeI32(address, node.wasmHandle);")).toBe(true);
    expect(edited.includes("this[0] = other;")).toBe(false);
    expect(edited.split("readI32(address)").length - 1).toBe(9);
  });

  it("throws when an edit does not match exactly once", () => {
    const without = library.replace("this[0] = other;", "this[0] = other ;");
    expect(() => editWebTreeSitter(without)).toThrow(/matches 0 times, not once/);
  });
});
