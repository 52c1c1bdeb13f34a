import { describe, expect, it } from "vitest";
import { SizeBoundedMap } from "../../src/core/sizeBoundedMap.js";

describe("SizeBoundedMap", () => {
  it("keeps values until their sizes would pass the bound, then starts again from the new one", () => {
    const kept = new SizeBoundedMap<string, number[]>(10, (v) => v.length);
    kept.set("a", [1, 2, 3, 4]);
    kept.set("b", [5, 6, 7, 8, 9, 10]);
    expect(kept.get("a")).toEqual([1, 2, 3, 4]);
    expect(kept.get("b")).toEqual([5, 6, 7, 8, 9, 10]);
    kept.set("c", [11]);
    expect(kept.get("a")).toBeUndefined();
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("c")).toEqual([11]);
  });

  it("keeps a value larger than the bound alone, and null values at the cost the caller gives them", () => {
    const kept = new SizeBoundedMap<string, number[] | null>(3, (v) => 1 + (v?.length ?? 0));
    kept.set("big", [1, 2, 3, 4, 5]);
    expect(kept.get("big")).toEqual([1, 2, 3, 4, 5]);
    kept.set("none", null);
    expect(kept.get("big")).toBeUndefined();
    expect(kept.get("none")).toBeNull();
    kept.set("other", null);
    kept.set("third", null);
    expect(kept.get("none")).toBeNull();
    expect(kept.get("third")).toBeNull();
    kept.set("fourth", null);
    expect(kept.get("none")).toBeUndefined();
  });
});
