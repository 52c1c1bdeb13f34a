import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shortestLineHolding } from "../../src/core/shortestLineHolding.js";

describe("shortestLineHolding", () => {
  it("gives the line holding a needle that costs least, its bytes without the line break", () => {
    const text = "package a\n\nfunc f() {\n\tx := strings.Split(s, \",\")\n\treturn Split(y)\n}\n";
    expect(shortestLineHolding(text, ["Split"])).toStrictEqual({ line: 5, bytes: 16 });
  });

  it("counts LF, CRLF and CR alone each as one line break", () => {
    expect(shortestLineHolding("a\r\nb\rc\nlong Split line\r\nSplit\r\n", ["Split"])).toStrictEqual({ line: 5, bytes: 5 });
    expect(shortestLineHolding("\r\n\r\n\rSplit", ["Split"])).toStrictEqual({ line: 4, bytes: 5 });
  });

  it("weighs a line's number: a later, one byte shorter line with a longer number costs as much and loses", () => {
    const lines = Array.from({ length: 12 }, (_, i) => (i === 8 ? "xxSplit" : i === 10 ? "xSplit" : "-"));
    // Line 9 costs 7 + 1, line 11 costs 6 + 2: the first found wins the tie.
    expect(shortestLineHolding(lines.join("\n"), ["Split"])).toStrictEqual({ line: 9, bytes: 7 });
  });

  it("looks for every needle, anywhere in a line, each line once", () => {
    const text = "Join Join Join\nfoo(Split)\nSplitJoin\n";
    expect(shortestLineHolding(text, ["Split", "Join"])).toStrictEqual({ line: 3, bytes: 9 });
    expect(shortestLineHolding(text, ["Join"])).toStrictEqual({ line: 3, bytes: 9 });
    expect(shortestLineHolding(text, ["Fields", ""])).toBeNull();
  });

  it("agrees with splitting the text into lines, with and without CRs", () => {
    // The plain definition: every line split at LF, CRLF or CR, the first of least cost that holds a needle.
    const byLines = (text: string, needles: string[]) => {
      let best: { line: number; bytes: number } | null = null;
      text.split(/\r\n|\r|\n/).forEach((l, i) => {
        if (!needles.some((n) => n.length > 0 && l.includes(n))) return;
        const cost = l.length + String(i + 1).length;
        if (best === null || cost < best.bytes + String(best.line).length) best = { line: i + 1, bytes: l.length };
      });
      return best;
    };
    const text = fc.array(fc.constantFrom("ab", "a", "b", "\n", "\r", "\r\n", "\n\n\n\n\n\n\n\n\n\n"), { maxLength: 60 }).map((parts) => parts.join(""));
    const needles = fc.array(fc.constantFrom("ab", "a", "b", "ba", "bb"), { maxLength: 3 });
    fc.assert(
      fc.property(text, needles, (t, n) => {
        expect(shortestLineHolding(t, n)).toStrictEqual(byLines(t, n));
      }),
    );
  });
});

