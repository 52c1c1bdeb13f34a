// A language's sketchLexicon lets the sweep leave the words of comments out of a file's sketch. A word of a name
// the parser finds left out would rule a file out of a question it belongs to, and a packet would differ from
// the whole tree's: so every word of the names in a file's facts must stay, checked on crafted texts, on every
// fixture, and on real trees named in ODIN_SLICE_SKETCH_ROOTS (paths separated by ":").
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languageForPath, languages, sketchLexiconOf, type LanguageSpec } from "../../src/core/languages.js";
import type { FileFacts } from "../../src/core/facts.js";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { declaredHash, keywordHash, openerHash, sketchMayHold, sketchWords, wordHash } from "../../src/core/wordSketch.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");
const spec = (name: string): LanguageSpec => languages().find((s) => s.name === name) as LanguageSpec;

function sketchOf(language: string, text: string): (word: string, placed?: boolean | "afterKeyword" | "beforeOpener") => boolean {
  const bytes = Buffer.from(text, "utf8");
  const sketch = sketchWords(bytes, bytes.length, sketchLexiconOf(spec(language)));
  return (word, placed = false) => {
    const hash = wordHash(Buffer.from(word, "utf8"));
    return sketchMayHold(sketch, placed === "afterKeyword" ? keywordHash(hash) : placed === "beforeOpener" ? openerHash(hash) : placed ? declaredHash(hash) : hash);
  };
}

/** Whether none of `words` is held: each is unusual enough that a false positive is a one-in-a-hundred chance. */
const noneHeld = (held: (w: string) => boolean, words: string[]): boolean => words.every((w) => !held(w));

