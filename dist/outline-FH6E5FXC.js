import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  OutlineUsageError
} from "./chunk-6N2FU2WA.js";
import {
  formatOutline
} from "./chunk-CHDGW6ZC.js";
import {
  outlineFile,
  parseTerms
} from "./chunk-SUO3JXMK.js";
import "./chunk-OSASSA4E.js";
import "./chunk-RO6NVSVZ.js";
import "./chunk-IX4GWCXO.js";
import {
  failureRecord
} from "./chunk-CABV6PFZ.js";
import {
  __name
} from "./chunk-OOSSRGWR.js";

// src/cli/outline.ts
import { parseArgs } from "node:util";
async function runOutline(args, io) {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      root: { type: "string" },
      cap: { type: "string" },
      terms: { type: "string" },
      json: { type: "boolean" }
    }
  });
  if (positionals.length !== 1) throw new OutlineUsageError("outline takes exactly one FILE");
  if (values.cap !== void 0 && !/^\d+$/.test(values.cap)) {
    throw new OutlineUsageError(`--cap takes a positive integer, not ${JSON.stringify(values.cap)}`);
  }
  const result = await outlineFile(values.root ?? ".", positionals[0], {
    cap: values.cap === void 0 ? void 0 : Number(values.cap),
    terms: parseTerms(values.terms ?? "")
  });
  if (!result.ok) {
    io.stdout(JSON.stringify(failureRecord(result.failure)));
    return 3;
  }
  io.stdout(values.json ? JSON.stringify(result.value) : formatOutline(result.value));
  return 0;
}
__name(runOutline, "runOutline");
export {
  runOutline
};
