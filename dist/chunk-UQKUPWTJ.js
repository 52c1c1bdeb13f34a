import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  wasmFile
} from "./chunk-FTX7Z7FU.js";
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

// src/core/topLevelPatterns.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var isGroup = /* @__PURE__ */ __name((item) => item !== void 0 && "open" in item, "isGroup");
var isAtom = /* @__PURE__ */ __name((item, test) => item !== void 0 && !isGroup(item) && test(item.text), "isAtom");
var isCapture = /* @__PURE__ */ __name((item) => isAtom(item, (t) => t.startsWith("@")), "isCapture");
var isPredicate = /* @__PURE__ */ __name((item) => isGroup(item) && isAtom(item.items[0], (t) => t.startsWith("#")), "isPredicate");
var TOKEN = /(\s+|;[^\n]*)|[()[\]]|"(?:[^"\\]|\\.)*"?|[^\s()[\]";]+/gy;
function tokens(text) {
  const out = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    if (m[1] === void 0) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}
__name(tokens, "tokens");
function groups(list) {
  const stack = [{ open: "(", items: [], start: 0, end: 0 }];
  for (const t of list) {
    const top = stack[stack.length - 1];
    if (t.text === "(" || t.text === "[") {
      const g = { open: t.text, items: [], start: t.start, end: t.end };
      top.items.push(g);
      stack.push(g);
    } else if (t.text === ")" || t.text === "]") {
      if (stack.length === 1 || t.text === ")" !== (top.open === "(")) return null;
      top.end = t.end;
      stack.pop();
    } else top.items.push(t);
  }
  return stack.length === 1 ? stack[0].items : null;
}
__name(groups, "groups");
function childMatchesApart(child, rootType) {
  const named = /* @__PURE__ */ __name((g) => isGroup(g) && g.open === "(" && isAtom(g.items[0], (t) => /^[A-Za-z][A-Za-z0-9_]*$/.test(t) && t !== rootType && t !== "ERROR"), "named");
  if (child.open === "(") return named(child);
  return child.items.length > 0 && child.items.every((item) => named(item) || isCapture(item));
}
__name(childMatchesApart, "childMatchesApart");
function patternsOf(source) {
  const items = groups(tokens(source));
  if (!items) return null;
  const patterns = [];
  for (const item of items) {
    const last = patterns[patterns.length - 1];
    if (last && !isGroup(item) && (item.text.startsWith("@") || /^[*+?]$/.test(item.text))) {
      last.suffixes.push(item);
      last.end = item.end;
    } else patterns.push({ head: item, suffixes: [], start: item.start, end: item.end });
  }
  return patterns;
}
__name(patternsOf, "patternsOf");
function unrooted(pattern, source, rootType) {
  const outer = pattern.head;
  if (!isGroup(outer) || pattern.suffixes.length > 0) return null;
  let rooted = outer;
  let predicates = [];
  if (isGroup(outer.items[0])) {
    rooted = outer.items[0];
    predicates = outer.items.slice(1);
    if (!predicates.every(isPredicate)) return null;
  }
  if (rooted.open !== "(" || !isAtom(rooted.items[0], (t) => t === rootType)) return null;
  const [child, ...after] = rooted.items.slice(1);
  if (!isGroup(child) || !after.every(isCapture) || !childMatchesApart(child, rootType)) return null;
  const last = after.length > 0 ? after[after.length - 1].end : child.end;
  const body = source.slice(child.start, last);
  if (predicates.length === 0) return body;
  return `(${body} ${predicates.map((p) => source.slice(p.start, p.end)).join(" ")})`;
}
__name(unrooted, "unrooted");
function splitTopLevelPatterns(source, rootType) {
  const patterns = patternsOf(source);
  if (!patterns) return null;
  const nested = [];
  const nestedPatterns = [];
  const top = [];
  const topPatterns = [];
  patterns.forEach((pattern, index) => {
    const apart = rootType === "" ? null : unrooted(pattern, source, rootType);
    if (apart === null) {
      nested.push(source.slice(pattern.start, pattern.end));
      nestedPatterns.push(index);
    } else {
      top.push(apart);
      topPatterns.push(index);
    }
  });
  return {
    nested: { source: nested.join("\n"), patterns: nestedPatterns },
    top: top.length > 0 ? { source: top.join("\n"), patterns: topPatterns } : null
  };
}
__name(splitTopLevelPatterns, "splitTopLevelPatterns");

