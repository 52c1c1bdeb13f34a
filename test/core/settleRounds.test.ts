// A question that reaches more and more files asks again after each batch it must parse (what the cache holds is
// taken while it goes on); once it has reached half of the tree (a quarter when the cache knows most of it), the
// rest is indexed at once, so the rounds (each a new graph) stay few on a large tree.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IndexCache } from "../../src/core/indexCache.js";
import { scratchTree } from "../helpers.js";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";

const N = 20;
const name = (i: number) => `m${String(i).padStart(2, "0")}.py`;
const files: Record<string, string> = {};
for (let i = 0; i < N; i++) files[name(i)] = `def f${i}():\n    return ${i}\n`;

describe("Workspace.settle", () => {
  it("indexes the rest of the tree once a question has reached half of it, a quarter once the cache knows it", async () => {
    const root = scratchTree(files);
    // The cache records a file only once it is older than the file system's timestamp resolution allows to trust.
    await new Promise((done) => setTimeout(done, 2100));
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-rounds-"));
    const cache = new IndexCache({ dir, maxBytes: 1 << 24 });
    const ask = async (cache: IndexCache) => {
      const ws = new Workspace(Repository.open(root) as Repository, { cache });
      // Each file is needed only once the one before it is indexed: one file per round, on demand.
      const reached = await ws.settle((graph) => {
        let i = 0;
        while (i < N && graph.facts(name(i)) !== null) i++;
        return i;
      });
      ws.finish();
      return { reached, rounds: ws.rounds, indexed: ws.index.facts.size };
    };
    // Rounds with 0..9 files indexed index one file each; the one with 10 indexed (10 + 1 needed is past half)
    // indexes all, then one more round answers: 12. One round per file would be 21.
    expect(await ask(cache)).toStrictEqual({ reached: N, rounds: 12, indexed: N });
    // The cache now holds every file: each is taken from it as the question asks for it, in one round.
    expect(await ask(cache)).toStrictEqual({ reached: N, rounds: 1, indexed: N });
    // Every file changed: the cache knows the tree's files but not their new content, so they are parsed after
    // each round, and past a quarter (5 + 1 needed) the rest are parsed at once (a request's cache, as each
    // request makes one, stamps each file anew).
    for (let i = 0; i < N; i++) writeFileSync(join(root, name(i)), `def f${i}():\n    return ${i + 1}\n`);
    expect(await ask(new IndexCache({ dir, maxBytes: 1 << 24 }))).toStrictEqual({ reached: N, rounds: 7, indexed: N });
  });

  it("indexes a batch the question asks for itself as asked, however many rounds it took", async () => {
    const ws = new Workspace(Repository.open(scratchTree(files)) as Repository);
    // Two files a round, chosen by the question (as the budget chooses its next files), until twelve are known.
    const reached = await ws.settle((graph) => {
      const known = Array.from({ length: N }, (_, i) => name(i)).filter((f) => graph.holds(f));
      if (known.length < 12) graph.request([name(known.length), name(known.length + 1)]);
      return known.length;
    });
    expect({ reached, rounds: ws.rounds, indexed: ws.index.facts.size }).toStrictEqual({ reached: 12, rounds: 7, indexed: 12 });
  });
});

describe("Workspace.spentInProcess", () => {
  it("adds each round, the time its question took and the indexing after it, apart", async () => {
    const ws = new Workspace(Repository.open(scratchTree(files)) as Repository);
    const before = { ...Workspace.spentInProcess };
    const began = performance.now();
    // Two files a round, and each question at least 15 ms long, until six are known: four rounds, three indexings.
    await ws.settle((graph) => {
      const until = performance.now() + 15;
      while (performance.now() < until);
      const known = Array.from({ length: N }, (_, i) => name(i)).filter((f) => graph.holds(f));
      if (known.length < 6) graph.request([name(known.length), name(known.length + 1)]);
      return known.length;
    });
    const elapsed = performance.now() - began;
    const spent = Workspace.spentInProcess;
    expect({ rounds: spent.rounds - before.rounds, sketching: spent.sketchingMs - before.sketchingMs }).toStrictEqual({ rounds: 4, sketching: 0 });
    const questions = spent.questionsMs - before.questionsMs;
    const indexing = spent.indexingMs - before.indexingMs;
    expect(questions).toBeGreaterThanOrEqual(4 * 15);
    expect(indexing).toBeGreaterThan(0);
    expect(questions + indexing).toBeLessThanOrEqual(elapsed);
  });
});

describe("counting the definitions of a name", () => {
  it("asks for twice as many files each round when files only seem to declare it", async () => {
    const tree: Record<string, string> = { "go.mod": "module example.com/m\n", "use/use.go": "package use\n\nfunc f() {\n\tX()\n}\n" };
    // Forty files where X stands at a line start outside any braces (an argument of a package-level variable's
    // initializer, which a name in a var block looks like).
    for (let i = 0; i < 40; i++) tree[`seem/s${String(i).padStart(2, "0")}.go`] = `package seem\n\nvar v${i} = g(\n\tX,\n)\n`;
    tree["zz/x.go"] = "package zz\n\nfunc X() {}\n";
    // Enough other files that a quarter of the tree is not reached on the way.
    for (let i = 0; i < 200; i++) tree[`other/o${i}.go`] = `package other\n\nfunc h${i}() {}\n`;
    const ws = new Workspace(Repository.open(scratchTree(tree)) as Repository);
    const uses = await ws.settle((graph) => graph.facts("use/use.go") && graph.usesWithin("use/use.go", 1, 5).map((u) => `${u.name} ? ${u.uncertain?.reason}`));
    expect(uses).toStrictEqual(["X ? not bound in this file; 1 definition named X elsewhere"]);
    // use.go; then 6, 6, 12 and 17 of the 41 candidate files (one more each round than were indexed before).
    expect(ws.rounds).toBe(6);
    expect(ws.index.facts.size).toBe(42);
  });
});
