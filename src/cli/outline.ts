// `odin-slice outline FILE [--root DIR] [--cap N] [--terms a,b] [--json]`: a file condensed to its declarations.
// Exit codes as for `packet`: 0 an outline, 2 usage, 3 a failure class.
import { parseArgs } from "node:util";
import { failureRecord } from "../core/failure.js";
import { outlineFile } from "../core/outline/outlineFile.js";
import { formatOutline } from "../core/outline/formatOutline.js";
import { parseTerms } from "../core/outline/relevance.js";
import { OutlineUsageError } from "./outlineUsage.js";

export async function runOutline(args: string[], io: { stdout: (text: string) => void }): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      root: { type: "string" },
      cap: { type: "string" },
      terms: { type: "string" },
      json: { type: "boolean" },
    },
  });
  if (positionals.length !== 1) throw new OutlineUsageError("outline takes exactly one FILE");
  if (values.cap !== undefined && !/^\d+$/.test(values.cap)) {
    throw new OutlineUsageError(`--cap takes a positive integer, not ${JSON.stringify(values.cap)}`);
  }
  const result = await outlineFile(values.root ?? ".", positionals[0] as string, {
    cap: values.cap === undefined ? undefined : Number(values.cap),
    terms: parseTerms(values.terms ?? ""),
  });
  if (!result.ok) {
    io.stdout(JSON.stringify(failureRecord(result.failure)));
    return 3;
  }
  io.stdout(values.json ? JSON.stringify(result.value) : formatOutline(result.value));
  return 0;
}
