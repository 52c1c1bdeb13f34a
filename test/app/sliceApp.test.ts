// The App in Probot, receiving real example payloads (adapted: a pull request, an installation). nock stands in
// for the GitHub API and for the model endpoint; a bare repository reached by a file:// URL for the git server.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { IndexCache } from "../../src/core/indexCache.js";
import { reviewMarker } from "../../src/github/review.js";
import type { WorkerConfig } from "../../src/worker/workerConfig.js";
import { ledgerServer, type GitServer } from "../gitServer.js";
import { answer, KEY } from "../worker/answers.js";
import { openAIChat } from "../worker/standIn.js";
import { reviewCommentPayload } from "../payloads.js";
import { appCommentPayload, CHECKOUT_TOKEN, EVENT_TOKEN, INSTALLATION, loadApp } from "./harness.js";

const API = "https://api.github.com";
const REPO = "/repos/Codertocat/Hello-World";
const COMMENT_ID = 492700400;
const MODEL = "http://models.test";
const WORKER: WorkerConfig = { provider: "openai", model: "stand-in-model", baseUrl: `${MODEL}/v1`, apiKey: KEY, keyHint: "ODIN_SLICE_API_KEY", timeoutMs: 10_000 };
const REQUEST = '/slice src/ledger.ts:12-15 "What does Ledger.add do with an amount?"';

let server: GitServer;
let modelRequests: unknown[] = [];

beforeAll(() => {
  server = ledgerServer();
  nock.disableNetConnect();
});

afterEach(() => {
  nock.cleanAll();
  modelRequests = [];
});

afterAll(() => {
  nock.enableNetConnect();
});

function modelAnswering(...bodies: unknown[]) {
  const scope = nock(MODEL);
  for (const b of bodies) scope.post("/v1/chat/completions", (body) => (modelRequests.push(body), true)).reply(200, openAIChat(JSON.stringify(b)).body as Record<string, unknown>);
  return scope;
}

/** The API as the event's installation client sees it (every call carries the installation token). */
function api() {
  const scope = nock(API, { reqheaders: { authorization: (v: string) => v === `token ${EVENT_TOKEN}` || v.startsWith("bearer ") } });
  // Probot exchanges the App's JWT for the event's installation token on its first call.
  scope.post(`/app/installations/${INSTALLATION}/access_tokens`, (b) => typeof b !== "object" || b === null || !("repositories" in b)).reply(201, { token: EVENT_TOKEN, expires_at: "2099-01-01T00:00:00Z" });
  return scope;
}

function noSettings(scope: nock.Scope) {
  return scope.get(`${REPO}/contents/.github/odin-slice.yml`).reply(404, { message: "Not Found" });
}

function settingsFile(scope: nock.Scope, text: string) {
  const content = Buffer.from(text).toString("base64");
  return scope.get(`${REPO}/contents/.github/odin-slice.yml`).reply(200, { type: "file", encoding: "base64", size: text.length, name: "odin-slice.yml", path: ".github/odin-slice.yml", content });
}

function permission(scope: nock.Scope, level: string, user = "Codertocat") {
  return scope.get(`${REPO}/collaborators/${user}/permission`).reply(200, { permission: level === "maintain" ? "write" : level, role_name: level });
}

/** `seen` is called when the reaction is posted; the reply waits for what it returns. */
function reaction(scope: nock.Scope, content: string, comment = COMMENT_ID, seen?: () => unknown) {
  return scope.post(`${REPO}/issues/comments/${comment}/reactions`, { content }).reply(async () => {
    await seen?.();
    return [201, { id: 1, content }];
  });
}

function earlierAnswers(scope: nock.Scope, reviews: unknown[] = []) {
  scope.get(`${REPO}/pulls/1/reviews`).query({ per_page: "100", page: "1" }).reply(200, reviews);
  if (reviews.length === 0) scope.get(`${REPO}/issues/1/comments`).query({ per_page: "100", page: "1" }).reply(200, []);
}

