import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_OUTLINE_CAP
} from "./chunk-VEHLSGZ5.js";
import {
  loadGrammar,
  matchesWithDeadline,
  parseWithDeadline,
  treeSitter
} from "./chunk-UQKUPWTJ.js";
import {
  Repository,
  languages,
  languagesDirectory,
  normalizeNewlines,
  splitLines
} from "./chunk-FTX7Z7FU.js";
import {
  fail,
  ok
} from "./chunk-X6EQBXGC.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/core/outline/relevance.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function normalizeTerms(terms) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const term of terms) {
    const t = term.trim();
    if (t.length > 0 && !seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      out.push(t);
    }
  }
  return out;
}
__name(normalizeTerms, "normalizeTerms");
function parseTerms(text) {
  return normalizeTerms(text.split(/[\s,]+/));
}
__name(parseTerms, "parseTerms");
function words(text) {
  return text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}
__name(words, "words");
var KIND_WEIGHT = {
  package: 5,
  module: 4,
  class: 4,
  interface: 4,
  trait: 4,
  impl: 4,
  type: 3,
  enum: 3,
  function: 3,
  export: 2,
  method: 2,
  macro: 2,
  constant: 1,
  field: 1,
  variable: 1,
  import: 0
};
function termScore(item, terms) {
  if (terms.length === 0) return 0;
  const name = (item.name ?? "").toLowerCase();
  const nameWords = words(item.name ?? "");
  let score = 0;
  for (const given of terms) {
    const term = given.toLowerCase();
    const termWords = words(given);
    if (name.length > 0 && name === term) score += 8;
    else if (termWords.length > 0 && nameWords.length > 0 && termWords.every((w) => nameWords.includes(w))) score += 5;
    else if (name.length > 0 && name.includes(term)) score += 3;
    else if (item.text.includes(term)) score += 1;
  }
  return score;
}
__name(termScore, "termScore");
function relevanceOrder(items, terms) {
  const keys = items.map((item, index) => ({ index, score: termScore(item, terms), weight: KIND_WEIGHT[item.kind], depth: item.depth }));
  keys.sort((a, b) => b.score - a.score || b.weight - a.weight || a.depth - b.depth || a.index - b.index);
  return keys.map((k) => k.index);
}
__name(relevanceOrder, "relevanceOrder");
function chooseItems(items, order, limitBytes) {
  const kept = items.map(() => false);
  const keptChildren = items.map(() => 0);
  let bytes = 0;
  const fits = /* @__PURE__ */ __name((total) => total === 0 || total - 1 <= limitBytes, "fits");
  const hasChildren = items.map(() => false);
  for (const item of items) if (item.parent !== null) hasChildren[item.parent] = true;
  const everything = items.reduce((sum, item, i) => sum + (hasChildren[i] ? item.containerBytes : item.leafBytes), 0);
  if (fits(everything)) {
    for (let i = 0; i < items.length; i++) {
      kept[i] = true;
      const p = items[i].parent;
      if (p !== null) keptChildren[p] = keptChildren[p] + 1;
    }
    return kept;
  }
  for (const i of order) {
    if (kept[i]) continue;
    const item = items[i];
    let delta = item.leafBytes;
    const added = [i];
    let p = item.parent;
    while (p !== null && !kept[p]) {
      delta += items[p].containerBytes;
      added.push(p);
      p = items[p].parent;
    }
    if (p !== null && keptChildren[p] === 0) delta += items[p].containerBytes - items[p].leafBytes;
    if (!fits(bytes + delta)) continue;
    bytes += delta;
    for (const a of added) {
      kept[a] = true;
      const parent = items[a].parent;
      if (parent !== null) keptChildren[parent] = keptChildren[parent] + 1;
    }
  }
  return kept;
}
__name(chooseItems, "chooseItems");

