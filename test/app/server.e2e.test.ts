// The bundled App server started with `npm start`, as an operator runs it, against local stand-ins: a GitHub
// Enterprise Server (REST API and git over HTTP, reached through GHE_HOST and GHE_PROTOCOL) and an
// OpenAI-compatible model endpoint. Webhooks are signed with the secret and sent over HTTP. No nock here.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheVersion } from "../../src/core/indexCache.js";
import { reviewMarker } from "../../src/github/review.js";
import { ledgerServer, type GitServer } from "../gitServer.js";
import { answer, KEY } from "../worker/answers.js";
import { openAIChat, startStandIn, type StandIn } from "../worker/standIn.js";
import { standInEnv, startAppProcess, type AppProcess } from "./appProcess.js";
import { gheRoutes, REPO, type GheState } from "./gheRoutes.js";
import { startGitHubStandIn, type GitHubStandIn } from "./githubStandIn.js";
import { appCommentPayload, CHECKOUT_TOKEN, EVENT_TOKEN, INSTALLATION } from "./harness.js";

const COMMENT_ID = 492700400;
const SECOND_COMMENT_ID = 777;
const SLOW_MODEL_MS = 1500;

let repo: GitServer;
let github: GitHubStandIn;
let model: StandIn;
let app: AppProcess;
let state: GheState;
const cacheDir = mkdtempSync(join(tmpdir(), "odin-slice-app-cache-"));

beforeAll(async () => {
  repo = ledgerServer();
  state = { repo, url: () => github.url, settings: "budget: 6000\n", reviews: [], comments: [] };
  github = await startGitHubStandIn({ gitRoot: fileURLToPath(repo.serverUrl), answer: gheRoutes(state) });
  const second = answer({ evidence: [{ claim: "formatCents renders cents as a decimal string", file: "src/money.ts", start_line: 1, end_line: 3 }], uncertainties: [], proposed_edits: [] });
  model = await startStandIn([openAIChat(JSON.stringify(answer())), { ...openAIChat(JSON.stringify(second)), delayMs: SLOW_MODEL_MS }]);
  app = await startAppProcess({
    ...standInEnv(github.host, model.url, KEY),
    ODIN_SLICE_SHUTDOWN_SECONDS: "10",
    ODIN_SLICE_CACHE_DIR: cacheDir,
  });
});

afterAll(async () => {
  app?.kill();
  await Promise.all([github?.close(), model?.close()]);
});