// src/core/treeSitterDirect.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var direct = null;
var CAPTURE_WORDS = 6;
var UNLIMITED = 4294967295;
var RECENT_MASK = 1023;
function attachRuntime(module, nodeClass) {
  const m = module;
  const used = [m._ts_init, m._ts_query_matches_wasm, m._ts_node_symbol_wasm, m._free];
  if (used.some((f) => typeof f !== "function") || !(m.HEAP32 instanceof Int32Array) || !(m.HEAPU8 instanceof Uint8Array) || !(m.HEAPU32 instanceof Uint32Array)) {
    throw new Error("web-tree-sitter's module lacks the functions or memory view this version of odin-slice reads (see package.json for the version it pins)");
  }
  class DirectNode {
    static {
      __name(this, "DirectNode");
    }
    0 = 0;
    _children = void 0;
    _namedChildren = void 0;
    id;
    startIndex;
    startPosition;
    tree;
    constructor(tree, id, startIndex, row, column, other) {
      this[0] = other;
      this.id = id;
      this.startIndex = startIndex;
      this.startPosition = { row, column };
      this.tree = tree;
    }
  }
  Object.setPrototypeOf(DirectNode.prototype, nodeClass.prototype);
  const makeNode = DirectNode;
  direct = { module: m, transfer: m._ts_init() >> 2, makeNode };
}
__name(attachRuntime, "attachRuntime");
function runtime() {
  if (direct === null) throw new Error("tree-sitter's runtime was read before parser.ts set it up");
  return direct;
}
__name(runtime, "runtime");
function marshal(d, node) {
  const fields = node;
  const heap = d.module.HEAP32;
  const at = d.transfer;
  heap[at] = fields.id;
  heap[at + 1] = fields.startIndex;
  heap[at + 2] = fields.startPosition.row;
  heap[at + 3] = fields.startPosition.column;
  heap[at + 4] = fields[0];
}
__name(marshal, "marshal");
function queryMatches(query, node, progressCallback, maxStartDepth = UNLIMITED) {
  const out = [];
  const done = forEachMatch(query, node, progressCallback, (patternIndex, captures) => {
    out.push({ patternIndex, captures: captures.map((c) => ({ patternIndex, name: c.name, node: c.node })) });
  }, maxStartDepth);
  return done ? out : null;
}
__name(queryMatches, "queryMatches");
function forEachMatch(query, node, progressCallback, visit, maxStartDepth = UNLIMITED) {
  const d = runtime();
  const m = d.module;
  const tree = node.tree;
  let cancelled = false;
  const watch = /* @__PURE__ */ __name(() => cancelled ||= progressCallback(), "watch");
  m.currentQueryProgressCallback = watch;
  marshal(d, node);
  try {
    m._ts_query_matches_wasm(
      query[0],
      tree[0],
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      UNLIMITED,
      maxStartDepth
    );
  } finally {
    m.currentQueryProgressCallback = null;
  }
  let heap = m.HEAP32;
  const count = heap[d.transfer];
  const start = heap[d.transfer + 1];
  if (cancelled) {
    m._free(start);
    return false;
  }
  const names = query.captureNames;
  const predicates = query.textPredicates;
  const recentIds = new Int32Array(RECENT_MASK + 1);
  const recentNodes = new Array(RECENT_MASK + 1).fill(void 0);
  const reused = [];
  let at = start >> 2;
  for (let i = 0; i < count; i++) {
    heap = m.HEAP32;
    const patternIndex = heap[at];
    const captureCount = heap[at + 1];
    at += 2;
    let captures = reused[captureCount];
    if (captures === void 0) {
      captures = Array.from({ length: captureCount }, () => ({ patternIndex: 0, name: "", node: null }));
      reused[captureCount] = captures;
    }
    for (let c = 0; c < captureCount; c++) {
      const id = heap[at + 1];
      const slot = id >>> 3 & RECENT_MASK;
      let node2;
      if (recentIds[slot] === id) node2 = recentNodes[slot];
      else {
        node2 = new d.makeNode(tree, id, heap[at + 2], heap[at + 3], heap[at + 4], heap[at + 5]);
        recentIds[slot] = id;
        recentNodes[slot] = node2;
      }
      const capture = captures[c];
      capture.patternIndex = patternIndex;
      capture.name = names[heap[at]];
      capture.node = node2;
      at += CAPTURE_WORDS;
    }
    const tests = predicates[patternIndex];
    if (tests.length === 0 || tests.every((p) => p(captures))) visit(patternIndex, captures);
  }
  m._free(start);
  return true;
}
__name(forEachMatch, "forEachMatch");
function endIndexOf(node) {
  const m = runtime().module;
  const at = node.id;
  const bytes = m.HEAPU8;
  const size = bytes[at] & 1 ? bytes[at + 7] : m.HEAPU32[m.HEAPU32[at >> 2] + SUBTREE_SIZE_OFFSET >> 2];
  return node.startIndex + (size >>> 1);
}
__name(endIndexOf, "endIndexOf");
var SUBTREE_SIZE_OFFSET = 16;
function typeOf(node) {
  const d = runtime();
  marshal(d, node);
  const symbol = d.module._ts_node_symbol_wasm(node.tree[0]);
  return node.tree.language.types[symbol] || "ERROR";
}
__name(typeOf, "typeOf");

