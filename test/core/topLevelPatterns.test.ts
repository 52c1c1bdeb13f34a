// The top-level patterns run apart from the rest give the facts the whole query gives, file for file; and what
// is taken apart is only what can be.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES, fixtureSources } from "../fixtureSources.js";
import { extractFacts } from "../../src/core/extract.js";
import { extractionQuerySource, type ExtractionQueries } from "../../src/core/extractionQuery.js";
import { languageForPath, type LanguageSpec } from "../../src/core/languages.js";
import { compileExtraction, loadGrammar, loadLanguage, parseWithDeadline, treeSitter, wholeExtraction } from "../../src/core/parser.js";
import { patternSpans, splitTopLevelPatterns, unrootedPattern } from "../../src/core/topLevelPatterns.js";

describe("unrootedPattern", () => {
  it.each([
    ["(source_file (function_declaration) @export.declaration)", "(function_declaration) @export.declaration"],
    ["(source_file (var_declaration (var_spec name: (identifier) @name) @definition.variable))", "(var_declaration (var_spec name: (identifier) @name) @definition.variable)"],
    [
      '((source_file (function_declaration name: (identifier) @_name) @entry.public)\n  (#match? @_name "^[A-Z]"))',
      '((function_declaration name: (identifier) @_name) @entry.public (#match? @_name "^[A-Z]"))',
    ],
    ["(source_file [\n  (a) @x ; a comment (with brackets]\n  (b (c)) @y\n])", "[\n  (a) @x ; a comment (with brackets]\n  (b (c)) @y\n]"],
    ['(source_file (call (string) @s (#eq? @s "\\")")))', '(call (string) @s (#eq? @s "\\")"))'],
  ])("takes the root off %s", (pattern, unrooted) => {
    expect(unrootedPattern(pattern, "source_file")).toBe(unrooted);
  });

  it.each([
    // Not rooted at the file, or the root is captured, or the child is constrained by its place among the root's.
    "(function_declaration) @export.declaration",
    "(source_file (function_declaration)) @file",
    "(source_file . (package_clause))",
    "(source_file (comment)* . (package_clause))",
    "(source_file (package_clause) (import_declaration))",
    "(source_file name: (identifier))",
    "(source_file !name (identifier))",
    "(source_file (function_declaration)?)",
    '(source_file "package")',
    // The root itself could match the child when run from the root.
    "(source_file (_) @any)",
    "(source_file [(source_file) (function_declaration)])",
    "(source_file (ERROR) @broken)",
    // Predicates on a capture of the root, or something else grouped with the pattern.
    "((source_file (function_declaration)) @f (#eq? @f \"x\"))",
    "((source_file (function_declaration)) (comment))",
    "(source_file (function_declaration)",
    "(source_file (function_declaration)))",
  ])("leaves %s as it is", (pattern) => {
    expect(unrootedPattern(pattern, "source_file")).toBeNull();
  });

  it("splits a query's patterns, each keeping its index", () => {
    const patterns = ["(a) @x", "(source_file (b) @y)", "(c (d))", '((source_file (e) @z) (#eq? @z "e"))'];
    const source = `; heading\n${patterns[0]}\n${patterns[1]}\n\n${patterns[2]}\n${patterns[3]}\n`;
    expect(splitTopLevelPatterns(source, "source_file")).toStrictEqual({
      nested: { source: "(a) @x\n(c (d))", patterns: [0, 2] },
      top: { source: '(b) @y\n((e) @z (#eq? @z "e"))', patterns: [1, 3] },
    });
    expect(splitTopLevelPatterns("(a)", "source_file")).toStrictEqual({
      nested: { source: "(a)", patterns: [0] },
      top: null,
    });
  });
});

function withoutTrailingComments(text: string): string {
  let out = text.trimEnd();
  for (let last = out.slice(out.lastIndexOf("\n") + 1); last.trimStart().startsWith(";"); last = out.slice(out.lastIndexOf("\n") + 1)) {
    out = out.slice(0, Math.max(0, out.lastIndexOf("\n"))).trimEnd();
  }
  return out;
}

