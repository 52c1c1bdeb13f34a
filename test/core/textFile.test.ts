// A text file's lines are found as offsets and split only when asked for: every way of reading them must give
// what splitting the text gives.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sliceLines, splitLines } from "../../src/core/lines.js";
import { TextFile } from "../../src/core/repository.js";

describe("TextFile", () => {
  it("counts and slices lines as splitting the text does, for any range", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "é", "😀", " ", "\n", "\n", "\n"), maxLength: 40 });
    const bound = fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constantFrom(0.5, Number.NaN, Number.POSITIVE_INFINITY));
    fc.assert(
      fc.property(text, bound, bound, (t, start, end) => {
        const file = new TextFile("a.ts", t);
        const lines = splitLines(t);
        expect(file.lineCount).toBe(lines.length);
        expect(file.lines).toStrictEqual(lines);
        expect(file.slice(start, end)).toBe(sliceLines(lines, start, end));
      }),
      { numRuns: 2000 },
    );
  });

  it("measures its longest line for the reason it is skipped", () => {
    const file = new TextFile("a.ts", "ab\nabcd\n\nabc", (longest) => (longest > 3 ? `longest ${longest}` : null));
    expect([file.lineCount, file.skip, file.slice(2, 3), file.slice(4, 9)]).toStrictEqual([4, "longest 4", "abcd\n", "abc"]);
  });
});
