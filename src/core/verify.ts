// Seed step 6: an independent check of a serialized packet against the request and the live tree. It shares
// only the packet's definition with the builder; it recomputes the estimate and re-reads every range from disk.
import { segmentsName, symbolSegments, type AnchorSpec } from "./anchor.js";
import { fail, ok, type Result } from "./failure.js";
import { languageForPath } from "./languages.js";
import {
  compareOmissions,
  compareSlices,
  compareUncertainEdges,
  MODES,
  OMISSION_REASONS,
  PACKET_SCHEMA,
  RELATIONSHIPS,
  serializePacket,
  SUMMARY_OMISSION,
  type Mode,
  type Packet,
  type Relationship,
} from "./packet.js";
import type { FreshReader, Repository } from "./repository.js";
import { fixedPointTokens } from "./tokens.js";

export interface Expectation {
  anchor: AnchorSpec;
  mode: Mode;
  depth: number;
  limit: number;
  /** A replacement packet holds the original anchors and requested ranges only. */
  replacement?: boolean;
}

const MODE_RELATIONSHIPS: Readonly<Record<Mode, readonly Relationship[]>> = {
  neighborhood: ["anchor", "enclosing", "caller", "callee", "reference", "import"],
  upstream: ["anchor", "caller", "reference"],
  downstream: ["anchor", "callee", "reference"],
  path: ["anchor", "path", "peer"],
  entrypoint: ["anchor", "path", "entrypoint"],
};

const REPLACEMENT_RELATIONSHIPS: readonly Relationship[] = ["anchor", "peer", "entrypoint", "requested"];

function invalid(check: string, message: string): Result<Packet> {
  return fail("packet_invalid", `${check}: ${message}`, { check });
}

