// The index report as the command line prints it. A tree whose every file is unchanged since its last run gets
// the text kept then: neither parsed nor resolved, nor turned from objects into text again, and the engine that
// would do so is not even loaded (its code is most of what such a run would spend after Node's own start).
import { fail, ok, type Result } from "./failure.js";
import type { IndexCache } from "./indexCache.js";
import { keptIndexReport, withRoot } from "./keptIndexReport.js";
import { Repository } from "./repository.js";

/**
 * The report as pieces of bytes to write one after the other: a kept report goes from the cache's file to the
 * output as it was read, since decoding a report of megabytes into a string and encoding it again cost more than
 * the rest of such a run after Node's start.
 */
export async function indexReportText(root: string, options: { cache?: IndexCache | null } = {}): Promise<Result<Buffer[]>> {
  const repo = Repository.open(root);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(root)} is not a directory`);
  const cache = options.cache ?? null;
  const kept = keptIndexReport(repo, cache);
  if (kept !== null) return ok(kept);
  const { reportTextOf } = await import("./indexReport.js");
  return ok(withRoot(repo, Buffer.from(await reportTextOf(repo, cache, cache?.treeKey(repo) ?? null))));
}
