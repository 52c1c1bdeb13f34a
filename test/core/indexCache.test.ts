// The content-keyed index cache and the parse pool: neither may change a byte of what the index yields.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { blobId, cacheVersion, IndexCache } from "../../src/core/indexCache.js";
import { fileStamp } from "../../src/core/fileStamp.js";
import { indexReport } from "../../src/core/indexReport.js";
import { indexReportText } from "../../src/core/indexReportText.js";
import { buildNameIndex } from "../../src/core/nameIndex.js";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { SHOP, scratchTree } from "../helpers.js";

function sizeOf(dir: string): number {
  let total = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else total += statSync(p).size;
    }
  };
  walk(dir);
  return total;
}

describe("index cache", () => {
  it("keys entries by the git blob id of the content", () => {
    // `printf 'hello\n' | git hash-object --stdin`
    expect(blobId(Buffer.from("hello\n"))).toBe("ce013625030ba8dba906f756967f9e9ca394464a");
  });

  it("serves a second request on an unchanged tree without parsing, with the same bytes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const request = { root: SHOP, anchor: "Cart.total", mode: "upstream", task: "Why?" };
    const first = new IndexCache({ dir });
    const cold = await buildPacket(request, { cache: first });
    expect(first.misses).toBeGreaterThan(0);
    const second = new IndexCache({ dir });
    const warm = await buildPacket(request, { cache: second });
    expect(second.misses).toBe(0);
    expect(second.hits).toBe(first.misses);
    expect(warm.ok && cold.ok && warm.value.bytes === cold.value.bytes).toBe(true);
    // Entries live under the engine's and the queries' version, beside the ledger of their size.
    expect(readdirSync(dir).sort()).toStrictEqual([cacheVersion(), "usage.json"]);
  });

  it("re-parses only the file that changed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const files = { "a.ts": "export function a() {\n  return b();\n}\n", "b.ts": "export function b() {\n  return 1;\n}\n" };
    const root = scratchTree(files);
    await indexReport(root, { cache: new IndexCache({ dir }) });
    const changed = scratchTree({ ...files, "b.ts": "export function b() {\n  return 2;\n}\n" });
    const cache = new IndexCache({ dir });
    const report = await indexReport(changed, { cache });
    expect([cache.hits, cache.misses]).toStrictEqual([1, 1]);
    expect(report.ok && report.value.definitions.map((d) => d.symbol)).toStrictEqual(["a", "b"]);
  });

  it("stays within its bound, removing the least recently used entries", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const many: Record<string, string> = {};
    for (let i = 0; i < 30; i++) many[`f${i}.ts`] = `export function f${i}() {\n  return ${"1 + ".repeat(i)}1;\n}\n`;
    const cache = new IndexCache({ dir, maxBytes: 4000 });
    const report = await indexReport(scratchTree(many), { cache });
    expect(report.ok).toBe(true);
    expect(sizeOf(dir)).toBeLessThanOrEqual(4000);
    expect(sizeOf(dir)).toBeGreaterThan(0);
  });

  it("counts and evicts tree files an earlier engine wrote under a name no longer read", () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const reports = join(dir, cacheVersion(), "reports");
    mkdirSync(reports, { recursive: true });
    const retired = join(reports, `${"e".repeat(40)}.entrypoints.json`);
    writeFileSync(retired, "x".repeat(3000));
    utimesSync(retired, new Date(Date.now() - 86_400_000), new Date(Date.now() - 86_400_000));
    const cache = new IndexCache({ dir, maxBytes: 2000 });
    cache.putEntrypoints("f".repeat(40), { definitions: new Set(["a.go#0"]), programs: new Set() });
    cache.evict();
    expect(readdirSync(reports)).toStrictEqual([`${"f".repeat(40)}.entrypoints`]);
  });

  it("marks an entry used when it is read, unless it was marked within the hour", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const repo = Repository.open(scratchTree({ "a.py": "def f():\n    return 1\n" })) as Repository;
    const load = async () => {
      const cache = new IndexCache({ dir });
      await new Workspace(repo, { cache }).indexFiles(["a.py"]);
      return cache;
    };
    expect((await load()).misses).toBe(1);
    const version = join(dir, cacheVersion());
    const shard = readdirSync(version).find((d) => /^[0-9a-f]{2}$/.test(d)) as string;
    const entry = join(version, shard, readdirSync(join(version, shard))[0] as string);
    const hoursAgo = (h: number) => (Date.now() - h * 3600_000) / 1000;
    utimesSync(entry, hoursAgo(2), hoursAgo(2));
    expect((await load()).hits).toBe(1);
    expect(Date.now() - statSync(entry).mtimeMs).toBeLessThan(60_000);
    utimesSync(entry, hoursAgo(0.5), hoursAgo(0.5));
    expect((await load()).hits).toBe(1);
    expect(Math.round(statSync(entry).mtimeMs / 1000)).toBe(Math.round(hoursAgo(0.5)));
  });

  it("takes a records file it cannot read as no records, and writes it anew", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const repo = Repository.open(scratchTree({ "a.py": "def f():\n    return 1\n", "b.py": "def g():\n    return 2\n" })) as Repository;
    // A file changed in the last two seconds is not recorded (its times could still repeat).
    await new Promise((done) => setTimeout(done, 2100));
    const load = async () => {
      const cache = new IndexCache({ dir });
      const ws = new Workspace(repo, { cache });
      await ws.indexFiles(["a.py", "b.py"]);
      ws.finish();
      return { cache, ws };
    };
    await load();
    const records = join(dir, cacheVersion(), "stamps", `${createHash("sha1").update(repo.root).digest("hex")}.json`);
    const kept = JSON.parse(readFileSync(records, "utf8")) as unknown[];
    expect([kept.length, kept[0], kept[3], kept[4]]).toStrictEqual([10, "a.py", "1048576/4096", null]);
    // An older layout (an object by path): the files are read and hashed again, their facts still found.
    writeFileSync(records, JSON.stringify({ "a.py": ["f:1:2:3:4:5", "0".repeat(40)] }));
    const { cache, ws } = await load();
    expect([cache.hits, ws.parsed, ws.index.facts.size]).toStrictEqual([2, 0, 2]);
    expect((JSON.parse(readFileSync(records, "utf8")) as unknown[]).length).toBe(10);
  });

  it("keeps its size in a ledger that only errs high, and walks its entries when the ledger says it may be over", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const tree = (prefix: string) => {
      const files: Record<string, string> = {};
      for (let i = 0; i < 30; i++) files[`${prefix}${i}.ts`] = `export function ${prefix}${i}() {\n  return ${"1 + ".repeat(i)}1;\n}\n`;
      return scratchTree(files);
    };
    const ledger = () => JSON.parse(readFileSync(join(dir, "usage.json"), "utf8")).bytes as number;
    const entries = () => sizeOf(dir) - statSync(join(dir, "usage.json")).size;
    // No ledger yet: the first eviction walks the entries and records what it counted.
    await indexReport(tree("f"), { cache: new IndexCache({ dir, maxBytes: 1 << 20 }) });
    expect(ledger()).toBe(entries());
    // Under the bound: the ledger adds what was written without a walk.
    const before = ledger();
    await indexReport(tree("g"), { cache: new IndexCache({ dir, maxBytes: 1 << 20 }) });
    expect(ledger()).toBeGreaterThan(before);
    expect(ledger()).toBeGreaterThanOrEqual(entries());
    // Over it by the ledger's count: a walk removes the oldest entries and sets the ledger right.
    await indexReport(tree("h"), { cache: new IndexCache({ dir, maxBytes: 6000 }) });
    expect(entries()).toBeLessThanOrEqual(6000);
    expect(ledger()).toBe(entries());
  });
});

