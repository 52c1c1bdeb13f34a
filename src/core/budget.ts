// Seed step 5: add candidates in order under one aggregate limit, then account for what was left out.
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

export type PacketFrame = Omit<Packet, "budget" | "slices" | "uncertain_edges" | "omissions"> & {
  budget: { limit_estimated_tokens: number };
};

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
  const slices: Slice[] = mandatory.map((c) => c.slice);
  const edges: UncertainEdge[] = [];
  const anchorOnly = measure(frame, slices, edges, []);
  if (anchorOnly.used > limit) return { fits: false, anchorTokens: anchorOnly.used };
  const addEdgesThatFit = (list: UncertainEdge[]) => {
    for (const edge of [...list].sort(compareUncertainEdges)) {
      if (measure(frame, slices, [...edges, edge], []).used <= limit) edges.push(edge);
    }
  };
  // The anchor's own unresolved edges say what its code may reach: they come before any other slice.
  addEdgesThatFit(mandatory.flatMap((c) => c.uncertainEdges));

  const omitted: Omission[] = [];
  for (const c of [...candidates].sort((a, b) => compareSlices(a.slice, b.slice))) {
    const trialSlices = [...slices, c.slice];
    const trialEdges = [...edges, ...c.uncertainEdges];
    if (measure(frame, trialSlices, trialEdges, []).used <= limit) {
      slices.push(c.slice);
      edges.push(...c.uncertainEdges);
    } else {
      omitted.push({ candidate: rangeLabel(c.slice.file, c.slice.start_line, c.slice.end_line), reason: "budget" });
    }
  }
  addEdgesThatFit(looseEdges);

  // A range that made it into the packet is not also reported as left out for another reason.
  const kept = new Set(slices.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const others = otherOmissions.filter((o) => !kept.has(o.candidate));
  const allOmissions = dedupeSorted([...omitted, ...others].sort(compareOmissions), compareOmissions);
  const fitsWith = (n: number) => measure(frame, slices, edges, allOmissions.slice(0, n)).used <= limit;
  // Keeping more records never shrinks the packet, so the largest prefix that fits is found by bisection;
  // it is the same prefix that removing records one at a time from the end would leave.
  let keptCount = allOmissions.length;
  if (!fitsWith(keptCount)) {
    let lo = 0;
    let hi = keptCount - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fitsWith(mid)) lo = mid;
      else hi = mid - 1;
    }
    keptCount = lo;
  }
  let omissions = allOmissions.slice(0, keptCount);
  if (keptCount < allOmissions.length) {
    const withSummary = [...omissions, SUMMARY_OMISSION];
    if (measure(frame, slices, edges, withSummary).used <= limit) omissions = withSummary;
  }
  const final = measure(frame, slices, edges, omissions);
  return { fits: true, packet: assemble(frame, slices, edges, omissions, final.used), bytes: final.bytes };
}
