// A directory's files, found in a file set by binary search: exactly those directly inside it, in order, for any
// set (sorted or not), for folders that hold only subfolders, for prefixes of other folders' names and for the root.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dirnamePosix, filesInDirectory } from "../../src/core/resolver.js";

const segment = fc.constantFrom("a", "ab", "a.b", "b", "B", "é", "a-b", "z");
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join("/"));

describe("filesInDirectory", () => {
  it("lists the files directly inside a folder, as a scan of every path does", () => {
    fc.assert(
      fc.property(fc.uniqueArray(path, { maxLength: 40 }), fc.boolean(), fc.array(fc.oneof(path, fc.constant("")), { maxLength: 8 }), (paths, sorted, asked) => {
        const files = new Set(sorted ? [...paths].sort() : paths);
        const folders = [...new Set([...paths.map(dirnamePosix), ...asked])];
        for (const dir of folders) {
          const expected = [...paths].sort().filter((f) => dirnamePosix(f) === dir);
          expect(filesInDirectory(dir, files)).toEqual(expected);
          // Asked again, the same answer.
          expect(filesInDirectory(dir, files)).toEqual(expected);
        }
      }),
    );
  });

  it("leaves out the files of subfolders and of folders whose names start the same", () => {
    const files = new Set(["a/b.java", "a/b/c.java", "a/b-c/d.java", "a/b/c/d.java", "a/z.java", "ab/x.java", "top.java"]);
    expect(filesInDirectory("a", files)).toEqual(["a/b.java", "a/z.java"]);
    expect(filesInDirectory("a/b", files)).toEqual(["a/b/c.java"]);
    expect(filesInDirectory("", files)).toEqual(["top.java"]);
    expect(filesInDirectory("a/b/c/d", files)).toEqual([]);
    expect(filesInDirectory("nowhere", files)).toEqual([]);
  });
});
