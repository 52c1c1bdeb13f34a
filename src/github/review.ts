// Renders a checked answer as one pull-request review: the body, and a suggestion comment for each accepted edit
// that lies inside one diff hunk. Everything the model wrote is sanitised; code is kept exact in fences that it
// cannot close. Pure: the same answer and diff give the same review.
import { failureRecord, recoveryOf, type Failure } from "../core/failure.js";
import { formatOutline, type OutlineCondensate } from "../core/outline/index.js";
import { hunkContaining, type Hunk } from "./hunks.js";
import { capBody, fenced, fenceFor, sanitizeMarkdown } from "./sanitize.js";

/** What a review is built from: the shapes the pipeline's answer has (kept structural here on purpose). */
export interface ReviewSlice {
  file: string;
  start_line: number;
  end_line: number;
  content: string;
}

export interface ReviewPacket {
  task: string;
  anchor: { kind: string; value: string };
  mode: string;
  depth: number;
  budget: { limit_estimated_tokens: number; used_estimated_tokens: number };
  slices: ReviewSlice[];
  uncertain_edges: unknown[];
  omissions: { candidate: string; reason: string }[];
}

export interface ReviewResponse {
  status: string;
  answer: string;
  evidence: { claim: string; file: string; start_line: number; end_line: number }[];
  proposed_edits: { file: string; start_line: number; end_line: number; replacement: string; rationale: string }[];
  missing_context: { symbol_or_range: string; reason: string }[];
  uncertainties: string[];
}

export interface ReviewValidation {
  budget: { within_limit: boolean; used_estimated_tokens: number; limit_estimated_tokens: number };
  citations: { disposition: string; reason: string; file: string; start_line: number; end_line: number }[];
  claims: { claim: string; disposition: string; reason: string }[];
  edits: { file: string; start_line: number; end_line: number; disposition: string; reason: string }[];
}

export interface ReviewRound {
  packet: ReviewPacket;
  response: ReviewResponse | null;
  validation: ReviewValidation;
}

export interface ReviewContext {
  serverUrl: string;
  owner: string;
  repo: string;
  sha: string;
  commentId: number;
  /** Right-side hunks of the pull request's diff, by path. */
  hunks: ReadonlyMap<string, readonly Hunk[]>;
  worker: string;
}

export interface ReviewComment {
  path: string;
  body: string;
  line: number;
  side: "RIGHT";
  start_line?: number;
  start_side?: "RIGHT";
}

export interface Review {
  body: string;
  comments: ReviewComment[];
}

/** Marks a review as the answer to one comment at one commit, so a redelivery can see it was already posted. */
export function reviewMarker(commentId: number, sha: string): string {
  return `<!-- odin-slice:comment=${commentId}:sha=${sha} -->`;
}

export function permalink(ctx: Pick<ReviewContext, "serverUrl" | "owner" | "repo" | "sha">, file: string, start: number, end: number): string {
  const path = file.split("/").map(encodeURIComponent).join("/");
  const lines = start === end ? `L${start}` : `L${start}-L${end}`;
  return `${ctx.serverUrl.replace(/\/$/, "")}/${ctx.owner}/${ctx.repo}/blob/${ctx.sha}/${path}#${lines}`;
}

