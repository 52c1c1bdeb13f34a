// A language's importQualifiers rule files out of the list of possible callers of a name by their text alone
// (importQualifiers.ts, TreeText.filesUsing "possibly"): every file whose facts hold a call on a receiver of
// unknown or declared type must stay listed. Checked here on the fixtures, on a tree of unusual imports, and on
// real trees named in ODIN_SLICE_QUALIFIER_ROOTS (paths separated by ":").
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ImportQualifiers } from "../../src/core/importQualifiers.js";
import { importQualifiersOf, languageForPath, sketchLexiconOf } from "../../src/core/languages.js";
import { Repository } from "../../src/core/repository.js";
import { TreeText } from "../../src/core/treeText.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

/** The possible uses the text would lose (file and name), with how many files the text ruled out for a name. */
async function losses(root: string): Promise<{ checked: number; lost: string[]; ruledOut: number }> {
  const repo = Repository.open(root) as Repository;
  const ws = new Workspace(repo);
  await ws.indexAll();
  const files = ws.indexableFiles();
  const lost: string[] = [];
  const names = new Map<string, Set<string>>();
  for (const [file, facts] of ws.index.facts) {
    if (!languageForPath(file)?.importQualifiers) continue;
    for (const r of facts.references) {
      if (r.target.t !== "unknown_receiver" && r.target.t !== "typed") continue;
      let users = names.get(r.name);
      if (!users) names.set(r.name, (users = new Set()));
      users.add(file);
    }
  }
  let checked = 0;
  let ruledOut = 0;
  const text = new TreeText(repo.root, files, repo.limits, () => null);
  for (const [name, users] of [...names].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const listed = new Set(text.filesUsing(name, "possibly"));
    ruledOut += text.filesMentioning(name).length - listed.size;
    for (const f of users) {
      checked++;
      if (!listed.has(f)) lost.push(`${f}: ${name}`);
    }
  }
  return { checked, lost, ruledOut };
}

const UNUSUAL_GO: Record<string, string> = {
  "go.mod": "module example.com/m\n\ngo 1.19\n",
  "eq/eq.go": "package eq\n\nfunc Equal(a, b int) bool { return a == b }\n\ntype T struct{}\n\nfunc (T) Equal(o T) bool { return true }\n",
  // Imported and only ever qualifying: no call on a receiver.
  "a/qualified.go": 'package a\n\nimport (\n\t"bytes"\n\tq "example.com/m/eq"\n)\n\nfunc f(x, y []byte) bool { return bytes.Equal(x, y) && q.Equal(1, 2) && q .Equal(3, 4) }\n',
  // A parameter takes the import's name: its calls are on a value.
  "a/shadowed.go": 'package a\n\nimport "example.com/m/eq"\n\nfunc g(eq eq.T) bool { return eq.Equal(eq) }\n',
  // A local takes it inside a function.
  "a/local.go": 'package a\n\nimport "bytes"\n\nfunc h() bool {\n\tbytes := T{}\n\treturn bytes.Equal(bytes)\n}\n\ntype T struct{}\n\nfunc (T) Equal(T) bool { return true }\n',
  // Dot and blank imports bind no name; `eq` is then free here (a name of the package, maybe).
  "b/dot.go": 'package b\n\nimport . "example.com/m/eq"\nimport _ "example.com/m/eq"\n\nvar eq T\n\nfunc f() bool { return eq.Equal(eq) }\n',
  // Text that reads like an import past the header is not one: `eq` is the package's variable.
  "b/raw.go": 'package b\n\nconst src = `\nimport "example.com/m/eq"\n\t"example.com/m/eq"\n`\n\nfunc g() bool { return eq.Equal(T{}) }\n',
  // A spec outside a group is no import.
  "c/bare.go": 'package c\n\n\t"example.com/m/eq"\n\nfunc g() bool { return eq.Equal(1) }\n',
  // A selector chain ends in a field named like the import, not in the import.
  "c/chain.go": 'package c\n\nimport "example.com/m/eq"\n\ntype S struct{ eq eq.T }\n\nfunc g(s S) bool { return s.eq.Equal(s.eq) }\n',
  "c/chainwrapped.go": 'package c\n\nimport "example.com/m/eq"\n\nfunc h(s S) bool {\n\treturn s.\n\t\teq.Equal(eq.T{})\n}\n',
};

