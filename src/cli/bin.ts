// The `odin-slice` command as installed, bundled as CommonJS (dist/cli.cjs). A warm `index` (every file of the
// tree unchanged since the report was kept) is answered here, before Node's ES module loader or any of the
// engine is loaded: those were a third of such a run. Every other run, and anything unexpected here, is left to
// the whole command line (index.ts), which reads the same arguments again and reports its own faults.
import { parseArgs } from "node:util";
import { cacheFromEnvironment } from "../core/indexCache.js";
import { keptIndexReport } from "../core/keptIndexReport.js";
import { Repository } from "../core/repository.js";
import { INDEX_OPTIONS } from "./indexOptions.js";

/** Whether the run was `index` on a tree whose report the cache kept, now written to stdout. */
function answeredFromCache(argv: string[], env: NodeJS.ProcessEnv): boolean {
  if (argv[0] !== "index") return false;
  try {
    const { values } = parseArgs({ args: argv.slice(1), strict: true, allowPositionals: false, options: INDEX_OPTIONS });
    const repo = Repository.open(values.root ?? ".");
    const kept = repo ? keptIndexReport(repo, cacheFromEnvironment(env)) : null;
    if (kept === null) return false;
    for (const piece of kept) process.stdout.write(piece);
    process.stdout.write("\n");
    return true;
  } catch {
    // A usage error or a fault: the whole command line meets it again and says what it is.
    return false;
  }
}

if (!answeredFromCache(process.argv.slice(2), process.env)) void import("./index.js");
