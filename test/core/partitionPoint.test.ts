// The binary search the sorted lists share: the first index where a true-then-false predicate turns false.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partitionPoint } from "../../src/core/partitionPoint.js";

describe("partitionPoint", () => {
  it("finds where a sorted list stops being before a value, as a scan does", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 })), fc.integer({ min: -1, max: 21 }), (values, at) => {
        const sorted = [...values].sort((a, b) => a - b);
        const scanned = sorted.findIndex((v) => !(v < at));
        expect(partitionPoint(sorted.length, (i) => (sorted[i] as number) < at)).toBe(scanned < 0 ? sorted.length : scanned);
      }),
    );
  });

  it("gives 0 for an empty range and the count when every index is before", () => {
    expect(partitionPoint(0, () => true)).toBe(0);
    expect(partitionPoint(5, () => true)).toBe(5);
    expect(partitionPoint(5, () => false)).toBe(0);
  });
});
