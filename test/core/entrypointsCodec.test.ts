import { describe, expect, it } from "vitest";
import { decodeEntrypoints, encodeEntrypoints } from "../../src/core/entrypointsCodec.js";

describe("entrypointsCodec", () => {
  const entry = {
    definitions: new Set(["a/b.go#0", "a/b.go#7", "c#d/e.java#3", "f.ts#12"]),
    programs: new Set(["bin/cli.js"]),
  };

  it("keeps each file's declarations on a line of its own", () => {
    expect(encodeEntrypoints(entry)).toBe('{"programs":["bin/cli.js"],"files":["a/b.go","c#d/e.java","f.ts"]}\n0 7\n3\n12');
  });

  it("reads back the same keys, answering a key it does not hold", () => {
    const back = decodeEntrypoints(encodeEntrypoints(entry));
    expect(back).not.toBeNull();
    const { definitions, programs } = back as NonNullable<typeof back>;
    expect([...programs]).toEqual(["bin/cli.js"]);
    expect(["a/b.go#0", "a/b.go#7", "c#d/e.java#3", "f.ts#12"].map((k) => definitions.has(k))).toEqual([true, true, true, true]);
    expect(["a/b.go#1", "c#d/e.java#0", "g.ts#0", "a/b.go", ""].map((k) => definitions.has(k))).toEqual([false, false, false, false, false]);
    definitions.add("g.ts#0");
    expect(definitions.has("g.ts#0")).toBe(true);
    expect([...definitions]).toEqual(["a/b.go#0", "a/b.go#7", "c#d/e.java#3", "f.ts#12", "g.ts#0"]);
  });

  it("reads a tree without public declarations", () => {
    const none = decodeEntrypoints(encodeEntrypoints({ definitions: new Set(), programs: new Set() }));
    expect(none && [...none.definitions]).toEqual([]);
  });

  it("refuses text it did not write", () => {
    expect(decodeEntrypoints('{"definitions":["a#0"],"programs":[]}')).toBeNull();
    expect(decodeEntrypoints('{"programs":[],"files":["a"]}')).toBeNull();
    expect(decodeEntrypoints("not json")).toBeNull();
  });
});
