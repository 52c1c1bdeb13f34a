// A few bits per word of a file's text (a Bloom filter of its words): enough to say that the file cannot hold a
// name as a whole word without keeping its text or reading it again. A tree's text is hundreds of megabytes and
// a request sweeps all of it for name after name; the sketches of all its files are about a sixth of that.
import { partitionPoint } from "./partitionPoint.js";
import { readWhole } from "./scratchRead.js";
import { SKETCH_LOOP_WASM, SKETCH_LOOP_WASM_SIMD } from "./sketchLoopWasm.js";

/**
 * Bytes that continue an identifier: a word is a maximal run of them, and a name found next to one is part of a
 * longer word (TreeText's searches and the sketches must agree on this).
 */
const WORD_BYTE = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  WORD_BYTE[b] = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x5f || b === 0x24 || b >= 0x80 ? 1 : 0;
}

/** Spaces that leave the place a word stands in unchanged (as JavaScript's `\s` reads them, but the newline). */
const BLANK = new Uint8Array(256);
for (const b of [0x09, 0x0b, 0x0c, 0x0d, 0x20]) BLANK[b] = 1;
const NEWLINE = 0x0a;
const SLASH = 0x2f;
const STAR = 0x2a;

/** Whether a byte (or a latin1 character) continues an identifier. */
export function isWordByte(b: number): boolean {
  return b >= 0x80 || WORD_BYTE[b] === 1;
}

/** Whether a byte (or a latin1 character) is a space that is no newline (see BLANK). */
export function isBlankByte(b: number): boolean {
  return BLANK[b] === 1;
}

/**
 * A word's hash: each byte rotated in (few dependent steps per byte: the loop over a tree's text is bound by
 * them), then mixed (murmur3's finaliser) so that any of its bits can number a bit of the sketch.
 */