/** The narrow token minted for git: this repository's contents, read only. */
function checkoutToken(scope: nock.Scope) {
  return scope
    .post(`/app/installations/${INSTALLATION}/access_tokens`, { repositories: ["Hello-World"], permissions: { contents: "read" } })
    .reply(201, { token: CHECKOUT_TOKEN, expires_at: "2099-01-01T00:00:00Z" });
}

/** Everything a trusted request costs up to the review, which `post` receives. */
/** The log's name for a delivery of a comment on the test's pull request. */
function label(id: string, comment: number): string {
  return `delivery ${id} (issue_comment, comment ${comment} in Codertocat/Hello-World)`;
}

/** The log lines of the indexes made after answers. */
function indexLines(lines: readonly string[]): string[] {
  return lines.filter((l) => l.includes("indexing the tree") || l.includes("indexed the tree"));
}

/** The first comment's index stopped for the second one, which indexes after its own answer (the four files cached). */
function stoppedThenIndexed(first: string, second: string): string[] {
  return [
    `info: ${label(first, COMMENT_ID)}: stopped indexing the tree for later requests (0 of 4 files parsed); a later answer goes on`,
    `info: ${label(second, COMMENT_ID + 1)}: indexed the tree for later requests (0 of 4 files parsed)`,
  ];
}

function answeredFlow(scope: nock.Scope, post: (body: Record<string, unknown>) => void, comment = COMMENT_ID, rocket?: () => unknown) {
  permission(scope, "write");
  reaction(scope, "eyes", comment);
  scope.get(`${REPO}/pulls/1`).reply(200, { number: 1, head: { sha: server.headSha } });
  earlierAnswers(scope);
  checkoutToken(scope);
  scope.get(`${REPO}/pulls/1/files`).query({ per_page: "100", page: "1" }).reply(200, server.files);
  scope.post(`${REPO}/pulls/1/reviews`, (body) => (post(body), true)).reply(200, { id: 9, html_url: "https://github.com/Codertocat/Hello-World/pull/1#pullrequestreview-9" });
  reaction(scope, "rocket", comment, rocket);
}

