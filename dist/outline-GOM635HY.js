import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  OutlineUsageError
} from "./chunk-UDTMOW25.js";
import {
  formatOutline
} from "./chunk-QZLBQJ4O.js";
import {
  outlineFile,
  parseTerms
} from "./chunk-LXY32WRB.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-UQKUPWTJ.js";
import "./chunk-FTX7Z7FU.js";
import {
  failureRecord
} from "./chunk-X6EQBXGC.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/cli/outline.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
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
