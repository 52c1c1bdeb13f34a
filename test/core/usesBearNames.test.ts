// Where a language says its certain uses bear the names of what they use (usesBearDefinitionNames), a file's
// lines that hold none of a definition's names hold none of its uses, and the budget passes over files on that
// ground. Checked here on every fixture, on trees of unusual uses (aliased and dot imports, method values,
// constructors, static imports), and on real trees named in ODIN_SLICE_DEFINITION_ROOTS (paths separated by ":").
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languageForPath } from "../../src/core/languages.js";
import { normalizeNewlines, splitLines } from "../../src/core/lines.js";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

/** The certain uses whose line does not hold the name of what they use, or whose unit does not span that line. */
async function misses(root: string): Promise<{ checked: number; missed: string[] }> {
  const repo = Repository.open(root) as Repository;
  const graph = await new Workspace(repo).graph();
  const missed: string[] = [];
  let checked = 0;
  for (const [file, facts] of graph.index.facts) {
    if (!languageForPath(file)?.usesBearDefinitionNames) continue;
    const lines = splitLines(normalizeNewlines(readFileSync(join(root, file), "utf8")));
    for (const use of graph.usesWithin(file, 1, facts.lineCount, true)) {
      if (!use.certain) continue;
      checked++;
      const name = graph.definition(use.certain).name;
      const line = lines[use.line - 1] ?? "";
      if (!line.includes(name)) missed.push(`${file}:${use.line} ${use.name} -> ${name} (${line.trim()})`);
      if (use.unit.start > use.line || use.unit.end < use.line) missed.push(`${file}:${use.line} ${use.name} outside its unit ${use.unit.start}-${use.unit.end}`);
    }
  }
  return { checked, missed };
}

/** Uses written in every form the languages allow, beside the declarations they use. */
const UNUSUAL_USES: Record<string, Record<string, string>> = {
  go: {
    "go.mod": "module example.com/uses\n",
    "lib/lib.go": "package lib\n\ntype Door struct{ open bool }\n\nfunc (d *Door) Open() { d.open = true }\n\nfunc New() *Door { return &Door{} }\n\nvar Default = New()\n",
    "use/use.go": [
      "package use",
      "",
      "import (",
      '\tl "example.com/uses/lib"',
      '\t. "example.com/uses/lib"',
      ")",
      "",
      "type Wrapped struct{ *l.Door }",
      "",
      "func Run() {",
      "\td := l.New()",
      "\topen := d.Open",
      "\topen()",
      "\tw := Wrapped{New()}",
      "\tw.Open()",
      "\t(*l.Door).Open(Default)",
      "\tf := func() { l.New().",
      "\t\tOpen() }",
      "\tf()",
      "}",
    ].join("\n"),
  },
  java: {
    "src/p/Base.java": "package p;\n\npublic class Base {\n  public Base(int x) {}\n  public static int twice(int x) { return 2 * x; }\n  public void run() {}\n}\n",
    "src/q/Child.java": [
      "package q;",
      "",
      "import p.Base;",
      "import static p.Base.twice;",
      "import java.util.function.IntUnaryOperator;",
      "",
      "public class Child extends Base {",
      "  public Child() { super(twice(1)); }",
      "  public void go() {",
      "    IntUnaryOperator f = Base::twice;",
      "    new Base(3).",
      "      run();",
      "    this.run();",
      "    Base b = new Child();",
      "    int y = Base",
      "      .twice(2);",
      "  }",
      "}",
    ].join("\n"),
  },
};

describe("usesBearDefinitionNames", () => {
  it.each(readdirSync(FIXTURES).sort())("holds for every certain use of fixture %s", async (name) => {
    const { missed } = await misses(join(FIXTURES, name));
    expect(missed).toStrictEqual([]);
  });

  it.each(Object.keys(UNUSUAL_USES))("holds for unusual %s uses", async (language) => {
    const { checked, missed } = await misses(scratchTree(UNUSUAL_USES[language] as Record<string, string>));
    expect(missed).toStrictEqual([]);
    expect(checked).toBeGreaterThan(3);
  });
});

const roots = (process.env.ODIN_SLICE_DEFINITION_ROOTS ?? "").split(":").filter(Boolean);
describe.skipIf(roots.length === 0)("usesBearDefinitionNames on real trees", () => {
  it.each(roots)("%s", async (root) => {
    const { checked, missed } = await misses(root);
    expect(missed).toStrictEqual([]);
    expect(checked).toBeGreaterThan(0);
  }, 3_600_000);
});