describe("index reports kept by tree", () => {
  it("keeps a small report as it is and a large one compressed, and gives back each", () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const cache = new IndexCache({ dir, maxBytes: 1 << 30 });
    const small = JSON.stringify({ files: ["a.ts"] });
    const large = JSON.stringify({ definitions: Array.from({ length: 450_000 }, (_, i) => ({ file: `src/f${i % 300}.ts`, symbol: `s${i}` })) });
    expect(large.length).toBeGreaterThan(16 * 1024 * 1024);
    cache.putReport("a".repeat(40), small);
    cache.putReport("b".repeat(40), large);
    expect(readdirSync(join(dir, cacheVersion(), "reports")).sort()).toStrictEqual([`${"a".repeat(40)}.report.json`, `${"b".repeat(40)}.json.gz`]);
    expect([cache.getReport("a".repeat(40))?.toString(), cache.getReport("b".repeat(40))?.toString() === large, cache.getReport("c".repeat(40))]).toStrictEqual([small, true, null]);
  });

  it("prints an unchanged tree's report from the cache, under the root asked about, and recomputes it after any change", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const files = {
      "package.json": '{"name":"shop","main":"src/a.ts"}\n',
      "src/a.ts": 'import { b } from "./b";\nexport function a() {\n  return b();\n}\n',
      "src/b.ts": "export function b() {\n  return 1;\n}\n",
    };
    const root = scratchTree(files);
    const first = new IndexCache({ dir });
    const cold = await indexReportText(root, { cache: first });
    const fresh = await indexReport(root);
    expect(cold.ok && fresh.ok && Buffer.concat(cold.value).toString()).toBe(fresh.ok && JSON.stringify(fresh.value));
    expect(first.misses).toBe(2);
    // The report, the names each file holds and the tree's entrypoints (for later requests on the same files).
    const kept = () =>
      readdirSync(join(dir, cacheVersion(), "reports"))
        .map((f) => (f.endsWith(".names") ? "names" : f.endsWith(".entrypoints") ? "entrypoints" : "report"))
        .sort();
    expect(kept()).toStrictEqual(["entrypoints", "names", "report"]);

    // Another checkout of the same content: the kept report, neither parsed nor resolved, naming this root.
    const copy = scratchTree(files);
    const second = new IndexCache({ dir });
    const warm = await indexReportText(copy, { cache: second });
    expect([second.hits, second.misses]).toStrictEqual([0, 0]);
    const again = await indexReport(copy);
    expect(warm.ok && again.ok && Buffer.concat(warm.value).toString()).toBe(again.ok && JSON.stringify(again.value));
    expect(warm.ok && JSON.parse(Buffer.concat(warm.value).toString()).edges.map((e: { name: string }) => e.name)).toStrictEqual(["b"]);

    // A changed file that no grammar covers still changes the tree: its report is made again.
    writeFileSync(join(copy, "package.json"), '{"name":"shop","main":"src/b.ts"}\n');
    const third = new IndexCache({ dir });
    await indexReportText(copy, { cache: third });
    expect([third.hits, third.misses]).toStrictEqual([2, 0]);
    // The names are filed by the tree's folder: this one's are kept beside the first one's.
    expect(kept()).toStrictEqual(["entrypoints", "entrypoints", "names", "names", "report", "report"]);

    // A file the engine never reads (neither a language's nor a manifest) counts by its path alone: adding one
    // makes the report again, changing it does not.
    const report = async () => {
      const cache = new IndexCache({ dir });
      const text = await indexReportText(copy, { cache });
      return [cache.hits, cache.misses, text.ok && JSON.parse(Buffer.concat(text.value).toString()).files];
    };
    writeFileSync(join(copy, "NOTES.txt"), "one\n");
    const withNotes = await report();
    expect(withNotes.slice(0, 2)).toStrictEqual([2, 0]);
    writeFileSync(join(copy, "NOTES.txt"), "two, longer\n");
    expect(await report()).toStrictEqual([0, 0, withNotes[2]]);
  });
});

