// Which uncertain edges a claim rests on, and whether the worker labelled it a hypothesis.
//
// The rule is mechanical so that it can be checked: a claim rests on an uncertain edge when it cites a range
// overlapping the edge's source unit (`from`, where the unproven call or reference is written) and it names the
// edge's target (the last identifier of its label, as a whole word). Such a claim must appear in the response's
// `uncertainties` as "hypothesis: " followed by the claim's text.
import type { UncertainEdge } from "./packet.js";

export interface LineRange {
  file: string;
  start: number;
  end: number;
}

const RANGE_LABEL = /^(.+):(\d+)-(\d+)$/;

export function parseRangeLabel(label: string): LineRange | null {
  const m = RANGE_LABEL.exec(label);
  return m ? { file: m[1] as string, start: Number(m[2]), end: Number(m[3]) } : null;
}

/** The name an edge calls or references: its `to` label, or, when `to` is a range, the label its reason starts with. */
export function edgeTargetName(edge: UncertainEdge): string {
  const label = parseRangeLabel(edge.to) === null ? edge.to : edge.reason.split(": ")[0] ?? edge.reason;
  const last = /[A-Za-z_$][\w$]*$/.exec(label.trim());
  return last ? last[0] : label.trim();
}

function namesWord(text: string, word: string): boolean {
  if (word === "") return false;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\w$])${escaped}($|[^\\w$])`).test(text);
}

export function edgesUnderClaim(claim: string, cited: readonly LineRange[], edges: readonly UncertainEdge[]): UncertainEdge[] {
  return edges.filter((edge) => {
    const from = parseRangeLabel(edge.from);
    if (!from) return false;
    const overlaps = cited.some((r) => r.file === from.file && r.start <= from.end && r.end >= from.start);
    return overlaps && namesWord(claim, edgeTargetName(edge));
  });
}

export const HYPOTHESIS_PREFIX = "hypothesis:";

export function isLabelledHypothesis(claim: string, uncertainties: readonly string[]): boolean {
  const text = claim.trim();
  return uncertainties.some((u) => {
    const entry = u.trim();
    return entry.toLowerCase().startsWith(HYPOTHESIS_PREFIX) && entry.slice(HYPOTHESIS_PREFIX.length).includes(text);
  });
}
