// Which grammar a path gets: by its extension, case-insensitively, the longest extension that matches winning.
import { describe, expect, it } from "vitest";
import { languageForPath } from "../../src/core/languages.js";

describe("languageForPath", () => {
  it.each([
    ["src/a.ts", "typescript"],
    ["src/A.TS", "typescript"],
    ["src/types.d.ts", "typescript"],
    ["src/view.tsx", "tsx"],
    ["lib/x.mjs", "javascript"],
    ["lib/x.cjs", "javascript"],
    ["pkg/main.go", "go"],
    ["a/B.java", "java"],
    ["tool.pyw", "python"],
    ["src/lib.rs", "rust"],
  ])("%s is %s", (path, language) => {
    expect(languageForPath(path)?.name).toBe(language);
  });

  it.each(["README", "Makefile", "notes.txt", "a.ts.orig", "go", "x.gox"])("%s has no grammar", (path) => {
    expect(languageForPath(path)).toBeNull();
  });
});
