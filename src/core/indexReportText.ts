// The index report as the command line prints it. A tree whose every file is unchanged since its last run gets
// the text kept then: neither parsed nor resolved, nor turned from objects into text again, and the engine that
// would do so is not even loaded (its code is most of what such a run would spend after Node's own start).
import { fail, ok, type Result } from "./failure.js";
import type { IndexCache } from "./indexCache.js";
import { Repository } from "./repository.js";

export async function indexReportText(root: string, options: { cache?: IndexCache | null } = {}): Promise<Result<string>> {
  const repo = Repository.open(root);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(root)} is not a directory`);
  const cache = options.cache ?? null;
  const key = cache?.treeKey(repo) ?? null;
  // Kept without the root, which names the checkout rather than its content.
  const withRoot = (rest: string) => `{"root":${JSON.stringify(repo.root)},${rest.slice(1)}`;
  const kept = key ? (cache as IndexCache).getReport(key) : null;
  if (kept !== null) return ok(withRoot(kept));
  const { reportTextOf } = await import("./indexReport.js");
  return ok(withRoot(await reportTextOf(repo, cache, key)));
}
