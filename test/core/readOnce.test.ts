// A file the cache does not know yet is read from disk once: its bytes give both its text and its blob id.
import * as fs from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { IndexCache } from "../../src/core/indexCache.js";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const opened = new Map<string, number>();
vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>();
  const count = (path: unknown) => {
    if (typeof path === "string") opened.set(path, (opened.get(path) ?? 0) + 1);
  };
  return {
    ...real,
    readFileSync: (path: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
      count(path);
      return (real.readFileSync as (...a: unknown[]) => unknown)(path, ...rest);
    },
    openSync: (path: fs.PathLike, ...rest: unknown[]) => {
      count(path);
      return (real.openSync as (...a: unknown[]) => unknown)(path, ...rest);
    },
  };
});

describe("a file the cache does not know", () => {
  it("is read once to be parsed and kept under its blob id", async () => {
    const tree = { "a.py": "def f():\n    return g()\n", "b.py": "def g():\n    return 1\n", "c.go": "package c\n\nfunc H() int { return 1 }\n" };
    const root = scratchTree(tree);
    const cache = new IndexCache({ dir: mkdtempSync(join(tmpdir(), "odin-slice-once-")), maxBytes: 1 << 26 });
    const ws = new Workspace(Repository.open(root) as Repository, { cache });
    opened.clear();
    await ws.indexFiles(Object.keys(tree));
    expect([ws.parsed, ws.filesRead]).toStrictEqual([3, 3]);
    expect(Object.keys(tree).map((path) => opened.get(join(root, path)) ?? 0)).toStrictEqual([1, 1, 1]);
  });
});
