// A few bits per word of a file's text (a Bloom filter of its words): enough to say that the file cannot hold a
// name as a whole word without keeping its text or reading it again. A tree's text is hundreds of megabytes and
// a request sweeps all of it for name after name; the sketches of all its files are about a sixth of that.
import { partitionPoint } from "./partitionPoint.js";

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
 * a line's start (see DECLARED_AFTER), on a line that no comment starts: a file whose sketch holds a name but
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

/**
 * Where a word stands, for the hashes it is sketched under: bit 1, a declaration's place; bit 2, after a
 * declaring keyword; bit 4, before a declaration opener (set where the opener is found, or for a whole text).
 */
const DECLARED = 1;
const AFTER_KEYWORD = 2;
const BEFORE_OPENER = 4;

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
 * sketchWords, into `bits` (all clear, of sketchLength(length) words). With the lexicon of the file's language,
 * the words of its comments are left out where its strings and comments can be told apart for certain (see
 * sketchCodeInto); a text they cannot be in (an unclosed string or comment) is sketched whole.
 */
export function sketchWordsInto(bytes: Uint8Array, length: number, bits: Int32Array, lexicon: SketchLexicon | null = null): Int32Array {
  // A plain Uint8Array: reads from it compile to less than from a Buffer.
  const text = new Uint8Array(bytes.buffer, bytes.byteOffset, length);
  if (lexicon !== null) {
    if (sketchCodeInto(text, length, bits, lexicon)) return bits;
    bits.fill(0);
  }
  const mask = bits.length * 32 - 1;
  const placeOfDeclared = DECLARED | (lexicon !== null && lexicon.keywords.length > 0 ? AFTER_KEYWORD : 0) | (lexicon !== null && lexicon.hasOpeners ? BEFORE_OPENER : 0);
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
    // Read whole, a file of a language with declaring keywords or openers has its words at every declaration's
    // place sketched as after a keyword and before an opener too: such names stand at such a place.
    i = sketchWordAt(text, length, i, bits, mask, declaredPlace && comment === NO_COMMENT ? placeOfDeclared : 0);
    // The word just read is what the next one stands after, unless something else comes between.
    declaredPlace = true;
  }
  return bits;
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
    (opening[quote] ??= []).push({ quote, triple, escapes, lines });
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
  return { starting, opening: Array.from({ length: 256 }, (_, b) => opening[b]), stopping, keywords, openers, hasOpeners: openers.includes(1) };
}

const BACKSLASH = 0x5c;

/**
 * sketchWordsInto for a language with a lexicon: the same words, but for the words inside comments (over a third
 * of the bytes of the JDK's sources, most of them prose). The lexicon is followed as the language's tree-sitter
 * grammar lexes, so that no word of its code is left out; where the text is not as the grammar wants it (a string
 * or comment unclosed at the end, a newline in a one-line string, an escape the lexicon cannot follow), false, and
 * the caller sketches the text whole. With the comments gone, no line is taken for a comment's: a word is
 * sketched as declared wherever it stands after a word, `>`, `]`, `)`, `/` or a line's start, and inside strings
 * always (never less often than sketchWordsInto does).
 */
