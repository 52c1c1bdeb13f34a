// `odin-slice ask`: the packet command's arguments plus the model endpoint; runs the whole pipeline once.
// Exit codes: 0 answered, 2 usage, 3 a failure class, 4 the model endpoint failed, 5 no answer (the worker
// cannot answer, or still needs context).
import { parseArgs } from "node:util";
import { cacheFromEnvironment } from "../core/indexCache.js";
import { answerSliceRequest, type Outcome } from "../pipeline/answerSliceRequest.js";
import { answerRecord } from "../pipeline/answerRecord.js";
import { createWorker } from "../worker/createWorker.js";
import { ProviderError } from "../worker/providerError.js";
import { resolveWorkerConfig } from "../worker/workerConfig.js";
import { renderAnswer } from "./askReport.js";
import type { CliIO } from "./main.js";
import { PACKET_OPTIONS } from "./packetOptions.js";

export const ASK_USAGE = `Usage:
  odin-slice ask --root DIR --anchor ANCHOR --task TEXT [--mode MODE] [--depth N] [--peer ANCHOR] [--budget TOKENS]
                 [--provider github-models|openai|anthropic] [--model NAME] [--base-url URL] [--timeout SECONDS] [--json]

Keys come from the environment: ODIN_SLICE_API_KEY, else GITHUB_TOKEN, OPENAI_API_KEY or ANTHROPIC_API_KEY.
ODIN_SLICE_PROVIDER, ODIN_SLICE_MODEL and ODIN_SLICE_BASE_URL stand in for the flags.
Exit: 0 answered, 3 a failure class, 4 the model endpoint failed, 5 no answer (cannot answer / needs context).
`;

const EXIT: Readonly<Record<Outcome, number>> = { answered: 0, failed: 3, cannot_answer: 5, needs_context: 5 };

class UsageError extends Error {}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} takes an integer, not ${JSON.stringify(value)}`);
  return Number(value);
}

export async function runAsk(args: string[], io: CliIO, env: Readonly<Record<string, string | undefined>>): Promise<number> {
  let values;
  let depth: number | undefined;
  let budget: number | undefined;
  let timeout: number | undefined;
  try {
    const parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        ...PACKET_OPTIONS,
        provider: { type: "string" },
        model: { type: "string" },
        "base-url": { type: "string" },
        timeout: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    values = parsed.values;
    if (values.help) {
      io.stdout(ASK_USAGE);
      return 0;
    }
    if (parsed.positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(parsed.positionals[0])}`);
    if (values.anchor === undefined) throw new UsageError("--anchor is required");
    if (values.task === undefined) throw new UsageError("--task is required");
    depth = integer("depth", values.depth);
    budget = integer("budget", values.budget);
    timeout = integer("timeout", values.timeout);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.stderr(`odin-slice: ${(error as Error).message}\n\n${ASK_USAGE}`);
      return 2;
    }
    throw error;
  }
  const config = resolveWorkerConfig({ provider: values.provider, model: values.model, baseUrl: values["base-url"], timeoutSeconds: timeout }, env);
  if (!config.ok) {
    io.stderr(`odin-slice: ${config.message}\n\n${ASK_USAGE}`);
    return 2;
  }
  try {
    const answer = await answerSliceRequest(
      {
        root: values.root ?? ".",
        anchor: values.anchor,
        task: values.task,
        mode: values.mode,
        depth,
        peer: values.peer ?? null,
        budget,
      },
      createWorker(config.config),
      { cache: cacheFromEnvironment(env) },
    );
    io.stdout(values.json ? JSON.stringify(answerRecord(answer)) + "\n" : renderAnswer(answer));
    return EXIT[answer.outcome];
  } catch (error) {
    if (error instanceof ProviderError) {
      io.stderr(`odin-slice: the model endpoint failed: ${error.message}\n`);
      return 4;
    }
    throw error;
  }
}
