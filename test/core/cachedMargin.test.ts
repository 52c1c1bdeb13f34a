// The budget asks for the files of a method's possible callers in batches: half the estimate to parse, and up
// to 1.25 times it where the cache holds every file of a group (loading costs less than a round). A request
// asked again after a cold one finds in the cache only the files the first parsed: it must take those and parse
// none of the margin past them.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { IndexCache } from "../../src/core/indexCache.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const CALLERS = 80;

function tree(): Record<string, string> {
  const files: Record<string, string> = {
    "p/Store.java": "package p;\n\npublic class Store {\n  public void close() {\n    flush();\n  }\n\n  void flush() {}\n}\n",
  };
  // Each file calls `close` on a value of a type the tree does not declare: a possible caller, listed in the
  // files' order until the budget is full.
  for (let i = 0; i < CALLERS; i++) {
    const n = String(i).padStart(2, "0");
    files[`q/Caller${n}.java`] = `package q;\n\nclass Caller${n} {\n  void shut${n}(Object value) {\n    value.close();\n  }\n}\n`;
  }
  return files;
}

describe("possible callers asked again from the cache", () => {
  it("parses none of the files the first request did not, and gives the same packet", async () => {
    const root = scratchTree(tree());
    // The cache vouches for a file by its stamp only once it is older than the file system's time resolution.
    await new Promise((done) => setTimeout(done, 2100));
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-margin-"));
    const ask = { root, task: "Who closes the store?", anchor: "p/Store.java#p.Store.close", mode: "upstream" as const, depth: 2, budget: 1500 };
    const run = async () => {
      const before = Workspace.parsedInProcess;
      const result = await buildPacket(ask, { cache: new IndexCache({ dir, maxBytes: 1 << 26 }) });
      if (!result.ok) throw new Error(result.failure.message);
      return { bytes: result.value.bytes, edges: result.value.packet.uncertain_edges.length, parsed: Workspace.parsedInProcess - before };
    };
    const first = await run();
    // The budget is full before the last caller: the first request parsed only as far as it got.
    expect(first.edges).toBeGreaterThan(8);
    expect(first.edges).toBeLessThan(CALLERS / 2);
    expect(first.parsed).toBeLessThan(CALLERS);
    const again = await run();
    expect(again.bytes).toBe(first.bytes);
    expect(again.parsed).toBe(0);
  });
});
