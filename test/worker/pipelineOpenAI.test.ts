// The whole pipeline with the real OpenAI SDK against a stand-in OpenAI-compatible endpoint on 127.0.0.1.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { answerSliceRequest } from "../../src/pipeline/answerSliceRequest.js";
import { createWorker } from "../../src/worker/createWorker.js";
import { ProviderError } from "../../src/worker/providerError.js";
import { DEFAULT_RETRY, type RetryPolicy } from "../../src/worker/retry.js";
import type { WorkerConfig } from "../../src/worker/workerConfig.js";
import { SCHEMA_TEXT, structuredOutputSchema, WORKER_INSTRUCTION } from "../../src/worker/workerPrompt.js";
import { answer, ANCHOR, KEY, needsContext, SINK_CLAIM, TASK } from "./answers.js";
import { copyFixture, openAIChat, openAIError, startStandIn, type Reply, type StandIn } from "./standIn.js";

let standIn: StandIn | null = null;
let root = "";
let sleeps: number[] = [];

afterEach(async () => {
  await standIn?.close();
  standIn = null;
  if (root) rmSync(root, { recursive: true, force: true });
  root = "";
});

const retry = (): RetryPolicy => ({ ...DEFAULT_RETRY, sleep: async (ms) => void sleeps.push(ms) });

async function run(script: Reply[], config: Partial<WorkerConfig> = {}) {
  standIn = await startStandIn(script);
  root = copyFixture("ledger");
  sleeps = [];
  const worker = createWorker(
    {
      provider: "openai",
      model: "stand-in-model",
      baseUrl: `${standIn.url}/v1`,
      apiKey: KEY,
      keyHint: "ODIN_SLICE_API_KEY or OPENAI_API_KEY",
      timeoutMs: 5000,
      ...config,
    },
    retry(),
  );
  return answerSliceRequest({ root, anchor: ANCHOR, task: TASK }, worker);
}

const reply = (value: unknown) => openAIChat(JSON.stringify(value));

