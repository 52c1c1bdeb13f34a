// When a file cannot be outlined the text slicer answers, and the condensate names it and says why.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OutlineSlicer } from "../../src/core/outline/OutlineSlicer.js";
import { outlineFile } from "../../src/core/outline/outlineFile.js";
import { TextSlicer } from "../../src/core/outline/TextSlicer.js";
import { validateOutline } from "../../src/core/outline/validateOutline.js";
import { specOf } from "./grammars.js";

const TEMPLATE = `<% if (user) { %>
<h1><%= user.name %></h1>
<% for (const item of items) { %>
  <li class="<%= item.kind %>"><%- item.html %></li>
<% } %>
<% } else { %>
<p>Please <a href="/login">log in</a>.</p>
<% } %>
`;

describe("the text slicer answers for what cannot be outlined", () => {
  it("names itself for a file no grammar covers", async () => {
    const root = mkdtempSync(join(tmpdir(), "odin-outline-"));
    writeFileSync(join(root, "notes.txt"), "alpha\n  beta\ngamma needle\ndelta\n");
    const result = await outlineFile(root, "notes.txt", { cap: 100 });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value).toStrictEqual({
      schema: "odin-slice-outline-v1",
      file: "notes.txt",
      slicer: "text",
      language: null,
      fallback: { reason: "no_grammar", detail: "no outline grammar covers this file's extension" },
      terms: [],
      cap_estimated_tokens: 100,
      used_estimated_tokens: 8,
      source_lines: 4,
      items: [],
      omitted_items: 0,
      lines: [
        { line: 1, text: "alpha" },
        { line: 2, text: "  beta" },
        { line: 3, text: "gamma needle" },
        { line: 4, text: "delta" },
      ],
    });
    expect(validateOutline(result.value)).toStrictEqual([]);
  });

  it("keeps the lines with the terms first when the cap is tight", () => {
    const text = Array.from({ length: 40 }, (_, i) => (i === 20 ? "    the Needle is here" : `    line ${i + 1}`)).join("\n");
    const c = new TextSlicer(["needle"], { file: null, language: null, reason: "no_grammar", detail: "x" }).slice(text, 12);
    expect(c.lines).toStrictEqual([
      { line: 20, text: "    line 20" },
      { line: 21, text: "    the Needle is here" },
      { line: 22, text: "    line 22" },
    ]);
    expect(c.used_estimated_tokens).toBe(12);
  });

  it("answers for a template that is mostly not the language its extension claims", async () => {
    const c = (await OutlineSlicer.create(specOf("typescript"), [])).slice(TEMPLATE, 500);
    expect(c.slicer).toBe("text");
    expect(c.language).toBe("typescript");
    expect(c.fallback?.reason).toBe("mostly_errors");
    expect(c.lines.length).toBe(8);
    expect(validateOutline(c)).toStrictEqual([]);
  });

  it("answers when the outline itself would not parse (a broken declaration header)", async () => {
    const broken = "export function ok(a: number) {\n  return a;\n}\n\nexport function broken(a: number {\n  return a;\n}\n\nexport const x = 1;\n";
    const c = (await OutlineSlicer.create(specOf("typescript"), [])).slice(broken, 500);
    expect(c.slicer).toBe("text");
    expect(c.fallback?.reason).toBe("outline_does_not_parse");
    // Under a cap that holds the whole file, the text slicer gives the whole file.
    expect(c.lines.map((l) => l.line)).toStrictEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(c.fallback?.detail).toBe("the outline has a syntax error near line 2 of the outline (the file itself may not parse)");
  });

  it("answers for a script with no declarations", async () => {
    const c = (await OutlineSlicer.create(specOf("python"), [])).slice("print('hello')\nfor i in range(3):\n    print(i)\n", 500);
    expect(c.fallback?.reason).toBe("no_declarations");
    expect(c.lines).toHaveLength(3);
  });

  it("an outline with an error inside an elided body is still an outline", async () => {
    const c = (await OutlineSlicer.create(specOf("go"), [])).slice("package p\n\nfunc f() {\n\tx := := 1\n\treturn\n}\n", 500);
    expect(c.slicer).toBe("outline");
    expect(c.lines).toStrictEqual([
      { line: 1, text: "package p" },
      { line: 3, text: "func f() { /* … 2 lines */ }" },
    ]);
  });

  it("refuses only what is not readable text", async () => {
    const root = mkdtempSync(join(tmpdir(), "odin-outline-"));
    writeFileSync(join(root, "blob.ts"), Buffer.from([0x63, 0x00, 0x01]));
    const binary = await outlineFile(root, "blob.ts");
    expect(binary.ok ? null : binary.failure.kind).toBe("invalid_anchor");
    const outside = await outlineFile(root, "../etc/passwd");
    expect(outside.ok ? null : outside.failure.kind).toBe("path_outside_root");
    const badCap = await outlineFile(root, "blob.ts", { cap: 0 });
    expect(badCap.ok ? null : badCap.failure.kind).toBe("invalid_request");
  });

  it("a file too long to parse is sliced as text and says why", async () => {
    const root = mkdtempSync(join(tmpdir(), "odin-outline-"));
    writeFileSync(join(root, "min.js"), `var a=${"1+".repeat(3000)}1;\nfunction f(){}\n`);
    const result = await outlineFile(root, "min.js", { cap: 50 });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.slicer).toBe("text");
    expect(result.value.fallback).toStrictEqual({ reason: "not_parsed", detail: "has a line longer than 4096 characters (minified or generated)" });
    expect(result.value.lines).toStrictEqual([{ line: 2, text: "function f(){}" }]);
  });
});
