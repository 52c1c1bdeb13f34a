// A list of paths as a set, made once per list: a tree's listing (15,000 paths on the JDK) is the same array for
// every request on an unchanged tree in a process (see Repository's listings and IndexCache.givenFiles), and a
// set of it cost each request a few milliseconds.
const sets = new WeakMap<readonly string[], ReadonlySet<string>>();

export function setOfList(list: readonly string[]): ReadonlySet<string> {
  let set = sets.get(list);
  if (!set) {
    set = new Set(list);
    sets.set(list, set);
  }
  return set;
}