const SEED = 0x2f6b1d3;
const step = (hash: number, byte: number): number => ((hash << 5) | (hash >>> 27)) ^ byte;
function finish(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * The hash under which a word is sketched a second time where it stands after a word, `>`, `]`, `)`, `/` or at
 * a line's start (blanks passed; see "The loop"), on a line that no comment starts: a file whose sketch holds a name but
 * not this cannot declare it in a language whose declarations all stand so (language.json
 * definitionsAfterWords). Java's method names are mostly written after a `.`, where no declaration stands.
 */
export function declaredHash(hash: number): number {
  return finish(hash ^ 0x5bd1e995);
}

/**
 * The hash under which a word is sketched a third time where it follows one of its language's declaring keywords
 * (sketchLexicon.declaringKeywords: Java's `class`, `interface`, `enum`, `record`) with only blanks and comments
 * between: a file whose sketch lacks it cannot declare the name at a site that stands only there (a definition
 * site's `afterKeyword`). A Java name used all over the tree as a field (`result`, `target`) is declared at a
 * word's place in a thousand files, as a class in none.
 */
export function keywordHash(hash: number): number {
  return finish(hash ^ 0x27d4eb2f);
}

/**
 * The hash under which a word at a declaration's place is sketched a fourth time where the next byte past blanks
 * and comments is one of its language's declaration openers (sketchLexicon.declarationOpeners: Java's `(` and
 * `{`): a file whose sketch lacks it cannot declare the name at a site that stands only before one (a definition
 * site's `beforeOpener`). Java's methods: a field or a variable of the name (`Type position;`) is no method.
 */
export function openerHash(hash: number): number {
  return finish(hash ^ 0x165667b1);
}

/** The two bits a word of this hash sets in a sketch of `mask + 1` bits. */
const firstBit = (hash: number, mask: number): number => hash & mask;
const secondBit = (hash: number, mask: number): number => ((hash >>> 16) | (hash << 16)) & mask;

/**
 * The sketch of `bytes[0..length)`: at least a bit per byte of text and 2,048 in all (a power of two), so that
 * about one word in a hundred that a source file does not hold is taken for one that it may (source text holds a
 * distinct word per 30 bytes or so, most of them sketched twice, see declaredHash; a short file is mostly its
 * licence's words).
 */
export function sketchWords(bytes: Uint8Array, length: number, lexicon: SketchLexicon | null = null): Int32Array {
  return sketchWordsInto(bytes, length, new Int32Array(sketchLength(length)), lexicon);
}

/** The length (in 32-bit words) of the sketch of a text of `length` bytes. */
export function sketchLength(length: number): number {
  let size = 2048;
  while (size < length) size *= 2;
  return size >>> 5;
}

/**
 * sketchWords, into `bits` (of sketchLength(length) words; cleared first). With the lexicon of the file's
 * language, the words of its comments are left out where its strings and comments can be told apart for certain
 * (see "The loop" below); a text they cannot be in (an unclosed string or comment) is sketched whole.
 */
export function sketchWordsInto(bytes: Uint8Array, length: number, bits: Int32Array, lexicon: SketchLexicon | null = null): Int32Array {
  const loop = loopForNewText();
  loop.reserve(loop.free + length + LOOKAHEAD);
  loop.bytes.set(length === bytes.length ? bytes : bytes.subarray(0, length), loop.free);
  return sketchReadInto(length, bits, lexicon);
}

/**
 * Reads a whole file into the loop's memory, where sketchReadInto sketches it (a sweep reads thousands of files
 * only to sketch them: no copy), and gives its length; throws if it cannot be read.
 */
export function readForSketch(path: string): number {
  const loop = loopForNewText();
  const room = (filled: number) => loop.bytes.length - loop.free - filled - LOOKAHEAD;
  return readWhole(path, (filled) => {
    if (room(filled) <= 0) loop.reserve(2 * loop.bytes.length);
    return { bytes: loop.bytes, at: loop.free + filled, room: room(filled) };
  });
}

/** Sketches the `length` bytes the last readForSketch read (or sketchWordsInto copied) into `bits`. */
export function sketchReadInto(length: number, bits: Int32Array, lexicon: SketchLexicon | null): Int32Array {
  const loop = sketchLoop();
  const text = loop.free;
  const sketchAt = (text + length + LOOKAHEAD + 7) & ~7;
  loop.reserve(sketchAt + 4 * bits.length);
  loop.bytes.fill(0, text + length, text + length + LOOKAHEAD);
  loop.sketch(text, length, sketchAt, bits.length, lexicon === null ? 0 : loop.slotOf(lexicon));
  bits.set(new Int32Array(loop.bytes.buffer, sketchAt, bits.length));
  return bits;
}

/** The loop reads up to two bytes past the text where it looks ahead, the first of which must be 0. */
const LOOKAHEAD = 3;
/** The most memory an instance keeps between texts (WebAssembly's memory only grows). */
const KEPT_MEMORY_BYTES = 8 * 1024 * 1024;

// The loop: sketchLoop.ts, in WebAssembly (see there why), an instance per thread.
//
// Read whole, a text's words are sketched each under its own hash, and under the declared hash where it stands
// where a declaration may (see declaredHash): after a word, `>`, `]`, `)`, `/` or at a line's start, blanks
// passed, on a line that starts with no comment (`//` to its end, `/*` or `*` up to a `*/`: a licence's "is" and
// "the" declare nothing; only a line's start is looked at, since a `//` within a string could hide a declaration
// after it). A language with declaring keywords or openers has every word at a declaration's place sketched as
// after a keyword and before an opener too, read whole: such names stand at such a place.
//
// With a lexicon, the words inside comments (over a third of the bytes of the JDK's sources, most of them prose)
// are left out. The lexicon is followed as the language's tree-sitter grammar lexes, so that no word of its code
// is left out; where the text is not as the grammar wants it (a string or comment unclosed at the end, a newline
// in a one-line string, an escape the lexicon cannot follow), the text is sketched whole. With the comments gone,
// no line is taken for a comment's: a word is sketched as declared wherever it stands after a word, `>`, `]`,
// `)`, `/` or a line's start. A string's words are all sketched as declared (its text read wrong would be code),
// as after a keyword from the first declaring keyword in it on (or a string's words would all be taken for a
// class's name: "is" stands in messages in 1,400 of the JDK's files, where code read as a string still has each
// name after a keyword so sketched), and as before an opener where the string holds one anywhere.

interface SketchLoop {
  /** Where the caller's text may go, and past it the sketch. */
  free: number;
  /** The module's memory, as bytes: renewed where reserve grows it. */
  bytes: Uint8Array;
  reserve(bytes: number): void;
  sketch(text: number, length: number, bits: number, words: number, lexicon: number): void;
  /** Where a lexicon's tables are in the module's memory (written there when first asked). */
  slotOf(lexicon: SketchLexicon): number;
}

let loopOfThread: SketchLoop | null = null;

/** The little of WebAssembly's JavaScript interface the loop needs (the project's type libraries declare none). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}

/** Which of the loop's two modules this thread runs (see sketchLoop.ts): chosen when a loop is first made. */
let loopModuleChoice: "simd" | "scalar" | null = null;
/** That module, compiled once per thread: a loop dropped for its grown memory is made again from it. */
let compiledLoopModule: object | null = null;

/**
 * The loop's module, compiled: the one with SIMD, unless the runtime cannot compile it (WebAssembly's SIMD needs
 * SSE4.1 on x86-64), then the other. Asked to compile a module it cannot, the runtime throws at once.
 */
function loopModule(wasm: WasmApi): object {
  if (compiledLoopModule) return compiledLoopModule;
  if (loopModuleChoice !== "scalar") {
    try {
      compiledLoopModule = new wasm.Module(Buffer.from(SKETCH_LOOP_WASM_SIMD, "base64"));
      loopModuleChoice = "simd";
      return compiledLoopModule;
    } catch (error) {
      if (loopModuleChoice === "simd") throw error;
      loopModuleChoice = "scalar";
    }
  }
  compiledLoopModule = new wasm.Module(Buffer.from(SKETCH_LOOP_WASM, "base64"));
  return compiledLoopModule;
}

/** Makes this thread run the loop of one module (null: the runtime's choice) from its next text on: the tests compare the two. */
export function useSketchLoopModule(module: "simd" | "scalar" | null): void {
  loopModuleChoice = module;
  compiledLoopModule = null;
  loopOfThread = null;
}

/** The thread's loop for a new text: one whose memory a large text grew past KEPT_MEMORY_BYTES is dropped first. */
function loopForNewText(): SketchLoop {
  if (loopOfThread && loopOfThread.bytes.length > KEPT_MEMORY_BYTES) loopOfThread = null;
  return sketchLoop();
}

function sketchLoop(): SketchLoop {
  if (loopOfThread) return loopOfThread;
  const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const instance = new wasm.Instance(loopModule(wasm), {
    env: {
      abort: () => {
        throw new Error("the sketch loop aborted");
      },
    },
  });
  const exports = instance.exports as {
    memory: { buffer: ArrayBuffer; grow(pages: number): number };
    freeMemory(): number;
    lexiconSlot(n: number): number;
    sketch(text: number, length: number, bits: number, words: number, lexicon: number): void;
  };
  const memory = exports.memory;
  const slots = new Map<SketchLexicon, number>();
  const loop: SketchLoop = {
    free: exports.freeMemory(),
    bytes: new Uint8Array(memory.buffer),
    reserve(bytes) {
      if (bytes <= memory.buffer.byteLength) return;
      memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / WASM_PAGE));
      loop.bytes = new Uint8Array(memory.buffer);
    },
    sketch: exports.sketch,
    slotOf(lexicon) {
      let at = slots.get(lexicon);
      if (at === undefined) {
        if (slots.size === LEXICON_SLOTS) throw new Error(`more than ${LEXICON_SLOTS} sketch lexicons in one thread`);
        at = exports.lexiconSlot(slots.size);
        loop.bytes.set(lexicon.tables, at);
        slots.set(lexicon, at);
      }
      return at;
    },
  };
  loopOfThread = loop;
  return loop;
}

