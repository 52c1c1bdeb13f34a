// Going back two levels or more, the first level is read file by file as the budget gets to each, and the levels
// past it are listed only once it is read whole and the packet may still take something of them. Where its first
// files fill the packet to the last token (a type used in hundreds of files), the rest are never parsed. Each
// packet here is also the one a whole-tree index gives.
import { describe, expect, it } from "vitest";
import { countedPacket, scratchTree } from "../helpers.js";

const USERS = 30;

/** A package whose `Put` thirty packages call, each from a function of its own size, each of those called in turn. */
function goTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "go.mod": "module example.com/m\n\ngo 1.19\n",
    "store/store.go": "package store\n\n// Put keeps a value.\nfunc Put(k string) {\n\t_ = k\n}\n",
  };
  for (let i = 0; i < USERS; i++) {
    const n = String(i).padStart(2, "0");
    const body = Array.from({ length: 1 + ((i * 7) % 11) }, (_, k) => `\tx${k} := "${"v".repeat((i * 13 + k * 5) % 23)}"\n\t_ = x${k}\n`).join("");
    tree[`use${n}/use.go`] = `package use${n}\n\nimport "example.com/m/store"\n\nfunc Save${n}() {\n${body}\tstore.Put("k")\n}\n\nfunc Run${n}() {\n\tSave${n}()\n}\n`;
  }
  return tree;
}

const packet = (root: string, budget: number, index: "on-demand" | "whole-tree") =>
  countedPacket({ root, task: "Who puts?", anchor: "store/store.go:4-6", mode: "upstream", depth: 2, budget }, index);

describe("the first level of an upstream request", () => {
  it("gives the whole-tree packet at every budget, and parses the rest of the level only where the packet has room", async () => {
    const root = scratchTree(goTree());
    const parsed: number[] = [];
    for (let budget = 600; budget <= 3000; budget += 300) {
      const onDemand = await packet(root, budget, "on-demand");
      expect(onDemand.bytes).toBe((await packet(root, budget, "whole-tree")).bytes);
      parsed.push(onDemand.parsed);
    }
    // The anchor's file and every user: the level read whole where a slice or a record of the next could fit.
    expect(Math.max(...parsed)).toBe(1 + USERS);
    // At 600 to 1,200 tokens the first users' functions fill the packet until no slice nor record fits (1,197 used
    // of 1,200): the users past the first batches are not parsed. The possible callers listed after them are those
    // into the slices taken, which need none of the others.
    expect(parsed).toStrictEqual([14, 17, 17, 31, 31, 31, 31, 31, 31]);
  });
});
