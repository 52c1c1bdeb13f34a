import { describe, expect, it } from "vitest";
import { WorkQueue, type JobOutcome } from "../../src/app/workQueue.js";

/** A job that finishes when the test says so. */
function gate(outcome: JobOutcome = "done") {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let started = false;
  return {
    run: async () => {
      started = true;
      await opened;
      return outcome;
    },
    open: () => open(),
    get started() {
      return started;
    },
  };
}

function queue(concurrency = 1, maxWaiting = 1, remember = 10) {
  const lines: string[] = [];
  return { q: new WorkQueue({ concurrency, maxWaiting, remember }, (l) => lines.push(l)), lines };
}

describe("WorkQueue", () => {
  it("runs up to the concurrency, keeps up to the limit waiting and drops the rest with a log line", async () => {
    const { q, lines } = queue(1, 1);
    const [a, b, c] = [gate(), gate(), gate()];
    expect(q.push(["a"], "job a", a.run)).toBe("started");
    expect(q.push(["b"], "job b", b.run)).toBe("queued");
    expect(q.push(["c"], "job c", c.run)).toBe("full");
    expect(lines).toStrictEqual(["job c: dropped, 1 jobs running and 1 waiting (the limit)"]);
    expect([a.started, b.started, c.started]).toStrictEqual([true, false, false]);
    a.open();
    await new Promise((r) => setImmediate(r));
    expect([b.started, q.size]).toStrictEqual([true, { running: 1, waiting: 0 }]);
    b.open();
    await q.idle();
    expect(c.started).toBe(false);
  });

  it("skips a job sharing a key with one queued, running or done, and lets a failed one be tried again", async () => {
    const { q } = queue(2, 2);
    const first = gate("failed");
    expect(q.push(["delivery:1", "comment:9"], "first", first.run)).toBe("started");
    expect(q.push(["delivery:2", "comment:9"], "same comment", gate().run)).toBe("duplicate");
    first.open();
    await q.idle();
    const retry = gate();
    expect(q.push(["delivery:1", "comment:9"], "retry", retry.run)).toBe("started");
    retry.open();
    await q.idle();
    expect(q.push(["delivery:1"], "again", gate().run)).toBe("duplicate");
  });

  it("forgets the oldest finished keys beyond its memory", async () => {
    const { q } = queue(1, 0, 2);
    for (const k of ["k1", "k2", "k3"]) {
      expect(q.push([k], k, async () => "done")).toBe("started");
      await q.idle();
    }
    expect(q.push(["k1"], "k1", async () => "done")).toBe("started");
    await q.idle();
    expect(q.push(["k3"], "k3", async () => "done")).toBe("duplicate");
  });

  it("survives a job that throws", async () => {
    const { q, lines } = queue();
    q.push(["x"], "bad", async () => {
      throw new Error("boom");
    });
    await q.idle();
    expect(lines[0]?.startsWith("bad: failed with an unexpected error: Error: boom")).toBe(true);
    expect(q.push(["x"], "bad again", async () => "done")).toBe("started");
  });

  it("on close, refuses new work and drains what it took", async () => {
    const { q } = queue(1, 1);
    const [a, b] = [gate(), gate()];
    q.push(["a"], "a", a.run);
    q.push(["b"], "b", b.run);
    const closing = q.close(5000);
    expect(q.push(["c"], "c", gate().run)).toBe("closed");
    a.open();
    await new Promise((r) => setImmediate(r));
    b.open();
    expect(await closing).toStrictEqual({ drained: true, abandoned: [] });
  });

  it("on close, abandons at the bound what is still running or waiting", async () => {
    const { q } = queue(1, 1);
    const [a, b] = [gate(), gate()];
    q.push(["a"], "running job", a.run);
    q.push(["b"], "waiting job", b.run);
    const started = Date.now();
    expect(await q.close(50)).toStrictEqual({ drained: false, abandoned: ["running job", "waiting job"] });
    expect(Date.now() - started).toBeLessThan(1000);
    a.open();
    await new Promise((r) => setImmediate(r));
    expect(b.started).toBe(false);
  });

  it("on close, runs the abandon hooks of running jobs only, for at most their share of the bound", async () => {
    const { q, lines } = queue(2, 1);
    const hooked: string[] = [];
    q.push(["a"], "told", gate().run, async () => void hooked.push("told"));
    q.push(["b"], "slow to tell", gate().run, () => new Promise(() => hooked.push("slow to tell")));
    q.push(["c"], "never started", gate().run, async () => void hooked.push("never started"));
    q.push(["d"], "over the limit", gate().run);
    const started = Date.now();
    expect(await q.close(20, 100)).toStrictEqual({ drained: false, abandoned: ["told", "slow to tell", "never started"] });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(hooked).toStrictEqual(["told", "slow to tell"]);
    expect(lines).toStrictEqual(["over the limit: dropped, 2 jobs running and 1 waiting (the limit)"]);
  });
});
