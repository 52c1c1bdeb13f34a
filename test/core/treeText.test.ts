import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TreeText } from "../../src/core/treeText.js";

const root = mkdtempSync(join(tmpdir(), "tree-text-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// 60 files: a.java names n0..n59 as words; b.java every name glued to others; c.java a name next to a non-ASCII letter.
const names = Array.from({ length: 60 }, (_, i) => `n${i}`);
writeFileSync(join(root, "a.java"), names.map((n) => `int ${n} = 1;`).join("\n"));
writeFileSync(join(root, "b.java"), names.map((n) => `x${n} ${n}y $${n}`).join("\n"));
writeFileSync(join(root, "c.java"), "class café { int n7; int cafe; }");
// missing.java cannot be read: taken to mention every name.
const files = ["a.java", "b.java", "c.java", "missing.java"];
const limits = { maxFileBytes: 1 << 20, maxLineLength: 1000, maxFiles: 100 };

describe("TreeText.filesMentioning", () => {
  it("searches the bytes for the first names, then lists every file's words once, with the same answers", () => {
    const text = new TreeText(root, files, limits, () => null);
    for (const n of names) {
      expect(text.filesMentioning(n)).toEqual(n === "n7" ? ["a.java", "c.java", "missing.java"] : ["a.java", "missing.java"]);
    }
    expect(text.filesMentioning("caf")).toEqual(["missing.java"]);
    expect(text.filesMentioning("café")).toEqual(["c.java", "missing.java"]);
    expect(text.filesMentioning("cafe")).toEqual(["c.java", "missing.java"]);
    expect(text.filesMentioning("xn3")).toEqual(["b.java", "missing.java"]);
    expect(text.filesMentioning("$n3")).toEqual(["b.java", "missing.java"]);
    // One pass per name for the first 32 names only: many names no longer cost a pass over the tree each.
    expect(text.fullScans).toBe(32);
    expect(text.wordIndexBuilds).toBe(1);
  });

  it("answers a name that is not plain words by searching the bytes", () => {
    const text = new TreeText(root, files, limits, () => null);
    for (const n of names) text.filesMentioning(n);
    expect(text.filesMentioning("= 1")).toEqual(["a.java", "missing.java"]);
    expect(text.fullScans).toBe(33);
  });
});

describe("TreeText.mentions", () => {
  it("gives the same answers while it searches a file for names and once it has listed the file's words", () => {
    const text = new TreeText(root, files, limits, () => null);
    const asked = ["n7", "xn3", "n3y", "$n3", "n3", "café", "caf", "cafe", "int", "n59", "x", "n60", "y"];
    // Asked twice over: the first answers come from searches, the later ones from the listed words.
    const answers = [...asked, ...asked].map((n) => ["a.java", "b.java", "c.java"].filter((f) => text.mentions(f, n)).join(" "));
    expect(answers.slice(0, asked.length)).toStrictEqual(answers.slice(asked.length));
    // In b.java every name is glued to others (`xn7`, `n7y`, `$n7`: `$` continues a word), so none stands alone.
    expect(answers.slice(0, asked.length)).toStrictEqual([
      "a.java c.java",
      "b.java",
      "b.java",
      "b.java",
      "a.java",
      "c.java",
      "",
      "c.java",
      "a.java c.java",
      "a.java",
      "",
      "",
      "",
    ]);
  });
});
