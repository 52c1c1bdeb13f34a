// The cost of an outline: a 10,000-line file in well under a second, and nesting thousands of levels deep
// without recursion trouble.
import { describe, expect, it } from "vitest";
import { OutlineSlicer } from "../../src/core/outline/OutlineSlicer.js";
import { validateOutline } from "../../src/core/outline/validateOutline.js";
import { specOf } from "./grammars.js";

function tenThousandLines(): string {
  const parts: string[] = ['import { readFileSync } from "node:fs";', ""];
  for (let c = 0; parts.length < 10_000; c++) {
    parts.push(`/** Class number ${c}. */`, `export class Service${c} {`, `  private count = ${c};`);
    for (let m = 0; m < 8; m++) {
      parts.push(`  /** Method ${m}. */`, `  method${m}(input: string): number {`, `    const parts = input.split(",");`);
      parts.push(`    if (parts.length > ${m}) {`, `      return parts.length + this.count;`, "    }", "    return 0;", "  }", "");
    }
    parts.push("}", "");
  }
  return parts.join("\n");
}

describe("outline cost", () => {
  it("outlines a 10,000-line file in well under a second", async () => {
    const text = tenThousandLines();
    expect(text.split("\n").length).toBeGreaterThanOrEqual(10_000);
    const slicer = await OutlineSlicer.create(specOf("typescript"), ["method3"]);
    slicer.slice("export const warm = 1;\n", 100);
    const full: number[] = [];
    const capped: number[] = [];
    let lines = 0;
    for (let i = 0; i < 3; i++) {
      let t0 = performance.now();
      const all = slicer.slice(text, 10_000_000);
      full.push(performance.now() - t0);
      lines = all.lines.length;
      expect(all.omitted_items).toBe(0);
      t0 = performance.now();
      const c = slicer.slice(text, 2048);
      capped.push(performance.now() - t0);
      expect(validateOutline(c)).toStrictEqual([]);
      expect(c.items.some((item) => item.symbol === "Service0.method3")).toBe(true);
    }
    const best = (xs: number[]) => Math.min(...xs).toFixed(0);
    console.log(`10,000-line outline: ${best(full)} ms whole (${lines} lines), ${best(capped)} ms under a 2048-token cap`);
    expect(Math.min(...full)).toBeLessThan(1000);
    expect(Math.min(...capped)).toBeLessThan(1000);
  });

  it("survives nesting 5,000 levels deep", async () => {
    const depth = 5000;
    const text = `export function deep() {\n  return ${"[".repeat(depth)}1${"]".repeat(depth)};\n}\nexport const after = 2;\n`;
    const c = (await OutlineSlicer.create(specOf("typescript"), [])).slice(text, 1000);
    expect(c.slicer).toBe("outline");
    expect(c.lines).toStrictEqual([
      { line: 1, text: "export function deep() { /* … 1 line */ }" },
      { line: 4, text: "export const after = 2;" },
    ]);
  });
});