describe("the App on a /slice comment", () => {
  it("answers with one review posted with the installation token, the checkout token minted for contents: read", async () => {
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER });
    modelAnswering(answer());
    const posted: Record<string, unknown>[] = [];
    const scope = api();
    noSettings(scope);
    answeredFlow(scope, (b) => posted.push(b));

    await app.probot.receive({ id: "delivery-1", name: "issue_comment", payload: appCommentPayload(REQUEST) } as never);
    // The delivery is answered before the work is done: the job is still running here.
    expect(app.queue.size).toStrictEqual({ running: 1, waiting: 0 });
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(posted.length).toBe(1);
    const review = posted[0] as { commit_id: string; event: string; body: string; comments: unknown[] };
    expect(review.commit_id).toBe(server.headSha);
    expect(review.event).toBe("COMMENT");
    expect(review.comments).toStrictEqual([
      { path: "src/money.ts", body: "toFixed states the two decimals directly\n\n```suggestion\n  return (cents / 100).toFixed(2);\n```", line: 2, side: "RIGHT" },
    ]);
    expect(review.body.startsWith(`${reviewMarker(COMMENT_ID, server.headSha)}\n\n**odin-slice** answered \`src/ledger.ts:12-15\` (neighborhood, depth 1):`)).toBe(true);
    expect(modelRequests.length).toBe(1);
    const sent = JSON.stringify(modelRequests);
    expect(sent).not.toContain(EVENT_TOKEN);
    expect(sent).not.toContain(CHECKOUT_TOKEN);
    const label = `delivery delivery-1 (issue_comment, comment ${COMMENT_ID} in Codertocat/Hello-World)`;
    expect(app.lines).toContain(`info: ${label}: started`);
    expect(app.lines).toContain(`info: ${label}: answered (https://github.com/Codertocat/Hello-World/pull/1#pullrequestreview-9)`);
  });

  it("indexes the rest of the checkout into the cache once the commenter has the answer, and only once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-app-cache-"));
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER, indexCache: () => new IndexCache({ dir, maxBytes: 1 << 26 }), indexTree: true });
    const ask = async (id: string, comment: number, first: boolean) => {
      modelAnswering(answer());
      // The second time, Probot has the installation token and the App the settings already.
      const scope = first ? api() : nock(API, { reqheaders: { authorization: (v: string) => v === `token ${EVENT_TOKEN}` || v.startsWith("bearer ") } });
      if (first) noSettings(scope);
      answeredFlow(scope, () => undefined, comment, () => app.lines.push(`rocket for ${comment}`));
      const payload = appCommentPayload(REQUEST);
      (payload.comment as { id: number }).id = comment;
      await app.probot.receive({ id, name: "issue_comment", payload } as never);
      await app.queue.idle();
      expect(scope.pendingMocks()).toStrictEqual([]);
    };
    await ask("delivery-9", COMMENT_ID, true);
    const names = () => readdirSync(join(dir, readdirSync(dir).find((d) => existsSync(join(dir, d, "reports"))) ?? "", "reports")).filter((f) => f.endsWith(".names"));
    expect(names().length).toBe(1);
    const indexed = app.lines.findIndex((l) => /^info: .*: indexed the tree for later requests \(\d+ of \d+ files parsed\)$/.test(l));
    expect(app.lines.indexOf(`rocket for ${COMMENT_ID}`)).toBeLessThan(indexed);
    expect(app.lines.indexOf(`info: ${label("delivery-9", COMMENT_ID)}: answered (https://github.com/Codertocat/Hello-World/pull/1#pullrequestreview-9)`)).toBeGreaterThan(indexed);
    // A second comment on the same commit, in a fresh checkout: the kept names are current, nothing is indexed.
    const before = app.lines.length;
    await ask("delivery-10", COMMENT_ID + 1, false);
    expect(app.lines.slice(before).filter((l) => l.includes("indexed the tree"))).toStrictEqual([]);
    expect(app.lines).toContain(`info: ${label("delivery-10", COMMENT_ID + 1)}: answered (https://github.com/Codertocat/Hello-World/pull/1#pullrequestreview-9)`);
    expect(names().length).toBe(1);
  });

  it("stops indexing after an answer while another comment is on its way to an answer, which indexes after its own", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-app-cache-"));
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER, indexCache: () => new IndexCache({ dir, maxBytes: 1 << 26 }), indexTree: true });
    const second = '/slice src/ledger.ts:12-15 "Where can Ledger.add be called from?"';
    // The second comment's model answers only once the first comment has its rocket, so that the second job is
    // still on its way to its answer while the first one indexes.
    let firstAnswered = () => {};
    const firstRocket = new Promise<void>((resolve) => (firstAnswered = resolve));
    const reply = openAIChat(JSON.stringify(answer())).body as Record<string, unknown>;
    nock(MODEL).post("/v1/chat/completions", (b) => !JSON.stringify(b).includes("called from")).reply(200, reply);
    nock(MODEL)
      .post("/v1/chat/completions", (b) => JSON.stringify(b).includes("called from"))
      .reply(async () => {
        await firstRocket;
        return [200, reply];
      });
    const scope = api();
    noSettings(scope);
    answeredFlow(scope, () => undefined, COMMENT_ID, () => firstAnswered());
    answeredFlow(scope, () => undefined, COMMENT_ID + 1);
    const first = appCommentPayload(REQUEST);
    const later = appCommentPayload(second);
    (later.comment as { id: number }).id = COMMENT_ID + 1;
    await app.probot.receive({ id: "delivery-12", name: "issue_comment", payload: first } as never);
    await app.probot.receive({ id: "delivery-13", name: "issue_comment", payload: later } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(indexLines(app.lines)).toStrictEqual(stoppedThenIndexed("delivery-12", "delivery-13"));
  });

  it("stops indexing after an answer for a comment waiting for its place in the queue", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-app-cache-"));
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER, concurrency: 1, indexCache: () => new IndexCache({ dir, maxBytes: 1 << 26 }), indexTree: true });
    const second = '/slice src/ledger.ts:12-15 "Where can Ledger.add be called from?"';
    const later = appCommentPayload(second);
    (later.comment as { id: number }).id = COMMENT_ID + 1;
    modelAnswering(answer());
    modelAnswering(answer());
    const scope = api();
    noSettings(scope);
    // The second comment comes while the first job posts its last reaction: the one place is the first job's, so
    // the second waits in the queue, counted by no job running.
    answeredFlow(scope, () => undefined, COMMENT_ID, async () => {
      await app.probot.receive({ id: "delivery-15", name: "issue_comment", payload: later } as never);
      expect(app.queue.size).toStrictEqual({ running: 1, waiting: 1 });
    });
    answeredFlow(scope, () => undefined, COMMENT_ID + 1);
    await app.probot.receive({ id: "delivery-14", name: "issue_comment", payload: appCommentPayload(REQUEST) } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(indexLines(app.lines)).toStrictEqual(stoppedThenIndexed("delivery-14", "delivery-15"));
  });

  it("logs a fault of the indexing after the answer, which stands", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-app-cache-"));
    let caches = 0;
    const indexCache = () => {
      // The request's cache, then the one the indexing after the answer takes.
      if (++caches > 1) throw new Error("the cache's disk is full");
      return new IndexCache({ dir, maxBytes: 1 << 26 });
    };
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER, indexCache, indexTree: true });
    modelAnswering(answer());
    const scope = api();
    noSettings(scope);
    answeredFlow(scope, () => undefined);
    await app.probot.receive({ id: "delivery-11", name: "issue_comment", payload: appCommentPayload(REQUEST) } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    const label = `delivery delivery-11 (issue_comment, comment ${COMMENT_ID} in Codertocat/Hello-World)`;
    expect(app.lines.filter((l) => l.startsWith(`info: ${label}: `) && !l.endsWith(": started"))).toStrictEqual([
      `info: ${label}: after the answer: the cache's disk is full`,
      `info: ${label}: answered (https://github.com/Codertocat/Hello-World/pull/1#pullrequestreview-9)`,
    ]);
  });

  it("takes the commented diff lines of a review comment as the anchor", async () => {
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER });
    modelAnswering(answer({ evidence: [{ claim: "formatCents renders cents as a decimal string", file: "src/money.ts", start_line: 1, end_line: 3 }], uncertainties: [], proposed_edits: [] }));
    const payload = reviewCommentPayload('/slice "what does this return for negative cents?"', "src/money.ts", 1, 3, server.headSha);
    (payload.pull_request as Record<string, unknown>).number = 1;
    payload.installation = { id: INSTALLATION };
    let body = "";
    const scope = api();
    noSettings(scope);
    permission(scope, "maintain");
    scope.post(`${REPO}/pulls/comments/284312630/reactions`, { content: "eyes" }).reply(201, {});
    earlierAnswers(scope);
    checkoutToken(scope);
    scope.get(`${REPO}/pulls/1/files`).query({ per_page: "100", page: "1" }).reply(200, server.files);
    scope.post(`${REPO}/pulls/1/reviews`, (b) => ((body = b.body), true)).reply(200, { html_url: "https://github.com/r/1" });
    scope.post(`${REPO}/pulls/comments/284312630/reactions`, { content: "rocket" }).reply(201, {});
    await app.probot.receive({ id: "delivery-r", name: "pull_request_review_comment", payload } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(body.startsWith(`${reviewMarker(284312630, server.headSha)}\n\n**odin-slice** answered \`src/money.ts:1-3\``)).toBe(true);
  });

  it("does nothing for a commenter without write permission: no reaction, no token for git, no model call", async () => {
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER });
    modelAnswering();
    const scope = api();
    noSettings(scope);
    permission(scope, "read", "octocat");
    await app.probot.receive({ id: "delivery-2", name: "issue_comment", payload: appCommentPayload(REQUEST, { login: "octocat" }) } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(modelRequests).toStrictEqual([]);
    const label = `delivery delivery-2 (issue_comment, comment ${COMMENT_ID} in Codertocat/Hello-World)`;
    expect(app.lines).toContain(`info: ${label}: octocat has read permission; only write, maintain, admin may trigger a slice`);
    expect(app.lines).toContain(`info: ${label}: untrusted`);
  });

  it("makes no API call for an ordinary comment, a bot's comment or a comment on an issue", async () => {
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER });
    const issue = appCommentPayload(REQUEST);
    delete (issue.issue as Record<string, unknown>).pull_request;
    const bot = appCommentPayload(REQUEST, { login: "odin-slice[bot]" });
    ((bot.comment as Record<string, unknown>).user as Record<string, unknown>).type = "Bot";
    for (const [id, payload] of [["o", appCommentPayload("Looks good to me.\nShip it")], ["b", bot], ["i", issue]] as const) {
      await app.probot.receive({ id, name: "issue_comment", payload } as never);
    }
    expect(app.queue.size).toStrictEqual({ running: 0, waiting: 0 });
    expect(app.lines).toStrictEqual([]);
  });
});

