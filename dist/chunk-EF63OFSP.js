#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  __name
} from "./chunk-CP2CZPWG.js";

// src/core/failure.ts
function ok(value) {
  return { ok: true, value };
}
__name(ok, "ok");
function fail(kind, message, details, recovery) {
  const failure = details ? { kind, message, details } : { kind, message };
  return { ok: false, failure: recovery === void 0 ? failure : { ...failure, recovery } };
}
__name(fail, "fail");
var RECOVERY = {
  invalid_request: "Give a non-empty task, a positive integer budget and a known mode.",
  invalid_depth: "Use neighborhood with depth 1, upstream or downstream with depth 2-4, or path or entrypoint with depth 10-20.",
  invalid_anchor: "Give a repository-relative FILE:START-END range of live lines, an existing path, or a symbol.",
  path_outside_root: "Give a path inside the repository; absolute paths, `..` and links that leave it are refused.",
  symbol_not_found: "Give a symbol that is defined in the repository at this commit, or a FILE:START-END range.",
  ambiguous_symbol: "Pick one of the candidates and give it as FILE#Qualified.Name or FILE:START-END.",
  analysis_unavailable: "This file's language has no parser here: use neighborhood mode with a line-range or path anchor.",
  anchor_exceeds_budget: "Give a narrower line range or a symbol, or a larger --budget.",
  path_not_found: "No call or reference path within the depth: check the peer, or ask again with a larger --depth.",
  entrypoint_path_not_found: "No public entrypoint reaches this anchor within the depth: ask again with a larger --depth.",
  stale_source: "The source changed while the packet was built: ask again.",
  packet_invalid: "The packet failed verification and was not sent; this is a bug worth reporting.",
  worker_output_invalid: "The model's answer broke the response contract and was rejected."
};
function recoveryOf(failure) {
  return failure.recovery ?? RECOVERY[failure.kind];
}
__name(recoveryOf, "recoveryOf");
function failureRecord(failure) {
  return { failure: failure.kind, message: failure.message, recovery: recoveryOf(failure), ...failure.details ?? {} };
}
__name(failureRecord, "failureRecord");

// src/core/languages.ts
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// src/core/wordSketch.ts
var WORD_BYTE = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  WORD_BYTE[b] = b >= 48 && b <= 57 || b >= 65 && b <= 90 || b >= 97 && b <= 122 || b === 95 || b === 36 || b >= 128 ? 1 : 0;
}
var DECLARED_AFTER = new Uint8Array(256);
for (let b = 0; b < 256; b++) DECLARED_AFTER[b] = WORD_BYTE[b] === 1 || b === 62 || b === 93 || b === 41 || b === 47 ? 1 : 0;
var BLANK = new Uint8Array(256);
for (const b of [9, 11, 12, 13, 32]) BLANK[b] = 1;
var NEWLINE = 10;
var SLASH = 47;
var STAR = 42;
var NO_COMMENT = 0;
var LINE_COMMENT = 1;
var BLOCK_COMMENT = 2;
function isWordByte(b) {
  return b >= 128 || WORD_BYTE[b] === 1;
}
__name(isWordByte, "isWordByte");
var SEED = 49721811;
var step = /* @__PURE__ */ __name((hash, byte) => (hash << 5 | hash >>> 27) ^ byte, "step");
function finish(h) {
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return h ^ h >>> 16;
}
__name(finish, "finish");
function declaredHash(hash) {
  return finish(hash ^ 1540483477);
}
__name(declaredHash, "declaredHash");
function keywordHash(hash) {
  return finish(hash ^ 668265263);
}
__name(keywordHash, "keywordHash");
var DECLARED = 1;
var AFTER_KEYWORD = 2;
var firstBit = /* @__PURE__ */ __name((hash, mask) => hash & mask, "firstBit");
var secondBit = /* @__PURE__ */ __name((hash, mask) => (hash >>> 16 | hash << 16) & mask, "secondBit");
function sketchWords(bytes, length, lexicon = null) {
  return sketchWordsInto(bytes, length, new Int32Array(sketchLength(length)), lexicon);
}
__name(sketchWords, "sketchWords");
function sketchLength(length) {
  let size = 2048;
  while (size < length) size *= 2;
  return size >>> 5;
}
__name(sketchLength, "sketchLength");
function sketchWordsInto(bytes, length, bits, lexicon = null) {
  const text = new Uint8Array(bytes.buffer, bytes.byteOffset, length);
  if (lexicon !== null) {
    if (sketchCodeInto(text, length, bits, lexicon)) return bits;
    bits.fill(0);
  }
  const mask = bits.length * 32 - 1;
  const placeOfDeclared = lexicon !== null && lexicon.keywords.length > 0 ? DECLARED | AFTER_KEYWORD : DECLARED;
  let i = 0;
  let declaredPlace = true;
  let lineStart = true;
  let comment = NO_COMMENT;
  while (i < length) {
    let b = text[i];
    while (WORD_BYTE[b] === 0) {
      if (b === NEWLINE) {
        declaredPlace = true;
        lineStart = true;
        comment = NO_COMMENT;
      } else if (BLANK[b] === 0) {
        if (lineStart) {
          lineStart = false;
          if (b === STAR || b === SLASH && text[i + 1] === STAR) comment = BLOCK_COMMENT;
          else if (b === SLASH && text[i + 1] === SLASH) comment = LINE_COMMENT;
        } else if (comment === BLOCK_COMMENT && b === SLASH && text[i - 1] === STAR) comment = NO_COMMENT;
        declaredPlace = DECLARED_AFTER[b] === 1;
      }
      if (++i >= length) return bits;
      b = text[i];
    }
    lineStart = false;
    i = sketchWordAt(text, length, i, bits, mask, declaredPlace && comment === NO_COMMENT ? placeOfDeclared : 0);
    declaredPlace = true;
  }
  return bits;
}
__name(sketchWordsInto, "sketchWordsInto");
function compileSketchLexicon(descriptor) {
  if (descriptor.comments !== "c") throw new Error(`unknown comment syntax ${JSON.stringify(descriptor.comments)}`);
  const opening = [];
  for (const { delimiter, escapes = false, lines = false } of descriptor.strings) {
    const quote = delimiter.charCodeAt(0);
    const triple = delimiter.length === 3 && delimiter === String.fromCharCode(quote).repeat(3);
    if (quote >= 128 || WORD_BYTE[quote] === 1 || quote === SLASH || quote === BACKSLASH || !(triple || delimiter.length === 1)) {
      throw new Error(`unsupported string delimiter ${JSON.stringify(delimiter)}`);
    }
    (opening[quote] ??= []).push({ quote, triple, escapes, lines });
  }
  const starting = new Uint8Array(256);
  starting[SLASH] = 1;
  for (const kinds of opening) {
    if (!kinds) continue;
    kinds.sort((a, b) => Number(b.triple) - Number(a.triple));
    starting[kinds[0].quote] = 1;
  }
  const stopping = new Uint8Array(256);
  for (const c of descriptor.unsupportedEscapes ?? "") stopping[c.charCodeAt(0)] = 1;
  const keywords = new Int32Array(
    (descriptor.declaringKeywords ?? []).map((word) => {
      const bytes = Buffer.from(word, "utf8");
      if (bytes.length === 0 || bytes.some((b) => WORD_BYTE[b] === 0)) throw new Error(`a declaring keyword must be one word: ${JSON.stringify(word)}`);
      return wordHash(bytes);
    })
  );
  return { starting, opening: Array.from({ length: 256 }, (_, b) => opening[b]), stopping, keywords };
}
__name(compileSketchLexicon, "compileSketchLexicon");
var BACKSLASH = 92;
function sketchCodeInto(text, length, bits, lexicon) {
  const mask = bits.length * 32 - 1;
  const starting = lexicon.starting;
  const keywords = lexicon.keywords;
  let i = 0;
  let declaredPlace = true;
  let afterKeyword = false;
  while (i < length) {
    let b = text[i];
    while (WORD_BYTE[b] === 0) {
      if (b === NEWLINE) declaredPlace = true;
      else if (BLANK[b] === 0) {
        if (starting[b] === 0) {
          declaredPlace = DECLARED_AFTER[b] === 1;
          afterKeyword = false;
        } else if (b === SLASH) {
          const next = text[i + 1];
          if (next !== SLASH && next !== STAR) afterKeyword = false;
          if (next === SLASH) {
            i = text.indexOf(NEWLINE, i + 2);
            if (i < 0) return true;
          } else if (next === STAR) {
            i += 2;
            for (; ; ) {
              i = text.indexOf(STAR, i);
              if (i < 0 || i + 1 >= length) return false;
              if (text[i + 1] === SLASH) break;
              i++;
            }
            i++;
          }
          declaredPlace = true;
        } else {
          i = sketchStringInto(text, length, i, bits, mask, lexicon);
          if (i < 0) return false;
          declaredPlace = false;
          afterKeyword = false;
        }
      }
      if (++i >= length) return true;
      b = text[i];
    }
    i = sketchWordAt(text, length, i, bits, mask, (declaredPlace ? DECLARED : 0) | (afterKeyword ? AFTER_KEYWORD : 0));
    declaredPlace = true;
    afterKeyword = false;
    for (let k = 0; k < keywords.length; k++) if (keywords[k] === lastWordHash) afterKeyword = true;
  }
  return true;
}
__name(sketchCodeInto, "sketchCodeInto");
function sketchStringInto(text, length, start, bits, mask, lexicon) {
  const quote = text[start];
  let kind;
  for (const k of lexicon.opening[quote] ?? []) {
    if (!k.triple || text[start + 1] === quote && text[start + 2] === quote) {
      kind = k;
      break;
    }
  }
  if (kind === void 0) return -1;
  let escaped = false;
  let place = DECLARED;
  const keywords = lexicon.keywords;
  for (let i = kind.triple ? start + 3 : start + 1; i < length; i++) {
    const b = text[i];
    if (escaped) {
      escaped = false;
      if (lexicon.stopping[b] === 1 || b === NEWLINE && !kind.lines) return -1;
    } else if (b === BACKSLASH && kind.escapes) {
      escaped = true;
      continue;
    } else if (b === quote && (!kind.triple || text[i + 1] === quote && text[i + 2] === quote)) return kind.triple ? i + 2 : i;
    else if (b === NEWLINE && !kind.lines) return -1;
    if (WORD_BYTE[b] === 1) {
      i = sketchWordAt(text, length, i, bits, mask, place) - 1;
      if (place === DECLARED) {
        for (let k = 0; k < keywords.length; k++) if (keywords[k] === lastWordHash) place = DECLARED | AFTER_KEYWORD;
      }
    }
  }
  return -1;
}
__name(sketchStringInto, "sketchStringInto");
var lastWordHash = 0;
function sketchWordAt(text, length, i, bits, mask, place) {
  let hash = SEED;
  let b = text[i];
  for (; ; ) {
    hash = step(hash, b);
    if (++i >= length) break;
    b = text[i];
    if (WORD_BYTE[b] === 0) break;
  }
  hash = finish(hash);
  lastWordHash = hash;
  setBits(bits, hash, mask);
  if ((place & DECLARED) !== 0) setBits(bits, declaredHash(hash), mask);
  if ((place & AFTER_KEYWORD) !== 0) setBits(bits, keywordHash(hash), mask);
  return i;
}
__name(sketchWordAt, "sketchWordAt");
function setBits(bits, hash, mask) {
  const first = firstBit(hash, mask);
  const second = secondBit(hash, mask);
  bits[first >>> 5] = bits[first >>> 5] | 1 << (first & 31);
  bits[second >>> 5] = bits[second >>> 5] | 1 << (second & 31);
}
__name(setBits, "setBits");
function wordHash(word) {
  let hash = SEED;
  for (const b of word) hash = step(hash, b);
  return finish(hash);
}
__name(wordHash, "wordHash");
function sketchMayHold(sketch, hash) {
  const mask = sketch.length * 32 - 1;
  const first = firstBit(hash, mask);
  const second = secondBit(hash, mask);
  return (sketch[first >>> 5] & 1 << (first & 31)) !== 0 && (sketch[second >>> 5] & 1 << (second & 31)) !== 0;
}
__name(sketchMayHold, "sketchMayHold");

