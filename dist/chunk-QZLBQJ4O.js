import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/core/outline/formatOutline.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
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

export {
  formatOutline
};