describe("the App on duplicate deliveries", () => {
  it("posts one review when the same delivery arrives twice, and when the comment is redelivered under a new ID", async () => {
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER });
    modelAnswering(answer());
    const posted: Record<string, unknown>[] = [];
    const scope = api();
    noSettings(scope);
    answeredFlow(scope, (b) => posted.push(b));
    const payload = appCommentPayload(REQUEST);
    await app.probot.receive({ id: "delivery-3", name: "issue_comment", payload } as never);
    await app.probot.receive({ id: "delivery-3", name: "issue_comment", payload } as never);
    await app.probot.receive({ id: "delivery-3-redelivered", name: "issue_comment", payload } as never);
    await app.queue.idle();
    await app.probot.receive({ id: "delivery-3", name: "issue_comment", payload } as never);
    expect(app.queue.size).toStrictEqual({ running: 0, waiting: 0 });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(posted.length).toBe(1);
    expect(modelRequests.length).toBe(1);
    const skipped = (id: string) => `delivery ${id} (issue_comment, comment ${COMMENT_ID} in Codertocat/Hello-World): skipped, a duplicate of work already queued, running or done`;
    expect(app.lines.filter((l) => l.includes("skipped"))).toStrictEqual([skipped("delivery-3"), skipped("delivery-3-redelivered"), skipped("delivery-3")]);
  });

  it("after a restart, finds the earlier review by its marker and posts nothing: no checkout, no model call", async () => {
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER });
    modelAnswering();
    const scope = api();
    noSettings(scope);
    permission(scope, "admin");
    reaction(scope, "eyes");
    scope.get(`${REPO}/pulls/1`).reply(200, { number: 1, head: { sha: server.headSha } });
    earlierAnswers(scope, [{ id: 9, body: `${reviewMarker(COMMENT_ID, server.headSha)}\n\n**odin-slice** answered …` }]);
    await app.probot.receive({ id: "delivery-4", name: "issue_comment", payload: appCommentPayload(REQUEST) } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(modelRequests).toStrictEqual([]);
    expect(app.lines).toContain(`info: delivery delivery-4 (issue_comment, comment ${COMMENT_ID} in Codertocat/Hello-World): duplicate`);
  });
});

