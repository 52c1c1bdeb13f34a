// An anchor that does not fit the budget is answered with its file's outline, to pick something smaller from.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import type { OutlineCondensate } from "../../src/core/outline/outlineSchema.js";
import { validateOutline } from "../../src/core/outline/validateOutline.js";

const ROOT = join(import.meta.dirname, "..", "outline-fixtures", "samples");

describe("anchor_exceeds_budget", () => {
  it("carries the outline of the anchor's file, ranked by the task's words", async () => {
    const result = await buildPacket({ root: ROOT, anchor: "session-store.ts", task: "Where does emit run?", budget: 200 });
    if (result.ok) throw new Error("expected the anchor not to fit");
    expect(result.failure.kind).toBe("anchor_exceeds_budget");
    const outline = result.failure.details?.outline as OutlineCondensate;
    expect(validateOutline(outline)).toStrictEqual([]);
    expect(outline.file).toBe("session-store.ts");
    expect(outline.cap_estimated_tokens).toBe(200);
    expect(outline.terms).toStrictEqual(["Where", "does", "emit", "run"]);
    expect(outline.items.some((i) => i.symbol === "SessionStore.emit")).toBe(true);
  });
});
