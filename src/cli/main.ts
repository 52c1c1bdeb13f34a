// The command-line shell: arguments in, the core's answer out. Exit codes: 0 packet, 2 usage, 3 failure class,
// 1 an unexpected fault; `ask` (ask.ts) adds its own.
import { parseArgs } from "node:util";
import { failureRecord } from "../core/failure.js";
import { cacheFromEnvironment } from "../core/indexCache.js";
import { indexReportText } from "../core/indexReportText.js";
import { INDEX_OPTIONS } from "./indexOptions.js";
import { OUTLINE_USAGE, OutlineUsageError } from "./outlineUsage.js";
import { PACKET_OPTIONS } from "./packetOptions.js";

export interface CliIO {
  /** Bytes are written as they are (a kept index report of megabytes is never decoded). */
  stdout: (text: string | Uint8Array) => void;
  stderr: (text: string) => void;
}

export const USAGE = `Usage:
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

class UsageError extends Error {}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} takes an integer, not ${JSON.stringify(value)}`);
  return Number(value);
}

export async function runCli(argv: string[], io: CliIO, env: Readonly<Record<string, string | undefined>> = process.env): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    (command === undefined ? io.stderr : io.stdout)(USAGE);
    return command === undefined ? 2 : 0;
  }
  // The model SDKs are loaded only when asked for: a packet or an index should not pay to start them.
  if (command === "ask") return (await import("./ask.js")).runAsk(rest, io, env);
  try {
    if (command === "index") return await runIndex(rest, io, env);
    // The outline's code is loaded only for it: a warm `index` is mostly the process's start.
    if (command === "outline") return await (await import("./outline.js")).runOutline(rest, io);
    if (command !== "packet") throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    const { values, positionals } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: true,
      options: {
        ...PACKET_OPTIONS,
      },
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
    if (values.anchor === undefined) throw new UsageError("--anchor is required");
    if (values.task === undefined) throw new UsageError("--task is required");
    // The engine is loaded only for the commands that use it: a warm `index` answers from the cache without it.
    const { buildPacket } = await import("../core/buildPacket.js");
    const result = await buildPacket({
      root: values.root ?? ".",
      anchor: values.anchor,
      task: values.task,
      mode: values.mode,
      depth: integer("depth", values.depth),
      peer: values.peer ?? null,
      budget: integer("budget", values.budget),
    }, { cache: cacheFromEnvironment(env) });
    if (!result.ok) {
      io.stdout(JSON.stringify(failureRecord(result.failure)));
      return 3;
    }
    io.stdout(result.value.bytes);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof OutlineUsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.stderr(`odin-slice: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

async function runIndex(args: string[], io: CliIO, env: Readonly<Record<string, string | undefined>>): Promise<number> {
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
