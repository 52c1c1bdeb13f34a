// Seed step 5 on synthetic packets, where every byte is known.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyBudget, type BeyondRecords, type Candidate, type CandidateGroup, type GroupRequest, type LooseGroup, type PacketFrame } from "../../src/core/budget.js";
import { serializePacket, SUMMARY_OMISSION, type Omission, type Slice, type UncertainEdge } from "../../src/core/packet.js";
import { TextFile } from "../../src/core/repository.js";
import { fileSlice, knownSlice, type SliceHead } from "../../src/core/sliceSource.js";
import { estimateTokens, fixedPointTokens } from "../../src/core/tokens.js";

/** Records past a slice, every file that holds them read. */
const allRead = (omissions: Omission[]): BeyondRecords => ({ omissions, unread: [], read: 0 });

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
  return { slice: knownSlice(s), uncertainEdges: [] };
}

const anchor = slice("a.ts", 1, 0, 40);

/**
 * Marks read, as the workspace indexes them, the groups a pending outcome asks for: the first `count` from `from`
 * on that are unread and that `mayFit`, where given, holds for. `at` maps a position of the list asked to its mark.
 */
function markAsked(asked: GroupRequest, marks: boolean[], length = marks.length, at = (k: number) => k): void {
  let marked = 0;
  for (let k = asked.from; k < length && marked < asked.count; k++) {
    if (!marks[at(k)] && (!asked.mayFit || asked.mayFit(k))) {
      marks[at(k)] = true;
      marked++;
    }
  }
}

describe("the budget fixed point", () => {
  it("states the estimate of the packet that contains it", () => {
    const outcome = applyBudget(frame(1000), [anchor], [], [], [], []);
    if (outcome.fits !== true) throw new Error("expected a packet");
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
    expect(applyBudget(frame(106), [anchor], [slice("b.ts", 1, 1, 1)], [], [], [])).toStrictEqual({ fits: false, anchorTokens: 107 });
    expect(applyBudget(frame(107), [anchor], [slice("b.ts", 1, 1, 1)], [], [], []).fits).toBe(true);
  });

  it("keeps candidates in slice order while they fit and records the rest as budget omissions", () => {
    const candidates = [slice("c.ts", 1, 1, 200), slice("b.ts", 5, 1, 10), slice("d.ts", 1, 2, 10), slice("b.ts", 1, 1, 600)];
    const outcome = applyBudget(frame(280), [anchor], candidates, [], [], []);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(outcome.packet.slices.map((s) => `${s.hop} ${s.file}:${s.start_line}`)).toStrictEqual(["0 a.ts:1", "1 b.ts:5", "1 c.ts:1", "2 d.ts:1"]);
    expect(outcome.packet.omissions).toStrictEqual([{ candidate: "b.ts:1-1", reason: "budget" }]);
    expect(outcome.packet.budget.used_estimated_tokens).toBe(266);
  });

  it("trims omission records from the end of their order, keeping room for the summary record", () => {
    const others = Array.from({ length: 30 }, (_, i) => ({ candidate: `z${String(i).padStart(2, "0")}.ts:1-9`, reason: "depth" as const }));
    const outcome = applyBudget(frame(260), [anchor], [], [], [], others);
    if (outcome.fits !== true) throw new Error("expected a packet");
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
    const outcome = applyBudget(frame(118), [anchor], [], [], [], others);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(outcome.packet.omissions).toStrictEqual([{ candidate: "q.ts:1-2", reason: "depth" }]);
    expect(outcome.packet.budget.used_estimated_tokens).toBe(117);
  });

  it("drops an omission for a range that made it into the packet", () => {
    const outcome = applyBudget(frame(1000), [anchor], [slice("b.ts", 1, 1, 5)], [], [], [{ candidate: "b.ts:1-1", reason: "uncertain" }]);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(outcome.packet.omissions).toStrictEqual([]);
  });
});

describe("serialization", () => {
  it("writes keys in the schema's order, compact, with no trailing newline", () => {
    const loose = [{ prefix: "a.ts:", read: () => ({ edges: [{ from: "a.ts:1-1", to: "f", kind: "call" as const, reason: "r" }], omissions: [] }) }];
    const outcome = applyBudget(frame(1000), [anchor], [], [], loose, []);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(outcome.bytes).toBe(
      '{"schema":"odin-slice-packet-v1","task":"t","root":"/r","anchor":{"kind":"line_range","value":"a.ts:1-1"},' +
        '"peer":null,"mode":"upstream","depth":2,"budget":{"limit_estimated_tokens":1000,"used_estimated_tokens":121},' +
        '"slices":[{"file":"a.ts","start_line":1,"end_line":1,"symbol":null,"hop":0,"relationship":"anchor",' +
        `"certainty":"certain","content":"${"x".repeat(40)}"}],` +
        '"uncertain_edges":[{"from":"a.ts:1-1","to":"f","kind":"call","reason":"r"}],"omissions":[]}',
    );
  });

  it("does not depend on the order in which an object's keys were set", () => {
    const base = applyBudget(frame(1000), [anchor], [], [], [], []);
    if (base.fits !== true) throw new Error("expected a packet");
    const shuffled = JSON.parse(JSON.stringify(base.packet), (_k, v) =>
      v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
    );
    expect(serializePacket(shuffled)).toBe(base.bytes);
  });
});

