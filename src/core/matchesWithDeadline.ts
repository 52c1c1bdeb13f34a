// Queries under a deadline, like parses (parser.ts): a hostile input must cost seconds, not minutes.
import type { Node, Query, QueryCapture, QueryMatch } from "web-tree-sitter";
import { forEachMatch, queryMatches } from "./treeSitterDirect.js";

/**
 * A query run that gives up after a deadline. Some inputs (tens of thousands of nested brackets) make a query's
 * in-progress matches pile up level by level; the run is cancelled from its progress callback, and a cancelled run
 * returns null rather than a partial list that would read as the whole truth.
 */
export function matchesWithDeadline(query: Query, node: Node, deadlineMs: number): QueryMatch[] | null {
  const stopAt = performance.now() + deadlineMs;
  return queryMatches(query, node, () => performance.now() > stopAt);
}

/**
 * The same run, each match handed to `visit` as it is read (see forEachMatch), given up once the clock passes
 * `stopAt` (a `performance.now()` time, so that several runs share one deadline); false where it was cancelled.
 */
export function eachMatchUntil(
  query: Query,
  node: Node,
  stopAt: number,
  visit: (patternIndex: number, captures: readonly QueryCapture[]) => void,
  maxStartDepth?: number,
): boolean {
  return forEachMatch(query, node, () => performance.now() > stopAt, visit, maxStartDepth);
}