// src/core/outline/outlineFile.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/outline/outlineLanguages.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// src/core/outline/outlineSchema.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var OUTLINE_SCHEMA = "odin-slice-outline-v1";
var OUTLINE_LANGUAGES = ["go", "java", "javascript", "python", "rust", "tsx", "typescript"];
var OUTLINE_KINDS = [
  "package",
  "import",
  "export",
  "module",
  "class",
  "interface",
  "trait",
  "impl",
  "type",
  "enum",
  "function",
  "method",
  "field",
  "constant",
  "variable",
  "macro"
];
function outlineText(condensate) {
  return condensate.lines.map((l) => l.text).join("\n");
}
__name(outlineText, "outlineText");

// src/core/outline/outlineLanguages.ts
var STRING_LISTS = ["queries", "comments", "attached", "wrappers", "transparent", "terminators", "indentedBodies"];
function parseDescriptor(language, text) {
  const raw = JSON.parse(text);
  for (const key of STRING_LISTS) {
    const value = raw[key];
    if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
      throw new Error(`${language}/outline.json: ${key} must be a list of strings`);
    }
  }
  const markers = raw.markers;
  if (!markers || typeof markers.bracketed !== "string" || !markers.bracketed.includes("{lines}")) {
    throw new Error(`${language}/outline.json: markers.bracketed must be a string containing {lines}`);
  }
  const indentedBodies = raw.indentedBodies;
  if (indentedBodies.length > 0 && (typeof markers.indented !== "string" || !markers.indented.includes("{lines}"))) {
    throw new Error(`${language}/outline.json: markers.indented must contain {lines} when there are indented bodies`);
  }
  return raw;
}
__name(parseDescriptor, "parseDescriptor");
function isOutlineLanguage(name) {
  return OUTLINE_LANGUAGES.includes(name);
}
__name(isOutlineLanguage, "isOutlineLanguage");
function outlineFolders() {
  const dir = languagesDirectory();
  return OUTLINE_LANGUAGES.filter((name) => existsSync(join(dir, name, "outline.json")));
}
__name(outlineFolders, "outlineFolders");
function readOutlineSpec(language, grammar) {
  const folder = join(languagesDirectory(), language);
  const descriptor = parseDescriptor(language, readFileSync(join(folder, "outline.json"), "utf8"));
  const querySource = descriptor.queries.map((q) => readFileSync(join(folder, q), "utf8")).join("\n");
  return { language, extensions: grammar.extensions, wasmPath: grammar.wasmPath, querySource, descriptor };
}
__name(readOutlineSpec, "readOutlineSpec");
var registry = null;
function outlineSpecs() {
  if (registry) return registry;
  const found = /* @__PURE__ */ new Map();
  const withData = new Set(outlineFolders());
  for (const spec of languages()) {
    if (!isOutlineLanguage(spec.name) || !withData.has(spec.name)) continue;
    found.set(spec.name, readOutlineSpec(spec.name, { wasmPath: spec.wasmPath, extensions: spec.extensions }));
  }
  registry = found;
  return found;
}
__name(outlineSpecs, "outlineSpecs");
function outlineSpecForPath(path) {
  const lower = path.toLowerCase();
  let best = null;
  let bestLength = 0;
  for (const spec of outlineSpecs().values()) {
    for (const ext of spec.extensions) {
      if (lower.endsWith(ext) && ext.length > bestLength) {
        best = spec;
        bestLength = ext.length;
      }
    }
  }
  return best;
}
__name(outlineSpecForPath, "outlineSpecForPath");

// src/core/outline/OutlineSlicer.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/tokens.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function estimateTokens(text) {
  return Math.ceil(Buffer.byteLength(text, "utf8") / 4);
}
__name(estimateTokens, "estimateTokens");
function fixedPointTokens(serializeWith) {
  let used = 0;
  for (; ; ) {
    const bytes = serializeWith(used);
    const next = estimateTokens(bytes);
    if (next === used) return { used, bytes };
    used = next;
  }
}
__name(fixedPointTokens, "fixedPointTokens");

