// What the App and the Action do once a review is posted: index the rest of the checkout into the cache, so that
// the names each file holds are kept and later requests on the repository (the same or a later commit) answer
// their questions about names from them. A request alone parses only the files it reaches and keeps no names.
import type { IndexCache } from "../core/indexCache.js";
import { Repository } from "../core/repository.js";
import { Workspace } from "../core/workspace.js";

export interface KeptTreeNames {
  /** False when names kept from an earlier index were current enough (see Workspace.keepNamesIfDue). */
  indexed: boolean;
  /** Files of the tree. */
  files: number;
  /** Files parsed for it (the rest came from the cache). */
  parsed: number;
}

/**
 * Indexes the tree at `root` whole unless its kept names are current enough; null when `root` is no directory.
 * `keep`, asked once the index is made, says whether its names may be kept (false once the tree was taken away).
 */
export async function keepTreeNames(
  root: string,
  options: { cache: IndexCache; lineage: string; keep?: () => boolean },
): Promise<KeptTreeNames | null> {
  const repo = Repository.open(root, undefined, options.cache.givenFiles(root));
  if (!repo) return null;
  const ws = new Workspace(repo, { cache: options.cache, lineage: options.lineage });
  const indexed = await ws.keepNamesIfDue(options.keep);
  ws.finish();
  return { indexed, files: repo.files().length, parsed: ws.parsed };
}