// src/core/parser.ts
var runtime2 = null;
var RUNTIME_MODULE = /* @__PURE__ */ Symbol.for("odin-slice.treeSitterModule");
var loaded = /* @__PURE__ */ new Map();
var grammars = /* @__PURE__ */ new Map();
function treeSitter() {
  runtime2 ??= import("./web-tree-sitter-ER5VPJ5G.js").then(async (ts) => {
    const holder = ts.Parser;
    const binding = holder[RUNTIME_MODULE] ?? { locateFile: /* @__PURE__ */ __name(() => wasmFile("web-tree-sitter", "web-tree-sitter.wasm"), "locateFile") };
    await ts.Parser.init(binding);
    holder[RUNTIME_MODULE] = binding;
    attachRuntime(binding, ts.Node);
    return ts;
  });
  return runtime2;
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
      return { parser, query: compileExtraction(Query, language, parser, extractionQuerySource(spec)) };
    })();
    loaded.set(spec.name, entry);
  }
  return entry;
}
__name(loadLanguage, "loadLanguage");
function compileExtraction(QueryClass, language, parser, source) {
  const empty = parser.parse("");
  const rootType = empty?.rootNode.type ?? "";
  empty?.delete();
  const split = splitTopLevelPatterns(source, rootType);
  if (!split) return wholeExtraction(QueryClass, language, source);
  return {
    nested: new QueryClass(language, split.nested.source),
    nestedPatterns: split.nested.patterns,
    top: split.top ? new QueryClass(language, split.top.source) : null,
    topPatterns: split.top?.patterns ?? [],
    rootType
  };
}
__name(compileExtraction, "compileExtraction");
function wholeExtraction(QueryClass, language, source) {
  const nested = new QueryClass(language, source);
  return { nested, nestedPatterns: Array.from({ length: nested.patternCount() }, (_, i) => i), top: null, topPatterns: [], rootType: "" };
}
__name(wholeExtraction, "wholeExtraction");
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
  return queryMatches(query, node, () => performance.now() > stopAt);
}
__name(matchesWithDeadline, "matchesWithDeadline");
function eachMatchUntil(query, node, stopAt, visit, maxStartDepth) {
  return forEachMatch(query, node, () => performance.now() > stopAt, visit, maxStartDepth);
}
__name(eachMatchUntil, "eachMatchUntil");

export {
  endIndexOf,
  typeOf,
  BARRIER_CAPTURE,
  matchesWithDeadline,
  eachMatchUntil,
  treeSitter,
  loadGrammar,
  loadLanguage,
  parseWithDeadline
};