function sketchCodeInto(text: Uint8Array, length: number, bits: Int32Array, lexicon: SketchLexicon): boolean {
  const mask = bits.length * 32 - 1;
  const starting = lexicon.starting;
  const keywords = lexicon.keywords;
  const openers = lexicon.openers;
  let i = 0;
  let declaredPlace = true;
  // Whether only blanks and comments have come since a declaring keyword.
  let afterKeyword = false;
  // The hash of the last word, if it stood at a declaration's place and only blanks and comments have come since.
  let pending = 0;
  let hasPending = false;
  while (i < length) {
    let b = text[i] as number;
    while (WORD_BYTE[b] === 0) {
      if (b === NEWLINE) declaredPlace = true;
      else if (BLANK[b] === 0) {
        if (starting[b] === 0) {
          if (hasPending && openers[b] === 1) setBits(bits, openerHash(pending), mask);
          hasPending = false;
          declaredPlace = DECLARED_AFTER[b] === 1;
          afterKeyword = false;
        } else if (b === SLASH) {
          const next = text[i + 1];
          if (next !== SLASH && next !== STAR) {
            afterKeyword = false;
            hasPending = false;
          }
          if (next === SLASH) {
            // A line comment: read on from its newline.
            i = text.indexOf(NEWLINE, i + 2);
            if (i < 0) return true;
          } else if (next === STAR) {
            // A block comment: read on from its closing `/`.
            i += 2;
            for (;;) {
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
          hasPending = false;
        }
      }
      if (++i >= length) return true;
      b = text[i] as number;
    }
    i = sketchWordAt(text, length, i, bits, mask, (declaredPlace ? DECLARED : 0) | (afterKeyword ? AFTER_KEYWORD : 0));
    pending = lastWordHash;
    hasPending = declaredPlace;
    declaredPlace = true;
    afterKeyword = isKeyword(keywords, lastWordHash);
  }
  return true;
}

/** The string a delimiter opens, given the two bytes after it (a triple delimiter first); undefined for none. */
function stringKindAt(lexicon: SketchLexicon, quote: number, second: number | undefined, third: number | undefined): StringKind | undefined {
  for (const k of lexicon.opening[quote] ?? []) {
    if (!k.triple || (second === quote && third === quote)) return k;
  }
  return undefined;
}

/**
 * Sketches the words of the string whose opening delimiter starts at `start` (under the hashes said below), and
 * gives where its closing delimiter ends, or -1 where the lexicon cannot follow it (see sketchCodeInto).
 */
function sketchStringInto(text: Uint8Array, length: number, start: number, bits: Int32Array, mask: number, lexicon: SketchLexicon): number {
  const quote = text[start] as number;
  const kind = stringKindAt(lexicon, quote, text[start + 1], text[start + 2]);
  if (kind === undefined) return -1;
  let escaped = false;
  // What the lexicon takes for a string is sketched as if each word stood where a declaration may (its text read
  // wrong would be code), and as after a keyword from the first declaring keyword in it on: a string's words
  // would all be taken for a class's name ("is" in a message: 1,400 of the JDK's files), where code read as a
  // string still has each name after a keyword so sketched, whatever comes between.
  // Likewise every word of a string that holds a declaration opener anywhere is sketched as before one, once the
  // string's end shows it does.
  let place = DECLARED;
  const keywords = lexicon.keywords;
  const openers = lexicon.openers;
  let words = 0;
  let opened = false;
  for (let i = kind.triple ? start + 3 : start + 1; i < length; i++) {
    const b = text[i] as number;
    if (escaped) {
      escaped = false;
      if (lexicon.stopping[b] === 1 || (b === NEWLINE && !kind.lines)) return -1;
    } else if (b === BACKSLASH && kind.escapes) {
      escaped = true;
      continue;
    } else if (b === quote && (!kind.triple || (text[i + 1] === quote && text[i + 2] === quote))) {
      if (opened) for (let w = 0; w < words; w++) setBits(bits, openerHash(stringWords[w] as number), mask);
      return kind.triple ? i + 2 : i;
    } else if (b === NEWLINE && !kind.lines) return -1;
    if (openers[b] === 1) opened = true;
    if (WORD_BYTE[b] === 1) {
      i = sketchWordAt(text, length, i, bits, mask, place) - 1;
      if (place === DECLARED && isKeyword(keywords, lastWordHash)) place = DECLARED | AFTER_KEYWORD;
      if (lexicon.hasOpeners) {
        if (words === stringWords.length) stringWords = growWords(stringWords);
        stringWords[words++] = lastWordHash;
      }
    }
  }
  return -1;
}

/** The hashes of the words of the string being sketched, until its end shows whether it holds an opener. */
let stringWords: Int32Array = new Int32Array(256);

function growWords(words: Int32Array): Int32Array {
  const grown = new Int32Array(words.length * 2);
  grown.set(words);
  return grown;
}

/** The hash of the word sketchWordAt sketched last: compared with the declaring keywords', or kept for an opener. */
let lastWordHash = 0;

/** Whether a word's hash is one of the declaring keywords' (a language names a few). */
function isKeyword(keywords: Int32Array, hash: number): boolean {
  for (let k = 0; k < keywords.length; k++) if (keywords[k] === hash) return true;
  return false;
}

/**
 * Sketches the word that starts at `i`, and under the declared, keyword and opener hashes too as `place` says
 * (bits DECLARED, AFTER_KEYWORD and BEFORE_OPENER); gives where it ends.
 */
function sketchWordAt(text: Uint8Array, length: number, i: number, bits: Int32Array, mask: number, place: number): number {
  let hash = SEED;
  let b = text[i] as number;
  for (;;) {
    hash = step(hash, b);
    if (++i >= length) break;
    b = text[i] as number;
    if (WORD_BYTE[b] === 0) break;
  }
  hash = finish(hash);
  lastWordHash = hash;
  setBits(bits, hash, mask);
  if ((place & DECLARED) !== 0) setBits(bits, declaredHash(hash), mask);
  if ((place & AFTER_KEYWORD) !== 0) setBits(bits, keywordHash(hash), mask);
  if ((place & BEFORE_OPENER) !== 0) setBits(bits, openerHash(hash), mask);
  return i;
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
 * sketchCodeInto: a comment's start inside a string is none), as start and end offsets in turn; null where the
 * lexicon cannot follow the text. `from` must stand in code. The text is latin1, a character per byte, as
 * TreeText reads files. The sketch does not trust a string's reading to leave out no code (see sketchStringInto):
 * a caller that passes over strings relies on the lexicon following the grammar's strings exactly.
 */
export function proseSpans(text: string, from: number, lexicon: SketchLexicon, strings: boolean): number[] | null {
  const spans: number[] = [];
  const length = text.length;
  for (let i = from; i < length; i++) {
    const b = text.charCodeAt(i);
    if (lexicon.starting[b] !== 1) continue;
    if (b === SLASH) {
      const next = text.charCodeAt(i + 1);
      if (next === SLASH) {
        const end = text.indexOf("\n", i + 2);
        spans.push(i, end < 0 ? length : end);
        if (end < 0) break;
        i = end;
      } else if (next === STAR) {
        const end = text.indexOf("*/", i + 2);
        if (end < 0) return null;
        spans.push(i, end + 2);
        i = end + 1;
      }
      continue;
    }
    const end = stringEnd(text, i, lexicon);
    if (end < 0) return null;
    if (strings) spans.push(i, end + 1);
    i = end;
  }
  return spans;
}

/** Whether `at` lies in one of the spans proseSpans gives (start and end offsets in turn, in order). */
export function withinSpans(spans: readonly number[], at: number): boolean {
  const pairs = spans.length / 2;
  const k = partitionPoint(pairs, (i) => (spans[2 * i + 1] as number) <= at);
  return k < pairs && (spans[2 * k] as number) <= at;
}

/** Where the string opening at `start` closes (its last delimiter byte), or -1 (see sketchStringInto). */
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
