// The readable report of `odin-slice ask`, in the seed's order: the packet, the worker's response, then the
// validation (budget, citation containment, claims, proposed edits), and the same again for a replacement.
import { recoveryOf } from "../core/failure.js";
import type { Packet } from "../core/packet.js";
import type { ValidationReport } from "../core/validateAnswer.js";
import type { WorkerResponse } from "../core/workerResponse.js";
import type { Round, SliceAnswer } from "../pipeline/answerSliceRequest.js";

const indent = (text: string, prefix: string) => text.split("\n").map((line) => (line === "" ? line : prefix + line)).join("\n");

function packetSection(title: string, packet: Packet): string[] {
  const b = packet.budget;
  const out = [
    `${title}: ${packet.anchor.value}, ${packet.mode} depth ${packet.depth}, ${packet.slices.length} slice(s), ` +
      `${b.used_estimated_tokens} of ${b.limit_estimated_tokens} estimated tokens`,
  ];
  for (const s of packet.slices) {
    out.push(`  hop ${s.hop}  ${s.relationship.padEnd(10)} ${s.file}:${s.start_line}-${s.end_line}${s.symbol ? `  ${s.symbol}` : ""}`);
  }
  for (const e of packet.uncertain_edges) out.push(`  uncertain: ${e.from} -> ${e.to} (${e.kind}): ${e.reason}`);
  for (const o of packet.omissions) out.push(`  omitted: ${o.candidate} (${o.reason})`);
  return out;
}

function responseSection(response: WorkerResponse | null): string[] {
  if (!response) return ["Response: unreadable (see validation)"];
  const out = [`Response: ${response.status}`];
  if (response.answer.trim() !== "") out.push(indent(response.answer, "  "));
  if (response.evidence.length > 0) {
    out.push("  Evidence:");
    for (const e of response.evidence) out.push(`    ${e.file}:${e.start_line}-${e.end_line}  ${e.claim}`);
  }
  if (response.proposed_edits.length > 0) {
    out.push("  Proposed edits (never applied):");
    for (const e of response.proposed_edits) {
      out.push(`    ${e.file}:${e.start_line}-${e.end_line}  ${e.rationale}`);
      out.push(e.replacement === "" ? "      (delete these lines)" : indent(e.replacement, "      | "));
    }
  }
  if (response.uncertainties.length > 0) {
    out.push("  Uncertainties:");
    for (const u of response.uncertainties) out.push(`    - ${u}`);
  }
  if (response.missing_context.length > 0) {
    out.push("  Missing context:");
    for (const m of response.missing_context) out.push(`    - ${m.symbol_or_range}: ${m.reason}`);
  }
  return out;
}

function validationSection(v: ValidationReport): string[] {
  const b = v.budget;
  const out = [
    "Validation:",
    `  budget: ${b.used_estimated_tokens} of ${b.limit_estimated_tokens} estimated tokens, recomputed ${b.recomputed_estimated_tokens}: ${b.within_limit ? "ok" : "MISMATCH"}`,
  ];
  if (!v.schema.valid) {
    out.push("  response schema: rejected");
    for (const e of v.schema.errors) out.push(`    - ${e}`);
  }
  const list = (title: string, rows: { disposition: string; what: string; reason: string }[]) => {
    if (rows.length === 0) return;
    out.push(`  ${title}:`);
    for (const r of rows) out.push(`    ${r.disposition.padEnd(8)} ${r.what}: ${r.reason}`);
  };
  list("citations", v.citations.map((c) => ({ disposition: c.disposition, what: `${c.file}:${c.start_line}-${c.end_line}`, reason: c.reason })));
  list("claims", v.claims.map((c) => ({ disposition: c.disposition, what: JSON.stringify(c.claim), reason: c.reason })));
  list("proposed edits", v.edits.map((e) => ({ disposition: e.disposition, what: `${e.file}:${e.start_line}-${e.end_line}`, reason: e.reason })));
  list(
    "context requests",
    v.context_requests.map((r) => ({ disposition: r.disposition, what: r.range ? `${r.symbol_or_range} (${r.range})` : r.symbol_or_range, reason: r.reason })),
  );
  return out;
}

function roundSection(title: string, round: Round): string[] {
  return [...packetSection(title, round.packet), "", ...responseSection(round.response), "", ...validationSection(round.validation)];
}

const VERDICT: Readonly<Record<SliceAnswer["outcome"], string>> = {
  answered: "answered; every accepted claim and edit is checked against the packet and the live tree",
  cannot_answer: "the worker cannot answer this from the source",
  needs_context: "the worker still needs context that was not given",
  failed: "failed",
};

export function renderAnswer(answer: SliceAnswer): string {
  const out: string[] = [`Worker: ${answer.worker}`, ""];
  if (answer.first) out.push(...roundSection("Packet", answer.first), "");
  if (answer.replacement) out.push(...roundSection("Replacement packet", answer.replacement), "");
  if (answer.failure) {
    out.push(`Result: ${answer.failure.kind}: ${answer.failure.message}`, `Recovery: ${recoveryOf(answer.failure)}`);
  } else out.push(`Result: ${VERDICT[answer.outcome]}`);
  return out.join("\n") + "\n";
}
