import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/globalSetup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // The shells cache parsed files in the user's cache folder unless told otherwise: not from tests.
    env: { ODIN_SLICE_CACHE_DIR: "off" },
  },
});
