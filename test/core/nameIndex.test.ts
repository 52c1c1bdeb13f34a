// The kept name index answers exactly what a scan of every file's names answers: which files hold a name, and
// which declare or export it. Checked on random trees (non-ASCII names, names that are prefixes of others,
// files without facts) and on buffers that are not an index.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayBeCertainElsewhere, type Definition, type FileFacts, type Reference } from "../../src/core/facts.js";
import { indexText } from "../../src/core/indexer.js";
import { languageForPath, type LanguageSpec } from "../../src/core/languages.js";
import { buildNameIndex, memberUseKey, moduleSourceKey, NameIndex, namesOfFacts, namespaceUseKey } from "../../src/core/nameIndex.js";

const name = fc.string({ unit: fc.constantFrom("a", "b", "_", "é", "☃", "😀", "$"), minLength: 1, maxLength: 4 });

// Every third definition is a member (declared inside another). Of every five uses: a free name, a call on a
// receiver of unknown type (never certain), a member of a namespace import (`pkg.name`, kept under the import's
// source), a member of a named import (`Thing.name`, kept under the type it names) and a call on a receiver that
// may be a type of the package (`Box.name`, likewise).
const USES = [{ t: "free" }, { t: "unknown_receiver" }, { t: "import", imp: 0 }, { t: "import", imp: 1 }, { t: "unknown_receiver", free: "Box" }];
function facts(defined: string[], used: string[], source = "lib/a"): FileFacts {
  return {
    definitions: defined.map((n, i) => ({ name: n, parent: i % 3 === 2 ? 0 : -1 })),
    references: used.map((n, k) => {
      const target = USES[k % USES.length] as { t: string };
      return { name: n, target: target.t === "import" ? { ...target, member: n } : target };
    }),
    imports: [
      { local: "pkg", imported: "*", source },
      { local: "Thing", imported: "Thing", source: "lib/b" },
    ],
    exports: [],
  } as unknown as FileFacts;
}

