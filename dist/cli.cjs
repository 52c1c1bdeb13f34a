#!/usr/bin/env node
"use strict";
const __importMetaUrl = require("node:url").pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// <define:__ODIN_SLICE_EXTENSION_PARTS__>
var define_ODIN_SLICE_EXTENSION_PARTS_default = [".cjs", ".cts", ".go", ".java", ".js", ".jsx", ".mjs", ".mts", ".py", ".pyw", ".rs", ".ts", ".tsx"];

// src/cli/bin.ts
var import_node_util = require("node:util");

// src/core/indexCache.ts
var import_node_crypto = require("node:crypto");
var import_node_fs4 = require("node:fs");
var import_node_module2 = require("node:module");
var import_node_os = require("node:os");
var import_node_path3 = require("node:path");

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
var FACTS_CODEC = "lines-3";
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
var LATER_KEYS = ["imports", "exports", "moduleUnits", "entry"];
var NEWLINE = 10;
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
  const head = { ...facts, definitions: definitionColumns(facts.definitions), references: null, imports: null, exports: null, moduleUnits: null, entry: null };
  let text = JSON.stringify(head);
  for (const key of LATER_KEYS) text += `
${JSON.stringify(facts[key])}`;
  text += `
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
function laterPart(later, key) {
  let value = later.read[key];
  if (value === void 0) {
    const k = LATER_KEYS.indexOf(key);
    value = JSON.parse(later.text.toString("utf8", later.bounds[k], later.bounds[k + 1] - 1));
    later.read[key] = value;
  }
  return value;
}
__name(laterPart, "laterPart");
var DecodedFacts = class _DecodedFacts {
  static {
    __name(this, "DecodedFacts");
  }
  path;
  language;
  lineCount;
  parsed;
  definitions;
  packageName;
  /** Both shared by the copies factsAtPath makes; private, so that spreading the facts does not copy them. */
  #unread;
  #later;
  constructor(head, path, unread, later) {
    this.path = path;
    this.language = head.language;
    this.lineCount = head.lineCount;
    this.parsed = head.parsed;
    this.definitions = head.definitions;
    this.packageName = head.packageName;
    this.#unread = unread;
    this.#later = later;
  }
  /** The uses of facts read from text, or null for other facts. */
  static unreadOf(facts) {
    return facts instanceof _DecodedFacts ? facts.#unread : null;
  }
  /** The same facts under another path, sharing what is read of them; null for facts not read from text. */
  static atPath(facts, path) {
    return facts instanceof _DecodedFacts ? new _DecodedFacts(facts, path, facts.#unread, facts.#later) : null;
  }
  get imports() {
    return laterPart(this.#later, "imports");
  }
  get exports() {
    return laterPart(this.#later, "exports");
  }
  get moduleUnits() {
    return laterPart(this.#later, "moduleUnits");
  }
  get entry() {
    return laterPart(this.#later, "entry");
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
  const split = bytes.indexOf(NEWLINE);
  if (split < 0) throw new Error("facts text without its uses");
  const read = JSON.parse(bytes.toString("utf8", 0, split));
  const head = read;
  head.definitions = definitionsOf(read.definitions);
  const bounds = [split + 1];
  for (let k = 0; k < LATER_KEYS.length; k++) {
    const end = bytes.indexOf(NEWLINE, bounds[k]);
    if (end < 0) throw new Error("facts text without its uses");
    bounds.push(end + 1);
  }
  const usesAt = bounds[LATER_KEYS.length] - 1;
  const later = { text: Buffer.from(bytes.subarray(split + 1, usesAt + 1)), bounds: bounds.map((b) => b - split - 1), read: {} };
  const countEnd = bytes.indexOf(NEWLINE, usesAt + 1);
  const count = Number(bytes.toString("latin1", usesAt + 1, countEnd < 0 ? bytes.length : countEnd));
  return new DecodedFacts(head, head.path, { text: bytes.subarray(usesAt), count: Number.isInteger(count) ? count : -1, named: /* @__PURE__ */ new Map(), all: null }, later);
}
__name(decodeFacts, "decodeFacts");
function readAllUses(unread) {
  const bytes = unread.text;
  if (unread.count < 0) throw new SyntaxError("facts text without the count of its uses");
  const first = bytes.indexOf(NEWLINE, 1);
  const lines = first < 0 ? [] : JSON.parse(`[${bytes.toString("utf8", first + 1).replaceAll("\n", ",")}]`);
  const references = new Array(unread.count);
  for (const line of lines) readNameLine(line, (place, ref) => references[place] = ref);
  return references;
}
__name(readAllUses, "readAllUses");
function factsAtPath(facts, path) {
  if (facts.path === path) return facts;
  return DecodedFacts.atPath(facts, path) ?? { ...facts, path };
}
__name(factsAtPath, "factsAtPath");

// src/core/fileStamp.ts
var import_node_fs = require("node:fs");
var RACY_MS = 2e3;
function fileStamp(absolutePath) {
  const numbers = regularFileStampNumbers(absolutePath, true);
  return numbers === null ? null : stampOf(numbers);
}
__name(fileStamp, "fileStamp");
function regularFileStampNumbers(absolutePath, folders = false) {
  let st;
  try {
    st = (0, import_node_fs.lstatSync)(absolutePath, { throwIfNoEntry: false });
  } catch {
    return null;
  }
  if (st === void 0) return null;
  const folder = st.isDirectory();
  if (!(st.isFile() || folders && folder)) return null;
  if (Math.max(st.mtimeMs, st.ctimeMs) > Date.now() - RACY_MS) return null;
  return { folder, dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs };
}
__name(regularFileStampNumbers, "regularFileStampNumbers");
function stampOf(n) {
  return `${n.folder ? "d" : "f"}:${n.dev}:${n.ino}:${n.size}:${n.mtimeMs}:${n.ctimeMs}`;
}
__name(stampOf, "stampOf");

// src/core/languages.ts
var import_node_fs2 = require("node:fs");
var import_node_module = require("node:module");
var import_node_path = require("node:path");
var import_node_url = require("node:url");

// src/core/partitionPoint.ts
function partitionPoint(count, before) {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
__name(partitionPoint, "partitionPoint");

// src/core/scratchRead.ts
var SCRATCH_BYTES = 1 << 20;
var scratch = Buffer.allocUnsafe(SCRATCH_BYTES);

// src/core/wordSketch.ts
var WORD_BYTE = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  WORD_BYTE[b] = b >= 48 && b <= 57 || b >= 65 && b <= 90 || b >= 97 && b <= 122 || b === 95 || b === 36 || b >= 128 ? 1 : 0;
}
var BLANK = new Uint8Array(256);
for (const b of [9, 11, 12, 13, 32]) BLANK[b] = 1;
var NEWLINE2 = 10;
var SLASH = 47;
var SEED = 49721811;
var step = /* @__PURE__ */ __name((hash, byte) => (hash << 5 | hash >>> 27) ^ byte, "step");
function finish(h) {
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return h ^ h >>> 16;
}
__name(finish, "finish");
var KEPT_MEMORY_BYTES = 8 * 1024 * 1024;
var TABLES = { starting: 0, stopping: 256, openers: 512, firstKind: 768, secondKind: 1024, hasOpeners: 1280, keywordCount: 1284, keywords: 1288, size: 1536 };
var kindFlags = /* @__PURE__ */ __name((kind) => kind === void 0 ? 0 : 1 | (kind.triple ? 2 : 0) | (kind.escapes ? 4 : 0) | (kind.lines ? 8 : 0), "kindFlags");
function lexiconTables(lexicon) {
  if (TABLES.keywords + 4 * lexicon.keywords.length > TABLES.size) throw new Error(`too many declaring keywords: ${lexicon.keywords.length}`);
  const tables = new Uint8Array(TABLES.size);
  tables.set(lexicon.starting, TABLES.starting);
  tables.set(lexicon.stopping, TABLES.stopping);
  tables.set(lexicon.openers, TABLES.openers);
  for (let b = 0; b < 256; b++) {
    tables[TABLES.firstKind + b] = kindFlags(lexicon.opening[b]?.[0]);
    tables[TABLES.secondKind + b] = kindFlags(lexicon.opening[b]?.[1]);
  }
  const view = new DataView(tables.buffer);
  view.setUint32(TABLES.hasOpeners, lexicon.hasOpeners ? 1 : 0, true);
  view.setUint32(TABLES.keywordCount, lexicon.keywords.length, true);
  lexicon.keywords.forEach((hash, k) => view.setInt32(TABLES.keywords + 4 * k, hash, true));
  return tables;
}
__name(lexiconTables, "lexiconTables");
function compileSketchLexicon(descriptor) {
  if (descriptor.comments !== "c") throw new Error(`unknown comment syntax ${JSON.stringify(descriptor.comments)}`);
  const opening = [];
  for (const { delimiter, escapes = false, lines = false } of descriptor.strings) {
    const quote = delimiter.charCodeAt(0);
    const triple = delimiter.length === 3 && delimiter === String.fromCharCode(quote).repeat(3);
    if (quote >= 128 || WORD_BYTE[quote] === 1 || quote === SLASH || quote === BACKSLASH || !(triple || delimiter.length === 1)) {
      throw new Error(`unsupported string delimiter ${JSON.stringify(delimiter)}`);
    }
    const kinds = opening[quote] ??= [];
    if (kinds.some((k) => k.triple === triple)) throw new Error(`string delimiter ${JSON.stringify(delimiter)} named twice`);
    kinds.push({ quote, triple, escapes, lines });
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
  const openers = new Uint8Array(256);
  for (const c of descriptor.declarationOpeners ?? "") {
    const b = c.charCodeAt(0);
    if (b >= 128 || WORD_BYTE[b] === 1 || BLANK[b] === 1 || b === NEWLINE2 || starting[b] === 1) throw new Error(`unsupported declaration opener ${JSON.stringify(c)}`);
    openers[b] = 1;
  }
  const lexicon = { starting, opening: Array.from({ length: 256 }, (_, b) => opening[b]), stopping, keywords, openers, hasOpeners: openers.includes(1) };
  return { ...lexicon, tables: lexiconTables(lexicon) };
}
__name(compileSketchLexicon, "compileSketchLexicon");
var BACKSLASH = 92;
function wordHash(word) {
  let hash = SEED;
  for (const b of word) hash = step(hash, b);
  return finish(hash);
}
__name(wordHash, "wordHash");

// src/core/importQualifiers.ts
function compileImportQualifiers(d) {
  return {
    separator: d.separator,
    header: new RegExp(d.header),
    statement: new RegExp(d.statement),
    open: new RegExp(d.open),
    spec: new RegExp(d.spec),
    close: new RegExp(d.close)
  };
}
__name(compileImportQualifiers, "compileImportQualifiers");

// src/core/languages.ts
var here = (0, import_node_path.dirname)((0, import_node_url.fileURLToPath)(__importMetaUrl));
var require2 = (0, import_node_module.createRequire)(__importMetaUrl);
function languagesDirectory() {
  const candidates = [(0, import_node_path.join)(here, "languages"), (0, import_node_path.resolve)(here, "../languages")];
  for (const c of candidates) if ((0, import_node_fs2.existsSync)((0, import_node_path.join)(c, "typescript", "language.json"))) return c;
  throw new Error(`language folders not found (looked in ${candidates.join(", ")})`);
}
__name(languagesDirectory, "languagesDirectory");
function wasmFile(pkg, file) {
  const bundled = (0, import_node_path.join)(here, "wasm", file);
  if ((0, import_node_fs2.existsSync)(bundled)) return bundled;
  return require2.resolve(`${pkg}/${file}`);
}
__name(wasmFile, "wasmFile");
var registry = null;
var sureSitesBySort = compiledOnce(
  (spec) => spec.sureDefinitionSites,
  (all) => ({ members: all.filter((s) => s.declares === "members"), others: all.filter((s) => s.declares === "others") })
);
function compiledOnce(field, compile) {
  const compiled = /* @__PURE__ */ new Map();
  return (spec) => {
    if (!spec) return null;
    let value = compiled.get(spec);
    if (value === void 0) {
      const descriptor = field(spec);
      value = descriptor === void 0 ? null : compile(descriptor);
      compiled.set(spec, value);
    }
    return value;
  };
}
__name(compiledOnce, "compiledOnce");
var sketchLexiconOf = compiledOnce((spec) => spec.sketchLexicon, compileSketchLexicon);
var importQualifiersOf = compiledOnce((spec) => spec.importQualifiers, compileImportQualifiers);
var exportedNamesOf = compiledOnce((spec) => spec.exportedNames, (pattern) => new RegExp(pattern, "u"));
function languages() {
  if (registry) return registry;
  const dir = languagesDirectory();
  const specs = [];
  for (const name of (0, import_node_fs2.readdirSync)(dir).sort()) {
    const descriptorPath = (0, import_node_path.join)(dir, name, "language.json");
    if (!(0, import_node_fs2.existsSync)(descriptorPath)) continue;
    const descriptor = JSON.parse((0, import_node_fs2.readFileSync)(descriptorPath, "utf8"));
    const spec = { ...descriptor, wasmPath: wasmFile(descriptor.grammar.package, descriptor.grammar.wasm) };
    let querySource;
    Object.defineProperty(spec, "querySource", {
      enumerable: true,
      get: /* @__PURE__ */ __name(() => querySource ??= descriptor.queries.map((q) => (0, import_node_fs2.readFileSync)((0, import_node_path.join)(dir, name, q), "utf8")).join("\n"), "get")
    });
    specs.push(spec);
  }
  registry = specs;
  return specs;
}
__name(languages, "languages");
var extensionParts = null;
function mayBeLanguageFile(path) {
  extensionParts ??= new Set(
    typeof define_ODIN_SLICE_EXTENSION_PARTS_default !== "undefined" ? define_ODIN_SLICE_EXTENSION_PARTS_default : languages().flatMap((spec) => spec.extensions.map((ext) => ext.slice(ext.lastIndexOf(".")).toLowerCase()))
  );
  const dot = path.lastIndexOf(".");
  if (dot < 0) return false;
  const last = path.slice(dot);
  return !last.includes("/") && extensionParts.has(last.toLowerCase());
}
__name(mayBeLanguageFile, "mayBeLanguageFile");

// src/core/nameIndex.ts
var NAME_INDEX_FORMAT = "odin-slice-names-14";
var MAGIC = 827216719;
var HEADER_WORDS = 7;
var BLOB_BYTES = 20;
var NO_BLOB = "0".repeat(2 * BLOB_BYTES);
var HEX_ID = /^[0-9a-f]+$/;
function isBlobId(blob) {
  return blob.length === 2 * BLOB_BYTES && blob !== NO_BLOB && HEX_ID.test(blob);
}
__name(isBlobId, "isBlobId");
function packBlobIds(blobs) {
  const bytes = Buffer.alloc(BLOB_BYTES * blobs.length);
  for (let i = 0; i < blobs.length; i++) {
    const blob = blobs[i];
    if (!isBlobId(blob)) return null;
    bytes.write(blob, BLOB_BYTES * i, "hex");
  }
  return bytes;
}
__name(packBlobIds, "packBlobIds");
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
var MENTIONED_LIST = 0;
var USE_LIST = { certainly: 4, possibly: 5 };
var SORT_LIST = { all: 1, members: 2, others: 3 };
function byteString(name) {
  return Buffer.from(name, "utf8").toString("latin1");
}
__name(byteString, "byteString");
function wordAligned(n) {
  return n + 3 & ~3;
}
__name(wordAligned, "wordAligned");
function frontBytes(fileCount, blockCount, firstNameBytes, pathBytes) {
  return 4 * (HEADER_WORDS + 2 * (blockCount + 1)) + wordAligned(firstNameBytes) + BLOB_BYTES * fileCount + wordAligned(pathBytes);
}
__name(frontBytes, "frontBytes");
function corruptIndex() {
  return new Error("the kept name index is corrupt; remove the cache folder's reports to rebuild it");
}
__name(corruptIndex, "corruptIndex");
var NameIndex = class _NameIndex {
  constructor(front, fileCount, nameCount, perBlock, firstNameBytes, pathBytes, blocksAt, readPart2) {
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
    this.firstNames = Buffer.from(front.buffer, at, firstNameBytes);
    at += wordAligned(firstNameBytes);
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
    const [magic, fileCount, nameCount, perBlock, firstNameBytes, pathBytes, blocksBytes] = new Uint32Array(header.buffer, header.byteOffset, HEADER_WORDS);
    if (magic !== MAGIC || perBlock === 0) return null;
    const blockCount = Math.ceil(nameCount / perBlock);
    const front = frontBytes(fileCount, blockCount, firstNameBytes, pathBytes);
    if (front + blocksBytes !== size) return null;
    const index = new _NameIndex(readPart2(0, front), fileCount, nameCount, perBlock, firstNameBytes, pathBytes, front, readPart2);
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
  /**
   * Whether every file had the blob id `packed` gives it (20 bytes each, in file order) when the index was built:
   * an unchanged tree known by one comparison, where checking 15,000 ids one by one took 2-3 ms of each request.
   */
  sameBlobs(packed) {
    return this.blobs.equals(packed);
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
  /**
   * Those of `files` whose facts declare `name` as filesDefining counts them, in the order of `files`: found by
   * file number, for a common name asked about the few hundred files of one package.
   */
  definersAmong(files, name, sort = "all") {
    const list = this.list(name, SORT_LIST[sort]);
    if (!list || list.length === 0) return [];
    const { numbers, ascending } = this.numbered(files);
    const out = [];
    if (ascending) {
      let k = 0;
      for (let i = 0; i < files.length && k < list.length; i++) {
        const n = numbers[i];
        if (n < 0) continue;
        while (k < list.length && list[k] < n) k++;
        if (list[k] === n) out.push(files[i]);
      }
      return out;
    }
    for (let i = 0; i < files.length; i++) {
      const n = numbers[i];
      if (n < 0) continue;
      const at = partitionPoint(list.length, (k) => list[k] < n);
      if (list[at] === n) out.push(files[i]);
    }
    return out;
  }
  /** Each list definersAmong was asked about, as file numbers (-1 for a file the index does not hold), and whether they ascend. */
  numbersOfLists = /* @__PURE__ */ new WeakMap();
  numbered(files) {
    let numbered = this.numbersOfLists.get(files);
    if (!numbered) {
      const numbers = Int32Array.from(files, (f) => this.numberOf(f) ?? -1);
      numbered = { numbers, ascending: numbers.every((n, i) => n >= 0 && (i === 0 || n > numbers[i - 1])) };
      this.numbersOfLists.set(files, numbered);
    }
    return numbered;
  }
  /**
   * Whether `files` are all in the index, in its order: then definersAmong lists them in the order filesDefining
   * would, as well as in their own.
   */
  inIndexOrder(files) {
    return this.numbered(files).ascending;
  }
  /** How many files filesDefining lists. */
  definerCount(name, sort = "all") {
    return this.list(name, SORT_LIST[sort])?.length ?? 0;
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
  /** Those of `files` (in their order) the index holds no facts of: not in it, or not parsed when it was built. */
  withoutFactsAmong(files) {
    let without = this.withoutFacts.get(files);
    if (!without) {
      const list = this.list("", MENTIONED_LIST, true) ?? [];
      const { numbers } = this.numbered(files);
      without = files.filter((_, i) => {
        const n = numbers[i];
        return n < 0 || list[partitionPoint(list.length, (k) => list[k] < n)] !== n;
      });
      this.withoutFacts.set(files, without);
    }
    return without;
  }
  withoutFacts = /* @__PURE__ */ new WeakMap();
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
    if (n >= this.nameCount) return -1;
    const block = this.blockOf(Math.floor(n / this.perBlock));
    const local = n % this.perBlock;
    return compareNameIn(block.names, block.nameOffsets[local], block.nameOffsets[local + 1], key) === 0 ? n : -1;
  }
  /** The number of the first name not before `key` (as byteString gives it); the count of names if none. */
  lowerBound(key) {
    let lo = 0;
    let hi = this.blocks.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (this.compareFirstName(mid, key) <= 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return 0;
    const block = this.blockOf(lo - 1);
    const { names, nameOffsets } = block;
    let first = 0;
    let last = block.count;
    while (first < last) {
      const mid = first + last >>> 1;
      if (compareNameIn(names, nameOffsets[mid], nameOffsets[mid + 1], key) < 0) first = mid + 1;
      else last = mid;
    }
    return (lo - 1) * this.perBlock + first;
  }
  /** How block `b`'s first name compares with `key` (see compareNameIn). */
  compareFirstName(b, key) {
    const from = this.firstNameOffsets[b];
    const to = this.firstNameOffsets[b + 1];
    if (from > to || to > this.firstNames.length) throw corruptIndex();
    return compareNameIn(this.firstNames, from, to, key);
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
function compareNameIn(bytes, from, to, key) {
  if (from > to || to > bytes.length) throw corruptIndex();
  const length = to - from;
  const common = Math.min(length, key.length);
  for (let i = 0; i < common; i++) {
    const d = bytes[from + i] - key.charCodeAt(i);
    if (d !== 0) return d;
  }
  return length - key.length;
}
__name(compareNameIn, "compareNameIn");
function nameIn(block, local) {
  const from = block.nameOffsets[local];
  const to = block.nameOffsets[local + 1];
  if (from > to || to > block.names.length) throw corruptIndex();
  return block.names.toString("latin1", from, to);
}
__name(nameIn, "nameIn");

// src/core/repository.ts
var import_node_fs3 = require("node:fs");
var import_node_path2 = require("node:path");

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
var ALWAYS_SKIPPED = /* @__PURE__ */ new Set([".git", "node_modules", "vendor"]);
var OUTPUT_FOLDERS = /* @__PURE__ */ new Map([
  ["build", ["package.json", "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "setup.py", "pyproject.toml", "CMakeLists.txt"]],
  ["dist", ["package.json", "setup.py", "pyproject.toml", "setup.cfg"]],
  ["target", ["pom.xml", "Cargo.toml", "build.sbt", "project.clj"]]
]);
function isSkippedFolder(parent, name, has) {
  if (ALWAYS_SKIPPED.has(name)) return true;
  const manifests = OUTPUT_FOLDERS.get(name);
  if (!manifests) return false;
  return parent === "" || manifests.some((manifest) => has(`${parent}/${manifest}`));
}
__name(isSkippedFolder, "isSkippedFolder");
var MAYBE_SKIPPED = new RegExp(`(?:^|/)(?:${[...ALWAYS_SKIPPED, ...OUTPUT_FOLDERS.keys()].map((name) => name.replace(/[.]/g, "\\.")).join("|")})/`);
function isInSkippedFolder(path, has) {
  if (!MAYBE_SKIPPED.test(path)) return false;
  const parts = path.split("/");
  for (let i = 0; i < parts.length - 1; i++) {
    if (isSkippedFolder(parts.slice(0, i).join("/"), parts[i], has)) return true;
  }
  return false;
}
__name(isInSkippedFolder, "isInSkippedFolder");
var DEFAULT_LIMITS = { maxFileBytes: 1024 * 1024, maxLineLength: 4096, maxFiles: 2e5 };
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
      newline = /* @__PURE__ */ __name((from) => text.indexOf(NEWLINE3, from), "newline");
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
    const span = this.span(start, end);
    if (!span) return sliceLines(this.lines, start, end);
    return this.bytes ? this.bytes.toString("utf8", span.from, span.to) : this.text.slice(span.from, span.to);
  }
  /**
   * At least the UTF-8 bytes of JSON.stringify(this.slice(start, end)), found without decoding the slice: its
   * bytes (or, in a file made from text, its UTF-16 units, never more), one more for each newline's escape, and
   * the quotes. A budget can turn down a class of thousands of lines by this alone.
   */
  leastJsonBytes(start, end) {
    const span = this.span(start, end);
    return span ? 2 + (span.to - span.from) + (span.last - start) : 2;
  }
  /** Where lines start..end lie, the newline after the last excluded; null for a range sliceLines must cut. */
  span(start, end) {
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start || start > this.lineCount) return null;
    const last = Math.min(end, this.lineCount);
    const from = this.starts[start - 1];
    const bytes = this.bytes;
    if (bytes) {
      const to2 = last < this.lineCount ? this.starts[last] - 1 : bytes[bytes.length - 1] === NEWLINE3 ? bytes.length - 1 : bytes.length;
      return { from, to: to2, last };
    }
    const text = this.text;
    const to = last < this.lineCount ? this.starts[last] - 1 : text.endsWith("\n") ? text.length - 1 : text.length;
    return { from, to, last };
  }
};
var NEWLINE3 = 10;
var CARRIAGE_RETURN = 13;
var listings = /* @__PURE__ */ new Map();
var LISTINGS_KEPT = 4;
function listTree(root) {
  const last = listings.get(root);
  if (last?.folders && [...last.folders].every(([dir, stamp]) => fileStamp((0, import_node_path2.join)(root, dir)) === stamp)) return last.files;
  const out = [];
  const folders = /* @__PURE__ */ new Map();
  let stamped = last !== void 0;
  const stack = [""];
  while (stack.length > 0) {
    const dir = stack.pop();
    if (stamped) {
      const stamp = fileStamp((0, import_node_path2.join)(root, dir));
      if (stamp === null) stamped = false;
      else folders.set(dir, stamp);
    }
    let entries;
    try {
      entries = (0, import_node_fs3.readdirSync)((0, import_node_path2.join)(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const rel = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!isSkippedFolder(dir, entry.name, (path) => entries.some((e) => e.isFile() && `${dir}/${e.name}` === path))) stack.push(rel);
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
  return import_node_path2.sep === "/" ? p : p.split(import_node_path2.sep).join("/");
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
      canonical = import_node_fs3.realpathSync.native(root);
      if (!(0, import_node_fs3.statSync)(canonical).isDirectory()) return null;
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
    if ((0, import_node_path2.isAbsolute)(given) || /^[A-Za-z]:[\\/]/.test(given) || given.startsWith("\\")) {
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
    const joined = (0, import_node_path2.join)(this.root, ...segments);
    let real;
    try {
      real = import_node_fs3.realpathSync.native(joined);
    } catch {
      if (this.leavesThroughLink(segments)) {
        return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} goes through a link that does not resolve inside the repository` };
      }
      return { ok: false, kind: "invalid_anchor", message: `${segments.join("/")} does not exist at this commit` };
    }
    const rel = (0, import_node_path2.relative)(this.root, real);
    if (rel === "" || rel.startsWith("..") || (0, import_node_path2.isAbsolute)(rel)) {
      return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} resolves outside the repository` };
    }
    const relPosix = toPosix(rel);
    if (relPosix.split("/")[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    try {
      if (!(0, import_node_fs3.statSync)(real).isFile()) return { ok: false, kind: "invalid_anchor", message: `${relPosix} is not a file` };
    } catch {
      return { ok: false, kind: "invalid_anchor", message: `${relPosix} cannot be read` };
    }
    return { ok: true, path: relPosix };
  }
  /** Whether some prefix of the path is a link that resolves outside the root or not at all. */
  leavesThroughLink(segments) {
    for (let n = 1; n <= segments.length; n++) {
      const prefix = (0, import_node_path2.join)(this.root, ...segments.slice(0, n));
      let isLink;
      try {
        isLink = (0, import_node_fs3.lstatSync)(prefix).isSymbolicLink();
      } catch {
        return false;
      }
      if (!isLink) continue;
      try {
        const rel = (0, import_node_path2.relative)(this.root, import_node_fs3.realpathSync.native(prefix));
        if (rel.startsWith("..") || (0, import_node_path2.isAbsolute)(rel)) return true;
      } catch {
        return true;
      }
    }
    return false;
  }
  /** Whether a relative path names anything in the tree (a file, a folder or a link, even a dangling one). */
  exists(given) {
    if (given.includes("\0") || (0, import_node_path2.isAbsolute)(given)) return false;
    try {
      (0, import_node_fs3.lstatSync)((0, import_node_path2.join)(this.root, given));
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
  /** Whether a path lies in a folder the index skips (vendored or generated): see isSkippedFolder. */
  isInSkippedFolder(path) {
    return isInSkippedFolder(path, (file) => this.regularFile(file));
  }
  /** Whether a repository-relative path is a regular file of the tree (a link is not followed). */
  regularFile(path) {
    try {
      return (0, import_node_fs3.lstatSync)((0, import_node_path2.join)(this.root, path)).isFile();
    } catch {
      return false;
    }
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
      buffer = (0, import_node_fs3.readFileSync)((0, import_node_path2.join)(this.root, path));
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

// src/core/resolver.ts
var MANIFEST_NAMES = /* @__PURE__ */ new Set(["go.mod", "Cargo.toml", "package.json", "module-info.java"]);
function isManifest(path) {
  return MANIFEST_NAMES.has(path.slice(path.lastIndexOf("/") + 1));
}
__name(isManifest, "isManifest");

// src/core/sketchPack.ts
var MAGIC2 = 827020111;
function encodeSketchPack(entries) {
  const keys = [...entries.keys()];
  const lengths = keys.map((k) => entries.get(k).length);
  const header = Buffer.from(JSON.stringify({ keys, lengths }), "utf8");
  const headerWords = Math.ceil(header.length / 4);
  const words = 2 + headerWords + lengths.reduce((a, b) => a + b, 0);
  const out = new Int32Array(words);
  out[0] = MAGIC2;
  out[1] = header.length;
  new Uint8Array(out.buffer).set(header, 8);
  let at = 2 + headerWords;
  for (const key of keys) {
    const sketch = entries.get(key);
    out.set(sketch, at);
    at += sketch.length;
  }
  return new Uint8Array(out.buffer);
}
__name(encodeSketchPack, "encodeSketchPack");
function decodeSketchPack(bytes) {
  if (bytes.byteOffset % 4 !== 0 || bytes.length < 8 || bytes.length % 4 !== 0) return null;
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  const headerBytes = words[1];
  if (words[0] !== MAGIC2 || headerBytes < 0 || 8 + headerBytes > bytes.length) return null;
  let header;
  try {
    header = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + 8, headerBytes).toString("utf8"));
  } catch {
    return null;
  }
  const { keys, lengths } = header ?? {};
  if (!Array.isArray(keys) || !Array.isArray(lengths) || keys.length !== lengths.length) return null;
  const out = /* @__PURE__ */ new Map();
  let at = 2 + Math.ceil(headerBytes / 4);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const length = lengths[i];
    if (typeof key !== "string" || typeof length !== "number" || !Number.isInteger(length) || length < 0) return null;
    if (at + length > words.length) return null;
    out.set(key, words.subarray(at, at + length));
    at += length;
  }
  return at === words.length ? out : null;
}
__name(decodeSketchPack, "decodeSketchPack");

// src/core/indexCache.ts
var FACTS_FORMAT = "odin-slice-facts-4";
var DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;
var requireBuiltin = (0, import_node_module2.createRequire)(__importMetaUrl);
function zlib() {
  return requireBuiltin("node:zlib");
}
__name(zlib, "zlib");
var ReadWhileUnchanged = class {
  constructor(max) {
    this.max = max;
  }
  max;
  static {
    __name(this, "ReadWhileUnchanged");
  }
  kept = /* @__PURE__ */ new Map();
  /** What was read of `file` while it is unchanged (its time of use set as a read would), else `read`'s; null if none. */
  get(file, read) {
    let st;
    try {
      st = (0, import_node_fs4.statSync)(file);
    } catch {
      return null;
    }
    const known = this.kept.get(file);
    if (known && known.ino === st.ino && known.size === st.size && known.mtimeMs === st.mtimeMs) {
      markUsed(st.mtimeMs, (seconds) => {
        (0, import_node_fs4.utimesSync)(file, seconds, seconds);
        known.mtimeMs = (0, import_node_fs4.statSync)(file).mtimeMs;
      });
      return known.value;
    }
    this.kept.delete(file);
    const fresh = read();
    if (fresh) {
      if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value);
      this.kept.set(file, { ino: fresh.stats.ino, size: fresh.stats.size, mtimeMs: fresh.stats.mtimeMs, value: fresh.value });
    }
    return fresh?.value ?? null;
  }
};
var readNameIndexes = new ReadWhileUnchanged(4);
var readSketchPacks = new ReadWhileUnchanged(2);
var listingOfBlobs = /* @__PURE__ */ new WeakMap();
var blobsOfListing = /* @__PURE__ */ new WeakMap();
var packedOfListing = /* @__PURE__ */ new WeakMap();
var versionHash = null;
function cacheVersion() {
  if (!versionHash) {
    const folders = true ? "dc04294db5d723e4635e50b3103711144b183a54" : folderHash(languagesDirectory2());
    versionHash = (0, import_node_crypto.createHash)("sha1").update(FACTS_FORMAT).update(FACTS_CODEC).update("\0").update(folders).digest("hex");
  }
  return versionHash;
}
__name(cacheVersion, "cacheVersion");
var engineHash = null;
function engineVersion() {
  if (!engineHash) {
    const h = (0, import_node_crypto.createHash)("sha1").update(cacheVersion());
    if (true) h.update("929d2a6a02237eab79b21debd9dafa498a490836");
    else {
      try {
        h.update((0, import_node_fs4.readFileSync)(fileURLToPath(__importMetaUrl)));
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
  const fd = (0, import_node_fs4.openSync)(file, "r");
  try {
    const st = (0, import_node_fs4.fstatSync)(fd);
    const bytes = Buffer.allocUnsafe(st.size);
    let read = 0;
    while (read < st.size) {
      const n = (0, import_node_fs4.readSync)(fd, bytes, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    markUsed(st.mtimeMs, (seconds) => (0, import_node_fs4.futimesSync)(fd, seconds, seconds));
    return read === st.size ? bytes : bytes.subarray(0, read);
  } finally {
    (0, import_node_fs4.closeSync)(fd);
  }
}
__name(readUsed, "readUsed");
var closeWhenGone = new FinalizationRegistry((fd) => {
  try {
    (0, import_node_fs4.closeSync)(fd);
  } catch {
  }
});
function openNameIndex(file) {
  let fd;
  try {
    fd = (0, import_node_fs4.openSync)(file, "r");
  } catch {
    return null;
  }
  let opened = null;
  try {
    let stats = (0, import_node_fs4.fstatSync)(fd);
    markUsed(stats.mtimeMs, (seconds) => {
      (0, import_node_fs4.futimesSync)(fd, seconds, seconds);
      stats = (0, import_node_fs4.fstatSync)(fd);
    });
    const index = NameIndex.open(stats.size, (offset, length) => readPart(fd, offset, length));
    if (index) opened = { index, stats };
  } catch {
  }
  if (!opened) {
    (0, import_node_fs4.closeSync)(fd);
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
    const n = (0, import_node_fs4.readSync)(fd, bytes, read, length - read, offset + read);
    if (n === 0) throw new Error("the kept name index ends early; remove the cache folder's reports to rebuild it");
    read += n;
  }
  return bytes;
}
__name(readPart, "readPart");
function verdictKey(key) {
  return (0, import_node_crypto.createHash)("sha1").update("unparsable\0").update(key).digest("hex");
}
__name(verdictKey, "verdictKey");
function blobId(bytes) {
  return (0, import_node_crypto.createHash)("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
__name(blobId, "blobId");
function defaultCacheDirectory(env = process.env, platform = process.platform) {
  if (platform === "win32") return (0, import_node_path3.join)(env.LOCALAPPDATA ?? (0, import_node_path3.join)((0, import_node_os.homedir)(), "AppData", "Local"), "odin-slice", "Cache");
  if (platform === "darwin") return (0, import_node_path3.join)((0, import_node_os.homedir)(), "Library", "Caches", "odin-slice");
  return (0, import_node_path3.join)(env.XDG_CACHE_HOME || (0, import_node_path3.join)((0, import_node_os.homedir)(), ".cache"), "odin-slice");
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
var TREE_FILE_SUFFIX = {
  report: ".json.gz",
  plainReport: ".report.json",
  names: ".names",
  entrypoints: ".entrypoints",
  sketches: ".sketches"
};
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
  /** Of the hits, those read and decoded from the folder (not found in this cache's or the process's memory). */
  hitsFromFolder = 0;
  /** Entries written to disk by this process: a cache kept elsewhere between runs is worth saving only then. */
  stored = 0;
  /** Decoded facts shared with the other caches of a long-running process (the App's jobs), or null. */
  shared;
  constructor(options = {}) {
    this.dir = options.dir ? (0, import_node_path3.join)(options.dir, cacheVersion()) : null;
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
    return (0, import_node_crypto.createHash)("sha1").update(spec.name).update("\0").update(blob).update("\0").update(rules).digest("hex");
  }
  table(root) {
    let table = this.tables.get(root);
    if (!table) {
      const file = this.dir ? (0, import_node_path3.join)(this.dir, "stamps", `${(0, import_node_crypto.createHash)("sha1").update(root).digest("hex")}.json`) : null;
      let records = null;
      try {
        if (file) records = recordsFrom(JSON.parse((0, import_node_fs4.readFileSync)(file, "utf8")));
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
      files = [...blobs.keys()].filter((path) => !isInSkippedFolder(path, (file) => blobs.has(file))).sort();
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
      stamp = fileStamp(`${root}/${path}`);
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
      blob = blobId((0, import_node_fs4.readFileSync)((0, import_node_path3.join)(root, path)));
    } catch {
      return "unreadable";
    }
    this.record(root, path, stamp, blob);
    return blob;
  }
  /**
   * The blob id of each of a tree's files (see blobOf), in order. Asked for every file of a large tree by each
   * request (the kept names' check): where the shell gave the ids, they are taken in the listing's order (see
   * givenFiles), which the files follow, rather than looked up by path one by one.
   */
  blobsOf(root, files) {
    const given = this.givenBlobs.get(root);
    const listing = given ? this.givenFiles(root) : null;
    if (!given || !listing) return files.map((file) => this.blobOf(root, file));
    let inListing = blobsOfListing.get(listing);
    if (!inListing) {
      inListing = listing.map((path) => given.get(path));
      blobsOfListing.set(listing, inListing);
    }
    const out = new Array(files.length);
    let j = 0;
    for (let i = 0; i < files.length; i++) {
      const file = files[i];
      while (j < listing.length && listing[j] !== file) j++;
      if (j < listing.length) out[i] = inListing[j++];
      else {
        for (let k = i; k < files.length; k++) out[k] = this.blobOf(root, files[k]);
        break;
      }
    }
    return out;
  }
  /**
   * The blob ids the shell gave for `files` (in the listing's order), 20 bytes each, or null where none were given
   * or one is not a blob id. Kept per listing: the App serves many requests on one checkout.
   */
  packedBlobsOf(root, files) {
    const listing = this.givenFiles(root);
    if (!listing) return null;
    const kept = packedOfListing.get(listing);
    if (kept && sameList(kept.files, files)) return kept.bytes;
    const bytes = packBlobIds(this.blobsOf(root, files));
    packedOfListing.set(listing, { files, bytes });
    return bytes;
  }
  /** Writes back the file records that changed. */
  saveTables() {
    for (const table of this.tables.values()) {
      if (!table.dirty || !table.file) continue;
      table.dirty = false;
      const out = [];
      for (const [path, r] of table.records) out.push(path, r.stamp, r.blob, r.rules ?? null, r.reason ?? null);
      try {
        (0, import_node_fs4.mkdirSync)((0, import_node_path3.join)(table.file, ".."), { recursive: true });
        const text = JSON.stringify(out);
        const temporary = `${table.file}.${process.pid}.tmp`;
        (0, import_node_fs4.writeFileSync)(temporary, text);
        (0, import_node_fs4.renameSync)(temporary, table.file);
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
    const h = (0, import_node_crypto.createHash)("sha1").update(engineVersion()).update(JSON.stringify(repo.limits));
    const lines = [];
    for (const path of repo.files()) {
      const read = mayBeLanguageFile(path) || isManifest(path);
      lines.push(`${path}\0${read ? this.blobOf(repo.root, path) : "-"}
