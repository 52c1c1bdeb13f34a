// Under a cap that will not hold every declaration, the ones kept are those most relevant to the caller's
// terms, wherever they are in the file, and what is kept comes out in source order with its own line numbers.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OutlineSlicer } from "../../src/core/outline/OutlineSlicer.js";
import { outlineText } from "../../src/core/outline/outlineSchema.js";
import { validateOutline } from "../../src/core/outline/validateOutline.js";
import { estimateTokens } from "../../src/core/tokens.js";
import { freshParser, parsesCleanly, specOf } from "./grammars.js";

const STORE = readFileSync(join(import.meta.dirname, "..", "outline-fixtures", "samples", "session-store.ts"), "utf8");

describe("a cap on the outline", () => {
  it("keeps everything when the whole outline fits", async () => {
    const c = (await OutlineSlicer.create(specOf("typescript"), [])).slice(STORE, 336);
    expect(c.omitted_items).toBe(0);
    expect(c.used_estimated_tokens).toBe(336);
    const tighter = (await OutlineSlicer.create(specOf("typescript"), [])).slice(STORE, 335);
    expect(tighter.omitted_items).toBeGreaterThan(0);
    expect(tighter.used_estimated_tokens).toBeLessThanOrEqual(335);
  });

  it("keeps the declarations that match the terms, late in the file, in source order", async () => {
    const slicer = await OutlineSlicer.create(specOf("typescript"), ["emit", "sessionCount"]);
    const c = slicer.slice(STORE, 60);
    expect(validateOutline(c)).toStrictEqual([]);
    expect(c.items.map((i) => `${i.start_line} ${i.kind} ${i.symbol}`)).toStrictEqual([
      "29 class SessionStore",
      "65 method SessionStore.emit",
      "70 function sessionCount",
    ]);
    expect(c.lines).toStrictEqual([
      { line: 26, text: "/**" },
      { line: 27, text: " * Keeps sessions in memory and expires them lazily." },
      { line: 28, text: " */" },
      { line: 29, text: "export class SessionStore {" },
      { line: 65, text: "  private emit(event: SessionEvent): void { /* … 1 line */ }" },
      { line: 68, text: "}" },
      { line: 70, text: "export function sessionCount(store: SessionStore): number { /* … 1 line */ }" },
    ]);
    expect(c.used_estimated_tokens).toBe(estimateTokens(outlineText(c)));
    expect(c.omitted_items).toBe(16);
    // At a smaller cap the method no longer fits with its class around it; the function still does.
    const smaller = slicer.slice(STORE, 40);
    expect(smaller.items.map((i) => i.symbol)).toStrictEqual(["Session", "sessionCount"]);
    expect(parsesCleanly(await freshParser("typescript"), outlineText(c))).toBe(true);
  });

  it("without terms keeps the file's shape first: types and classes before members and imports", async () => {
    const c = (await OutlineSlicer.create(specOf("typescript"), [])).slice(STORE, 80);
    expect(c.items.map((i) => `${i.start_line} ${i.kind} ${i.symbol}`)).toStrictEqual([
      "13 interface Session",
      "19 type SessionEvent",
      "29 class SessionStore",
      "47 method SessionStore.get",
      "74 export null",
    ]);
    expect(c.used_estimated_tokens).toBe(80);
  });

  it("different terms keep different declarations from the same file and cap", async () => {
    const a = (await OutlineSlicer.create(specOf("typescript"), ["Session"])).slice(STORE, 30);
    const b = (await OutlineSlicer.create(specOf("typescript"), ["policy"])).slice(STORE, 30);
    expect(a.items.map((i) => i.symbol)).toStrictEqual(["Session", null]);
    expect(b.items.map((i) => i.symbol)).toStrictEqual(["EvictionPolicy", null]);
  });

  it("keeps nothing rather than break the cap", async () => {
    const c = (await OutlineSlicer.create(specOf("typescript"), [])).slice(STORE, 1);
    expect(c.lines).toStrictEqual([]);
    expect(c.used_estimated_tokens).toBe(0);
    expect(c.omitted_items).toBe(19);
    expect(validateOutline(c)).toStrictEqual([]);
  });
});