describe("kept name indexes", () => {
  it("are read once per process while their file is unchanged, and again once it is rewritten or used an hour ago", () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const names = (files: string[]) => buildNameIndex(files, () => undefined, () => "0".repeat(40));
    const cache = new IndexCache({ dir });
    const key = "d".repeat(40);
    expect(cache.getNameIndex(key)).toBeNull();
    cache.putNames(key, names(["a.go", "b.go"]));
    const first = cache.getNameIndex(key);
    expect(first?.files).toStrictEqual(["a.go", "b.go"]);
    // Another request's cache object on the same folder: the same index, not read again.
    expect(new IndexCache({ dir }).getNameIndex(key)).toBe(first);
    // Two hours later: marked used again (eviction removes the least recently used), and still the same index.
    const file = join(dir, cacheVersion(), "reports", `${key}.names`);
    const later = Date.now() + 2 * 3600_000;
    vi.useFakeTimers({ toFake: ["Date"], now: later });
    try {
      expect(new IndexCache({ dir }).getNameIndex(key)).toBe(first);
      expect(Math.abs(statSync(file).mtimeMs - later)).toBeLessThan(60_000);
      expect(new IndexCache({ dir }).getNameIndex(key)).toBe(first);
    } finally {
      vi.useRealTimers();
    }
    // Rewritten (by a later whole index of the tree): read anew.
    cache.putNames(key, names(["a.go", "b.go", "c.go"]));
    expect(new IndexCache({ dir }).getNameIndex(key)?.files).toStrictEqual(["a.go", "b.go", "c.go"]);
    expect(new IndexCache({ dir: null }).getNameIndex(key)).toBeNull();
  });
});

