// Seed step 8: the worker's answer checked against the packet and the live tree. Deterministic given the tree;
// every evidence item, claim and proposed edit gets a disposition and a reason. Nothing is written.
import { edgesUnderClaim, isLabelledHypothesis, type LineRange } from "./claimEdges.js";
import type { ContextRequestOutcome } from "./contextRequest.js";
import { checkEditSyntax } from "./editSyntax.js";
import type { Failure } from "./failure.js";
import { normalizeNewlines, splitLines } from "./lines.js";
import { rangeLabel, serializePacket, type Packet, type Slice } from "./packet.js";
import type { FreshReader, Repository, TextFile } from "./repository.js";
import { fixedPointTokens } from "./tokens.js";
import type { WorkerResponse } from "./workerResponse.js";

export type Disposition = "accepted" | "rejected";

export interface BudgetCheck {
  limit_estimated_tokens: number;
  used_estimated_tokens: number;
  recomputed_estimated_tokens: number;
  within_limit: boolean;
}

export interface CitationCheck {
  claim: string;
  file: string;
  start_line: number;
  end_line: number;
  /** The packet slice that contains the range, `file:start-end`. */
  slice: string | null;
  disposition: Disposition;
  reason: string;
}

export interface ClaimCheck {
  claim: string;
  evidence: string[];
  /** The uncertain edges the claim rests on, `from -> to`. */
  uncertain_edges: string[];
  hypothesis: boolean;
  disposition: Disposition;
  reason: string;
}

export interface EditCheck {
  file: string;
  start_line: number;
  end_line: number;
  slice: string | null;
  disposition: Disposition;
  reason: string;
}

/** In the seed's order: budget, then the response's form, citations, claims and edits. */
export interface ValidationReport {
  budget: BudgetCheck;
  schema: { valid: boolean; errors: string[] };
  citations: CitationCheck[];
  claims: ClaimCheck[];
  edits: EditCheck[];
  context_requests: ContextRequestOutcome[];
}

export interface AnswerValidation {
  report: ValidationReport;
  /** `worker_output_invalid` for a broken contract, `stale_source` when a cited range changed; null otherwise. */
  failure: Failure | null;
}

export function budgetCheck(packet: Packet): BudgetCheck {
  const limit = packet.budget.limit_estimated_tokens;
  const recomputed = fixedPointTokens((used) =>
    serializePacket({ ...packet, budget: { limit_estimated_tokens: limit, used_estimated_tokens: used } }),
  ).used;
  return {
    limit_estimated_tokens: limit,
    used_estimated_tokens: packet.budget.used_estimated_tokens,
    recomputed_estimated_tokens: recomputed,
    within_limit: recomputed === packet.budget.used_estimated_tokens && recomputed <= limit,
  };
}

/** The report for an answer that could not be read at all: only the budget and the schema errors. */
export function unreadableAnswerReport(packet: Packet, errors: string[]): ValidationReport {
  return { budget: budgetCheck(packet), schema: { valid: false, errors }, citations: [], claims: [], edits: [], context_requests: [] };
}

/** The first slice, in packet order, that holds the whole range. */
function containingSlice(packet: Packet, r: LineRange): Slice | null {
  return packet.slices.find((s) => s.file === r.file && s.start_line <= r.start && r.end <= s.end_line) ?? null;
}

type RangeState =
  | { t: "outside" }
  | { t: "stale"; slice: Slice }
  | { t: "live"; slice: Slice; file: TextFile };

/** Whether the range is in the packet, and whether the live file still holds the slice's bytes for it. */
function locate(packet: Packet, read: FreshReader, r: LineRange): RangeState {
  const slice = containingSlice(packet, r);
  if (!slice) return { t: "outside" };
  const file = read(r.file);
  if (!file || file.binary || file.lineCount < r.end) return { t: "stale", slice };
  const offset = r.start - slice.start_line;
  const expected = slice.content.split("\n").slice(offset, offset + r.end - r.start + 1).join("\n");
  return file.slice(r.start, r.end) === expected ? { t: "live", slice, file } : { t: "stale", slice };
}

const label = (s: Slice) => rangeLabel(s.file, s.start_line, s.end_line);

