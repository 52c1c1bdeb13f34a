// Seed step 5: add candidates in order under one aggregate limit, then account for what was left out.
import { EMPTY_LIST, edgeJson, omissionBytes, PacketMeasure, sliceBytes, withElement, type ListSize, type MeasuredFrame } from "./packetMeasure.js";
import { fixedPointTokens } from "./tokens.js";
import {
  compareOmissions,
  compareSlices,
  compareUncertainEdges,
  rangeLabel,
  serializePacket,
  SUMMARY_OMISSION,
  type Omission,
  type Packet,
  type Slice,
  type UncertainEdge,
} from "./packet.js";

/** A slice to offer to the budget, with the uncertain edges that come into the packet only with it. */
export interface Candidate {
  slice: Slice;
  uncertainEdges: UncertainEdge[];
}

export type PacketFrame = MeasuredFrame;

export type BudgetOutcome =
  | { fits: true; packet: Packet; bytes: string }
  | { fits: false; anchorTokens: number };

function assemble(frame: PacketFrame, slices: Slice[], edges: UncertainEdge[], omissions: Omission[], used: number): Packet {
  return {
    schema: frame.schema,
    task: frame.task,
    root: frame.root,
    anchor: frame.anchor,
    peer: frame.peer,
    mode: frame.mode,
    depth: frame.depth,
    budget: { limit_estimated_tokens: frame.budget.limit_estimated_tokens, used_estimated_tokens: used },
    slices: [...slices].sort(compareSlices),
    uncertain_edges: dedupeSorted([...edges].sort(compareUncertainEdges), compareUncertainEdges),
    omissions,
  };
}

function dedupeSorted<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  return items.filter((item, i) => i === 0 || compare(items[i - 1] as T, item) !== 0);
}

function measure(frame: PacketFrame, slices: Slice[], edges: UncertainEdge[], omissions: Omission[]) {
  const result = fixedPointTokens((used) => serializePacket(assemble(frame, slices, edges, omissions, used)));
  return { used: result.used, bytes: result.bytes };
}

/**
 * The mandatory anchor candidates come first (hop 0, and the peer in path mode); the rest are kept while the
 * whole packet's fixed-point estimate stays within the limit. Rejected candidates become `budget` omissions;
 * omission records that do not fit are dropped from the end of their order and replaced by one summary record
 * when it fits. Source content is never cut.
 */
export function applyBudget(
  frame: PacketFrame,
  mandatory: Candidate[],
  candidates: Candidate[],
  looseEdges: UncertainEdge[],
  otherOmissions: Omission[],
): BudgetOutcome {
  const limit = frame.budget.limit_estimated_tokens;
  const size = new PacketMeasure(frame);
  const slices: Slice[] = mandatory.map((c) => c.slice);
  let sliceSize = slices.reduce((list, slice) => withElement(list, sliceBytes(slice)), EMPTY_LIST);
  const edges: UncertainEdge[] = [];
  // The packet lists each edge once: an edge already in adds nothing.
  const edgesIn = new Set<string>();
  let edgeSize = EMPTY_LIST;
  const withEdges = (list: UncertainEdge[]): { size: ListSize; added: string[] } => {
    let grown = edgeSize;
    const added: string[] = [];
    for (const edge of list) {
      const json = edgeJson(edge);
      if (edgesIn.has(json) || added.includes(json)) continue;
      added.push(json);
      grown = withElement(grown, Buffer.byteLength(json, "utf8"));
    }
    return { size: grown, added };
  };
  const take = (list: UncertainEdge[], grown: { size: ListSize; added: string[] }) => {
    edges.push(...list);
    edgeSize = grown.size;
    for (const json of grown.added) edgesIn.add(json);
  };
  const anchorOnly = size.tokens(sliceSize, EMPTY_LIST, EMPTY_LIST);
  if (anchorOnly > limit) return { fits: false, anchorTokens: anchorOnly };
  const addEdgesThatFit = (list: UncertainEdge[]) => {
    for (const edge of [...list].sort(compareUncertainEdges)) {
      const grown = withEdges([edge]);
      if (size.tokens(sliceSize, grown.size, EMPTY_LIST) <= limit) take([edge], grown);
    }
  };
  // The anchor's own unresolved edges say what its code may reach: they come before any other slice.
  addEdgesThatFit(mandatory.flatMap((c) => c.uncertainEdges));

  const omitted: Omission[] = [];
  for (const c of [...candidates].sort((a, b) => compareSlices(a.slice, b.slice))) {
    const trialSlices = withElement(sliceSize, sliceBytes(c.slice));
    const grown = withEdges(c.uncertainEdges);
    if (size.tokens(trialSlices, grown.size, EMPTY_LIST) <= limit) {
      slices.push(c.slice);
      sliceSize = trialSlices;
      take(c.uncertainEdges, grown);
    } else {
      omitted.push({ candidate: rangeLabel(c.slice.file, c.slice.start_line, c.slice.end_line), reason: "budget" });
    }
  }
  addEdgesThatFit(looseEdges);

  // A range that made it into the packet is not also reported as left out for another reason.
  const kept = new Set(slices.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const others = otherOmissions.filter((o) => !kept.has(o.candidate));
  const allOmissions = dedupeSorted([...omitted, ...others].sort(compareOmissions), compareOmissions);
  const omissionSize = new Map<Omission, number>();
  const sizeOfOmissions = (list: Omission[]) =>
    list.reduce((total, o) => {
      let bytes = omissionSize.get(o);
      if (bytes === undefined) {
        bytes = omissionBytes(o);
        omissionSize.set(o, bytes);
      }
      return withElement(total, bytes);
    }, EMPTY_LIST);
  const omissions = fitOmissions(allOmissions, (list) => size.tokens(sliceSize, edgeSize, sizeOfOmissions(list)) <= limit);
  const final = measure(frame, slices, edges, omissions);
  return { fits: true, packet: assemble(frame, slices, edges, omissions, final.used), bytes: final.bytes };
}

/** The largest n for which `fits(n)` holds, given that it holds for every smaller n; -1 when it never does. */
function largestFitting(max: number, fits: (n: number) => boolean): number {
  if (!fits(0)) return -1;
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Omission records in their order, as many as fit. When some must go, they go from the end, and room is kept for
 * the one summary record that says the list was cut; without that record a reader could not tell a short list
 * from a trimmed one. Only when the summary itself cannot fit is the list cut without it. More records never
 * make the packet smaller, so bisection finds the same prefix as removing records one at a time.
 */
function fitOmissions(all: Omission[], fits: (list: Omission[]) => boolean): Omission[] {
  if (fits(all)) return all;
  const withSummary = largestFitting(all.length - 1, (n) => fits([...all.slice(0, n), SUMMARY_OMISSION]));
  if (withSummary >= 0) return [...all.slice(0, withSummary), SUMMARY_OMISSION];
  return all.slice(0, Math.max(0, largestFitting(all.length - 1, (n) => fits(all.slice(0, n)))));
}
