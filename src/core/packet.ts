// The packet: its schema, its closed vocabularies, its orderings and its one serialization.

export const PACKET_SCHEMA = "odin-slice-packet-v1";

export const MODES = ["neighborhood", "upstream", "downstream", "path", "entrypoint"] as const;
export type Mode = (typeof MODES)[number];

export type AnchorKind = "line_range" | "path" | "symbol" | "entrypoint";

/**
 * Why a slice is in the packet. `anchor` is hop 0; `enclosing` the smallest declaration around it; `caller` and
 * `callee` call edges into and out of the slices already taken; `reference` any other reference edge (types,
 * values); `import` the import statements the anchor's names come through; `path` a unit on the path to the peer
 * or to an entrypoint; `peer` the far end of a path; `entrypoint` the public entrypoint an entrypoint path ends at;
 * `requested` a range the worker asked for, found only in a replacement packet (seed step 9).
 */
export const RELATIONSHIPS = [
  "anchor",
  "enclosing",
  "caller",
  "callee",
  "reference",
  "import",
  "path",
  "peer",
  "entrypoint",
  "requested",
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The relationships a traversal's step gives the slice it reaches: those of every level read file by file. */
export const STEP_RELATIONSHIPS = ["enclosing", "caller", "callee", "reference", "import"] as const satisfies readonly Relationship[];
export type StepRelationship = (typeof STEP_RELATIONSHIPS)[number];

export const OMISSION_REASONS = ["budget", "depth", "uncertain", "unavailable"] as const;
export type OmissionReason = (typeof OMISSION_REASONS)[number];

export interface PacketAnchor {
  kind: AnchorKind;
  value: string;
}

export interface Slice {
  file: string;
  start_line: number;
  end_line: number;
  symbol: string | null;
  hop: number;
  relationship: Relationship;
  certainty: "certain";
  content: string;
}

export interface UncertainEdge {
  from: string;
  to: string;
  kind: string;
  reason: string;
}

export interface Omission {
  candidate: string;
  reason: OmissionReason;
}

export interface Packet {
  schema: typeof PACKET_SCHEMA;
  task: string;
  root: string;
  anchor: PacketAnchor;
  peer: PacketAnchor | null;
  mode: Mode;
  depth: number;
  budget: { limit_estimated_tokens: number; used_estimated_tokens: number };
  slices: Slice[];
  uncertain_edges: UncertainEdge[];
  omissions: Omission[];
}

export const SUMMARY_OMISSION: Omission = { candidate: "additional candidates", reason: "budget" };

/** `file:start-end`, the form ranges take in edges, omissions and messages. */
export function rangeLabel(file: string, start: number, end: number): string {
  return `${file}:${start}-${end}`;
}

export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareSlices(a: Omit<Slice, "content">, b: Omit<Slice, "content">): number {
  return (
    a.hop - b.hop ||
    compareStrings(a.file, b.file) ||
    a.start_line - b.start_line ||
    a.end_line - b.end_line ||
    compareStrings(a.relationship, b.relationship)
  );
}

export function compareUncertainEdges(a: UncertainEdge, b: UncertainEdge): number {
  return (
    compareStrings(a.from, b.from) ||
    compareStrings(a.to, b.to) ||
    compareStrings(a.kind, b.kind) ||
    compareStrings(a.reason, b.reason)
  );
}

export function compareOmissions(a: Omission, b: Omission): number {
  return compareStrings(a.candidate, b.candidate) || compareStrings(a.reason, b.reason);
}

/**
 * Compact JSON with keys in the schema's order. Objects are rebuilt field by field so that the order never
 * depends on how a caller happened to construct them.
 */
export function serializePacket(packet: Packet): string {
  const ordered = {
    schema: packet.schema,
    task: packet.task,
    root: packet.root,
    anchor: { kind: packet.anchor.kind, value: packet.anchor.value },
    peer: packet.peer === null ? null : { kind: packet.peer.kind, value: packet.peer.value },
    mode: packet.mode,
    depth: packet.depth,
    budget: {
      limit_estimated_tokens: packet.budget.limit_estimated_tokens,
      used_estimated_tokens: packet.budget.used_estimated_tokens,
    },
    slices: packet.slices.map(orderedSlice),
    uncertain_edges: packet.uncertain_edges.map(orderedEdge),
    omissions: packet.omissions.map(orderedOmission),
  };
  return JSON.stringify(ordered);
}

/** A slice as the packet's JSON holds it. */
export function orderedSlice(s: Slice): Slice {
  return {
    file: s.file,
    start_line: s.start_line,
    end_line: s.end_line,
    symbol: s.symbol,
    hop: s.hop,
    relationship: s.relationship,
    certainty: s.certainty,
    content: s.content,
  };
}

/** An uncertain edge as the packet's JSON holds it. */
export function orderedEdge(e: UncertainEdge): UncertainEdge {
  return { from: e.from, to: e.to, kind: e.kind, reason: e.reason };
}

/** An omission as the packet's JSON holds it. */
export function orderedOmission(o: Omission): Omission {
  return { candidate: o.candidate, reason: o.reason };
}
