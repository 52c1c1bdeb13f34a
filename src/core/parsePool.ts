// Parsing on every core: a pool of worker threads, each with its own tree-sitter parsers, fed one file at a
// time. The worker script is the bundle's parseWorker.js beside this module; where it is absent (running from
// the TypeScript sources) there is no pool and files are parsed in this thread.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { decodeFacts } from "./factsCodec.js";
import { indexText, type FileOutcome } from "./indexer.js";
import { claimJob, isUnclaimed, newClaims, POOL_CLAIM, releaseClaim } from "./jobClaims.js";
import { languageNamed } from "./languages.js";
import type { ParseJob, ParseReply, ParseWorkerData, SketchMessage } from "./parseWorker.js";
import { awaitSketches, newSharedSketchJob, sketchesOf, takeSketches } from "./sharedSketch.js";

export interface PoolJob {
  path: string;
  language: string;
  text: string;
  lineCount: number;
}

/** What the pool gives for one file: its outcome and, when it has facts, their JSON text (for the cache). */
export interface PoolOutcome {
  outcome: FileOutcome;
  json: string | null;
}

interface Slot {
  worker: Worker;
  /** The length of the texts of the jobs sent and not answered yet. */
  text: number;
  /** Whether it has answered once: until then it is still starting, and what is queued for it waits. */
  answered: boolean;
}

/** A job sent to a worker, until it answers or this thread takes it (see steal). */
interface Sent {
  slot: Slot;
  job: PoolJob;
  /** The job's text, kept while no thread has begun it: this thread may parse it (see steal). */
  source: string;
  text: number;
  resolve: (outcome: PoolOutcome) => void;
  reject: (error: Error) => void;
}

/** Jobs kept in flight per worker by run, so that none waits for the next message. */
const IN_FLIGHT = 2;
/** More, up to MAX_IN_FLIGHT, while a worker's queued text is under QUEUED_TEXT (a few tenths of a second of work). */
const MAX_IN_FLIGHT = 16;
const QUEUED_TEXT = 384 * 1024;

/**
 * The shared arena's bytes: a sketch takes a bit per byte of text or up to two (at least 256 bytes a file), so
 * this holds the sketches of about half a gigabyte of text; the files past it are left to the caller. Pages
 * never written are never resident.
 */
const SKETCH_ARENA_BYTES = 96 * 1024 * 1024;
/** How long this thread waits for the workers' last files: a worker stuck past it leaves its file to the caller. */
const SKETCH_WAIT_MS = 10_000;

export class ParsePool {
  private slots: Slot[] | null = null;
  private readonly sent = new Map<number, Sent>();
  private nextId = 0;
  /** Which thread parses each job sent (jobClaims.ts), shared with every worker. */
  private readonly claims = newClaims();
  /** What made a worker fail: every job then fails with it, rather than wait for a thread that is gone. */
  private failure: Error | null = null;

  constructor(
    private readonly script: string,
    readonly size: number,
  ) {}

  /** Whether the workers have been started (by a sweep or a parse): a job sent now is begun at once. */
  get started(): boolean {
    return this.slots !== null && this.failure === null;
  }

  private start(): Slot[] {
    this.slots ??= Array.from({ length: this.size }, () => {
      const worker = new Worker(this.script, { workerData: { claims: this.claims.buffer as SharedArrayBuffer } satisfies ParseWorkerData });
      const slot: Slot = { worker, text: 0, answered: false };
      worker.on("message", (reply: ParseReply) => this.answer(reply));
      worker.on("error", (error: Error) => this.fail(error));
      // After the listeners: adding a "message" listener refs the worker again, and a pool started only to sketch
      // (no job ever sent, so nothing unrefs it later) would keep the process from exiting.
      worker.unref();
      return slot;
    });
    return this.slots;
  }

  /**
   * Sketches the words of every file (absolute paths) on every core, this thread included: each file's sketch,
   * null for an unreadable file, undefined for one left unsketched (see awaitSketches); with `stamp`, each
   * sketched file's stamp; and how many the workers did. Synchronous: the caller is in the middle of a question.
   */
  sketchFiles(paths: readonly string[], stamp = false): ReturnType<typeof sketchesOf> {
    const job = newSharedSketchJob(paths, SKETCH_ARENA_BYTES, stamp);
    const { paths: _, ...shared } = job;
    const message: SketchMessage = { sketch: shared, paths: paths.join("\0") };
    for (const slot of this.start()) slot.worker.postMessage(message);
    takeSketches(job, false);
    awaitSketches(job, SKETCH_WAIT_MS);
    return sketchesOf(job);
  }

