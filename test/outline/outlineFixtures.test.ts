// Every fixture, hand-written or taken from a real project, outlines to text that parses in its own language,
// matches the expected outline kept next to it (`<file>.outline`), and satisfies the condensate's schema.
// Set UPDATE_OUTLINES=1 to rewrite the expected outlines after a deliberate change, then read the diff.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OutlineSlicer } from "../../src/core/outline/OutlineSlicer.js";
import { outlineText } from "../../src/core/outline/outlineSchema.js";
import { validateOutline } from "../../src/core/outline/validateOutline.js";
import { formatOutline } from "../../src/core/outline/formatOutline.js";
import { freshParser, languageOfFile, parsesCleanly, specOf } from "./grammars.js";

const ROOT = join(import.meta.dirname, "..", "outline-fixtures");
const FILES = ["samples", "real"].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => !f.endsWith(".outline") && f !== "licenses" && f !== "README.md")
    .sort()
    .map((f) => `${dir}/${f}`),
);

describe.each(FILES)("%s", (file) => {
  const language = languageOfFile(file);
  const text = readFileSync(join(ROOT, file), "utf8");

  it("outlines to valid source that matches the expected outline", async () => {
    const slicer = await OutlineSlicer.create(specOf(language), [], file);
    const c = slicer.slice(text, 1_000_000);
    expect(c.slicer).toBe("outline");
    expect(c.fallback).toBeNull();
    expect(c.omitted_items).toBe(0);
    expect(validateOutline(c)).toStrictEqual([]);
    expect(parsesCleanly(await freshParser(language), outlineText(c))).toBe(true);
    // Every kept line is the original line or the original with a body elided.
    const source = text.split("\n");
    for (const line of c.lines) {
      const original = (source[line.line - 1] ?? "").trimEnd();
      if (!/(\/\* … \d+ lines? \*\/|\.\.\. {2}# … \d+ lines?)/.test(line.text)) expect(original.endsWith(line.text.trimStart())).toBe(true);
    }
    const expectedPath = join(ROOT, `${file}.outline`);
    const actual = formatOutline(c);
    if (process.env.UPDATE_OUTLINES === "1" || !existsSync(expectedPath)) writeFileSync(expectedPath, actual);
    expect(actual).toBe(readFileSync(expectedPath, "utf8"));
  });
});
