// The possible callers of a level's slices (calls on receivers of unknown type) are listed only for the slices the
// packet takes: an edge into a range the packet leaves out names code the reader cannot see. Going back two levels,
// a first level whose first files fill the packet then needs no more of its files read for them. Each packet here
// is also the one a whole-tree index gives.
import { describe, expect, it } from "vitest";
import type { Packet } from "../../src/core/packet.js";
import { countedPacket, scratchTree } from "../helpers.js";

/** Body lines of `b.B.SaveB`: enough that a budget of 1,000 tokens takes `a.A.SaveA` and not it. */
const LONG = 120;

function goTree(): Record<string, string> {
  const filler = Array.from({ length: LONG }, (_, i) => `\tv${i} := "${"b".repeat(20)}"\n\t_ = v${i}\n`).join("");
  return {
    "go.mod": "module example.com/m\n",
    // Put: lines 3-4.
    "store/store.go": "package store\n\nfunc Put(k string) {\n}\n",
    // SaveA: lines 7-9, a certain caller of Put.
    "a/a.go": 'package a\n\nimport "example.com/m/store"\n\ntype A struct{}\n\nfunc (A) SaveA() {\n\tstore.Put("a")\n}\n',
    // SaveB: lines 7 to 9 + 2 * LONG, a certain caller of Put.
    "b/b.go": `package b\n\nimport "example.com/m/store"\n\ntype B struct{}\n\nfunc (B) SaveB() {\n${filler}\tstore.Put("b")\n}\n`,
    // RunA (5-8) may call SaveA, RunB (10-13) SaveB: the receivers' type is not in the tree.
    "c/c.go": 'package c\n\nimport "os"\n\nfunc RunA() {\n\tw, _ := os.Open("a")\n\tw.SaveA()\n}\n\nfunc RunB() {\n\tw, _ := os.Open("b")\n\tw.SaveB()\n}\n',
  };
}

const edgesOf = (p: Packet) => p.uncertain_edges.map((e) => `${e.from} -> ${e.to}`);
const slicesOf = (p: Packet) => p.slices.map((s) => `${s.file}:${s.start_line}-${s.end_line}`);

describe("possible callers of the slices of a level going back", () => {
  it("are listed for the slices the packet takes alone", async () => {
    const root = scratchTree(goTree());
    const request = (budget: number) => ({ root, task: "Who puts?", anchor: "store/store.go:3-4", mode: "upstream" as const, depth: 2, budget });
    const small = await countedPacket(request(1000), "on-demand");
    expect(slicesOf(small.packet)).toStrictEqual(["store/store.go:3-4", "a/a.go:7-9"]);
    expect(edgesOf(small.packet)).toStrictEqual(["c/c.go:5-8 -> a/a.go:7-9"]);
    expect(small.packet.omissions).toStrictEqual([
      { candidate: `b/b.go:7-${9 + 2 * LONG}`, reason: "budget" },
      { candidate: "c/c.go:5-8", reason: "uncertain" },
    ]);
    expect(small.bytes).toBe((await countedPacket(request(1000), "whole-tree")).bytes);

    const large = await countedPacket(request(8192), "on-demand");
    expect(slicesOf(large.packet)).toStrictEqual(["store/store.go:3-4", "a/a.go:7-9", `b/b.go:7-${9 + 2 * LONG}`]);
    expect(edgesOf(large.packet)).toStrictEqual([`c/c.go:10-13 -> b/b.go:7-${9 + 2 * LONG}`, "c/c.go:5-8 -> a/a.go:7-9"]);
    expect(large.bytes).toBe((await countedPacket(request(8192), "whole-tree")).bytes);
  });
});
