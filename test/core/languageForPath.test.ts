// Which grammar a path gets: by its extension, case-insensitively, the longest extension that matches winning.
import { describe, expect, it } from "vitest";
import { languageForPath, languages, mayBeLanguageFile } from "../../src/core/languages.js";

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

describe("mayBeLanguageFile", () => {
  it("holds of every path a grammar covers, by its last part alone, and of no other ending", () => {
    const paths = ["src/a.ts", "src/A.TS", "src/types.d.ts", "v.tsx", "x.MJS", "x.cjs", "m.go", "B.java", "t.pyw", "l.rs", "x.jsx"];
    for (const spec of languages()) for (const ext of spec.extensions) paths.push(`dir.x/file${ext}`, `FILE${ext.toUpperCase()}`);
    for (const path of paths) expect([path, languageForPath(path) !== null, mayBeLanguageFile(path)]).toStrictEqual([path, true, true]);
    expect(["README", "Makefile", "notes.txt", "a.ts.orig", "go", "x.gox", "a.ts/b", "po/de.po"].map(mayBeLanguageFile)).toStrictEqual(Array(8).fill(false));
  });
});
