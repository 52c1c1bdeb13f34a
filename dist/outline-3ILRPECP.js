import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  OutlineUsageError
} from "./chunk-7UYPXDJA.js";
import {
  outlineFile,
  parseTerms
} from "./chunk-DNS2GQBT.js";
import "./chunk-OSASSA4E.js";
import "./chunk-HYD3L4HE.js";
import "./chunk-EODHRAGU.js";
import {
  failureRecord
} from "./chunk-2QPDDV3N.js";
import {
  __name
} from "./chunk-DBN72ILH.js";

// src/cli/outline.ts
import { parseArgs } from "node:util";

// src/core/outline/formatOutline.ts
function formatOutline(c) {
  const what = c.slicer === "outline" ? `outline (${c.language})` : `text lines (${c.fallback?.reason ?? "fallback"}: ${c.fallback?.detail ?? ""})`;
  const omitted = c.slicer === "outline" && c.omitted_items > 0 ? `, ${c.omitted_items} declarations left out by the cap` : "";
  const terms = c.terms.length > 0 ? `, terms: ${c.terms.join(", ")}` : "";
  const header = `# ${c.file ?? "(text)"}: ${what}; ${c.lines.length} of ${c.source_lines} lines, ${c.used_estimated_tokens} of ${c.cap_estimated_tokens} estimated tokens${omitted}${terms}`;
  const width = String(c.lines.length > 0 ? c.lines[c.lines.length - 1].line : 1).length;
  const body = c.lines.map((l) => `${String(l.line).padStart(width)}  ${l.text}`.trimEnd());
  return [header, ...body].join("\n") + "\n";
}
__name(formatOutline, "formatOutline");

// src/cli/outline.ts
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
