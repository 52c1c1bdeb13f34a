// A language's definitionSites rule files out of the search for a name's definitions by their text alone, so
// they must find every declaration the parser finds, and its ownerSites every type a member declared apart
// names: checked here on every fixture, on trees of unusual declarations, and on real trees named in
// ODIN_SLICE_DEFINITION_ROOTS (paths separated by ":").
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { exportsOnlyDeclarations } from "../../src/core/graph.js";
import { definitionPlacementOf, definitionSitesOf, languageForPath, sketchLexiconForPath, sketchLexiconOf, type DefinitionPlacement, type DefinitionSite, type LanguageSpec } from "../../src/core/languages.js";
import { nameAtSite } from "../../src/core/nameAtSite.js";
import { Repository } from "../../src/core/repository.js";
import { TreeText } from "../../src/core/treeText.js";
import { declaredHash, keywordHash, openerHash, proseSpans, sketchMayHold, sketchWords, wordHash, type SketchLexicon } from "../../src/core/wordSketch.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";
import { DECLARATION_SITES } from "./declarationSites.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

/**
 * The definitions the sites would miss, and the exports of a definition under a name other than its own (which
 * the sites cannot see); with the number of definitions checked.
 */
async function misses(root: string): Promise<{ checked: number; missed: string[] }> {
  const repo = Repository.open(root) as Repository;
  const ws = new Workspace(repo);
  await ws.indexAll();
  const text = new TreeText(repo.root, ws.indexableFiles(), repo.limits, () => null);
  const missed: string[] = [];
  let checked = 0;
  for (const [file, facts] of ws.index.facts) {
    const spec = languageForPath(file);
    if (!spec?.definitionSites) continue;
    // Where the language says so, its words' sketch must show each declared name where a declaration may stand.
    const bytes = spec.definitionsAfterWords ? readFileSync(join(root, file)) : null;
    // (Sketched as a sweep sketches it: without its comments' words, where the language's lexicon says how.)
    const sketch = bytes ? sketchWords(bytes, bytes.length, sketchLexiconOf(spec)) : null;
    for (const d of facts.definitions) {
      if (d.name === spec.anonymousDefinitionName) continue;
      checked++;
      const hash = wordHash(Buffer.from(d.name, "utf8"));
      if (sketch && !sketchMayHold(sketch, declaredHash(hash))) missed.push(`${file}:${d.start} ${d.kind} ${d.name} (not sketched as declared)`);
      // A member must stand at a site for members or for both; any other declaration at one for others or both.
      const sort = d.parent >= 0 || d.owner !== undefined ? "members" : "others";
      // Where every site of its sort follows a declaring keyword or precedes an opener, its name must be sketched so.
      const placed = definitionPlacementOf(spec, sort);
      const afterKeyword = placed.startsWith("afterKeyword") && sketch !== null && sketchMayHold(sketch, keywordHash(hash));
      const beforeOpener = placed.endsWith("eforeOpener") && sketch !== null && sketchMayHold(sketch, openerHash(hash));
      if (sketch && placed !== "afterWords" && placed !== "anywhere" && !afterKeyword && !beforeOpener) missed.push(`${file}:${d.start} ${d.kind} ${d.name} (not sketched ${placed})`);
      const sites = spec.definitionSites.filter((s) => s.declares === undefined || s.declares === sort);
      if (!text.mayDefine(file, d.name, sites, sort)) missed.push(`${file}:${d.start} ${d.kind} ${d.name} (${sort})`);
      // A member declared apart from its type must name the type at one of the language's ownerSites.
      if (d.owner !== undefined && spec.ownerSites && !text.mayDeclareMemberOf(file, d.owner, spec.ownerSites)) missed.push(`${file}:${d.start} ${d.kind} ${d.name} (owner ${d.owner})`);
    }
    // Where a file's exports are its declarations alone, a file that may export a name is one that may declare it
    // (CodeGraph.mayExport), so no export may rename; elsewhere a file that mentions a name may export it.
    if (!exportsOnlyDeclarations(file)) continue;
    for (const e of facts.exports) {
      if (!("local" in e) || e.local.t !== "def") continue;
      const own = facts.definitions[e.local.def]?.name;
      if (own !== e.exported) missed.push(`${file}: ${own} exported as ${e.exported}`);
    }
  }
  return { checked, missed };
}

