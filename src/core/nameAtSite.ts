// Whether one occurrence of a name stands where its language declares names (language.json definitionSites),
// read as TreeText reads a file's text for the same sites: the text before the name, and what must follow it.
import type { DefinitionSite } from "./languages.js";

const kept = new WeakMap<readonly DefinitionSite[], Map<string, RegExp>>();

/** Whether `name`, written in `text` at `at`, stands at one of `sites`. */
export function nameAtSite(text: string, at: number, name: string, sites: readonly DefinitionSite[]): boolean {
  const pattern = sitePattern(sites, name);
  pattern.lastIndex = at;
  return pattern.test(text);
}

/** The name at one of the sites, tried at one position (sticky), kept per list of sites and name. */
function sitePattern(sites: readonly DefinitionSite[], name: string): RegExp {
  let byName = kept.get(sites);
  if (!byName) {
    byName = new Map();
    kept.set(sites, byName);
  }
  let pattern = byName.get(name);
  if (!pattern) {
    if (byName.size >= 1024) byName.clear();
    const word = name.replace(/[$]/g, "\\$&");
    const at = sites.map((s) => `(?<=(?:${s.before})${word})${s.after === undefined ? "" : `(?=${s.after})`}`);
    pattern = new RegExp(`${word}(?:${at.join("|")})`, "my");
    byName.set(name, pattern);
  }
  return pattern;
}