`);
    }
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
    return (0, import_node_path3.join)(this.dir, "reports", `${key}${TREE_FILE_SUFFIX[kind]}`);
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
    return (0, import_node_crypto.createHash)("sha1").update(NAME_INDEX_FORMAT).update("\0").update(JSON.stringify(limits)).update("\0").update(lineage).digest("hex");
  }
  /**
   * The name index kept by putNames, opened to be read by parts (see NameIndex.open). A process that serves many
   * requests (the App) opens a tree's index once: the one opened last is kept while its file is unchanged (a
   * rewrite renames a new file in), with the blocks its questions have read of it so far.
   */
  getNameIndex(key) {
    if (!this.dir) return null;
    const file = this.treeFile(key, "names");
    return readNameIndexes.get(file, () => {
      const opened = openNameIndex(file);
      return opened && { value: opened.index, stats: opened.stats };
    });
  }
  putNames(key, bytes) {
    if (this.putTreeFile(key, "names", bytes)) this.stored++;
  }
  /** What a tree's kept word sketches are filed under (see sketchPack.ts), by lineage; null without a directory. */
  sketchesKey(lineage) {
    if (!this.dir) return null;
    return (0, import_node_crypto.createHash)("sha1").update("sketches\0").update(lineage).digest("hex");
  }
  /**
   * The word sketches kept for a tree by putSketches, by sketchKey; empty when none are (or they are torn). Not to
   * be changed: a process that asks again while the file is unchanged is given the same map.
   */
  getSketches(key) {
    if (!this.dir) return /* @__PURE__ */ new Map();
    const file = this.treeFile(key, "sketches");
    const read = /* @__PURE__ */ __name(() => {
      try {
        const sketches = decodeSketchPack(readUsed(file));
        return sketches && { value: sketches, stats: (0, import_node_fs4.statSync)(file) };
      } catch {
        return null;
      }
    }, "read");
    return readSketchPacks.get(file, read) ?? /* @__PURE__ */ new Map();
  }
  putSketches(key, sketches) {
    if (this.putTreeFile(key, "sketches", encodeSketchPack(sketches))) this.stored++;
  }
  /** The blob id the shell gave for a file (knowBlobs), or null. */
  givenBlob(root, path) {
    return this.givenBlobs.get(root)?.get(path) ?? null;
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
  /** Writes a tree file; whether it was written. */
  putTreeFile(key, kind, bytes) {
    if (!this.dir) return false;
    const file = this.treeFile(key, kind);
    try {
      (0, import_node_fs4.mkdirSync)((0, import_node_path3.join)(this.dir, "reports"), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      (0, import_node_fs4.writeFileSync)(temporary, bytes);
      (0, import_node_fs4.renameSync)(temporary, file);
      this.written += bytes.length;
      return true;
    } catch {
      return false;
    }
  }
  file(key) {
    return (0, import_node_path3.join)(this.dir, key.slice(0, 2), `${key.slice(2)}.json`);
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
        this.hitsFromFolder++;
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
    this.writeEntry(key, text);
  }
  writeEntry(key, text) {
    if (!this.dir) return;
    const file = this.file(key);
    try {
      (0, import_node_fs4.mkdirSync)((0, import_node_path3.join)(this.dir, key.slice(0, 2)), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      (0, import_node_fs4.writeFileSync)(temporary, text);
      (0, import_node_fs4.renameSync)(temporary, file);
      this.written += text.length;
      this.stored++;
    } catch {
    }
  }
  /**
   * Why the content under a facts key cannot be parsed (binary, too large, a minified line), where a request found
   * so. Where the shell gives blob ids, no record of the file can hold it, and every request read such a file again
   * to find it out: Go's 1.2 MB `opGen.go`, 5 ms of each request that reaches it.
   */
  unparsable(key) {
    let reason = this.verdicts.get(key);
    if (reason === void 0) {
      reason = null;
      if (this.dir) {
        try {
          const kept = JSON.parse(readUsed(this.file(verdictKey(key))).toString("utf8"));
          if (typeof kept.unparsable === "string") reason = kept.unparsable;
        } catch {
        }
      }
      this.verdicts.set(key, reason);
    }
    return reason;
  }
  /** Keeps why the content under a facts key cannot be parsed (see unparsable), as an entry of its own. */
  keepUnparsable(key, reason) {
    this.verdicts.set(key, reason);
    this.writeEntry(verdictKey(key), JSON.stringify({ unparsable: reason }));
  }
  verdicts = /* @__PURE__ */ new Map();
  /** Removes the least recently used entries (and older versions' folders) while the cache is over its bound. */
  evict() {
    this.saveTables();
    if (!this.dir || this.written === 0) return;
    const top = (0, import_node_path3.join)(this.dir, "..");
    const ledger = (0, import_node_path3.join)(top, "usage.json");
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
      for (const version of (0, import_node_fs4.readdirSync)(top)) {
        if (!/^[0-9a-f]{40}$/.test(version)) continue;
        const versionDir = (0, import_node_path3.join)(top, version);
        const old = versionDir !== this.dir;
        for (const shard of (0, import_node_fs4.readdirSync)(versionDir)) {
          const named = shard === "reports" ? TREE_FILE_NAME : shard === "stamps" ? /^[0-9a-f]{40}\.json$/ : /^[0-9a-f]{2}$/.test(shard) ? /^[0-9a-f]{38}\.json$/ : null;
          if (!named) continue;
          for (const name of (0, import_node_fs4.readdirSync)((0, import_node_path3.join)(versionDir, shard))) {
            if (!named.test(name)) continue;
            const file = (0, import_node_path3.join)(versionDir, shard, name);
            const st = (0, import_node_fs4.statSync)(file);
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
        (0, import_node_fs4.rmSync)(e.file, { force: true });
        total -= e.size;
      }
    }
    writeLedger(ledger, total);
  }
};
function readLedger(file) {
  try {
    const bytes = JSON.parse((0, import_node_fs4.readFileSync)(file, "utf8")).bytes;
    return typeof bytes === "number" && Number.isFinite(bytes) && bytes >= 0 ? bytes : null;
  } catch {
    return null;
  }
}
__name(readLedger, "readLedger");
function writeLedger(file, bytes) {
  try {
    const temporary = `${file}.${process.pid}.tmp`;
    (0, import_node_fs4.writeFileSync)(temporary, JSON.stringify({ bytes }));
    (0, import_node_fs4.renameSync)(temporary, file);
  } catch {
  }
}
__name(writeLedger, "writeLedger");
function sameList(a, b) {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
__name(sameList, "sameList");

// src/core/keptIndexReport.ts
function keptIndexReport(repo, cache) {
  const key = cache?.treeKey(repo) ?? null;
  const kept = key === null ? null : cache.getReport(key);
  return kept === null ? null : withRoot(repo, kept);
}
__name(keptIndexReport, "keptIndexReport");
function withRoot(repo, rest) {
  return [Buffer.from(`{"root":${JSON.stringify(repo.root)},`), rest.subarray(1)];
}
__name(withRoot, "withRoot");

// src/cli/indexOptions.ts
var INDEX_OPTIONS = { root: { type: "string" } };

// src/cli/bin.ts
function answeredFromCache(argv, env) {
  if (argv[0] !== "index") return false;
  try {
    const { values } = (0, import_node_util.parseArgs)({ args: argv.slice(1), strict: true, allowPositionals: false, options: INDEX_OPTIONS });
    const repo = Repository.open(values.root ?? ".");
    const kept = repo ? keptIndexReport(repo, cacheFromEnvironment(env)) : null;
    if (kept === null) return false;
    for (const piece of kept) process.stdout.write(piece);
    process.stdout.write("\n");
    return true;
  } catch {
    return false;
  }
}
__name(answeredFromCache, "answeredFromCache");
if (!answeredFromCache(process.argv.slice(2), process.env)) void import("./cli.js");
