// TreeText.mayNameMemberOf reads, for each name and file, the words its mentions in code stand after, and answers
// for each type from those: the answers must be those of reading the file's code (its comments and strings
// blanked, see TreeText.codeOf) for each type apart, as the search did before. Random Java and Go texts mixing
// the member's name bare, after a type's name with `.` or `::`, after `>`, after other receivers, inside
// comments and strings and next to them.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { sketchLexiconForPath } from "../../src/core/languages.js";
import { nonBlankBefore } from "../../src/core/nonBlankBefore.js";
import { TreeText } from "../../src/core/treeText.js";
import { wholeWordAt } from "../../src/core/wholeWordAt.js";
import { wordEndingAt } from "../../src/core/wordEndingAt.js";
import { proseSpans } from "../../src/core/wordSketch.js";

const root = mkdtempSync(join(tmpdir(), "member-of-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const limits = { maxFileBytes: 1 << 20, maxLineLength: 100_000, maxFiles: 10_000 };

/** The search as it was: the file's code made, then every mention of `name` in it read for `owner`. */
function reference(path: string, text: string, owner: string, name: string): boolean {
  const lexicon = sketchLexiconForPath(path);
  const spans = lexicon ? proseSpans(text, 0, lexicon, true) : null;
  if (!spans) return true;
  const bytes = Buffer.from(text, "latin1");
  for (let i = 0; i < spans.length; i += 2) for (let at = spans[i] as number; at < (spans[i + 1] as number); at++) if (bytes[at] !== 0x0a) bytes[at] = 0x20;
  const code = bytes.toString("latin1");
  for (let at = wholeWordAt(code, name, 0); at >= 0; at = wholeWordAt(code, name, at + 1)) {
    let j = nonBlankBefore(code, at - 1);
    if (j < 0) return true;
    const mark = code[j];
    if (mark === ">") return true;
    if (mark === ":" && code[j - 1] === ":") j -= 1;
    else if (mark !== ".") return true;
    j = nonBlankBefore(code, j - 1);
    if (j >= 0 && wordEndingAt(code, j, [owner]) >= 0) return true;
  }
  return false;
}

const OWNERS = ["Store", "Map", "xStore", "Store2"];
const pieces = fc.constantFrom(
  "close", "Store.close", "Store . close", "Store::close", "Store ::close", "Map.close", "xStore.close", "Store2.close",
  "s.close", "get().close", "this.close", "List<T>.<T>close", ">close", "closer", "_close", "close_", "$close",
  "/* Store.close */", "// Store.close\n", '"Store.close"', "'c'", "`Store.close`", "/*x*/close", "Store/*c*/.close",
  "Store./*c*/close", '"a"close', "close\"b\"", "Store\n.\nclose", ":close", "a:close", "::close", " ", "\n", "\t", ".", ":", "(", ")", "{", "}", ";",
);
const texts = fc.array(pieces, { maxLength: 24 }).map((xs) => xs.join(""));

describe("TreeText.mayNameMemberOf", () => {
  for (const ext of ["java", "go"]) {
    it(`answers for every type as reading the ${ext} file's code for that type alone`, () => {
      let n = 0;
      fc.assert(
        fc.property(texts, (text) => {
          const file = `f${n++}.${ext}`;
          writeFileSync(join(root, file), text, "latin1");
          const treeText = new TreeText(root, [file], limits, () => null);
          for (const owner of OWNERS) expect([owner, treeText.mayNameMemberOf(file, owner, "close")]).toStrictEqual([owner, reference(file, text, owner, "close")]);
        }),
        { numRuns: 300 },
      );
    });
  }

  it("answers for a type whose name is not one word as before", () => {
    writeFileSync(join(root, "odd.java"), "class A { void f() { a.b.close(); b.close(); } }");
    const treeText = new TreeText(root, ["odd.java"], limits, () => null);
    expect([treeText.mayNameMemberOf("odd.java", "a.b", "close"), treeText.mayNameMemberOf("odd.java", "b", "close"), treeText.mayNameMemberOf("odd.java", "c", "close")]).toStrictEqual([true, true, false]);
  });
});