describe("files known by their stamp", () => {
  it("lists and indexes an unchanged tree again without reading it, in this process and the next, and sees every change", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-cache-"));
    const root = scratchTree({
      "src/a.ts": "export function a() {\n  return 1;\n}\n",
      "src/b.ts": "export function b() {\n  return 2;\n}\n",
      "src/bin.ts": Buffer.from([0x65, 0x00, 0x66]),
    });
    // Entries changed within the last two seconds have no stamp: their timestamps could still repeat.
    expect(fileStamp(join(root, "src", "a.ts"))).toBeNull();
    await new Promise((done) => setTimeout(done, 2100));
    expect(fileStamp(join(root, "src", "a.ts"))).toMatch(/^f:/);
    expect(fileStamp(join(root, "src"))).toMatch(/^d:/);

    // A tree's first listing in a process takes no stamps, so its second reads the tree again and takes them;
    // the third is the second's, unread.
    const first = (Repository.open(root) as Repository).files();
    const second = (Repository.open(root) as Repository).files();
    expect(second).not.toBe(first);
    expect(second).toStrictEqual(first);
    expect((Repository.open(root) as Repository).files()).toBe(second);
    const cache = new IndexCache({ dir });
    const before = await indexReport(root, { cache });
    expect(before.ok && before.value.definitions.map((d) => d.symbol)).toStrictEqual(["a", "b"]);
    expect(cache.misses).toBe(2);
    const seen = cache.lookup(root, "src/b.ts");
    expect(seen.record).toStrictEqual({ stamp: seen.stamp, blob: blobId(Buffer.from("export function b() {\n  return 2;\n}\n")), rules: "1048576/4096", reason: null });
    expect(cache.lookup(root, "src/bin.ts").record?.reason).toBe("binary file");

    // The next process knows the same files from the records the first one left.
    const next = new IndexCache({ dir });
    expect(next.lookup(root, "src/a.ts").record?.blob).toBe(blobId(Buffer.from("export function a() {\n  return 1;\n}\n")));
    const again = await indexReport(root, { cache: next });
    expect(again.ok && again.value.unavailable).toStrictEqual([{ file: "src/bin.ts", reason: "binary file" }]);
    expect([next.hits, next.misses]).toStrictEqual([2, 0]);

    // Same length, other bytes; and a new file in the same folder.
    writeFileSync(join(root, "src", "b.ts"), "export function c() {\n  return 2;\n}\n");
    writeFileSync(join(root, "src", "d.ts"), "export function d() {\n  return 4;\n}\n");
    // A cache object serves one request and stamps each file once for it: the next request sees the change.
    expect(next.lookup(root, "src/b.ts").record?.blob).toBe(blobId(Buffer.from("export function b() {\n  return 2;\n}\n")));
    const third = new IndexCache({ dir });
    expect(third.lookup(root, "src/b.ts")).toStrictEqual({ stamp: null, record: null });
    expect((Repository.open(root) as Repository).files()).toStrictEqual(["src/a.ts", "src/b.ts", "src/bin.ts", "src/d.ts"]);
    const after = await indexReport(root, { cache: third });
    expect(after.ok && after.value.definitions.map((d) => d.symbol)).toStrictEqual(["a", "c", "d"]);
    expect([third.hits, third.misses]).toStrictEqual([1, 2]);
  });
});

