// A text file's lines are found as offsets and split only when asked for, in its text or in its bytes: every way
// of reading them must give what splitting the text gives.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sliceLines, splitLines } from "../../src/core/lines.js";
import { DEFAULT_LIMITS, Repository, TextFile } from "../../src/core/repository.js";
import { scratchTree } from "../helpers.js";

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

  it("reads from bytes as from their text: lines, slices and the whole text, invalid UTF-8 included", () => {
    // Bytes of "a", "é" (two), "😀" (four), a lone continuation byte, a cut sequence and newlines.
    const piece = fc.constantFrom([0x61], [0xc3, 0xa9], [0xf0, 0x9f, 0x98, 0x80], [0x80], [0xf0, 0x9f], [0x0a], [0x0a], [0x20]);
    const bytes = fc.array(piece, { maxLength: 30 }).map((parts) => Buffer.from(parts.flat()));
    const bound = fc.integer({ min: -1, max: 16 });
    fc.assert(
      fc.property(bytes, bound, bound, (b, start, end) => {
        const fromBytes = new TextFile("a.ts", b);
        const fromText = new TextFile("a.ts", b.toString("utf8"));
        expect(fromBytes.lineCount).toBe(fromText.lineCount);
        expect(fromBytes.slice(start, end)).toBe(fromText.slice(start, end));
        expect(fromBytes.lines).toStrictEqual(fromText.lines);
        expect(fromBytes.text).toBe(fromText.text);
      }),
      { numRuns: 2000 },
    );
  });

  it("bounds a slice's JSON from below without decoding it, exactly for plain ASCII", () => {
    const piece = fc.constantFrom([0x61], [0xc3, 0xa9], [0xf0, 0x9f, 0x98, 0x80], [0x80], [0xf0, 0x9f], [0x0a], [0x0a], [0x22], [0x5c], [0x09], [0x01], [0x0d]);
    const bytes = fc.array(piece, { maxLength: 30 }).map((parts) => Buffer.from(parts.flat()));
    const bound = fc.integer({ min: -1, max: 16 });
    fc.assert(
      fc.property(bytes, bound, bound, (b, start, end) => {
        for (const file of [new TextFile("a.ts", b), new TextFile("a.ts", b.toString("utf8"))]) {
          expect(file.leastJsonBytes(start, end)).toBeLessThanOrEqual(Buffer.byteLength(JSON.stringify(file.slice(start, end)), "utf8"));
        }
      }),
      { numRuns: 2000 },
    );
    const file = new TextFile("a.ts", Buffer.from("ab\ncd\n\nef\n"));
    expect([1, 2, 3, 4, 5].map((end) => file.leastJsonBytes(1, end))).toStrictEqual([4, 8, 10, 14, 14]);
    expect([file.leastJsonBytes(5, 6), file.leastJsonBytes(2, 1), JSON.stringify(file.slice(1, 4)).length]).toStrictEqual([2, 2, 14]);
  });

  it("measures its longest line for the reason it is skipped", () => {
    const file = new TextFile("a.ts", "ab\nabcd\n\nabc", (longest) => (longest > 3 ? `longest ${longest}` : null));
    expect([file.lineCount, file.skip, file.slice(2, 3), file.slice(4, 9)]).toStrictEqual([4, "longest 4", "abcd\n", "abc"]);
  });

  it("skips a file for a long line by its characters, not its bytes, and reads carriage returns as line breaks", () => {
    const root = scratchTree({ "wide.ts": "éééé\n", "long.ts": "ééééé\n", "crlf.ts": "a\r\nb\rc\n" });
    const repo = Repository.open(root, { ...DEFAULT_LIMITS, maxLineLength: 4 }) as Repository;
    const read = (path: string) => repo.read(path) as TextFile;
    expect([read("wide.ts").skip, read("long.ts").skip]).toStrictEqual([null, "has a line longer than 4 characters (minified or generated)"]);
    expect([read("wide.ts").slice(1, 1), read("crlf.ts").lineCount, read("crlf.ts").slice(2, 3)]).toStrictEqual(["éééé", 3, "b\nc"]);
  });
});
