// Entry point of the `odin-slice` command: the one place an unexpected fault is caught and reported.
import { tuneCompilers } from "../runtime/tuneCompilers.js";
import { runCli } from "./main.js";

tuneCompilers();
runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`odin-slice: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
