// The query a language's extraction runs, apart from the extraction itself: the cache's version hashes it, and
// what only checks the cache should not load the extractor.
import type { Query } from "web-tree-sitter";
import type { LanguageSpec } from "./languages.js";

/** The capture of the pattern that `extractionQuerySource` adds for the descriptor's `thisBarriers`. */
export const BARRIER_CAPTURE = "odin.barrier";

/** The query extraction runs: the language's own query files, plus one pattern for its `this` barriers. */
export function extractionQuerySource(spec: LanguageSpec): string {
  if (spec.thisBarriers.length === 0) return spec.querySource;
  return `${spec.querySource}\n[${spec.thisBarriers.map((t) => `(${t})`).join(" ")}] @${BARRIER_CAPTURE}\n`;
}

/**
 * The extraction query as compiled: the patterns of the file's top-level statements apart from the rest (see
 * topLevelPatterns.ts), each with the index its patterns had in the whole query, which ranks the drafts.
 */
export interface ExtractionQueries {
  nested: Query;
  nestedPatterns: readonly number[];
  /** Run from the root no deeper than its children, where the root is of `rootType`. */
  top: Query | null;
  topPatterns: readonly number[];
  rootType: string;
}
