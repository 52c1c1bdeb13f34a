// The Action's index cache store without a cache service: keys, where the folder lives, and what it logs.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { indexCacheKeys, IndexCacheStore } from "../../src/action/indexCacheStore.js";
import { readInputs } from "../../src/action/main.js";
import { cacheVersion } from "../../src/core/indexCache.js";

const SHA = "a".repeat(40);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("indexCacheKeys", () => {
  it("saves under the run attempt's own key and restores by the commit's prefix, then the repository's", () => {
    const v = cacheVersion().slice(0, 16);
    expect(indexCacheKeys({ RUNNER_OS: "Linux", GITHUB_REPOSITORY: "o/r", GITHUB_RUN_ID: "77", GITHUB_RUN_ATTEMPT: "2" }, SHA)).toStrictEqual({
      primary: `odin-slice-index-v${v}-Linux-o/r-${SHA}-77-2`,
      restore: [`odin-slice-index-v${v}-Linux-o/r-${SHA}-`, `odin-slice-index-v${v}-Linux-o/r-`],
    });
  });
});

describe("IndexCacheStore", () => {
  it("keeps its folder under RUNNER_TEMP, and is not made outside a runner", () => {
    const runner = mkdtempSync(join(tmpdir(), "odin-slice-runner-"));
    expect(IndexCacheStore.fromEnvironment({ RUNNER_TEMP: runner })?.dir).toBe(join(runner, "odin-slice-index"));
    expect(IndexCacheStore.fromEnvironment({})).toBeNull();
  });

  it("without a cache service, says so, counts what the slice parsed and saves nothing", async () => {
    // @actions/core logs to stdout: the lines are read there.
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk).trimEnd()), true));
    vi.stubEnv("ACTIONS_RESULTS_URL", "");
    vi.stubEnv("ACTIONS_CACHE_URL", "");
    const store = IndexCacheStore.fromEnvironment({ RUNNER_TEMP: mkdtempSync(join(tmpdir(), "odin-slice-runner-")) }) as IndexCacheStore;
    await store.save();
    expect(lines).toStrictEqual([]);
    await store.restore(SHA);
    store.cache.misses = 2;
    store.cache.stored = 2;
    await store.save();
    expect(lines).toStrictEqual([
      "index cache: the Actions cache service is not available; parsed files are kept for this run only",
      "index cache: 2 files parsed, 0 taken from the cache",
    ]);
  });
});

describe("the cache input", () => {
  const inputs = (cache: string) => readInputs((name) => (name === "cache" ? cache : ""));
  it("is true unless it says false", () => {
    expect([inputs("").cache, inputs("true").cache, inputs(" False ").cache]).toStrictEqual([true, true, false]);
  });
  it("rejects anything else", () => {
    expect(() => inputs("yes")).toThrow('input cache must be true or false, not "yes"');
  });
});
