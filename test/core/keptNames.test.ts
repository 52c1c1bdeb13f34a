// A request takes the names each file holds from the last whole-tree index of the same tree (kept in the cache)
// instead of searching the files' text, and its packet is still the one a whole-tree index gives: also when some
// files changed, were added or were removed since, whose names are then read from their text.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { blobId, IndexCache } from "../../src/core/indexCache.js";
import { PARSE_DEADLINE_MS } from "../../src/core/indexer.js";
import { indexReport } from "../../src/core/indexReport.js";
import { NameIndex } from "../../src/core/nameIndex.js";
import { DEFAULT_LIMITS, Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { TreeText } from "../../src/core/treeText.js";
import { scratchTree } from "../helpers.js";

const N = 40;
// One function calls forty methods on a value of unknown type: its packet counts each method's definitions.
const files: Record<string, string> = {
  "main.py": `def run(x):\n${Array.from({ length: N }, (_, i) => `    x.h${i}()\n`).join("")}`,
};
for (let i = 0; i < N; i++) files[`impl/k${i}.py`] = `class K${i}:\n    def h${i}(self):\n        return ${i}\n`;
const ask = { task: "What can run reach?", anchor: "main.py#main.run", mode: "neighborhood" as const };

function newCache(): IndexCache {
  return new IndexCache({ dir: mkdtempSync(join(tmpdir(), "odin-slice-names-")), maxBytes: 1 << 26 });
}

/** The packet with `cache`, the whole-tree packet, whether the request took kept names, and how many times it searched a file's text for a name. */
async function build(root: string, cache: IndexCache, lineage?: string): Promise<{ bytes: string; whole: string; kept: boolean; searched: number }> {
  const before = TreeText.keptNamesUsedInProcess;
  const readBefore = TreeText.searchesInProcess;
  const result = await buildPacket({ root, ...ask }, { cache, ...(lineage ? { lineage } : {}) });
  const kept = TreeText.keptNamesUsedInProcess > before;
  const searched = TreeText.searchesInProcess - readBefore;
  const whole = await buildPacket({ root, ...ask }, { index: "whole-tree" });
  if (!result.ok || !whole.ok) throw new Error("no packet");
  return { bytes: result.value.bytes, whole: whole.value.bytes, kept, searched };
}

/** Indexes the whole tree, as a request that reaches most of it does: what keeps its names, under `lineage`. */
async function indexWhole(root: string, cache: IndexCache, lineage: string): Promise<void> {
  const ws = new Workspace(Repository.open(root) as Repository, { cache, lineage });
  await ws.indexAll();
  ws.finish();
}

describe("names kept from a whole-tree index", () => {
  it("answer later requests on the same tree, and on the tree changed, with the whole-tree packet", async () => {
    const root = scratchTree(files);
    const cache = newCache();

    // Without kept names the text is searched (after a few sweeps of the tree, only the files whose words'
    // sketches do not rule a name out, and not those indexed by then: their facts answer); the index command
    // keeps them.
    const first = await build(root, cache);
    expect(first.bytes).toBe(first.whole);
    expect([first.kept, first.searched]).toStrictEqual([false, 159]);
    expect(JSON.parse(first.bytes).uncertain_edges.length).toBe(N);
    expect((await indexReport(root, { cache })).ok).toBe(true);

    // Not one file's text is searched.
    const second = await build(root, cache);
    expect([second.kept, second.searched, second.bytes === first.whole]).toStrictEqual([true, 0, true]);

    // One file changed, one added (a second definer of h7), one removed: their names come from their text.
    writeFileSync(join(root, "impl/k5.py"), "class K5:\n    def h5(self):\n        return 55\n    def h6(self):\n        return 6\n");
    writeFileSync(join(root, "impl/k7b.py"), "class K7b:\n    def h7(self):\n        return 77\n");
    rmSync(join(root, "impl/k9.py"));
    const changed = await build(root, cache);
    // Only the changed and the added file's text is searched, once for each of the 41 names.
    expect([changed.kept, changed.searched]).toStrictEqual([true, 2 * (N + 1)]);
    expect(changed.bytes).toBe(changed.whole);
    expect(changed.bytes).not.toBe(first.whole);
    const reasons = JSON.parse(changed.bytes).uncertain_edges.map((e: { reason: string }) => e.reason);
    expect(reasons.filter((r: string) => /\bx\.h(6|7|9)\b/.test(r))).toStrictEqual([
      "x.h6: receiver type unknown; 2 definitions named h6",
      "x.h7: receiver type unknown; 2 definitions named h7",
    ]);
  });

  it("and what a tree's root files make public, kept for the same tree, spare a later entrypoint request following them", async () => {
    const tree: Record<string, string> = {
      "app.py": 'def helper():\n    return 1\n\ndef main():\n    return helper()\n\nif __name__ == "__main__":\n    main()\n',
      // An outermost package: what its __all__ lists is public, wherever it is declared.
      "pkg/__init__.py": 'from .core import api\n\n__all__ = ["api"]\n',
      "pkg/core.py": "def api():\n    return 2\n",
    };
    for (let i = 0; i < 30; i++) tree[`lib/m${i}.py`] = `def f${i}():\n    return ${i}\n`;
    const root = scratchTree(tree);
    const request = { root, task: "How is helper reached?", anchor: "app.py#app.helper", mode: "entrypoint" as const, depth: 10 };
    const whole = await buildPacket(request, { index: "whole-tree" });
    if (!whole.ok) throw new Error(whole.failure.message);
    expect(whole.value.packet.slices.map((x) => `${x.start_line}-${x.end_line} ${x.relationship}`)).toStrictEqual(["1-2 anchor", "4-5 path", "7-8 entrypoint"]);

    // The package's two files (its root file and what its list leads to) and the file the search reaches; none of
    // the thirty others.
    const first = newCache();
    const once = await buildPacket(request, { cache: first });
    expect(once.ok && once.value.bytes).toBe(whole.value.bytes);
    expect(first.hits + first.misses).toBe(3);
    // Another cache object on the same folder, as the next request makes: what the package makes public is kept.
    const second = new IndexCache({ dir: (first.dir as string).replace(/\/[0-9a-f]{40}$/, ""), maxBytes: 1 << 26 });
    const again = await buildPacket(request, { cache: second });
    expect(again.ok && again.value.bytes).toBe(whole.value.bytes);
    expect(second.hits + second.misses).toBe(1);
  });

  it("find who imports a module's default export by the sources of their imports, not by every file's text", async () => {
    // Twenty files whose text and import sources hold the module's name ("az" in "lazy"), none importing it.
    const tree: Record<string, string> = {
      "locales/az.ts": 'export default function az() {\n  return "az";\n}\n',
      "locales/index.ts": 'export { default as az } from "./az.js";\n',
      "use.ts": 'import { az } from "./locales/index.js";\nexport function greet() {\n  return az();\n}\n',
      "direct.ts": 'import azDefault from "./locales/az.js";\nexport function other() {\n  return azDefault();\n}\n',
    };
    for (let i = 0; i < 20; i++) tree[`lazy${i}.ts`] = `import { lazy${i + 1} } from "./lazy${i + 1}.js";\nexport function lazy${i}() {\n  return lazy${i + 1}();\n}\n`;
    tree["lazy20.ts"] = "export function lazy20() {\n  return 20;\n}\n";
    const root = scratchTree(tree);
    const request = { root, task: "Who says az?", anchor: "locales/az.ts:1-3", mode: "upstream" as const, depth: 2 };
    const packet = async (cache?: IndexCache) => {
      const result = await buildPacket(request, cache ? { cache } : { index: "whole-tree" });
      if (!result.ok) throw new Error(result.failure.message);
      return result.value;
    };
    const whole = await packet();
    expect(whole.packet.slices.map((x) => `${x.file}:${x.start_line}-${x.end_line} ${x.relationship}`)).toStrictEqual([
      "locales/az.ts:1-3 anchor",
      "direct.ts:2-4 caller",
      "use.ts:2-4 caller",
    ]);
    const cache = newCache();
    expect((await indexReport(root, { cache })).ok).toBe(true);
    const dir = (cache.dir as string).replace(/\/[0-9a-f]{40}$/, "");
    const next = () => new IndexCache({ dir, maxBytes: 1 << 26 });

    // With the kept names: the module, its index, the two files that import one or the other; no "lazy" file.
    const warm = next();
    const before = TreeText.keptNamesUsedInProcess;
    expect((await packet(warm)).bytes).toBe(whole.bytes);
    expect(TreeText.keptNamesUsedInProcess).toBe(before + 1);
    expect(warm.hits + warm.misses).toBe(4);

    // A file changed since imports the default: found by its text, the only one read for it; its caller, a hop
    // further, by the kept names.
    writeFileSync(join(root, "lazy3.ts"), 'import az from "./locales/az.js";\nexport function lazy3() {\n  return az();\n}\n');
    const changedWhole = await packet();
    expect(changedWhole.packet.slices.map((x) => x.file)).toStrictEqual(["locales/az.ts", "direct.ts", "lazy3.ts", "use.ts", "lazy2.ts"]);
    const changed = next();
    expect((await packet(changed)).bytes).toBe(changedWhole.bytes);
    expect(changed.hits + changed.misses).toBe(7);
  });

  it("leave a file given up on a deadline to be searched by its text, and keep no entrypoints of such a tree", async () => {
    const root = scratchTree(files);
    const cache = newCache();
    const repo = Repository.open(root) as Repository;
    const ws = new Workspace(repo, { cache });
    // As if parsing impl/k3.py had run out of time on a busy machine.
    ws.index.unavailable.set("impl/k3.py", `parse exceeded ${PARSE_DEADLINE_MS} ms`);
    await ws.indexAll();
    await ws.prepareEntrypoints();
    ws.finish();
    const names = cache.getNameIndex(cache.namesKey(repo.root, repo.limits) as string) as NameIndex;
    expect([names.blobOf("impl/k3.py"), names.blobOf("impl/k4.py")?.length]).toStrictEqual([null, 40]);
    expect(cache.getEntrypoints(cache.treeKey(repo) as string)).toBeNull();
    // The next request searches its text for each of the 41 names and parses it: the whole-tree packet.
    const next = await build(root, cache);
    expect([next.kept, next.searched, next.bytes === next.whole]).toStrictEqual([true, N + 1, true]);
  });

  it("are filed by lineage: another folder of the same repository takes them, another repository does not", async () => {
    const root = scratchTree(files);
    const cache = newCache();
    const lineage = "https://github.com/octo/names";
    // A whole-tree index keeps the names under the lineage.
    await indexWhole(root, cache, lineage);

    const copy = mkdtempSync(join(tmpdir(), "odin-slice-copy-"));
    cpSync(root, copy, { recursive: true });
    const same = await build(copy, cache, lineage);
    expect([same.kept, same.bytes === same.whole]).toStrictEqual([true, true]);
    const other = await build(copy, cache, "https://github.com/octo/other");
    expect([other.kept, other.bytes === other.whole]).toStrictEqual([false, true]);
  });

  it("are checked against the blob ids a shell gives (git's, for a fresh checkout) instead of the files' bytes", async () => {
    const root = scratchTree(files);
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-names-"));
    const lineage = "https://github.com/octo/given";
    const first = new IndexCache({ dir, maxBytes: 1 << 26 });
    await indexWhole(root, first, lineage);

    const copy = mkdtempSync(join(tmpdir(), "odin-slice-copy-"));
    cpSync(root, copy, { recursive: true });
    const blobs = new Map(Object.keys(files).map((path) => [path, blobId(readFileSync(join(copy, path)))]));
    const given = new IndexCache({ dir, maxBytes: 1 << 26 });
    given.knowBlobs(copy, blobs);
    const same = await build(copy, given, lineage);
    expect([same.kept, same.searched, same.bytes === same.whole]).toStrictEqual([true, 0, true]);

    // The ids are taken as given: one that differs from the kept one makes that file's text be searched.
    const misnamed = new IndexCache({ dir, maxBytes: 1 << 26 });
    misnamed.knowBlobs(copy, new Map([...blobs, ["impl/k3.py", "0".repeat(40)]]));
    const stale = await build(copy, misnamed, lineage);
    expect([stale.kept, stale.searched > 0, stale.bytes === stale.whole]).toStrictEqual([true, true, true]);
    // So does a well-formed id that differs: the ids packed whole differ, and are then compared one by one.
    const changed = new IndexCache({ dir, maxBytes: 1 << 26 });
    changed.knowBlobs(copy, new Map([...blobs, ["impl/k3.py", "1".repeat(40)]]));
    const paths = [...blobs.keys()].sort();
    expect(changed.packedBlobsOf(copy, paths)?.toString("hex")).toBe(paths.map((f) => (f === "impl/k3.py" ? "1".repeat(40) : blobs.get(f))).join(""));
    const other = await build(copy, changed, lineage);
    expect([other.kept, other.searched > 0, other.bytes === other.whole]).toStrictEqual([true, true, true]);
    expect([misnamed.packedBlobsOf(copy, paths), new IndexCache({ dir, maxBytes: 1 << 26 }).packedBlobsOf(copy, paths)]).toStrictEqual([null, null]);
  });

  it("are taken at the first question when blob ids are given, and only after some searching when files are stamped", async () => {
    // A question about one Go package alone: who in package p declares the helper that run calls.
    const tree: Record<string, string> = {
      "go.mod": "module example.com/m\n",
      "p/a.go": "package p\n\nfunc run() int {\n\treturn helper()\n}\n",
      "p/b.go": "package p\n\nfunc helper() int {\n\treturn 1\n}\n",
    };
    for (let i = 0; i < 200; i++) tree[`q${i}/q.go`] = `package q${i}\n\nfunc F${i}() int {\n\treturn ${i}\n}\n`;
    const root = scratchTree(tree);
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-names-"));
    const lineage = "https://github.com/octo/package";
    await indexWhole(root, new IndexCache({ dir, maxBytes: 1 << 26 }), lineage);
    const request = { root, task: "Who does run call?", anchor: "p/a.go:3-5", mode: "downstream" as const, depth: 2 };
    const run = async (cache: IndexCache) => {
      const kept = TreeText.keptNamesUsedInProcess;
      const searched = TreeText.searchesInProcess;
      const result = await buildPacket(request, { cache, lineage });
      if (!result.ok) throw new Error("no packet");
      return { kept: TreeText.keptNamesUsedInProcess > kept, searched: TreeText.searchesInProcess - searched, bytes: result.value.bytes };
    };
    const whole = await buildPacket(request, { index: "whole-tree" });
    if (!whole.ok) throw new Error("no packet");
    expect(whole.value.bytes).toContain('"relationship":"callee"');

    const given = new IndexCache({ dir, maxBytes: 1 << 26 });
    given.knowBlobs(root, new Map(Object.keys(tree).map((path) => [path, blobId(readFileSync(join(root, path)))])));
    expect(await run(given)).toStrictEqual({ kept: true, searched: 0, bytes: whole.value.bytes });
    // Stamping every file to check the names costs more than searching the package's two files.
    const stamped = await run(new IndexCache({ dir, maxBytes: 1 << 26 }));
    expect([stamped.kept, stamped.searched > 0, stamped.bytes === whole.value.bytes]).toStrictEqual([false, true, true]);
  });
});

describe("facts kept by blob id and reading rules", () => {
  it("stand for a file whose blob id the shell gives, unread, and only under the rules they were parsed under", async () => {
    const tree = { "a.py": "def f():\n    return 'a line of thirty-odd characters'\n", "b.py": "def g():\n    return f()\n" };
    const paths = Object.keys(tree);
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-rules-"));
    const first = new IndexCache({ dir, maxBytes: 1 << 26 });
    const parsed = new Workspace(Repository.open(scratchTree(tree)) as Repository, { cache: first });
    await parsed.indexFiles(paths);
    parsed.finish();
    expect([parsed.filesRead, parsed.parsed]).toStrictEqual([2, 2]);

    // A fresh checkout of the same commit, its blob ids from git: nothing is read or parsed.
    const copy = Repository.open(scratchTree(tree)) as Repository;
    const blobs = new Map(paths.map((path) => [path, blobId(readFileSync(join(copy.root, path)))]));
    const given = new IndexCache({ dir, maxBytes: 1 << 26 });
    given.knowBlobs(copy.root, blobs);
    const unread = new Workspace(copy, { cache: given });
    await unread.indexFiles(paths);
    expect([unread.filesRead, unread.parsed, given.hits, unread.index.facts.size]).toStrictEqual([0, 0, 2, 2]);

    // Under a shorter line limit a.py is not parsed: kept facts do not vouch for it, so both files are read again.
    const strict = new IndexCache({ dir, maxBytes: 1 << 26 });
    strict.knowBlobs(copy.root, blobs);
    const limits = { ...DEFAULT_LIMITS, maxLineLength: 30 };
    const judged = new Workspace(Repository.open(copy.root, limits) as Repository, { cache: strict });
    await judged.indexFiles(paths);
    expect([judged.filesRead, judged.parsed, strict.hits, [...judged.index.unavailable.keys()], [...judged.index.facts.keys()]]).toStrictEqual([
      2,
      1,
      0,
      ["a.py"],
      ["b.py"],
    ]);

    // Why a.py cannot be parsed under those rules is kept by its content too: the next request reads neither file.
    const again = new IndexCache({ dir, maxBytes: 1 << 26 });
    again.knowBlobs(copy.root, blobs);
    const verdict = new Workspace(Repository.open(copy.root, limits) as Repository, { cache: again });
    await verdict.indexFiles(paths);
    expect([verdict.filesRead, verdict.parsed, again.hits, [...verdict.index.unavailable], [...verdict.index.facts.keys()]]).toStrictEqual([
      0,
      0,
      1,
      [["a.py", judged.index.unavailable.get("a.py")]],
      ["b.py"],
    ]);
    expect(judged.index.unavailable.get("a.py")).toMatch(/longer than 30 characters/);
  });
});

describe("a package's exporters of a name, from the kept names", () => {
  // Main imports lib.Util; lib has eight more classes, and (in the second tree) a file no parse reads.
  const tree: Record<string, string> = {
    "app/Main.java": "package app;\n\nimport lib.Util;\n\nclass Main {\n  int run() {\n    return Util.twice(2);\n  }\n}\n",
    "lib/Util.java": "package lib;\n\npublic class Util {\n  public static int twice(int x) {\n    return 2 * x;\n  }\n}\n",
  };
  for (const c of ["A", "B", "C", "D", "E", "F", "G", "H"]) tree[`lib/${c}.java`] = `package lib;\n\npublic class ${c} {\n  int util() {\n    return 1;\n  }\n}\n`;
  const request = { task: "What does run call?", anchor: "app/Main.java:6-8", mode: "downstream" as const, depth: 2 };

  it("are the name's declarers and the files not parsed, as asking every file of the package finds them", async () => {
    const withSkipped = { ...tree, "lib/Wide.java": `package lib;\n\nclass Wide {\n  String s = "${"x".repeat(DEFAULT_LIMITS.maxLineLength)}";\n}\n` };
    const edges: unknown[] = [];
    for (const files of [tree, withSkipped]) {
      const root = scratchTree(files);
      const dir = mkdtempSync(join(tmpdir(), "odin-slice-exporters-"));
      const lineage = `https://github.com/octo/exporters-${Object.keys(files).length}`;
      await indexWhole(root, new IndexCache({ dir, maxBytes: 1 << 26 }), lineage);
      const cache = new IndexCache({ dir, maxBytes: 1 << 26 });
      cache.knowBlobs(root, new Map(Object.keys(files).map((path) => [path, blobId(readFileSync(join(root, path)))])));
      const kept = TreeText.keptNamesUsedInProcess;
      const result = await buildPacket({ root, ...request }, { cache, lineage });
      const whole = await buildPacket({ root, ...request }, { index: "whole-tree" });
      if (!result.ok || !whole.ok) throw new Error("no packet");
      expect([TreeText.keptNamesUsedInProcess > kept, result.value.bytes]).toStrictEqual([true, whole.value.bytes]);
      const packet = JSON.parse(result.value.bytes);
      edges.push([packet.slices.map((s: { file: string }) => s.file), packet.uncertain_edges.map((e: { reason: string }) => e.reason)]);
    }
    // Util is found certainly where every file of lib was parsed (the class and its method); with one that was
    // not, Util may be declared twice.
    expect(edges).toStrictEqual([
      [["app/Main.java", "lib/Util.java", "lib/Util.java"], []],
      [["app/Main.java"], ["Util: 2 files of package lib declare Util", "Util.twice: 2 files of package lib declare Util"]],
    ]);
  });
});
