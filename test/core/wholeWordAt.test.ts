import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wholeWordAt, wholeWordInBytes } from "../../src/core/wholeWordAt.js";

// Bytes from a small alphabet, so that needles often occur: word bytes, non-word bytes, and bytes past 0x7f
// (word bytes in every language's sketch, and the start of any multi-byte UTF-8 character).
const alphabet = [0x61, 0x62, 0x5f, 0x24, 0x31, 0x20, 0x2e, 0x28, 0x0a, 0xc3, 0xa9];
const bytesOf = (max: number) => fc.array(fc.constantFrom(...alphabet), { maxLength: max }).map((a) => Buffer.from(a));

describe("wholeWordInBytes", () => {
  it("finds what wholeWordAt finds in the same bytes read as latin1", () => {
    fc.assert(
      fc.property(bytesOf(60), bytesOf(4), fc.nat(70), (text, needle, from) => {
        expect(wholeWordInBytes(text, needle, from)).toBe(wholeWordAt(text.toString("latin1"), needle.toString("latin1"), from));
      }),
      { numRuns: 2000 },
    );
  });

  it("tells a whole word from part of a longer one", () => {
    const text = Buffer.from("xn3 n3y $n3 café cafe", "utf8");
    expect(wholeWordInBytes(text, Buffer.from("n3"), 0)).toBe(-1);
    expect(wholeWordInBytes(text, Buffer.from("$n3"), 0)).toBe(8);
    expect(wholeWordInBytes(text, Buffer.from("caf"), 0)).toBe(-1);
    expect(wholeWordInBytes(text, Buffer.from("café", "utf8"), 0)).toBe(12);
    expect(wholeWordInBytes(text, Buffer.from("cafe"), 0)).toBe(18);
  });
});