const WASM_PAGE = 65536;
/** As sketchLoop.ts lays lexicons out: so many slots, and in each the tables at these offsets. */
const LEXICON_SLOTS = 16;
const TABLES = { starting: 0, stopping: 256, openers: 512, firstKind: 768, secondKind: 1024, hasOpeners: 1280, keywordCount: 1284, keywords: 1288, size: 1536 };
/** A string kind's flags in the tables (0: none). */
const kindFlags = (kind: StringKind | undefined): number => (kind === undefined ? 0 : 1 | (kind.triple ? 2 : 0) | (kind.escapes ? 4 : 0) | (kind.lines ? 8 : 0));

/** A lexicon's tables as sketchLoop.ts reads them. */
function lexiconTables(lexicon: Omit<SketchLexicon, "tables">): Uint8Array {
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

/**
 * How a language's comments and strings are written, for leaving comments out of its files' sketches
 * (language.json sketchLexicon): comments as in C (`//` to the line's end, `/*` to the first star and slash
 * after it, not nested), and strings (characters too) between delimiters of one byte or three of the same, with
 * or without backslash escapes, over lines or not. A language whose strings can hold code (a template's `${}`),
 * or whose comments cannot be found without parsing (a regular expression literal's `/*`), has none, and its
 * files are sketched whole.
 */
export interface SketchLexiconDescriptor {
  comments: "c";
  strings: { delimiter: string; escapes?: boolean; lines?: boolean }[];
  /** Bytes after a backslash in a string that make its text other than a string's (Java's `\{`, a template). */
  unsupportedEscapes?: string;
  /** Words after which (blanks and comments between) a name is sketched as after a keyword (see keywordHash). */
  declaringKeywords?: string[];
  /** Bytes before which (blanks and comments between) a name at a declaration's place is sketched so (see openerHash). */
  declarationOpeners?: string;
}

interface StringKind {
  quote: number;
  triple: boolean;
  escapes: boolean;
  lines: boolean;
}

/**
 * A SketchLexiconDescriptor as the sketch reads it: which bytes may start a comment or a string (`/` and the
 * delimiters; one load and a compare for every other byte of code), each byte's string kinds (triple first), and
 * the escapes it stops at.
 */
export interface SketchLexicon {
  starting: Uint8Array;
  opening: readonly (readonly StringKind[] | undefined)[];
  stopping: Uint8Array;
  /** The word hashes of the declaring keywords. */
  keywords: Int32Array;
  /** Which bytes are declaration openers, and whether any is. */
  openers: Uint8Array;
  hasOpeners: boolean;
  /** All of the above as the loop reads them (see lexiconTables). */
  tables: Uint8Array;
}

export function compileSketchLexicon(descriptor: SketchLexiconDescriptor): SketchLexicon {
  if (descriptor.comments !== "c") throw new Error(`unknown comment syntax ${JSON.stringify(descriptor.comments)}`);
  const opening: StringKind[][] = [];
  for (const { delimiter, escapes = false, lines = false } of descriptor.strings) {
    const quote = delimiter.charCodeAt(0);
    const triple = delimiter.length === 3 && delimiter === String.fromCharCode(quote).repeat(3);
    if (quote >= 0x80 || WORD_BYTE[quote] === 1 || quote === SLASH || quote === BACKSLASH || !(triple || delimiter.length === 1)) {
      throw new Error(`unsupported string delimiter ${JSON.stringify(delimiter)}`);
    }
    const kinds = (opening[quote] ??= []);
    // One string a delimiter byte opens, and one more of three of it.
    if (kinds.some((k) => k.triple === triple)) throw new Error(`string delimiter ${JSON.stringify(delimiter)} named twice`);
    kinds.push({ quote, triple, escapes, lines });
  }
  const starting = new Uint8Array(256);
  starting[SLASH] = 1;
  for (const kinds of opening) {
    if (!kinds) continue;
    kinds.sort((a, b) => Number(b.triple) - Number(a.triple));
    starting[(kinds[0] as StringKind).quote] = 1;
  }
  const stopping = new Uint8Array(256);
  for (const c of descriptor.unsupportedEscapes ?? "") stopping[c.charCodeAt(0)] = 1;
  const keywords = new Int32Array(
    (descriptor.declaringKeywords ?? []).map((word) => {
      const bytes = Buffer.from(word, "utf8");
      if (bytes.length === 0 || bytes.some((b) => WORD_BYTE[b] === 0)) throw new Error(`a declaring keyword must be one word: ${JSON.stringify(word)}`);
      return wordHash(bytes);
    }),
  );
  const openers = new Uint8Array(256);
  for (const c of descriptor.declarationOpeners ?? "") {
    const b = c.charCodeAt(0);
    if (b >= 0x80 || WORD_BYTE[b] === 1 || BLANK[b] === 1 || b === NEWLINE || starting[b] === 1) throw new Error(`unsupported declaration opener ${JSON.stringify(c)}`);
    openers[b] = 1;
  }
  const lexicon = { starting, opening: Array.from({ length: 256 }, (_, b) => opening[b]), stopping, keywords, openers, hasOpeners: openers.includes(1) };
  return { ...lexicon, tables: lexiconTables(lexicon) };
}

const BACKSLASH = 0x5c;

/** The string a delimiter opens, given the two bytes after it (a triple delimiter first); undefined for none. */
function stringKindAt(lexicon: SketchLexicon, quote: number, second: number | undefined, third: number | undefined): StringKind | undefined {
  for (const k of lexicon.opening[quote] ?? []) {
    if (!k.triple || (second === quote && third === quote)) return k;
  }
  return undefined;
}

/** The hash sketchWords gives a word (its bytes, all word bytes). */
export function wordHash(word: Uint8Array): number {
  let hash = SEED;
  for (const b of word) hash = step(hash, b);
  return finish(hash);
}

/** The two bits a word of this hash sets in a sketch of `words` 32-bit words, as sketchMayHold reads them. */
export function sketchBitsOf(hash: number, words: number): [number, number] {
  const mask = words * 32 - 1;
  return [firstBit(hash, mask), secondBit(hash, mask)];
}

/** Whether the sketched text may hold the word of this hash (false: it surely does not). */
export function sketchMayHold(sketch: Int32Array, hash: number): boolean {
  const mask = sketch.length * 32 - 1;
  const first = firstBit(hash, mask);
  const second = secondBit(hash, mask);
  return ((sketch[first >>> 5] as number) & (1 << (first & 31))) !== 0 && ((sketch[second >>> 5] as number) & (1 << (second & 31))) !== 0;
}

/**
 * Where a text's comments lie from `from` on, and its strings too with `strings`, as the lexicon reads them (see
 * "The loop": a comment's start inside a string is none), as start and end offsets in turn; null where the
 * lexicon cannot follow the text. `from` must stand in code. The text is latin1, a character per byte, as
 * TreeText reads files. The sketch does not trust a string's reading to leave out no code (see "The loop"):
 * a caller that passes over strings relies on the lexicon following the grammar's strings exactly.
 */
export function proseSpans(text: string, from: number, lexicon: SketchLexicon, strings: boolean): number[] | null {
  const spans: number[] = [];
  const length = text.length;
  // The next byte that may start a comment or a string is found by the regular expression engine, which passes
  // over the code between in native code: two to five times as fast as a loop over every byte here, the more so
  // early in a process, before such a loop is optimised (the JDK's java.util: 8 ms where the loop took 13-40).
  const next = startingPattern(lexicon);
  next.lastIndex = from;
  for (let found = next.exec(text); found !== null; found = next.exec(text)) {
    const i = found.index;
    if (text.charCodeAt(i) === SLASH) {
      const after = text.charCodeAt(i + 1);
      if (after === SLASH) {
        const end = text.indexOf("\n", i + 2);
        spans.push(i, end < 0 ? length : end);
        if (end < 0) break;
        next.lastIndex = end + 1;
      } else if (after === STAR) {
        const end = text.indexOf("*/", i + 2);
        if (end < 0) return null;
        spans.push(i, end + 2);
        next.lastIndex = end + 2;
      }
      continue;
    }
    const end = stringEnd(text, i, lexicon);
    if (end < 0) return null;
    if (strings) spans.push(i, end + 1);
    next.lastIndex = end + 1;
  }
  return spans;
}

/** A global pattern of the bytes that may start a comment or a string (SketchLexicon.starting), one per lexicon. */
function startingPattern(lexicon: SketchLexicon): RegExp {
  let pattern = startingPatterns.get(lexicon);
  if (!pattern) {
    let set = "";
    for (let b = 0; b < 256; b++) if (lexicon.starting[b] === 1) set += `\\x${b.toString(16).padStart(2, "0")}`;
    pattern = new RegExp(`[${set}]`, "g");
    startingPatterns.set(lexicon, pattern);
  }
  return pattern;
}

const startingPatterns = new WeakMap<SketchLexicon, RegExp>();

/** Whether `at` lies in one of the spans proseSpans gives (start and end offsets in turn, in order). */
export function withinSpans(spans: readonly number[], at: number): boolean {
  const pairs = spans.length / 2;
  const k = partitionPoint(pairs, (i) => (spans[2 * i + 1] as number) <= at);
  return k < pairs && (spans[2 * k] as number) <= at;
}

/** Where the string opening at `start` closes (its last delimiter byte), or -1 where the lexicon cannot follow it. */
function stringEnd(text: string, start: number, lexicon: SketchLexicon): number {
  const quote = text.charCodeAt(start);
  const kind = stringKindAt(lexicon, quote, text.charCodeAt(start + 1), text.charCodeAt(start + 2));
  if (kind === undefined) return -1;
  let escaped = false;
  for (let i = kind.triple ? start + 3 : start + 1; i < text.length; i++) {
    const b = text.charCodeAt(i);
    if (escaped) {
      escaped = false;
      if (lexicon.stopping[b] === 1 || (b === NEWLINE && !kind.lines)) return -1;
    } else if (b === BACKSLASH && kind.escapes) {
      escaped = true;
    } else if (b === quote && (!kind.triple || (text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote))) {
      return kind.triple ? i + 2 : i;
    } else if (b === NEWLINE && !kind.lines) return -1;
  }
  return -1;
}