  /**
   * Sends one job to a worker (`slot`, or the one with the least text to parse) at once, and gives its outcome
   * when the worker answers. A job sent while this thread is busy (in the middle of a question) is parsed
   * meanwhile: the worker needs nothing more from this thread until it answers.
   */
  parse(job: PoolJob, slot?: Slot): Promise<PoolOutcome> {
    const slots = this.start();
    if (this.failure) return Promise.reject(this.failure);
    const to = slot ?? slots.reduce((a, b) => (b.text < a.text ? b : a));
    const id = this.nextId++;
    // The workers keep the process alive only while some job waits for an answer.
    if (this.sent.size === 0) for (const s of slots) s.worker.ref();
    to.text += job.text.length;
    const message: ParseJob = { id, path: job.path, language: job.language, text: job.text, lineCount: job.lineCount };
    return new Promise((resolve, reject) => {
      this.sent.set(id, { slot: to, job, source: job.text, text: job.text.length, resolve, reject });
      to.worker.postMessage(message);
    });
  }

  private answer(reply: ParseReply): void {
    // The worker is done with the job's claim, whether it parsed the job or found it taken.
    releaseClaim(this.claims, reply.id);
    const sent = this.sent.get(reply.id);
    if (!sent) return;
    this.sent.delete(reply.id);
    sent.slot.text -= sent.text;
    sent.slot.answered = true;
    this.unrefWhenIdle();
    if ("taken" in reply) sent.reject(new Error(`parse worker skipped ${sent.job.path}, which no other thread took`));
    else if ("error" in reply) sent.reject(new Error(`parse worker failed on ${sent.job.path}: ${reply.error}`));
    else sent.resolve("facts" in reply ? { outcome: { facts: decodeFacts(reply.facts) }, json: reply.facts } : { outcome: { unavailable: reply.unavailable }, json: null });
  }

  /** The workers keep the process alive only while some job waits for a worker's answer. */
  private unrefWhenIdle(): void {
    if (this.sent.size === 0) for (const s of this.slots ?? []) s.worker.unref();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiting = [...this.sent.values()];
    this.sent.clear();
    for (const s of this.slots ?? []) s.worker.unref();
    for (const sent of waiting) sent.reject(error);
  }

  /**
   * Takes a job sent to a worker that the worker has not begun, the last sent first (the one its worker would
   * come to last), and parses it on this thread: a thread with nothing left of its own to parse helps with what
   * the workers have queued (a worker still starting may hold jobs for a second) rather than wait for it. Its
   * promise is settled here; the worker answers only that it was taken. Gives when the parse is over, or null
   * when every job is begun.
   */
  steal(): Promise<void> | null {
    const waiting = [...this.sent];
    for (let i = waiting.length - 1; i >= 0; i--) {
      const [id, sent] = waiting[i] as [number, Sent];
      if (!claimJob(this.claims, id, POOL_CLAIM)) continue;
      this.sent.delete(id);
      sent.slot.text -= sent.text;
      // The worker's answer that the job was taken is not waited for.
      this.unrefWhenIdle();
      const source = sent.source;
      sent.source = "";
      return parseInThisThread(sent.job, source).then(sent.resolve, sent.reject);
    }
    return null;
  }

  /** Whether some job sent is not begun yet, for steal. */
  private get stealable(): boolean {
    for (const id of this.sent.keys()) if (isUnclaimed(this.claims, id)) return true;
    return false;
  }

