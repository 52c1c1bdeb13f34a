// The bundled Action keeping its index cache between runs through a local stand-in of the Actions cache service:
// a second run restores what the first saved (with the names of the whole tree, indexed after the answer) and
// parses nothing; a cache service that is down or failing costs
// a warning, never the answer. GITHUB_SERVER_URL is github.com's, as on a hosted runner (the cache library picks
// its service version from it); a `git` on PATH sends that host's clone URLs to the local bare repository.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startCacheStandIn } from "../actionsCacheStandIn.js";
import { ledgerServer, type GitServer } from "../gitServer.js";
import { startGitHubStandIn, type GitHubStandIn } from "../githubStandIn.js";
import { NODE24 } from "../globalSetup.js";
import { issueCommentPayload } from "../payloads.js";
import { answer, KEY } from "../worker/answers.js";
import { openAIChat, startStandIn, type StandIn } from "../worker/standIn.js";
import { parseOutputs } from "./harness.js";
import { actionEnv, reviewRoutes, runDist } from "./runDist.js";
import { cacheVersion } from "../../src/core/indexCache.js";

const TOKEN = "ghs_e2ecachetoken123456789";
const RUNTIME_TOKEN = "runtime-token-for-the-cache-stand-in";

let git: GitServer;
let gitBin: string;
const open: { close(): Promise<void> }[] = [];

/**
 * A folder holding a `git` that sends github.com's clone URLs to the local bare repository; `onFetch`, shell text
 * around a fetch (`$git` the command, `$@` its arguments), else the fetch runs as any other command.
 */
function gitWrapper(onFetch?: string): string {
  const bin = mkdtempSync(join(tmpdir(), "odin-slice-git-"));
  const realGit = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  const fetch = onFetch ? `case " $* " in *" fetch "*) ${onFetch};; esac\n` : "";
  writeFileSync(join(bin, "git"), `#!/bin/sh\ngit="${realGit} -c url.${git.serverUrl}/.insteadOf=https://github.com/"\n${fetch}exec $git "$@"\n`);
  chmodSync(join(bin, "git"), 0o755);
  return bin;
}

beforeAll(() => {
  git = ledgerServer();
  gitBin = gitWrapper();
});

afterEach(async () => {
  for (const server of open.splice(0)) await server.close();
});

async function githubAndModel(): Promise<{ api: GitHubStandIn; model: StandIn }> {
  const model = await startStandIn([openAIChat(JSON.stringify(answer({ proposed_edits: [] })))]);
  const api = await startGitHubStandIn(reviewRoutes(git, "https://github.com/Codertocat/Hello-World/pull/1#pullrequestreview-77"));
  open.push(api, model);
  return { api, model };
}

/** A runner folder (kept across runs, as RUNNER_TEMP's path is on a hosted runner) and the Action's environment. */
function runnerEnv(runner: string, api: GitHubStandIn, model: StandIn, runId: number, more: Record<string, string>): Record<string, string> {
  writeFileSync(join(runner, "event.json"), JSON.stringify(issueCommentPayload('/slice src/ledger.ts#Ledger.add "What does Ledger.add do with an amount?"')));
  writeFileSync(join(runner, "output"), "");
  writeFileSync(join(runner, "summary"), "");
  // A workspace apart from the cache folder, as on a hosted runner: the archive holds the folder by a path
  // relative to the workspace (here ../odin-slice-index).
  mkdirSync(join(runner, "workspace"), { recursive: true });
  return actionEnv(runner, { api: api.url, server: "https://github.com", model: model.url }, { token: TOKEN, key: KEY }, git.baseSha, {
    PATH: `${gitBin}:${process.env.PATH ?? ""}`,
    RUNNER_OS: "Linux",
    GITHUB_WORKSPACE: join(runner, "workspace"),
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_ATTEMPT: "1",
    ...more,
  });
}

function cacheService(url: string): Record<string, string> {
  return { ACTIONS_RESULTS_URL: `${url}/`, ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN, ACTIONS_CACHE_SERVICE_V2: "True" };
}

/** The log's lines about the index cache, and its warnings. */
function cacheLines(stdout: string): string[] {
  return stdout.split("\n").filter((l) => /^(index cache:|Failed to |::warning::|::error::)/.test(l));
}

const prefix = `odin-slice-index-v${cacheVersion().slice(0, 16)}-Linux-Codertocat/Hello-World-`;

