import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROVIDER_DEFAULTS } from "../../src/worker/workerConfig.js";
import { readAppConfig } from "../../src/app/appConfig.js";
import { mayBeRequest } from "../../src/app/mayBeRequest.js";
import { DEFAULT_SETTINGS, parseSettings } from "../../src/app/settings.js";

describe("parseSettings", () => {
  it("reads the three settings", () => {
    expect(parseSettings("budget: 4000\ntrigger: /odin\nallowed-permissions: [maintain, admin]\n")).toStrictEqual({
      settings: { budget: 4000, trigger: "/odin", allowedPermissions: ["maintain", "admin"] },
      problems: [],
    });
    expect(parseSettings("allowed-permissions: admin, write").settings.allowedPermissions).toStrictEqual(["admin", "write"]);
  });

  it("treats an empty file or comments alone as the defaults", () => {
    expect(parseSettings("")).toStrictEqual({ settings: DEFAULT_SETTINGS, problems: [] });
    expect(parseSettings("# nothing yet\n")).toStrictEqual({ settings: DEFAULT_SETTINGS, problems: [] });
  });

  it("falls back key by key and says why", () => {
    const read = parseSettings("budget: 0\ntrigger: slice\nmodel: gpt\n");
    expect(read.settings).toStrictEqual(DEFAULT_SETTINGS);
    expect(read.problems).toStrictEqual([
      'unknown setting "model" is ignored (known: budget, trigger, allowed-permissions)',
      "budget must be a whole number from 1 to 1000000, not 0; using 8192",
      'trigger must be one word of up to 32 characters starting with one of / ! @ . and then a letter or digit, not "slice"; using /slice',
    ]);
    expect(parseSettings("trigger: '/a b'").problems.length).toBe(1);
    expect(parseSettings("allowed-permissions: []").problems.length).toBe(1);
    expect(parseSettings("allowed-permissions: [none]").settings.allowedPermissions).toStrictEqual(DEFAULT_SETTINGS.allowedPermissions);
  });

  it("refuses what is not a mapping, not YAML, duplicated, custom-tagged or an alias bomb", () => {
    expect(parseSettings("- a\n- b").problems).toStrictEqual([".github/odin-slice.yml must be a mapping of settings; using the defaults"]);
    for (const text of ["budget: [", "budget: 1\nbudget: 2", "budget: !!js/function 'f'", "trigger: \"unclosed"]) {
      const read = parseSettings(text);
      expect(read.settings).toStrictEqual(DEFAULT_SETTINGS);
      expect(read.problems.length).toBe(1);
    }
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x]", ...Array.from({ length: 8 }, (_, i) => `${"bcdefghi"[i]}: &${"bcdefghi"[i]} [${Array(9).fill(`*${"abcdefgh"[i]}`).join(", ")}]`)].join("\n");
    const read = parseSettings(bomb);
    expect(read.settings).toStrictEqual(DEFAULT_SETTINGS);
    expect(read.problems[0]).toMatch(/could not be read/);
    expect(parseSettings(`trigger: /odin\n${"#".repeat(20_000)}`).problems).toStrictEqual([".github/odin-slice.yml is larger than 16384 bytes; using the defaults"]);
  });
});

describe("mayBeRequest", () => {
  const payload = (body: string, over: Record<string, unknown> = {}) => ({ action: "created", issue: { pull_request: {} }, comment: { body, user: { type: "User" } }, ...over });
  it("lets through comments with a line that could start a command", () => {
    expect(mayBeRequest("issue_comment", payload('/slice a.ts "x"'))).toBe(true);
    expect(mayBeRequest("issue_comment", payload('thanks!\n  !odin a.ts "x"'))).toBe(true);
    expect(mayBeRequest("pull_request_review_comment", { action: "created", comment: { body: "@bot hi", user: {} } })).toBe(true);
  });
  it("skips prose, edits, bots and issues", () => {
    expect(mayBeRequest("issue_comment", payload("Looks good\n\nthanks"))).toBe(false);
    expect(mayBeRequest("issue_comment", payload("/slice x", { action: "edited" }))).toBe(false);
    expect(mayBeRequest("issue_comment", payload("/slice x", { issue: {} }))).toBe(false);
    expect(mayBeRequest("issue_comment", { ...payload(""), comment: { body: "/slice x", user: { type: "Bot" } } })).toBe(false);
    expect(mayBeRequest("push", payload("/slice x"))).toBe(false);
  });
});

