// The matches and node reads taken straight from the runtime's memory say what the runtime's own API says, node
// for node, on every fixture file of every language: an upgrade of web-tree-sitter that moves its layout fails here.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import type { Node, QueryMatch } from "web-tree-sitter";
import { describe, expect, it } from "vitest";
import { FIXTURES, fixtureSources } from "../fixtureSources.js";
import { languageForPath } from "../../src/core/languages.js";
import { loadLanguage, parseWithDeadline } from "../../src/core/parser.js";
import { endIndexOf, forEachMatch, queryMatches, readsRuntimeDirectly, typeOf } from "../../src/core/treeSitterDirect.js";

/** Everything a reader of a node may ask, through the runtime's own getters. */
function described(node: Node) {
  return {
    id: node.id,
    startIndex: node.startIndex,
    startPosition: node.startPosition,
    endIndex: node.endIndex,
    endPosition: node.endPosition,
    type: node.type,
    text: node.text,
    parent: node.parent?.id ?? null,
    namedChildren: node.namedChildren.map((c) => c?.id ?? null),
  };
}

function describedMatches(matches: QueryMatch[]) {
  return matches.map((m) => ({ pattern: m.patternIndex, captures: m.captures.map((c) => ({ name: c.name, node: described(c.node) })) }));
}

describe("queryMatches", () => {
  const files = fixtureSources();

  it("covers every language of the fixtures", () => {
    expect(new Set(files.map((f) => languageForPath(f)?.name)).size).toBeGreaterThanOrEqual(6);
  });

  it.each(files.map((f) => [relative(FIXTURES, f), f]))("gives the runtime's own matches on %s", async (_, path) => {
    const spec = languageForPath(path);
    if (!spec) throw new Error(`no language for ${path}`);
    const { parser, query } = await loadLanguage(spec);
    expect(readsRuntimeDirectly()).toBe(true);
    const tree = parseWithDeadline(parser, readFileSync(path, "utf8"), 60_000);
    if (!tree) throw new Error(`no parse of ${path}`);
    try {
      const direct = queryMatches(query.nested, tree.rootNode, () => false);
      const runtime = query.nested.matches(tree.rootNode);
      expect(direct).not.toBeNull();
      expect(direct?.length).toBeGreaterThan(0);
      expect(describedMatches(direct ?? [])).toStrictEqual(describedMatches(runtime));
      // The top-level patterns, run from the root no deeper than its children.
      const top = query.top ? queryMatches(query.top, tree.rootNode, () => false, 1) : [];
      expect(describedMatches(top ?? [])).toStrictEqual(describedMatches(query.top?.matches(tree.rootNode, { maxStartDepth: 1 }) ?? []));
      for (const m of [...(direct ?? []), ...(top ?? [])]) {
        for (const { node } of m.captures) expect([endIndexOf(node), typeOf(node)]).toStrictEqual([node.endIndex, node.type]);
      }
      // Every node of the tree, named or not, inline or not: each end as the runtime reads it.
      const cursor = tree.walk();
      const ends: [number, number][] = [];
      for (let more = true; more; ) {
        const node = cursor.currentNode;
        ends.push([endIndexOf(node), node.endIndex]);
        if (cursor.gotoFirstChild()) continue;
        while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) {
          more = false;
          break;
        }
      }
      cursor.delete();
      expect(ends.filter(([a, b]) => a !== b)).toStrictEqual([]);
      expect(ends.length).toBeGreaterThan(1);
    } finally {
      tree.delete();
    }
  });

  it("returns null when the progress callback cancels the run, and runs again after", async () => {
    const spec = languageForPath("x.ts");
    if (!spec) throw new Error("no TypeScript");
    const { parser, query: queries } = await loadLanguage(spec);
    const query = queries.nested;
    const text = `${"const a = [".repeat(2000)}1${"]".repeat(2000)};\n`;
    const tree = parseWithDeadline(parser, text, 60_000);
    if (!tree) throw new Error("no parse");
    try {
      expect(queryMatches(query, tree.rootNode, () => true)).toBeNull();
      // A cancelled run hands no match on.
      let visited = 0;
      expect(forEachMatch(query, tree.rootNode, () => true, () => visited++)).toBe(false);
      expect(visited).toBe(0);
      const again = queryMatches(query, tree.rootNode, () => false);
      expect(again?.length).toBe(query.matches(tree.rootNode).length);
      expect(forEachMatch(query, tree.rootNode, () => false, () => visited++)).toBe(true);
      expect(visited).toBe(again?.length);
    } finally {
      tree.delete();
    }
  });
});
