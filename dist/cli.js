import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  PACKET_OPTIONS
} from "./chunk-62NQERAX.js";
import {
  OUTLINE_USAGE,
  OutlineUsageError
} from "./chunk-UDTMOW25.js";
import {
  tuneCompilers
} from "./chunk-M2I443QF.js";
import "./chunk-VEHLSGZ5.js";
import {
  cacheFromEnvironment
} from "./chunk-TCYNHTT5.js";
import {
  Repository
} from "./chunk-FTX7Z7FU.js";
import {
  fail,
  failureRecord,
  ok
} from "./chunk-X6EQBXGC.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/cli/index.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/cli/main.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { parseArgs } from "node:util";

// src/core/indexReportText.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/keptIndexReport.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function keptIndexReport(repo, cache) {
  const key = cache?.treeKey(repo) ?? null;
  const kept = key === null ? null : cache.getReport(key);
  return kept === null ? null : withRoot(repo, kept);
}
__name(keptIndexReport, "keptIndexReport");
function withRoot(repo, rest) {
  return [Buffer.from(`{"root":${JSON.stringify(repo.root)},`), rest.subarray(1)];
}
__name(withRoot, "withRoot");

// src/core/indexReportText.ts
async function indexReportText(root, options = {}) {
  const repo = Repository.open(root);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(root)} is not a directory`);
  const cache = options.cache ?? null;
  const kept = keptIndexReport(repo, cache);
  if (kept !== null) return ok(kept);
  const { reportTextOf } = await import("./indexReport-OEMQ6ITU.js");
  return ok(withRoot(repo, Buffer.from(await reportTextOf(repo, cache, cache?.treeKey(repo) ?? null))));
}
__name(indexReportText, "indexReportText");

// src/cli/indexOptions.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var INDEX_OPTIONS = { root: { type: "string" } };

// src/cli/main.ts
var USAGE = `Usage:
  odin-slice packet --root DIR --anchor ANCHOR --task TEXT [--mode MODE] [--depth N] [--peer ANCHOR] [--budget TOKENS]
  odin-slice ask    (the same) [--provider github-models|openai|anthropic] [--model NAME] [--base-url URL]
                    [--timeout SECONDS] [--json]
  odin-slice index [--root DIR]     print the index's definitions and resolved edges as JSON

Anchors:  FILE:START-END   FILE   FILE#Qualified.Name   Qualified.Name   entry:SYMBOL
Modes:    neighborhood (depth 1, default) | upstream, downstream (depth 2-4) | path, entrypoint (depth 10-20)
Budget:   estimated tokens (bytes/4) for the whole packet, default 8192

packet prints the packet's exact bytes on success (exit 0), or one JSON object {"failure": CLASS, ...} (exit 3).
Parsed files are cached by content in ODIN_SLICE_CACHE_DIR (default: the user cache folder; "off" for none),
bounded by ODIN_SLICE_CACHE_MAX_MB (default 512).
ask sends the packet to one read-only model worker and prints its checked answer (odin-slice ask --help).

${OUTLINE_USAGE}`;
var UsageError = class extends Error {
  static {
    __name(this, "UsageError");
  }
};
function integer(name, value) {
  if (value === void 0) return void 0;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} takes an integer, not ${JSON.stringify(value)}`);
  return Number(value);
}
__name(integer, "integer");
async function runCli(argv, io, env = process.env) {
  const [command, ...rest] = argv;
  if (command === void 0 || command === "help" || command === "--help" || command === "-h") {
    (command === void 0 ? io.stderr : io.stdout)(USAGE);
    return command === void 0 ? 2 : 0;
  }
  if (command === "ask") return (await import("./ask-2PVCLNWC.js")).runAsk(rest, io, env);
  try {
    if (command === "index") return await runIndex(rest, io, env);
    if (command === "outline") return await (await import("./outline-GOM635HY.js")).runOutline(rest, io);
    if (command !== "packet") throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    const { values, positionals } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: true,
      options: {
        ...PACKET_OPTIONS
      }
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
    if (values.anchor === void 0) throw new UsageError("--anchor is required");
    if (values.task === void 0) throw new UsageError("--task is required");
    const { buildPacket } = await import("./buildPacket-YNKBDAWP.js");
    const result = await buildPacket({
      root: values.root ?? ".",
      anchor: values.anchor,
      task: values.task,
      mode: values.mode,
      depth: integer("depth", values.depth),
      peer: values.peer ?? null,
      budget: integer("budget", values.budget)
    }, { cache: cacheFromEnvironment(env) });
    if (!result.ok) {
      io.stdout(JSON.stringify(failureRecord(result.failure)));
      return 3;
    }
    io.stdout(result.value.bytes);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof OutlineUsageError || error.code?.startsWith("ERR_PARSE_ARGS")) {
      io.stderr(`odin-slice: ${error.message}

${USAGE}`);
      return 2;
    }
    throw error;
  }
}
__name(runCli, "runCli");
async function runIndex(args, io, env) {
  const { values } = parseArgs({ args, strict: true, allowPositionals: false, options: INDEX_OPTIONS });
  const result = await indexReportText(values.root ?? ".", { cache: cacheFromEnvironment(env) });
  if (!result.ok) {
    io.stdout(JSON.stringify(failureRecord(result.failure)));
    return 3;
  }
  for (const piece of result.value) io.stdout(piece);
  io.stdout("\n");
  return 0;
}
__name(runIndex, "runIndex");

// src/cli/index.ts
tuneCompilers();
runCli(process.argv.slice(2), {
  stdout: /* @__PURE__ */ __name((text) => process.stdout.write(text), "stdout"),
  stderr: /* @__PURE__ */ __name((text) => process.stderr.write(text), "stderr")
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`odin-slice: unexpected error: ${error instanceof Error ? error.stack ?? error.message : String(error)}
`);
    process.exitCode = 1;
  }
);
