// The plain-text slicer: whole lines of a file that cannot be outlined (no grammar, mostly errors, a template),
// chosen under the same cap. Lines that mention a term come first, then their neighbours, then the head and
// the tail of the file and its least indented lines, which in most text carry the structure.
import { estimateTokens } from "../tokens.js";
import { normalizeNewlines, splitLines } from "../lines.js";
import { normalizeTerms } from "./relevance.js";
import {
  OUTLINE_SCHEMA,
  type FallbackReason,
  type OutlineCondensate,
  type OutlineLanguage,
  type OutlineLine,
} from "./outlineSchema.js";

/** A slicer takes raw text and a cap and nothing else; what it looks for was fixed when it was made. */
export interface Slicer {
  slice(raw: string, cap: number): OutlineCondensate;
}

export interface TextSlicerContext {
  file: string | null;
  language: OutlineLanguage | null;
  reason: FallbackReason;
  detail: string;
}

const NEIGHBOURHOOD = 2;
const EDGE = 5;

function lineScore(lines: readonly string[], i: number, hits: readonly boolean[]): number {
  const text = lines[i] as string;
  if (text.trim().length === 0) return -1;
  let score = 0;
  if (hits[i]) score += 100;
  // The nearest neighbour of a hit first: a line's context is mostly the line next to it.
  for (let d = 1; d <= NEIGHBOURHOOD; d++) {
    if (hits[i - d] || hits[i + d]) {
      score += 40 - 10 * d;
      break;
    }
  }
  if (i < EDGE) score += 10;
  if (i >= lines.length - EDGE) score += 8;
  const indent = /^[ \t]*/.exec(text)?.[0].length ?? 0;
  if (indent === 0) score += 4;
  else if (indent <= 4) score += 2;
  return score;
}

/** The numbered lines kept from a text under a cap in estimated tokens. */
export function sliceLinesUnderCap(text: string, cap: number, terms: readonly string[]): OutlineLine[] {
  const lines = splitLines(normalizeNewlines(text));
  const cost = lines.map((l) => Buffer.byteLength(l, "utf8") + 1);
  const limit = cap * 4;
  const total = cost.reduce((a, b) => a + b, 0);
  let kept: boolean[];
  if (total === 0 || total - 1 <= limit) kept = lines.map(() => true);
  else {
    const lower = lines.map((l) => l.toLowerCase());
    const lowerTerms = terms.map((t) => t.toLowerCase());
    const hits = lower.map((l) => lowerTerms.some((t) => l.includes(t)));
    const order = lines.map((_, i) => ({ i, score: lineScore(lines, i, hits) }));
    order.sort((a, b) => b.score - a.score || a.i - b.i);
    kept = lines.map(() => false);
    let bytes = 0;
    for (const { i, score } of order) {
      if (score < 0) break;
      const c = cost[i] as number;
      if (bytes + c - 1 > limit) continue;
      bytes += c;
      kept[i] = true;
    }
  }
  const out: OutlineLine[] = [];
  for (let i = 0; i < lines.length; i++) if (kept[i]) out.push({ line: i + 1, text: lines[i] as string });
  return out;
}

export class TextSlicer implements Slicer {
  private readonly terms: string[];

  constructor(
    terms: readonly string[],
    private readonly context: TextSlicerContext,
  ) {
    this.terms = normalizeTerms(terms);
  }

  slice(raw: string, cap: number): OutlineCondensate {
    const lines = sliceLinesUnderCap(raw, cap, this.terms);
    return {
      schema: OUTLINE_SCHEMA,
      file: this.context.file,
      slicer: "text",
      language: this.context.language,
      fallback: { reason: this.context.reason, detail: this.context.detail },
      terms: this.terms,
      cap_estimated_tokens: cap,
      used_estimated_tokens: estimateTokens(lines.map((l) => l.text).join("\n")),
      source_lines: splitLines(normalizeNewlines(raw)).length,
      items: [],
      omitted_items: 0,
      lines,
    };
  }
}
