// Seed step 9 in the core: a replacement packet is the original anchors plus the valid requested ranges, built
// and verified by the same code under the same single budget.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";

const root = join(import.meta.dirname, "..", "worker-fixtures", "ledger");
const base = { root, anchor: "src/ledger.ts#Ledger.add", task: "Where do lines go?" };

describe("replacement packets", () => {
  it("hold the anchor and the requested ranges only, with the requested ranges' own uncertain edges", async () => {
    const built = await buildPacket(base, {
      requested: [
        { symbol_or_range: "src/sinks.ts:3-7", reason: "the console sink" },
        { symbol_or_range: "Ledger.total", reason: "the sum" },
        { symbol_or_range: "src/ledger.ts:13-14", reason: "the two statements" },
      ],
    });
    if (!built.ok) throw new Error(built.failure.message);
    expect(built.value.packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line} ${s.symbol}`)).toStrictEqual([
      "0 anchor src/ledger.ts:12-15 Ledger.add",
      "1 requested src/ledger.ts:13-14 null",
      "1 requested src/ledger.ts:17-21 Ledger.total",
      "1 requested src/sinks.ts:3-7 null",
    ]);
    expect(built.value.packet.uncertain_edges.map((e) => `${e.from} -> ${e.to}`)).toStrictEqual([
      "src/ledger.ts:12-15 -> this.sink.write",
      "src/ledger.ts:13-14 -> this.sink.write",
    ]);
    expect(built.value.packet.omissions).toStrictEqual([]);
    expect(built.value.requests?.map((r) => [r.range, r.disposition, r.reason])).toStrictEqual([
      ["src/sinks.ts:3-7", "accepted", "added to the replacement packet"],
      ["src/ledger.ts:17-21", "accepted", "added to the replacement packet"],
      ["src/ledger.ts:13-14", "accepted", "added to the replacement packet"],
    ]);
  });

  it("keeps the same budget: a requested range that does not fit is an omission", async () => {
    const full = await buildPacket(base, { requested: [] });
    if (!full.ok) throw new Error(full.failure.message);
    const limit = full.value.packet.budget.used_estimated_tokens + 40;
    const built = await buildPacket({ ...base, budget: limit }, { requested: [{ symbol_or_range: "src/ledger.ts:7-22", reason: "the class" }] });
    if (!built.ok) throw new Error(built.failure.message);
    expect(built.value.packet.budget.limit_estimated_tokens).toBe(limit);
    expect(built.value.packet.slices.map((s) => s.relationship)).toStrictEqual(["anchor"]);
    expect(built.value.packet.omissions).toStrictEqual([{ candidate: "src/ledger.ts:7-22", reason: "budget" }]);
    expect(built.value.requests).toStrictEqual([
      {
        symbol_or_range: "src/ledger.ts:7-22",
        why_needed: "the class",
        range: "src/ledger.ts:7-22",
        disposition: "accepted",
        reason: "valid, but left out: the budget was spent (see omissions)",
      },
    ]);
  });

  it("rejects requests that name no exact range, leave the root, run past the file or give no reason", async () => {
    const built = await buildPacket(base, {
      requested: [
        { symbol_or_range: "src/money.ts:7-99", reason: "past the end" },
        { symbol_or_range: "/etc/passwd:1-2", reason: "outside" },
        { symbol_or_range: "entry:formatCents", reason: "an entrypoint" },
        { symbol_or_range: "src/money.ts:1-3", reason: "  " },
        { symbol_or_range: "src/money.ts:5-8", reason: "parseCents" },
        { symbol_or_range: "parseCents", reason: "the same range again" },
      ],
    });
    if (!built.ok) throw new Error(built.failure.message);
    expect(built.value.requests?.map((r) => `${r.disposition}: ${r.reason}`)).toStrictEqual([
      "rejected: invalid_anchor: src/money.ts has 8 lines; 7-99 is past its end",
      'rejected: path_outside_root: absolute path "/etc/passwd" is not allowed',
      "rejected: not an exact symbol or FILE:START-END range",
      "rejected: no reason given for needing it",
      "accepted: added to the replacement packet",
      "accepted: already in the packet",
    ]);
    expect(built.value.packet.slices.map((s) => `${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual(["src/ledger.ts:12-15", "src/money.ts:5-8"]);
  });

  it("is not produced without a request list: the ordinary packet keeps its graph context", async () => {
    const built = await buildPacket(base);
    if (!built.ok) throw new Error(built.failure.message);
    expect(built.value.requests).toBeUndefined();
    expect(built.value.packet.slices.map((s) => s.relationship)).toStrictEqual(["anchor", "import", "enclosing", "callee"]);
  });
});
