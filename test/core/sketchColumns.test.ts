import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SketchColumns } from "../../src/core/sketchColumns.js";
import { SketchGroups } from "../../src/core/sketchGroups.js";
import { sketchMayHold, sketchWords, wordHash } from "../../src/core/wordSketch.js";

describe("SketchColumns", () => {
  it("marks exactly the files whose own sketch may hold a word, across sketch sizes and files without one", () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);
    // A text of a few words, or a long one (a larger sketch: up to 512 words, past a tile's 256), or no sketch at
    // all; up to 100 files, so that a size may hold more than a tile's 32.
    const file = fc.option(fc.tuple(fc.array(word, { maxLength: 40 }), fc.nat({ max: 3 })), { nil: undefined });
    fc.assert(
      fc.property(fc.array(file, { maxLength: 100 }), fc.array(word, { minLength: 1, maxLength: 20 }), (files, asked) => {
        const sketches = files.map((f) => {
          if (f === undefined) return undefined;
          const text = Buffer.from(`${f[0].join(" ")}${" ".repeat(f[1] * 3000)}`, "latin1");
          return sketchWords(text, text.length);
        });
        // Laid out, or grouped by size and asked where they lie (before they are laid out): the same marks.
        for (const held of [new SketchColumns(sketches), new SketchGroups(sketches)]) {
          for (const name of asked) {
            const hash = wordHash(Buffer.from(name, "latin1"));
            const marks = new Uint8Array(files.length);
            held.markMayHold(hash, marks);
            sketches.forEach((s, i) => {
              expect(held.holds(i)).toBe(s !== undefined);
              expect(marks[i] === 1).toBe(s !== undefined && sketchMayHold(s, hash));
            });
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("gives a process's last layout again for the same sketches, the same objects or copies, and none for others", () => {
    const sketchOf = (words: string) => {
      const text = Buffer.from(words, "latin1");
      return sketchWords(text, text.length);
    };
    const sketches = [sketchOf("alpha beta"), undefined, sketchOf("gamma")];
    const columns = SketchColumns.layOut(sketches);
    expect(SketchColumns.madeFor(sketches)).toBe(columns);
    // A later request sketches afresh the few files it read before it swept the tree: equal words, new objects.
    expect(SketchColumns.madeFor([sketchOf("alpha beta"), undefined, sketches[2]])).toBe(columns);
    expect(SketchColumns.madeFor([sketches[0], undefined, sketchOf("delta")])).toBeNull();
    expect(SketchColumns.madeFor([sketches[0], sketchOf("gamma"), sketches[2]])).toBeNull();
    expect(SketchColumns.madeFor(sketches.slice(0, 2))).toBeNull();
    const other = [sketchOf("epsilon")];
    expect(SketchColumns.layOut(other)).not.toBe(columns);
    expect(SketchColumns.madeFor(sketches)).toBeNull();
  });
});
