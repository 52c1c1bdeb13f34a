// Properties over many generated requests: whatever the engine returns is a packet that verifies, fits its
// budget and quotes only live lines; the anchor grammar never throws and reads back what was written.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAnchor } from "../../src/core/anchor.js";
import { buildPacket } from "../../src/core/buildPacket.js";
import { DEPTHS } from "../../src/core/request.js";
import { MODES, type Mode } from "../../src/core/packet.js";
import { Repository } from "../../src/core/repository.js";
import { verifyPacket } from "../../src/core/verify.js";
import { SHOP } from "../helpers.js";

const repo = Repository.open(SHOP) as Repository;
const files = repo.files().filter((f) => !f.endsWith(".json"));
const lineCounts = new Map(files.map((f) => [f, readFileSync(join(SHOP, f), "utf8").replace(/\n$/, "").split("\n").length]));
const symbols = ["Cart", "Cart.total", "Cart.checkout", "Cart.add", "sum", "round", "quickTotal", "createStore", "FileStore.save", "legacyTotal", "main", "format", "PRECISION", "save", "nothing"];

const lineRange = fc
  .constantFrom(...files)
  .chain((file) => {
    const n = lineCounts.get(file) as number;
    return fc.tuple(fc.constant(file), fc.integer({ min: 1, max: n }), fc.integer({ min: 1, max: n }));
  })
  .map(([file, a, b]) => `${file}:${Math.min(a, b)}-${Math.max(a, b)}`);

const anchor = fc.oneof(lineRange, fc.constantFrom(...symbols), fc.constantFrom(...files));
const modeAndDepth = fc.constantFrom(...MODES).chain((mode: Mode) =>
  fc.tuple(fc.constant(mode), fc.integer({ min: DEPTHS[mode].min, max: DEPTHS[mode].max })),
);

describe("packet properties", () => {
  it("every packet verifies, fits its budget and quotes live lines", async () => {
    let packets = 0;
    await fc.assert(
      fc.asyncProperty(anchor, modeAndDepth, fc.integer({ min: 60, max: 4000 }), anchor, async (a, [mode, depth], budget, peer) => {
        const result = await buildPacket({ root: SHOP, anchor: a, task: "Why?", mode, depth, budget, peer: mode === "path" ? peer : null });
        if (!result.ok) return;
        packets++;
        const { packet, bytes } = result.value;
        expect(packet.budget.used_estimated_tokens).toBeLessThanOrEqual(budget);
        expect(packet.budget.used_estimated_tokens).toBe(Math.ceil(Buffer.byteLength(bytes) / 4));
        for (const s of packet.slices) {
          expect(s.start_line).toBeGreaterThanOrEqual(1);
          expect(s.end_line).toBeLessThanOrEqual(lineCounts.get(s.file) as number);
          expect(s.content).toBe(readFileSync(join(SHOP, s.file), "utf8").split("\n").slice(s.start_line - 1, s.end_line).join("\n"));
        }
        const parsed = parseAnchor(a, (p) => repo.exists(p));
        if (!parsed.ok) throw new Error(parsed.message);
        const expectation = { anchor: parsed.anchor, mode, depth, limit: budget };
        expect(verifyPacket(bytes, repo, expectation).ok).toBe(true);
        const again = await buildPacket({ root: SHOP, anchor: a, task: "Why?", mode, depth, budget, peer: mode === "path" ? peer : null });
        expect(again.ok && again.value.bytes).toBe(bytes);
      }),
      { numRuns: 120, seed: 20261130 },
    );
    // The generators must reach the packet builder, not only its refusals.
    expect(packets).toBeGreaterThan(40);
  });
});

describe("anchor grammar properties", () => {
  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const parsed = parseAnchor(text, () => false);
        expect(typeof parsed.ok).toBe("boolean");
      }),
      { numRuns: 2000 },
    );
  });

  it("reads back a file and range it was given", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,11}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 0, max: 500 }), (segments, start, length) => {
        const file = segments.join("/");
        const parsed = parseAnchor(`${file}:${start}-${start + length}`, () => false);
        expect(parsed).toStrictEqual({ ok: true, anchor: { kind: "line_range", file, start, end: start + length } });
      }),
    );
  });

  it("reads back a qualified symbol, dotted or with ::", () => {
    const name = fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,9}$/);
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 4 }), fc.boolean(), (segments, rustStyle) => {
        const text = segments.join(rustStyle ? "::" : ".");
        expect(parseAnchor(text, () => false)).toStrictEqual({ ok: true, anchor: { kind: "symbol", file: null, segments } });
        expect(parseAnchor(`entry:${text}`, () => false)).toStrictEqual({ ok: true, anchor: { kind: "entrypoint", file: null, segments } });
      }),
    );
  });
});
