// Whether one occurrence of a name stands where its language declares names (language.json definitionSites),
// read as TreeText reads a file's text for the same sites: the text before the name, and what must follow it.
import type { DefinitionSite } from "./languages.js";

/** A name the sketches hold and the sites are read for: word characters alone (others are looked for as mentions). */
export const PLAIN_NAME = /^[A-Za-z0-9_$\u0080-\uffff]+$/;

/** The same, as the part of a pattern that reads the name at its place. */
const WORD = "[A-Za-z0-9_$\\u0080-\\uffff]+";

const kept = new WeakMap<readonly DefinitionSite[], RegExp>();

/**
 * Whether the name written in `text` at `at` stands at one of `sites`. One pattern per list of sites, whatever
 * the name: the name runs to the end of its word, and no site's `after` can begin with a word character.
 */
export function nameAtSite(text: string, at: number, sites: readonly DefinitionSite[]): boolean {
  let pattern = kept.get(sites);
  if (!pattern) {
    const at = sites.map((s) => `(?<=(?:${s.before}))(?=${WORD}${s.after ?? ""})`);
    pattern = new RegExp(`(?:${at.join("|")})`, "my");
    kept.set(sites, pattern);
  }
  pattern.lastIndex = at;
  return pattern.test(text);
}
