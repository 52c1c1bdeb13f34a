// The budget's running estimate must be the estimate of the packet it stands for, to the token: it decides which
// slices are kept. Checked against the full serialization on random lists (duplicates, non-ASCII text, estimates
// whose digits change the size).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_LIST, edgeJson, jsonStringBytes, leastHeadBytes, omissionBytes, PacketMeasure, sliceBytes, sliceHeadBytes, withElement, type MeasuredFrame } from "../../src/core/packetMeasure.js";
import { orderedSlice, serializePacket, type Omission, type Slice, type UncertainEdge } from "../../src/core/packet.js";
import { fixedPointTokens } from "../../src/core/tokens.js";

const text = fc.string({ unit: fc.constantFrom("a", "é", "☃", "😀", '"', "\\", "\n", "\u0001"), maxLength: 40 });
const slice = fc.record({
  file: text,
  start_line: fc.integer({ min: 1, max: 99999 }),
  end_line: fc.integer({ min: 1, max: 99999 }),
  symbol: fc.option(text, { nil: null }),
  hop: fc.integer({ min: 0, max: 20 }),
  relationship: fc.constantFrom("anchor", "caller", "callee", "path") as fc.Arbitrary<Slice["relationship"]>,
  certainty: fc.constant("certain" as const),
  content: fc.string({ maxLength: 3000 }),
});
const edge = fc.record({ from: text, to: text, kind: fc.constantFrom("call", "reference"), reason: text });
const omission = fc.record({ candidate: text, reason: fc.constantFrom("budget", "depth", "uncertain", "unavailable") as fc.Arbitrary<Omission["reason"]> });

function frame(task: string, limit: number): MeasuredFrame {
  return {
    schema: "odin-slice-packet-v1",
    task,
    root: "/r",
    anchor: { kind: "line_range", value: "a.ts:1-1" },
    peer: null,
    mode: "path",
    depth: 10,
    budget: { limit_estimated_tokens: limit },
  };
}

describe("PacketMeasure", () => {
  it("gives the estimate of the serialized packet, duplicate edges counted once", () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 10_000_000 }), fc.array(slice, { maxLength: 12 }), fc.array(edge, { maxLength: 8 }), fc.array(omission, { maxLength: 8 }), (task, limit, slices, someEdges, omissions) => {
        const edges: UncertainEdge[] = [...someEdges, ...someEdges.slice(0, 2)];
        const unique = [...new Map(edges.map((e) => [edgeJson(e), e])).values()];
        const f = frame(task, limit);
        const expected = fixedPointTokens((used) =>
          serializePacket({ ...f, budget: { limit_estimated_tokens: limit, used_estimated_tokens: used }, slices, uncertain_edges: unique, omissions }),
        ).used;
        const measured = new PacketMeasure(f).tokens(
          slices.reduce((l, s) => withElement(l, sliceBytes(s)), EMPTY_LIST),
          unique.reduce((l, e) => withElement(l, Buffer.byteLength(edgeJson(e), "utf8")), EMPTY_LIST),
          omissions.reduce((l, o) => withElement(l, omissionBytes(o)), EMPTY_LIST),
        );
        expect(measured).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe("jsonStringBytes", () => {
  it("counts the bytes of a string's JSON without making it", () => {
    // Every kind of character: escapes, controls, two- and three-byte ones, pairs and lone surrogates.
    const unit = fc.oneof(fc.string({ unit: "grapheme", maxLength: 4 }), fc.constantFrom('"', "\\", "\n", "\t", "\b", "\f", "\r", "\u0000", "\u001f", "\u007f", "\u2028", "\ud800", "\udfff", "\ud83d\ude00", "\uffff"));
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 40 }), (parts) => {
        const s = parts.join("");
        expect(jsonStringBytes(s)).toBe(Buffer.byteLength(JSON.stringify(s), "utf8"));
      }),
      { numRuns: 500 },
    );
    expect(jsonStringBytes("")).toBe(2);
    expect(jsonStringBytes('a"\\\n\u0001é☃😀\ud800')).toBe(Buffer.byteLength(JSON.stringify('a"\\\n\u0001é☃😀\ud800'), "utf8"));
  });
});

describe("leastHeadBytes", () => {
  it("counts the bytes of a least slice head's JSON without making it", () => {
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom("anchor", "caller", "callee", "path") as fc.Arbitrary<Slice["relationship"]>,
        (file, endLine, hop, relationship) => {
          const head = { file, start_line: 1, end_line: endLine, symbol: "", hop, relationship, certainty: "certain" as const };
          expect(leastHeadBytes(file, endLine, hop, relationship)).toBe(sliceHeadBytes(head));
          expect(leastHeadBytes(file, endLine, hop, relationship) + jsonStringBytes("x")).toBe(Buffer.byteLength(JSON.stringify(orderedSlice({ ...head, content: "x" })), "utf8"));
        },
      ),
      { numRuns: 500 },
    );
  });
});