  /**
   * Parses the jobs `next` gives until it gives null, asking for each only when a worker has room for it: what
   * makes a job (reading its file) runs while the workers parse the ones before. With `local`, this thread
   * parses too, one job at a time between the workers' answers, rather than wait for them: it has nothing else
   * to do meanwhile, and while the workers start (each loads its code, grammars and queries) it is the only one
   * parsing; once `next` has none left, it takes the jobs queued for the workers that they have not begun (see
   * steal). Outcomes in the order given.
   */
  run<T extends PoolJob>(next: () => T | null, local?: (job: T) => Promise<PoolOutcome>): Promise<PoolOutcome[]> {
    const slots = this.start();
    const outcomes: Promise<PoolOutcome>[] = [];
    // This run's jobs in flight per worker (a worker may hold jobs sent before, see parse).
    const inFlight = slots.map(() => 0);
    return new Promise((resolve, reject) => {
      let exhausted = false;
      let done = 0;
      let localBusy = false;
      const take = (): T | null => {
        if (exhausted) return null;
        let job: T | null;
        try {
          job = next();
        } catch (error) {
          reject(error as Error);
          exhausted = true;
          return null;
        }
        if (!job) exhausted = true;
        return job;
      };
      const settle = (): void => {
        if (exhausted && !localBusy && done === outcomes.length) resolve(Promise.all(outcomes));
      };
      const feed = (): void => {
        for (const [i, slot] of slots.entries()) {
          // A worker at work is kept busy: a few jobs or enough text queued, so that it never waits for this
          // thread, which may be in the middle of a file of its own. One still starting is sent few: until it
          // can parse, this thread parses the rest.
          const room = (n: number) => n < IN_FLIGHT || (slot.answered && n < MAX_IN_FLIGHT && slot.text < QUEUED_TEXT);
          while (room(inFlight[i] as number)) {
            const job = take();
            if (!job) break;
            const outcome = this.parse(job, slot);
            // The pool keeps its own reference while the job may be stolen.
            job.text = "";
            outcomes.push(outcome);
            inFlight[i] = (inFlight[i] as number) + 1;
            outcome.then(() => {
              done++;
              inFlight[i] = (inFlight[i] as number) - 1;
              feed();
            }, reject);
          }
        }
        if (local && !localBusy && (!exhausted || this.stealable)) {
          localBusy = true;
          // After the workers' answers waiting to be read: they are sent more before this thread parses.
          setImmediate(() => parseHere(local));
        }
        settle();
      };
      const parseHere = (parse: (job: T) => Promise<PoolOutcome>): void => {
        const job = take();
        if (!job) {
          // A stolen job is settled through its own promise (this run's, or a prefetch's); then another is looked for.
          const stolen = this.steal();
          if (stolen) {
            stolen.then(() => setImmediate(() => parseHere(parse)), reject);
            return;
          }
          localBusy = false;
          settle();
          return;
        }
        const outcome = parse(job);
        outcomes.push(outcome);
        outcome.then(() => {
          done++;
          localBusy = false;
          feed();
        }, reject);
      };
      feed();
    });
  }

  /**
   * run, over a batch given whole, the largest jobs first: the threads' last jobs are then small ones, so that
   * neither waits long for the other's last (a worker idle for a quarter of a second while this thread parsed a
   * 400 KB file last). Outcomes in the order given.
   */
  async runLargestFirst<T extends PoolJob>(jobs: readonly T[], local?: (job: T) => Promise<PoolOutcome>): Promise<PoolOutcome[]> {
    // Sized before any is sent: a job's text is let go once a thread has it.
    const order = jobs.map((job, at) => ({ job, at, size: job.text.length })).sort((a, b) => b.size - a.size || a.at - b.at);
    let next = 0;
    const fresh = await this.run(() => order[next++]?.job ?? null, local);
    const outcomes = new Array<PoolOutcome>(jobs.length);
    order.forEach(({ at }, k) => (outcomes[at] = fresh[k] as PoolOutcome));
    return outcomes;
  }

  /**
   * Whether a worker has little enough queued that a job sent now is begun soon: a question's files are sent
   * ahead (see Workspace.prefetch) only then, and the rest are left to run, where this thread parses too.
   */
  get hasRoom(): boolean {
    return this.started && (this.slots ?? []).some((s) => s.text < QUEUED_TEXT);
  }
}

let shared: ParsePool | null | undefined;

/**
 * The process's pool: a worker for each core but one, since the request's thread parses too (see run); null when
 * there is no worker script or one core. ODIN_SLICE_WORKERS sets the number of workers (0 for none).
 */
export function parsePool(): ParsePool | null {
  if (shared === undefined) {
    const script = fileURLToPath(new URL("./parseWorker.js", import.meta.url));
    const asked = Number(process.env.ODIN_SLICE_WORKERS);
    const size = Number.isInteger(asked) && asked >= 0 ? asked : availableParallelism() - 1;
    shared = existsSync(script) && size >= 1 ? new ParsePool(script, size) : null;
  }
  return shared;
}

/** Parses a job sent to the workers on this thread instead (see ParsePool.steal). */
function parseInThisThread(job: PoolJob, text: string): Promise<PoolOutcome> {
  const spec = languageNamed(job.language);
  if (!spec) return Promise.reject(new Error(`no language ${job.language}`));
  return indexText(job.path, spec, text, job.lineCount).then((outcome) => ({ outcome, json: null }));
}