// src/core/languages.ts
function definitionPlacementOf(spec, sort) {
  let bySort = placementsBySort.get(spec);
  if (!bySort) {
    bySort = /* @__PURE__ */ new Map();
    placementsBySort.set(spec, bySort);
  }
  let placement = bySort.get(sort);
  if (placement === void 0) {
    const sites = definitionSitesOf(spec, sort);
    const keywords = spec.sketchLexicon?.declaringKeywords ?? [];
    if (keywords.length > 0 && sites !== void 0 && sites.length > 0 && sites.every((site) => site.afterKeyword === true)) placement = "afterKeyword";
    else placement = spec.definitionsAfterWords === true ? "afterWords" : "anywhere";
    bySort.set(sort, placement);
  }
  return placement;
}
__name(definitionPlacementOf, "definitionPlacementOf");
var placementsBySort = /* @__PURE__ */ new Map();
var here = dirname(fileURLToPath(import.meta.url));
var require2 = createRequire(import.meta.url);
function languagesDirectory() {
  const candidates = [join(here, "languages"), resolve(here, "../languages")];
  for (const c of candidates) if (existsSync(join(c, "typescript", "language.json"))) return c;
  throw new Error(`language folders not found (looked in ${candidates.join(", ")})`);
}
__name(languagesDirectory, "languagesDirectory");
function wasmFile(pkg, file) {
  const bundled = join(here, "wasm", file);
  if (existsSync(bundled)) return bundled;
  return require2.resolve(`${pkg}/${file}`);
}
__name(wasmFile, "wasmFile");
var registry = null;
var sitesBySort = /* @__PURE__ */ new Map();
function definitionSitesOf(spec, sort) {
  let bySort = sitesBySort.get(spec);
  if (!bySort) {
    bySort = /* @__PURE__ */ new Map();
    sitesBySort.set(spec, bySort);
  }
  if (!bySort.has(sort)) {
    const all = spec.definitionSites;
    bySort.set(sort, sort === "all" ? all : all?.filter((s) => s.declares === void 0 || s.declares === sort));
  }
  return bySort.get(sort);
}
__name(definitionSitesOf, "definitionSitesOf");
var lexicons = /* @__PURE__ */ new Map();
function sketchLexiconOf(spec) {
  if (!spec) return null;
  let lexicon = lexicons.get(spec);
  if (lexicon === void 0) {
    lexicon = spec.sketchLexicon === void 0 ? null : compileSketchLexicon(spec.sketchLexicon);
    lexicons.set(spec, lexicon);
  }
  return lexicon;
}
__name(sketchLexiconOf, "sketchLexiconOf");
function sketchLexiconForPath(path) {
  return sketchLexiconOf(languageForPath(path));
}
__name(sketchLexiconForPath, "sketchLexiconForPath");
var exportedPatterns = /* @__PURE__ */ new Map();
function exportedNamesOf(spec) {
  if (!spec) return null;
  let pattern = exportedPatterns.get(spec);
  if (pattern === void 0) {
    pattern = spec.exportedNames === void 0 ? null : new RegExp(spec.exportedNames, "u");
    exportedPatterns.set(spec, pattern);
  }
  return pattern;
}
__name(exportedNamesOf, "exportedNamesOf");
function languages() {
  if (registry) return registry;
  const dir = languagesDirectory();
  const specs = [];
  for (const name of readdirSync(dir).sort()) {
    const descriptorPath = join(dir, name, "language.json");
    if (!existsSync(descriptorPath)) continue;
    const descriptor = JSON.parse(readFileSync(descriptorPath, "utf8"));
    const spec = { ...descriptor, wasmPath: wasmFile(descriptor.grammar.package, descriptor.grammar.wasm) };
    let querySource;
    Object.defineProperty(spec, "querySource", {
      enumerable: true,
      get: /* @__PURE__ */ __name(() => querySource ??= descriptor.queries.map((q) => readFileSync(join(dir, name, q), "utf8")).join("\n"), "get")
    });
    specs.push(spec);
  }
  registry = specs;
  return specs;
}
__name(languages, "languages");
var inheriting = /* @__PURE__ */ new Map();
function inheritsMembers(spec) {
  let inherits = inheriting.get(spec);
  if (inherits === void 0) {
    inherits = /@heritage\b/.test(spec.querySource);
    inheriting.set(spec, inherits);
  }
  return inherits;
}
__name(inheritsMembers, "inheritsMembers");
function languageForPath(path) {
  const dot = path.lastIndexOf(".");
  if (dot < 0) return null;
  const last = path.slice(dot);
  let known = byLastPartAsWritten.get(last);
  if (known === void 0) {
    known = last.includes("/") ? null : languageOfLastPart(last.toLowerCase());
    if (byLastPartAsWritten.size > 1e4) byLastPartAsWritten.clear();
    byLastPartAsWritten.set(last, known);
  }
  return known === SEVERAL_PARTS ? matchLanguage(path) : known;
}
__name(languageForPath, "languageForPath");
var SEVERAL_PARTS = /* @__PURE__ */ Symbol("several parts");
var byLastPartAsWritten = /* @__PURE__ */ new Map();
var extensionsByLastPart = null;
function languageOfLastPart(lower) {
  extensionsByLastPart ??= byLastPart(languages());
  const candidates = extensionsByLastPart.get(lower);
  if (!candidates) return null;
  if (candidates.some(({ ext }) => ext !== lower)) return SEVERAL_PARTS;
  return candidates[0].spec;
}
__name(languageOfLastPart, "languageOfLastPart");
function matchLanguage(path) {
  extensionsByLastPart ??= byLastPart(languages());
  const lower = path.toLowerCase();
  const candidates = extensionsByLastPart.get(lower.slice(lower.lastIndexOf(".")));
  let best = null;
  let bestLength = 0;
  for (const { ext, spec } of candidates ?? []) {
    if (lower.endsWith(ext) && ext.length > bestLength) {
      best = spec;
      bestLength = ext.length;
    }
  }
  return best;
}
__name(matchLanguage, "matchLanguage");
function byLastPart(specs) {
  const map = /* @__PURE__ */ new Map();
  for (const spec of specs) {
    for (const ext of spec.extensions) {
      const last = ext.slice(ext.lastIndexOf("."));
      const list = map.get(last);
      if (list) list.push({ ext, spec });
      else map.set(last, [{ ext, spec }]);
    }
  }
  return map;
}
__name(byLastPart, "byLastPart");

// src/core/facts.ts
function mayBeCertainElsewhere(target) {
  switch (target.t) {
    case "def":
    case "several":
    case "uncertain":
      return false;
    case "unknown_receiver":
      return target.free !== void 0;
    case "typed":
      return target.type.t !== "name" || FOLLOWED_TYPE_NAMES.has(target.type.target.t);
    default:
      return true;
  }
}
__name(mayBeCertainElsewhere, "mayBeCertainElsewhere");
var FOLLOWED_TYPE_NAMES = /* @__PURE__ */ new Set(["def", "member", "typed", "import"]);
function ownerNamed(facts, target) {
  switch (target.t) {
    case "import": {
      const imported = facts.imports[target.imp].imported;
      return target.member !== null && imported !== "*" ? imported : null;
    }
    case "member":
      return facts.definitions[target.def].name;
    case "owned": {
      const chain = facts.definitions[target.def].chain;
      return chain.length >= 2 ? chain[chain.length - 2] : null;
    }
    case "unknown_receiver":
      return target.free ?? null;
    case "typed":
      return typeNamed(facts, target.type);
    default:
      return null;
  }
}
__name(ownerNamed, "ownerNamed");
function typeNamed(facts, type) {
  if (type.t === "self") return facts.definitions[type.def].name;
  if (type.t !== "name") return null;
  const target = type.target;
  switch (target.t) {
    case "def":
      return facts.definitions[target.def].name;
    case "member":
    case "typed":
      return target.member;
    case "import":
      return target.member ?? facts.imports[target.imp].imported;
    default:
      return null;
  }
}
__name(typeNamed, "typeNamed");
function isMember(def) {
  return def.parent >= 0 || def.owner !== void 0;
}
__name(isMember, "isMember");
function qualifiedName(def) {
  return def.chain.join(".");
}
__name(qualifiedName, "qualifiedName");

// src/core/repository.ts
import { lstatSync as lstatSync2, readdirSync as readdirSync2, readFileSync as readFileSync2, realpathSync, statSync } from "node:fs";
import { isAbsolute, join as join2, relative, sep } from "node:path";

