// Jobs the pool sent to its workers are taken back by this thread when it has nothing of its own to parse and a
// worker has not begun them: each job is parsed once, by one thread, with the same facts either way. The worker
// script is the bundle's, built by the global set-up.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { claimJob, CLAIM_CELLS, newClaims, POOL_CLAIM, releaseClaim, WORKER_CLAIM } from "../../src/core/jobClaims.js";
import { indexText } from "../../src/core/indexer.js";
import { languages } from "../../src/core/languages.js";
import { ParsePool, type PoolOutcome } from "../../src/core/parsePool.js";

const workerScript = join(import.meta.dirname, "..", "..", "dist", "parseWorker.js");
const python = languages().find((s) => s.name === "python");
if (!python) throw new Error("no python language");

const job = (i: number) => ({ path: `m${i}.py`, language: "python", text: `def f${i}(x):\n    return g${i}(x)\n`, lineCount: 2 });
const names = (o: PoolOutcome) => ("facts" in o.outcome ? o.outcome.facts.definitions.map((d) => d.name) : o.outcome.unavailable);

describe("job claims", () => {
  it("let one thread take a job, and free its cell once the worker has answered", () => {
    const claims = newClaims();
    expect(claimJob(claims, 7, POOL_CLAIM)).toBe(true);
    expect(claimJob(claims, 7, WORKER_CLAIM)).toBe(false);
    // The cell of a job sent much later is the same cell, free again.
    releaseClaim(claims, 7);
    expect(claimJob(claims, 7 + CLAIM_CELLS, WORKER_CLAIM)).toBe(true);
    expect(claimJob(claims, 7, POOL_CLAIM)).toBe(false);
  });
});

describe("a parse pool's queued jobs", () => {
  it("are taken by this thread, the last sent first, while the worker has not begun them", async () => {
    const pool = new ParsePool(workerScript, 1);
    // The worker is still loading its code: it cannot have begun either job.
    const first = pool.parse(job(1));
    const second = pool.parse(job(2));
    const stolen = pool.steal();
    expect(stolen).not.toBe(null);
    await stolen;
    const [one, two] = await Promise.all([first, second]);
    const direct = await indexText("m2.py", python, job(2).text, 2);
    // Parsed here, the second job's facts come without the worker's encoded text; the first is the worker's.
    expect([names(one as PoolOutcome), one?.json === null, names(two as PoolOutcome), two?.json]).toStrictEqual([["f1"], false, ["f2"], null]);
    expect(two?.outcome).toStrictEqual(direct);
    // Nothing is queued now: nothing to take.
    expect(pool.steal()).toBe(null);
    // The worker, having answered that the second job was taken, still parses what it is sent.
    expect(names(await pool.parse(job(3)))).toStrictEqual(["f3"]);
  });

  it("are parsed once each, in a run whose jobs outnumber what the threads have begun, with every outcome in order", async () => {
    const pool = new ParsePool(workerScript, 1);
    const jobs = Array.from({ length: 9 }, (_, i) => job(i));
    const local: string[] = [];
    const outcomes = await pool.run(
      () => jobs.shift() ?? null,
      async (j) => {
        local.push(j.path);
        return { outcome: await indexText(j.path, python, j.text, j.lineCount), json: null };
      },
    );
    expect(outcomes.map(names)).toStrictEqual(Array.from({ length: 9 }, (_, i) => [`f${i}`]));
    // The worker starting was sent two jobs; this thread parsed the rest, then took back whichever of those two
    // the worker had not begun (parsed here, such an outcome has no encoded text). Each job was parsed once:
    // the outcomes parsed here are this thread's own seven and those it took back, the others the worker's.
    const here = outcomes.filter((o) => o.json === null).map((_, i) => i);
    expect(local).toStrictEqual(["m2.py", "m3.py", "m4.py", "m5.py", "m6.py", "m7.py", "m8.py"]);
    expect(outcomes.slice(2).every((o) => o.json === null)).toBe(true);
    expect(here.length).toBeGreaterThanOrEqual(7);
  });

  it("are given the largest first in a run of a whole batch, with every outcome in the order given", async () => {
    const pool = new ParsePool(workerScript, 1);
    const sized = (i: number, lines: number) => ({ path: `s${i}.py`, language: "python", text: `def f${i}(x):\n${"    x = x + 1\n".repeat(lines)}    return g${i}(x)\n`, lineCount: lines + 2 });
    const jobs = [3, 40, 1, 200, 12, 80, 5, 120, 20, 60, 2, 90].map((lines, i) => sized(i, lines));
    const local: number[] = [];
    const outcomes = await pool.runLargestFirst(jobs, async (j) => {
      local.push(j.lineCount);
      return { outcome: await indexText(j.path, python, j.text, j.lineCount), json: null };
    });
    expect(outcomes.map(names)).toStrictEqual(jobs.map((_, i) => [`f${i}`]));
    // This thread parsed some while the worker started, each the largest left when it took it.
    expect(local.length).toBeGreaterThan(1);
    expect(local).toStrictEqual([...local].sort((a, b) => b - a));
    expect(local[0]).toBeGreaterThanOrEqual(80);
  });
});