describe("possible callers, listed while they fit", () => {
  const edge = (file: string, line: number, reason: string): UncertainEdge => ({ from: `${file}:${line}-${line}`, to: "a.ts:1-1", kind: "call", reason });
  const groupOf = (file: string, edges: UncertainEdge[], readable = true): LooseGroup => ({
    prefix: `${file}:`,
    read: () => (readable ? { edges, omissions: edges.map((e) => ({ candidate: e.from, reason: "uncertain" as const })) } : null),
  });

  it("stops at the first edge that does not fit, though a later, shorter one would", () => {
    const long = edge("c.ts", 1, "r".repeat(200));
    const short = edge("d.ts", 1, "s");
    const groups = [groupOf("b.ts", [edge("b.ts", 2, "q")]), groupOf("c.ts", [long]), groupOf("d.ts", [short])];
    const outcome = applyBudget(frame(150), [anchor], [], [], groups, []);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(outcome.packet.uncertain_edges).toStrictEqual([edge("b.ts", 2, "q")]);
    expect(outcome.packet.omissions).toStrictEqual([
      { candidate: "b.ts:2-2", reason: "uncertain" },
      { candidate: "additional candidates", reason: "budget" },
    ]);
  });

  it("waits for an unread group while an edge could still fit, or while the records before it fit", () => {
    const groups = [groupOf("b.ts", [edge("b.ts", 2, "q")]), groupOf("c.ts", [edge("c.ts", 1, "r".repeat(200))]), groupOf("d.ts", [], false)];
    // Nothing read yet: a first batch. Two groups read: half the groups the room left would take at their rate
    // (the room left would take 20 to 22 groups at the rate of the two read), and two.
    // Where the files come from the cache, a margin over all of them (a round costs more than a file loaded).
    expect(applyBudget(frame(1000), [anchor], [], [], [groupOf("b.ts", [], false)], [])).toStrictEqual({ fits: "pending", ask: { list: "loose", from: 0, count: 16, loadable: 16 } });
    expect(applyBudget(frame(1000), [anchor], [], [], groups, [])).toStrictEqual({ fits: "pending", ask: { list: "loose", from: 2, count: 13, loadable: 28 } });
    // The long edge does not fit: the edges are settled, but the two records before d.ts still fit...
    expect(applyBudget(frame(150), [anchor], [], [], groups, [])).toStrictEqual({ fits: "pending", ask: { list: "loose", from: 2, count: 8, loadable: 8 } });
    // ...and here they do not, so d.ts's records could only come after the cut.
    const outcome = applyBudget(frame(140), [anchor], [], [], groups, []);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(outcome.packet.uncertain_edges).toStrictEqual([edge("b.ts", 2, "q")]);
    expect(outcome.packet.omissions).toStrictEqual([{ candidate: "additional candidates", reason: "budget" }]);
  });

  it("asks to parse no more files of possible callers than it has read, however sparse their calls", () => {
    // Twenty files read, one short call each, in a room that would take hundreds more at that rate: twenty to
    // parse next (the first files of a tree say little of the rest), but all the room would take where they load.
    const name = (i: number) => `f${String(i).padStart(2, "0")}.ts`;
    const read = Array.from({ length: 20 }, (_, i) => groupOf(name(i), [edge(name(i), 1, "q")]));
    const groups = [...read, groupOf("g.ts", [], false)];
    expect(applyBudget(frame(8000), [anchor], [], [], groups, [])).toStrictEqual({ fits: "pending", ask: { list: "loose", from: 20, count: 20, loadable: 594 } });
  });

  it("reads no file left for its calls once even the shortest call from them could not fit", () => {
    // At this limit b.ts's call fits and one from c.ts or d.ts could not, however short; the records before c.ts
    // do not fit either, so the packet is settled with those two files unread.
    const others = [{ candidate: "b.ts:9-9", reason: "depth" as const }];
    const read = [groupOf("b.ts", [edge("b.ts", 2, "q")]), groupOf("c.ts", [edge("c.ts", 1, "r")]), groupOf("d.ts", [edge("d.ts", 1, "s")])];
    const unread = [groupOf("b.ts", [edge("b.ts", 2, "q")]), groupOf("c.ts", [], false), groupOf("d.ts", [], false)];
    const outcome = applyBudget(frame(125), [anchor], [], [], unread, others);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(outcome.packet.uncertain_edges).toStrictEqual([edge("b.ts", 2, "q")]);
    expect(outcome).toStrictEqual(applyBudget(frame(125), [anchor], [], [], read, others));
    // Where a call from c.ts could still fit, it is read.
    expect(applyBudget(frame(140), [anchor], [], [], unread, others)).toStrictEqual({ fits: "pending", ask: { list: "loose", from: 1, count: 8, loadable: 8 } });
  });

  it("lists the possible callers only when a call, a record or the summary of some file could still fit", () => {
    // The slices fill the budget more or less; the tree's shortest path bounds what any file's calls could add.
    const files = ["b.ts", "c.ts", "d.ts", "e.ts"];
    const groups = [groupOf("c.ts", [edge("c.ts", 1, "q")]), groupOf("d.ts", [edge("d.ts", 2, "r"), edge("d.ts", 7, "s".repeat(30))])];
    // Every limit token by token: the room where a record fits and a call does not is a token or two wide.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 4 }), fc.boolean(), (sizes, recorded) => {
        const candidates = sizes.map((size, i) => slice("b.ts", i + 1, 1, size));
        const others = recorded ? [{ candidate: "b.ts:9-9", reason: "depth" as const }] : [];
        for (let limit = 107; limit <= 420; limit++) {
          const listed = applyBudget(frame(limit), [anchor], candidates, [], groups, others, files);
          let asked = false;
          const lazy = applyBudget(frame(limit), [anchor], candidates, [], () => ((asked = true), groups), others, files);
          expect(lazy).toStrictEqual(listed);
          if (listed.fits !== true || asked) continue;
          // Left unlisted, the possible callers added nothing: no call, no record, no summary for them.
          expect(listed.packet.uncertain_edges).toStrictEqual([]);
          expect(listed.packet.omissions.every((o) => o.candidate.startsWith("b.ts:"))).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
    // Some budgets are full enough to leave them unlisted, and some are not.
    const askedAt = (limit: number) => {
      let asked = false;
      applyBudget(frame(limit), [anchor], [slice("b.ts", 1, 1, 100)], [], () => ((asked = true), groups), [], files);
      return asked;
    };
    const limits = Array.from({ length: 300 }, (_, i) => 107 + i);
    expect(limits.some(askedAt)).toBe(true);
    expect(limits.some((l) => !askedAt(l) && applyBudget(frame(l), [anchor], [slice("b.ts", 1, 1, 100)], [], [], []).fits === true)).toBe(true);
  });

  it("gives the packet of every group read, reading groups only as the pending outcomes ask", () => {
    const file = fc.constantFrom("b.ts", "b.ts.x", "c/d.ts", "c.ts", "e.ts", "f.ts", "g.ts", "h.ts");
    const drawn = fc.record({
      limit: fc.integer({ min: 110, max: 400 }),
      groups: fc.uniqueArray(
        fc.record({ file, lines: fc.array(fc.record({ line: fc.integer({ min: 1, max: 120 }), reason: fc.nat({ max: 240 }).map((n) => "r".repeat(n)) }), { maxLength: 4 }) }),
        { selector: (g) => g.file, maxLength: 8 },
      ),
      others: fc.array(fc.record({ file, line: fc.integer({ min: 1, max: 9 }) }), { maxLength: 6 }),
      candidates: fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 3 }),
      readAtStart: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      cached: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    });
    fc.assert(
      fc.property(drawn, ({ limit, groups, others, candidates, readAtStart, cached }) => {
        const sorted = [...groups].sort((a, b) => (`${a.file}:` < `${b.file}:` ? -1 : 1));
        const edgesOf = sorted.map((g) => g.lines.map((l) => edge(g.file, l.line, l.reason)));
        const omissions = others.map((o) => ({ candidate: `${o.file}:${o.line}-${o.line}`, reason: "depth" as const }));
        const slices = candidates.map((size, i) => slice(`k${i}.ts`, 1, 1, size));
        const all = sorted.map((g, i) => groupOf(g.file, edgesOf[i] as UncertainEdge[]));
        const reference = applyBudget(frame(limit), [anchor], slices, [], all, omissions);
        const readable = sorted.map((_, i) => readAtStart[i] as boolean);
        for (let round = 0; ; round++) {
          const groupsNow = sorted.map((g, i) => groupOf(g.file, edgesOf[i] as UncertainEdge[], readable[i]));
          const outcome = applyBudget(frame(limit), [anchor], slices, [], groupsNow, omissions);
          if (outcome.fits !== "pending") {
            expect(outcome).toStrictEqual(reference);
            return;
          }
          const asked = outcome.ask as GroupRequest;
          expect(readable[asked.from]).toBe(false);
          expect(asked.loadable).toBeGreaterThanOrEqual(asked.count);
          // The groups to parse, then those past them "in the cache" as far as loading goes.
          let marked = 0;
          for (let i = asked.from; i < readable.length && marked < asked.loadable; i++) {
            if (!readable[i]) {
              if (marked < asked.count || (cached[i] as boolean)) readable[i] = true;
              marked++;
            }
          }
          expect(round).toBeLessThan(sorted.length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the last level's slices, read file by file", () => {
  const level = (file: string, starts: number[], size: number, readable = true, past: string[] = []): CandidateGroup => ({
    file,
    hop: 2,
    read: () =>
      readable
        ? starts.map((start) => ({ ...slice(file, start, 2, size), beyond: () => allRead(past.map((p) => ({ candidate: p, reason: "depth" as const }))) }))
        : null,
  });

  it("lists the level's files only when a slice, a record or the summary of some file could still fit", () => {
    // The first hop fills the budget more or less; the tree's shortest path bounds what any file could add.
    const files = ["b.ts", "c.ts", "d.ts", "e.ts"];
    fc.assert(
      fc.property(fc.integer({ min: 107, max: 420 }), fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 4 }), (limit, sizes) => {
        const candidates = sizes.map((size, i) => slice("b.ts", i + 1, 1, size));
        const groups = [level("c.ts", [1], 10), level("d.ts", [1, 2], 40, true, ["e.ts:3-3"])];
        const listed = applyBudget(frame(limit), [anchor], candidates, groups, [], [], files);
        let asked = false;
        const lazy = applyBudget(frame(limit), [anchor], candidates, () => ((asked = true), groups), [], [], files);
        expect(lazy).toStrictEqual(listed);
        if (listed.fits !== true) return;
        // Left unlisted, the level added nothing: no slice of it, no record; the packet is the one without it.
        if (!asked) {
          expect(listed.packet.slices.every((s) => s.hop < 2)).toBe(true);
          expect(listed.packet.omissions.every((o) => o.candidate.startsWith("b.ts:") || o.candidate === SUMMARY_OMISSION.candidate)).toBe(true);
          expect(applyBudget(frame(limit), [anchor], candidates, [], [], [], files)).toStrictEqual(listed);
        }
      }),
      { numRuns: 500 },
    );
    // Some budgets are full enough to leave the level unlisted, and some are not.
    const askedAt = (limit: number) => {
      let asked = false;
      applyBudget(frame(limit), [anchor], [slice("b.ts", 1, 1, 100)], () => ((asked = true), [level("c.ts", [1], 10)]), [], [], files);
      return asked;
    };
    const limits = Array.from({ length: 300 }, (_, i) => 107 + i);
    expect(limits.some(askedAt)).toBe(true);
    expect(limits.some((l) => !askedAt(l) && applyBudget(frame(l), [anchor], [slice("b.ts", 1, 1, 100)], [], [], []).fits === true)).toBe(true);
  });

  it("lists no file of the level once only the summary could be listed beside the records turned down already", () => {
    // Six slices of one file fill the budget; most are turned down, and their records alone overflow the room.
    const files = ["b.ts", "c.ts", "d.ts", "e.ts"];
    const candidates = [10, 10, 40, 40, 40, 40].map((size, i) => slice("b.ts", i + 1, 1, size));
    const groups = [level("c.ts", [1], 10), level("d.ts", [1, 2], 40, true, ["e.ts:3-3"])];
    const summaryOnly: number[] = [];
    for (let limit = 80; limit <= 160; limit++) {
      let asked = false;
      const lazy = applyBudget(frame(limit), [anchor], candidates, () => ((asked = true), groups), [], [], files);
      expect(lazy).toStrictEqual(applyBudget(frame(limit), [anchor], candidates, groups, [], [], files));
      if (lazy.fits === true && !asked && lazy.packet.omissions.length === 1 && lazy.packet.omissions[0]?.candidate === SUMMARY_OMISSION.candidate) summaryOnly.push(limit);
    }
    // Limits where the level could only have added records the summary stands for, and so was never listed.
    expect(summaryOnly.length).toBeGreaterThan(0);
  });

  it("reads no file of the level once no slice of the files left could fit, and the records before them do not", () => {
    // At 320 one slice of b.ts fits and leaves 7 tokens, less than the least slice of c.ts or d.ts (a head of
    // 105 bytes); the records before c.ts (b.ts's second slice, b.ts:9-9) do not fit either.
    const others = [{ candidate: "b.ts:9-9", reason: "depth" as const }];
    const all = [level("b.ts", [1, 2], 700), level("c.ts", [1], 10), level("d.ts", [1], 10)];
    const unread = [level("b.ts", [1, 2], 700), level("c.ts", [1], 10, false), level("d.ts", [1], 10, false)];
    const outcome = applyBudget(frame(320), [anchor], [], unread, [], others);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(outcome.packet.slices.map((s) => `${s.file}:${s.start_line}`)).toStrictEqual(["a.ts:1", "b.ts:1"]);
    expect(outcome.packet.budget.used_estimated_tokens).toBe(313);
    expect(outcome.packet.omissions).toStrictEqual([]);
    expect(outcome).toStrictEqual(applyBudget(frame(320), [anchor], [], all, [], others));
    // With 27 tokens left a slice of c.ts could fit: c.ts is asked for.
    expect(applyBudget(frame(340), [anchor], [], unread, [], others)).toStrictEqual({ fits: "pending", ask: { list: "slices", from: 1, count: 8, loadable: 8 } });
  });

  it("reads no file whose slices must each span a line longer than the room left", () => {
    // At 360 one slice of b.ts fits and leaves 47 tokens: room for a slice of c.ts by its head alone (105 bytes),
    // not for one that spans a line of 120 bytes. The records before c.ts's do not all fit, so c.ts is not asked
    // for, and the packet is the one reading it gives.
    const others = Array.from({ length: 40 }, (_, i) => ({ candidate: `b.ts:${100 + i}-${100 + i}`, reason: "depth" as const }));
    const spanning = (group: CandidateGroup, bytes: number): CandidateGroup => ({ ...group, shortestLine: () => ({ line: 1, bytes }) });
    const all = [level("b.ts", [1, 2], 700), level("c.ts", [1], 120), level("d.ts", [1], 120)];
    const unread = [level("b.ts", [1, 2], 700), spanning(level("c.ts", [1], 120, false), 120), spanning(level("d.ts", [1], 120, false), 120)];
    const outcome = applyBudget(frame(360), [anchor], [], unread, [], others);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(outcome.packet.slices.map((s) => `${s.file}:${s.start_line}`)).toStrictEqual(["a.ts:1", "b.ts:1"]);
    expect(outcome).toStrictEqual(applyBudget(frame(360), [anchor], [], all, [], others));
    // Without the line, or with a line of one byte (what the least content costs), c.ts is asked for.
    const asked = { fits: "pending", ask: { list: "slices", from: 1, count: 3, loadable: 3 } };
    expect(applyBudget(frame(360), [anchor], [], [level("b.ts", [1, 2], 700), level("c.ts", [1], 1, false), level("d.ts", [1], 1, false)], [], others)).toStrictEqual(asked);
    const shorter = [level("b.ts", [1, 2], 700), spanning(level("c.ts", [1], 1, false), 1), spanning(level("d.ts", [1], 1, false), 1)];
    expect(applyBudget(frame(360), [anchor], [], shorter, [], others)).toStrictEqual(asked);
  });

  it("bounds a file's least slice by the shortest relationship a step gives and one character of content", () => {
    // The smallest slice a step can give from c.ts: an empty symbol, "import" (six letters), one character.
    const smallest: Slice = { file: "c.ts", start_line: 1, end_line: 1, symbol: "", hop: 2, relationship: "import", certainty: "certain", content: "x" };
    const smallestBytes = JSON.stringify(smallest).length;
    const unread = [level("b.ts", [1], 400), { file: "c.ts", hop: 2, read: () => null }];
    const withSmallest = [level("b.ts", [1], 400), { file: "c.ts", hop: 2, read: () => [{ slice: knownSlice(smallest), uncertainEdges: [] }] }];
    // Records before c.ts's that cannot all fit: c.ts's own records would be cut.
    const others = Array.from({ length: 40 }, (_, i) => ({ candidate: `b.ts:${100 + i}-${100 + i}`, reason: "depth" as const }));
    let skipped = 0;
    for (let limit = 250; limit < 330; limit++) {
      const outcome = applyBudget(frame(limit), [anchor], [], unread, [], others);
      if (outcome.fits !== true) continue;
      // c.ts was left unread: even its smallest slice would not have fit.
      expect(outcome).toStrictEqual(applyBudget(frame(limit), [anchor], [], withSmallest, [], others));
      const noRecords = applyBudget(frame(limit), [anchor], [], [level("b.ts", [1], 400)], [], []);
      if (noRecords.fits !== true) throw new Error("expected a packet");
      const room = 4 * limit - Buffer.byteLength(noRecords.bytes);
      // Rooms that would hold the slice with an empty relationship and content (and its comma), not this one.
      if (room >= smallestBytes - 6 && room <= smallestBytes) skipped++;
    }
    expect(skipped).toBeGreaterThan(0);
  });

  it("asks for the files a slice could still come from, as many as the room would take", () => {
    // Nothing of the level taken yet: as many files as the room would take slices the size of the anchor's, plus one.
    expect(applyBudget(frame(1000), [anchor], [], [level("b.ts", [1], 10, false), level("c.ts", [1], 10, false)], [], [])).toStrictEqual({
      fits: "pending",
      ask: { list: "slices", from: 0, count: 16, loadable: 16 },
    });
    // 532 bytes left, the anchor's slice 160 bytes: four such slices could still fit.
    expect(applyBudget(frame(240), [anchor], [], [level("b.ts", [1], 10, false), level("c.ts", [1], 10, false)], [], [])).toStrictEqual({
      fits: "pending",
      ask: { list: "slices", from: 0, count: 5, loadable: 5 },
    });
    // Three files read and their slices taken: half the files the room left would take at their rate, plus two
    // (1.25 times, where the files come from the cache).
    const read = [level("b.ts", [1], 10), level("c.ts", [1], 10), level("d.ts", [1], 10), level("e.ts", [1], 10, false)];
    expect(applyBudget(frame(1000), [anchor], [], read, [], [])).toStrictEqual({ fits: "pending", ask: { list: "slices", from: 3, count: 14, loadable: 32 } });
  });

  it("asks for files read only for their records no more than would give the records the room could take", () => {
    // Forty files read already (indexed, free of cost), each giving one record; before them an unread file whose
    // path is too long for any slice of it to fit, but whose records would come first. The room takes two or three
    // records: reading as many files again as were read (forty) would parse files for nothing.
    const tooLong = `a0/${"x".repeat(60)}.ts`;
    const read = Array.from({ length: 40 }, (_, i) => level(`b${String(i).padStart(2, "0")}.ts`, [1], 5000));
    expect(applyBudget(frame(137), [anchor], [], [level(tooLong, [1], 10, false), ...read], [], [], ["a.ts"])).toStrictEqual({
      fits: "pending",
      ask: { list: "slices", from: 0, count: 8, loadable: 8 },
    });
  });

  it("names what lies past a slice of the level only once the slice is taken", () => {
    const outcome = applyBudget(frame(1000), [anchor], [], [level("b.ts", [1], 10, true, ["z.ts:3-3"]), level("c.ts", [1], 5000, true, ["y.ts:1-1"])], [], []);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(outcome.packet.omissions).toStrictEqual([
      { candidate: "c.ts:1-1", reason: "budget" },
      { candidate: "z.ts:3-3", reason: "depth" },
    ]);
  });

  it("gives the packet of every file read, reading files only as the pending outcomes ask", () => {
    // Paths of many lengths: a file whose path is long enough may be passed over for one past it (mayFit).
    const file = fc.constantFrom("b.ts", "b.ts.x", "c/d.ts", "c.ts", "d/a/path/long/enough/to/matter.ts", "e.ts", "f/another/rather/long/path.ts", "g.ts", "h.ts");
    let passedOver = 0;
    const drawn = fc.record({
      limit: fc.integer({ min: 110, max: 500 }),
      groups: fc.uniqueArray(
        fc.record({
          file,
          slices: fc.array(fc.record({ line: fc.integer({ min: 1, max: 40 }), size: fc.integer({ min: 1, max: 300 }), past: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 2 }) }), {
            maxLength: 3,
          }),
        }),
        { selector: (g) => g.file, maxLength: 8 },
      ),
      others: fc.array(fc.record({ file, line: fc.integer({ min: 1, max: 9 }) }), { maxLength: 6 }),
      candidates: fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 3 }),
      loose: fc.uniqueArray(fc.record({ file, line: fc.integer({ min: 1, max: 9 }), reason: fc.nat({ max: 120 }) }), { selector: (l) => l.file, maxLength: 4 }),
      // Files listed among the possible callers' that turn out to hold none once reached (see LooseGroup.holdsAny).
      holdingNone: fc.uniqueArray(fc.constantFrom("a.ts", "b.ts.y", "c/e.ts", "i.ts", "z/a/path/longer/than/any/that/holds/one.ts"), { maxLength: 3 }),
      readAtStart: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      spannedLines: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    });
    fc.assert(
      fc.property(drawn, ({ limit, groups, others, candidates, loose, holdingNone, readAtStart, spannedLines }) => {
        const sorted = [...groups].sort((a, b) => (a.file < b.file ? -1 : 1));
        const omissions = others.map((o) => ({ candidate: `${o.file}:${o.line}-${o.line}`, reason: "depth" as const }));
        const known = candidates.map((size, i) => slice(`k${i}.ts`, 1, 1, size));
        const looseSorted = [...loose].sort((a, b) => (`${a.file}:` < `${b.file}:` ? -1 : 1));
        // The rounds list the files that hold none among the others; the reference does not.
        const looseListed = [...looseSorted.map((l) => ({ ...l, holds: true })), ...holdingNone.map((f) => ({ file: f, line: 1, reason: 0, holds: false }))].sort((a, b) =>
          `${a.file}:` < `${b.file}:` ? -1 : 1,
        );
        const looseGroups = (readable: boolean[], list: readonly { file: string; line: number; reason: number; holds?: boolean }[] = looseSorted): LooseGroup[] =>
          list.map((l, i) => {
            if (l.holds === false) return { prefix: `${l.file}:`, read: () => ({ edges: [], omissions: [] }), holdsAny: () => false };
            const e: UncertainEdge = { from: `${l.file}:${l.line}-${l.line}`, to: "a.ts:1-1", kind: "call", reason: "r".repeat(l.reason) };
            return { prefix: `${l.file}:`, read: () => (readable[i] ? { edges: [e], omissions: [{ candidate: e.from, reason: "uncertain" as const }] } : null) };
          });
        const levelGroups = (readable: boolean[]): CandidateGroup[] =>
          sorted.map((g, i) => ({
            file: g.file,
            hop: 2,
            read: () =>
              readable[i]
                ? g.slices.map((s) => ({ ...slice(g.file, s.line, 2, s.size), beyond: () => allRead(s.past.map((p) => ({ candidate: `p.ts:${p}-${p}`, reason: "depth" as const }))) }))
                : null,
            // Where drawn, a bound no slice of the file is below: its least line number and its least content.
            ...(spannedLines[i] && g.slices.length > 0
              ? { shortestLine: () => ({ line: Math.min(...g.slices.map((s) => s.line)), bytes: Math.min(...g.slices.map((s) => s.size)) }) }
              : {}),
          }));
        const reference = applyBudget(frame(limit), [anchor], known, levelGroups(sorted.map(() => true)), looseGroups(looseSorted.map(() => true)), omissions);
        const readable = sorted.map((_, i) => readAtStart[i] as boolean);
        // A group that holds none is never asked for: it reads nothing (as buildPacket finds its files held).
        const looseReadable = looseListed.map((l) => !l.holds);
        for (let round = 0; ; round++) {
          const outcome = applyBudget(frame(limit), [anchor], known, levelGroups(readable), looseGroups(looseReadable, looseListed), omissions);
          if (outcome.fits !== "pending") {
            expect(outcome).toStrictEqual(reference);
            return;
          }
          const asked = outcome.ask as GroupRequest;
          const marks = asked.list === "slices" ? readable : looseReadable;
          expect(marks[asked.from]).toBe(false);
          if (asked.mayFit) {
            expect(asked.mayFit(asked.from)).toBe(true);
            if (marks.some((m, i) => i > asked.from && !m && !asked.mayFit?.(i))) passedOver++;
          }
          markAsked(asked, marks);
          expect(round).toBeLessThan(sorted.length + looseListed.length);
        }
      }),
      { numRuns: 1000 },
    );
    expect(passedOver).toBeGreaterThan(0);
  });
});