describe("NameIndex", () => {
  it("answers every name as the files' facts do", () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.record({ defined: fc.array(name, { maxLength: 5 }), used: fc.array(name, { maxLength: 8 }) }), { nil: undefined }), { maxLength: 30 }), fc.array(name, { maxLength: 10 }), (trees, asked) => {
        const files = trees.map((_, i) => `f${String(i).padStart(3, "0")}.go`);
        const sources = ["lib/a", "lib/aé", "lib"];
        const byFile = new Map(files.map((f, i) => [f, trees[i] ? facts(trees[i].defined, trees[i].used, sources[i % 3]) : undefined]));
        const blob = (f: string) => (f.endsWith("3.go") ? null : createHash("sha1").update(f).digest("hex"));
        const index = NameIndex.read(buildNameIndex(files, (f) => byFile.get(f), blob)) as NameIndex;
        expect(index).not.toBeNull();
        expect(index.files).toEqual(files);
        expect(files.map((f) => index.blobOf(f))).toEqual(files.map(blob));
        expect(index.blobOf("elsewhere.go")).toBeNull();
        expect([index.inIndexOrder(files), index.inIndexOrder(files.slice(1)), index.inIndexOrder(["elsewhere.go"])]).toEqual([true, true, false]);
        if (files.length > 1) expect(index.inIndexOrder([...files].reverse())).toBe(false);
        // Each file's own blob id and no other: not another file's, not one in capitals, not when none was known.
        const other = createHash("sha1").update("other").digest("hex");
        expect(files.map((f) => [index.sameBlob(f, () => blob(f) ?? other), index.sameBlob(f, () => other), index.sameBlob(f, () => (blob(f) ?? other).toUpperCase())])).toEqual(
          files.map((f) => [blob(f) !== null, false, false]),
        );
        expect(index.sameBlob("elsewhere.go", () => other)).toBe(false);
        expect(files.filter((f) => index.hasFacts(f))).toEqual(files.filter((f) => byFile.get(f) !== undefined));
        // The modules each file imports, by their sources as written, and none that no file imports.
        const importing = (source: string) => files.filter((f) => byFile.get(f)?.imports.some((i) => i.source === source) ?? false);
        const imported = [...new Set(files.flatMap((f) => byFile.get(f)?.imports.map((i) => i.source) ?? []))].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
        expect(index.moduleSources()).toEqual(imported);
        for (const source of [...sources, "lib/b", "lib/c"]) expect(index.filesNaming(moduleSourceKey(source))).toEqual(importing(source));
        const every = new Set([...asked, ...trees.flatMap((t) => (t ? [...t.defined, ...t.used] : []))]);
        for (const n of every) {
          const holding = files.filter((f) => {
            const x = byFile.get(f);
            return x !== undefined && namesOfFacts(x).mentioned.has(n);
          });
          expect(index.filesNaming(n)).toEqual(holding);
          const declaring = (f: string, sort: (d: Definition) => boolean) => byFile.get(f)?.definitions.some((d) => d.name === n && sort(d)) ?? false;
          const sorts = { all: () => true, members: (d: Definition) => d.parent >= 0, others: (d: Definition) => d.parent < 0 } as const;
          for (const [sort, test] of Object.entries(sorts) as [keyof typeof sorts, (d: Definition) => boolean][]) {
            expect(index.filesDefining(n, sort)).toEqual(files.filter((f) => declaring(f, test)));
            for (const f of files) expect(index.defines(f, n, sort)).toBe(declaring(f, test));
            expect(index.definerCount(n, sort)).toBe(files.filter((f) => declaring(f, test)).length);
            // Among some of the files, in the index's order or not, with one it does not hold.
            for (const among of [files.filter((_, i) => i % 2 === 0), [...files].reverse(), ["elsewhere.go", ...files.slice(1)]]) {
              expect(index.definersAmong(among, n, sort)).toEqual(among.filter((f) => files.includes(f) && declaring(f, test)));
            }
          }
          for (const f of files) expect(index.names(f, n)).toBe(holding.includes(f));
          const possibly = files.filter((f) => byFile.get(f)?.references.some((r) => r.name === n && r.target.t === "unknown_receiver") ?? false);
          expect(index.filesUsing(n, "possibly")).toEqual(possibly);
          for (const f of files) expect(index.uses(f, n, "possibly")).toBe(possibly.includes(f));
          const throughNamespace = (r: Reference) => r.target.t === "import" && r.target.imp === 0;
          const ownerOf = (r: Reference) => (r.target.t === "import" && r.target.imp === 1 ? "Thing" : r.target.t === "unknown_receiver" ? (r.target.free ?? null) : null);
          const certainly = files.filter((f) => byFile.get(f)?.references.some((r) => r.name === n && mayBeCertainElsewhere(r.target) && !throughNamespace(r) && ownerOf(r) === null) ?? false);
          expect(index.filesUsing(n, "certainly")).toEqual(certainly);
          for (const f of files) expect(index.uses(f, n, "certainly")).toBe(certainly.includes(f));
          // The files that use it as `pkg.name` only, by the source of `pkg`.
          const bySource = new Map<string, string[]>();
          files.forEach((f, i) => {
            if (byFile.get(f)?.references.some((r) => r.name === n && throughNamespace(r))) {
              const source = sources[i % 3] as string;
              bySource.set(source, [...(bySource.get(source) ?? []), f]);
            }
          });
          const sorted = [...bySource.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
          expect(index.namespaceSources(n)).toEqual(sorted);
          for (const source of sorted) expect(index.filesUsing(namespaceUseKey(n, source), "certainly")).toEqual(bySource.get(source));
          // The files whose uses of it can reach only a member of `Thing` or `Box`, by that name.
          const byOwner = (owner: string) => files.filter((f) => byFile.get(f)?.references.some((r) => r.name === n && ownerOf(r) === owner) ?? false);
          expect(index.memberOwners(n)).toEqual(["Box", "Thing"].filter((owner) => byOwner(owner).length > 0));
          for (const owner of ["Box", "Thing"]) expect(index.filesUsing(memberUseKey(n, owner), "certainly")).toEqual(byOwner(owner));
        }
      }),
    );
  });

  it("reads an index from bytes that do not start on a word boundary", () => {
    const files = ["a.go", "b.go"];
    const bytes = buildNameIndex(files, (f) => (f === "a.go" ? facts(["Run"], ["fmt", "Println"]) : facts([], ["Run"])), () => null);
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    const index = NameIndex.read(shifted.subarray(1)) as NameIndex;
    expect(index.filesNaming("Run")).toEqual(["a.go", "b.go"]);
    expect(index.defines("b.go", "Run")).toBe(false);
    expect(index.filesNaming("Ru")).toEqual([]);
    expect(index.filesNaming("")).toEqual([]);
  });

  it("refuses bytes that are not an index", () => {
    const bytes = buildNameIndex(["a.go", "b.go"], () => facts(["x"], []), () => null);
    expect(NameIndex.read(bytes)?.files).toEqual(["a.go", "b.go"]);
    expect(NameIndex.read(bytes.subarray(0, bytes.length - 1))).toBeNull();
    expect(NameIndex.read(new Uint8Array(24))).toBeNull();
    expect(NameIndex.read(Buffer.from("not an index of names at all"))).toBeNull();
    expect(NameIndex.read(buildNameIndex([], () => undefined, () => null))?.files).toEqual([]);
  });

  it("stops at a block whose lists or names run past their ends, with an error that says what to do", () => {
    const build = () => buildNameIndex(["a.go", "b.go"], () => facts(["Run"], ["x"]), () => null);
    // The header (magic, files, names, names per block, first names' bytes, paths' bytes, blocks' bytes), each
    // block's start and first name, the first names, the blob ids and the paths (each padded to a word), then the
    // blocks: this tree's names fit in one.
    const layout = (bytes: Uint8Array) => {
      const [, files, names, perBlock, firstBytes, pathBytes] = new Uint32Array(bytes.buffer, 0, 7) as unknown as number[];
      const blocks = Math.ceil((names as number) / (perBlock as number));
      const padded = (n: number) => Math.ceil(n / 4) * 4;
      return { names: names as number, blocks, front: 4 * (7 + 2 * (blocks + 1)) + padded(firstBytes as number) + 20 * (files as number) + padded(pathBytes as number) };
    };
    const bytes = build();
    const { names, blocks, front } = layout(bytes);
    expect(blocks).toBe(1);
    const offsets = new Uint32Array(bytes.buffer, front, 2 * (names + 1));
    const postingsAt = front + 8 * (names + 1) + (offsets[names] as number);
    bytes.fill(0x80, postingsAt, postingsAt + (offsets[2 * names + 1] as number));
    const index = NameIndex.read(bytes) as NameIndex;
    expect(() => index.filesNaming("Run")).toThrow(/kept name index is corrupt/);
    // Names' offsets out of order stop the lookup that reads them.
    const shuffled = build();
    new Uint32Array(shuffled.buffer, front, names + 1).fill(1000, 1, names);
    expect(() => NameIndex.read(shuffled)?.filesNaming("Run")).toThrow(/kept name index is corrupt/);
    // A block's start past the blocks' end, likewise.
    const moved = build();
    new Uint32Array(moved.buffer, 4 * 7, 1)[0] = 1 << 20;
    expect(() => NameIndex.read(moved)?.filesNaming("Run")).toThrow(/kept name index is corrupt/);
    // A section whose last offset is not its end is not an index at all.
    const cut = build();
    const ends = new Uint32Array(cut.buffer, 4 * 7, 2 * (blocks + 1));
    ends[blocks] = (ends[blocks] as number) + 1;
    expect(NameIndex.read(cut)).toBeNull();
  });

  it("reads its front and then only the blocks of the names asked about", () => {
    // 2,000 names over 20 files: 32 blocks of 64 names.
    const files = Array.from({ length: 20 }, (_, i) => `f${String(i).padStart(2, "0")}.go`);
    const nameOf = (k: number) => `n${String(k).padStart(4, "0")}`;
    const byFile = new Map(files.map((f, i) => [f, facts(Array.from({ length: 100 }, (_, k) => nameOf(i * 100 + k)), [])]));
    const bytes = buildNameIndex(files, (f) => byFile.get(f), () => null);
    const reads: [number, number][] = [];
    const index = NameIndex.open(bytes.length, (offset, length) => {
      reads.push([offset, length]);
      return bytes.slice(offset, offset + length);
    }) as NameIndex;
    const front = (reads[1] as [number, number])[1];
    expect(reads).toEqual([
      [0, 28],
      [0, front],
    ]);
    expect(index.filesNaming(nameOf(1234))).toEqual(["f12.go"]);
    expect(index.defines("f12.go", nameOf(1299))).toBe(true);
    expect(index.filesNaming("n12345")).toEqual([]);
    // The first names show which blocks hold these; each block is read once, and none other is read.
    const blocksRead = reads.slice(2);
    expect(blocksRead.every(([offset, length]) => offset >= front && length < 4096)).toBe(true);
    expect(new Set(blocksRead.map(([offset]) => offset)).size).toBe(blocksRead.length);
    expect(blocksRead.length).toBeLessThanOrEqual(3);
    // Every name, whichever block holds it, and names between and around them.
    for (let k = 0; k < 2000; k++) expect(index.filesNaming(nameOf(k))).toEqual([files[Math.floor(k / 100)]]);
    expect([index.filesNaming("n"), index.filesNaming("n0000a"), index.filesNaming("o")]).toEqual([[], [], []]);
    expect(index.filesNaming("")).toEqual([]);
    expect(index.hasFacts("f00.go")).toBe(true);
    expect(front * 10).toBeLessThan(bytes.length);
  });

  it("says whether a tree's files are the ones it was built from, in order, without making its paths", () => {
    const files = ["a.go", "b/é.go", "b/c.go"];
    const bytes = buildNameIndex(files, () => facts(["Run"], []), () => null);
    const open = () => NameIndex.read(bytes) as NameIndex;
    expect(open().linesUp([...files])).toBe(true);
    expect(open().linesUp(["a.go", "b/é.go"])).toBe(false);
    expect(open().linesUp(["a.go", "b/e.go", "b/c.go"])).toBe(false);
    expect(open().linesUp(["a.go", "b/é.go", "b/c.g"])).toBe(false);
    expect(open().linesUp(["a.go", "b/é.go", "b/c.goo"])).toBe(false);
    expect(open().linesUp(["a.go\nb/é.go", "b/c.go", ""])).toBe(false);
    const ascii = ["a.go", "b.go"];
    const plain = NameIndex.read(buildNameIndex(ascii, () => facts(["Run"], []), () => null)) as NameIndex;
    const tree = [...ascii];
    expect(plain.linesUp(tree)).toBe(true);
    // The tree's own list then serves as the index's, and answers by file number name the tree's paths.
    expect(plain.files).toBe(tree);
    expect(plain.filesNaming("Run")).toEqual(ascii);
    expect(plain.linesUp(["a.go", "c.go"])).toBe(false);
    expect(plain.linesUp([...ascii])).toBe(true);
  });
});