describe("sketchLexicon", () => {
  it("leaves the words of Java's line, block and doc comments out, and keeps every word of code and strings", () => {
    const held = sketchOf(
      "java",
      [
        "/** Licensed under qwzlicence terms. */",
        "package p; // qwzpackage note",
        "class A { int /* qwzinline */ size() { return x /* qwzmid */ + y; }",
        "  String s = \"// not a comment strword\" + t; String u = \"/* nor this strword2\" + v;",
        "  char c = '\"'; String w = \"esc\\\"aped // strword3\" + after1;",
        "  String b = \"\"\"",
        "      text block /* tbword */ \\\"\"\" still tbword2",
        "      \"\"\" + after2; // qwztail",
        "}",
      ].join("\n"),
    );
    expect(noneHeld(held, ["qwzlicence", "qwzpackage", "qwzinline", "qwzmid", "qwztail"])).toBe(true);
    for (const w of ["package", "p", "class", "A", "size", "return", "x", "y", "t", "v", "after1", "after2", "strword", "strword2", "strword3", "tbword", "tbword2", "esc", "aped"]) expect(held(w), w).toBe(true);
    // Where a declaration may stand: after a comment that ends on the line, as after a word.
    expect(held("size", true)).toBe(true);
  });

  it("sketches the name after Java's declaring keywords as such, past blanks and comments, and no other word", () => {
    const held = sketchOf(
      "java",
      [
        "package p;",
        "public final class /* doc */ Kwone extends Base implements Kwnot1 {",
        "  enum // line comment",
        "      Kwtwo { A, B }",
        "  @interface Kwthree {}",
        "  record Kwfour(int x) {}",
        "  Kwnot2 kwnot3 = Kwnot4.class, kwnot5;",
        "  String s = \"class /* in a string */ Kwstring and\" + kwnot12 + \"all after: kwstr2\" + \"not kwnot13\";",
        "  int kwnot6() { kwnot7 = new Kwnot8(); return kwnot9; }",
        "  Object o = Kwnot10.class",
        "      .cast(kwnot11);",
        "}",
      ].join("\n"),
    );
    // In a string, every word from a declaring keyword on: what the lexicon took for a string may be code.
    for (const w of ["Kwone", "Kwtwo", "Kwthree", "Kwfour", "Kwstring", "in", "and"]) expect(held(w, "afterKeyword"), w).toBe(true);
    expect(noneHeld((w) => held(w, "afterKeyword"), ["Kwnot1", "Kwnot2", "kwnot3", "Kwnot4", "kwnot5", "kwnot6", "kwnot7", "Kwnot8", "kwnot9", "Kwnot10", "kwnot11", "kwnot12", "kwnot13", "kwstr2", "Base", "p"])).toBe(true);
    // A string's words all stand where a declaration may.
    for (const w of ["kwstr2", "kwnot13", "all"]) expect(held(w, true), w).toBe(true);
    // Every one of them is there as a word, and where a declaration may stand as ever.
    for (const w of ["Kwnot1", "kwnot3", "kwnot6", "Kwnot8"]) expect(held(w) && held(w, true), w).toBe(true);
  });

  it("sketches a Java name at a declaration's place as before an opener where `(` or `{` follows, past blanks and comments", () => {
    const held = sketchOf(
      "java",
      [
        "class Op {",
        "  int opone() { return opnot1(1) + this.opnot2(2); }",
        "  void /* c */ optwo // line",
        "      (int x) {}",
        "  Op() {}",
        "  static {}",
        "  Opnot3 opnot4;",
        "  Opnot5 opnot6 = new Opnot7();",
        "  String s = \"with (paren) opstr\", t = \"without opnot8\";",
        "}",
      ].join("\n"),
    );
    for (const w of ["opone", "optwo", "Op", "static", "with", "paren", "opstr"]) expect(held(w, "beforeOpener"), w).toBe(true);
    // A call after `return` or `new` stands where a declaration may (after a word): more than the sites need, never less.
    expect(held("opnot1", "beforeOpener") && held("Opnot7", "beforeOpener")).toBe(true);
    expect(noneHeld((w) => held(w, "beforeOpener"), ["opnot2", "Opnot3", "opnot4", "Opnot5", "opnot6", "opnot8"])).toBe(true);
    for (const w of ["opnot4", "opnot6"]) expect(held(w) && held(w, true), w).toBe(true);
  });

  it("sketches every word at a declaration's place as after a keyword too where a Java file is sketched whole", () => {
    // An unclosed string: the lexicon cannot follow the file, which is sketched whole.
    const held = sketchOf("java", "class Whole { Kwfield kwname; }\nString s = \"open\n");
    for (const w of ["Whole", "kwname", "s"]) expect(held(w, "afterKeyword") && held(w, "beforeOpener"), w).toBe(true);
    // After a `{`, no declaration's place, read whole or not.
    expect(held("Kwfield") && !held("Kwfield", true) && !held("Kwfield", "afterKeyword")).toBe(true);
    // Go declares no keywords: nothing is sketched after one.
    const go = sketchOf("go", "package q\n\ntype Kwgo struct{}\n");
    expect(go("Kwgo") && go("Kwgo", true)).toBe(true);
    expect(go("Kwgo", "afterKeyword")).toBe(false);
  });

  it("follows Go's raw strings and runes, whose `/*` and `//` start no comment", () => {
    const held = sketchOf(
      "go",
      [
        "// Package q qwzdoc words.",
        "package q",
        "var s = `",
        "/* rawword",
        "` + code1 // qwzline",
        "var r = '\\'' + code2 /* qwzblock",
        "qwzblock2 */ + code3",
        "var t = \"//\" + code4",
        "func F() {}",
      ].join("\n"),
    );
    expect(noneHeld(held, ["qwzdoc", "qwzline", "qwzblock", "qwzblock2"])).toBe(true);
    for (const w of ["package", "q", "rawword", "code1", "code2", "code3", "code4", "F"]) expect(held(w), w).toBe(true);
    expect(held("F", true)).toBe(true);
  });

  it("sketches a text whole where it is not as the grammar lexes it, or where a string may hold code", () => {
    // An unclosed block comment, a newline in a one-line string, a string template's `\{`: every word kept.
    expect(sketchOf("go", "package q\n/* qwzopen\nvar x")("qwzopen")).toBe(true);
    expect(sketchOf("java", 'class A { String s = "open\n// qwzafter\n"; }')("qwzafter")).toBe(true);
    expect(sketchOf("java", 'class A { String s = "\\{x /* qwzin */}"; }')("qwzin")).toBe(true);
    // A plain comment in the same texts is left out once they are well formed.
    expect(sketchOf("go", "package q\n/* qwzclosed */\nvar x")("qwzclosed")).toBe(false);
  });

  it.each(languages().filter((s) => s.sketchLexicon === undefined).map((s) => s.name))("leaves %s's files sketched whole", (name) => {
    expect(sketchLexiconOf(spec(name))).toBeNull();
    // A comment's word stays, whatever the language writes comments with.
    for (const comment of ["// qwzword", "/* qwzword */", "# qwzword"]) expect(sketchOf(name, `x = 1 ${comment}\ny = 2`)("qwzword"), comment).toBe(true);
  });

  it.each(readdirSync(FIXTURES).sort())("keeps every word of the facts' names in fixture %s", async (name) => {
    const { checked, missed } = await wordsLeftOut(join(FIXTURES, name));
    expect(missed).toStrictEqual([]);
    expect(checked > 0).toBe(name === "go-inventory" || name.startsWith("java-"));
  });
});

