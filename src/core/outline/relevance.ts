// Which declarations an outline keeps when the cap will not hold them all: the most relevant to the caller's
// terms first, whatever their position. Position only breaks exact ties, so the choice is deterministic.
import type { OutlineKind } from "./outlineSchema.js";

/**
 * Terms as the caller gave them, trimmed, without empties or repeats (ignoring case), in their first order.
 * Case is kept because it splits words: `sessionCount` is "session count".
 */
export function normalizeTerms(terms: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const term of terms) {
    const t = term.trim();
    if (t.length > 0 && !seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      out.push(t);
    }
  }
  return out;
}

/** Splits `"save, UserStore"`-style text (a CLI value or a review comment) into terms. */
export function parseTerms(text: string): string[] {
  return normalizeTerms(text.split(/[\s,]+/));
}

/** The words of an identifier or phrase: `parseHTTPResponse_v2` → parse, http, response, v2. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** How much of a file's shape a kind of declaration carries, when no term decides. */
const KIND_WEIGHT: Readonly<Record<OutlineKind, number>> = {
  package: 5,
  module: 4,
  class: 4,
  interface: 4,
  trait: 4,
  impl: 4,
  type: 3,
  enum: 3,
  function: 3,
  export: 2,
  method: 2,
  macro: 2,
  constant: 1,
  field: 1,
  variable: 1,
  import: 0,
};

export interface Rankable {
  kind: OutlineKind;
  name: string | null;
  depth: number;
  /** The declaration's own outline text, lower-cased. */
  text: string;
}

/** A declaration's match with the terms: its name weighs more than its signature or doc comment. */
export function termScore(item: Rankable, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const name = (item.name ?? "").toLowerCase();
  const nameWords = words(item.name ?? "");
  let score = 0;
  for (const given of terms) {
    const term = given.toLowerCase();
    const termWords = words(given);
    if (name.length > 0 && name === term) score += 8;
    else if (termWords.length > 0 && nameWords.length > 0 && termWords.every((w) => nameWords.includes(w))) score += 5;
    else if (name.length > 0 && name.includes(term)) score += 3;
    else if (item.text.includes(term)) score += 1;
  }
  return score;
}

/** Indices of the items, most relevant first. */
export function relevanceOrder(items: readonly Rankable[], terms: readonly string[]): number[] {
  const keys = items.map((item, index) => ({ index, score: termScore(item, terms), weight: KIND_WEIGHT[item.kind], depth: item.depth }));
  keys.sort((a, b) => b.score - a.score || b.weight - a.weight || a.depth - b.depth || a.index - b.index);
  return keys.map((k) => k.index);
}

export interface Sized {
  parent: number | null;
  /** UTF-8 bytes of the item's lines as a leaf, one LF per line included. */
  leafBytes: number;
  /** The same for its open and close lines, when it is shown with members. */
  containerBytes: number;
}

/**
 * Greedy fill: items in relevance order, each with the enclosing items it needs, while the text stays within
 * `limitBytes` (the text's bytes are the lines' bytes plus one LF between lines). An item that does not fit is
 * passed over and the next one is tried.
 */
export function chooseItems(items: readonly Sized[], order: readonly number[], limitBytes: number): boolean[] {
  const kept = items.map(() => false);
  const keptChildren = items.map(() => 0);
  let bytes = 0;
  const fits = (total: number): boolean => total === 0 || total - 1 <= limitBytes;

  const hasChildren = items.map(() => false);
  for (const item of items) if (item.parent !== null) hasChildren[item.parent] = true;
  const everything = items.reduce((sum, item, i) => sum + (hasChildren[i] ? item.containerBytes : item.leafBytes), 0);
  if (fits(everything)) {
    for (let i = 0; i < items.length; i++) {
      kept[i] = true;
      const p = (items[i] as Sized).parent;
      if (p !== null) keptChildren[p] = (keptChildren[p] as number) + 1;
    }
    return kept;
  }

  for (const i of order) {
    if (kept[i]) continue;
    const item = items[i] as Sized;
    let delta = item.leafBytes;
    const added = [i];
    let p = item.parent;
    while (p !== null && !kept[p]) {
      delta += (items[p] as Sized).containerBytes;
      added.push(p);
      p = (items[p] as Sized).parent;
    }
    if (p !== null && keptChildren[p] === 0) delta += (items[p] as Sized).containerBytes - (items[p] as Sized).leafBytes;
    if (!fits(bytes + delta)) continue;
    bytes += delta;
    for (const a of added) {
      kept[a] = true;
      const parent = (items[a] as Sized).parent;
      if (parent !== null) keptChildren[parent] = (keptChildren[parent] as number) + 1;
    }
  }
  return kept;
}