describe("the index cache between runs of dist/index.js", () => {
  it("saves what the first run parsed, and a second run on a fresh runner restores it and parses nothing", async () => {
    const cache = await startCacheStandIn();
    open.push(cache);
    const runner = mkdtempSync(join(tmpdir(), "odin-slice-runner-"));

    const first = await githubAndModel();
    const one = await runDist(NODE24, runnerEnv(runner, first.api, first.model, 1001, cacheService(cache.url)));
    expect([one.code, one.stderr]).toStrictEqual([0, ""]);
    expect(parseOutputs(readFileSync(join(runner, "output"), "utf8")).status).toBe("answered");
    const parsed = cacheLines(one.stdout);
    // Once the review is posted, the rest of the tree is indexed so that its names are kept (here the request
    // had parsed every source file already: the fourth is no code), and that is saved with the rest.
    expect(parsed).toStrictEqual([
      "index cache: nothing restored",
      "index cache: indexed the tree for later runs (0 of 4 files parsed)",
      expect.stringMatching(/^index cache: [1-9]\d* files parsed, \d+ taken from the cache$/),
      `index cache: saved ${prefix}${git.headSha}-1001-1`,
    ]);
    const files = Number(/(\d+) files parsed/.exec(parsed[2] as string)?.[1]);
    expect(cache.requests.map((r) => `${r.method} ${r.call}`)).toStrictEqual([
      "POST GetCacheEntryDownloadURL",
      "POST CreateCacheEntry",
      "PUT BLOB",
      "POST FinalizeCacheEntryUpload",
    ]);
    expect(cache.requests[0]?.body).toMatchObject({ key: `${prefix}${git.headSha}-1001-1`, restore_keys: [`${prefix}${git.headSha}-`, prefix] });
    expect(cache.requests.filter((r) => r.call !== "BLOB").every((r) => r.authorization === `Bearer ${RUNTIME_TOKEN}`)).toBe(true);
    expect(cache.entries().map((e) => e.key)).toStrictEqual([`${prefix}${git.headSha}-1001-1`]);

    // A new runner: the folder is gone, so whatever the second run takes from the cache came from the service.
    rmSync(join(runner, "odin-slice-index"), { recursive: true, force: true });
    cache.requests.length = 0;
    const second = await githubAndModel();
    const two = await runDist(NODE24, runnerEnv(runner, second.api, second.model, 1002, cacheService(cache.url)));
    expect([two.code, two.stderr]).toStrictEqual([0, ""]);
    expect(parseOutputs(readFileSync(join(runner, "output"), "utf8")).status).toBe("answered");
    expect(cacheLines(two.stdout)).toStrictEqual([
      `index cache: restored ${prefix}${git.headSha}-1001-1`,
      `index cache: 0 files parsed, ${files} taken from the cache`,
      "index cache: nothing new to save",
    ]);
    expect(cache.requests.map((r) => `${r.method} ${r.call}`)).toStrictEqual(["POST GetCacheEntryDownloadURL", "GET BLOB"]);
  });

  it("asks the cache service while git fetches the commit, not after", async () => {
    const cache = await startCacheStandIn();
    open.push(cache);
    const runner = mkdtempSync(join(tmpdir(), "odin-slice-runner-"));
    // A git whose fetch takes a second and a half more, and that writes down when each fetch ended.
    const fetches = join(mkdtempSync(join(tmpdir(), "odin-slice-fetches-")), "ends");
    const slowBin = gitWrapper(`sleep 1.5; $git "$@"; code=$?; date +%s%3N >> ${fetches}; exit $code`);
    const { api, model } = await githubAndModel();
    const env = runnerEnv(runner, api, model, 6001, cacheService(cache.url));
    const run = await runDist(NODE24, { ...env, PATH: `${slowBin}:${process.env.PATH ?? ""}` });
    expect([run.code, run.stderr]).toStrictEqual([0, ""]);
    expect(parseOutputs(readFileSync(join(runner, "output"), "utf8")).status).toBe("answered");
    const fetchEnds = readFileSync(fetches, "utf8").trim().split("\n").map(Number);
    expect(fetchEnds).toHaveLength(1);
    const lookup = cache.requests.find((r) => r.call === "GetCacheEntryDownloadURL");
    expect(lookup?.at).toBeLessThan(fetchEnds[0] as number);
  });

  it("with the input index-tree: false, keeps only what the request parsed", async () => {
    const cache = await startCacheStandIn();
    open.push(cache);
    const runner = mkdtempSync(join(tmpdir(), "odin-slice-runner-"));
    const { api, model } = await githubAndModel();
    const run = await runDist(NODE24, runnerEnv(runner, api, model, 5001, { ...cacheService(cache.url), "INPUT_INDEX-TREE": "false" }));
    expect([run.code, run.stderr]).toStrictEqual([0, ""]);
    expect(parseOutputs(readFileSync(join(runner, "output"), "utf8")).status).toBe("answered");
    expect(cacheLines(run.stdout)).toStrictEqual([
      "index cache: nothing restored",
      "index cache: 3 files parsed, 0 taken from the cache",
      `index cache: saved ${prefix}${git.headSha}-5001-1`,
    ]);
  });

  it("with the input cache: false, calls no cache service and keeps no folder under RUNNER_TEMP", async () => {
    const cache = await startCacheStandIn();
    open.push(cache);
    const runner = mkdtempSync(join(tmpdir(), "odin-slice-runner-"));
    const { api, model } = await githubAndModel();
    const run = await runDist(NODE24, runnerEnv(runner, api, model, 4001, { ...cacheService(cache.url), INPUT_CACHE: "false", ODIN_SLICE_CACHE_DIR: "off" }));
    expect([run.code, run.stderr]).toStrictEqual([0, ""]);
    expect(parseOutputs(readFileSync(join(runner, "output"), "utf8")).status).toBe("answered");
    expect(cacheLines(run.stdout)).toStrictEqual([]);
    expect(cache.requests).toStrictEqual([]);
    expect(existsSync(join(runner, "odin-slice-index"))).toBe(false);
  });

  it("answers when the cache service does not answer at all, with a warning for each cache step", async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const runner = mkdtempSync(join(tmpdir(), "odin-slice-runner-"));
    const { api, model } = await githubAndModel();
    const run = await runDist(NODE24, runnerEnv(runner, api, model, 2001, cacheService(`http://127.0.0.1:${port}`)));
    expect([run.code, run.stderr]).toStrictEqual([0, ""]);
    expect(parseOutputs(readFileSync(join(runner, "output"), "utf8")).status).toBe("answered");
    const lines = cacheLines(run.stdout);
    // The library's warnings go on with a hint for self-hosted runners (after an escaped newline, %0A).
    expect(lines.map((l) => l.split("%0A")[0])).toStrictEqual([
      "::warning::Failed to restore: Failed to GetCacheEntryDownloadURL: Unable to make request: ECONNREFUSED",
      "index cache: nothing restored",
      "index cache: indexed the tree for later runs (0 of 4 files parsed)",
      "index cache: 3 files parsed, 3 taken from the cache",
      `Failed to save: Unable to reserve cache with key ${prefix}${git.headSha}-2001-1, another job may be creating this cache.`,
      "::warning::index cache: not saved (the cache service failed, as logged above)",
    ]);
  });

  it("answers when the cache's storage fails: the download gets 500, the save is refused", async () => {
    const cache = await startCacheStandIn();
    open.push(cache);
    const runner = mkdtempSync(join(tmpdir(), "odin-slice-runner-"));
    const first = await githubAndModel();
    expect((await runDist(NODE24, runnerEnv(runner, first.api, first.model, 3001, cacheService(cache.url)))).code).toBe(0);
    rmSync(join(runner, "odin-slice-index"), { recursive: true, force: true });
    cache.fault = 500;
    cache.requests.length = 0;
    const { api, model } = await githubAndModel();
    const run = await runDist(NODE24, runnerEnv(runner, api, model, 3002, cacheService(cache.url)));
    expect([run.code, run.stderr]).toStrictEqual([0, ""]);
    expect(parseOutputs(readFileSync(join(runner, "output"), "utf8")).status).toBe("answered");
    expect(cacheLines(run.stdout)).toStrictEqual([
      "::warning::Failed to restore: downloadCache failed: Cache service responded with 500",
      "index cache: nothing restored",
      "index cache: indexed the tree for later runs (0 of 4 files parsed)",
      "index cache: 3 files parsed, 3 taken from the cache",
      "::warning::Cache reservation failed: the stand-in's storage is failing",
      `Failed to save: Unable to reserve cache with key ${prefix}${git.headSha}-3002-1, another job may be creating this cache.`,
      "::warning::index cache: not saved (the cache service failed, as logged above)",
    ]);
    // The download failed once (the library retries only 502, 503 and 504), then the slice went on without it.
    expect(cache.requests.map((r) => `${r.method} ${r.call}`)).toStrictEqual(["POST GetCacheEntryDownloadURL", "GET BLOB", "POST CreateCacheEntry"]);
    expect(cache.entries().map((e) => e.key)).toStrictEqual([`${prefix}${git.headSha}-3001-1`]);
  });
});
