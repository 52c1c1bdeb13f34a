// The index report the cache kept for a tree, found without the engine: the command line's entry answers a warm
// `index` with this module alone (see src/cli/bin.ts), so it must not load the code that would build a report.
import type { IndexCache } from "./indexCache.js";
import type { Repository } from "./repository.js";

/**
 * The report kept for this very tree (every file by path and blob id, and the engine that wrote it), as pieces
 * of bytes to write one after the other, or null.
 */
export function keptIndexReport(repo: Repository, cache: IndexCache | null): Buffer[] | null {
  const key = cache?.treeKey(repo) ?? null;
  const kept = key === null ? null : (cache as IndexCache).getReport(key);
  return kept === null ? null : withRoot(repo, kept);
}

/** Reports are kept without the root, which names the checkout rather than its content. */
export function withRoot(repo: Repository, rest: Buffer): Buffer[] {
  return [Buffer.from(`{"root":${JSON.stringify(repo.root)},`), rest.subarray(1)];
}