describe("definitionSites", () => {
  it.each(readdirSync(FIXTURES).sort())("finds every declaration of fixture %s", async (name) => {
    const { missed } = await misses(join(FIXTURES, name));
    expect(missed).toStrictEqual([]);
  });

  it.each(Object.keys(DECLARATION_SITES))("finds every unusual %s declaration", async (language) => {
    const { checked, missed } = await misses(scratchTree(DECLARATION_SITES[language] as Record<string, string>));
    expect(missed).toStrictEqual([]);
    expect(checked).toBeGreaterThan(8);
  });

  it("rules out files that only use a name, and those that mention it after other words", () => {
    const root = scratchTree({
      "a.go": "package a\n\nfunc (d *Door) Lock() {}\n",
      "b.go": "package a\n\nfunc shut(d *Door) {\n\td.Lock()\n\t// Lock the door\n}\n",
      "c.go": "package a\n\nfunc f() (int, error) { return int(1), nil }\n",
      "d.go": "package a\n\ntype (\n\terror interface{}\n)\n",
      "e.py": "def lock():\n    pass\n",
      "f.py": "door.lock()\nx = lock\n",
      "g.java": "class Box<T> {\n  Box() {}\n  int size() { return 0; }\n}\n",
      "h.java": "class Use {\n  int f(Box<String> b) {\n    for (int i = 0; i < b.size(); i++) {}\n    return new Box<String>().size();\n  }\n}\n",
    });
    const text = new TreeText(root, ["a.go", "b.go", "c.go", "d.go", "e.py", "f.py", "g.java", "h.java"], Repository.open(root)?.limits as never, () => null);
    const go = languageForPath("a.go")?.definitionSites;
    const py = languageForPath("e.py")?.definitionSites;
    const java = languageForPath("g.java")?.definitionSites;
    expect(["a.go", "b.go"].map((f) => text.mayDefine(f, "Lock", go))).toStrictEqual([true, false]);
    expect(["c.go", "d.go"].map((f) => text.mayDefine(f, "error", go))).toStrictEqual([false, true]);
    expect(["c.go", "d.go"].map((f) => text.mayDefine(f, "int", go))).toStrictEqual([false, false]);
    expect(["b.go", "c.go"].map((f) => text.mayDefine(f, "d", go))).toStrictEqual([false, false]);
    expect(["e.py", "f.py"].map((f) => text.mayDefine(f, "lock", py))).toStrictEqual([true, false]);
    expect(["g.java", "h.java"].map((f) => text.mayDefine(f, "size", java))).toStrictEqual([true, false]);
    expect(["g.java", "h.java"].map((f) => text.mayDefine(f, "Box", java))).toStrictEqual([true, false]);
    expect(["g.java", "h.java"].map((f) => text.mayDefine(f, "i", java))).toStrictEqual([false, false]);
    // A language without a prefix: any whole-word mention may declare the name.
    expect(text.mayDefine("f.py", "lock", undefined)).toBe(true);
    expect(text.mayDefine("f.py", "loc", undefined)).toBe(false);
  });

  it("rules out, for Go's package-level names, a site inside braces: a function's local or assignment", () => {
    const root = scratchTree({
      "local.go": "package p\n\nfunc f() {\n\tvar buf int\n\tm = buf\n\tif m > 0 {\n\t\tvar n = '{'\n\t}\n}\n",
      "group.go": "package p\n\nvar (\n\tm = 1\n)\n\nvar buf, n int\n",
      "open.go": "package p\n\nfunc f() {\n\tvar buf int\n",
    });
    const text = new TreeText(root, ["group.go", "local.go", "open.go"], Repository.open(root)?.limits as never, () => null);
    const spec = languageForPath("a.go") as LanguageSpec;
    const others = definitionSitesOf(spec, "others");
    expect(["m", "buf", "n"].map((name) => text.mayDefine("local.go", name, others, "others"))).toStrictEqual([false, false, false]);
    expect(["m", "buf", "n"].map((name) => text.mayDefine("group.go", name, others, "others"))).toStrictEqual([true, true, true]);
    // Asked of every sort, the same sites may still be a member's (a struct's field lines are braced).
    expect(text.mayDefine("local.go", "buf", spec.definitionSites, "all")).toBe(true);
    // Braces that do not pair tell nothing: the site may be a declaration.
    expect(text.mayDefine("open.go", "buf", others, "others")).toBe(true);
  });

  it("answers for Go's package-level names, passing over braced stretches, as a search of each name's every mention would", () => {
    // The reference searches each name: every whole-word occurrence at a site, in code, where the braces of the
    // code (outside comments and strings) pair and enclose it in none, or anywhere where they do not pair.
    const spec = languageForPath("a.go") as LanguageSpec;
    const others = definitionSitesOf(spec, "others") as readonly DefinitionSite[];
    const lexicon = sketchLexiconForPath("a.go") as SketchLexicon;
    const declaredBySearch = (text: string, name: string): boolean => {
      const spans = proseSpans(text, 0, lexicon, true) as number[];
      const inProse = (at: number) => spans.some((start, i) => i % 2 === 0 && start <= at && at < (spans[i + 1] as number));
      const depths: number[] = [];
      let depth = 0;
      let paired = true;
      for (let at = 0; at < text.length; at++) {
        depths.push(depth);
        if (inProse(at)) continue;
        if (text[at] === "{") depth++;
        else if (text[at] === "}" && --depth < 0) paired = false;
      }
      paired &&= depth === 0;
      for (const m of text.matchAll(/[0-9A-Za-z_$\x80-\xff]+/g)) {
        if (m[0] !== name || inProse(m.index) || (paired && depths[m.index] !== 0)) continue;
        if (nameAtSite(text, m.index, others)) return true;
      }
      return false;
    };
    const piece = fc.constantFrom(
      "func ", "type ", "var ", "const ", "(", ")", ", ", ";", "\n", "\t", " = ", " := ", ".", "x", "Y", "buf", "T",
      "// c x\n", "/* Y */", '"x {"', "`}\nY`", "'{'", "interface ", "struct ", "(r *T) ", "{", "}",
    );
    // Mostly blocks that pair, now and then a brace alone.
    const { code } = fc.letrec<{ code: string; item: string }>((tie) => ({
      code: fc.array(tie("item"), { maxLength: 12 }).map((xs) => xs.join("")),
      item: fc.oneof({ depthSize: "small", withCrossShrink: true }, piece, piece, piece, tie("code").map((inner) => `{${inner}}`)),
    }));
    const texts = code.map((body) => `package p\n\n${body}\n`);
    // One folder, the file written anew for each text (each TreeText reads it afresh).
    const root = scratchTree({ "f.go": "package p\n" });
    const limits = Repository.open(root)?.limits as never;
    try {
      fc.assert(
        fc.property(texts, (body) => {
          writeFileSync(join(root, "f.go"), body);
          const text = new TreeText(root, ["f.go"], limits, () => null);
          for (const name of ["x", "Y", "buf", "T", "r", "p", "absent"]) {
            expect([name, text.mayDefine("f.go", name, others, "others")]).toStrictEqual([name, declaredBySearch(body, name)]);
          }
        }),
        { numRuns: 300 },
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("rules out a file whose only mentions at a site are in comments or strings, where its lexicon tells them", () => {
    const root = scratchTree({
      "Doc.java": "class Doc {\n  /**\n   * Calls init() first, then\n   * reset(x) { }\n   */\n  void run() { init(); } // a comment: does init() {}\n}\n",
      "Decl.java": "class Decl {\n  // init() is below\n  void init() {}\n}\n",
      "Open.java": "class Open {\n  void run() { init(); }\n  /* never closed\n  void init() {}\n",
      "doc.go": "package p\n\n// Usage:\n//\n//\tfunc (r *T) Init() {\nfunc f() { x.Init() }\n",
      "decl.go": "package p\n\nfunc (r *T) Init() {}\n",
      "help.go": "package p\n\nvar help = `\nFor more about it, see the docs.\nfunc (r *T) Init() {\n`\n\nfunc run(x T) { x.Init() }\n",
      "Text.java": "class Text {\n  String s = \"void init() {\";\n  void run() { init(); }\n}\n",
    });
    const files = ["Decl.java", "Doc.java", "Open.java", "Text.java", "decl.go", "doc.go", "help.go"];
    const text = new TreeText(root, files, Repository.open(root)?.limits as never, () => null);
    const java = languageForPath("a.java")?.definitionSites;
    const go = languageForPath("a.go")?.definitionSites;
    expect(["Decl.java", "Doc.java"].map((f) => text.mayDefine(f, "init", java))).toStrictEqual([true, false]);
    expect(text.mayDefine("Doc.java", "reset", java)).toBe(false);
    // A comment left open: the lexicon cannot follow the text, and a mention at a site may be a declaration.
    expect(text.mayDefine("Open.java", "init", java)).toBe(true);
    expect(["decl.go", "doc.go"].map((f) => text.mayDefine(f, "Init", go))).toStrictEqual([true, false]);
    // Nor in a string: Go's help texts in raw strings, a Java literal.
    expect(["help.go", "help.go", "Text.java"].map((f, i) => text.mayDefine(f, ["Init", "For", "init"][i] as string, f.endsWith(".go") ? go : java))).toStrictEqual([false, false, false]);
  });

  it("rules out, by its words' sketch alone, a Java file that calls a name only after a `.`", () => {
    const root = scratchTree({
      "g.java": "class Box<T> {\n  Box() {}\n  int size() { return 0; }\n}\n",
      "h.java": "class Use {\n  int f(Box<String> b) {\n    for (int i = 0; i < b.size(); i++) {}\n    return new Box<String>().size();\n  }\n}\n",
    });
    const java = languageForPath("g.java")?.definitionSites;
    const asked = (placed: DefinitionPlacement) => {
      const text = new TreeText(root, ["g.java", "h.java"], Repository.open(root)?.limits as never, () => null);
      // No text kept: a file read for an earlier question keeps only its words' sketch (and the last one read).
      text.keptTextBytes = 0;
      for (const f of ["g.java", "h.java"]) text.mentions(f, "class");
      const may = ["g.java", "h.java"].map((f) => text.mayDefine(f, "size", java, "members", placed));
      return { may, readAgain: text.reads - 2 };
    };
    // g.java is read again to find its declaration; h.java, which calls `size` only after a `.`, is not.
    expect(asked("afterWords")).toStrictEqual({ may: [true, false], readAgain: 1 });
    expect(asked("anywhere")).toStrictEqual({ may: [true, false], readAgain: 2 });
  });

  it("rules out, by its words' sketch alone, a Java file that names a class only where no declaring keyword stands", () => {
    const root = scratchTree({
      "a.java": "package p;\n\npublic class /* the result */\n  Result {}\n",
      "b.java": "package p;\n\nclass Use {\n  Result result;\n  Result get() {\n    Result r = result;\n    result = r;\n    return result;\n  }\n}\n",
    });
    const java = languageForPath("a.java") as LanguageSpec;
    expect(definitionPlacementOf(java, "others")).toBe("afterKeyword");
    expect([definitionPlacementOf(java, "members"), definitionPlacementOf(java, "all")]).toStrictEqual(["afterKeywordOrBeforeOpener", "afterKeywordOrBeforeOpener"]);
    const ask = (name: string) => {
      const text = new TreeText(root, ["a.java", "b.java"], Repository.open(root)?.limits as never, () => null);
      text.keptTextBytes = 0;
      for (const f of ["a.java", "b.java"]) text.mentions(f, "package");
      const may = ["a.java", "b.java"].map((f) => text.mayDefine(f, name, definitionSitesOf(java, "others"), "others", definitionPlacementOf(java, "others")));
      return { may, readAgain: text.reads - 2 };
    };
    // b.java declares `Result r` and `result` after words, as a field and a variable would be: never after `class`.
    expect(ask("Result")).toStrictEqual({ may: [true, false], readAgain: 1 });
    expect(ask("result")).toStrictEqual({ may: [false, false], readAgain: 0 });
  });

  it("rules out, by its words' sketch alone, a Java file that names a method only as a field, a variable or a call", () => {
    const root = scratchTree({
      "a.java": "class A {\n  int position /* the getter */\n      () { return 0; }\n  class Inner {}\n}\n",
      "b.java": "class B {\n  int position;\n  int get(A a) {\n    int position = a.position();\n    return position + this.position;\n  }\n}\n",
    });
    const java = languageForPath("a.java") as LanguageSpec;
    const ask = (name: string) => {
      const text = new TreeText(root, ["a.java", "b.java"], Repository.open(root)?.limits as never, () => null);
      text.keptTextBytes = 0;
      for (const f of ["a.java", "b.java"]) text.mentions(f, "class");
      const may = ["a.java", "b.java"].map((f) => text.mayDefine(f, name, definitionSitesOf(java, "members"), "members", definitionPlacementOf(java, "members")));
      return { may, readAgain: text.reads - 2 };
    };
    expect(ask("position")).toStrictEqual({ may: [true, false], readAgain: 1 });
    // A nested class is a member too, found after its keyword.
    expect(ask("Inner")).toStrictEqual({ may: [true, false], readAgain: 1 });
  });

  it("finds a type named at a member's site after many other uses of it, and rules out a file of uses alone", () => {
    // Past a few uses the whole text is swept forward once: these answers must be those each use would give.
    const uses = Array.from({ length: 12 }, (_, i) => `var r${i} = regInfo{inputs: []int{${i}}}\n`).join("");
    const root = scratchTree({
      "late.go": `package ssa\n\n${uses}\nfunc (r *regInfo) String() string { return "" }\n`,
      "wrapped.go": `package ssa\n\n${uses}\nfunc (\n\tr *regInfo,\n) Len() int { return 0 }\n`,
      "between.go": `package ssa\n\nfunc (r *regInfo) Less() bool { return false }\n${uses}`,
      "uses.go": `package ssa\n\n${uses}\nfunc f(r regInfo) {}\n// func (r *regInfo) Doc()\n`,
    });
    const files = ["between.go", "late.go", "uses.go", "wrapped.go"];
    const text = new TreeText(root, files, Repository.open(root)?.limits as never, () => null);
    const spec = languageForPath("a.go") as LanguageSpec;
    expect(files.map((f) => text.mayDeclareMemberOf(f, "regInfo", spec.ownerSites))).toStrictEqual([true, true, false, true]);
    const others = definitionSitesOf(spec, "others");
    expect(files.map((f) => text.mayDefine(f, "regInfo", others, "others"))).toStrictEqual([false, false, false, false]);
  });

  it("answers for a file indexed already by its facts, which its text can only bound", async () => {
    // A struct's field line stands where a package-level name could: its text may declare `Lock`, its facts do not.
    const root = scratchTree({ "a.go": "package a\n\ntype T struct {\n\tLock int\n}\n\nfunc (t *T) Unlock() {}\n" });
    const repo = Repository.open(root) as Repository;
    const text = new TreeText(root, ["a.go"], repo.limits, () => null);
    const spec = languageForPath("a.go") as LanguageSpec;
    const asked = () => [
      text.mayDefine("a.go", "Lock", spec.definitionSites, "all"),
      text.mayDefine("a.go", "Unlock", definitionSitesOf(spec, "members"), "members"),
      text.mayDefine("a.go", "Unlock", definitionSitesOf(spec, "others"), "others"),
    ];
    expect(asked()).toStrictEqual([true, true, false]);
    const ws = new Workspace(repo);
    await ws.indexAll();
    text.answerFromFacts(ws.index.facts);
    expect(asked()).toStrictEqual([false, true, false]);
  });

  it("keeps files that only call a name out of the parse of a neighborhood counting its definitions", async () => {
    const files: Record<string, string> = {
      "go.mod": "module example.com/m\n",
      "door/door.go": "package door\n\ntype Door struct{}\n\nfunc (d *Door) Lock() {}\n",
      "safe/safe.go": "package safe\n\ntype Safe struct{}\n\nfunc (s *Safe) Lock() {}\n",
      // A receiver whose type lies outside the tree: the call stays uncertain, and its candidates are counted.
      "main.go": "package main\n\nimport \"sync\"\n\nfunc run(l sync.Locker) {\n\tl.Lock()\n}\n",
    };
    for (let i = 0; i < 6; i++) files[`users/u${i}.go`] = `package users\n\nfunc use${i}(l interface{ Lock() }) {\n\tl.Lock()\n}\n`;
    for (let i = 0; i < 6; i++) files[`calls/c${i}.go`] = `package calls\n\nfunc call${i}(l any) {\n\tl.(interface{}).Lock()\n}\n`;
    const root = scratchTree(files);
    const ask = { root, task: "Review this code.", anchor: "main.go:5-7", mode: "neighborhood" as const };
    const before = Workspace.parsedInProcess;
    const onDemand = await buildPacket(ask);
    const parsed = Workspace.parsedInProcess - before;
    const whole = await buildPacket(ask, { index: "whole-tree" });
    expect(onDemand.ok && whole.ok && onDemand.value.bytes === whole.value.bytes).toBe(true);
    expect(onDemand.ok && onDemand.value.packet.uncertain_edges.map((e) => e.reason)).toStrictEqual([
      "l.Lock: receiver type unknown; more than 5 definitions named Lock",
    ]);
    // main.go and the first six of the eight declaring files (door, safe, four with an inline interface): enough to
    // say there are more than five; none of the six that only call Lock.
    expect(parsed).toBe(7);
  });
});

const roots = (process.env.ODIN_SLICE_DEFINITION_ROOTS ?? "").split(":").filter(Boolean);
describe.skipIf(roots.length === 0)("definitionSites on real trees", () => {
  it.each(roots)("%s", async (root) => {
    const { checked, missed } = await misses(root);
    expect(missed).toStrictEqual([]);
    expect(checked).toBeGreaterThan(0);
  }, 3_600_000);
});
