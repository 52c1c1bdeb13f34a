// A few bits per word of a file's text (a Bloom filter of its words): enough to say that the file cannot hold a
// name as a whole word without keeping its text or reading it again. A tree's text is hundreds of megabytes and
// a request sweeps all of it for name after name; the sketches of all its files are about a sixth of that.

/**
 * Bytes that continue an identifier: a word is a maximal run of them, and a name found next to one is part of a
 * longer word (TreeText's searches and the sketches must agree on this).
 */
const WORD_BYTE = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  WORD_BYTE[b] = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x5f || b === 0x24 || b >= 0x80 ? 1 : 0;
}

/**
 * Bytes after which a word stands where languages with `definitionsAfterWords` may declare it, once spaces and
 * tabs are passed: any word byte, `>`, `]`, `)` and `/` (which ends a block comment); a line's start counts too.
 */
const DECLARED_AFTER = new Uint8Array(256);
for (let b = 0; b < 256; b++) DECLARED_AFTER[b] = WORD_BYTE[b] === 1 || b === 0x3e || b === 0x5d || b === 0x29 || b === 0x2f ? 1 : 0;
/** Spaces that leave the place a word stands in unchanged (as JavaScript's `\s` reads them, but the newline). */
const BLANK = new Uint8Array(256);
for (const b of [0x09, 0x0b, 0x0c, 0x0d, 0x20]) BLANK[b] = 1;
const NEWLINE = 0x0a;
const SLASH = 0x2f;
const STAR = 0x2a;
const NO_COMMENT = 0;
const LINE_COMMENT = 1;
const BLOCK_COMMENT = 2;

/** Whether a byte (or a latin1 character) continues an identifier. */
export function isWordByte(b: number): boolean {
  return b >= 0x80 || WORD_BYTE[b] === 1;
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
 * a line's start (see DECLARED_AFTER), on a line that no comment starts: a file whose sketch holds a name but
 * not this cannot declare it in a language whose declarations all stand so (language.json
 * definitionsAfterWords). Java's method names are mostly written after a `.`, where no declaration stands.
 */
export function declaredHash(hash: number): number {
  return finish(hash ^ 0x5bd1e995);
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
export function sketchWords(bytes: Uint8Array, length: number): Int32Array {
  return sketchWordsInto(bytes, length, new Int32Array(sketchLength(length)));
}

/** The length (in 32-bit words) of the sketch of a text of `length` bytes. */
export function sketchLength(length: number): number {
  let size = 2048;
  while (size < length) size *= 2;
  return size >>> 5;
}

/** sketchWords, into `bits` (all clear, of sketchLength(length) words). */
export function sketchWordsInto(bytes: Uint8Array, length: number, bits: Int32Array): Int32Array {
  const mask = bits.length * 32 - 1;
  // A plain Uint8Array: reads from it compile to less than from a Buffer.
  const text = new Uint8Array(bytes.buffer, bytes.byteOffset, length);
  let i = 0;
  // Whether the next word stands where a declaration may (see declaredHash): so at the text's start.
  let declaredPlace = true;
  // Whether no byte but blanks has come since the line's start; and whether the line is a comment's, whose
  // words declare nothing (a licence's "is", "the"): one that starts with `//` (to its end, LINE_COMMENT), or
  // with `/*` or `*` (up to a `*/`, BLOCK_COMMENT). Only a line's start is looked at: a `//` within a string
  // could otherwise hide a declaration after it on the same line.
  let lineStart = true;
  let comment = NO_COMMENT;
  while (i < length) {
    let b = text[i] as number;
    while (WORD_BYTE[b] === 0) {
      if (b === NEWLINE) {
        declaredPlace = true;
        lineStart = true;
        comment = NO_COMMENT;
      } else if (BLANK[b] === 0) {
        if (lineStart) {
          lineStart = false;
          if (b === STAR || (b === SLASH && text[i + 1] === STAR)) comment = BLOCK_COMMENT;
          else if (b === SLASH && text[i + 1] === SLASH) comment = LINE_COMMENT;
        } else if (comment === BLOCK_COMMENT && b === SLASH && text[i - 1] === STAR) comment = NO_COMMENT;
        declaredPlace = DECLARED_AFTER[b] === 1;
      }
      if (++i >= length) return bits;
      b = text[i] as number;
    }
    lineStart = false;
    let hash = SEED;
    for (;;) {
      hash = step(hash, b);
      if (++i >= length) break;
      b = text[i] as number;
      if (WORD_BYTE[b] === 0) break;
    }
    hash = finish(hash);
    setBits(bits, hash, mask);
    if (declaredPlace && comment === NO_COMMENT) setBits(bits, declaredHash(hash), mask);
    // The word just read is what the next one stands after, unless something else comes between.
    declaredPlace = true;
  }
  return bits;
}

function setBits(bits: Int32Array, hash: number, mask: number): void {
  const first = firstBit(hash, mask);
  const second = secondBit(hash, mask);
  bits[first >>> 5] = (bits[first >>> 5] as number) | (1 << (first & 31));
  bits[second >>> 5] = (bits[second >>> 5] as number) | (1 << (second & 31));
}

/** The hash sketchWords gives a word (its bytes, all word bytes). */
export function wordHash(word: Uint8Array): number {
  let hash = SEED;
  for (const b of word) hash = step(hash, b);
  return finish(hash);
}

/** Whether the sketched text may hold the word of this hash (false: it surely does not). */
export function sketchMayHold(sketch: Int32Array, hash: number): boolean {
  const mask = sketch.length * 32 - 1;
  const first = firstBit(hash, mask);
  const second = secondBit(hash, mask);
  return ((sketch[first >>> 5] as number) & (1 << (first & 31))) !== 0 && ((sketch[second >>> 5] as number) & (1 << (second & 31))) !== 0;
}
