// The one use case every shell runs: request -> packet -> worker -> validation -> at most one replacement packet.
// The CLI, the Action and the App differ only in where the request and the credentials come from and where the
// result goes. Provider faults (bad key, unreachable endpoint) are thrown as ProviderError.
import { buildPacket, type BuildOptions, type PacketResult } from "../core/buildPacket.js";
import { IndexCache } from "../core/indexCache.js";
import type { ContextRequestOutcome } from "../core/contextRequest.js";
import type { Failure } from "../core/failure.js";
import type { Packet } from "../core/packet.js";
import { Repository } from "../core/repository.js";
import type { SliceRequest } from "../core/request.js";
import { unreadableAnswerReport, validateAnswer, type ValidationReport } from "../core/validateAnswer.js";
import { parseWorkerResponse, type WorkerResponse } from "../core/workerResponse.js";
import type { Worker } from "../worker/worker.js";
import { workerPrompt } from "../worker/workerPrompt.js";

/** One delegation: the packet as sent, what came back, and how it was judged. */
export interface Round {
  packet: Packet;
  /** The packet's exact bytes, as the worker received them. */
  packetBytes: string;
  response: WorkerResponse | null;
  validation: ValidationReport;
}

export type Outcome =
  /** A complete answer that passed validation. */
  | "answered"
  /** The worker said the task cannot be answered from source. */
  | "cannot_answer"
  /** The worker still needs context: no valid request, or a second request after the replacement packet. */
  | "needs_context"
  /** A failure class: see `failure`. */
  | "failed";

export interface SliceAnswer {
  outcome: Outcome;
  /** The first delegation; null when no packet could be built. */
  first: Round | null;
  /** The one replacement delegation, if the worker asked for context that could be served. */
  replacement: Round | null;
  failure: Failure | null;
  /** Provider and model. */
  worker: string;
}

async function delegate(worker: Worker, built: PacketResult, repo: Repository): Promise<{ round: Round; failure: Failure | null }> {
  const { packet, bytes } = built;
  const reply = await worker.ask(workerPrompt(packet.task, bytes));
  const unreadable = (errors: string[], message: string) => ({
    round: { packet, packetBytes: bytes, response: null, validation: unreadableAnswerReport(packet, errors) },
    failure: { kind: "worker_output_invalid", message, details: { errors, output: reply.text.slice(0, 2000) } } as Failure,
  });
  if (reply.refusal !== null) return unreadable([`the model declined to answer: ${reply.refusal}`], `the model declined to answer: ${reply.refusal}`);
  const parsed = parseWorkerResponse(reply.text);
  if (!parsed.ok) {
    const errors = [...((parsed.failure.details?.errors as string[] | undefined) ?? [parsed.failure.message])];
    if (reply.truncated) errors.push("the answer was cut off at the model's output limit");
    return unreadable(errors, parsed.failure.message);
  }
  const checked = await validateAnswer(packet, parsed.value, repo);
  return { round: { packet, packetBytes: bytes, response: parsed.value, validation: checked.report }, failure: checked.failure };
}

const NOT_SERVED = "not served: only one replacement packet is ever built";

function unserved(response: WorkerResponse): ContextRequestOutcome[] {
  return response.missing_context.map((r) => ({
    symbol_or_range: r.symbol_or_range,
    why_needed: r.reason,
    range: null,
    disposition: "rejected",
    reason: NOT_SERVED,
  }));
}

function settle(response: WorkerResponse): Outcome {
  return response.status === "complete" ? "answered" : response.status;
}

export async function answerSliceRequest(request: SliceRequest, worker: Worker, options: BuildOptions = {}): Promise<SliceAnswer> {
  const done = (outcome: Outcome, first: Round | null, replacement: Round | null, failure: Failure | null): SliceAnswer => ({
    outcome,
    first,
    replacement,
    failure,
    worker: worker.label,
  });

  // One cache for both packets: the replacement parses no file the first one parsed.
  options = { ...options, cache: options.cache ?? new IndexCache() };
  const built = await buildPacket(request, options);
  if (!built.ok) return done("failed", null, null, built.failure);
  const repo = Repository.open(built.value.packet.root, options.limits);
  if (!repo) throw new Error(`the packet's root ${built.value.packet.root} is no longer a directory`);

  const first = await delegate(worker, built.value, repo);
  if (first.failure) return done("failed", first.round, null, first.failure);
  const response = first.round.response as WorkerResponse;
  if (response.status !== "needs_context") return done(settle(response), first.round, null, null);

  // Seed step 9: one replacement packet, from the original anchors and the valid requested ranges.
  const rebuilt = await buildPacket(request, { ...options, requested: response.missing_context });
  if (!rebuilt.ok) return done("failed", first.round, null, rebuilt.failure);
  first.round.validation.context_requests = rebuilt.value.requests ?? [];
  if (!rebuilt.value.packet.slices.some((s) => s.relationship === "requested")) {
    return done("needs_context", first.round, null, null);
  }
  const second = await delegate(worker, rebuilt.value, repo);
  if (second.failure) return done("failed", first.round, second.round, second.failure);
  const final = second.round.response as WorkerResponse;
  if (final.status === "needs_context") second.round.validation.context_requests = unserved(final);
  return done(settle(final), first.round, second.round, null);
}
