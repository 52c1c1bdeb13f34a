// Where a range's uses sit in a file's list of them: a unit's uses are asked for one unit at a time, and a large
// file (thousands of uses) is asked about many of its units in one request.
import type { Reference } from "./facts.js";
import { partitionPoint } from "./partitionPoint.js";

const inLineOrder = new WeakMap<readonly Reference[], boolean>();

/**
 * The indexes [from, to) of `references` to look at for the uses on lines `start` to `end`: exactly those when
 * the list is in line order (as extraction writes it), else the whole list, which the caller filters by line.
 */
export function referencesWithin(references: readonly Reference[], start: number, end: number): [from: number, to: number] {
  let sorted = inLineOrder.get(references);
  if (sorted === undefined) {
    sorted = true;
    for (let i = 1; i < references.length && sorted; i++) sorted = (references[i - 1] as Reference).line <= (references[i] as Reference).line;
    inLineOrder.set(references, sorted);
  }
  if (!sorted) return [0, references.length];
  const from = partitionPoint(references.length, (i) => (references[i] as Reference).line < start);
  const to = partitionPoint(references.length, (i) => (references[i] as Reference).line <= end);
  return [from, Math.max(from, to)];
}