describe("parse pool", () => {
  it("gives the built CLI the same index on worker threads as in one thread", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) {
      files[`src/m${i}.ts`] = `import { f${(i + 1) % 40} } from "./m${(i + 1) % 40}";\nexport function f${i}(n: number): number {\n  return n > 0 ? f${(i + 1) % 40}(n - 1) : ${i};\n}\n`;
    }
    const root = scratchTree(files);
    const cli = join(import.meta.dirname, "..", "..", "dist", "cli.cjs");
    const run = (workers: string) =>
      spawnSync(process.execPath, [cli, "index", "--root", root], {
        encoding: "utf8",
        // Workers for any batch, however small.
        env: { ...process.env, ODIN_SLICE_WORKERS: workers, ODIN_SLICE_POOL_MIN_KB: "0", ODIN_SLICE_CACHE_DIR: "off" },
      });
    const pooled = run("2");
    const single = run("0");
    expect(pooled.status).toBe(0);
    expect(JSON.parse(pooled.stdout).edges.length).toBe(40);
    expect(pooled.stdout).toBe(single.stdout);
  });

  it("reads files while the workers parse, with the cache's files taken between them, and gives the same index", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 90; i++) {
      files[`src/m${i}.ts`] = `import { f${(i + 1) % 90} } from "./m${(i + 1) % 90}";\nexport function f${i}(n: number): number {\n  return n > 0 ? f${(i + 1) % 90}(n - 1) : ${i};\n}\n`;
    }
    const root = scratchTree(files);
    // Every third file is in the cache already (a tree that had them alone): the rest, 60, go to the workers.
    const kept = scratchTree(Object.fromEntries(Object.entries(files).filter((_, i) => i % 3 === 0)));
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-pool-"));
    const cli = join(import.meta.dirname, "..", "..", "dist", "cli.cjs");
    const run = (at: string, workers: string, cache: string) =>
      spawnSync(process.execPath, [cli, "index", "--root", at], {
        encoding: "utf8",
        env: { ...process.env, ODIN_SLICE_WORKERS: workers, ODIN_SLICE_POOL_MIN_KB: "0", ODIN_SLICE_CACHE_DIR: cache },
      });
    expect(run(kept, "0", dir).status).toBe(0);
    const pooled = run(root, "2", dir);
    const single = run(root, "0", "off");
    expect(pooled.status).toBe(0);
    expect(JSON.parse(pooled.stdout).edges.length).toBe(90);
    expect(pooled.stdout).toBe(single.stdout);
  });
});

describe("kept word sketches", () => {
  it("are read once per process while their file is unchanged, and again once it is rewritten", () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-sketches-"));
    const put = new IndexCache({ dir });
    const key = put.sketchesKey("/some/tree") as string;
    const plain = (m: ReadonlyMap<string, Int32Array>) => [...m].map(([k, v]) => [k, [...v]]);
    expect(plain(new IndexCache({ dir }).getSketches(key))).toStrictEqual([]);
    put.putSketches(key, new Map([["java:blob a", Int32Array.from([1, 2])]]));
    const first = new IndexCache({ dir }).getSketches(key);
    expect(plain(first)).toStrictEqual([["java:blob a", [1, 2]]]);
    // Another request of the same process (the App's) is given what the first read.
    expect(new IndexCache({ dir }).getSketches(key)).toBe(first);
    put.putSketches(key, new Map([["java:blob b", Int32Array.from([3])]]));
    expect(plain(new IndexCache({ dir }).getSketches(key))).toStrictEqual([["java:blob b", [3]]]);
    expect(plain(new IndexCache({ dir: null }).getSketches(key))).toStrictEqual([]);
  });
});
