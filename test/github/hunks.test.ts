import { describe, expect, it } from "vitest";
import { hunkContaining, parseHunks } from "../../src/github/hunks.js";

const patch = [
  "@@ -10,6 +10,8 @@ export class Cart {",
  "   context",
  "+  added",
  "@@ -40 +42,3 @@",
  " x",
  "@@ -60,3 +65,0 @@",
  "-gone",
  "@@ -1 +1 @@",
].join("\n");

describe("diff hunks", () => {
  it("reads the right-side ranges of each hunk", () => {
    expect(parseHunks(patch)).toStrictEqual([
      { start: 10, end: 17 },
      { start: 42, end: 44 },
      { start: 1, end: 1 },
    ]);
  });

  it("holds an edit only when one hunk contains it whole", () => {
    const hunks = parseHunks(patch);
    expect(hunkContaining(hunks, 12, 17)).toStrictEqual({ start: 10, end: 17 });
    expect(hunkContaining(hunks, 16, 42)).toBeNull();
    expect(hunkContaining(hunks, 20, 20)).toBeNull();
    expect(hunkContaining(hunks, 1, 1)).toStrictEqual({ start: 1, end: 1 });
  });
});
