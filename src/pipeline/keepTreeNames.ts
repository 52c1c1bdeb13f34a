// What the App and the Action do once a review is posted: index the rest of the checkout into the cache, so that
// the names each file holds are kept and later requests on the repository (the same or a later commit) answer
// their questions about names from them. A request alone parses only the files it reaches and keeps no names.
import type { IndexCache } from "../core/indexCache.js";
import { Repository } from "../core/repository.js";
import { Workspace } from "../core/workspace.js";

export interface KeptTreeNames {
  /**
   * "kept": the tree was indexed and its names kept; "current": names kept earlier were current enough (see
   * Workspace.keepNamesIfDue); "stopped": `goOn` said no before the end (what was parsed stays in the cache).
   */
  outcome: "kept" | "current" | "stopped";
  /** Files of the tree. */
  files: number;
  /** Files parsed for it (the rest came from the cache). */
  parsed: number;
}

/**
 * How long one index after an answer may go on: a tree built to be slow to parse (files each near the parse's
 * deadline) must not hold a job's place for hours. The next answer on the repository goes on from the cache.
 */
export const KEEP_TREE_NAMES_MS = 10 * 60 * 1000;

/**
 * Indexes the tree at `root` whole unless its kept names are current enough; null when `root` is no directory.
 * Once `boundMs` have passed or `goOn` says no (another job waiting, the tree taken away), it reads no further
 * file and keeps no names (see Workspace.keepNamesIfDue).
 */
export async function keepTreeNames(
  root: string,
  options: { cache: IndexCache; lineage: string; goOn?: () => boolean; boundMs?: number },
): Promise<KeptTreeNames | null> {
  const repo = Repository.open(root, undefined, options.cache.givenFiles(root));
  if (!repo) return null;
  const ws = new Workspace(repo, { cache: options.cache, lineage: options.lineage });
  const until = Date.now() + (options.boundMs ?? KEEP_TREE_NAMES_MS);
  const outcome = await ws.keepNamesIfDue(() => Date.now() < until && (options.goOn?.() ?? true));
  ws.finish();
  return { outcome, files: repo.files().length, parsed: ws.parsed };
}
