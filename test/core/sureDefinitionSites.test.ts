// A language's sureDefinitionSites count a file among a name's declarers without parsing it, so a file they say
// declares a name must declare it, of that sort, in the parser's facts: checked here for every word of every
// fixture, on trees of look-alikes, and on real trees named in ODIN_SLICE_DEFINITION_ROOTS (paths separated by ":").
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { isMember } from "../../src/core/facts.js";
import { languageForPath, sureDefinitionSitesOf } from "../../src/core/languages.js";
import { loadLanguage, parseWithDeadline } from "../../src/core/parser.js";
import { Repository } from "../../src/core/repository.js";
import { TreeText } from "../../src/core/treeText.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");
/** The words a site can name: those written before a `(` or `[` (every sure site ends so). */
const OPENED_WORD = /[A-Za-z_$][A-Za-z0-9_$]*(?=[ \t\r\n]*[([])/g;

/**
 * Each word a sure site says a file declares that the file's facts do not declare (of that sort), and how many
 * were sure. A file the grammar cannot parse without an error (Go's testdata of deliberate syntax errors) may
 * lose a declaration the text shows to the parser's recovery: its words are counted apart, not checked.
 */
async function falseSure(root: string): Promise<{ sure: number; wrong: string[]; broken: number }> {
  const repo = Repository.open(root) as Repository;
  const ws = new Workspace(repo);
  await ws.indexAll();
  const text = new TreeText(repo.root, ws.indexableFiles(), repo.limits, () => null);
  const wrong: string[] = [];
  let sure = 0;
  let broken = 0;
  for (const [file, facts] of ws.index.facts) {
    const spec = languageForPath(file);
    if (!spec?.sureDefinitionSites) continue;
    const { parser } = await loadLanguage(spec);
    const tree = parseWithDeadline(parser, readFileSync(join(root, file), "utf8"), 10_000);
    const hasError = tree?.rootNode.hasError ?? true;
    tree?.delete();
    if (hasError) {
      broken++;
      continue;
    }
    const words = new Set(readFileSync(join(root, file), "latin1").match(OPENED_WORD) ?? []);
    for (const sort of ["members", "others"] as const) {
      const sites = sureDefinitionSitesOf(spec, sort);
      if (sites.length === 0) continue;
      const declared = new Set(facts.definitions.filter((d) => isMember(d) === (sort === "members")).map((d) => d.name));
      for (const word of words) {
        if (!text.surelyDeclaresInCode(file, word, sites, sort)) continue;
        sure++;
        if (!declared.has(word)) wrong.push(`${file} ${sort} ${word}`);
      }
    }
  }
  return { sure, wrong, broken };
}

describe("sureDefinitionSites", () => {
  it.each(readdirSync(FIXTURES).sort())("name only what fixture %s declares", async (name) => {
    expect((await falseSure(join(FIXTURES, name))).wrong).toStrictEqual([]);
  });

  const LOOK_ALIKES: Record<string, string> = {
    "p/Calls.java": [
      "package p;",
      "",
      "/** Example: {@code public int read(byte[] b) { return 0; } } */",
      "@interface Config {",
      "  String value();",
      "  int size() default 1;",
      "}",
      "enum Op {",
      "  // the plus sign",
      "  PLUS(1) {",
      "    int apply(int a) { return a; }",
      "  };",
      "  Op(int arity) {}",
      "  abstract int apply(int a);",
      "}",
      "class Calls {",
      '  String s = "void close() {";',
      '  String block = """',
      "      void flush() {",
      '      """;',
      "  Object o = new Runnable() { public void run() {} };",
      "  Object q = new java.lang.Thread(r) { };",
      "  void use(Object x) {",
      "    if (x instanceof Point(int a, int b)) { }",
      "    return; // done open(x) {",
      "    java.util.function.Function<Object, Integer> f = t -> switch (t.hashCode()) { default -> 0; };",
      "  }",
      "  record Point(int a, int b) { }",
      "  public Calls(int n) throws java.io.IOException { }",
      "  java.util.List<String>[] rows(int @Deprecated(since = \"1\") [] xs) { return null; }",
      "}",
      "",
    ].join("\n"),
    // An empty receiver and a method's type parameters are syntax errors the parser recovers from in its own way.
    "p/bad.go": "package p\n\nfunc () Empty() {}\n\nfunc (T) Typed[P any]() {}\n",
    "p/calls.go": [
      "package p",
      "",
      "// func (r *T) Close() {",
      "var doc = `",
      "func (r *T) Flush() {",
      "func Open(name string) {",
      "`",
      "",
      "type T struct{}",
      "",
      "func (r *T) Read(b []byte) (int, error) { return 0, nil }",
      "func (T) Size() int { return 0 }",
      "func (r *List[E]) Push(e E) {}",
      "func Map[K comparable, V any](m map[K]V) {}",
      "func helper() { f := func(x int) {}; f(1) }",
      "",
    ].join("\n"),
  };

  it("name declarations alone among look-alikes: documentation, strings, text blocks, enum constants, annotation elements, calls", async () => {
    const root = scratchTree(LOOK_ALIKES);
    expect((await falseSure(root)).wrong).toStrictEqual([]);
    const text = new TreeText(root, Object.keys(LOOK_ALIKES).sort(), Repository.open(root)?.limits as never, () => null);
    const sure = (file: string, sort: "members" | "others", names: string[]) => {
      const spec = languageForPath(file);
      if (!spec) throw new Error(`no language for ${file}`);
      return names.filter((n) => text.surelyDeclaresInCode(file, n, sureDefinitionSitesOf(spec, sort), sort));
    };
    const javaNames = ["read", "value", "size", "PLUS", "apply", "Op", "close", "flush", "run", "Thread", "Point", "open", "use", "Calls", "rows"];
    // Methods with a body are sure (`apply` in the constant's body, `run` in an anonymous class); an abstract
    // method or an annotation's element has none, and is left to the parse, as are the constant and the record.
    expect(sure("p/Calls.java", "members", javaNames)).toStrictEqual(["apply", "run", "use", "Calls", "rows"]);
    expect(sure("p/calls.go", "members", ["Close", "Flush", "Read", "Size", "Push", "helper"])).toStrictEqual(["Read", "Size", "Push"]);
    expect(sure("p/calls.go", "others", ["Open", "Map", "helper", "Read", "f"])).toStrictEqual(["Map", "helper"]);
    expect(sure("p/bad.go", "members", ["Empty", "Typed"])).toStrictEqual([]);
  });

  const roots = (process.env.ODIN_SLICE_DEFINITION_ROOTS ?? "").split(":").filter(Boolean);
  it.runIf(roots.length > 0)(
    "name only what real trees declare",
    async () => {
      for (const root of roots) {
        const { sure, wrong, broken } = await falseSure(root);
        process.stderr.write(`${root}: ${sure} sure declarations checked; ${broken} files with syntax errors left out\n`);
        expect({ root, wrong: wrong.slice(0, 20) }).toStrictEqual({ root, wrong: [] });
        expect(sure).toBeGreaterThan(0);
      }
    },
    3_600_000,
  );
});

describe("a name declared in more files than an uncertain edge lists", () => {
  // `close` called on a value of unknown type: eight files declare it, each surely (a method with a body).
  const tree: Record<string, string> = {
    "app/Main.java": "package app;\n\nclass Main {\n  void shut(Object r) {\n    r.close();\n  }\n}\n",
  };
  for (let i = 0; i < 8; i++) tree[`lib/R${i}.java`] = `package lib;\n\npublic class R${i} {\n  public void close() {\n    int n = ${i};\n  }\n}\n`;

  it("is counted from the files' code without parsing them, for the packet a whole index gives", async () => {
    const root = scratchTree(tree);
    const ask = async (index: "on-demand" | "whole-tree") => {
      const before = Workspace.parsedInProcess;
      const result = await buildPacket({ root, task: "What does shut close?", anchor: "app/Main.java#Main.shut", mode: "neighborhood" }, { index, cache: null });
      if (!result.ok) throw new Error(result.failure.message);
      return { bytes: result.value.bytes, parsed: Workspace.parsedInProcess - before };
    };
    const onDemand = await ask("on-demand");
    const whole = await ask("whole-tree");
    expect(onDemand.bytes).toBe(whole.bytes);
    expect(onDemand.bytes).toContain("r.close: receiver type unknown; more than 5 definitions named close");
    // Main.java alone: none of the eight declaring files is parsed to count them (the whole index parses all nine).
    expect([onDemand.parsed, whole.parsed]).toStrictEqual([1, 9]);
  });
});