// src/core/outline/collectItems.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function widen(node, wrappers) {
  let current = node;
  for (let parent = current.parent; parent && wrappers.has(parent.type); parent = parent.parent) current = parent;
  return current;
}
__name(widen, "widen");
function collectItems(tree, query, descriptor, deadlineMs) {
  const wrappers = new Set(descriptor.wrappers);
  const transparent = new Set(descriptor.transparent);
  const drafts = /* @__PURE__ */ new Map();
  const bodies = /* @__PURE__ */ new Set();
  const docs = /* @__PURE__ */ new Map();
  const matches = matchesWithDeadline(query, tree.rootNode, deadlineMs);
  if (matches === null) return null;
  for (const match of matches) {
    let item = null;
    let kind = null;
    let name = null;
    let members = null;
    for (const capture of match.captures) {
      if (capture.name.startsWith("item.")) {
        item = capture.node;
        kind = capture.name.slice(5);
      } else if (capture.name === "name") name = capture.node;
      else if (capture.name === "members") members = capture.node;
      else if (capture.name === "body") bodies.add(capture.node.id);
      else if (capture.name === "doc" && capture.node.parent) docs.set(capture.node.parent.id, capture.node);
    }
    if (!item || !kind) continue;
    const node = widen(item, wrappers);
    const existing = drafts.get(node.id);
    if (!existing || match.patternIndex < existing.pattern) {
      drafts.set(node.id, {
        kind,
        pattern: match.patternIndex,
        name: name ? name.text : existing?.name ?? null,
        node,
        members: members ?? existing?.members ?? null
      });
    } else {
      existing.name ??= name ? name.text : null;
      existing.members ??= members;
    }
  }
  const declarations = [];
  const stack = [{ mode: "scope", owner: null }];
  const cursor = tree.walk();
  try {
    if (!cursor.gotoFirstChild()) return { declarations, docs };
    for (; ; ) {
      const context = stack[stack.length - 1];
      const node = cursor.currentNode;
      let inner = null;
      if (context.mode === "scope") {
        const draft = drafts.get(node.id);
        if (draft) {
          const index = declarations.length;
          declarations.push({ kind: draft.kind, name: draft.name, node, members: draft.members, bodies: [], parent: context.owner, children: [] });
          if (context.owner !== null) declarations[context.owner].children.push(index);
          inner = { mode: "header", owner: index };
        } else if (transparent.has(node.type)) {
          inner = context;
        }
      } else {
        const owner = declarations[context.owner];
        if (owner.members && node.id === owner.members.id && owner.node.startPosition.row !== owner.node.endPosition.row) {
          inner = { mode: "scope", owner: context.owner };
        } else if (owner.members && node.id === owner.members.id) inner = context;
        else if (bodies.has(node.id)) owner.bodies.push(node);
        else inner = context;
      }
      if (inner && cursor.gotoFirstChild()) {
        stack.push(inner);
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (stack.length === 1 || !cursor.gotoParent()) return { declarations, docs };
        stack.pop();
      }
    }
  } finally {
    cursor.delete();
  }
}
__name(collectItems, "collectItems");
function errorShare(tree) {
  const root = tree.rootNode;
  const total = root.endIndex - root.startIndex;
  if (total === 0 || !root.hasError) return 0;
  let inError = 0;
  const cursor = tree.walk();
  try {
    let depth = 0;
    for (; ; ) {
      const node = cursor.currentNode;
      const descend = node.isError ? false : node.hasError;
      if (node.isError) inError += node.endIndex - node.startIndex;
      if (descend && cursor.gotoFirstChild()) {
        depth++;
        continue;
      }
      for (; ; ) {
        if (depth === 0) return inError / total;
        if (cursor.gotoNextSibling()) break;
        cursor.gotoParent();
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}
__name(errorShare, "errorShare");

// src/core/outline/outlineGrammar.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var ROLE_CAPTURES = /* @__PURE__ */ new Set(["name", "members", "body", "doc"]);
var KINDS = new Set(OUTLINE_KINDS);
var cache = /* @__PURE__ */ new Map();
function checkCaptureNames(language, names) {
  for (const name of names) {
    if (ROLE_CAPTURES.has(name)) continue;
    if (name.startsWith("item.") && KINDS.has(name.slice(5))) continue;
    throw new Error(`${language} outline query: unknown capture @${name}`);
  }
}
__name(checkCaptureNames, "checkCaptureNames");
function loadOutlineGrammar(spec) {
  const key = `${spec.language}\0${spec.wasmPath}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = (async () => {
      const [{ Parser, Query }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
      const query = new Query(language, spec.querySource);
      checkCaptureNames(spec.language, query.captureNames);
      const parser = new Parser();
      parser.setLanguage(language);
      return { spec, parser, query };
    })();
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}
__name(loadOutlineGrammar, "loadOutlineGrammar");

// src/core/outline/renderDeclaration.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var CLOSERS = { "{": "}", "(": ")", "[": "]" };
function lastRow(node) {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row - 1 : row;
}
__name(lastRow, "lastRow");
function fill(template, lines) {
  return template.replace("{lines}", `${lines} line${lines === 1 ? "" : "s"}`);
}
__name(fill, "fill");
var DeclarationRenderer = class {
  constructor(src, descriptor, docs) {
    this.src = src;
    this.descriptor = descriptor;
    this.docs = docs;
    this.comments = new Set(descriptor.comments);
    this.leading = /* @__PURE__ */ new Set([...descriptor.comments, ...descriptor.attached]);
    this.terminators = new Set(descriptor.terminators);
    this.indented = new Set(descriptor.indentedBodies);
  }
  src;
  descriptor;
  docs;
  static {
    __name(this, "DeclarationRenderer");
  }
  comments;
  leading;
  terminators;
  indented;
  render(decl) {
    const { start, prefix } = this.pieceStart(this.firstLeading(decl.node));
    const end = this.pieceEnd(decl.node);
    const startLine = decl.node.startPosition.row + 1;
    const endLine = lastRow(decl.node) + 1;
    const all = [...decl.bodies, ...decl.members ? [decl.members] : []].sort((a, b) => a.startIndex - b.startIndex);
    const leaf = this.renderRange(start, prefix, end, this.elisions(all));
    if (!decl.members) {
      return { leaf: leaf.lines, leafHidden: leaf.hidden, open: [], close: [], containerHidden: 0, startLine, endLine };
    }
    const members = decl.members;
    const before = this.elisions(decl.bodies.filter((b) => b.startIndex < members.startIndex));
    const after = this.elisions(decl.bodies.filter((b) => b.startIndex >= members.endIndex));
    let open;
    let close;
    if (this.indented.has(members.type)) {
      open = this.renderRange(start, prefix, members.startIndex, before);
      while (open.lines.length > 1 && open.lines[open.lines.length - 1].text === "") open.lines.pop();
      const doc = this.docs.get(members.id);
      if (doc) {
        const docPiece = this.pieceStart(doc);
        open.lines.push(...this.renderRange(docPiece.start, docPiece.prefix, doc.endIndex, []).lines);
      }
      close = { lines: [], hidden: 0 };
    } else {
      open = this.renderRange(start, prefix, members.startIndex + 1, before);
      const closing = this.pieceStart(members.endIndex - 1);
      close = this.renderRange(closing.start, closing.prefix, end, after);
    }
    return {
      leaf: leaf.lines,
      leafHidden: leaf.hidden,
      open: open.lines,
      close: close.lines,
      containerHidden: open.hidden + close.hidden,
      startLine,
      endLine
    };
  }
  /** The comments and attributes directly above a declaration (no blank line between) start its piece. */
  firstLeading(node) {
    let first = node;
    for (let s = node.previousSibling; s && this.leading.has(s.type); s = s.previousSibling) {
      if (lastRow(s) < first.startPosition.row - 1 || !this.src.startsLine(s.startIndex)) break;
      first = s;
    }
    return first;
  }
  /**
   * A piece starts at the beginning of its line; one that shares its line with something not shown starts at
   * its own first character, indented like that line so an indentation-sensitive language still parses.
   */
  pieceStart(at) {
    const index = typeof at === "number" ? at : at.startIndex;
    if (this.src.startsLine(index)) return { start: this.src.lineStart(index), prefix: "" };
    return { start: index, prefix: this.src.indentation(index) };
  }
  /** A declaration's piece takes the `;` after it and a comment that follows on its last line. */
  pieceEnd(node) {
    let end = node.endIndex;
    const row = lastRow(node);
    let s = node.nextSibling;
    while (s && !s.isNamed && this.terminators.has(s.type) && s.startPosition.row === row) {
      end = s.endIndex;
      s = s.nextSibling;
    }
    if (s && this.comments.has(s.type) && s.startPosition.row === row) end = s.endIndex;
    const text = this.src.text;
    while (end > node.startIndex && /\s/.test(text.charAt(end - 1))) end--;
    return end;
  }
  elisions(nodes) {
    const out = [];
    for (const node of nodes) {
      const e = this.indented.has(node.type) ? this.elideIndented(node) : this.elideBracketed(node);
      if (e) out.push(e);
    }
    return out;
  }
  /** Replaces what lies between a multi-line body's brackets. */
  elideBracketed(node) {
    const src = this.src;
    const open = node.startIndex;
    const close = node.endIndex - 1;
    if (node.startPosition.row === lastRow(node)) return null;
    if (CLOSERS[src.text.charAt(open)] !== src.text.charAt(close) || close <= open) return null;
    const hidden = src.contentLines(open + 1, close);
    if (hidden === 0) return null;
    let text = fill(this.descriptor.markers.bracketed, hidden);
    if (text.endsWith("\n")) text += src.indentation(close);
    return { start: open + 1, end: close, text, breakRow: src.rowOf(close), hidden };
  }
  /** Replaces an indented body, after its docstring if it has one. */
  elideIndented(node) {
    const src = this.src;
    const doc = this.docs.get(node.id);
    const from = doc ? doc.endIndex : node.startIndex;
    const hidden = src.contentLines(from, node.endIndex);
    if (hidden === 0 || !doc && node.startPosition.row === lastRow(node)) return null;
    const marker = fill(this.descriptor.markers.indented ?? "", hidden);
    if (!doc) return { start: from, end: node.endIndex, text: marker, breakRow: src.rowOf(from), hidden };
    let next = from;
    while (next < node.endIndex && /\s/.test(src.text.charAt(next))) next++;
    return { start: from, end: node.endIndex, text: `
${src.indentation(next)}${marker}`, breakRow: src.rowOf(next), hidden };
  }
  /** Source from `from` to `to` with the elisions applied, as numbered lines with trailing spaces removed. */
  renderRange(from, prefix, to, elisions) {
    const text = this.src.text;
    const lines = [];
    let current = { line: this.src.rowOf(from) + 1, text: prefix };
    let hidden = 0;
    const emitSource = /* @__PURE__ */ __name((a, b) => {
      if (a >= b) return;
      let row = this.src.rowOf(a);
      let segment = a;
      for (let nl = text.indexOf("\n", a); nl !== -1 && nl < b; nl = text.indexOf("\n", nl + 1)) {
        current.text += text.slice(segment, nl);
        lines.push(current);
        row++;
        current = { line: row + 1, text: "" };
        segment = nl + 1;
      }
      current.text += text.slice(segment, b);
    }, "emitSource");
    let pos = from;
    for (const e of elisions) {
      if (e.start < pos || e.end > to) continue;
      emitSource(pos, e.start);
      const parts = e.text.split("\n");
      current.text += parts[0];
      for (const part of parts.slice(1)) {
        lines.push(current);
        current = { line: e.breakRow + 1, text: part };
      }
      pos = e.end;
      hidden += e.hidden;
    }
    emitSource(pos, to);
    lines.push(current);
    for (const line of lines) line.text = line.text.trimEnd();
    return { lines, hidden };
  }
};

// src/core/outline/SourceText.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var SourceText = class {
  static {
    __name(this, "SourceText");
  }
  text;
  starts;
  constructor(text) {
    this.text = text;
    const starts = [0];
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    this.starts = starts;
  }
  /** The 0-based row of a string index. */
  rowOf(index) {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  lineStart(index) {
    return this.starts[this.rowOf(index)];
  }
  /** Whether only spaces and tabs precede this index on its line. */
  startsLine(index) {
    for (let i = index - 1; i >= 0; i--) {
      const c = this.text.charCodeAt(i);
      if (c === 10) return true;
      if (c !== 32 && c !== 9) return false;
    }
    return true;
  }
  /** The leading spaces and tabs of the line holding this index. */
  indentation(index) {
    const start = this.lineStart(index);
    let end = start;
    while (end < this.text.length && (this.text.charCodeAt(end) === 32 || this.text.charCodeAt(end) === 9)) end++;
    return this.text.slice(start, end);
  }
  /** How many lines between two indices hold something other than whitespace. */
  contentLines(from, to) {
    let count = 0;
    let counted = false;
    for (let i = from; i < to; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 10) counted = false;
      else if (!counted && c !== 32 && c !== 9 && c !== 13) {
        count++;
        counted = true;
      }
    }
    return count;
  }
};

// src/core/outline/TextSlicer.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var NEIGHBOURHOOD = 2;
var EDGE = 5;
function lineScore(lines, i, hits) {
  const text = lines[i];
  if (text.trim().length === 0) return -1;
  let score = 0;
  if (hits[i]) score += 100;
  for (let d = 1; d <= NEIGHBOURHOOD; d++) {
    if (hits[i - d] || hits[i + d]) {
      score += 40 - 10 * d;
      break;
    }
  }
  if (i < EDGE) score += 10;
  if (i >= lines.length - EDGE) score += 8;
  const indent = /^[ \t]*/.exec(text)?.[0].length ?? 0;
  if (indent === 0) score += 4;
  else if (indent <= 4) score += 2;
  return score;
}
__name(lineScore, "lineScore");
function sliceLinesUnderCap(text, cap, terms) {
  const lines = splitLines(normalizeNewlines(text));
  const cost = lines.map((l) => Buffer.byteLength(l, "utf8") + 1);
  const limit = cap * 4;
  const total = cost.reduce((a, b) => a + b, 0);
  let kept;
  if (total === 0 || total - 1 <= limit) kept = lines.map(() => true);
  else {
    const lower = lines.map((l) => l.toLowerCase());
    const lowerTerms = terms.map((t) => t.toLowerCase());
    const hits = lower.map((l) => lowerTerms.some((t) => l.includes(t)));
    const order = lines.map((_, i) => ({ i, score: lineScore(lines, i, hits) }));
    order.sort((a, b) => b.score - a.score || a.i - b.i);
    kept = lines.map(() => false);
    let bytes = 0;
    for (const { i, score } of order) {
      if (score < 0) break;
      const c = cost[i];
      if (bytes + c - 1 > limit) continue;
      bytes += c;
      kept[i] = true;
    }
  }
  const out = [];
  for (let i = 0; i < lines.length; i++) if (kept[i]) out.push({ line: i + 1, text: lines[i] });
  return out;
}
__name(sliceLinesUnderCap, "sliceLinesUnderCap");
var TextSlicer = class {
  constructor(terms, context) {
    this.context = context;
    this.terms = normalizeTerms(terms);
  }
  context;
  static {
    __name(this, "TextSlicer");
  }
  terms;
  slice(raw, cap) {
    const lines = sliceLinesUnderCap(raw, cap, this.terms);
    return {
      schema: OUTLINE_SCHEMA,
      file: this.context.file,
      slicer: "text",
      language: this.context.language,
      fallback: { reason: this.context.reason, detail: this.context.detail },
      terms: this.terms,
      cap_estimated_tokens: cap,
      used_estimated_tokens: estimateTokens(lines.map((l) => l.text).join("\n")),
      source_lines: splitLines(normalizeNewlines(raw)).length,
      items: [],
      omitted_items: 0,
      lines
    };
  }
};

// src/core/outline/OutlineSlicer.ts
var OUTLINE_PARSE_DEADLINE_MS = 2e3;
var MAX_ERROR_SHARE = 0.5;
function bytesOf(lines) {
  let n = 0;
  for (const l of lines) n += Buffer.byteLength(l.text, "utf8") + 1;
  return n;
}
__name(bytesOf, "bytesOf");
function symbolOf(declarations, index) {
  const names = [];
  for (let i = index; i !== null; i = declarations[i].parent) {
    const name = declarations[i].name;
    if (name !== null) names.unshift(name);
  }
  return declarations[index].name === null ? null : names.join(".");
}
__name(symbolOf, "symbolOf");
var OutlineSlicer = class _OutlineSlicer {
  constructor(grammar, terms, file) {
    this.grammar = grammar;
    this.file = file;
    this.terms = normalizeTerms(terms);
  }
  grammar;
  file;
  static {
    __name(this, "OutlineSlicer");
  }
  terms;
  /** A slicer for one language, with the caller's terms fixed for every slice it makes. */
  static async create(spec, terms, file = null) {
    return new _OutlineSlicer(await loadOutlineGrammar(spec), terms, file);
  }
  slice(raw, cap) {
    const text = normalizeNewlines(raw);
    const fallback = /* @__PURE__ */ __name((reason, detail) => new TextSlicer(this.terms, { file: this.file, language: this.grammar.spec.language, reason, detail }).slice(text, cap), "fallback");
    const { parser, query, spec } = this.grammar;
    const tree = parseWithDeadline(parser, text, OUTLINE_PARSE_DEADLINE_MS);
    if (!tree) return fallback("not_parsed", `the ${spec.language} parser gave up after ${OUTLINE_PARSE_DEADLINE_MS} ms`);
    let declarations;
    let rendered;
    try {
      const share = errorShare(tree);
      if (share > MAX_ERROR_SHARE) {
        return fallback("mostly_errors", `${Math.round(share * 100)}% of the file does not parse as ${spec.language}`);
      }
      const collected = collectItems(tree, query, spec.descriptor, OUTLINE_PARSE_DEADLINE_MS);
      if (!collected) return fallback("not_parsed", `reading the ${spec.language} declarations took longer than ${OUTLINE_PARSE_DEADLINE_MS} ms`);
      declarations = collected.declarations;
      const renderer = new DeclarationRenderer(new SourceText(text), spec.descriptor, collected.docs);
      rendered = declarations.map((d) => renderer.render(d));
    } finally {
      tree.delete();
    }
    if (declarations.length === 0 && text.trim().length > 0) {
      return fallback("no_declarations", `no declarations found that a ${spec.language} outline shows`);
    }
    const depth = declarations.map(() => 0);
    declarations.forEach((d, i) => {
      if (d.parent !== null) depth[i] = depth[d.parent] + 1;
    });
    const order = relevanceOrder(
      declarations.map((d, i) => ({
        kind: d.kind,
        name: d.name,
        depth: depth[i],
        text: rendered[i].leaf.map((l) => l.text).join("\n").toLowerCase()
      })),
      this.terms
    );
    const sized = declarations.map((d, i) => {
      const r = rendered[i];
      return { parent: d.parent, leafBytes: bytesOf(r.leaf), containerBytes: bytesOf(r.open) + bytesOf(r.close) };
    });
    const kept = chooseItems(sized, order, cap * 4);
    const { lines, items } = assemble(declarations, rendered, kept);
    const condensate = {
      schema: OUTLINE_SCHEMA,
      file: this.file,
      slicer: "outline",
      language: spec.language,
      fallback: null,
      terms: this.terms,
      cap_estimated_tokens: cap,
      used_estimated_tokens: estimateTokens(outlineText({ lines })),
      source_lines: splitLines(text).length,
      items,
      omitted_items: declarations.length - items.length,
      lines
    };
    const problem = this.parseProblem(outlineText(condensate));
    return problem ? fallback("outline_does_not_parse", problem) : condensate;
  }
  parseProblem(outline) {
    const tree = parseWithDeadline(this.grammar.parser, `${outline}
`, OUTLINE_PARSE_DEADLINE_MS);
    if (!tree) return "the outline could not be re-parsed in time";
    try {
      if (!tree.rootNode.hasError) return null;
      return `the outline has a syntax error near line ${firstErrorRow(tree.rootNode) + 1} of the outline (the file itself may not parse)`;
    } finally {
      tree.delete();
    }
  }
};
function firstErrorRow(root) {
  let node = root;
  for (; ; ) {
    if (node.isError || node.isMissing) return node.startPosition.row;
    const next = node.children.find((c) => c !== null && (c.hasError || c.isError || c.isMissing)) ?? null;
    if (!next) return node.startPosition.row;
    node = next;
  }
}
__name(firstErrorRow, "firstErrorRow");
function assemble(declarations, rendered, kept) {
  const keptChildren = declarations.map((d) => d.children.filter((c) => kept[c]).length);
  const subtreeEnd = declarations.map((_, i) => i);
  for (let i = declarations.length - 1; i >= 0; i--) {
    const children = declarations[i].children;
    if (children.length > 0) subtreeEnd[i] = subtreeEnd[children[children.length - 1]];
  }
  const lines = [];
  const items = [];
  const open = [];
  for (let i = 0; i < declarations.length; i++) {
    if (!kept[i]) continue;
    while (open.length > 0 && i > subtreeEnd[open[open.length - 1]]) {
      lines.push(...rendered[open.pop()].close);
    }
    const r = rendered[i];
    const container = keptChildren[i] > 0;
    lines.push(...container ? r.open : r.leaf);
    if (container) open.push(i);
    const d = declarations[i];
    items.push({
      kind: d.kind,
      symbol: symbolOf(declarations, i),
      start_line: r.startLine,
      end_line: r.endLine,
      hidden_lines: container ? r.containerHidden : r.leafHidden
    });
  }
  while (open.length > 0) lines.push(...rendered[open.pop()].close);
  return { lines, items };
}
__name(assemble, "assemble");

// src/core/outline/outlineFile.ts
async function slicerFor(path, terms, spec, skip = null) {
  if (skip !== null) return new TextSlicer(terms, { file: path, language: spec?.language ?? null, reason: "not_parsed", detail: skip });
  if (!spec) {
    return new TextSlicer(terms, { file: path, language: null, reason: "no_grammar", detail: "no outline grammar covers this file's extension" });
  }
  return OutlineSlicer.create(spec, terms, path);
}
__name(slicerFor, "slicerFor");
async function outlineFile(root, path, options = {}) {
  const cap = options.cap ?? DEFAULT_OUTLINE_CAP;
  if (!Number.isSafeInteger(cap) || cap < 1) return fail("invalid_request", `the cap must be a positive integer, not ${cap}`);
  const repo = Repository.open(root, options.limits);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(root)} is not a directory`);
  const checked = repo.checkPath(path);
  if (!checked.ok) return fail(checked.kind, checked.message, { anchor: path });
  const file = repo.read(checked.path);
  if (!file) return fail("invalid_anchor", `${checked.path} cannot be read`, { anchor: path });
  if (file.binary) return fail("invalid_anchor", `${checked.path} is a binary file`, { anchor: path });
  const spec = options.spec === void 0 ? outlineSpecForPath(checked.path) : options.spec;
  const slicer = await slicerFor(checked.path, options.terms ?? [], spec, file.skip);
  return ok(slicer.slice(file.text, cap));
}
__name(outlineFile, "outlineFile");

export {
  fixedPointTokens,
  parseTerms,
  outlineFile
};
