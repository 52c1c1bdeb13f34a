// A worker thread of the parse pool: its own WebAssembly runtime and parsers; files in, FileFacts out.
import { parentPort } from "node:worker_threads";
import { indexText } from "./indexer.js";
import { languages } from "./languages.js";

export interface ParseJob {
  id: number;
  path: string;
  language: string;
  text: string;
  lineCount: number;
}

const port = parentPort;
if (port) {
  port.on("message", (job: ParseJob) => {
    const spec = languages().find((s) => s.name === job.language);
    if (!spec) {
      port.postMessage({ id: job.id, error: `no language ${job.language}` });
      return;
    }
    indexText(job.path, spec, job.text, job.lineCount).then(
      (outcome) => port.postMessage({ id: job.id, outcome }),
      (error: unknown) => port.postMessage({ id: job.id, error: String(error) }),
    );
  });
}
