import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sketchLexiconForPath } from "../../src/core/languages.js";
import { declaredHash, proseSpans, readForSketch, sketchLength, sketchMayHold, sketchReadInto, sketchWords, useSketchLoopModule, wordHash, type SketchLexicon } from "../../src/core/wordSketch.js";

const WORDS = /[A-Za-z0-9_$\u0080-\u00ff]+/g;
const held = (text: Buffer, word: string): boolean => sketchMayHold(sketchWords(text, text.length), wordHash(Buffer.from(word, "latin1")));

describe("sketchWords", () => {
  it("holds every word of a text, words being runs of letters, digits, _, $ and bytes past ASCII", () => {
    const text = Buffer.from("class café { int n7 = x$y + 3; } // ünïcode_ok\nend", "utf8");
    for (const word of text.toString("latin1").match(WORDS) ?? []) expect(held(text, word)).toBe(true);
  });

  it("holds every word of any text, however it is split and however long it is", () => {
    const byte = fc.constantFrom(..."ab_$Z09 .\n(){}é".split("").map((c) => Buffer.from(c, "latin1")[0] as number));
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 3000 }), (bytes) => {
        const text = Buffer.from(bytes);
        const sketch = sketchWords(text, text.length);
        for (const word of new Set(text.toString("latin1").match(WORDS) ?? [])) {
          if (!sketchMayHold(sketch, wordHash(Buffer.from(word, "latin1")))) return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it("reads only the first `length` bytes, and a later, larger sketch is not marked by an earlier text", () => {
    const text = Buffer.from("alpha beta gamma");
    expect(sketchMayHold(sketchWords(text, 5), wordHash(Buffer.from("alpha")))).toBe(true);
    // A 40 KB text sketched after a smaller one: the bits it uses were text before.
    const large = Buffer.from("zz ".repeat(13_000));
    const sketch = sketchWords(large, large.length);
    let set = 0;
    for (const word of sketch) for (let bit = 0; bit < 32; bit++) if ((word >>> bit) & 1) set++;
    // `zz`, under its own hash and, standing after a word, under the declared one.
    expect(set).toBeLessThanOrEqual(4);
  });

  it("sketches a file read into the loop's memory as its bytes given, a file of megabytes and a short one after it", () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-sketch-"));
    try {
      // Past the memory an instance keeps (8 MB): read into a grown memory, then a new instance for the next.
      const large = Buffer.from("word ".repeat(2_000_000) + "lastWord\n", "latin1");
      const small = Buffer.from("class Store { void put() {} }\n", "latin1");
      writeFileSync(join(dir, "large.txt"), large);
      writeFileSync(join(dir, "small.txt"), small);
      for (const [name, bytes] of [["large.txt", large], ["small.txt", small], ["large.txt", large]] as const) {
        const length = readForSketch(join(dir, name));
        expect(length).toBe(bytes.length);
        const sketch = sketchReadInto(length, new Int32Array(sketchLength(length)), null);
        const given = sketchWords(bytes, bytes.length);
        expect(Buffer.from(sketch.buffer).equals(Buffer.from(given.buffer))).toBe(true);
      }
      expect(sketchMayHold(sketchReadInto(readForSketch(join(dir, "large.txt")), new Int32Array(sketchLength(large.length)), null), wordHash(Buffer.from("lastWord")))).toBe(true);
      expect(() => readForSketch(join(dir, "missing.txt"))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("holds a word under the declared hash where it stands after a word, `>`, `]`, `)`, `/` or a line's start", () => {
    const text = Buffer.from(
      "/**\n * This doc is free text.\n */ int shut() {}\n// Line comment words\nclass Box<T> {\n  int size() { return n; }\n  Box(int n) {}\n  /* c */ open() {}\n}\nuse(b.size(), @Deprecated x, !y);\n",
    );
    const sketch = sketchWords(text, text.length);
    const declared = (word: string) => sketchMayHold(sketch, declaredHash(wordHash(Buffer.from(word, "latin1"))));
    expect(["shut", "class", "Box", "int", "size", "n", "open", "use"].map(declared)).toStrictEqual(Array(8).fill(true));
    // After `<`, `{`, `.`, `@` and `!`, and on a line that a comment starts, up to its end.
    expect(["T", "return", "b", "Deprecated", "y", "doc", "is", "comment", "words"].map(declared)).toStrictEqual(Array(9).fill(false));
  });

  it("holds under the declared hash every word of any text that stands where a declaration may", () => {
    const byte = fc.constantFrom(..."ab_$Z09 \t.\n(){}<>[]/*@=é".split("").map((c) => Buffer.from(c, "latin1")[0] as number));
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 3000 }), (bytes) => {
        const text = Buffer.from(bytes);
        const latin1 = text.toString("latin1");
        const sketch = sketchWords(text, text.length);
        for (const m of latin1.matchAll(WORDS)) {
          // The reference: past spaces and tabs back to the text's start, a newline, a word byte or one of `>])/`;
          // unless the line starts with `//`, or with `/*` or `*` and the word comes before the first `*/`.
          const before = latin1.slice(0, m.index).replace(/[ \t\v\f\r]+$/, "");
          const place = before === "" || /[\n>\])/A-Za-z0-9_$\u0080-\u00ff]$/.test(before);
          const line = latin1.slice(latin1.lastIndexOf("\n", m.index - 1) + 1, m.index);
          const start = line.search(/[^ \t\v\f\r]/);
          const opened = start >= 0 && (line.startsWith("//", start) || line.startsWith("/*", start) || line[start] === "*");
          const closed = opened && !line.startsWith("//", start) && line.slice(line[start] === "*" ? start : start + 1).includes("*/");
          if (place && (!opened || closed) && !sketchMayHold(sketch, declaredHash(wordHash(Buffer.from(m[0], "latin1"))))) return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it("rules out almost every word a text does not hold", () => {
    // 400 distinct words in 12 KB of text, as source code has them (one per 30 bytes), each at a line's start
    // (sketched twice), and 16,384 bits.
    const text = Buffer.from(Array.from({ length: 400 }, (_, i) => `word${i} ${"= (x); ".repeat(3)}`).join("\n"));
    const sketch = sketchWords(text, text.length);
    expect(sketch.length * 32).toBe(16384);
    let taken = 0;
    for (let i = 0; i < 10_000; i++) if (sketchMayHold(sketch, wordHash(Buffer.from(`other${i}`)))) taken++;
    // About (1 - e^(-1602/16384))^2, under 1%, of other words find both their bits set.
    expect(taken).toBeLessThan(150);
  });
});

/**
 * proseSpans as a plain reading of every byte gives them: each byte that may start a comment or a string looked at
 * in turn (the function finds them with a regular expression instead).
 */
function proseSpansByteByByte(text: string, from: number, lexicon: SketchLexicon, strings: boolean): number[] | null {
  const spans: number[] = [];
  for (let i = from; i < text.length; i++) {
    const b = text.charCodeAt(i);
    if (lexicon.starting[b] !== 1) continue;
    if (b === 0x2f) {
      if (text[i + 1] === "/") {
        const end = text.indexOf("\n", i + 2);
        spans.push(i, end < 0 ? text.length : end);
        if (end < 0) break;
        i = end;
      } else if (text[i + 1] === "*") {
        const end = text.indexOf("*/", i + 2);
        if (end < 0) return null;
        spans.push(i, end + 2);
        i = end + 1;
      }
      continue;
    }
    const kinds = lexicon.opening[b] ?? [];
    const kind = kinds.find((k) => !k.triple || (text.charCodeAt(i + 1) === b && text.charCodeAt(i + 2) === b));
    if (!kind) return null;
    let end = -1;
    let escaped = false;
    for (let j = kind.triple ? i + 3 : i + 1; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (escaped) {
        escaped = false;
        if (lexicon.stopping[c] === 1 || (c === 0x0a && !kind.lines)) break;
      } else if (c === 0x5c && kind.escapes) escaped = true;
      else if (c === b && (!kind.triple || (text.charCodeAt(j + 1) === b && text.charCodeAt(j + 2) === b))) {
        end = kind.triple ? j + 2 : j;
        break;
      } else if (c === 0x0a && !kind.lines) break;
    }
    if (end < 0) return null;
    if (strings) spans.push(i, end + 1);
    i = end;
  }
  return spans;
}

describe("the sketch loop's two modules", () => {
  // The one with SIMD passes comments and indentation sixteen bytes at a time; the other reads a byte at a time.
  // Texts of those bytes, cut anywhere (a run that ends at the text's end, a sixteen-byte block across it).
  const lexicons = [null, sketchLexiconForPath("A.java"), sketchLexiconForPath("a.go"), sketchLexiconForPath("a.py")];
  const piece = fc.constantFrom("/", "*", "/*", "*/", "//", "\n", " ", "    ", "\t\t", "\n        ", "x", "class", "(", "{", ">", '"', "'", "\\", "é", "#", "a_b".repeat(7));
  const both = (text: Buffer, lexicon: SketchLexicon | null) =>
    (["scalar", "simd"] as const).map((module) => {
      useSketchLoopModule(module);
      return Buffer.from(sketchWords(text, text.length, lexicon).buffer).toString("hex");
    });

  it("set the same bits in any text, with each language's lexicon and without", () => {
    try {
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 120 }), fc.integer({ min: 0, max: lexicons.length - 1 }), (pieces, k) => {
          const text = Buffer.from(pieces.join(""), "latin1");
          const [scalar, simd] = both(text, lexicons[k] ?? null);
          return scalar === simd;
        }),
        { numRuns: 2000 },
      );
    } finally {
      useSketchLoopModule(null);
    }
  });

  it("set the same bits in a Java file of long comments and indented lines", () => {
    const line = (depth: number, code: string) => `${" ".repeat(4 * depth)}${code}\n`;
    const javadoc = ["/**", ...Array.from({ length: 40 }, (_, i) => ` * Sentence ${i} of a comment that runs past sixteen bytes, with a word or two.`), " */"].map((l) => line(1, l)).join("");
    const body = Array.from({ length: 60 }, (_, i) => line(2 + (i % 4), `int v${i} = call(v${i - 1}); // trailing ${"note ".repeat(i % 9)}`)).join("");
    const text = Buffer.from(`class A {\n${javadoc}${line(1, "void m() {")}${body}${line(1, "}")}}\n/* unclosed at the end`, "latin1");
    try {
      for (const lexicon of lexicons) {
        const [scalar, simd] = both(text, lexicon);
        expect(simd).toBe(scalar);
      }
      // The same text cut at every length of its last 40 bytes, where the blocks of sixteen reach past the end.
      for (let cut = text.length - 40; cut <= text.length; cut++) {
        const [scalar, simd] = both(text.subarray(0, cut), lexicons[1] ?? null);
        expect(simd).toBe(scalar);
      }
    } finally {
      useSketchLoopModule(null);
    }
  });
});

describe("proseSpans", () => {
  it("finds the comments and strings a reading of every byte finds, in Go and Java, from any place, with and without strings", () => {
    const piece = fc.constantFrom(
      "a", "x.y", " ", "\n", "/", "//", "/*", "*/", "*", "// c\n", "/* c */", "/* a // b */", '"', "'", "`", '"""', '""', "''",
      '"s"', "'c'", "`r\nq`", '"a\\"b"', '"\\{"', "\\", '"""t\n"""', "{", "}", "é",
    );
    const texts = fc.array(piece, { maxLength: 30 }).map((xs) => xs.join(""));
    for (const path of ["f.go", "F.java"]) {
      const lexicon = sketchLexiconForPath(path) as SketchLexicon;
      fc.assert(
        fc.property(texts, fc.nat({ max: 40 }), fc.boolean(), (text, at, strings) => {
          const from = Math.min(at, text.length);
          expect(proseSpans(text, from, lexicon, strings)).toStrictEqual(proseSpansByteByByte(text, from, lexicon, strings));
        }),
        { numRuns: 500 },
      );
    }
  });
});
