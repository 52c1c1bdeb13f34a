// A worker thread of the parse pool: its own WebAssembly runtime and parsers; files in, FileFacts out. It also
// takes its share of a shared sketch of a tree's words (sharedSketch.ts) when asked.
import { parentPort, workerData } from "node:worker_threads";
import { encodeFacts } from "./factsCodec.js";
import { indexText } from "./indexer.js";
import { languageNamed } from "./languages.js";
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
if (port) {
  port.on("message", (message: ParseJob | SketchMessage) => {
    if ("sketch" in message) {
      takeSketches({ ...message.sketch, paths: message.paths === "" ? [] : message.paths.split("\0") }, true);
      return;
    }
    const job = message;
    // The pool's thread may have taken this job while it waited here: it is parsed there, not again.
    if (!claimJob(claims, job.id, WORKER_CLAIM)) {
      port.postMessage({ id: job.id, taken: true } satisfies ParseReply);
      return;
    }
    const spec = languageNamed(job.language);
    if (!spec) {
      port.postMessage({ id: job.id, error: `no language ${job.language}` } satisfies ParseReply);
      return;
    }
    indexText(job.path, spec, job.text, job.lineCount).then(
      (outcome) =>
        port.postMessage(
          ("facts" in outcome ? { id: job.id, facts: encodeFacts(outcome.facts) } : { id: job.id, unavailable: outcome.unavailable }) satisfies ParseReply,
        ),
      (error: unknown) => port.postMessage({ id: job.id, error: String(error) } satisfies ParseReply),
    );
  });
}
