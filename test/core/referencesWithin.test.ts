// A range's uses, found by binary search where a file's uses are in line order and by a scan where they are not:
// the same indexes either way.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Reference } from "../../src/core/facts.js";
import { referencesWithin } from "../../src/core/referencesWithin.js";

const use = (line: number): Reference => ({ name: "f", line, kind: "call", unit: 0, label: `f@${line}`, target: { t: "free" } }) as unknown as Reference;

/** The indexes of the uses on lines start..end, as a plain scan finds them. */
const scanned = (refs: readonly Reference[], start: number, end: number) => refs.flatMap((r, i) => (r.line >= start && r.line <= end ? [i] : []));

/** The indexes within [from, to) whose lines fall in the range, as usesWithin keeps them. */
const kept = (refs: readonly Reference[], start: number, end: number) => {
  const [from, to] = referencesWithin(refs, start, end);
  const out: number[] = [];
  for (let i = from; i < to; i++) if ((refs[i] as Reference).line >= start && (refs[i] as Reference).line <= end) out.push(i);
  return out;
};

describe("referencesWithin", () => {
  it("gives exactly a range's uses where they are in line order", () => {
    const refs = [1, 2, 2, 5, 9, 9, 12].map(use);
    expect(referencesWithin(refs, 2, 9)).toStrictEqual([1, 6]);
    expect(referencesWithin(refs, 3, 4)).toStrictEqual([3, 3]);
    expect(referencesWithin(refs, 13, 20)).toStrictEqual([7, 7]);
    expect(referencesWithin(refs, 0, 1)).toStrictEqual([0, 1]);
  });

  it("gives the whole list where it is not in line order", () => {
    const refs = [4, 2, 7].map(use);
    expect(referencesWithin(refs, 2, 4)).toStrictEqual([0, 3]);
    expect(kept(refs, 2, 4)).toStrictEqual([0, 1]);
  });

  it("keeps the uses a scan keeps, sorted or not", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 })), fc.boolean(), fc.integer({ min: 0, max: 31 }), fc.integer({ min: 0, max: 10 }), (lines, sort, start, span) => {
        const refs = (sort ? [...lines].sort((a, b) => a - b) : lines).map(use);
        expect(kept(refs, start, start + span)).toStrictEqual(scanned(refs, start, start + span));
      }),
    );
  });
});
