// The condensate's JSON Schema is checked by ajv, and the checker also catches what a schema cannot state.
import { describe, expect, it } from "vitest";
import { OutlineSlicer } from "../../src/core/outline/OutlineSlicer.js";
import { OUTLINE_SCHEMA } from "../../src/core/outline/outlineSchema.js";
import { validateOutline } from "../../src/core/outline/validateOutline.js";
import { specOf } from "./grammars.js";

describe("the condensate schema", () => {
  it("accepts a real condensate and rejects broken ones", async () => {
    const c = (await OutlineSlicer.create(specOf("rust"), ["area"])).slice(
      "/// A shape.\npub struct Square(f64);\n\nimpl Square {\n    pub fn area(&self) -> f64 {\n        self.0 * self.0\n    }\n}\n",
      100,
    );
    expect(c.schema).toBe(OUTLINE_SCHEMA);
    expect(c.items).toStrictEqual([
      { kind: "type", symbol: "Square", start_line: 2, end_line: 2, hidden_lines: 0 },
      { kind: "impl", symbol: "Square", start_line: 4, end_line: 8, hidden_lines: 0 },
      { kind: "method", symbol: "Square.area", start_line: 5, end_line: 7, hidden_lines: 1 },
    ]);
    expect(validateOutline(c)).toStrictEqual([]);
    expect(validateOutline({ ...c, schema: "other" })).toStrictEqual(["/schema must be equal to constant"]);
    expect(validateOutline({ ...c, used_estimated_tokens: c.used_estimated_tokens + 1 })).toStrictEqual([
      `used_estimated_tokens is ${c.used_estimated_tokens + 1}, the text's estimate is ${c.used_estimated_tokens}`,
    ]);
    expect(validateOutline({ ...c, cap_estimated_tokens: 1 })).toStrictEqual([`the text's estimate ${c.used_estimated_tokens} exceeds the cap 1`]);
    expect(validateOutline({ ...c, lines: [...c.lines].reverse() }).some((p) => p.includes("goes back in the file"))).toBe(true);
    expect(validateOutline({ ...c, fallback: { reason: "no_grammar", detail: "x" } })).toStrictEqual([
      "fallback must be null exactly when the outline slicer answered",
    ]);
    expect(validateOutline({ ...c, lines: [{ line: 1, text: "a\nb" }] }).length).toBeGreaterThan(0);
  });
});
