// Parsing on every core: a pool of worker threads, each with its own tree-sitter parsers, fed one file at a
// time. The worker script is the bundle's parseWorker.js beside this module; where it is absent (running from
// the TypeScript sources) there is no pool and files are parsed in this thread.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { decodeFacts } from "./factsCodec.js";
import type { FileOutcome } from "./indexer.js";
import type { ParseJob, ParseReply, SketchMessage } from "./parseWorker.js";
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
  busy: number;
}

/** Jobs kept in flight per worker, so that none waits for the next message. */
const IN_FLIGHT = 2;

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

  constructor(
    private readonly script: string,
    readonly size: number,
  ) {}

  private start(): Slot[] {
    this.slots ??= Array.from({ length: this.size }, () => {
      const worker = new Worker(this.script);
      worker.unref();
      return { worker, busy: 0 };
    });
    return this.slots;
  }

  /**
   * Sketches the words of every file (absolute paths) on every core, this thread included: each file's sketch,
   * null for an unreadable file, undefined for one left unsketched (see awaitSketches); and how many the workers
   * did. Synchronous: the caller is in the middle of a question.
   */
  sketchFiles(paths: readonly string[]): { sketches: (Int32Array | null | undefined)[]; byWorkers: number } {
    const job = newSharedSketchJob(paths, SKETCH_ARENA_BYTES);
    const { paths: _, ...shared } = job;
    const message: SketchMessage = { sketch: shared, paths: paths.join("\0") };
    for (const slot of this.start()) slot.worker.postMessage(message);
    takeSketches(job, false);
    awaitSketches(job, SKETCH_WAIT_MS);
    return sketchesOf(job);
  }

  /**
   * Parses the jobs `next` gives until it gives null, asking for each only when a worker has room for it: what
   * makes a job (reading its file) runs while the workers parse the ones before. Outcomes in the order given.
   */
  run(next: () => PoolJob | null): Promise<PoolOutcome[]> {
    const slots = this.start();
    const outcomes: PoolOutcome[] = [];
    const paths: string[] = [];
    let given = 0;
    let done = 0;
    let exhausted = false;
    return new Promise((resolve, reject) => {
      const cleanups: (() => void)[] = [];
      let finished = false;
      const finish = (error?: Error) => {
        if (finished) return;
        finished = true;
        for (const c of cleanups) c();
        for (const s of slots) s.worker.unref();
        if (error) reject(error);
        else resolve(outcomes);
      };
      const feed = (slot: Slot) => {
        while (!exhausted && slot.busy < IN_FLIGHT) {
          let job: PoolJob | null;
          try {
            job = next();
          } catch (error) {
            finish(error as Error);
            return;
          }
          if (!job) {
            exhausted = true;
            break;
          }
          const message: ParseJob = { id: given, path: job.path, language: job.language, text: job.text, lineCount: job.lineCount };
          paths.push(job.path);
          given++;
          slot.busy++;
          slot.worker.postMessage(message);
        }
        if (exhausted && done === given) finish();
      };
      for (const slot of slots) {
        slot.worker.ref();
        const onMessage = (reply: ParseReply) => {
          slot.busy--;
          if ("error" in reply) {
            finish(new Error(`parse worker failed on ${paths[reply.id]}: ${reply.error}`));
            return;
          }
          outcomes[reply.id] =
            "facts" in reply
              ? { outcome: { facts: decodeFacts(reply.facts) }, json: reply.facts }
              : { outcome: { unavailable: reply.unavailable }, json: null };
          done++;
          feed(slot);
        };
        const onError = (error: Error) => finish(error);
        slot.worker.on("message", onMessage);
        slot.worker.on("error", onError);
        cleanups.push(() => {
          slot.worker.off("message", onMessage);
          slot.worker.off("error", onError);
        });
      }
      for (const slot of slots) feed(slot);
    });
  }
}

let shared: ParsePool | null | undefined;

/**
 * The process's pool, or null when there is no worker script or one core. ODIN_SLICE_WORKERS sets the number of
 * workers (0 for none).
 */
export function parsePool(): ParsePool | null {
  if (shared === undefined) {
    const script = fileURLToPath(new URL("./parseWorker.js", import.meta.url));
    const asked = Number(process.env.ODIN_SLICE_WORKERS);
    const size = Number.isInteger(asked) && asked >= 0 ? asked : availableParallelism();
    shared = existsSync(script) && size >= 1 && (size > 1 || process.env.ODIN_SLICE_WORKERS !== undefined) ? new ParsePool(script, size) : null;
  }
  return shared;
}