describe("a first level read file by file, the levels past it listed after it", () => {
  const file = fc.constantFrom("b.ts", "b.ts.x", "c/d.ts", "c.ts", "e.ts", "f.ts", "g.ts", "h.ts");
  const levelOf = (hop: number) =>
    fc.uniqueArray(
      fc.record({ file, slices: fc.array(fc.record({ line: fc.integer({ min: 1, max: 40 }), size: fc.integer({ min: 1, max: 300 }) }), { maxLength: 3 }) }),
      { selector: (g) => g.file, maxLength: 8 },
    ).map((groups) => ({ hop, groups: [...groups].sort((a, b) => (a.file < b.file ? -1 : 1)) }));
  type Level = { hop: number; groups: { file: string; slices: { line: number; size: number }[] }[] };
  const groupsOf = (level: Level, readable: boolean[]): CandidateGroup[] =>
    level.groups.map((g, i) => ({ file: g.file, hop: level.hop, read: () => (readable[i] ? g.slices.map((s) => slice(g.file, s.line, level.hop, s.size)) : null) }));

  it("reads a level the next one needs only as far as its slices go once nothing past it could fit", () => {
    // Sixty files of callers, a slice each; at most limits the budget fills long before the last of them.
    const first: Level = { hop: 1, groups: Array.from({ length: 60 }, (_, i) => ({ file: `f${String(i).padStart(2, "0")}.ts`, slices: [{ line: 1, size: 40 }] })) };
    const files = ["a.ts", ...first.groups.map((g) => g.file)];
    let partly = 0;
    for (let limit = 900; limit <= 2000; limit += 7) {
      const reference = applyBudget(frame(limit), [anchor], [], groupsOf(first, first.groups.map(() => true)), [], [], files, () => ({ candidates: [], groups: () => [] }));
      const readable = first.groups.map(() => false);
      let called = false;
      for (let round = 0; ; round++) {
        const next = () => ((called = true), { candidates: [], groups: () => [] });
        const outcome = applyBudget(frame(limit), [anchor], [], () => groupsOf(first, readable), [], [], files, next);
        if (outcome.fits !== "pending") {
          expect(outcome).toStrictEqual(reference);
          if (!called && readable.some((r) => !r)) partly++;
          break;
        }
        const asked = outcome.ask as GroupRequest;
        markAsked(asked, readable);
        expect(round).toBeLessThan(first.groups.length);
      }
    }
    // Budgets that fill to where nothing of the next level could fit leave most of the level unread.
    expect(partly).toBeGreaterThan(10);
  });

  it("gives the packet of both levels listed up front, listing the second only when something of it may fit", () => {
    const drawn = fc.record({
      limit: fc.integer({ min: 110, max: 700 }),
      first: levelOf(1),
      second: levelOf(2),
      // The possible callers of the anchor (`into` 0) and of the first level's slices (1 the first, and so on),
      // listed for those the packet takes.
      loose: fc.uniqueArray(fc.record({ file, line: fc.integer({ min: 1, max: 9 }), reason: fc.nat({ max: 60 }), into: fc.nat({ max: 3 }) }), { selector: (l) => l.file, maxLength: 4 }),
      others: fc.array(fc.record({ file, line: fc.integer({ min: 1, max: 9 }) }), { maxLength: 3 }),
    });
    const files = ["b.ts", "b.ts.x", "c/d.ts", "c.ts", "e.ts", "f.ts", "g.ts", "h.ts"];
    let skipped = 0;
    let listed = 0;
    // Packets that list a possible caller of a first-level slice.
    let intoFirst = 0;
    fc.assert(
      fc.property(drawn, ({ limit, first, second, loose, others }) => {
        const omissions = others.map((o) => ({ candidate: `${o.file}:${o.line}-${o.line}`, reason: "depth" as const }));
        const looseSorted = [...loose].sort((a, b) => (`${a.file}:` < `${b.file}:` ? -1 : 1));
        const firstLabels = first.groups.flatMap((g) => g.slices.map((s) => `${g.file}:${s.line}-${s.line}`));
        const targetOf = (l: (typeof loose)[number]) => firstLabels[l.into - 1] ?? "a.ts:1-1";
        // The positions in looseSorted of the groups listed last.
        let listedLoose: number[] = [];
        const looseGroups =
          (readable: boolean[]) =>
          (taken: readonly Candidate[]): LooseGroup[] => {
            const takenLabels = new Set(taken.map((c) => `${c.slice.head.file}:${c.slice.head.start_line}-${c.slice.head.end_line}`));
            listedLoose = looseSorted.flatMap((l, i) => (takenLabels.has(targetOf(l)) ? [i] : []));
            return listedLoose.map((i) => {
              const l = looseSorted[i] as (typeof loose)[number];
              const e: UncertainEdge = { from: `${l.file}:${l.line}-${l.line}`, to: targetOf(l), kind: "call", reason: "r".repeat(l.reason) };
              return { prefix: `${l.file}:`, read: () => (readable[i] ? { edges: [e], omissions: [{ candidate: e.from, reason: "uncertain" as const }] } : null) };
            });
          };
        // As a traversal gives them whole: the first level's slices known, the second its last level.
        const firstSlices = first.groups.flatMap((g) => g.slices.map((s) => slice(g.file, s.line, 1, s.size)));
        const reference = applyBudget(frame(limit), [anchor], firstSlices, groupsOf(second, second.groups.map(() => true)), looseGroups(looseSorted.map(() => true)), omissions, files);
        const firstReadable = first.groups.map(() => false);
        const secondReadable = second.groups.map(() => false);
        const looseReadable = looseSorted.map(() => false);
        let called = false;
        for (let round = 0; ; round++) {
          const next = () => {
            // Only once the first level is read whole.
            expect(firstReadable.every(Boolean)).toBe(true);
            called = true;
            return { candidates: [], groups: () => groupsOf(second, secondReadable) };
          };
          const outcome = applyBudget(frame(limit), [anchor], [], () => groupsOf(first, firstReadable), looseGroups(looseReadable), omissions, files, next);
          if (outcome.fits !== "pending") {
            expect(outcome).toStrictEqual(reference);
            if (called) listed++;
            else skipped++;
            if (outcome.fits === true && outcome.packet.uncertain_edges.some((e) => e.to !== "a.ts:1-1")) intoFirst++;
            return;
          }
          const asked = outcome.ask as GroupRequest;
          // The loose list's positions are those of the groups listed in this round.
          const marks = asked.list === "slices" ? firstReadable : asked.list === "next" ? secondReadable : looseReadable;
          const at = (k: number) => (asked.list === "loose" ? (listedLoose[k] as number) : k);
          const length = asked.list === "loose" ? listedLoose.length : marks.length;
          expect(marks[at(asked.from)]).toBe(false);
          markAsked(asked, marks, length, at);
          expect(round).toBeLessThan(first.groups.length + second.groups.length + looseSorted.length + 1);
        }
      }),
      { numRuns: 1500 },
    );
    // Both cases occur: a second level listed, and one left unlisted because nothing of it could fit.
    expect(listed).toBeGreaterThan(0);
    expect(skipped).toBeGreaterThan(0);
    expect(intoFirst).toBeGreaterThan(0);
  });
});

