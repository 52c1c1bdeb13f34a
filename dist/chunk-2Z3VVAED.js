import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  wasmFile
} from "./chunk-YGC5RMZK.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/core/parser.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/extractionQuery.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var BARRIER_CAPTURE = "odin.barrier";
function extractionQuerySource(spec) {
  if (spec.thisBarriers.length === 0) return spec.querySource;
  return `${spec.querySource}
[${spec.thisBarriers.map((t) => `(${t})`).join(" ")}] @${BARRIER_CAPTURE}
`;
}
__name(extractionQuerySource, "extractionQuerySource");

// src/core/parser.ts
var runtime = null;
var loaded = /* @__PURE__ */ new Map();
var grammars = /* @__PURE__ */ new Map();
function treeSitter() {
  runtime ??= import("./web-tree-sitter-ER5VPJ5G.js").then(async (ts) => {
    await ts.Parser.init({ locateFile: /* @__PURE__ */ __name(() => wasmFile("web-tree-sitter", "web-tree-sitter.wasm"), "locateFile") });
    return ts;
  });
  return runtime;
}
__name(treeSitter, "treeSitter");
function loadGrammar(wasmPath) {
  let entry = grammars.get(wasmPath);
  if (!entry) {
    entry = treeSitter().then((ts) => ts.Language.load(wasmPath));
    grammars.set(wasmPath, entry);
  }
  return entry;
}
__name(loadGrammar, "loadGrammar");
function loadLanguage(spec) {
  let entry = loaded.get(spec.name);
  if (!entry) {
    entry = (async () => {
      const [{ Parser, Query }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
      const parser = new Parser();
      parser.setLanguage(language);
      return { parser, query: new Query(language, extractionQuerySource(spec)) };
    })();
    loaded.set(spec.name, entry);
  }
  return entry;
}
__name(loadLanguage, "loadLanguage");
function parseWithDeadline(parser, text, deadlineMs) {
  const stopAt = performance.now() + deadlineMs;
  try {
    return parser.parse(text, null, { progressCallback: /* @__PURE__ */ __name(() => performance.now() > stopAt, "progressCallback") });
  } catch {
    return null;
  }
}
__name(parseWithDeadline, "parseWithDeadline");

// src/core/matchesWithDeadline.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function matchesWithDeadline(query, node, deadlineMs) {
  const stopAt = performance.now() + deadlineMs;
  let cancelled = false;
  const progressCallback = /* @__PURE__ */ __name((() => {
    if (performance.now() > stopAt) cancelled = true;
    return cancelled;
  }), "progressCallback");
  const matches = query.matches(node, { progressCallback });
  return cancelled ? null : matches;
}
__name(matchesWithDeadline, "matchesWithDeadline");

export {
  BARRIER_CAPTURE,
  matchesWithDeadline,
  treeSitter,
  loadGrammar,
  loadLanguage,
  parseWithDeadline
};
