// Whether one occurrence of a name stands where its language declares names (language.json definitionSites):
// the text before the name, and what must follow it. One pattern per list of sites, whatever the name, read at
// the name's place: by TreeText over a file's bytes (as latin1) and by the extraction over a parse's source.
import type { DefinitionSite } from "./languages.js";

/** A name the sketches hold and the sites are read for: word characters alone (others are looked for as mentions). */
export const PLAIN_NAME = /^[A-Za-z0-9_$\u0080-\uffff]+$/;

/**
 * The name at its place, as a pattern: the whole word, never a part of it (a site's `after` may be a negative
 * lookahead, which a shorter part of the word would pass). Word characters as wholeWordAt reads bytes.
 */
const WHOLE_WORD = "[A-Za-z0-9_$\\u0080-\\uffff]+(?![A-Za-z0-9_$\\u0080-\\uffff])";

const kept = new WeakMap<readonly Pick<DefinitionSite, "before" | "after">[], RegExp>();

/**
 * The sites as one sticky pattern that matches (empty) where a name that starts at `lastIndex` stands at one of
 * them, kept per list of sites.
 */
export function sitePattern(sites: readonly Pick<DefinitionSite, "before" | "after">[]): RegExp {
  let pattern = kept.get(sites);
  if (!pattern) {
    const at = sites.map((s) => `(?<=(?:${s.before}))(?=${WHOLE_WORD}${s.after ?? ""})`);
    pattern = new RegExp(`(?:${at.join("|")})`, "my");
    kept.set(sites, pattern);
  }
  return pattern;
}

/** Whether the name written in `text` at `at` stands at one of `sites`. */
export function nameAtSite(text: string, at: number, sites: readonly DefinitionSite[]): boolean {
  const pattern = sitePattern(sites);
  pattern.lastIndex = at;
  return pattern.test(text);
}