/** The extraction query compiled whole, run as one query: what the split must give. */
async function wholeQuery(spec: LanguageSpec): Promise<ExtractionQueries> {
  const [{ Query }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
  return wholeExtraction(Query, language, extractionQuerySource(spec));
}

describe("the extraction query split at the file's top level", () => {
  const files = fixtureSources();
  const wholes = new Map<string, Promise<ExtractionQueries>>();

  it("finds each pattern where the runtime's compiled query places it", async () => {
    for (const ext of ["go", "java", "py", "ts", "tsx", "js", "rs"]) {
      const spec = languageForPath(`x.${ext}`) as LanguageSpec;
      const whole = await wholeQuery(spec);
      const source = extractionQuerySource(spec);
      // The runtime's end may take in the comment lines after a pattern.
      const runtime = whole.nestedPatterns.map((i) => withoutTrailingComments(source.slice(whole.nested.startIndexForPattern(i), whole.nested.endIndexForPattern(i))));
      expect((patternSpans(source) ?? []).map((s) => source.slice(s.start, s.end))).toStrictEqual(runtime);
      whole.nested.delete();
    }
    expect(patternSpans("(a) @x\n(b")).toBeNull();
  });

  it("takes apart the top-level patterns of the languages that have them", async () => {
    const counts: Record<string, number> = {};
    for (const ext of ["go", "java", "py", "ts", "js", "rs"]) {
      const spec = languageForPath(`x.${ext}`) as LanguageSpec;
      const { query } = await loadLanguage(spec);
      const whole = await wholeQuery(spec);
      // Every pattern is in one of the two, once.
      expect([...query.nestedPatterns, ...query.topPatterns].sort((a, b) => a - b)).toStrictEqual(whole.nestedPatterns);
      expect(query.nested.patternCount()).toBe(query.nestedPatterns.length);
      expect(query.top?.patternCount() ?? 0).toBe(query.topPatterns.length);
      counts[ext] = query.topPatterns.length;
      whole.nested.delete();
    }
    expect(counts).toStrictEqual({ go: 12, java: 5, py: 20, ts: 5, js: 3, rs: 9 });
  });

  it("compiles a source it cannot read into patterns as one query, which the runtime judges", async () => {
    const spec = languageForPath("x.go") as LanguageSpec;
    const [{ Query }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
    const { parser } = await loadLanguage(spec);
    expect(() => compileExtraction(Query, language, parser, "(source_file (function_declaration) @f")).toThrow();
    const split = compileExtraction(Query, language, parser, "(identifier) @i\n(source_file (function_declaration) @f)");
    expect([split.nestedPatterns, split.topPatterns, split.rootType]).toStrictEqual([[0], [1], "source_file"]);
    split.nested.delete();
    split.top?.delete();
  });

  // Each fixture file whole, and cut in half (a parse with errors, top-level statements under error nodes).
  const cases = files.flatMap((f) => [
    [`${relative(FIXTURES, f)}`, f, 1],
    [`${relative(FIXTURES, f)} (first half)`, f, 0.5],
  ] as const);
  it.each(cases)("reads %s into the facts the whole query gives", async (_, path, part) => {
    const spec = languageForPath(path) as LanguageSpec;
    const { parser, query } = await loadLanguage(spec);
    let whole = wholes.get(spec.name);
    if (!whole) wholes.set(spec.name, (whole = wholeQuery(spec)));
    const full = readFileSync(path, "utf8");
    const text = full.slice(0, Math.floor(full.length * part));
    const tree = parseWithDeadline(parser, text, 60_000);
    if (!tree) throw new Error(`no parse of ${path}`);
    try {
      const lines = text.split("\n").length;
      const split = extractFacts(path, spec, tree, query, lines, 60_000);
      expect(split).not.toBeNull();
      expect(split).toStrictEqual(extractFacts(path, spec, tree, await whole, lines, 60_000));
    } finally {
      tree.delete();
    }
  });
});
