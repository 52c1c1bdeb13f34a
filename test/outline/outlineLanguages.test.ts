// The outline data of every language: present for all seven, its query compiles against its own grammar with
// only the captures the collector knows, and the registry finds it by path once language.json is there too.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Query } from "web-tree-sitter";
import { describe, expect, it } from "vitest";
import { languages, languagesDirectory } from "../../src/core/languages.js";
import { loadGrammar } from "../../src/core/parser.js";
import { checkCaptureNames } from "../../src/core/outline/outlineGrammar.js";
import { outlineFolders, outlineSpecForPath } from "../../src/core/outline/outlineLanguages.js";
import { OUTLINE_LANGUAGES, type OutlineLanguage } from "../../src/core/outline/outlineSchema.js";
import { GRAMMARS, specOf, wasmPathOf } from "./grammars.js";

describe("outline languages", () => {
  it("every language in the enumeration has an outline folder", () => {
    expect(outlineFolders()).toStrictEqual([...OUTLINE_LANGUAGES]);
  });

  it.each(OUTLINE_LANGUAGES)("%s: the outline query compiles with known captures", async (language) => {
    const query = new Query(await loadGrammar(wasmPathOf(language)), specOf(language).querySource);
    expect(() => checkCaptureNames(language, query.captureNames)).not.toThrow();
    expect(query.captureNames).toContain("body");
    query.delete();
  });

  it("rejects a capture the collector does not know", () => {
    expect(() => checkCaptureNames("x", ["item.function", "bodies"])).toThrow("unknown capture @bodies");
    expect(() => checkCaptureNames("x", ["item.routine"])).toThrow("unknown capture @item.routine");
  });

  it("finds a language by path exactly when its folder has a language.json", () => {
    const described = new Set(languages().map((l) => l.name));
    for (const language of OUTLINE_LANGUAGES) {
      const hasDescriptor = existsSync(join(languagesDirectory(), language, "language.json"));
      expect(described.has(language)).toBe(hasDescriptor);
      const spec = outlineSpecForPath(`src/file${GRAMMARS[language as OutlineLanguage].ext}`);
      expect(spec?.language ?? null).toBe(hasDescriptor ? language : null);
      // The grammar the registry uses is the one these tests use.
      if (spec) expect(spec.wasmPath.endsWith(GRAMMARS[language].wasm)).toBe(true);
    }
    expect(outlineSpecForPath("src/a.ts")?.language).toBe("typescript");
    expect(outlineSpecForPath("src/a.tsx")?.language).toBe("tsx");
    expect(outlineSpecForPath("src/a.mjs")?.language).toBe("javascript");
    expect(outlineSpecForPath("notes.txt")).toBeNull();
  });
});
