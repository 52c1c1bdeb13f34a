// AssemblyScript, compiled to WebAssembly by scripts/build-wasm.mjs (not TypeScript: tsc and eslint pass it by).
// The loop over a file's bytes that sketchWordsInto runs (wordSketch.ts says what each bit means): a sweep of a
// large tree runs it over hundreds of megabytes while a request waits, where the same loop in JavaScript runs a
// third slower and twice as slow again in a thread's first pass, before the JIT has tiered it up. It must set
// exactly the bits that wordSketch.ts's hashes read: the hash steps and constants below are theirs.
//
// Compiled twice: with WebAssembly's SIMD (ASC_FEATURE_SIMD), a comment's text and a line's indentation are passed
// sixteen bytes at a time (over a third of the JDK's bytes are comments, and most of its lines are indented by
// spaces: its sweep's loop took 387 ms where 500); without, for a runtime that has no SIMD, a byte at a time. Both
// set the same bits.

// Byte classes, as wordSketch.ts defines them.
const WORD: usize = memory.data(256);
const DECLARED_AFTER: usize = memory.data(256);
const BLANK: usize = memory.data(256);
for (let b: u32 = 0; b < 256; b++) {
  const word = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b == 0x5f || b == 0x24 || b >= 0x80;
  store<u8>(WORD + b, word ? 1 : 0);
  store<u8>(DECLARED_AFTER + b, word || b == 0x3e || b == 0x5d || b == 0x29 || b == 0x2f ? 1 : 0);
  store<u8>(BLANK + b, b == 0x09 || b == 0x0b || b == 0x0c || b == 0x0d || b == 0x20 ? 1 : 0);
}

const NEWLINE: u32 = 0x0a;
const SLASH: u32 = 0x2f;
const STAR: u32 = 0x2a;
const BACKSLASH: u32 = 0x5c;
const NO_COMMENT = 0;
const LINE_COMMENT = 1;
const BLOCK_COMMENT = 2;
// Where a word stands: the hashes it is sketched under besides its own.
const DECLARED: u32 = 1;
const AFTER_KEYWORD: u32 = 2;
const BEFORE_OPENER: u32 = 4;

// A lexicon as wordSketch.ts lays it out (lexiconTables) in one of the slots below: its bytes' tables, then its
// flags and its declaring keywords' hashes.
const LEXICON_SLOTS = 16;
const LEXICON_BYTES = 1536;
const STARTING = 0;
const STOPPING = 256;
const OPENERS = 512;
const KIND_FIRST = 768;
const KIND_SECOND = 1024;
const HAS_OPENERS = 1280;
const KEYWORD_COUNT = 1284;
const KEYWORDS = 1288;
const KIND_PRESENT: u32 = 1;
const KIND_TRIPLE: u32 = 2;
const KIND_ESCAPES: u32 = 4;
const KIND_LINES: u32 = 8;
const LEXICONS: usize = memory.data(LEXICON_SLOTS * LEXICON_BYTES);

/** Where the tables of lexicon slot `n` go. */
export function lexiconSlot(n: i32): usize {
  return LEXICONS + <usize>n * LEXICON_BYTES;
}

/** Where the free memory starts, past the module's own data: the caller's text and sketch go there. */
export function freeMemory(): usize {
  return (__heap_base + 15) & ~15;
}

const SEED: u32 = 0x2f6b1d3;

// murmur3's finaliser.
@inline function finish(h: u32): u32 {
  h = (h ^ (h >>> 16)) * 0x85ebca6b;
  h = (h ^ (h >>> 13)) * 0xc2b2ae35;
  return h ^ (h >>> 16);
}

@inline function setBits(bits: usize, hash: u32, mask: u32): void {
  const first = hash & mask;
  const second = rotl<u32>(hash, 16) & mask;
  const a = bits + ((first >>> 5) << 2);
  store<u32>(a, load<u32>(a) | ((<u32>1) << (first & 31)));
  const c = bits + ((second >>> 5) << 2);
  store<u32>(c, load<u32>(c) | ((<u32>1) << (second & 31)));
}

/** The hash of the word sketchWordAt sketched last. */
let lastHash: u32 = 0;

/** Sketches the word that starts at `i` (under the hashes `place` names too); gives where it ends. */
function sketchWordAt(text: usize, length: u32, i: u32, bits: usize, mask: u32, place: u32): u32 {
  let hash = SEED;
  let b = <u32>load<u8>(text + i);
  for (;;) {
    hash = rotl<u32>(hash, 5) ^ b;
    if (++i >= length) break;
    b = <u32>load<u8>(text + i);
    if (load<u8>(WORD + b) == 0) break;
  }
  hash = finish(hash);
  lastHash = hash;
  setBits(bits, hash, mask);
  if ((place & DECLARED) != 0) setBits(bits, finish(hash ^ 0x5bd1e995), mask);
  if ((place & AFTER_KEYWORD) != 0) setBits(bits, finish(hash ^ 0x27d4eb2f), mask);
  if ((place & BEFORE_OPENER) != 0) setBits(bits, finish(hash ^ 0x165667b1), mask);
  return i;
}