describe("readAppConfig", () => {
  const base = { APP_ID: "12", PRIVATE_KEY: "-----BEGIN RSA PRIVATE KEY-----", WEBHOOK_SECRET: "s3cret", ODIN_SLICE_PROVIDER: "openai", OPENAI_API_KEY: "sk-test" };

  it("takes Probot's variables and the provider settings, with defaults", () => {
    const read = readAppConfig(base);
    expect(read.ok && { ...read.config, worker: read.config.worker.provider }).toStrictEqual({
      port: 3000,
      host: "localhost",
      serverUrl: "https://github.com",
      worker: "openai",
      queue: { concurrency: 2, maxWaiting: 20, remember: 10_000 },
      shutdownMs: 25_000,
      indexTree: true,
    });
  });

  it("points clone URLs and permalinks at GitHub Enterprise Server", () => {
    const read = readAppConfig({ ...base, GHE_HOST: "ghe.example.com:8443", GHE_PROTOCOL: "http", PORT: "0", HOST: "0.0.0.0", ODIN_SLICE_CONCURRENCY: "4" });
    expect(read.ok && [read.config.serverUrl, read.config.port, read.config.host, read.config.queue.concurrency]).toStrictEqual(["http://ghe.example.com:8443", 0, "0.0.0.0", 4]);
  });

  it("lists every problem instead of starting", () => {
    expect(readAppConfig({ PORT: "http", GHE_HOST: "https://ghe.example.com", ODIN_SLICE_INDEX_TREE: "sometimes", ODIN_SLICE_PROVIDER: "gpt" })).toStrictEqual({
      ok: false,
      problems: [
        "APP_ID is not set (the App's ID from its settings page)",
        "set PRIVATE_KEY (the PEM text) or PRIVATE_KEY_PATH (a .pem file)",
        "WEBHOOK_SECRET is not set (the secret the App's webhook is signed with)",
        'PORT must be a whole number from 0 to 65535, not "http"',
        'GHE_HOST is a host name (and port), without a scheme or path, not "https://ghe.example.com"',
        'ODIN_SLICE_INDEX_TREE must be true or false, not "sometimes"',
        'model: unknown provider "gpt"; use one of github-models, openai, anthropic',
      ],
    });
  });
});

describe(".env.example", () => {
  it("lists every variable the server reads", () => {
    const root = join(import.meta.dirname, "..", "..");
    const listed = new Set([...readFileSync(join(root, ".env.example"), "utf8").matchAll(/^([A-Z_0-9]+)=/gm)].map((m) => m[1]));
    const sources = ["src/app/appConfig.ts", "src/worker/workerConfig.ts"].map((f) => readFileSync(join(root, f), "utf8")).join("\n");
    const read = new Set([...sources.matchAll(/\benv(?:\.|\[")([A-Z][A-Z_0-9]+)|"([A-Z][A-Z_0-9]+)", DEFAULT_/g)].map((m) => m[1] ?? m[2]));
    for (const provider of Object.values(PROVIDER_DEFAULTS)) read.add(provider.keyVariable);
    // Probot's own, read by createProbot in the server.
    for (const name of ["LOG_LEVEL", "LOG_FORMAT"]) read.add(name);
    // The index cache's, read by cacheFromEnvironment for each job; the memory of decoded facts and the stores of
    // git objects, read by the server at its start.
    for (const name of ["ODIN_SLICE_CACHE_DIR", "ODIN_SLICE_CACHE_MAX_MB", "ODIN_SLICE_MEMORY_MB", "ODIN_SLICE_GIT_STORE_MB"]) read.add(name);
    expect(read.size).toBeGreaterThan(15);
    expect([...read].filter((name) => !listed.has(name))).toStrictEqual([]);
  });
});
