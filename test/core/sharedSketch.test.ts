// Sketching a tree's files together: this thread alone, and with the parse pool's workers (the bundle's worker
// script, built by the global set-up), gives every file the sketch it would get alone.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileStamp } from "../../src/core/fileStamp.js";
import { ParsePool } from "../../src/core/parsePool.js";
import { awaitSketches, newSharedSketchJob, sketchesOf, takeSketches } from "../../src/core/sharedSketch.js";
import { SKETCH_TOGETHER_AFTER_FILES, TreeText } from "../../src/core/treeText.js";
import { sketchWords } from "../../src/core/wordSketch.js";
import { scratchTree } from "../helpers.js";

const files: Record<string, string> = {};
for (let i = 0; i < 3000; i++) files[`src/f${i}.py`] = `def f${i}(x):\n    return x.h${i % 7}() + ${"1 + ".repeat(i % 300)}0\n`;
const root = scratchTree(files);
const paths = [...Object.keys(files).map((f) => join(root, f)), join(root, "src/missing.py")];
const alone = (path: string) => {
  const bytes = readFileSync(path);
  return sketchWords(bytes, bytes.length);
};

describe("shared sketches", () => {
  it("give every file its own sketch, null for one that cannot be read, when this thread takes every file", () => {
    const job = newSharedSketchJob(paths, 64 << 20);
    takeSketches(job, false);
    awaitSketches(job, 1000);
    const { sketches, byWorkers } = sketchesOf(job);
    expect(byWorkers).toBe(0);
    expect(sketches.at(-1)).toBe(null);
    expect(sketches.slice(0, -1).every((s, i) => s !== null && s !== undefined && Buffer.from(s.buffer, s.byteOffset, s.byteLength).equals(Buffer.from(alone(paths[i] as string).buffer)))).toBe(true);
  });

  it("tell, when asked, each sketched file's stamp, taken before it was read", async () => {
    // A stamp is given only to a file changed more than two seconds before.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const some = paths.slice(0, 40);
    const job = newSharedSketchJob([...some, join(root, "src/missing.py")], 64 << 20, true);
    takeSketches(job, false);
    const { sketches, stamps } = sketchesOf(job);
    expect(sketches.at(-1)).toBe(null);
    expect(stamps).toStrictEqual([...some.map((p) => fileStamp(p)), undefined]);
    expect(stamps?.slice(0, -1).every((stamp) => typeof stamp === "string")).toBe(true);
    expect(sketchesOf(newSharedSketchJob(some, 64 << 20)).stamps).toBe(null);
  });

  it("leave the files past a full arena unsketched, for the caller to read", () => {
    // Room for three sketches of 2,048 bits.
    const job = newSharedSketchJob(paths.slice(0, 5), 3 * 256);
    takeSketches(job, false);
    expect(sketchesOf(job).sketches.map((s) => s === undefined)).toStrictEqual([false, false, false, true, true]);
  });

  const pool = new ParsePool(join(import.meta.dirname, "..", "..", "dist", "parseWorker.js"), 2);

  it("are the same when the pool's workers take files beside this thread", async () => {
    expect(pool.sketchFiles([]).sketches).toStrictEqual([]);
    // Both workers started and waiting for work (each parses two files first), so that they take their share.
    const jobs = Array.from({ length: 4 }, (_, i) => ({ path: `p${i}.py`, language: "python", text: "x = 1\n", lineCount: 1 }));
    expect((await pool.run(() => jobs.shift() ?? null)).length).toBe(4);
    let { sketches, byWorkers } = pool.sketchFiles(paths);
    // On a loaded machine this thread may take every file before a worker is given a turn: a few tries.
    for (let tries = 1; byWorkers === 0 && tries < 5; tries++) ({ sketches, byWorkers } = pool.sketchFiles(paths));
    expect(byWorkers).toBeGreaterThan(0);
    expect(sketches.at(-1)).toBe(null);
    sketches.slice(0, -1).forEach((s, i) => {
      expect(s && Buffer.from(s.buffer, s.byteOffset, s.byteLength).equals(Buffer.from(alone(paths[i] as string).buffer))).toBe(true);
    });
  });

  it("parse on this thread too, between the workers' answers, with every outcome in the order given", async () => {
    const jobs = Array.from({ length: 12 }, (_, i) => ({ path: `q${i}.py`, language: "python", text: `def q${i}():\n    return ${i}\n`, lineCount: 2 }));
    const texts = jobs.map((j) => j.text);
    const given = [...jobs];
    const here: string[] = [];
    // A pool of its own, whose workers are still starting: each is sent two jobs at once, and no more until it
    // answers (a worker at work is sent more, up to a few hundred kilobytes).
    const starting = new ParsePool(join(import.meta.dirname, "..", "..", "dist", "parseWorker.js"), 2);
    const outcomes = await starting.run(
      () => given.shift() ?? null,
      async (job) => {
        here.push(job.path);
        return { outcome: { unavailable: `here ${job.text}` }, json: null };
      },
    );
    // The fifth job is this thread's; the rest go to whoever has room first.
    expect(here[0]).toBe("q4.py");
    expect(outcomes.map((o) => ("facts" in o.outcome ? o.outcome.facts.definitions.map((d) => d.name) : o.outcome.unavailable))).toStrictEqual(
      jobs.map((j, i) => (here.includes(j.path) ? `here ${texts[i]}` : [`q${i}`])),
    );
    // A job's text is dropped once a worker has its copy; this thread's jobs keep theirs.
    expect(jobs.map((j) => j.text === "")).toStrictEqual(jobs.map((j) => !here.includes(j.path)));
  });

  // A method called on a value of unknown type: its definitions are swept for in every file of the tree.
  const tree: Record<string, string> = { "main.py": "def run(x):\n    return x.h3()\n" };
  for (let i = 0; i < SKETCH_TOGETHER_AFTER_FILES + 100; i++) tree[`lib/m${i}.py`] = i % 500 === 0 ? `class K${i}:\n    def h3(self):\n        return ${i}\n` : `def g${i}():\n    return ${i}\n`;
  const big = scratchTree(tree);
  const bigFiles = [...Object.keys(tree), "lib/gone.py"].sort();

  it("answer a large tree's first sweep for the text, which reads again only the files they cannot rule out", () => {
    const limits = { maxFileBytes: 1 << 20, maxLineLength: 1000, maxFiles: 100_000 };
    const together = new TreeText(big, bigFiles, limits, () => null, () => null, false, (p, identify) => pool.sketchFiles(p, identify));
    const alone = new TreeText(big, bigFiles, limits, () => null);
    for (const name of ["h3", "g7", "K500", "nowhere"]) expect(together.filesMentioning(name)).toStrictEqual(alone.filesMentioning(name));
    // Every file but the unreadable one was sketched together; this text then read only the files that hold a
    // name asked for, each once (their text is kept): the ten that hold h3, and m7.py for g7 (m500.py, which
    // holds K500, is one of the ten). No sketch let through a name its file does not hold.
    expect(together.sketchedTogether).toBe(bigFiles.length - 1);
    expect(together.reads).toBe(11);
    expect(together.filesMentioning("gone")).toStrictEqual(["lib/gone.py"]);
    expect(alone.reads).toBe(bigFiles.length);
  });

  it("are kept for the next request, which takes none for a file changed since", async () => {
    const tree: Record<string, string> = { "main.py": "def run(x):\n    return helper(x)\n\n\ndef helper(x):\n    return x\n" };
    for (let i = 0; i < SKETCH_TOGETHER_AFTER_FILES + 100; i++) tree[`lib/m${i}.py`] = `def g${i}():\n    return ${i}\n`;
    const root = scratchTree(tree);
    const cacheDir = mkdtempSync(join(tmpdir(), "odin-slice-kept-"));
    const cli = join(import.meta.dirname, "..", "..", "dist", "cli.cjs");
    const request = (cache: string) =>
      spawnSync(process.execPath, [cli, "packet", "--root", root, "--anchor", "main.py#helper", "--mode", "upstream", "--task", "Who calls helper?"], {
        encoding: "utf8",
        env: { ...process.env, ODIN_SLICE_WORKERS: "2", ODIN_SLICE_CACHE_DIR: cache },
      });
    const callers = (stdout: string) => (JSON.parse(stdout) as { slices: { file: string; symbol: string | null }[] }).slices.map((s) => `${s.file} ${s.symbol}`);
    // The kept sketches' files, by inode: a request that sketches the tree anew writes a new file in their place.
    const packs = () => readdirSync(cacheDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".sketches")).map((f) => statSync(join(cacheDir, f)).ino);
    // Files stamped more than two seconds after their last change, so that their stamps are trusted.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const first = request(cacheDir);
    const kept = packs();
    expect([first.status, first.stderr, callers(first.stdout), kept.length]).toStrictEqual([0, "", ["main.py main.helper", "main.py main.run"], 1]);
    // The next request takes every file's sketch from it: it sketches none, and so keeps the file as it was.
    const again = request(cacheDir);
    expect([again.status, again.stdout, packs()]).toStrictEqual([0, first.stdout, kept]);
    // A file of the tree now calls helper: its kept sketch (which holds no such word) must not be taken for it,
    // whether its change is recent or, stamped later, shows as another stamp.
    writeFileSync(join(root, "lib/m7.py"), "from main import helper\n\n\ndef g7():\n    return helper(7)\n");
    const recent = request(cacheDir);
    const fresh = request(mkdtempSync(join(tmpdir(), "odin-slice-kept-")));
    expect([recent.status, callers(recent.stdout), recent.stdout, packs()]).toStrictEqual([0, ["main.py main.helper", "lib/m7.py m7.g7", "main.py main.run"], fresh.stdout, kept]);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(request(cacheDir).stdout).toBe(fresh.stdout);
  }, 120_000);

  it("give a request on a large tree the same packet with workers as without", () => {
    const cli = join(import.meta.dirname, "..", "..", "dist", "cli.cjs");
    const run = (workers: string) =>
      spawnSync(process.execPath, [cli, "packet", "--root", big, "--anchor", "main.py#main.run", "--task", "What can run reach?"], {
        encoding: "utf8",
        env: { ...process.env, ODIN_SLICE_WORKERS: workers, ODIN_SLICE_CACHE_DIR: mkdtempSync(join(tmpdir(), "odin-slice-shared-")) },
      });
    const pooled = run("2");
    const single = run("0");
    expect(pooled.stderr).toBe("");
    expect(pooled.status).toBe(0);
    expect(JSON.parse(pooled.stdout).uncertain_edges.map((e: { reason: string }) => e.reason)).toStrictEqual(["x.h3: receiver type unknown; more than 5 definitions named h3"]);
    expect(pooled.stdout).toBe(single.stdout);
  });
});