@inline function isKeyword(lexicon: usize, hash: u32): bool {
  const n = load<u32>(lexicon + KEYWORD_COUNT);
  for (let k: u32 = 0; k < n; k++) if (load<u32>(lexicon + KEYWORDS + (k << 2)) == hash) return true;
  return false;
}

/**
 * Sketches `text[0..length)` into the `words` 32-bit words at `bits`, cleared first, with the lexicon at
 * `lexicon` (0 for none): sketchWordsInto. The byte at `text + length` must be 0 and the next two readable: the
 * loops look a byte or two ahead where the text may end.
 */
export function sketch(text: usize, length: u32, bits: usize, words: u32, lexicon: usize): void {
  memory.fill(bits, 0, words << 2);
  const mask = words * 32 - 1;
  if (lexicon != 0) {
    if (sketchCode(text, length, bits, mask, lexicon)) return;
    memory.fill(bits, 0, words << 2);
  }
  sketchWhole(text, length, bits, mask, lexicon);
}

/** The whole text's words, those of comments too (wordSketch.ts: sketchWordsInto's own loop). */
function sketchWhole(text: usize, length: u32, bits: usize, mask: u32, lexicon: usize): void {
  let placeOfDeclared = DECLARED;
  if (lexicon != 0) {
    if (load<u32>(lexicon + KEYWORD_COUNT) > 0) placeOfDeclared |= AFTER_KEYWORD;
    if (load<u32>(lexicon + HAS_OPENERS) != 0) placeOfDeclared |= BEFORE_OPENER;
  }
  let i: u32 = 0;
  let declaredPlace = true;
  let lineStart = true;
  let comment = NO_COMMENT;
  while (i < length) {
    let b = <u32>load<u8>(text + i);
    while (load<u8>(WORD + b) == 0) {
      if (b == NEWLINE) {
        declaredPlace = true;
        lineStart = true;
        comment = NO_COMMENT;
      } else if (load<u8>(BLANK + b) == 0) {
        if (lineStart) {
          lineStart = false;
          const next = <u32>load<u8>(text + i + 1);
          if (b == STAR || (b == SLASH && next == STAR)) comment = BLOCK_COMMENT;
          else if (b == SLASH && next == SLASH) comment = LINE_COMMENT;
        } else if (comment == BLOCK_COMMENT && b == SLASH && <u32>load<u8>(text + i - 1) == STAR) comment = NO_COMMENT;
        declaredPlace = load<u8>(DECLARED_AFTER + b) == 1;
      }
      if (++i >= length) return;
      b = <u32>load<u8>(text + i);
    }
    lineStart = false;
    i = sketchWordAt(text, length, i, bits, mask, declaredPlace && comment == NO_COMMENT ? placeOfDeclared : 0);
    declaredPlace = true;
  }
}

/**
 * The first byte `byte` at or past `i`, looked for sixteen bytes at a time while they are all within the text;
 * where none is found so, the last place the search reached (the caller reads on a byte at a time from there).
 */
@inline function nextByteFrom(text: usize, length: u32, i: u32, byte: u32): u32 {
  const wanted = i8x16.splat(<i8>byte);
  while (i + 16 <= length) {
    const found = i8x16.bitmask(i8x16.eq(v128.load(text + i), wanted));
    if (found != 0) return i + <u32>ctz<i32>(found);
    i += 16;
  }
  return i;
}

/** The first byte at or past `i` that is no space or tab, sixteen at a time while they are all within the text (as nextByteFrom). */
@inline function indentationEnd(text: usize, length: u32, i: u32): u32 {
  const spaces = i8x16.splat(0x20);
  const tabs = i8x16.splat(0x09);
  while (i + 16 <= length) {
    const bytes = v128.load(text + i);
    const blanks = i8x16.bitmask(v128.or(i8x16.eq(bytes, spaces), i8x16.eq(bytes, tabs)));
    if (blanks != 0xffff) return i + <u32>ctz<i32>(~blanks);
    i += 16;
  }
  return i;
}

