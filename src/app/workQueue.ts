// A bounded in-process queue for the work a webhook asks for. GitHub waits 10 seconds for the answer to a
// delivery and an answer to a pull request can take minutes, so the webhook is answered when its job is queued.
// Limits keep a burst from exhausting the machine: at most `concurrency` jobs run and `maxWaiting` wait; a job
// over the limit is dropped with a log line. Keys make a duplicate delivery (or a second delivery for the same
// comment) a no-op while the first is queued or running, and after it finished successfully.

export interface QueueLimits {
  concurrency: number;
  maxWaiting: number;
  /** How many keys of finished jobs are remembered (oldest forgotten first). */
  remember: number;
}

/** A job reports whether it finished; a failed job's keys are forgotten so that a redelivery can try again. */
export type JobOutcome = "done" | "failed";

export type PushResult = "started" | "queued" | "duplicate" | "full" | "closed";

export interface CloseResult {
  /** True when every job finished within the bound. */
  drained: boolean;
  /** Labels of the jobs still running at the bound, and of those that never started. */
  abandoned: string[];
}

interface Job {
  keys: string[];
  label: string;
  run: () => Promise<JobOutcome>;
  /** Called for a running job that is abandoned at shutdown: to tell the requester and clean up. */
  abandon?: () => Promise<void>;
}

export class WorkQueue {
  private readonly waiting: Job[] = [];
  private readonly running = new Set<Job>();
  private readonly active = new Set<string>();
  private readonly finished = new Set<string>();
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly limits: QueueLimits,
    private readonly log: (line: string) => void,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running.size, waiting: this.waiting.length };
  }

  push(keys: string[], label: string, run: () => Promise<JobOutcome>, abandon?: () => Promise<void>): PushResult {
    if (this.closed) {
      this.log(`${label}: dropped, the server is shutting down`);
      return "closed";
    }
    if (keys.some((k) => this.active.has(k) || this.finished.has(k))) {
      this.log(`${label}: skipped, a duplicate of work already queued, running or done`);
      return "duplicate";
    }
    const job: Job = { keys, label, run, abandon };
    if (this.running.size < this.limits.concurrency) {
      this.claim(job);
      this.start(job);
      return "started";
    }
    if (this.waiting.length >= this.limits.maxWaiting) {
      this.log(`${label}: dropped, ${this.running.size} jobs running and ${this.waiting.length} waiting (the limit)`);
      return "full";
    }
    this.claim(job);
    this.waiting.push(job);
    return "queued";
  }

  /** Resolves when nothing is running or waiting. */
  idle(): Promise<void> {
    if (this.running.size === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Stops taking jobs and waits up to `drainMs` for the running and waiting ones. What is left then is
   * abandoned: waiting jobs never start, and running ones get up to `abandonMs` for their abandon hooks before
   * they are left to the process's exit.
   */
  async close(drainMs: number, abandonMs = 0): Promise<CloseResult> {
    this.closed = true;
    const drained = await within(this.idle().then(() => true), drainMs, false);
    if (drained) return { drained: true, abandoned: [] };
    const running = [...this.running];
    const abandoned = [...running, ...this.waiting.splice(0)].map((j) => j.label);
    const hooks = running.map((j) =>
      (j.abandon?.() ?? Promise.resolve()).catch((error: unknown) => this.log(`${j.label}: abandoning failed: ${(error as Error)?.message ?? String(error)}`)),
    );
    await within(Promise.all(hooks).then(() => true), abandonMs, false);
    return { drained: false, abandoned };
  }

  private claim(job: Job): void {
    for (const k of job.keys) this.active.add(k);
  }

  private start(job: Job): void {
    this.running.add(job);
    // The job's own errors are caught by the job; this catch is for bugs, so one cannot stop the queue.
    void job
      .run()
      .catch((error: unknown) => {
        this.log(`${job.label}: failed with an unexpected error: ${(error as Error)?.stack ?? String(error)}`);
        return "failed" as const;
      })
      .then((outcome) => this.finish(job, outcome));
  }

  private finish(job: Job, outcome: JobOutcome): void {
    this.running.delete(job);
    for (const k of job.keys) {
      this.active.delete(k);
      if (outcome === "done") this.remember(k);
    }
    // While closing, waiting jobs still start: draining means finishing what was accepted.
    const next = this.waiting.shift();
    if (next) this.start(next);
    if (this.running.size === 0 && this.waiting.length === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
    }
  }

  private remember(key: string): void {
    this.finished.add(key);
    // A Set iterates in insertion order: the first key is the oldest.
    while (this.finished.size > this.limits.remember) this.finished.delete(this.finished.values().next().value as string);
  }
}

/** The promise's value if it settles within `ms`, else `fallback`. */
async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
