// A worker thread of the parse pool: its own WebAssembly runtime and parsers; files in, FileFacts out. It also
// takes its share of a shared sketch of a tree's words (sharedSketch.ts) when asked.
import { parentPort, workerData } from "node:worker_threads";
import { encodeFacts } from "./factsCodec.js";
import { indexText } from "./indexer.js";
import { languageNamed } from "./languages.js";
import { loadLanguage } from "./parser.js";
import { claimJob, WORKER_CLAIM } from "./jobClaims.js";
import { takeSketches, type SharedSketchJob } from "./sharedSketch.js";

export interface ParseJob {
  /** Also names the job's claim (see ParsePool.claims): the thread that claims it first parses it. */
  id: number;
  path: string;
  language: string;
  text: string;
  lineCount: number;
}

/** A share of a shared sketch (sharedSketch.ts); its paths joined by NUL, which no path holds: one string to copy. */
export interface SketchMessage {
  sketch: Omit<SharedSketchJob, "paths">;
  paths: string;
}

/**
 * A file's facts go back as text (factsCodec): one string crosses the thread boundary far more cheaply than the many
 * small objects of a structured clone, and the same text is what the index cache stores.
 */
export type ParseReply =
  | { id: number; facts: string }
  | { id: number; unavailable: string }
  | { id: number; error: string }
  | { id: number; taken: true };

/** What a worker is started with: the pool's claims on its jobs (see ParsePool). */
export interface ParseWorkerData {
  claims: SharedArrayBuffer;
}

const claims = new Int32Array((workerData as ParseWorkerData).claims);

const port = parentPort;

/** Jobs received and not begun, in order: one is claimed only when its parse can begin (see next). */
const queue: ParseJob[] = [];
let busy = false;

/**
 * Parses the queued jobs one at a time. A job is claimed only once its language is loaded, right before its
 * parse: while this thread starts (loading a grammar takes a tenth of a second or more), the jobs it was sent
 * stay free for the pool's thread to take rather than wait for it.
 */
async function next(): Promise<void> {
  if (busy) return;
  busy = true;
  for (let job = queue.shift(); job; job = queue.shift()) await parseOne(job);
  busy = false;
}

async function parseOne(job: ParseJob): Promise<void> {
  const spec = languageNamed(job.language);
  if (!spec) {
    port?.postMessage({ id: job.id, error: `no language ${job.language}` } satisfies ParseReply);
    return;
  }
  try {
    await loadLanguage(spec);
    if (!claimJob(claims, job.id, WORKER_CLAIM)) {
      // The pool's thread took it while it waited here: it is parsed there, not again.
      port?.postMessage({ id: job.id, taken: true } satisfies ParseReply);
      return;
    }
    const outcome = await indexText(job.path, spec, job.text, job.lineCount);
    port?.postMessage(("facts" in outcome ? { id: job.id, facts: encodeFacts(outcome.facts) } : { id: job.id, unavailable: outcome.unavailable }) satisfies ParseReply);
  } catch (error) {
    port?.postMessage({ id: job.id, error: String(error) } satisfies ParseReply);
  }
}

if (port) {
  port.on("message", (message: ParseJob | SketchMessage) => {
    // A sketch is taken at once, ahead of queued parses: the pool's thread waits for it.
    if ("sketch" in message) {
      takeSketches({ ...message.sketch, paths: message.paths === "" ? [] : message.paths.split("\0") }, true);
      return;
    }
    queue.push(message);
    void next();
  });
}
