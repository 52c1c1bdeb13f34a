// The uses a file makes, one line each, as the graph resolves them: for tests that state a file's edges.
import type { CodeGraph } from "../../src/core/graph.js";

/** `line name -> symbol` for a certain use (`withFile`: and the target's file), `line name ? reason` otherwise. */
export function describeUses(graph: CodeGraph, file: string, withFile = true): string[] {
  const facts = graph.facts(file);
  if (!facts) throw new Error(`${file} not indexed`);
  return graph
    .usesWithin(file, 1, facts.lineCount)
    .map((u) =>
      u.certain ? `${u.line} ${u.name} -> ${graph.symbolOf(u.certain)}${withFile ? ` ${u.certain.file}` : ""}` : `${u.line} ${u.name} ? ${u.uncertain?.reason}`,
    );
}
