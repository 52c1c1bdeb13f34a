// Sketching a tree's files together: this thread alone, and with the parse pool's workers (the bundle's worker
// script, built by the global set-up), gives every file the sketch it would get alone.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
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

  // A method called on a value of unknown type: its definitions are swept for in every file of the tree.
  const tree: Record<string, string> = { "main.py": "def run(x):\n    return x.h3()\n" };
  for (let i = 0; i < SKETCH_TOGETHER_AFTER_FILES + 100; i++) tree[`lib/m${i}.py`] = i % 500 === 0 ? `class K${i}:\n    def h3(self):\n        return ${i}\n` : `def g${i}():\n    return ${i}\n`;
  const big = scratchTree(tree);
  const bigFiles = [...Object.keys(tree), "lib/gone.py"].sort();

  it("answer a large tree's first sweep for the text, which reads again only the files they cannot rule out", () => {
    const limits = { maxFileBytes: 1 << 20, maxLineLength: 1000, maxFiles: 100_000 };
    const together = new TreeText(big, bigFiles, limits, () => null, () => null, false, (p) => pool.sketchFiles(p).sketches);
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
