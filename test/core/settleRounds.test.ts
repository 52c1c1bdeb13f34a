// A question that reaches more and more files asks again after each batch; once it has reached half of the
// tree, the rest is indexed at once, so the rounds (each a new graph) stay few on a large tree.
import { describe, expect, it } from "vitest";
import { scratchTree } from "../helpers.js";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";

const N = 20;
const name = (i: number) => `m${String(i).padStart(2, "0")}.py`;
const files: Record<string, string> = {};
for (let i = 0; i < N; i++) files[name(i)] = `def f${i}():\n    return ${i}\n`;

describe("Workspace.settle", () => {
  it("indexes the rest of the tree once a question has reached half of it", async () => {
    const ws = new Workspace(Repository.open(scratchTree(files)) as Repository);
    // Each file is needed only once the one before it is indexed: one file per round, on demand.
    const reached = await ws.settle((graph) => {
      let i = 0;
      while (i < N && graph.facts(name(i)) !== null) i++;
      return i;
    });
    expect(reached).toBe(N);
    // Rounds with 0..9 files indexed index one file each; the one with 10 indexed (10 + 1 needed is past half)
    // indexes all, then one more round answers: 12. One round per file would be 21.
    expect(ws.rounds).toBe(12);
    expect(ws.index.facts.size).toBe(N);
  });
});