describe("the App server started with npm start", () => {
  it("refuses a delivery with a bad signature and calls nothing", async () => {
    expect(app.webhookUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/github\/webhooks$/);
    const res = await app.deliver("bad-signature", appCommentPayload('/slice src/ledger.ts:12-15 "why?"'), "not-the-secret");
    expect(res.status).toBe(400);
    expect(await res.json()).toStrictEqual({ error: "Error: [@octokit/webhooks] signature does not match event payload and secret" });
    await new Promise((r) => setTimeout(r, 300));
    expect(github.api).toStrictEqual([]);
    expect(model.received).toStrictEqual([]);
  });

  it("answers a signed delivery with one review, and posts nothing more for the same delivery sent twice more", async () => {
    const payload = appCommentPayload('/slice src/ledger.ts:12-15 "What does Ledger.add do with an amount?"');
    const started = Date.now();
    const first = await app.deliver("delivery-1", payload);
    const answeredIn = Date.now() - started;
    const again = await app.deliver("delivery-1", payload);
    expect([first.status, await first.text(), again.status]).toStrictEqual([200, "ok\n", 200]);
    // Answered before the work: GitHub waits 10 seconds at most.
    expect(answeredIn).toBeLessThan(2000);

    await app.until("the rocket reaction", () => github.api.some((r) => (r.body as { content?: string } | null)?.content === "rocket"));
    const third = await app.deliver("delivery-1", payload);
    expect(third.status).toBe(200);
    await app.until("the third delivery to be skipped", () => app.logs.filter((l) => l.msg.endsWith("skipped, a duplicate of work already queued, running or done")).length === 2);

    const calls = github.api.map((r) => `${r.method} ${r.path}`);
    expect(calls.slice(0, 3)).toStrictEqual([
      `POST /app/installations/${INSTALLATION}/access_tokens`,
      `GET ${REPO}/contents/.github/odin-slice.yml`,
      `GET ${REPO}/collaborators/Codertocat/permission`,
    ]);
    // Calls made at once come in either order: the eyes and the head's SHA; the reviews and comments that would
    // show an earlier answer; the checkout's token and the pull request's diff (read while the commit is fetched).
    expect(calls.slice(3, 5).sort()).toStrictEqual([`GET ${REPO}/pulls/1`, `POST ${REPO}/issues/comments/${COMMENT_ID}/reactions`]);
    expect(calls.slice(5, 7).sort()).toStrictEqual([`GET ${REPO}/issues/1/comments?per_page=100&page=1`, `GET ${REPO}/pulls/1/reviews?per_page=100&page=1`]);
    expect(calls.slice(7, 9).sort()).toStrictEqual([`GET ${REPO}/pulls/1/files?per_page=100&page=1`, `POST /app/installations/${INSTALLATION}/access_tokens`]);
    expect(calls.slice(9)).toStrictEqual([`POST ${REPO}/pulls/1/reviews`, `POST ${REPO}/issues/comments/${COMMENT_ID}/reactions`]);
    const tokens = github.api.filter((r) => r.path.endsWith("/access_tokens"));
    expect(tokens.map((r) => r.headers.authorization?.split(" ")[0])).toStrictEqual(["bearer", "bearer"]);
    expect(tokens[1]?.body).toStrictEqual({ repositories: ["Hello-World"], permissions: { contents: "read" } });
    // The checkout came from the server named by GHE_HOST, over git's smart HTTP protocol.
    expect(github.git.length).toBeGreaterThan(0);
    expect(github.git.every((g) => g.startsWith("GET /Codertocat/Hello-World.git/") || g.startsWith("POST /Codertocat/Hello-World.git/"))).toBe(true);

    expect(state.reviews.length).toBe(1);
    const review = state.reviews[0] as { commit_id: string; event: string; body: string; comments: unknown[] };
    expect(review.commit_id).toBe(repo.headSha);
    expect(review.event).toBe("COMMENT");
    expect(review.comments).toStrictEqual([
      { path: "src/money.ts", body: "toFixed states the two decimals directly\n\n```suggestion\n  return (cents / 100).toFixed(2);\n```", line: 2, side: "RIGHT" },
    ]);
    expect(review.body.startsWith(`${reviewMarker(COMMENT_ID, repo.headSha)}\n\n**odin-slice** answered \`src/ledger.ts:12-15\` (neighborhood, depth 1):`)).toBe(true);
    // Permalinks on the GHE server; the budget from the repository's settings file.
    expect(review.body).toContain(`${github.url}/Codertocat/Hello-World/blob/${repo.headSha}/src/ledger.ts#L13`);
    expect(review.body).toMatch(/ \d+ of 6000 estimated tokens/);

    expect(model.received.length).toBe(1);
    expect(model.received[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    const sent = JSON.stringify(model.received[0]?.body);
    expect(sent).not.toContain(EVENT_TOKEN);
    expect(sent).not.toContain(CHECKOUT_TOKEN);

    // The files it parsed are kept by content in the server's index cache, for the next comment; beside it, in
    // `git`, the repository's objects, for the next checkout to fetch only what changed.
    expect(readdirSync(cacheDir)).toEqual(expect.arrayContaining([cacheVersion(), "git"]));
    const kept = readdirSync(join(cacheDir, cacheVersion())).filter((d) => /^[0-9a-f]{2}$/.test(d));
    expect(kept.length).toBeGreaterThan(0);
    const stores = readdirSync(join(cacheDir, "git"));
    expect(stores).toHaveLength(1);
    expect(readdirSync(join(cacheDir, "git", stores[0] as string, "objects", "pack")).some((f) => f.endsWith(".pack"))).toBe(true);
  });

  it("on SIGTERM, stops taking deliveries, finishes the running job and exits 0", async () => {
    const payload = appCommentPayload('/slice src/money.ts:1-3 "what does this return for negative cents?"');
    (payload.comment as Record<string, unknown>).id = SECOND_COMMENT_ID;
    expect((await app.deliver("delivery-2", payload)).status).toBe(200);
    // The job is waiting for the slow model when the signal comes.
    await app.until("the second model request", () => model.received.length === 2);
    // To npm alone, as a process manager signals the process it started; npm passes it on to the server.
    process.kill(app.child.pid as number, "SIGTERM");
    expect(await app.exited).toBe("0 null");
    await app.until("the stop line", () => app.logs.some((l) => l.msg === "all jobs finished; stopped"), 5000);
    expect(app.logs.some((l) => l.msg === "SIGTERM: no new deliveries; waiting up to 10s for 1 running and 0 waiting jobs")).toBe(true);
    expect(state.reviews.length).toBe(2);
    expect((state.reviews[1] as { body: string }).body.startsWith(reviewMarker(SECOND_COMMENT_ID, repo.headSha))).toBe(true);
    await expect(app.deliver("delivery-3", payload)).rejects.toThrow();
  });
});