/** The words of code and strings, comments left out (wordSketch.ts: sketchCodeInto); false where it cannot. */
function sketchCode(text: usize, length: u32, bits: usize, mask: u32, lexicon: usize): bool {
  const hasKeywords = load<u32>(lexicon + KEYWORD_COUNT) > 0;
  let i: u32 = 0;
  let declaredPlace = true;
  let afterKeyword = false;
  let pending: u32 = 0;
  let hasPending = false;
  while (i < length) {
    let b = <u32>load<u8>(text + i);
    while (load<u8>(WORD + b) == 0) {
      if (b == NEWLINE) {
        declaredPlace = true;
        // The next line's indentation changes nothing: `i` is left on its last space or tab.
        if (ASC_FEATURE_SIMD) i = indentationEnd(text, length, i + 1) - 1;
      } else if (load<u8>(BLANK + b) == 0) {
        if (load<u8>(lexicon + STARTING + b) == 0) {
          if (hasPending && load<u8>(lexicon + OPENERS + b) == 1) setBits(bits, finish(pending ^ 0x165667b1), mask);
          hasPending = false;
          declaredPlace = load<u8>(DECLARED_AFTER + b) == 1;
          afterKeyword = false;
        } else if (b == SLASH) {
          const next = <u32>load<u8>(text + i + 1);
          if (next == SLASH) {
            // A line comment: read on from its newline.
            i += 2;
            if (ASC_FEATURE_SIMD) i = nextByteFrom(text, length, i, NEWLINE);
            while (i < length && <u32>load<u8>(text + i) != NEWLINE) i++;
            if (i >= length) return true;
          } else if (next == STAR) {
            // A block comment: read on from its closing `/`.
            i += 2;
            for (;;) {
              if (ASC_FEATURE_SIMD) i = nextByteFrom(text, length, i, STAR);
              while (i < length && <u32>load<u8>(text + i) != STAR) i++;
              if (i + 1 >= length) return false;
              if (<u32>load<u8>(text + i + 1) == SLASH) break;
              i++;
            }
            i++;
          } else {
            afterKeyword = false;
            hasPending = false;
          }
          declaredPlace = true;
        } else {
          const end = sketchString(text, length, i, bits, mask, lexicon);
          if (end < 0) return false;
          i = <u32>end;
          declaredPlace = false;
          afterKeyword = false;
          hasPending = false;
        }
      }
      if (++i >= length) return true;
      b = <u32>load<u8>(text + i);
    }
    i = sketchWordAt(text, length, i, bits, mask, (declaredPlace ? DECLARED : 0) | (afterKeyword ? AFTER_KEYWORD : 0));
    pending = lastHash;
    hasPending = declaredPlace;
    declaredPlace = true;
    afterKeyword = hasKeywords && isKeyword(lexicon, lastHash);
  }
  return true;
}

/**
 * The string opening at `start` (wordSketch.ts: sketchStringInto): followed to its end first, for whether the
 * lexicon can and whether it holds an opener, then its words sketched. Gives where its closing delimiter ends, or
 * -1.
 */
function sketchString(text: usize, length: u32, start: u32, bits: usize, mask: u32, lexicon: usize): i32 {
  const quote = <u32>load<u8>(text + start);
  let kind = <u32>load<u8>(lexicon + KIND_FIRST + quote);
  if ((kind & KIND_TRIPLE) != 0 && !(<u32>load<u8>(text + start + 1) == quote && <u32>load<u8>(text + start + 2) == quote)) {
    kind = <u32>load<u8>(lexicon + KIND_SECOND + quote);
  }
  if ((kind & KIND_PRESENT) == 0) return -1;
  const triple = (kind & KIND_TRIPLE) != 0;
  const escapes = (kind & KIND_ESCAPES) != 0;
  const lines = (kind & KIND_LINES) != 0;
  const from: u32 = triple ? start + 3 : start + 1;
  let escaped = false;
  let opened = false;
  let close: i32 = -1;
  for (let i = from; i < length; i++) {
    const b = <u32>load<u8>(text + i);
    if (escaped) {
      escaped = false;
      if (load<u8>(lexicon + STOPPING + b) == 1 || (b == NEWLINE && !lines)) return -1;
    } else if (b == BACKSLASH && escapes) {
      escaped = true;
      continue;
    } else if (b == quote && (!triple || (<u32>load<u8>(text + i + 1) == quote && <u32>load<u8>(text + i + 2) == quote))) {
      close = <i32>i;
      break;
    } else if (b == NEWLINE && !lines) return -1;
    if (load<u8>(lexicon + OPENERS + b) == 1) opened = true;
  }
  if (close < 0) return -1;
  // Every word as at a declaration's place, and as after a keyword from the first declaring keyword on; before an
  // opener too where the string holds one.
  let place = DECLARED;
  if (opened) place |= BEFORE_OPENER;
  const hasKeywords = load<u32>(lexicon + KEYWORD_COUNT) > 0;
  for (let i = from; i < <u32>close; i++) {
    if (load<u8>(WORD + <u32>load<u8>(text + i)) == 0) continue;
    i = sketchWordAt(text, <u32>close, i, bits, mask, place);
    if ((place & AFTER_KEYWORD) == 0 && hasKeywords && isKeyword(lexicon, lastHash)) place |= AFTER_KEYWORD;
  }
  return triple ? close + 2 : close;
}