// src/core/fileStamp.ts
import { lstatSync } from "node:fs";
var RACY_NS = 2000000000n;
function fileStamp(absolutePath) {
  let st;
  try {
    st = lstatSync(absolutePath, { bigint: true });
  } catch {
    return null;
  }
  const kind = st.isFile() ? "f" : st.isDirectory() ? "d" : null;
  if (kind === null) return null;
  const changed = st.mtimeNs > st.ctimeNs ? st.mtimeNs : st.ctimeNs;
  if (changed > BigInt(Date.now()) * 1000000n - RACY_NS) return null;
  return `${kind}:${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
}
__name(fileStamp, "fileStamp");

// src/core/lines.ts
function normalizeNewlines(text) {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}
__name(normalizeNewlines, "normalizeNewlines");
function splitLines(normalized) {
  if (normalized.length === 0) return [];
  const lines = normalized.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}
__name(splitLines, "splitLines");
function sliceLines(lines, start, end) {
  return lines.slice(start - 1, end).join("\n");
}
__name(sliceLines, "sliceLines");

// src/core/repository.ts
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set([
  ".git",
  "node_modules",
  "vendor",
  "dist",
  "build",
  "target"
]);
var IN_SKIPPED_DIRECTORY = new RegExp(`(?:^|/)(?:${[...SKIPPED_DIRECTORIES].map((name) => name.replace(/[.]/g, "\\.")).join("|")})/`);
var DEFAULT_LIMITS = { maxFileBytes: 1024 * 1024, maxLineLength: 4096, maxFiles: 2e5 };
function readingRules(limits) {
  return `${limits.maxFileBytes}/${limits.maxLineLength}`;
}
__name(readingRules, "readingRules");
var TextFile = class {
  /**
   * `skipOf` says why the file is skipped, if it is, from the length of its longest line (in UTF-16 units; for a
   * file made from bytes, in bytes, which is never less).
   */
  constructor(path, text, skipOf = () => null) {
    this.path = path;
    let newline;
    if (typeof text === "string") {
      this.decoded = text;
      newline = /* @__PURE__ */ __name((from) => text.indexOf("\n", from), "newline");
    } else {
      this.bytes = text;
      newline = /* @__PURE__ */ __name((from) => text.indexOf(NEWLINE2, from), "newline");
    }
    let longest = 0;
    for (let from = 0; from < text.length; ) {
      this.starts.push(from);
      let nl = newline(from);
      if (nl < 0) nl = text.length;
      if (nl - from > longest) longest = nl - from;
      from = nl + 1;
    }
    this.skip = skipOf(longest);
  }
  path;
  static {
    __name(this, "TextFile");
  }
  binary = false;
  /** Where each line starts: in `text`, or in `bytes` for a file made from them. */
  starts = [];
  /** Why the indexer skips the file, if it does. */
  skip;
  split = null;
  /**
   * The bytes of a file made from them (they hold no carriage return, so their lines are the text's): a slice is
   * decoded alone, and the whole text only when asked for. A packet's slices come from files of thousands of
   * lines (the JDK's `Character.java`), each decoded whole before.
   */
  bytes = null;
  decoded = null;
  /** The whole text. */
  get text() {
    this.decoded ??= this.bytes.toString("utf8");
    return this.decoded;
  }
  /** The number of lines (a last line without its newline counts; the empty text has none). */
  get lineCount() {
    return this.starts.length;
  }
  /** Every line, without its newline (splitLines). */
  get lines() {
    this.split ??= splitLines(this.text);
    return this.split;
  }
  /** Lines start..end (1-based, inclusive) as sliceLines gives them. */
  slice(start, end) {
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start || start > this.lineCount) return sliceLines(this.lines, start, end);
    const last = Math.min(end, this.lineCount);
    const from = this.starts[start - 1];
    const bytes = this.bytes;
    if (bytes) {
      const to2 = last < this.lineCount ? this.starts[last] - 1 : bytes[bytes.length - 1] === NEWLINE2 ? bytes.length - 1 : bytes.length;
      return bytes.toString("utf8", from, to2);
    }
    const text = this.text;
    const to = last < this.lineCount ? this.starts[last] - 1 : text.endsWith("\n") ? text.length - 1 : text.length;
    return text.slice(from, to);
  }
};
var NEWLINE2 = 10;
var CARRIAGE_RETURN = 13;
var listings = /* @__PURE__ */ new Map();
var LISTINGS_KEPT = 4;
function listTree(root) {
  const last = listings.get(root);
  if (last?.folders && [...last.folders].every(([dir, stamp]) => fileStamp(join2(root, dir)) === stamp)) return last.files;
  const out = [];
  const folders = /* @__PURE__ */ new Map();
  let stamped = last !== void 0;
  const stack = [""];
  while (stack.length > 0) {
    const dir = stack.pop();
    if (stamped) {
      const stamp = fileStamp(join2(root, dir));
      if (stamp === null) stamped = false;
      else folders.set(dir, stamp);
    }
    let entries;
    try {
      entries = readdirSync2(join2(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const rel = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) stack.push(rel);
      } else if (entry.isFile()) {
        out.push(rel);
      }
    }
  }
  out.sort();
  listings.delete(root);
  listings.set(root, { folders: stamped ? folders : null, files: out });
  if (listings.size > LISTINGS_KEPT) listings.delete(listings.keys().next().value);
  return out;
}
__name(listTree, "listTree");
function toPosix(p) {
  return sep === "/" ? p : p.split(sep).join("/");
}
__name(toPosix, "toPosix");
var Repository = class _Repository {
  constructor(root, limits, listed) {
    this.listed = listed;
    this.root = root;
    this.limits = limits;
  }
  listed;
  static {
    __name(this, "Repository");
  }
  root;
  limits;
  fileList = null;
  beyond = 0;
  cache = /* @__PURE__ */ new Map();
  /**
   * Opens a tree by its canonical path; null when it is not a directory. `listed`: its files as the shell knows
   * them already (a fresh checkout's regular files, from git's index: see IndexCache.givenFiles), sorted and
   * outside skipped folders, so that the tree is not walked.
   */
  static open(root, limits = DEFAULT_LIMITS, listed = null) {
    let canonical;
    try {
      canonical = realpathSync.native(root);
      if (!statSync(canonical).isDirectory()) return null;
    } catch {
      return null;
    }
    return new _Repository(canonical, limits, listed);
  }
  /**
   * Turns a user-given path into a repository-relative POSIX path, refusing absolute paths, `..` that leaves
   * the root, NUL bytes, `.git` and any link whose target lies outside the root.
   */
  checkPath(given) {
    if (given.includes("\0")) return { ok: false, kind: "invalid_anchor", message: "the path contains a NUL byte" };
    if (given.length === 0) return { ok: false, kind: "invalid_anchor", message: "the path is empty" };
    if (isAbsolute(given) || /^[A-Za-z]:[\\/]/.test(given) || given.startsWith("\\")) {
      return { ok: false, kind: "path_outside_root", message: `absolute path ${JSON.stringify(given)} is not allowed` };
    }
    const segments = [];
    for (const segment of given.replace(/\\/g, "/").split("/")) {
      if (segment === "" || segment === ".") continue;
      if (segment === "..") {
        if (segments.length === 0) {
          return { ok: false, kind: "path_outside_root", message: `${JSON.stringify(given)} leaves the repository` };
        }
        segments.pop();
      } else segments.push(segment);
    }
    if (segments.length === 0) return { ok: false, kind: "invalid_anchor", message: "the path names the root itself" };
    if (segments[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    const joined = join2(this.root, ...segments);
    let real;
    try {
      real = realpathSync.native(joined);
    } catch {
      if (this.leavesThroughLink(segments)) {
        return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} goes through a link that does not resolve inside the repository` };
      }
      return { ok: false, kind: "invalid_anchor", message: `${segments.join("/")} does not exist at this commit` };
    }
    const rel = relative(this.root, real);
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) {
      return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} resolves outside the repository` };
    }
    const relPosix = toPosix(rel);
    if (relPosix.split("/")[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    try {
      if (!statSync(real).isFile()) return { ok: false, kind: "invalid_anchor", message: `${relPosix} is not a file` };
    } catch {
      return { ok: false, kind: "invalid_anchor", message: `${relPosix} cannot be read` };
    }
    return { ok: true, path: relPosix };
  }
  /** Whether some prefix of the path is a link that resolves outside the root or not at all. */
  leavesThroughLink(segments) {
    for (let n = 1; n <= segments.length; n++) {
      const prefix = join2(this.root, ...segments.slice(0, n));
      let isLink;
      try {
        isLink = lstatSync2(prefix).isSymbolicLink();
      } catch {
        return false;
      }
      if (!isLink) continue;
      try {
        const rel = relative(this.root, realpathSync.native(prefix));
        if (rel.startsWith("..") || isAbsolute(rel)) return true;
      } catch {
        return true;
      }
    }
    return false;
  }
  /** Whether a relative path names anything in the tree (a file, a folder or a link, even a dangling one). */
  exists(given) {
    if (given.includes("\0") || isAbsolute(given)) return false;
    try {
      lstatSync2(join2(this.root, given));
      return true;
    } catch {
      return false;
    }
  }
  /** How many files the tree holds beyond `maxFiles`; they are never indexed (see `files`). */
  filesBeyondLimit() {
    this.files();
    return this.beyond;
  }
  /**
   * Every indexable file path, sorted; links are not followed and skipped folders are not entered. A tree with
   * more than `maxFiles` files is cut to the first ones in path order, so a huge tree costs bounded time and memory
   * and the packet says the index was partial, instead of the request running until something times out.
   */
  files() {
    if (this.fileList) return this.fileList;
    const out = this.listed ?? listTree(this.root);
    this.beyond = Math.max(0, out.length - this.limits.maxFiles);
    this.fileList = this.beyond > 0 ? out.slice(0, this.limits.maxFiles) : out;
    return this.fileList;
  }
  /** Whether a path lies in a folder the index skips (vendored or generated). */
  static isInSkippedDirectory(path) {
    return IN_SKIPPED_DIRECTORY.test(path);
  }
  /**
   * Reads a repository-relative path that `checkPath` produced or `files` listed; null when it cannot be read.
   */
  read(path) {
    const cached = this.cache.get(path);
    return cached !== void 0 ? cached : this.readWithBytes(path).file;
  }
  /**
   * `read`, with the bytes it read when it had to read them (null when the file was read before): what a blob id
   * is hashed from, so that a file is not read a second time for it.
   */
  readWithBytes(path) {
    const cached = this.cache.get(path);
    if (cached !== void 0) return { file: cached, bytes: null };
    const result = this.readUncached(path);
    this.cache.set(path, result.file);
    return result;
  }
  /**
   * The current bytes, never cached: the verifier re-reads what the builder read. Null when the file cannot be
   * read; undefined for a path that is not canonical inside the root.
   */
  readFresh(path) {
    return this.isCanonical(path) ? this.readChecked(path).file : void 0;
  }
  /**
   * readFresh for one check of a packet or an answer: each file is read from disk once for the whole check, however
   * many of its ranges are compared (a packet of seven slices of zod's 160 KB `types.ts` decoded it seven times).
   */
  freshReader() {
    const files = /* @__PURE__ */ new Map();
    return (path) => {
      if (!files.has(path)) files.set(path, this.readFresh(path));
      return files.get(path);
    };
  }
  isCanonical(path) {
    const checked = this.checkPath(path);
    return checked.ok && checked.path === path;
  }
  readUncached(path) {
    return this.isCanonical(path) ? this.readChecked(path) : { file: null, bytes: null };
  }
  /** A canonical path's file and bytes as they are on disk. */
  readChecked(path) {
    let buffer;
    try {
      buffer = readFileSync2(join2(this.root, path));
    } catch {
      return { file: null, bytes: null };
    }
    return { file: sourceFile(path, buffer, this.limits), bytes: buffer };
  }
};
function sourceFile(path, buffer, limits) {
  if (buffer.includes(0)) return { binary: true, path };
  const skipOf = /* @__PURE__ */ __name((longest) => {
    if (buffer.length > limits.maxFileBytes) return `larger than ${limits.maxFileBytes} bytes`;
    if (longest > limits.maxLineLength) return `has a line longer than ${limits.maxLineLength} characters (minified or generated)`;
    return null;
  }, "skipOf");
  if (!buffer.includes(CARRIAGE_RETURN)) {
    const file = new TextFile(path, buffer, skipOf);
    if (file.skip === null) return file;
  }
  return new TextFile(path, normalizeNewlines(buffer.toString("utf8")), skipOf);
}
__name(sourceFile, "sourceFile");

// src/core/indexCache.ts
import { createHash } from "node:crypto";
import { closeSync, fstatSync, futimesSync, mkdirSync, openSync, readdirSync as readdirSync3, readFileSync as readFileSync3, readSync, renameSync, rmSync, statSync as statSync2, utimesSync, writeFileSync } from "node:fs";
import { createRequire as createRequire2 } from "node:module";
import { homedir } from "node:os";
import { join as join3 } from "node:path";

// src/core/entrypointsCodec.ts
function encodeEntrypoints(entry) {
  const byFile = /* @__PURE__ */ new Map();
  for (const key of entry.definitions) {
    const at = key.lastIndexOf("#");
    const file = key.slice(0, at);
    const defs = byFile.get(file);
    if (defs) defs.push(Number(key.slice(at + 1)));
    else byFile.set(file, [Number(key.slice(at + 1))]);
  }
  const head = { programs: [...entry.programs], files: [...byFile.keys()] };
  return [JSON.stringify(head), ...[...byFile.values()].map((defs) => defs.join(" "))].join("\n");
}
__name(encodeEntrypoints, "encodeEntrypoints");
function decodeEntrypoints(text) {
  const lines = text.split("\n");
  let head;
  try {
    head = JSON.parse(lines[0]);
  } catch {
    return null;
  }
  const strings = /* @__PURE__ */ __name((x) => Array.isArray(x) && x.every((v) => typeof v === "string"), "strings");
  if (!head || !strings(head.programs) || !strings(head.files) || head.files.length !== lines.length - 1) return null;
  return { definitions: new KeptDefinitions(head.files, lines), programs: new Set(head.programs) };
}
__name(decodeEntrypoints, "decodeEntrypoints");
var KeptDefinitions = class {
  constructor(files, lines) {
    this.files = files;
    this.lines = lines;
    files.forEach((file, i) => this.lineOf.set(file, i + 1));
  }
  files;
  lines;
  static {
    __name(this, "KeptDefinitions");
  }
  lineOf = /* @__PURE__ */ new Map();
  read = /* @__PURE__ */ new Map();
  added = /* @__PURE__ */ new Set();
  has(key) {
    if (this.added.size > 0 && this.added.has(key)) return true;
    const at = key.lastIndexOf("#");
    const file = key.slice(0, at);
    return this.defsOf(file)?.has(Number(key.slice(at + 1))) ?? false;
  }
  add(key) {
    this.added.add(key);
    return this;
  }
  *[Symbol.iterator]() {
    for (const file of this.files) for (const def of this.defsOf(file) ?? []) yield `${file}#${def}`;
    yield* this.added;
  }
  defsOf(file) {
    let defs = this.read.get(file);
    if (!defs) {
      const line = this.lineOf.get(file);
      if (line === void 0) return null;
      defs = new Set(this.lines[line].split(" ").map(Number));
      this.read.set(file, defs);
    }
    return defs;
  }
};

