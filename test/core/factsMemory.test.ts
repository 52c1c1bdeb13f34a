import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FileFacts } from "../../src/core/facts.js";
import { FactsMemory } from "../../src/core/factsMemory.js";
import { factsMemoryFromEnvironment, IndexCache } from "../../src/core/indexCache.js";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const facts = (path: string) => ({ path }) as unknown as FileFacts;

describe("facts memory", () => {
  it("keeps the most recently used facts within its bound", () => {
    const memory = new FactsMemory(100);
    memory.set("a", facts("a.ts"), 40);
    memory.set("b", facts("b.ts"), 40);
    expect(memory.get("a")?.path).toBe("a.ts");
    // c pushes out b, the least recently used.
    memory.set("c", facts("c.ts"), 40);
    expect([memory.get("a")?.path, memory.get("b"), memory.get("c")?.path, memory.bytes, memory.size]).toStrictEqual(["a.ts", undefined, "c.ts", 80, 2]);
    // Set again under the same key: counted once.
    memory.set("c", facts("c2.ts"), 50);
    expect([memory.get("c")?.path, memory.bytes]).toStrictEqual(["c2.ts", 90]);
    // Larger than the bound: not kept, and nothing else is pushed out for it.
    memory.set("d", facts("d.ts"), 101);
    expect([memory.get("d"), memory.size, memory.bytes]).toStrictEqual([undefined, 2, 90]);
  });

  it("hands the App's next job the facts an earlier one decoded, without reading the cache again", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 5; i++) files[`src/m${i}.ts`] = `export function f${i}() {\n  return ${i};\n}\n`;
    const root = scratchTree(files);
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-memory-"));
    const memory = new FactsMemory(1 << 20);
    // The first job parses and keeps every file's facts, on disk and in the memory.
    const first = new Workspace(Repository.open(root) as Repository, { cache: new IndexCache({ dir, memory }) });
    await first.indexAll();
    expect([first.parsed, memory.size]).toStrictEqual([5, 5]);
    // The cache's folder is gone: the next job still finds every file's facts, the same objects.
    rmSync(dir, { recursive: true, force: true });
    const cache = new IndexCache({ dir, memory });
    const next = new Workspace(Repository.open(root) as Repository, { cache });
    await next.indexAll();
    expect([next.parsed, cache.hits]).toStrictEqual([0, 5]);
    expect(next.index.facts.get("src/m3.ts")).toBe(first.index.facts.get("src/m3.ts"));
  });

  it("counts apart the facts a job read from the folder and those it found in memory", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 4; i++) files[`src/m${i}.ts`] = `export function f${i}() {\n  return ${i};\n}\n`;
    const root = scratchTree(files);
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-memory-"));
    // Kept on disk by a job with no memory; a later process's first job reads them all from the folder, the
    // next one none.
    await new Workspace(Repository.open(root) as Repository, { cache: new IndexCache({ dir }) }).indexAll();
    const memory = new FactsMemory(1 << 20);
    const counts = async () => {
      const cache = new IndexCache({ dir, memory });
      const ws = new Workspace(Repository.open(root) as Repository, { cache });
      await ws.indexAll();
      return [ws.parsed, cache.hits, cache.hitsFromFolder];
    };
    expect(await counts()).toStrictEqual([0, 4, 4]);
    expect(await counts()).toStrictEqual([0, 4, 0]);
  });

  it("keeps the facts a job parsed also when no cache folder is kept", async () => {
    const root = scratchTree({ "src/a.ts": "export function a() {\n  return 1;\n}\n", "src/b.ts": "export function b() {\n  return 2;\n}\n" });
    const memory = new FactsMemory(1 << 20);
    const first = new Workspace(Repository.open(root) as Repository, { cache: new IndexCache({ dir: null, memory }) });
    await first.indexAll();
    expect([first.parsed, memory.size]).toStrictEqual([2, 2]);
    const cache = new IndexCache({ dir: null, memory });
    const next = new Workspace(Repository.open(root) as Repository, { cache });
    await next.indexAll();
    expect([next.parsed, cache.hits]).toStrictEqual([0, 2]);
  });

  it("is bounded by ODIN_SLICE_MEMORY_MB, 64 by default, none for 0", () => {
    expect(factsMemoryFromEnvironment({})?.maxBytes).toBe(64 * 1024 * 1024);
    expect(factsMemoryFromEnvironment({ ODIN_SLICE_MEMORY_MB: "8" })?.maxBytes).toBe(8 * 1024 * 1024);
    expect(factsMemoryFromEnvironment({ ODIN_SLICE_MEMORY_MB: "0" })).toBeNull();
    expect(factsMemoryFromEnvironment({ ODIN_SLICE_MEMORY_MB: "lots" })).toBeNull();
  });
});
