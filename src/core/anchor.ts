// The anchor grammar: FILE:START-END, FILE, FILE#Qualified.Name, Qualified.Name, entry:SYMBOL.
import type { AnchorKind, PacketAnchor } from "./packet.js";

export type AnchorSpec =
  | { kind: "line_range"; file: string; start: number; end: number }
  | { kind: "path"; file: string }
  | { kind: "symbol" | "entrypoint"; file: string | null; segments: string[] };

export type AnchorParse = { ok: true; anchor: AnchorSpec } | { ok: false; message: string };

const LINE_RANGE = /^(.+?):(\d+)(?:-(\d+))?$/;
const SEGMENT = /^[^\s.:#/\\]+$/;

/** Splits `a.b.c` or `a::b::c` into segments; null when a segment is empty or not a name. */
export function symbolSegments(text: string): string[] | null {
  const segments = text.split(/::|\./);
  return segments.length > 0 && segments.every((s) => SEGMENT.test(s)) ? segments : null;
}

/**
 * Whether a definition's qualified name (its module path, then its chain of declarations) is named by an anchor's
 * segments: their tail, or, when the first segment is one of the language's root aliases (Rust's `crate`), the whole
 * name with the alias standing for the module path's root.
 */
export function segmentsName(
  modulePath: readonly string[],
  chain: readonly string[],
  segments: readonly string[],
  rootAliases: readonly string[],
): boolean {
  const full = [...modulePath, ...chain];
  const first = segments[0];
  if (segments.length > 1 && first !== undefined && rootAliases.includes(first)) {
    const rooted = [...modulePath.slice(0, 1), ...segments.slice(1)];
    return rooted.length === full.length && rooted.every((s, i) => s === full[i]);
  }
  if (full.length < segments.length) return false;
  const tail = full.slice(full.length - segments.length);
  return tail.every((s, i) => s === segments[i]);
}

/**
 * Reads an anchor. `isFile` says whether a text without `/`, `#` or `:N` names a file of the tree, which is what
 * separates `README.md` (a path) from `UserStore.save` (a symbol).
 */
export function parseAnchor(text: string, isFile: (path: string) => boolean): AnchorParse {
  const raw = text.trim();
  if (raw.length === 0) return { ok: false, message: "the anchor is empty" };
  if (raw.includes("\0")) return { ok: false, message: "the anchor contains a NUL byte" };
  if (raw.startsWith("entry:")) {
    const parsed = parseSymbol(raw.slice("entry:".length), "entrypoint");
    return parsed ?? { ok: false, message: `${JSON.stringify(raw)} is not an entry:SYMBOL anchor` };
  }
  if (raw.includes("#")) {
    const parsed = parseSymbol(raw, "symbol");
    return parsed ?? { ok: false, message: `${JSON.stringify(raw)} is not a FILE#Qualified.Name anchor` };
  }
  const range = LINE_RANGE.exec(raw);
  if (range) {
    const file = range[1] as string;
    const start = Number(range[2]);
    const end = range[3] === undefined ? start : Number(range[3]);
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 1) {
      return { ok: false, message: `line numbers start at 1 (got ${raw})` };
    }
    if (end < start) return { ok: false, message: `the range ${start}-${end} is reversed` };
    return { ok: true, anchor: { kind: "line_range", file, start, end } };
  }
  if (raw.includes("/") || raw.includes("\\") || isFile(raw)) return { ok: true, anchor: { kind: "path", file: raw } };
  const parsed = parseSymbol(raw, "symbol");
  return parsed ?? { ok: false, message: `${JSON.stringify(raw)} is neither a file of the tree nor a symbol` };
}

function parseSymbol(text: string, kind: "symbol" | "entrypoint"): AnchorParse | null {
  const hash = text.indexOf("#");
  const file = hash >= 0 ? text.slice(0, hash) : null;
  const segments = symbolSegments(hash >= 0 ? text.slice(hash + 1) : text);
  if (!segments || file === "") return null;
  return { ok: true, anchor: { kind, file, segments } };
}

/** The anchor as the packet states it, with the file in its canonical repository-relative form. */
export function packetAnchor(anchor: AnchorSpec, canonicalFile: string | null): PacketAnchor {
  const kind: AnchorKind = anchor.kind;
  switch (anchor.kind) {
    case "line_range":
      return { kind, value: `${canonicalFile ?? anchor.file}:${anchor.start}-${anchor.end}` };
    case "path":
      return { kind, value: canonicalFile ?? anchor.file };
    default: {
      const name = anchor.segments.join(".");
      return { kind, value: anchor.file === null ? name : `${canonicalFile ?? anchor.file}#${name}` };
    }
  }
}