export function verifyPacket(bytes: string, repo: Repository, expected: Expectation): Result<Packet> {
  let packet: Packet;
  try {
    packet = JSON.parse(bytes) as Packet;
  } catch {
    return invalid("serialization", "not JSON");
  }
  if (typeof packet !== "object" || packet === null || !Array.isArray(packet.slices)) {
    return invalid("schema", "not a packet object");
  }
  let reserialized: string;
  try {
    reserialized = serializePacket(packet);
  } catch {
    return invalid("schema", "fields missing");
  }
  if (reserialized !== bytes) return invalid("serialization", "key order, spacing or extra fields differ from the schema");
  if (packet.schema !== PACKET_SCHEMA) return invalid("schema", `schema is ${String(packet.schema)}`);
  if (packet.root !== repo.root) return invalid("root", "the packet's root is not the canonical root of the tree");
  if (!(MODES as readonly string[]).includes(packet.mode) || packet.mode !== expected.mode) return invalid("mode", "mode differs from the request");
  if (packet.depth !== expected.depth) return invalid("depth", "depth differs from the request");

  const limit = packet.budget.limit_estimated_tokens;
  if (limit !== expected.limit) return invalid("budget", "limit differs from the request");
  const recomputed = fixedPointTokens((used) =>
    serializePacket({ ...packet, budget: { limit_estimated_tokens: limit, used_estimated_tokens: used } }),
  ).used;
  if (recomputed !== packet.budget.used_estimated_tokens) {
    return invalid("budget", `stated ${packet.budget.used_estimated_tokens} estimated tokens, recomputed ${recomputed}`);
  }
  if (recomputed > limit) return invalid("budget", `${recomputed} estimated tokens exceed the limit ${limit}`);

  const allowed = expected.replacement ? REPLACEMENT_RELATIONSHIPS : MODE_RELATIONSHIPS[packet.mode];
  const ranges = new Set<string>();
  // Each file is read from disk once for the whole check.
  const read = repo.freshReader();
  for (let i = 0; i < packet.slices.length; i++) {
    const s = packet.slices[i] as Packet["slices"][number];
    if (i > 0 && compareSlices(packet.slices[i - 1] as Packet["slices"][number], s) > 0) return invalid("order", "slices are out of order");
    const key = `${s.file}:${s.start_line}-${s.end_line}`;
    if (ranges.has(key)) return invalid("order", `range ${key} appears twice`);
    ranges.add(key);
    if (s.certainty !== "certain") return invalid("traversal", `${key} is not certain`);
    if (!(RELATIONSHIPS as readonly string[]).includes(s.relationship) || !allowed.includes(s.relationship)) {
      return invalid("traversal", `${key} has relationship ${s.relationship}, not allowed in ${packet.mode} mode`);
    }
    if (!Number.isInteger(s.hop) || s.hop < 0 || s.hop > packet.depth) return invalid("traversal", `${key} is at hop ${s.hop}, beyond depth ${packet.depth}`);
    if ((s.hop === 0) !== (s.relationship === "anchor")) return invalid("traversal", `${key}: hop 0 is the anchor and only the anchor`);
    const file = read(s.file);
    if (file === undefined) return invalid("containment", `${s.file} is not a canonical path inside the root`);
    if (!file || file.binary) return invalid("containment", `${s.file} cannot be read as text`);
    if (!Number.isInteger(s.start_line) || !Number.isInteger(s.end_line) || s.start_line < 1 || s.start_line > s.end_line || s.end_line > file.lineCount) {
      return invalid("range", `${key} is not within the file's ${file.lineCount} lines`);
    }
    if (file.slice(s.start_line, s.end_line) !== s.content) {
      return fail("stale_source", `${key} no longer holds the bytes the packet carries`, { range: key });
    }
  }

  const anchors = packet.slices.filter((s) => s.hop === 0);
  if (anchors.length !== 1) return invalid("anchor", `expected one hop-0 slice, found ${anchors.length}`);
  const anchorCheck = anchorHolds(anchors[0] as Packet["slices"][number], expected.anchor, read);
  if (anchorCheck) return invalid("anchor", anchorCheck);
  if (packet.mode === "path" && packet.slices.filter((s) => s.relationship === "peer").length !== 1) {
    return invalid("traversal", "a path packet ends at exactly one peer slice");
  }
  if (packet.mode === "entrypoint" && packet.slices.filter((s) => s.relationship === "entrypoint").length > 1) {
    return invalid("traversal", "an entrypoint packet ends at one entrypoint");
  }

  for (let i = 1; i < packet.uncertain_edges.length; i++) {
    if (compareUncertainEdges(packet.uncertain_edges[i - 1] as Packet["uncertain_edges"][number], packet.uncertain_edges[i] as Packet["uncertain_edges"][number]) >= 0) {
      return invalid("order", "uncertain edges are not in strict lexicographic order");
    }
  }
  const omissions = packet.omissions;
  const last = omissions[omissions.length - 1];
  const sorted = last && last.candidate === SUMMARY_OMISSION.candidate && last.reason === SUMMARY_OMISSION.reason ? omissions.slice(0, -1) : omissions;
  for (let i = 0; i < sorted.length; i++) {
    const o = sorted[i] as Packet["omissions"][number];
    if (!(OMISSION_REASONS as readonly string[]).includes(o.reason)) return invalid("omissions", `unknown reason ${o.reason}`);
    if (i > 0 && compareOmissions(sorted[i - 1] as Packet["omissions"][number], o) >= 0) {
      return invalid("order", "omissions are not in strict lexicographic order");
    }
  }
  return ok(packet);
}

/** Whether the hop-0 slice is the requested anchor; the reason when it is not. */
function anchorHolds(slice: Packet["slices"][number], anchor: AnchorSpec, read: FreshReader): string | null {
  switch (anchor.kind) {
    case "line_range":
      return slice.file === anchor.file && slice.start_line === anchor.start && slice.end_line === anchor.end
        ? null
        : `hop 0 is ${slice.file}:${slice.start_line}-${slice.end_line}, not the requested ${anchor.file}:${anchor.start}-${anchor.end}`;
    case "path": {
      const file = read(anchor.file);
      const lines = file && !file.binary ? file.lineCount : -1;
      return slice.file === anchor.file && slice.start_line === 1 && slice.end_line === lines ? null : `hop 0 is not the whole of ${anchor.file}`;
    }
    default: {
      if (anchor.file !== null && slice.file !== anchor.file) return `hop 0 is in ${slice.file}, not ${anchor.file}`;
      const symbol = (slice.symbol === null ? null : symbolSegments(slice.symbol)) ?? [];
      // The symbol starts with its module path's root when it has one (a crate's name), or with its declarations.
      const aliases = languageForPath(slice.file)?.rootAliases ?? [];
      return segmentsName(symbol.slice(0, 1), symbol.slice(1), anchor.segments, aliases) || segmentsName([], symbol, anchor.segments, aliases)
        ? null
        : `hop 0 is ${slice.symbol ?? "no symbol"}, not ${anchor.segments.join(".")}`;
    }
  }
}