export async function validateAnswer(packet: Packet, response: WorkerResponse, repo: Repository): Promise<AnswerValidation> {
  // Every file the answer cites is read from disk as it is now, once however many of its ranges are cited.
  const read = repo.freshReader();
  const violations: string[] = [];
  const stale: string[] = [];

  const citations: CitationCheck[] = response.evidence.map((e) => {
    const range = rangeLabel(e.file, e.start_line, e.end_line);
    const state = locate(packet, read, { file: e.file, start: e.start_line, end: e.end_line });
    const base = { claim: e.claim, file: e.file, start_line: e.start_line, end_line: e.end_line };
    if (state.t === "outside") {
      violations.push(`evidence ${range} is not inside any packet slice`);
      return { ...base, slice: null, disposition: "rejected", reason: "not inside any slice of the packet" };
    }
    if (state.t === "stale") {
      stale.push(range);
      return { ...base, slice: label(state.slice), disposition: "rejected", reason: "the live file no longer holds these lines as the packet does" };
    }
    return { ...base, slice: label(state.slice), disposition: "accepted", reason: "inside the slice, and the live lines are unchanged" };
  });

  const claimTexts = [...new Set(response.evidence.map((e) => e.claim))];
  const claims: ClaimCheck[] = claimTexts.map((claim) => {
    const own = citations.filter((c) => c.claim === claim);
    const cited = own.map((c) => ({ file: c.file, start: c.start_line, end: c.end_line }));
    const edges = edgesUnderClaim(claim, cited, packet.uncertain_edges).map((e) => `${e.from} -> ${e.to}`);
    const hypothesis = isLabelledHypothesis(claim, response.uncertainties);
    const base = { claim, evidence: own.map((c) => rangeLabel(c.file, c.start_line, c.end_line)), uncertain_edges: edges, hypothesis };
    const refused = own.find((c) => c.disposition === "rejected");
    if (refused) {
      return { ...base, disposition: "rejected", reason: `its evidence ${rangeLabel(refused.file, refused.start_line, refused.end_line)} was rejected: ${refused.reason}` };
    }
    if (edges.length > 0 && !hypothesis) {
      violations.push(`the claim ${JSON.stringify(claim)} rests on the uncertain edge ${edges.join(", ")} but is not labelled a hypothesis in uncertainties`);
      return { ...base, disposition: "rejected", reason: `rests on the uncertain edge ${edges.join(", ")} without being labelled a hypothesis in uncertainties` };
    }
    const note = hypothesis ? "; labelled a hypothesis in uncertainties" : "";
    return { ...base, disposition: "accepted", reason: `every cited range is in the packet and unchanged${note}` };
  });

  const edits: EditCheck[] = [];
  for (const edit of response.proposed_edits) {
    const range = rangeLabel(edit.file, edit.start_line, edit.end_line);
    const state = locate(packet, read, { file: edit.file, start: edit.start_line, end: edit.end_line });
    const base = { file: edit.file, start_line: edit.start_line, end_line: edit.end_line };
    if (state.t === "outside") {
      violations.push(`the edit of ${range} is not inside any packet slice`);
      edits.push({ ...base, slice: null, disposition: "rejected", reason: "not inside any slice of the packet" });
      continue;
    }
    const slice = label(state.slice);
    if (state.t === "stale") {
      stale.push(range);
      edits.push({ ...base, slice, disposition: "rejected", reason: "the live file no longer holds these lines as the packet does" });
      continue;
    }
    // Split into lines only for an edit: a claim is checked against its range alone.
    const lines = state.file.lines;
    const current = lines.slice(edit.start_line - 1, edit.end_line);
    const proposed = splitLines(normalizeNewlines(edit.replacement));
    if (current.length === proposed.length && current.every((line, i) => line === proposed[i])) {
      edits.push({ ...base, slice, disposition: "rejected", reason: "the replacement is the same as the current lines" });
      continue;
    }
    const syntax = await checkEditSyntax(edit.file, lines, edit.start_line, edit.end_line, edit.replacement);
    if (!syntax.checked) {
      edits.push({ ...base, slice, disposition: "accepted", reason: `inside the slice and unchanged; syntax not checked: ${syntax.why}` });
    } else if (syntax.errorsAfter > syntax.errorsBefore) {
      const added = syntax.errorsAfter - syntax.errorsBefore;
      edits.push({ ...base, slice, disposition: "rejected", reason: `applied in memory, the file no longer parses: ${added} new syntax error(s)` });
    } else {
      edits.push({ ...base, slice, disposition: "accepted", reason: "inside the slice and unchanged; applied in memory, the file parses with no new syntax error" });
    }
  }

  const report: ValidationReport = { budget: budgetCheck(packet), schema: { valid: true, errors: [] }, citations, claims, edits, context_requests: [] };
  if (stale.length > 0) {
    const failure: Failure = { kind: "stale_source", message: `cited ranges changed since the packet was built: ${stale.join(", ")}`, details: { ranges: stale } };
    return { report, failure };
  }
  if (violations.length > 0) {
    const failure: Failure = { kind: "worker_output_invalid", message: `the worker's answer breaks the citation contract: ${violations.join("; ")}`, details: { errors: violations } };
    return { report, failure };
  }
  return { report, failure: null };
}
