// The names a file's facts say it declares, by sort: what a question "may this file declare X?" is answered
// by, exactly, once the file is indexed (the name index keeps the same sets for every file of a tree).
import { entryOf } from "./entryOf.js";
import { isMember, type DeclarationSort, type FileFacts } from "./facts.js";

export type DeclaredNames = Record<DeclarationSort, Set<string>>;

/**
 * `all`: the names of its definitions and the names it exports; `members`: those of its members; `others`: those
 * of its other definitions. The empty name is never declared.
 */
export function declaredNamesOf(facts: FileFacts): DeclaredNames {
  const all = new Set<string>();
  const members = new Set<string>();
  const others = new Set<string>();
  for (const d of facts.definitions) {
    all.add(d.name);
    (isMember(d) ? members : others).add(d.name);
  }
  for (const e of facts.exports) if ("exported" in e) all.add(e.exported);
  for (const set of [all, members, others]) set.delete("");
  return { all, members, others };
}

const kept = new WeakMap<FileFacts, DeclaredNames>();

/** declaredNamesOf, kept per facts object: a package's files are asked about name after name. */
export function keptDeclaredNamesOf(facts: FileFacts): DeclaredNames {
  return entryOf(kept, facts, () => declaredNamesOf(facts));
}