function code(text: string): string {
  const fence = "`".repeat(Math.max(1, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

function rangeLink(ctx: ReviewContext, file: string, start: number, end: number): string {
  const label = start === end ? `${file}:${start}` : `${file}:${start}-${end}`;
  return `[${code(label)}](${permalink(ctx, file, start, end)})`;
}

/** The lines an edit replaces, read from the packet slice that holds them. */
function originalLines(packet: ReviewPacket, file: string, start: number, end: number): string[] | null {
  const slice = packet.slices.find((s) => s.file === file && s.start_line <= start && end <= s.end_line);
  if (!slice) return null;
  return slice.content.split("\n").slice(start - slice.start_line, end - slice.start_line + 1);
}

function replacementLines(replacement: string): string[] {
  const text = replacement.endsWith("\n") ? replacement.slice(0, -1) : replacement;
  return text === "" ? [] : text.split("\n");
}

function suggestionBody(rationale: string, replacement: string): string {
  const content = replacementLines(replacement).join("\n");
  const fence = fenceFor(content);
  return `${sanitizeMarkdown(rationale)}\n\n${fence}suggestion\n${content}${content === "" ? "" : "\n"}${fence}`;
}

export function renderReview(round: ReviewRound, ctx: ReviewContext, replacementUsed: boolean): Review {
  const { packet, response, validation } = round;
  const parts: string[] = [reviewMarker(ctx.commentId, ctx.sha)];
  parts.push(`**odin-slice** answered ${code(packet.anchor.value)} (${packet.mode}, depth ${packet.depth}):`);
  parts.push(packet.task.split("\n").map((l) => `> ${sanitizeMarkdown(l)}`).join("\n"));
  if (response) {
    if (response.status === "cannot_answer") parts.push("**The worker could not answer from the given source.**");
    if (response.status === "needs_context") parts.push("**The worker needed more context than one replacement packet could give.**");
    parts.push(sanitizeMarkdown(response.answer));
  }

  const rejectedCitations = new Set(
    validation.citations.filter((c) => c.disposition === "rejected").map((c) => `${c.file}:${c.start_line}-${c.end_line}`),
  );
  if (response && response.evidence.length > 0) {
    const lines = response.evidence.map((e) => {
      const key = `${e.file}:${e.start_line}-${e.end_line}`;
      const mark = rejectedCitations.has(key) ? " _(rejected: not inside the packet, or changed)_" : "";
      return `- ${sanitizeMarkdown(e.claim)} (${rangeLink(ctx, e.file, e.start_line, e.end_line)})${mark}`;
    });
    parts.push(`**Evidence**\n${lines.join("\n")}`);
  }
  if (response && response.uncertainties.length > 0) {
    parts.push(`**Uncertain** (not proven by the code in the packet)\n${response.uncertainties.map((u) => `- ${sanitizeMarkdown(u)}`).join("\n")}`);
  }
  const rejectedClaims = validation.claims.filter((c) => c.disposition === "rejected");
  if (rejectedClaims.length > 0) {
    parts.push(`**Rejected claims**\n${rejectedClaims.map((c) => `- ${sanitizeMarkdown(c.claim)}: ${sanitizeMarkdown(c.reason)}`).join("\n")}`);
  }

  // Edits: accepted ones inside one hunk become suggestions; other accepted ones are shown here as diffs.
  const comments: ReviewComment[] = [];
  const shown: string[] = [];
  const rejected: string[] = [];
  (response?.proposed_edits ?? []).forEach((edit, i) => {
    const check = validation.edits[i];
    const where = rangeLink(ctx, edit.file, edit.start_line, edit.end_line);
    if (!check || check.disposition !== "accepted") {
      rejected.push(`- ${where}: ${sanitizeMarkdown(check?.reason ?? "not validated")}`);
      return;
    }
    const hunk = hunkContaining(ctx.hunks.get(edit.file) ?? [], edit.start_line, edit.end_line);
    const body = suggestionBody(edit.rationale, edit.replacement);
    if (hunk && body.length <= 60_000) {
      const comment: ReviewComment = { path: edit.file, body, line: edit.end_line, side: "RIGHT" };
      if (edit.start_line < edit.end_line) Object.assign(comment, { start_line: edit.start_line, start_side: "RIGHT" });
      comments.push(comment);
      return;
    }
    const before = originalLines(packet, edit.file, edit.start_line, edit.end_line) ?? [];
    const diff = [...before.map((l) => `-${l}`), ...replacementLines(edit.replacement).map((l) => `+${l}`)].join("\n");
    const why = hunk ? "too large for a suggestion" : "outside the pull request's diff, so it cannot be a suggestion";
    shown.push(`- ${where} (${why}): ${sanitizeMarkdown(edit.rationale)}\n\n${fenced(diff, "diff")}`);
  });
  if (comments.length > 0) parts.push(`**Proposed edits**: ${comments.length} as suggestions on the diff, to accept by hand.`);
  if (shown.length > 0) parts.push(`**Proposed edits outside the diff** (not applied; copy by hand)\n${shown.join("\n")}`);
  if (rejected.length > 0) parts.push(`**Rejected edits** (not posted)\n${rejected.join("\n")}`);

  const acceptedCitations = validation.citations.length - rejectedCitations.size;
  const acceptedEdits = validation.edits.filter((e) => e.disposition === "accepted").length;
  const report = [
    `- budget: ${validation.budget.used_estimated_tokens} of ${validation.budget.limit_estimated_tokens} estimated tokens, ${validation.budget.within_limit ? "within" : "over"} the limit`,
    `- citations: ${acceptedCitations} of ${validation.citations.length} inside the packet and unchanged on disk`,
    `- claims: ${validation.claims.length - rejectedClaims.length} of ${validation.claims.length} accepted`,
    `- edits: ${acceptedEdits} of ${validation.edits.length} accepted (inside the packet, still parse)`,
  ];
  const omitted = packet.omissions.length;
  const stats = [
    `- ${packet.slices.length} slices, ${packet.budget.used_estimated_tokens} of ${packet.budget.limit_estimated_tokens} estimated tokens${replacementUsed ? " (a replacement packet)" : ""}`,
    `- ${packet.uncertain_edges.length} uncertain edges, ${omitted} omissions${omitted > 0 ? ` (${[...new Set(packet.omissions.map((o) => o.reason))].join(", ")})` : ""}`,
    ...packet.slices.map((s) => `- ${rangeLink(ctx, s.file, s.start_line, s.end_line)}`),
    `- worker: ${code(ctx.worker)}`,
  ];
  parts.push(`<details><summary>Validation</summary>\n\n${report.join("\n")}\n\n</details>`);
  parts.push(`<details><summary>Packet</summary>\n\n${stats.join("\n")}\n\n</details>`);
  return { body: capBody(parts.join("\n\n")), comments };
}

/** A short reply for a failure: its class, what happened, and what to do; candidates ready to copy. */
export function renderFailure(failure: Failure, commandExample: (anchor: string) => string, marker: string): string {
  const record = failureRecord(failure);
  const parts = [marker, `**odin-slice** could not answer: ${code(failure.kind)}`, sanitizeMarkdown(failure.message), sanitizeMarkdown(recoveryOf(failure))];
  const candidates = record.candidates as { anchor: string; file: string; start_line: number; end_line: number }[] | undefined;
  if (Array.isArray(candidates) && candidates.length > 0) {
    parts.push(fenced(candidates.map((c) => commandExample(c.anchor)).join("\n")));
  }
  // A file too large for the budget comes with its outline, so that a symbol or a range can be picked from it.
  const outline = record.outline as OutlineCondensate | undefined;
  if (outline && Array.isArray(outline.lines)) {
    parts.push(`<details><summary>Outline of ${code(outline.file ?? "the file")}</summary>\n\n${fenced(formatOutline(outline).trimEnd())}\n\n</details>`);
  }
  return capBody(parts.join("\n\n"));
}