// src/core/factsCodec.ts
var FACTS_CODEC = "lines-2";
var KINDS = ["function", "method", "class", "interface", "type", "enum", "module", "variable"];
var BASE_KEYS = ["name", "kind", "chain", "start", "end", "parent"];
function derivedChain(defs, def) {
  const above = def.parent >= 0 ? defs[def.parent].chain : [];
  return def.owner === void 0 ? [...above, def.name] : [...above, def.owner, def.name];
}
__name(derivedChain, "derivedChain");
function sameStrings(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
__name(sameStrings, "sameStrings");
function definitionColumns(defs) {
  const columns = [[], "", [], [], [], [], [], []];
  let lastStart = 0;
  defs.forEach((def, i) => {
    const keys = Object.keys(def);
    const kind = KINDS.indexOf(def.kind);
    const usual = kind >= 0 && BASE_KEYS.every((k, j) => keys[j] === k);
    if (!usual) columns[7].push([i, def]);
    columns[0].push(def.name);
    columns[1] += String(Math.max(0, kind));
    columns[2].push(def.start - lastStart);
    lastStart = def.start;
    columns[3].push(def.end - def.start);
    columns[4].push(def.parent);
    columns[5].push(def.parent < i && sameStrings(def.chain, derivedChain(defs, def)) ? 0 : def.chain);
    if (usual && keys.length > BASE_KEYS.length) {
      const more = {};
      for (const k of keys.slice(BASE_KEYS.length)) more[k] = def[k];
      columns[6].push([i, more]);
    }
  });
  return columns;
}
__name(definitionColumns, "definitionColumns");
function definitionsOf(columns) {
  const [names, kinds, starts, lengths, parents, chains, more, whole] = columns;
  const defs = new Array(names.length);
  let start = 0;
  for (let i = 0; i < names.length; i++) {
    start += starts[i];
    const chain = chains[i];
    defs[i] = { name: names[i], kind: KINDS[kinds.charCodeAt(i) - 48], chain, start, end: start + lengths[i], parent: parents[i] };
  }
  for (const [i, keys] of more) Object.assign(defs[i], keys);
  for (const [i, def] of whole) defs[i] = def;
  for (let i = 0; i < defs.length; i++) if (chains[i] === 0) defs[i].chain = derivedChain(defs, defs[i]);
  return defs;
}
__name(definitionsOf, "definitionsOf");
var NONE = { places: [], references: [] };
var NEWLINE3 = 10;
function placesByName(references) {
  const byName = /* @__PURE__ */ new Map();
  references.forEach((ref, i) => {
    const places = byName.get(ref.name);
    if (places) places.push(i);
    else byName.set(ref.name, [i]);
  });
  return byName;
}
__name(placesByName, "placesByName");
function encodeFacts(facts) {
  const byName = placesByName(facts.references);
  const head = { ...facts, definitions: definitionColumns(facts.definitions), references: null };
  let text = `${JSON.stringify(head)}
${facts.references.length}`;
  for (const [name, places] of byName) text += `
${JSON.stringify(nameLine(name, places, facts.references))}`;
  return text;
}
__name(encodeFacts, "encodeFacts");
function nameLine(name, places, all) {
  const line = [name, [], "", [], [], [], [], []];
  const targetIndex = /* @__PURE__ */ new Map();
  let lastPlace = 0;
  let lastLine = 0;
  let renamed = false;
  for (const place of places) {
    const ref = all[place];
    line[1].push(place - lastPlace);
    lastPlace = place;
    line[2] += ref.kind === "call" ? "c" : "r";
    line[3].push(ref.line - lastLine);
    lastLine = ref.line;
    line[4].push(ref.unit);
    const key = JSON.stringify(ref.target);
    let t = targetIndex.get(key);
    if (t === void 0) {
      t = line[5].length;
      line[5].push(ref.target);
      targetIndex.set(key, t);
    }
    line[6].push(t);
    line[7].push(ref.label === name ? 0 : ref.label);
    if (ref.label !== name) renamed = true;
  }
  if (line[5].length === 1) line[6] = [];
  if (!renamed) line[7] = [];
  return line;
}
__name(nameLine, "nameLine");
function readNameLine(line, out) {
  const [name, places, kinds, lines, units, targets, target, labels] = line;
  let place = 0;
  let lineNumber = 0;
  for (let k = 0; k < places.length; k++) {
    place += places[k];
    lineNumber += lines[k];
    const label = labels.length === 0 ? 0 : labels[k];
    out(place, {
      name,
      kind: kinds.charCodeAt(k) === 99 ? "call" : "reference",
      line: lineNumber,
      unit: units[k],
      target: targets[target.length === 0 ? 0 : target[k]],
      label: label === 0 ? name : label
    });
  }
}
__name(readNameLine, "readNameLine");
var DecodedFacts = class _DecodedFacts {
  static {
    __name(this, "DecodedFacts");
  }
  path;
  language;
  lineCount;
  parsed;
  definitions;
  moduleUnits;
  imports;
  exports;
  packageName;
  entry;
  /** Shared by the copies factsAtPath makes; private, so that spreading the facts does not copy it. */
  #unread;
  constructor(head, path, unread) {
    this.path = path;
    this.language = head.language;
    this.lineCount = head.lineCount;
    this.parsed = head.parsed;
    this.definitions = head.definitions;
    this.moduleUnits = head.moduleUnits;
    this.imports = head.imports;
    this.exports = head.exports;
    this.packageName = head.packageName;
    this.entry = head.entry;
    this.#unread = unread;
  }
  /** The uses of facts read from text, or null for other facts. */
  static unreadOf(facts) {
    return facts instanceof _DecodedFacts ? facts.#unread : null;
  }
  get references() {
    const unread = this.#unread;
    if (unread.all === null) {
      unread.all = readAllUses(unread);
      unread.text = null;
    }
    return unread.all;
  }
  toJSON() {
    return {
      path: this.path,
      language: this.language,
      lineCount: this.lineCount,
      parsed: this.parsed,
      definitions: this.definitions,
      moduleUnits: this.moduleUnits,
      imports: this.imports,
      exports: this.exports,
      references: this.references,
      packageName: this.packageName,
      entry: this.entry
    };
  }
};
function decodeFacts(text) {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  const split = bytes.indexOf(NEWLINE3);
  if (split < 0) throw new Error("facts text without its uses");
  const read = JSON.parse(bytes.toString("utf8", 0, split));
  const head = read;
  head.definitions = definitionsOf(read.definitions);
  const countEnd = bytes.indexOf(NEWLINE3, split + 1);
  const count = Number(bytes.toString("latin1", split + 1, countEnd < 0 ? bytes.length : countEnd));
  return new DecodedFacts(head, head.path, { text: bytes.subarray(split), count: Number.isInteger(count) ? count : -1, named: /* @__PURE__ */ new Map(), all: null });
}
__name(decodeFacts, "decodeFacts");
function readAllUses(unread) {
  const bytes = unread.text;
  if (unread.count < 0) throw new SyntaxError("facts text without the count of its uses");
  const first = bytes.indexOf(NEWLINE3, 1);
  const lines = first < 0 ? [] : JSON.parse(`[${bytes.toString("utf8", first + 1).replaceAll("\n", ",")}]`);
  const references = new Array(unread.count);
  for (const line of lines) readNameLine(line, (place, ref) => references[place] = ref);
  return references;
}
__name(readAllUses, "readAllUses");
var namedOfRead = /* @__PURE__ */ new WeakMap();
function referencesNamed(facts, name) {
  const unread = DecodedFacts.unreadOf(facts);
  if (unread && unread.text !== null && unread.count >= 0) {
    let named = unread.named.get(name);
    if (!named) {
      named = readOneName(unread.text, name);
      unread.named.set(name, named);
    }
    return named;
  }
  const all = facts.references;
  let byName = namedOfRead.get(all);
  if (!byName) {
    byName = new Map([...placesByName(all)].map(([n, places]) => [n, { places, references: places.map((i) => all[i]) }]));
    namedOfRead.set(all, byName);
  }
  return byName.get(name) ?? NONE;
}
__name(referencesNamed, "referencesNamed");
function readOneName(bytes, name) {
  const start = bytes.indexOf(`
[${JSON.stringify(name)},`, 0, "utf8");
  if (start < 0) return NONE;
  const end = bytes.indexOf(NEWLINE3, start + 1);
  const named = { places: [], references: [] };
  readNameLine(JSON.parse(bytes.toString("utf8", start + 1, end < 0 ? bytes.length : end)), (place, ref) => {
    named.places.push(place);
    named.references.push(ref);
  });
  return named;
}
__name(readOneName, "readOneName");
function factsAtPath(facts, path) {
  if (facts.path === path) return facts;
  const unread = DecodedFacts.unreadOf(facts);
  if (unread) return new DecodedFacts(facts, path, unread);
  return { ...facts, path };
}
__name(factsAtPath, "factsAtPath");

// src/core/nameIndex.ts
var NAME_INDEX_FORMAT = "odin-slice-names-13";
var MAGIC = 827216719;
var HEADER_WORDS = 7;
var BLOB_BYTES = 20;
var NO_BLOB = "0".repeat(2 * BLOB_BYTES);
var NAMES_PER_BLOCK = 64;
var LISTS = 6;
function namespaceUseKey(name, source) {
  return `${name}\0${source}`;
}
__name(namespaceUseKey, "namespaceUseKey");
function memberUseKey(name, owner) {
  return `${name}${owner}`;
}
__name(memberUseKey, "memberUseKey");
function moduleSourceKey(source) {
  return `${source}`;
}
__name(moduleSourceKey, "moduleSourceKey");
function namesOfFacts(f) {
  const mentioned = /* @__PURE__ */ new Set();
  const defined = /* @__PURE__ */ new Set();
  const members = /* @__PURE__ */ new Set();
  const others = /* @__PURE__ */ new Set();
  const certainly = /* @__PURE__ */ new Set();
  const possibly = /* @__PURE__ */ new Set();
  for (const d of f.definitions) {
    mentioned.add(d.name);
    defined.add(d.name);
    (isMember(d) ? members : others).add(d.name);
  }
  for (const e of f.exports) {
    if ("exported" in e) {
      mentioned.add(e.exported);
      defined.add(e.exported);
    }
    if ("imported" in e) {
      mentioned.add(e.imported);
      certainly.add(e.imported);
    }
    if ("source" in e) mentioned.add(moduleSourceKey(e.source));
    else if ("all" in e) mentioned.add(moduleSourceKey(e.all));
  }
  for (const r of f.references) {
    mentioned.add(r.name);
    if (mayBeCertainElsewhere(r.target)) {
      const binding = r.target.t === "import" && r.target.member !== null ? f.imports[r.target.imp] : void 0;
      const owner = ownerNamed(f, r.target);
      const key = binding?.imported === "*" ? namespaceUseKey(r.name, binding.source) : owner !== null ? memberUseKey(r.name, owner) : r.name;
      certainly.add(key);
      mentioned.add(key);
    }
    if (r.target.t === "unknown_receiver" || r.target.t === "typed") possibly.add(r.name);
  }
  for (const i of f.imports) {
    mentioned.add(moduleSourceKey(i.source));
    for (const name of [i.local, i.imported]) {
      mentioned.add(name);
      certainly.add(name);
    }
  }
  for (const set of [mentioned, defined, members, others, certainly, possibly]) set.delete("");
  return { mentioned, defined, members, others, certainly, possibly };
}
__name(namesOfFacts, "namesOfFacts");
var MENTIONED_LIST = 0;
var USE_LIST = { certainly: 4, possibly: 5 };
var SORT_LIST = { all: 1, members: 2, others: 3 };
function byteString(name) {
  return Buffer.from(name, "utf8").toString("latin1");
}
__name(byteString, "byteString");
function pushVarint(out, n) {
  while (n >= 128) {
    out.push(n & 127 | 128);
    n >>>= 7;
  }
  out.push(n);
}
__name(pushVarint, "pushVarint");
function wordAligned(n) {
  return n + 3 & ~3;
}
__name(wordAligned, "wordAligned");
function frontBytes(fileCount, blockCount, sampleBytes, pathBytes) {
  return 4 * (HEADER_WORDS + 2 * (blockCount + 1)) + wordAligned(sampleBytes) + BLOB_BYTES * fileCount + wordAligned(pathBytes);
}
__name(frontBytes, "frontBytes");
function buildNameIndex(files, factsOf, blobOf) {
  const indexed = [];
  const lists = /* @__PURE__ */ new Map([["", [indexed, [], [], [], [], []]]]);
  files.forEach((file, i) => {
    const facts = factsOf(file);
    if (!facts) return;
    indexed.push(i);
    const { mentioned, defined, members, others, certainly, possibly } = namesOfFacts(facts);
    for (const name of mentioned) {
      const key = byteString(name);
      let entry = lists.get(key);
      if (!entry) {
        entry = [[], [], [], [], [], []];
        lists.set(key, entry);
      }
      entry[0].push(i);
      if (defined.has(name)) entry[1].push(i);
      if (members.has(name)) entry[2].push(i);
      if (others.has(name)) entry[3].push(i);
      if (certainly.has(name)) entry[4].push(i);
      if (possibly.has(name)) entry[5].push(i);
    }
  });
  const names = [...lists.keys()].sort();
  const blocks = [];
  const firstNames = [];
  for (let from = 0; from < names.length; from += NAMES_PER_BLOCK) {
    const inBlock = names.slice(from, from + NAMES_PER_BLOCK);
    firstNames.push(inBlock[0]);
    blocks.push(encodeBlock(inBlock, (name) => lists.get(name)));
  }
  const sample = Buffer.from(firstNames.join(""), "latin1");
  const paths = Buffer.from(files.join("\n"), "utf8");
  const blocksBytes = blocks.reduce((sum, b) => sum + b.length, 0);
  const front = frontBytes(files.length, blocks.length, sample.length, paths.length);
  const out = new Uint8Array(front + blocksBytes);
  const words = new Uint32Array(out.buffer, 0, HEADER_WORDS + 2 * (blocks.length + 1));
  words.set([MAGIC, files.length, names.length, NAMES_PER_BLOCK, sample.length, paths.length, blocksBytes]);
  let blockAt = 0;
  let nameAt = 0;
  blocks.forEach((block, b) => {
    words[HEADER_WORDS + b] = blockAt;
    words[HEADER_WORDS + blocks.length + 1 + b] = nameAt;
    blockAt += block.length;
    nameAt += firstNames[b].length;
  });
  words[HEADER_WORDS + blocks.length] = blockAt;
  words[HEADER_WORDS + 2 * blocks.length + 1] = nameAt;
  let at = 4 * words.length;
  out.set(sample, at);
  at += wordAligned(sample.length);
  for (const file of files) {
    const blob = blobOf(file);
    if (blob && /^[0-9a-f]{40}$/.test(blob)) out.set(Buffer.from(blob, "hex"), at);
    at += BLOB_BYTES;
  }
  out.set(paths, at);
  at += wordAligned(paths.length);
  for (const block of blocks) {
    out.set(block, at);
    at += block.length;
  }
  return out;
}
__name(buildNameIndex, "buildNameIndex");
function encodeBlock(names, listsOf) {
  const nameOffsets = new Uint32Array(names.length + 1);
  const postingOffsets = new Uint32Array(names.length + 1);
  const postings = [];
  let nameBytes = 0;
  names.forEach((name, n) => {
    nameOffsets[n] = nameBytes;
    nameBytes += name.length;
    postingOffsets[n] = postings.length;
    listsOf(name).forEach((list) => {
      pushVarint(postings, list.length);
      let last = 0;
      for (const i of list) {
        pushVarint(postings, i - last);
        last = i;
      }
    });
  });
  nameOffsets[names.length] = nameBytes;
  postingOffsets[names.length] = postings.length;
  const offsetBytes = 8 * (names.length + 1);
  const out = new Uint8Array(wordAligned(offsetBytes + nameBytes + postings.length));
  const words = new Uint32Array(out.buffer, 0, 2 * (names.length + 1));
  words.set(nameOffsets, 0);
  words.set(postingOffsets, names.length + 1);
  out.set(Buffer.from(names.join(""), "latin1"), offsetBytes);
  out.set(postings, offsetBytes + nameBytes);
  return out;
}
__name(encodeBlock, "encodeBlock");
function corruptIndex() {
  return new Error("the kept name index is corrupt; remove the cache folder's reports to rebuild it");
}
__name(corruptIndex, "corruptIndex");
var NameIndex = class _NameIndex {
  constructor(front, fileCount, nameCount, perBlock, sampleBytes, pathBytes, blocksAt, readPart2) {
    this.fileCount = fileCount;
    this.nameCount = nameCount;
    this.perBlock = perBlock;
    this.blocksAt = blocksAt;
    this.readPart = readPart2;
    const blockCount = Math.ceil(nameCount / perBlock);
    this.blocks = new Array(blockCount);
    this.blockStarts = new Uint32Array(front.buffer, front.byteOffset + 4 * HEADER_WORDS, blockCount + 1);
    this.firstNameOffsets = new Uint32Array(front.buffer, front.byteOffset + 4 * (HEADER_WORDS + blockCount + 1), blockCount + 1);
    let at = front.byteOffset + 4 * (HEADER_WORDS + 2 * (blockCount + 1));
    this.firstNames = Buffer.from(front.buffer, at, sampleBytes);
    at += wordAligned(sampleBytes);
    this.blobs = Buffer.from(front.buffer, at, BLOB_BYTES * fileCount);
    at += BLOB_BYTES * fileCount;
    this.paths = Buffer.from(front.buffer, at, pathBytes);
  }
  fileCount;
  nameCount;
  perBlock;
  blocksAt;
  readPart;
  static {
    __name(this, "NameIndex");
  }
  /** Each block's start, from the first block's, and one past the last's end. */
  blockStarts;
  /** Each block's first name's offset into firstNames, and one past the last's end. */
  firstNameOffsets;
  firstNames;
  blocks;
  /** Each file's number, made at the first lookup by path: a request whose files line up with the index's asks none. */
  fileNumbers = null;
  looked = /* @__PURE__ */ new Map();
  blobs;
  paths;
  fileList = null;
  /** The index in `bytes`, or null when the bytes are not one. */
  static read(bytes) {
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
    return _NameIndex.open(aligned.length, (offset, length) => {
      if (offset + length > aligned.length) throw corruptIndex();
      return aligned.subarray(offset, offset + length);
    });
  }
  /**
   * The index of `size` bytes that `readPart` reads, or null when its front is not one: the front is read at
   * once, each block of names when a lookup first needs it. `readPart` must return word-aligned bytes.
   */
  static open(size, readPart2) {
    if (size < 4 * HEADER_WORDS) return null;
    const header = readPart2(0, 4 * HEADER_WORDS);
    const [magic, fileCount, nameCount, perBlock, sampleBytes, pathBytes, blocksBytes] = new Uint32Array(header.buffer, header.byteOffset, HEADER_WORDS);
    if (magic !== MAGIC || perBlock === 0) return null;
    const blockCount = Math.ceil(nameCount / perBlock);
    const front = frontBytes(fileCount, blockCount, sampleBytes, pathBytes);
    if (front + blocksBytes !== size) return null;
    const index = new _NameIndex(readPart2(0, front), fileCount, nameCount, perBlock, sampleBytes, pathBytes, front, readPart2);
    return index.wellFormed(blocksBytes) ? index : null;
  }
  /**
   * Whether the sections' offsets end where the sections do. Each offset a lookup reads is checked as it is read
   * (see blockOf, nameAt, decode): checking all of them here cost more than a small request's lookups.
   */
  wellFormed(blocksBytes) {
    const last = this.blocks.length;
    return this.blockStarts[last] === blocksBytes && this.firstNameOffsets[last] === this.firstNames.length;
  }
  /** The files the index was built from, sorted: a file's number is its position. */
  get files() {
    if (this.fileList === null) {
      const files = this.fileCount === 0 ? [] : this.paths.toString("utf8").split("\n");
      if (files.length !== this.fileCount) throw corruptIndex();
      this.fileList = files;
    }
    return this.fileList;
  }
  /**
   * Whether the index was built from exactly `files`, in order: compared with its paths in place, so that the
   * usual request (on the tree as it was listed then) never makes the index's 15,000 paths as strings.
   */
  linesUp(files) {
    if (files.length !== this.fileCount) return false;
    if (this.fileList !== null) return this.fileList === files || this.fileList.every((f, i) => f === files[i]);
    const paths = this.paths;
    let at = 0;
    for (let i = 0; i < files.length; i++) {
      const file = files[i];
      if (i > 0 && paths[at++] !== 10) return false;
      for (let k = 0; k < file.length; k++) {
        const c = file.charCodeAt(k);
        if (c >= 128) return this.files.every((f, j) => f === files[j]);
        if (paths[at++] !== c) return false;
      }
    }
    if (at !== paths.length) return false;
    this.fileList = files;
    return true;
  }
  numberOf(file) {
    if (!this.fileNumbers) {
      const numbers = /* @__PURE__ */ new Map();
      this.files.forEach((f, i) => numbers.set(f, i));
      this.fileNumbers = numbers;
    }
    return this.fileNumbers.get(file);
  }
  /** The blob id `file` had when the index was built, or null (not in the index, or it could not be read). */
  blobOf(file) {
    const i = this.numberOf(file);
    if (i === void 0) return null;
    const blob = this.blobs.toString("hex", BLOB_BYTES * i, BLOB_BYTES * (i + 1));
    return blob === NO_BLOB ? null : blob;
  }
  /** Whether `file` had, when the index was built, the blob id `blobNow()` gives (see blobAt). */
  sameBlob(file, blobNow) {
    const i = this.numberOf(file);
    return i !== void 0 && this.blobAt(i, blobNow());
  }
  /** Whether the file numbered `i` had blob id `blob` when the index was built. */
  blobAt(i, blob) {
    this.hexBlobs ??= this.blobs.toString("hex");
    return blob.length === 2 * BLOB_BYTES && blob !== NO_BLOB && this.hexBlobs.startsWith(blob, 2 * BLOB_BYTES * i);
  }
  /** Every file's blob id in lower-case hex, in file order, once asked for. */
  hexBlobs = null;
  /** The files whose facts hold `name`, in the order of `files`. */
  filesNaming(name) {
    return (this.list(name, MENTIONED_LIST) ?? []).map((i) => this.files[i]);
  }
  /** Whether `file`'s facts hold `name`. */
  names(file, name) {
    return this.holds(this.list(name, MENTIONED_LIST), file);
  }
  /**
   * The files whose facts declare or export `name` (sort "all"), or declare it as a member, or as anything but a
   * member, in the order of `files`.
   */
  filesDefining(name, sort = "all") {
    return (this.list(name, SORT_LIST[sort]) ?? []).map((i) => this.files[i]);
  }
  /** The files whose facts use `name` as `how` asks (see FileNames), in the order of `files`. */
  filesUsing(name, how) {
    return (this.list(name, USE_LIST[how]) ?? []).map((i) => this.files[i]);
  }
  /** The sources through whose namespace imports some file uses `name` (see namespaceUseKey), in byte order. */
  namespaceSources(name) {
    return this.keysAfter(namespaceUseKey(name, ""));
  }
  /** Every module source that some file's imports or re-exports name (see moduleSourceKey), in byte order. */
  moduleSources() {
    return this.keysAfter(moduleSourceKey(""));
  }
  /** The names of the types whose members some file's uses of `name` can reach alone (see memberUseKey), in byte order. */
  memberOwners(name) {
    return this.keysAfter(memberUseKey(name, ""));
  }
  /** What follows `start` in the keys that begin with it. */
  keysAfter(start) {
    const prefix = byteString(start);
    const out = [];
    for (let n = this.lowerBound(prefix); n < this.nameCount; n++) {
      const key = this.nameAt(n);
      if (!key.startsWith(prefix)) break;
      out.push(Buffer.from(key.slice(prefix.length), "latin1").toString("utf8"));
    }
    return out;
  }
  /** Whether `file` is one of filesUsing(name, how). */
  uses(file, name, how) {
    return this.holds(this.list(name, USE_LIST[how]), file);
  }
  /** Whether `file` had facts: a file that had none was not parsed (binary, too large, a line too long). */
  hasFacts(file) {
    return this.holds(this.list("", MENTIONED_LIST, true), file);
  }
  /** Whether `file`'s facts declare or export `name`, or declare it as one sort (see filesDefining). */
  defines(file, name, sort = "all") {
    return this.holds(this.list(name, SORT_LIST[sort]), file);
  }
  holds(list, file) {
    const i = this.numberOf(file);
    if (!list || i === void 0) return false;
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >>> 1;
      const at = list[mid];
      if (at === i) return true;
      if (at < i) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
  /** One of a name's lists, decoded when first asked; the empty name's (the files with facts) only when asked for as such. */
  list(name, k, indexedFiles = false) {
    if (name === "" && !indexedFiles) return void 0;
    let found = this.looked.get(name);
    if (found === void 0) {
      const n = this.find(byteString(name));
      found = n < 0 ? null : { n, lists: new Array(LISTS) };
      this.looked.set(name, found);
    }
    if (found === null) return void 0;
    let list = found.lists[k];
    if (list === void 0) {
      list = this.decode(found.n, k);
      found.lists[k] = list;
    }
    return list;
  }
  /** The number of a name (as byteString gives it), or -1. */
  find(key) {
    const n = this.lowerBound(key);
    return n < this.nameCount && this.nameAt(n) === key ? n : -1;
  }
  /** The number of the first name not before `key` (as byteString gives it); the count of names if none. */
  lowerBound(key) {
    let lo = 0;
    let hi = this.blocks.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (this.firstNameOf(mid) <= key) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return 0;
    const b = lo - 1;
    const block = this.blockOf(b);
    let first = 0;
    let last = block.count;
    while (first < last) {
      const mid = first + last >>> 1;
      if (nameIn(block, mid) < key) first = mid + 1;
      else last = mid;
    }
    return b * this.perBlock + first;
  }
  firstNameOf(b) {
    const from = this.firstNameOffsets[b];
    const to = this.firstNameOffsets[b + 1];
    if (from > to || to > this.firstNames.length) throw corruptIndex();
    return this.firstNames.toString("latin1", from, to);
  }
  nameAt(n) {
    return nameIn(this.blockOf(Math.floor(n / this.perBlock)), n % this.perBlock);
  }
  /** Block `b`, read when first asked for; a block whose offsets run past it is a corrupt file (a fault). */
  blockOf(b) {
    let block = this.blocks[b];
    if (block) return block;
    const from = this.blockStarts[b];
    const to = this.blockStarts[b + 1];
    const count = Math.min(this.perBlock, this.nameCount - b * this.perBlock);
    const offsetBytes = 8 * (count + 1);
    if (from > to || to - from < offsetBytes || to > this.blockStarts[this.blocks.length]) throw corruptIndex();
    const bytes = this.readPart(this.blocksAt + from, to - from);
    const nameOffsets = new Uint32Array(bytes.buffer, bytes.byteOffset, count + 1);
    const postingOffsets = new Uint32Array(bytes.buffer, bytes.byteOffset + 4 * (count + 1), count + 1);
    const nameBytes = nameOffsets[count];
    const postingBytes = postingOffsets[count];
    if (offsetBytes + nameBytes + postingBytes > bytes.length) throw corruptIndex();
    block = {
      count,
      nameOffsets,
      postingOffsets,
      names: Buffer.from(bytes.buffer, bytes.byteOffset + offsetBytes, nameBytes),
      postings: bytes.subarray(offsetBytes + nameBytes, offsetBytes + nameBytes + postingBytes)
    };
    this.blocks[b] = block;
    return block;
  }
  /**
   * List `k` of name number `n`: the lists before it are stepped over, an entry a varint. A list that runs past
   * its slot or names no file of the index is a corrupt file (a fault).
   */
  decode(n, k) {
    const block = this.blockOf(Math.floor(n / this.perBlock));
    const local = n % this.perBlock;
    const postings = block.postings;
    let at = block.postingOffsets[local];
    const end = block.postingOffsets[local + 1];
    if (at > end || end > postings.length) throw corruptIndex();
    const read = /* @__PURE__ */ __name(() => {
      let v = 0;
      for (let shift = 0; shift <= 28; shift += 7) {
        if (at >= end) break;
        const b = postings[at++];
        v += (b & 127) * 2 ** shift;
        if (b < 128) return v;
      }
      throw corruptIndex();
    }, "read");
    for (let before = 0; before < k; before++) {
      for (let entries = read(); entries > 0; entries--) {
        while (at < end && postings[at] >= 128) at++;
        if (at >= end) throw corruptIndex();
        at++;
      }
    }
    const length = read();
    if (length > end - at) throw corruptIndex();
    const out = new Array(length);
    let last = 0;
    for (let k2 = 0; k2 < length; k2++) {
      last += read();
      if (last >= this.fileCount) throw corruptIndex();
      out[k2] = last;
    }
    return out;
  }
};
function nameIn(block, local) {
  const from = block.nameOffsets[local];
  const to = block.nameOffsets[local + 1];
  if (from > to || to > block.names.length) throw corruptIndex();
  return block.names.toString("latin1", from, to);
}
__name(nameIn, "nameIn");

// src/core/indexCache.ts
var FACTS_FORMAT = "odin-slice-facts-3";
var DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;
var requireBuiltin = createRequire2(import.meta.url);
function zlib() {
  return requireBuiltin("node:zlib");
}
__name(zlib, "zlib");
var readNameIndexes = /* @__PURE__ */ new Map();
var READ_NAME_INDEXES = 4;
var listingOfBlobs = /* @__PURE__ */ new WeakMap();
var versionHash = null;
function cacheVersion() {
  if (!versionHash) {
    const folders = true ? "ff2d5158f36ce0169143548d91998b52e94309c0" : folderHash(languagesDirectory2());
    versionHash = createHash("sha1").update(FACTS_FORMAT).update(FACTS_CODEC).update("\0").update(folders).digest("hex");
  }
  return versionHash;
}
__name(cacheVersion, "cacheVersion");
var engineHash = null;
function engineVersion() {
  if (!engineHash) {
    const h = createHash("sha1").update(cacheVersion());
    if (true) h.update("fac2f569b21cf306b38800112efbc883195829ff");
    else {
      try {
        h.update(readFileSync3(fileURLToPath(import.meta.url)));
      } catch {
        h.update(String(Date.now()));
      }
    }
    engineHash = h.digest("hex");
  }
  return engineHash;
}
__name(engineVersion, "engineVersion");
var USE_TIME_GRAIN_MS = 60 * 60 * 1e3;
function markUsed(mtimeMs, touch) {
  const now = Date.now();
  if (now - mtimeMs <= USE_TIME_GRAIN_MS) return;
  try {
    touch(now / 1e3);
  } catch {
  }
}
__name(markUsed, "markUsed");
function readUsed(file) {
  const fd = openSync(file, "r");
  try {
    const st = fstatSync(fd);
    const bytes = Buffer.allocUnsafe(st.size);
    let read = 0;
    while (read < st.size) {
      const n = readSync(fd, bytes, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    markUsed(st.mtimeMs, (seconds) => futimesSync(fd, seconds, seconds));
    return read === st.size ? bytes : bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
__name(readUsed, "readUsed");
var closeWhenGone = new FinalizationRegistry((fd) => {
  try {
    closeSync(fd);
  } catch {
  }
});
function openNameIndex(file) {
  let fd;
  try {
    fd = openSync(file, "r");
  } catch {
    return null;
  }
  let opened = null;
  try {
    let stats = fstatSync(fd);
    markUsed(stats.mtimeMs, (seconds) => {
      futimesSync(fd, seconds, seconds);
      stats = fstatSync(fd);
    });
    const index = NameIndex.open(stats.size, (offset, length) => readPart(fd, offset, length));
    if (index) opened = { index, stats };
  } catch {
  }
  if (!opened) {
    closeSync(fd);
    return null;
  }
  closeWhenGone.register(opened.index, fd);
  return opened;
}
__name(openNameIndex, "openNameIndex");
function readPart(fd, offset, length) {
  const bytes = new Uint8Array(length);
  let read = 0;
  while (read < length) {
    const n = readSync(fd, bytes, read, length - read, offset + read);
    if (n === 0) throw new Error("the kept name index ends early; remove the cache folder's reports to rebuild it");
    read += n;
  }
  return bytes;
}
__name(readPart, "readPart");
function blobId(bytes) {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
__name(blobId, "blobId");
function defaultCacheDirectory(env = process.env, platform = process.platform) {
  if (platform === "win32") return join3(env.LOCALAPPDATA ?? join3(homedir(), "AppData", "Local"), "odin-slice", "Cache");
  if (platform === "darwin") return join3(homedir(), "Library", "Caches", "odin-slice");
  return join3(env.XDG_CACHE_HOME || join3(homedir(), ".cache"), "odin-slice");
}
__name(defaultCacheDirectory, "defaultCacheDirectory");
function cacheFromEnvironment(env = process.env, memory = null) {
  const given = env.ODIN_SLICE_CACHE_DIR;
  const dir = given === "off" ? null : given || defaultCacheDirectory(env);
  const mb = Number(env.ODIN_SLICE_CACHE_MAX_MB);
  return new IndexCache({ dir, maxBytes: Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_CACHE_MAX_BYTES, memory });
}
__name(cacheFromEnvironment, "cacheFromEnvironment");
var DEFAULT_MEMORY_MAX_BYTES = 64 * 1024 * 1024;
var TREE_FILE_SUFFIX = { report: ".json.gz", plainReport: ".report.json", names: ".names", entrypoints: ".entrypoints" };
var RETIRED_TREE_FILE_SUFFIXES = [".entrypoints.json"];
var TREE_FILE_NAME = new RegExp(
  `^[0-9a-f]{40}(?:${[...Object.values(TREE_FILE_SUFFIX), ...RETIRED_TREE_FILE_SUFFIXES].map((s) => s.replaceAll(".", "\\.")).join("|")})$`
);
var PLAIN_REPORT_BYTES = 16 * 1024 * 1024;
var RECORD_FIELDS = 5;
function recordsFrom(kept) {
  if (!Array.isArray(kept) || kept.length % RECORD_FIELDS !== 0) return null;
  const table = kept;
  const records = /* @__PURE__ */ new Map();
  for (let i = 0; i < table.length; i += RECORD_FIELDS) {
    const path = table[i];
    const stamp = table[i + 1];
    const blob = table[i + 2];
    const rules = table[i + 3];
    const reason = table[i + 4];
    if (typeof path !== "string" || typeof stamp !== "string" || typeof blob !== "string") return null;
    records.set(path, typeof rules === "string" ? { stamp, blob, rules, reason: reason ?? null } : { stamp, blob });
  }
  return records;
}
__name(recordsFrom, "recordsFrom");
var IndexCache = class {
  static {
    __name(this, "IndexCache");
  }
  dir;
  maxBytes;
  memory = /* @__PURE__ */ new Map();
  /** Each tree's file records by root, loaded from disk on first use; `dirty` ones are written back by `evict`. */
  tables = /* @__PURE__ */ new Map();
  written = 0;
  hits = 0;
  misses = 0;
  /** Entries written to disk by this process: a cache kept elsewhere between runs is worth saving only then. */
  stored = 0;
  /** Decoded facts shared with the other caches of a long-running process (the App's jobs), or null. */
  shared;
  constructor(options = {}) {
    this.dir = options.dir ? join3(options.dir, cacheVersion()) : null;
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    this.shared = options.memory ?? null;
  }
  /**
   * The cache key of a file's facts: its language, its blob id and the reading rules it was parsed under
   * (`readingRules`). Facts are kept only for a file those rules let through, so finding them proves the file
   * parseable under the same rules without reading it: a shell that knows its files' blob ids from git reads none
   * of the files whose facts it loads.
   */
  keyOfBlob(spec, blob, rules) {
    return createHash("sha1").update(spec.name).update("\0").update(blob).update("\0").update(rules).digest("hex");
  }
  table(root) {
    let table = this.tables.get(root);
    if (!table) {
      const file = this.dir ? join3(this.dir, "stamps", `${createHash("sha1").update(root).digest("hex")}.json`) : null;
      let records = null;
      try {
        if (file) records = recordsFrom(JSON.parse(readFileSync3(file, "utf8")));
      } catch {
      }
      records ??= /* @__PURE__ */ new Map();
      table = { file, records, dirty: false };
      this.tables.set(root, table);
    }
    return table;
  }
  /**
   * Blob ids the shell knows for a tree's files without reading them (git's index of a fresh checkout): they
   * stand for the files' records, and nothing is stamped or recorded for those files.
   */
  knowBlobs(root, blobs) {
    this.givenBlobs.set(root, blobs);
  }
  /** Whether the shell gave the blob ids of a checkout's files (knowBlobs). */
  blobsGiven(root) {
    return this.givenBlobs.has(root);
  }
  /**
   * The files of a checkout whose blob ids the shell gave (git's index of a fresh checkout lists every regular
   * file of it), as a walk of the folder lists them: sorted, none in a skipped folder. Null when none were given.
   */
  givenFiles(root) {
    const blobs = this.givenBlobs.get(root);
    if (!blobs) return null;
    let files = listingOfBlobs.get(blobs);
    if (!files) {
      files = [...blobs.keys()].filter((path) => !Repository.isInSkippedDirectory(path)).sort();
      listingOfBlobs.set(blobs, files);
    }
    return files;
  }
  /**
   * A file's stamp now (taken before its bytes are read, so that a change made while they are read shows later
   * as a new stamp) and what is known of it if that stamp shows it unchanged since: a file known so is neither
   * read nor hashed again, in this process or, with a directory, the next. A file whose blob id the shell gave
   * is known by it, unstamped.
   */
  lookup(root, path) {
    const given = this.givenBlobs.get(root)?.get(path);
    if (given !== void 0) return { stamp: null, record: { stamp: "", blob: given } };
    const at = `${root}\0${path}`;
    let stamp = this.stamps.get(at);
    if (stamp === void 0) {
      stamp = fileStamp(join3(root, path));
      this.stamps.set(at, stamp);
    }
    const record = stamp === null ? null : this.table(root).records.get(path) ?? null;
    return { stamp, record: record && record.stamp === stamp ? record : null };
  }
  /** How many of a tree's files the cache has a record of (without checking that they are unchanged). */
  recordedCount(root, paths) {
    if (this.givenBlobs.has(root)) return 0;
    const records = this.table(root).records;
    let n = 0;
    for (const path of paths) if (records.has(path)) n++;
    return n;
  }
  /** Records what a file's bytes gave; nothing without a stamp. */
  record(root, path, stamp, blob, judged) {
    if (stamp === null) return;
    const table = this.table(root);
    table.records.set(path, judged ? { stamp, blob, ...judged } : { stamp, blob });
    table.dirty = true;
  }
  /** The blob id of a tree's file: from its record when its stamp is unchanged, else read and hashed. */
  blobOf(root, path) {
    const given = this.givenBlobs.get(root)?.get(path);
    if (given !== void 0) return given;
    const { stamp, record } = this.lookup(root, path);
    if (record) return record.blob;
    let blob;
    try {
      blob = blobId(readFileSync3(join3(root, path)));
    } catch {
      return "unreadable";
    }
    this.record(root, path, stamp, blob);
    return blob;
  }
  /** Writes back the file records that changed. */
  saveTables() {
    for (const table of this.tables.values()) {
      if (!table.dirty || !table.file) continue;
      table.dirty = false;
      const out = [];
      for (const [path, r] of table.records) out.push(path, r.stamp, r.blob, r.rules ?? null, r.reason ?? null);
      try {
        mkdirSync(join3(table.file, ".."), { recursive: true });
        const text = JSON.stringify(out);
        const temporary = `${table.file}.${process.pid}.tmp`;
        writeFileSync(temporary, text);
        renameSync(temporary, table.file);
        this.written += text.length;
      } catch {
      }
    }
  }
  /**
   * The key of a whole tree's index report: the engine, the reading rules, and every file of the tree (not only
   * those a grammar covers: manifests steer module resolution) by path and blob id. Null without a directory.
   */
  treeKey(repo) {
    if (!this.dir) return null;
    const known = this.treeKeys.get(repo);
    if (known !== void 0) return known;
    const h = createHash("sha1").update(engineVersion()).update(JSON.stringify(repo.limits));
    const lines = [];
    for (const path of repo.files()) lines.push(`${path}\0${this.blobOf(repo.root, path)}
`);
    h.update(lines.join(""));
    h.update(`beyond ${repo.filesBeyondLimit()}`);
    const key = h.digest("hex");
    this.treeKeys.set(repo, key);
    return key;
  }
  treeKeys = /* @__PURE__ */ new WeakMap();
  stamps = /* @__PURE__ */ new Map();
  givenBlobs = /* @__PURE__ */ new Map();
  treeFile(key, kind) {
    return join3(this.dir, "reports", `${key}${TREE_FILE_SUFFIX[kind]}`);
  }
  /** What a tree's root files make public (see entrypoints.ts), as putEntrypoints kept it, or null. */
  getEntrypoints(key) {
    const bytes = this.getTreeFile(key, "entrypoints");
    return bytes === null ? null : decodeEntrypoints(bytes.toString("utf8"));
  }
  putEntrypoints(key, entry) {
    this.putTreeFile(key, "entrypoints", Buffer.from(encodeEntrypoints(entry)));
  }
  /** A tree's report as the bytes of its JSON text, or null. */
  getReport(key) {
    const plain = this.getTreeFile(key, "plainReport");
    if (plain !== null) return plain;
    const bytes = this.getTreeFile(key, "report");
    if (bytes === null) return null;
    try {
      return zlib().gunzipSync(bytes);
    } catch {
      return null;
    }
  }
  /** Keeps a tree's report, compressed when large (reports repeat their paths and symbols over and over). */
  putReport(key, text) {
    if (text.length <= PLAIN_REPORT_BYTES) this.putTreeFile(key, "plainReport", Buffer.from(text, "utf8"));
    else this.putTreeFile(key, "report", zlib().gzipSync(text, { level: 1 }));
  }
  /**
   * The key the names of a tree's files are kept under (see nameIndex.ts): its lineage (Workspace's option), the
   * reading rules (a file past them holds none) and the index's format; the facts' format is the cache's folder.
   * Null without a directory.
   */
  namesKey(lineage, limits) {
    if (!this.dir) return null;
    return createHash("sha1").update(NAME_INDEX_FORMAT).update("\0").update(JSON.stringify(limits)).update("\0").update(lineage).digest("hex");
  }
  /**
   * The name index kept by putNames, opened to be read by parts (see NameIndex.open). A process that serves many
   * requests (the App) opens a tree's index once: the one opened last is kept while its file is unchanged (a
   * rewrite renames a new file in), with the blocks its questions have read of it so far.
   */
  getNameIndex(key) {
    if (!this.dir) return null;
    const file = this.treeFile(key, "names");
    let st;
    try {
      st = statSync2(file);
    } catch {
      return null;
    }
    const known = readNameIndexes.get(file);
    if (known && known.ino === st.ino && known.size === st.size && known.mtimeMs === st.mtimeMs) {
      markUsed(st.mtimeMs, (seconds) => {
        utimesSync(file, seconds, seconds);
        known.mtimeMs = statSync2(file).mtimeMs;
      });
      return known.index;
    }
    readNameIndexes.delete(file);
    const opened = openNameIndex(file);
    if (opened) {
      if (readNameIndexes.size >= READ_NAME_INDEXES) readNameIndexes.delete(readNameIndexes.keys().next().value);
      readNameIndexes.set(file, { ino: opened.stats.ino, size: opened.stats.size, mtimeMs: opened.stats.mtimeMs, index: opened.index });
    }
    return opened?.index ?? null;
  }
  putNames(key, bytes) {
    this.putTreeFile(key, "names", bytes);
  }
  getTreeFile(key, kind) {
    if (!this.dir) return null;
    const file = this.treeFile(key, kind);
    try {
      return readUsed(file);
    } catch {
      return null;
    }
  }
  putTreeFile(key, kind, bytes) {
    if (!this.dir) return;
    const file = this.treeFile(key, kind);
    try {
      mkdirSync(join3(this.dir, "reports"), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, bytes);
      renameSync(temporary, file);
      this.written += bytes.length;
    } catch {
    }
  }
  file(key) {
    return join3(this.dir, key.slice(0, 2), `${key.slice(2)}.json`);
  }
  get(key, path) {
    let stored = this.memory.get(key);
    if (!stored && this.shared) {
      stored = this.shared.get(key);
      if (stored) this.memory.set(key, stored);
    }
    if (!stored && this.dir) {
      const file = this.file(key);
      try {
        const bytes = readUsed(file);
        const facts = decodeFacts(bytes);
        stored = facts;
        this.memory.set(key, facts);
        this.shared?.set(key, facts, bytes.length);
      } catch {
        stored = void 0;
      }
    }
    if (!stored) {
      this.misses++;
      return null;
    }
    this.hits++;
    return factsAtPath(stored, path);
  }
  /** `json`: the facts as JSON text when the caller has it already (from a parse worker), to write as is. */
  put(key, facts, json = null) {
    this.memory.set(key, facts);
    if (!this.dir && !this.shared) return;
    const text = json ?? encodeFacts(facts);
    this.shared?.set(key, facts, text.length);
    if (!this.dir) return;
    const file = this.file(key);
    try {
      mkdirSync(join3(this.dir, key.slice(0, 2)), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, text);
      renameSync(temporary, file);
      this.written += text.length;
      this.stored++;
    } catch {
    }
  }
  /** Removes the least recently used entries (and older versions' folders) while the cache is over its bound. */
  evict() {
    this.saveTables();
    if (!this.dir || this.written === 0) return;
    const top = join3(this.dir, "..");
    const ledger = join3(top, "usage.json");
    const recorded = readLedger(ledger);
    const estimate = recorded === null ? null : recorded + this.written;
    this.written = 0;
    if (estimate !== null && estimate <= this.maxBytes) {
      writeLedger(ledger, estimate);
      return;
    }
    const entries = [];
    let total = 0;
    try {
      for (const version of readdirSync3(top)) {
        if (!/^[0-9a-f]{40}$/.test(version)) continue;
        const versionDir = join3(top, version);
        const old = versionDir !== this.dir;
        for (const shard of readdirSync3(versionDir)) {
          const named = shard === "reports" ? TREE_FILE_NAME : shard === "stamps" ? /^[0-9a-f]{40}\.json$/ : /^[0-9a-f]{2}$/.test(shard) ? /^[0-9a-f]{38}\.json$/ : null;
          if (!named) continue;
          for (const name of readdirSync3(join3(versionDir, shard))) {
            if (!named.test(name)) continue;
            const file = join3(versionDir, shard, name);
            const st = statSync2(file);
            entries.push({ file, size: st.size, used: old ? 0 : st.mtimeMs });
            total += st.size;
          }
        }
      }
    } catch {
      return;
    }
    if (total > this.maxBytes) {
      entries.sort((a, b) => a.used - b.used);
      const target = this.maxBytes * 0.9;
      for (const e of entries) {
        if (total <= target) break;
        rmSync(e.file, { force: true });
        total -= e.size;
      }
    }
    writeLedger(ledger, total);
  }
};
function readLedger(file) {
  try {
    const bytes = JSON.parse(readFileSync3(file, "utf8")).bytes;
    return typeof bytes === "number" && Number.isFinite(bytes) && bytes >= 0 ? bytes : null;
  } catch {
    return null;
  }
}
__name(readLedger, "readLedger");
function writeLedger(file, bytes) {
  try {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ bytes }));
    renameSync(temporary, file);
  } catch {
  }
}
__name(writeLedger, "writeLedger");

// src/core/extractionQuery.ts
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
  runtime ??= import("./web-tree-sitter-33MD2A65.js").then(async (ts) => {
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
  ok,
  fail,
  recoveryOf,
  failureRecord,
  decodeFacts,
  referencesNamed,
  isWordByte,
  declaredHash,
  keywordHash,
  sketchWords,
  sketchLength,
  sketchWordsInto,
  wordHash,
  sketchMayHold,
  definitionPlacementOf,
  languagesDirectory,
  definitionSitesOf,
  sketchLexiconForPath,
  exportedNamesOf,
  languages,
  inheritsMembers,
  languageForPath,
  isMember,
  qualifiedName,
  namespaceUseKey,
  memberUseKey,
  moduleSourceKey,
  buildNameIndex,
  NameIndex,
  normalizeNewlines,
  splitLines,
  readingRules,
  Repository,
  blobId,
  cacheFromEnvironment,
  IndexCache,
  BARRIER_CAPTURE,
  matchesWithDeadline,
  treeSitter,
  loadGrammar,
  loadLanguage,
  parseWithDeadline
};