const roots = (process.env.ODIN_SLICE_SKETCH_ROOTS ?? "").split(":").filter(Boolean);
describe.skipIf(roots.length === 0)("sketchLexicon on real trees", () => {
  it.each(roots)("%s", async (root) => {
    const { checked, missed } = await wordsLeftOut(root);
    expect(missed).toStrictEqual([]);
    expect(checked).toBeGreaterThan(0);
  }, 3_600_000);
});

const NAME_KEYS = new Set(["name", "owner", "local", "imported", "exported", "member", "free", "chain", "names", "packageName"]);

/** Every name a file's facts hold, split into words as a sketch reads them, but the one a nameless declaration takes. */
function factWords(facts: FileFacts, anonymous: string): Set<string> {
  const words = new Set<string>();
  const visit = (value: unknown, named: boolean): void => {
    if (typeof value === "string") {
      if (named && value !== anonymous) for (const w of Buffer.from(value, "utf8").toString("latin1").match(WORD_RUNS) ?? []) words.add(w);
    } else if (Array.isArray(value)) for (const v of value) visit(v, named);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, NAME_KEYS.has(k));
  };
  visit(facts, false);
  return words;
}

const WORD_RUNS = /[A-Za-z0-9_$\u0080-\u00ff]+/g;

/**
 * For each file of a language with a lexicon under `root`, indexed whole: the words of the names its facts hold
 * (what the questions by name ask the sketches about) that its sketch without comments does not hold where the
 * whole text's sketch does; with the number of files checked. (Where declarations stand is checked on the
 * declarations the parser finds, in definitionSites.test.ts.)
 */
async function wordsLeftOut(root: string): Promise<{ checked: number; missed: string[] }> {
  const repo = Repository.open(root) as Repository;
  const ws = new Workspace(repo);
  await ws.indexAll();
  const missed: string[] = [];
  let checked = 0;
  for (const [file, facts] of [...ws.index.facts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const spec = languageForPath(file);
    const lexicon = sketchLexiconOf(spec);
    if (!spec || !lexicon) continue;
    checked++;
    const bytes = readFileSync(join(root, file));
    const lexed = sketchWords(bytes, bytes.length, lexicon);
    const whole = sketchWords(bytes, bytes.length);
    for (const word of factWords(facts, spec.anonymousDefinitionName)) {
      const hash = wordHash(Buffer.from(word, "latin1"));
      if (sketchMayHold(whole, hash) && !sketchMayHold(lexed, hash)) missed.push(`${file}: ${word}`);
    }
  }
  return { checked, missed };
}
