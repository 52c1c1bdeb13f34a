// The whole pipeline with the real Anthropic SDK against a stand-in Messages endpoint on 127.0.0.1.
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { answerSliceRequest } from "../../src/pipeline/answerSliceRequest.js";
import { createWorker } from "../../src/worker/createWorker.js";
import { ProviderError } from "../../src/worker/providerError.js";
import { DEFAULT_RETRY } from "../../src/worker/retry.js";
import type { WorkerConfig } from "../../src/worker/workerConfig.js";
import { SCHEMA_TEXT, structuredOutputSchema, WORKER_INSTRUCTION } from "../../src/worker/workerPrompt.js";
import { answer, ANCHOR, KEY, needsContext, TASK } from "./answers.js";
import { anthropicError, anthropicMessage, copyFixture, startStandIn, type Reply, type StandIn } from "./standIn.js";

let standIn: StandIn | null = null;
let root = "";
let sleeps: number[] = [];

afterEach(async () => {
  await standIn?.close();
  standIn = null;
  if (root) rmSync(root, { recursive: true, force: true });
  root = "";
});

async function run(script: Reply[], config: Partial<WorkerConfig> = {}) {
  standIn = await startStandIn(script);
  root = copyFixture("ledger");
  sleeps = [];
  const worker = createWorker(
    {
      provider: "anthropic",
      model: "claude-stand-in",
      baseUrl: standIn.url,
      apiKey: KEY,
      keyHint: "ODIN_SLICE_API_KEY or ANTHROPIC_API_KEY",
      timeoutMs: 5000,
      ...config,
    },
    { ...DEFAULT_RETRY, sleep: async (ms) => void sleeps.push(ms) },
  );
  return answerSliceRequest({ root, anchor: ANCHOR, task: TASK }, worker);
}

const reply = (value: unknown) => anthropicMessage(JSON.stringify(value));

describe("answerSliceRequest over the Anthropic Messages API", () => {
  it("sends the instruction as system, the task, packet and schema as the one user message", async () => {
    const result = await run([reply(answer())]);
    expect(result.outcome).toBe("answered");
    expect(result.failure).toBeNull();
    expect(result.worker).toBe("anthropic claude-stand-in");
    const request = standIn?.received[0];
    expect(request?.url).toBe("/v1/messages");
    // This SDK version sends the key as a bearer token.
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers["anthropic-version"]).toBe("2026-10-21");
    expect(request?.body).toStrictEqual({
      model: "claude-stand-in",
      max_tokens: 8192,
      system: WORKER_INSTRUCTION,
      messages: [{ role: "user", content: `Task:\n${TASK}\n\nPacket:\n${result.first?.packetBytes}\n\nResponse schema:\n${SCHEMA_TEXT}` }],
      output_config: { format: { type: "json_schema", schema: structuredOutputSchema() } },
    });
    expect(result.first?.validation.claims.map((c) => c.disposition)).toStrictEqual(["accepted", "accepted", "accepted"]);
    expect(result.first?.validation.edits.map((e) => e.disposition)).toStrictEqual(["accepted"]);
  });

  it("serves one replacement packet, then takes the answer", async () => {
    const final = answer({ evidence: [{ claim: "write appends to lines", file: "src/sinks.ts", start_line: 12, end_line: 14 }], proposed_edits: [], uncertainties: [] });
    const result = await run([reply(needsContext([{ symbol_or_range: "src/sinks.ts#MemorySink.write", reason: "where lines go" }])), reply(final)]);
    expect(result.outcome).toBe("answered");
    expect(standIn?.received.map((r) => (r.body.messages as unknown[]).length)).toStrictEqual([1, 1]);
    expect(result.replacement?.packet.slices.map((s) => `${s.file}:${s.start_line}-${s.end_line} ${s.relationship}`)).toStrictEqual([
      "src/ledger.ts:12-15 anchor",
      "src/sinks.ts:12-14 requested",
    ]);
  });

  it("treats a refusal as an invalid answer", async () => {
    const result = await run([anthropicMessage("I can't help with that.", "refusal")]);
    expect(result.failure?.kind).toBe("worker_output_invalid");
    expect(result.first?.validation.schema.errors).toStrictEqual(["the model declined to answer: I can't help with that."]);
  });

  it("retries an overloaded 529 and a 429, honouring retry-after", async () => {
    const result = await run([
      anthropicError(529, "overloaded_error", "Overloaded"),
      anthropicError(429, "rate_limit_error", "Too many requests", { "retry-after": "3" }),
      reply(answer()),
    ]);
    expect(result.outcome).toBe("answered");
    expect(sleeps).toStrictEqual([1000, 3000]);
    expect(standIn?.received.length).toBe(3);
  });

  it("reports a bad key once, without the key", async () => {
    const error = await run([anthropicError(401, "authentication_error", `invalid x-api-key ${KEY}`)]).catch((e: unknown) => e);
    expect(error).toStrictEqual(
      new ProviderError("bad_key", `${standIn?.url} refused the credentials (401): invalid x-api-key [redacted]. Check ODIN_SLICE_API_KEY or ANTHROPIC_API_KEY.`, 401),
    );
    expect(standIn?.received.length).toBe(1);
  });

  it("does not retry a 400 and names the unknown model", async () => {
    const error = await run([anthropicError(400, "invalid_request_error", "model: claude-nope is not a valid model")], { model: "claude-nope" }).catch((e: unknown) => e);
    expect(error).toStrictEqual(
      new ProviderError("unknown_model", `${standIn?.url} does not serve model claude-nope (400): model: claude-nope is not a valid model.`, 400),
    );
    expect(standIn?.received.length).toBe(1);
  });

  it("times out", async () => {
    const error = await run([{ ...reply(answer()), delayMs: 3000 }], { timeoutMs: 250 }).catch((e: unknown) => e);
    expect(error).toStrictEqual(new ProviderError("timeout", `${standIn?.url} did not answer within 0.25 s.`));
    expect(standIn?.received.length).toBe(1);
  });
});