describe("the names a file's uses are kept under", () => {
  async function certainlyOf(path: string, text: string): Promise<string[]> {
    const outcome = await indexText(path, languageForPath(path) as LanguageSpec, text, text.split("\n").length);
    if (!("facts" in outcome)) throw new Error(outcome.unavailable);
    return [...namesOfFacts(outcome.facts).certainly].sort();
  }

  it("name the type whose member a use reaches when the use says which, and leave out calls that reach nothing for certain", async () => {
    // Java: `Thing.close()` and `Thing.make()` through an import, `store.shut()` on a name the file does not
    // bind (a type of the package, if any, is named so); `.open()` on what a call returns is never certain.
    const java = await certainlyOf(
      "pay/P.java",
      "package pay;\n\nimport other.Thing;\n\nclass P {\n  void f() {\n    Thing.close();\n    store.shut();\n    Thing.make().open();\n  }\n}\n",
    );
    expect(java).toStrictEqual(["Thing", "pay", "store", memberUseKey("close", "Thing"), memberUseKey("make", "Thing"), memberUseKey("shut", "store")].sort());
    // Go: a call on a value of a type the file leaves free (`W`, declared elsewhere in the package) is never
    // followed to a type, so it is never certain; one on a value of the file's own type `T` names it.
    const go = await certainlyOf("pay/p.go", "package pay\n\ntype T struct{}\n\nfunc f() {\n\tvar w W\n\tw.Write(nil)\n\tvar t T\n\tt.Run()\n}\n");
    expect(go).toStrictEqual([memberUseKey("Run", "T"), "W"]);
  });
});
