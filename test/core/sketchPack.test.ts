// The word sketches kept between requests: a pack gives back exactly the sketches put in, and anything that is
// not a whole pack gives none.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeSketchPack, encodeSketchPack, sketchKey } from "../../src/core/sketchPack.js";

const sketches = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 40 }).map((words) => Int32Array.from(words)),
  { maxKeys: 12 },
);

const plain = (pack: Map<string, Int32Array> | null) => (pack ? [...pack].map(([k, v]) => [k, [...v]]) : null);

describe("sketch packs", () => {
  it("give back every sketch under its key, in order", () => {
    fc.assert(
      fc.property(sketches, (entries) => {
        const map = new Map(Object.entries(entries));
        expect(plain(decodeSketchPack(encodeSketchPack(map)))).toStrictEqual(plain(map));
      }),
    );
  });

  it("give none for a torn, padded or foreign file", () => {
    const pack = encodeSketchPack(new Map([[sketchKey("java", "ab".repeat(20)), Int32Array.from([1, 2, 3])]]));
    expect(plain(decodeSketchPack(pack))).toStrictEqual([[`java:${"ab".repeat(20)}`, [1, 2, 3]]]);
    expect(decodeSketchPack(pack.subarray(0, pack.length - 4))).toBe(null);
    const longer = new Uint8Array(pack.length + 4);
    longer.set(pack);
    expect(decodeSketchPack(longer)).toBe(null);
    const foreign = Uint8Array.from(pack);
    foreign[0] = 0;
    expect(decodeSketchPack(foreign)).toBe(null);
    expect(decodeSketchPack(new Uint8Array(0))).toBe(null);
  });
});