describe("the App's per-repository settings", () => {
  const SETTINGS = "# odin-slice settings\ntrigger: '!odin'\nbudget: 60\nallowed-permissions: [admin]\n";

  it("reads trigger, budget and who may trigger from the default branch", async () => {
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER });
    modelAnswering();
    let reply = "";
    const scope = api();
    // No ref in the query: GitHub answers from the default branch, whatever the pull request changed.
    settingsFile(scope, SETTINGS);
    permission(scope, "admin");
    reaction(scope, "eyes");
    scope.get(`${REPO}/pulls/1`).reply(200, { number: 1, head: { sha: server.headSha } });
    earlierAnswers(scope);
    checkoutToken(scope);
    scope.post(`${REPO}/issues/1/comments`, (b) => ((reply = b.body), true)).reply(201, {});
    reaction(scope, "confused");
    await app.probot.receive({ id: "delivery-5", name: "issue_comment", payload: appCommentPayload('!odin src/ledger.ts "explain"') } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(modelRequests).toStrictEqual([]);
    // `!odin` started the command, and budget 60 from the settings was too small for the whole file.
    expect(reply).toContain("**odin-slice** could not answer: `anchor_exceeds_budget`");
    expect(reply).toContain("estimated tokens; the budget is 60\n");
  });

  it("refuses a writer when the settings allow admins only, and ignores the default trigger word", async () => {
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER });
    const scope = api();
    settingsFile(scope, SETTINGS);
    permission(scope, "write");
    await app.probot.receive({ id: "delivery-6", name: "issue_comment", payload: appCommentPayload('!odin src/ledger.ts:12-15 "why?"') } as never);
    // Within the cache's minute the file is not read again; `/slice` is not this repository's trigger.
    await app.probot.receive({ id: "delivery-7", name: "issue_comment", payload: { ...appCommentPayload(REQUEST), comment: { ...(appCommentPayload(REQUEST).comment as object), id: 7 } } } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(app.lines).toContain(`info: delivery delivery-6 (issue_comment, comment ${COMMENT_ID} in Codertocat/Hello-World): Codertocat has write permission; only admin may trigger a slice`);
    expect(app.lines.filter((l) => l.includes("delivery-7"))).toStrictEqual([
      "info: delivery delivery-7 (issue_comment, comment 7 in Codertocat/Hello-World): started",
      "debug: delivery delivery-7 (issue_comment, comment 7 in Codertocat/Hello-World): not a command",
    ]);
  });

  it("reads the file again once the cached settings are a minute old", async () => {
    let clock = 1_000_000;
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER, now: () => clock });
    const scope = api();
    settingsFile(scope, "allowed-permissions: [admin]\n");
    settingsFile(scope, "allowed-permissions: [admin]\n");
    for (let i = 0; i < 3; i++) permission(scope, "write");
    const comment = (id: number) => ({ ...appCommentPayload(REQUEST), comment: { ...(appCommentPayload(REQUEST).comment as object), id } });
    await app.probot.receive({ id: "d-1", name: "issue_comment", payload: comment(1) } as never);
    await app.queue.idle();
    clock += 59_999;
    await app.probot.receive({ id: "d-2", name: "issue_comment", payload: comment(2) } as never);
    await app.queue.idle();
    // The second comment, within the minute, was answered from the cache.
    expect(scope.pendingMocks()).toStrictEqual([`GET ${API}:443${REPO}/contents/.github/odin-slice.yml`, `GET ${API}:443${REPO}/collaborators/Codertocat/permission`]);
    clock += 1;
    await app.probot.receive({ id: "d-3", name: "issue_comment", payload: comment(3) } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(app.lines.filter((l) => l.endsWith(": untrusted")).length).toBe(3);
  });

  it("falls back to the defaults, with a log line, for settings it cannot use", async () => {
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER });
    const scope = api();
    settingsFile(scope, "budget: lots\nallowed-permissions: [everyone]\n");
    permission(scope, "read");
    await app.probot.receive({ id: "delivery-8", name: "issue_comment", payload: appCommentPayload(REQUEST) } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(app.lines.filter((l) => l.startsWith("warn:"))).toStrictEqual([
      'warn: Codertocat/Hello-World: budget must be a whole number from 1 to 1000000, not "lots"; using 8192',
      'warn: Codertocat/Hello-World: allowed-permissions must list some of admin, maintain, write, triage, read, not ["everyone"]; using write, maintain, admin',
    ]);
    expect(app.lines).toContain(`info: delivery delivery-8 (issue_comment, comment ${COMMENT_ID} in Codertocat/Hello-World): untrusted`);
  });

  it("stops, and tells no one, when the settings cannot be read: the defaults might trust more people", async () => {
    const app = await loadApp({ serverUrl: server.serverUrl, worker: WORKER });
    const scope = api();
    scope.get(`${REPO}/contents/.github/odin-slice.yml`).reply(500, { message: "Server Error" });
    await app.probot.receive({ id: "delivery-9", name: "issue_comment", payload: appCommentPayload(REQUEST) } as never);
    await app.queue.idle();
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(app.lines.filter((l) => l.startsWith("error:"))).toStrictEqual([`error: delivery delivery-9 (issue_comment, comment ${COMMENT_ID} in Codertocat/Hello-World): Server Error`]);
  });
});
