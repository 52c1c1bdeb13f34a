// Seed step 5 on synthetic packets, where every byte is known.
import { describe, expect, it } from "vitest";
import { applyBudget, type Candidate, type PacketFrame } from "../../src/core/budget.js";
import { serializePacket, type Slice } from "../../src/core/packet.js";
import { estimateTokens, fixedPointTokens } from "../../src/core/tokens.js";

function frame(limit: number): PacketFrame {
  return {
    schema: "odin-slice-packet-v1",
    task: "t",
    root: "/r",
    anchor: { kind: "line_range", value: "a.ts:1-1" },
    peer: null,
    mode: "upstream",
    depth: 2,
    budget: { limit_estimated_tokens: limit },
  };
}

function slice(file: string, start: number, hop: number, size: number): Candidate {
  const s: Slice = {
    file,
    start_line: start,
    end_line: start,
    symbol: null,
    hop,
    relationship: hop === 0 ? "anchor" : "caller",
    certainty: "certain",
    content: "x".repeat(size),
  };
  return { slice: s, uncertainEdges: [] };
}

const anchor = slice("a.ts", 1, 0, 40);

describe("the budget fixed point", () => {
  it("states the estimate of the packet that contains it", () => {
    const outcome = applyBudget(frame(1000), [anchor], [], [], []);
    if (!outcome.fits) throw new Error("expected a packet");
    expect(outcome.packet.budget.used_estimated_tokens).toBe(estimateTokens(outcome.bytes));
    expect(outcome.bytes).toBe(serializePacket(outcome.packet));
    expect(outcome.packet.budget.used_estimated_tokens).toBe(107);
  });

  it("settles when the estimate's own digits change the size", () => {
    // 36 bytes plus the digits of the estimate: 0 -> 9 -> 10 -> 10.
    const result = fixedPointTokens((used) => `${"y".repeat(36)}${used}`);
    expect(result).toStrictEqual({ used: 10, bytes: `${"y".repeat(36)}10` });
  });

  it("refuses an anchor that alone exceeds the limit", () => {
    expect(applyBudget(frame(106), [anchor], [slice("b.ts", 1, 1, 1)], [], [])).toStrictEqual({ fits: false, anchorTokens: 107 });
    expect(applyBudget(frame(107), [anchor], [slice("b.ts", 1, 1, 1)], [], []).fits).toBe(true);
  });

  it("keeps candidates in slice order while they fit and records the rest as budget omissions", () => {
    const candidates = [slice("c.ts", 1, 1, 200), slice("b.ts", 5, 1, 10), slice("d.ts", 1, 2, 10), slice("b.ts", 1, 1, 600)];
    const outcome = applyBudget(frame(280), [anchor], candidates, [], []);
    if (!outcome.fits) throw new Error("expected a packet");
    expect(outcome.packet.slices.map((s) => `${s.hop} ${s.file}:${s.start_line}`)).toStrictEqual(["0 a.ts:1", "1 b.ts:5", "1 c.ts:1", "2 d.ts:1"]);
    expect(outcome.packet.omissions).toStrictEqual([{ candidate: "b.ts:1-1", reason: "budget" }]);
    expect(outcome.packet.budget.used_estimated_tokens).toBe(266);
  });

  it("trims omission records from the end of their order, keeping room for the summary record", () => {
    const others = Array.from({ length: 30 }, (_, i) => ({ candidate: `z${String(i).padStart(2, "0")}.ts:1-9`, reason: "depth" as const }));
    const outcome = applyBudget(frame(260), [anchor], [], [], others);
    if (!outcome.fits) throw new Error("expected a packet");
    const omissions = outcome.packet.omissions;
    const last = omissions[omissions.length - 1];
    expect(last).toStrictEqual({ candidate: "additional candidates", reason: "budget" });
    const kept = omissions.slice(0, -1);
    expect(kept).toStrictEqual(others.slice(0, kept.length));
    expect(kept.length).toBe(12);
    expect(outcome.packet.budget.used_estimated_tokens).toBe(253);
    // One more record would not have fitted.
    const withOneMore = { ...outcome.packet, omissions: [...others.slice(0, kept.length + 1), last as (typeof omissions)[number]] };
    const bytes = fixedPointTokens((used) => serializePacket({ ...withOneMore, budget: { limit_estimated_tokens: 260, used_estimated_tokens: used } }));
    expect(bytes.used).toBeGreaterThan(260);
  });

  it("cuts the list without the summary when even the summary does not fit", () => {
    const others = [
      { candidate: "q.ts:1-2", reason: "depth" as const },
      { candidate: "r.ts:1-2", reason: "depth" as const },
    ];
    const outcome = applyBudget(frame(118), [anchor], [], [], others);
    if (!outcome.fits) throw new Error("expected a packet");
    expect(outcome.packet.omissions).toStrictEqual([{ candidate: "q.ts:1-2", reason: "depth" }]);
    expect(outcome.packet.budget.used_estimated_tokens).toBe(117);
  });

  it("drops an omission for a range that made it into the packet", () => {
    const outcome = applyBudget(frame(1000), [anchor], [slice("b.ts", 1, 1, 5)], [], [{ candidate: "b.ts:1-1", reason: "uncertain" }]);
    if (!outcome.fits) throw new Error("expected a packet");
    expect(outcome.packet.omissions).toStrictEqual([]);
  });
});

describe("serialization", () => {
  it("writes keys in the schema's order, compact, with no trailing newline", () => {
    const outcome = applyBudget(frame(1000), [anchor], [], [{ from: "a.ts:1-1", to: "f", kind: "call", reason: "r" }], []);
    if (!outcome.fits) throw new Error("expected a packet");
    expect(outcome.bytes).toBe(
      '{"schema":"odin-slice-packet-v1","task":"t","root":"/r","anchor":{"kind":"line_range","value":"a.ts:1-1"},' +
        '"peer":null,"mode":"upstream","depth":2,"budget":{"limit_estimated_tokens":1000,"used_estimated_tokens":121},' +
        '"slices":[{"file":"a.ts","start_line":1,"end_line":1,"symbol":null,"hop":0,"relationship":"anchor",' +
        `"certainty":"certain","content":"${"x".repeat(40)}"}],` +
        '"uncertain_edges":[{"from":"a.ts:1-1","to":"f","kind":"call","reason":"r"}],"omissions":[]}',
    );
  });

  it("does not depend on the order in which an object's keys were set", () => {
    const base = applyBudget(frame(1000), [anchor], [], [], []);
    if (!base.fits) throw new Error("expected a packet");
    const shuffled = JSON.parse(JSON.stringify(base.packet), (_k, v) =>
      v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
    );
    expect(serializePacket(shuffled)).toBe(base.bytes);
  });
});
