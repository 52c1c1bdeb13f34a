// Queries under a deadline, like parses (parser.ts): a hostile input must cost seconds, not minutes.
import type { Node, Query, QueryMatch, QueryState } from "web-tree-sitter";

/**
 * A query run that gives up after a deadline. Some inputs (tens of thousands of nested brackets) make a query's
 * in-progress matches pile up level by level; the run is cancelled from its progress callback, and a cancelled run
 * returns null rather than a partial list that would read as the whole truth.
 */
export function matchesWithDeadline(query: Query, node: Node, deadlineMs: number): QueryMatch[] | null {
  const stopAt = performance.now() + deadlineMs;
  let cancelled = false;
  // The runtime hands the callback's return value to the C library as "cancel"; the typings say void.
  const progressCallback = (() => {
    if (performance.now() > stopAt) cancelled = true;
    return cancelled;
  }) as unknown as (state: QueryState) => void;
  const matches = query.matches(node, { progressCallback });
  return cancelled ? null : matches;
}