describe("edges and omissions found only for a slice the budget may take", () => {
  const edge = (from: string, reason: string): UncertainEdge => ({ from, to: "x.y", kind: "call", reason });

  it("does not ask for the edges of a slice that does not fit alone, nor lists the omissions they bring", () => {
    let asked = 0;
    const big: Candidate = {
      ...slice("b.ts", 1, 1, 400),
      deferred: () => {
        asked++;
        return { edges: [], omissions: [] };
      },
    };
    const small: Candidate = {
      ...slice("c.ts", 1, 1, 10),
      deferred: () => ({ edges: [edge("c.ts:1-1", "q")], omissions: [{ candidate: "q.ts:1-5", reason: "uncertain" }] }),
    };
    const outcome = applyBudget(frame(200), [anchor], [big, small], [], [], []);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(asked).toBe(0);
    expect(outcome.packet.slices.map((s) => s.file)).toStrictEqual(["a.ts", "c.ts"]);
    expect(outcome.packet.uncertain_edges).toStrictEqual([edge("c.ts:1-1", "q")]);
    expect(outcome.packet.omissions).toStrictEqual([
      { candidate: "b.ts:1-1", reason: "budget" },
      { candidate: "q.ts:1-5", reason: "uncertain" },
    ]);
  });

  it("names what lies past a slice of the last hop only when the packet holds it", () => {
    let asked = 0;
    const past = (file: string): Candidate["beyond"] => () => {
      asked++;
      return allRead([{ candidate: `${file}:1-2`, reason: "depth" }]);
    };
    const outcome = applyBudget(frame(190), [anchor], [{ ...slice("b.ts", 1, 2, 10), beyond: past("d.ts") }, { ...slice("c.ts", 1, 2, 400), beyond: past("e.ts") }], [], [], []);
    if (outcome.fits !== true) throw new Error("expected a packet");
    expect(asked).toBe(1);
    expect(outcome.packet.omissions).toStrictEqual([
      { candidate: "c.ts:1-1", reason: "budget" },
      { candidate: "d.ts:1-2", reason: "depth" },
    ]);
    expect(applyBudget(frame(190), [anchor], [{ ...slice("b.ts", 1, 2, 10), beyond: () => null }], [], [], [])).toStrictEqual({ fits: "pending", ask: null });
  });

  it("gives the packet of every edge known, asking for edges only as the pending outcomes need", () => {
    const drawn = fc.record({
      limit: fc.integer({ min: 110, max: 600 }),
      candidates: fc.array(
        fc.record({
          size: fc.integer({ min: 0, max: 300 }),
          deferred: fc.boolean(),
          known: fc.boolean(),
          beyond: fc.option(fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 3 }), { nil: null }),
          beyondKnown: fc.boolean(),
          edges: fc.array(fc.nat({ max: 150 }), { maxLength: 3 }),
          omissions: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 3 }),
        }),
        { maxLength: 7 },
      ),
    });
    fc.assert(
      fc.property(drawn, ({ limit, candidates }) => {
        const known = candidates.map((c) => c.known || !c.deferred);
        const beyondKnown = candidates.map((c) => c.beyondKnown || c.beyond === null);
        const make = (everything: boolean, asked: Set<number>): Candidate[] =>
          candidates.map((c, i) => {
            const base: Candidate = slice(`k${i}.ts`, 1 + (i % 3), 1 + (i % 2), c.size);
            const edges = c.edges.map((n, k) => edge(`k${i}.ts:${k + 1}-${k + 1}`, "r".repeat(n)));
            const omissions = c.omissions.map((line) => ({ candidate: `q${i}.ts:${line}-${line}`, reason: "uncertain" as const }));
            const past = (c.beyond ?? []).map((line) => ({ candidate: `p${i % 2}.ts:${line}-${line}`, reason: "depth" as const }));
            if (c.deferred) {
              base.deferred = () => {
                asked.add(i);
                return everything || known[i] ? { edges, omissions } : null;
              };
            }
            if (c.beyond !== null) {
              base.beyond = () => {
                asked.add(-1 - i);
                return everything || beyondKnown[i] ? allRead(past) : null;
              };
            }
            return base;
          });
        const reference = applyBudget(frame(limit), [anchor], make(true, new Set()), [], [], []);
        for (let round = 0; ; round++) {
          const asked = new Set<number>();
          const outcome = applyBudget(frame(limit), [anchor], make(false, asked), [], [], []);
          if (outcome.fits !== "pending") {
            expect(outcome).toStrictEqual(reference);
            return;
          }
          expect(outcome.ask).toBe(null);
          const knownCount = () => known.filter(Boolean).length + beyondKnown.filter(Boolean).length;
          const before = knownCount();
          for (const i of asked) {
            if (i >= 0) known[i] = true;
            else beyondKnown[-1 - i] = true;
          }
          expect(knownCount()).toBeGreaterThan(before);
          expect(round).toBeLessThan(2 * candidates.length);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("records past the slices taken, read file by file", () => {
  const FILES = ["a.ts", "a.ts.x", "a/b.ts", "b.ts", "c.ts", "d.ts", "e.ts", "f.ts"];

  it("gives the packet of every file read, reading files only while their records could still be listed", () => {
    const drawn = fc.record({
      limit: fc.integer({ min: 110, max: 700 }),
      candidates: fc.array(
        fc.record({
          size: fc.integer({ min: 0, max: 200 }),
          // The files that may hold what calls the slice, each with the lines of the ranges that do.
          past: fc.subarray(FILES).chain((files) => fc.tuple(...files.map((file) => fc.tuple(fc.constant(file), fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 4 }))))),
        }),
        { maxLength: 5 },
      ),
    });
    let partly = 0;
    fc.assert(
      fc.property(drawn, ({ limit, candidates }) => {
        const make = (held: (file: string) => boolean): Candidate[] =>
          candidates.map((c, i) => ({
            ...slice(`k${i}.ts`, 1 + (i % 3), 1 + (i % 2), c.size),
            beyond: (): BeyondRecords => {
              const omissions: Omission[] = [];
              for (let k = 0; k < c.past.length; k++) {
                const [file, lines] = c.past[k] as [string, number[]];
                if (!held(file)) return { omissions, unread: c.past.slice(k).map(([f]) => f), read: k };
                for (const line of lines) omissions.push({ candidate: `${file}:${line}-${line}`, reason: "depth" });
              }
              return { omissions, unread: [], read: c.past.length };
            },
          }));
        const reference = applyBudget(frame(limit), [anchor], make(() => true), [], [], []);
        const held = new Set<string>();
        for (let round = 0; ; round++) {
          const outcome = applyBudget(frame(limit), [anchor], make((f) => held.has(f)), [], [], []);
          if (outcome.fits !== "pending") {
            expect(outcome).toStrictEqual(reference);
            if (FILES.some((f) => !held.has(f) && candidates.some((c) => c.past.some(([p]) => p === f)))) partly++;
            return;
          }
          if (outcome.ask?.list !== "beyond") throw new Error("expected files to read");
          const before = held.size;
          for (const file of outcome.ask.files) held.add(file);
          expect(held.size).toBeGreaterThan(before);
          expect(round).toBeLessThan(FILES.length);
        }
      }),
      { numRuns: 1500 },
    );
    // Packets made before every file was read occur: the records of the files left could not have been listed.
    expect(partly).toBeGreaterThan(0);
  });
});

describe("slices read only when the budget could take them", () => {
  // A file's lines as the repository reads them, counting each time the budget asks for the file.
  const fileOf = (lines: string[]) => {
    const file = new TextFile("b.ts", Buffer.from(`${lines.join("\n")}\n`));
    const counted = { reads: 0, file: () => (counted.reads++, file) };
    return counted;
  };
  const head = (start: number, end: number, hop = 1): SliceHead => ({ file: "b.ts", start_line: start, end_line: end, symbol: null, hop, relationship: "callee", certainty: "certain" });

  it("turns down a slice too large by its lines or its bytes without reading or decoding it", () => {
    const lines = fileOf(Array.from({ length: 300 }, (_, i) => `line ${i} ${"é".repeat(i % 7)}`));
    // 299 escaped newlines alone (598 bytes) do not fit in 120 tokens: the file is not read.
    const byLines = applyBudget(frame(120), [anchor], [{ slice: fileSlice(head(1, 300), 300, lines.file), uncertainEdges: [] }], [], [], []);
    if (byLines.fits !== true) throw new Error("expected a packet");
    expect([lines.reads, byLines.packet.omissions]).toStrictEqual([0, [{ candidate: "b.ts:1-300", reason: "budget" }]]);
    // Ten lines: their newlines would fit, their bytes do not.
    const byBytes = applyBudget(frame(160), [anchor], [{ slice: fileSlice(head(1, 10), 300, lines.file), uncertainEdges: [] }], [], [], []);
    if (byBytes.fits !== true) throw new Error("expected a packet");
    expect([lines.reads, byBytes.packet.omissions]).toStrictEqual([1, [{ candidate: "b.ts:1-10", reason: "budget" }]]);
  });

  it("gives the packet of slices whose content is known", () => {
    const text = fc.array(fc.string({ unit: fc.constantFrom("a", "é", "😀", '"', "\\", "\t", " "), maxLength: 12 }), { minLength: 1, maxLength: 40 });
    const range = fc.record({ start: fc.integer({ min: 1, max: 44 }), length: fc.nat({ max: 30 }), hop: fc.integer({ min: 1, max: 2 }) });
    fc.assert(
      fc.property(text, fc.array(range, { maxLength: 6 }), fc.integer({ min: 110, max: 700 }), fc.boolean(), (lines, ranges, limit, indexed) => {
        const file = new TextFile("b.ts", Buffer.from(lines.join("\n")));
        const heads = ranges.map((r, i) => ({ ...head(r.start, r.start + r.length, r.hop), symbol: `s${i}` }));
        const lazy = heads.map((h) => ({ slice: fileSlice(h, indexed ? file.lineCount : null, () => file), uncertainEdges: [] }));
        const known = heads.map((h) => ({ slice: knownSlice({ ...h, content: file.slice(h.start_line, h.end_line) }), uncertainEdges: [] }));
        expect(applyBudget(frame(limit), [anchor], lazy, [], [], [])).toStrictEqual(applyBudget(frame(limit), [anchor], known, [], [], []));
      }),
      { numRuns: 1000 },
    );
  });
});
