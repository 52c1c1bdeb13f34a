// One generic test for every fixture project: the definitions and edges the index finds are exactly the ones
// written inline in the fixture's sources.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { readExpectations, sourceFiles } from "../fixtureExpectations.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");
const EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".py", ".go", ".rs", ".java"];

describe.each(readdirSync(FIXTURES).sort())("fixture %s", (name) => {
  const root = join(FIXTURES, name);

  it("finds exactly the definitions, certain edges and uncertain uses stated inline", async () => {
    const repo = Repository.open(root);
    if (!repo) throw new Error(`no fixture at ${root}`);
    const graph = await new Workspace(repo).graph();
    const files = sourceFiles(root, EXTENSIONS);
    const expected = readExpectations(root, files);

    const defs: string[] = [];
    const edges: string[] = [];
    const uncertain: string[] = [];
    for (const file of files) {
      const facts = graph.facts(file);
      if (!facts) continue;
      // Qualified names as a symbol anchor matches them: module path, then the declaration chain.
      facts.definitions.forEach((def, i) => defs.push(`${file}:${def.start} ${graph.symbolOf({ file, def: i })}`));
      for (const use of graph.usesWithin(file, 1, facts.lineCount)) {
        if (use.certain) edges.push(`${file}:${use.line} ${use.kind} ${graph.symbolOf(use.certain)}`);
        else if (use.uncertain) uncertain.push(`${file}:${use.line} ${use.uncertain.label}`);
      }
    }
    expect([...new Set(defs)].sort()).toStrictEqual(expected.defs);
    expect([...new Set(edges)].sort()).toStrictEqual(expected.edges);
    expect([...new Set(uncertain)].sort()).toStrictEqual(expected.uncertain);
  });
});