describe("answerSliceRequest over an OpenAI-compatible endpoint", () => {
  it("sends exactly the instruction, the task, the packet bytes and the schema, and accepts a clean answer", async () => {
    const result = await run([reply(answer())]);
    const packet = await buildPacket({ root, anchor: ANCHOR, task: TASK });
    if (!packet.ok) throw new Error("fixture packet failed");

    expect(standIn?.received.length).toBe(1);
    const request = standIn?.received[0];
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body.model).toBe("stand-in-model");
    expect(request?.body.messages).toStrictEqual([
      { role: "system", content: WORKER_INSTRUCTION },
      { role: "user", content: `Task:\n${TASK}\n\nPacket:\n${packet.value.bytes}\n\nResponse schema:\n${SCHEMA_TEXT}` },
    ]);
    expect(request?.body.response_format).toStrictEqual({
      type: "json_schema",
      json_schema: { name: "odin_slice_response", strict: true, schema: structuredOutputSchema() },
    });

    expect(result.outcome).toBe("answered");
    expect(result.failure).toBeNull();
    expect(result.replacement).toBeNull();
    expect(result.first?.packetBytes).toBe(packet.value.bytes);
    expect(result.first?.response).toStrictEqual(answer());
    expect(result.first?.validation).toStrictEqual({
      budget: { limit_estimated_tokens: 8192, used_estimated_tokens: packet.value.packet.budget.used_estimated_tokens, recomputed_estimated_tokens: packet.value.packet.budget.used_estimated_tokens, within_limit: true },
      schema: { valid: true, errors: [] },
      citations: [
        { claim: "add keeps the amount in entries", file: "src/ledger.ts", start_line: 13, end_line: 13, slice: "src/ledger.ts:12-15", disposition: "accepted", reason: "inside the slice, and the live lines are unchanged" },
        { claim: "formatCents renders cents as a decimal string", file: "src/money.ts", start_line: 1, end_line: 3, slice: "src/money.ts:1-3", disposition: "accepted", reason: "inside the slice, and the live lines are unchanged" },
        { claim: SINK_CLAIM, file: "src/ledger.ts", start_line: 14, end_line: 14, slice: "src/ledger.ts:12-15", disposition: "accepted", reason: "inside the slice, and the live lines are unchanged" },
      ],
      claims: [
        { claim: "add keeps the amount in entries", evidence: ["src/ledger.ts:13-13"], uncertain_edges: [], hypothesis: false, disposition: "accepted", reason: "every cited range is in the packet and unchanged" },
        { claim: "formatCents renders cents as a decimal string", evidence: ["src/money.ts:1-3"], uncertain_edges: [], hypothesis: false, disposition: "accepted", reason: "every cited range is in the packet and unchanged" },
        {
          claim: SINK_CLAIM,
          evidence: ["src/ledger.ts:14-14"],
          uncertain_edges: ["src/ledger.ts:12-15 -> this.sink.write"],
          hypothesis: true,
          disposition: "accepted",
          reason: "every cited range is in the packet and unchanged; labelled a hypothesis in uncertainties",
        },
      ],
      edits: [
        { file: "src/money.ts", start_line: 2, end_line: 2, slice: "src/money.ts:1-3", disposition: "accepted", reason: "inside the slice and unchanged; applied in memory, the file parses with no new syntax error" },
      ],
      context_requests: [],
    });
  });

  it("builds one replacement packet from the anchor and the valid requested ranges, for a fresh worker", async () => {
    const requests = [
      { symbol_or_range: "MemorySink.write", reason: "to see where lines go" },
      { symbol_or_range: "src/money.ts:5-8", reason: "parseCents may be the inverse" },
      { symbol_or_range: "write", reason: "any sink" },
      { symbol_or_range: "../outside.ts:1-2", reason: "curious" },
      { symbol_or_range: "src/money.ts", reason: "the whole file" },
      { symbol_or_range: "src/ledger.ts:12-15", reason: "the anchor again" },
    ];
    const final = answer({
      evidence: [{ claim: "MemorySink.write appends the line to lines", file: "src/sinks.ts", start_line: 12, end_line: 14 }],
      proposed_edits: [],
      uncertainties: [],
    });
    const result = await run([reply(needsContext(requests)), reply(final)]);
    expect(result.outcome).toBe("answered");
    expect(result.failure).toBeNull();
    expect(result.first?.validation.context_requests).toStrictEqual([
      { symbol_or_range: "MemorySink.write", why_needed: "to see where lines go", range: "src/sinks.ts:12-14", disposition: "accepted", reason: "added to the replacement packet" },
      { symbol_or_range: "src/money.ts:5-8", why_needed: "parseCents may be the inverse", range: "src/money.ts:5-8", disposition: "accepted", reason: "added to the replacement packet" },
      { symbol_or_range: "write", why_needed: "any sink", range: null, disposition: "rejected", reason: "ambiguous_symbol: write names 2 definitions: src/sinks.ts#ConsoleSink.write, src/sinks.ts#MemorySink.write" },
      { symbol_or_range: "../outside.ts:1-2", why_needed: "curious", range: null, disposition: "rejected", reason: 'path_outside_root: "../outside.ts" leaves the repository' },
      { symbol_or_range: "src/money.ts", why_needed: "the whole file", range: null, disposition: "rejected", reason: "not an exact symbol or FILE:START-END range" },
      { symbol_or_range: "src/ledger.ts:12-15", why_needed: "the anchor again", range: "src/ledger.ts:12-15", disposition: "accepted", reason: "already in the packet" },
    ]);
    const replacement = result.replacement;
    expect(replacement?.packet.slices.map((s) => [s.file, s.start_line, s.end_line, s.hop, s.relationship])).toStrictEqual([
      ["src/ledger.ts", 12, 15, 0, "anchor"],
      ["src/money.ts", 5, 8, 1, "requested"],
      ["src/sinks.ts", 12, 14, 1, "requested"],
    ]);
    expect(replacement?.packet.uncertain_edges).toStrictEqual([
      { from: "src/ledger.ts:12-15", to: "this.sink.write", kind: "call", reason: "this.sink.write: receiver type unknown; 2 definitions named write" },
    ]);
    expect(replacement?.packet.budget.limit_estimated_tokens).toBe(8192);
    expect(replacement?.packet.task).toBe(TASK);
    // A fresh conversation: the same two messages, with the replacement packet's bytes.
    expect(standIn?.received.length).toBe(2);
    expect(standIn?.received[1]?.body.messages).toStrictEqual([
      { role: "system", content: WORKER_INSTRUCTION },
      { role: "user", content: `Task:\n${TASK}\n\nPacket:\n${replacement?.packetBytes}\n\nResponse schema:\n${SCHEMA_TEXT}` },
    ]);
    expect(replacement?.validation.claims.map((c) => [c.evidence, c.disposition])).toStrictEqual([[["src/sinks.ts:12-14"], "accepted"]]);
  });

  it("stops after a second request for context and reports it unserved", async () => {
    const again = needsContext([{ symbol_or_range: "ConsoleSink.write", reason: "the other sink" }]);
    const result = await run([reply(needsContext([{ symbol_or_range: "MemorySink.write", reason: "where lines go" }])), reply(again)]);
    expect(standIn?.received.length).toBe(2);
    expect(result.outcome).toBe("needs_context");
    expect(result.failure).toBeNull();
    expect(result.replacement?.response).toStrictEqual(again);
    expect(result.replacement?.validation.context_requests).toStrictEqual([
      { symbol_or_range: "ConsoleSink.write", why_needed: "the other sink", range: null, disposition: "rejected", reason: "not served: only one replacement packet is ever built" },
    ]);
  });

  it("sends no replacement when no request is valid", async () => {
    const result = await run([reply(needsContext([{ symbol_or_range: "nothing.here", reason: "guess" }]))]);
    expect(standIn?.received.length).toBe(1);
    expect(result.outcome).toBe("needs_context");
    expect(result.replacement).toBeNull();
    expect(result.first?.validation.context_requests).toStrictEqual([
      { symbol_or_range: "nothing.here", why_needed: "guess", range: null, disposition: "rejected", reason: "symbol_not_found: no definition named nothing.here" },
    ]);
  });

  it("reports cannot_answer with its reason", async () => {
    const cannot = { ...needsContext([]), status: "cannot_answer" as const, answer: "The packet has no caller of add." };
    const result = await run([reply(cannot)]);
    expect(result.outcome).toBe("cannot_answer");
    expect(result.failure).toBeNull();
    expect(result.first?.response?.answer).toBe("The packet has no caller of add.");
    expect(result.first?.packet.slices.length).toBe(4);
  });

  it("rejects malformed JSON as worker_output_invalid", async () => {
    const result = await run([openAIChat('{"status": "complete", "answer": ')]);
    expect(result.outcome).toBe("failed");
    expect(result.failure?.kind).toBe("worker_output_invalid");
    expect(result.first?.response).toBeNull();
    expect(result.first?.validation.schema.valid).toBe(false);
    expect(result.first?.validation.schema.errors).toStrictEqual(["not JSON: Unexpected end of JSON input"]);
    expect(result.failure?.details?.output).toBe('{"status": "complete", "answer": ');
  });

  it("rejects an unknown status and an unknown field", async () => {
    const result = await run([reply({ ...answer(), status: "done", confidence: 0.9 })]);
    expect(result.failure?.kind).toBe("worker_output_invalid");
    expect(result.first?.validation.schema.errors).toStrictEqual([
      'the response: unknown field "confidence"',
      '/status: "done" is not one of complete, needs_context, cannot_answer',
    ]);
  });

  it("notes an answer cut off at the output limit", async () => {
    const result = await run([openAIChat('{"status":"complete"', "length")]);
    expect(result.first?.validation.schema.errors).toStrictEqual([
      "not JSON: Expected ',' or '}' after property value in JSON at position 20",
      "the answer was cut off at the model's output limit",
    ]);
  });

  it("rejects evidence and an edit outside the packet", async () => {
    const bad = answer({
      evidence: [
        { claim: "add keeps the amount in entries", file: "src/ledger.ts", start_line: 13, end_line: 13 },
        { claim: "parseCents reads decimals", file: "src/money.ts", start_line: 5, end_line: 8 },
      ],
      proposed_edits: [{ file: "src/ledger.ts", start_line: 3, end_line: 5, replacement: "", rationale: "drop the interface" }],
      uncertainties: [],
    });
    const result = await run([reply(bad)]);
    expect(result.outcome).toBe("failed");
    expect(result.failure).toStrictEqual({
      kind: "worker_output_invalid",
      message: "the worker's answer breaks the citation contract: evidence src/money.ts:5-8 is not inside any packet slice; the edit of src/ledger.ts:3-5 is not inside any packet slice",
      details: { errors: ["evidence src/money.ts:5-8 is not inside any packet slice", "the edit of src/ledger.ts:3-5 is not inside any packet slice"] },
    });
    expect(result.first?.validation.citations.map((c) => [c.disposition, c.slice, c.reason])).toStrictEqual([
      ["accepted", "src/ledger.ts:12-15", "inside the slice, and the live lines are unchanged"],
      ["rejected", null, "not inside any slice of the packet"],
    ]);
    expect(result.first?.validation.claims[1]).toStrictEqual({
      claim: "parseCents reads decimals",
      evidence: ["src/money.ts:5-8"],
      uncertain_edges: [],
      hypothesis: false,
      disposition: "rejected",
      reason: "its evidence src/money.ts:5-8 was rejected: not inside any slice of the packet",
    });
    expect(result.first?.validation.edits).toStrictEqual([
      { file: "src/ledger.ts", start_line: 3, end_line: 5, slice: null, disposition: "rejected", reason: "not inside any slice of the packet" },
    ]);
  });

  it("rejects an edit that breaks the syntax, and keeps the rest of the answer", async () => {
    const edits = [
      { file: "src/money.ts", start_line: 2, end_line: 2, replacement: "  return (cents / 100).toFixed(2;", rationale: "shorter" },
      { file: "src/ledger.ts", start_line: 13, end_line: 13, replacement: "    this.entries.push(cents);", rationale: "no change" },
      { file: "src/ledger.ts", start_line: 13, end_line: 13, replacement: "", rationale: "forget the amount" },
    ];
    const result = await run([reply(answer({ proposed_edits: edits }))]);
    expect(result.outcome).toBe("answered");
    expect(result.failure).toBeNull();
    expect(result.first?.validation.edits).toStrictEqual([
      { file: "src/money.ts", start_line: 2, end_line: 2, slice: "src/money.ts:1-3", disposition: "rejected", reason: "applied in memory, the file no longer parses: 1 new syntax error(s)" },
      { file: "src/ledger.ts", start_line: 13, end_line: 13, slice: "src/ledger.ts:12-15", disposition: "rejected", reason: "the replacement is the same as the current lines" },
      { file: "src/ledger.ts", start_line: 13, end_line: 13, slice: "src/ledger.ts:12-15", disposition: "accepted", reason: "inside the slice and unchanged; applied in memory, the file parses with no new syntax error" },
    ]);
  });

  it("rejects a claim on an uncertain edge that is not labelled a hypothesis", async () => {
    const result = await run([reply(answer({ uncertainties: ["the sink may be slow"] }))]);
    expect(result.outcome).toBe("failed");
    expect(result.failure?.kind).toBe("worker_output_invalid");
    expect(result.failure?.message).toBe(
      `the worker's answer breaks the citation contract: the claim ${JSON.stringify(SINK_CLAIM)} rests on the uncertain edge src/ledger.ts:12-15 -> this.sink.write but is not labelled a hypothesis in uncertainties`,
    );
    expect(result.first?.validation.claims[2]).toStrictEqual({
      claim: SINK_CLAIM,
      evidence: ["src/ledger.ts:14-14"],
      uncertain_edges: ["src/ledger.ts:12-15 -> this.sink.write"],
      hypothesis: false,
      disposition: "rejected",
      reason: "rests on the uncertain edge src/ledger.ts:12-15 -> this.sink.write without being labelled a hypothesis in uncertainties",
    });
  });

  it("reports stale_source when a cited range changes before validation", async () => {
    const script = reply(answer());
    script.before = () => writeFileSync(join(root, "src/money.ts"), "export function formatCents(c: number): string {\n  return String(c);\n}\n");
    const result = await run([script]);
    expect(result.outcome).toBe("failed");
    expect(result.failure).toStrictEqual({
      kind: "stale_source",
      message: "cited ranges changed since the packet was built: src/money.ts:1-3, src/money.ts:2-2",
      details: { ranges: ["src/money.ts:1-3", "src/money.ts:2-2"] },
    });
  });

  it("retries a 429 after the time retry-after names, then succeeds", async () => {
    const result = await run([openAIError(429, "slow down", { "retry-after": "2" }), reply(answer())]);
    expect(standIn?.received.length).toBe(2);
    expect(sleeps).toStrictEqual([2000]);
    expect(result.outcome).toBe("answered");
  });

  it("backs off on 5xx and gives up after three tries", async () => {
    const error = await run([openAIError(503, "busy"), openAIError(502, "bad gateway"), openAIError(500, "boom")]).catch((e: unknown) => e);
    expect(error).toStrictEqual(new ProviderError("server_error", `${standIn?.url}/v1 failed with 500: boom. Gave up after 3 tries.`, 500));
    expect(standIn?.received.length).toBe(3);
    expect(sleeps).toStrictEqual([1000, 2000]);
  });

  it("does not retry a 401 and never shows the key", async () => {
    const error = await run([openAIError(401, `Incorrect API key provided: ${KEY}`)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe("bad_key");
    expect((error as ProviderError).message).toBe(
      `${standIn?.url}/v1 refused the credentials (401): Incorrect API key provided: [redacted]. Check ODIN_SLICE_API_KEY or OPENAI_API_KEY.`,
    );
    expect(standIn?.received.length).toBe(1);
  });

  it("names an unknown model", async () => {
    const error = await run([openAIError(404, "The model `nope` does not exist")], { model: "nope" }).catch((e: unknown) => e);
    expect((error as ProviderError).kind).toBe("unknown_model");
    expect((error as ProviderError).message).toBe(`${standIn?.url}/v1 does not know model nope, or the base URL is wrong (404): The model \`nope\` does not exist.`);
  });

  it("gives up on an endpoint that does not answer in time, without retrying", async () => {
    const error = await run([{ ...reply(answer()), delayMs: 3000 }], { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toStrictEqual(new ProviderError("timeout", `${standIn?.url}/v1 did not answer within 0.3 s.`));
    expect((error as ProviderError).kind).toBe("timeout");
    expect(standIn?.received.length).toBe(1);
    expect(sleeps).toStrictEqual([]);
  });

  it("says when the endpoint cannot be reached", async () => {
    const closed = await startStandIn([]);
    await closed.close();
    const error = await run([], { baseUrl: `${closed.url}/v1` }).catch((e: unknown) => e);
    expect((error as ProviderError).kind).toBe("unreachable");
    expect((error as ProviderError).message).toBe(`cannot reach ${closed.url}/v1 (ECONNREFUSED): check the base URL and that the server is running.`);
  });
});