describe("importQualifiers", () => {
  it.each(readdirSync(FIXTURES).sort())("keeps every possible caller of fixture %s", async (name) => {
    const { lost } = await losses(join(FIXTURES, name));
    expect(lost).toStrictEqual([]);
  });

  it("keeps every possible caller among unusual Go imports, and rules out the file that only qualifies", async () => {
    const root = scratchTree(UNUSUAL_GO);
    const { checked, lost } = await losses(root);
    expect(lost).toStrictEqual([]);
    expect(checked).toBeGreaterThanOrEqual(6);
    const repo = Repository.open(root) as Repository;
    const files = Object.keys(UNUSUAL_GO).filter((f) => f.endsWith(".go")).sort();
    const text = new TreeText(repo.root, files, repo.limits, () => null);
    expect(text.filesUsing("Equal", "possibly")).toStrictEqual(["a/local.go", "a/shadowed.go", "b/dot.go", "b/raw.go", "c/bare.go", "c/chain.go", "c/chainwrapped.go"]);
  });

  it("reads the names a Go header binds and where they only qualify", () => {
    const go = languageForPath("a.go");
    const rules = importQualifiersOf(go);
    if (!rules) throw new Error("Go gives importQualifiers");
    const qualified = (text: string, words: string[]) => {
      const q = new ImportQualifiers(text, rules, sketchLexiconOf(go));
      return words.map((word) => {
        const at = text.search(new RegExp(`\\b${word} ?\\. ?Equal`));
        return q.qualifiesAt(text.indexOf(".", at) + 1);
      });
    };
    const header = 'package a\n\nimport (\n\t"a/bytes"\n\tu "a/util"\n\t_ "a/blank"\n\t. "a/dot"\n)\nimport "a/one"\n\n';
    const uses = "bytes.Equal(); u . Equal(); one.Equal(); blank.Equal(); dot.Equal(); util.Equal(); x.u.Equal()";
    expect(qualified(`${header}func f(dot int) { ${uses} }\n`, ["bytes", "u", "one", "blank", "dot", "util", "x.u"])).toStrictEqual([true, true, true, false, false, false, false]);
    // Written in a comment or a string, the name binds nothing; in code before anything else, it may.
    expect(qualified(`${header}// how many bytes, one by one\n/* one */\nvar s = "%d bytes" + \`u\` + '"' + "u\\"" + 'u'\n\nfunc f() { bytes.Equal(); one.Equal(); u.Equal() }\n`, ["bytes", "one", "u"])).toStrictEqual([true, true, true]);
    expect(qualified(`${header}var s = "%d bytes"\nvar u = 1\n\nfunc f() { bytes.Equal(); u.Equal() }\n`, ["bytes", "u"])).toStrictEqual([true, false]);
    expect(qualified(`${header}func f(bytes []byte) { bytes.Equal() /* one */ }\n`, ["bytes"])).toStrictEqual([false]);
    // A comment left open: the lexicon cannot tell code from prose, and every writing counts.
    expect(qualified(`${header}func f() { one.Equal() }\n/* one\n`, ["one"])).toStrictEqual([false]);
  });

  // ODIN_SLICE_QUALIFIER_ROOTS=/path/to/go/src: every possible caller of a real tree stays listed.
  const roots = (process.env.ODIN_SLICE_QUALIFIER_ROOTS ?? "").split(":").filter((r) => r !== "");
  it.runIf(roots.length > 0).each(roots)("keeps every possible caller of the real tree %s", async (root) => {
    const { checked, lost, ruledOut } = await losses(root);
    console.log(`${root}: ${checked} possible callers checked, ${ruledOut} mentioning files ruled out`);
    expect(lost).toStrictEqual([]);
  }, 3_600_000);
});
