// The bundled App server started with `npm start`, as an operator runs it, against local stand-ins: a GitHub
// Enterprise Server (REST API and git over HTTP, reached through GHE_HOST and GHE_PROTOCOL) and an
// OpenAI-compatible model endpoint. Webhooks are signed with the secret and sent over HTTP. No nock here.
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewMarker } from "../../src/github/review.js";
import { gitServer, type GitServer } from "../gitServer.js";
import { answer, KEY } from "../worker/answers.js";
import { openAIChat, startStandIn, type StandIn } from "../worker/standIn.js";
import { startGitHubStandIn, type ApiRequest, type ApiReply, type GitHubStandIn } from "./githubStandIn.js";
import { appCommentPayload, appKey, CHECKOUT_TOKEN, EVENT_TOKEN, INSTALLATION } from "./harness.js";

const PROJECT = join(import.meta.dirname, "..", "..");
const SECRET = "webhook-secret-for-the-test";
const REPO = "/repos/Codertocat/Hello-World";
const COMMENT_ID = 492700400;
const SECOND_COMMENT_ID = 777;
const SLOW_MODEL_MS = 1500;
const MONEY_AFTER = `export function formatCents(cents: number): string {\n  return \`\${Math.floor(cents / 100)}.\${String(Math.abs(cents) % 100).padStart(2, "0")}\`;\n}\n\nexport function parseCents(text: string): number {\n  const [whole, frac = "0"] = text.split(".");\n  return Number(whole) * 100 + Number(frac.padEnd(2, "0").slice(0, 2));\n}\n`;
const SETTINGS = "budget: 6000\n";

let repo: GitServer;
let github: GitHubStandIn;
let model: StandIn;
let app: ChildProcess;
let webhookUrl = "";
const logs: { level: number; msg: string }[] = [];
const reviews: Record<string, unknown>[] = [];

function reply(request: ApiRequest): ApiReply {
  const route = `${request.method} ${request.path}`;
  if (route === `POST /app/installations/${INSTALLATION}/access_tokens`) {
    const forGit = (request.body as { repositories?: unknown } | null)?.repositories !== undefined;
    return { status: 201, body: { token: forGit ? CHECKOUT_TOKEN : EVENT_TOKEN, expires_at: "2099-01-01T00:00:00Z" } };
  }
  if (request.headers.authorization !== `token ${EVENT_TOKEN}`) return { status: 401, body: { message: "Bad credentials" } };
  switch (route) {
    case `GET ${REPO}/contents/.github/odin-slice.yml`:
      return { status: 200, body: { type: "file", encoding: "base64", size: SETTINGS.length, content: Buffer.from(SETTINGS).toString("base64") } };
    case `GET ${REPO}/collaborators/Codertocat/permission`:
      return { status: 200, body: { permission: "admin", role_name: "admin" } };
    case `POST ${REPO}/issues/comments/${COMMENT_ID}/reactions`:
    case `POST ${REPO}/issues/comments/${SECOND_COMMENT_ID}/reactions`:
      return { status: 201, body: { id: 1 } };
    case `GET ${REPO}/pulls/1`:
      return { status: 200, body: { number: 1, head: { sha: repo.headSha } } };
    case `GET ${REPO}/pulls/1/reviews?per_page=100&page=1`:
      return { status: 200, body: reviews };
    case `GET ${REPO}/issues/1/comments?per_page=100&page=1`:
      return { status: 200, body: [] };
    case `GET ${REPO}/pulls/1/files?per_page=100&page=1`:
      return { status: 200, body: repo.files };
    case `POST ${REPO}/pulls/1/reviews`:
      reviews.push(request.body as Record<string, unknown>);
      return { status: 200, body: { id: reviews.length, html_url: `${github.url}/Codertocat/Hello-World/pull/1#pullrequestreview-${reviews.length}` } };
  }
  return { status: 404, body: { message: "Not Found" } };
}

async function until<T>(what: string, test: () => T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = test();
    if (value !== undefined && value !== false) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}; log:\n${logs.map((l) => l.msg).join("\n")}`);
}

function deliver(id: string, payload: unknown, secret = SECRET): Promise<Response> {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
  return fetch(webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "x-github-event": "issue_comment", "x-github-delivery": id, "x-hub-signature-256": signature },
    body,
  });
}

beforeAll(async () => {
  repo = gitServer({ owner: "Codertocat", repo: "Hello-World", fixture: join(import.meta.dirname, "..", "worker-fixtures", "ledger"), change: { "src/money.ts": MONEY_AFTER }, pullNumber: 1 });
  github = await startGitHubStandIn({ gitRoot: fileURLToPath(repo.serverUrl), answer: reply });
  const second = answer({ evidence: [{ claim: "formatCents renders cents as a decimal string", file: "src/money.ts", start_line: 1, end_line: 3 }], uncertainties: [], proposed_edits: [] });
  model = await startStandIn([openAIChat(JSON.stringify(answer())), { ...openAIChat(JSON.stringify(second)), delayMs: SLOW_MODEL_MS }]);
  app = spawn("npm", ["start", "--silent"], {
    cwd: PROJECT,
    // Its own process group, so that the test can stop npm and the server it started, and nothing else.
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_ID: "1",
      PRIVATE_KEY: appKey(),
      WEBHOOK_SECRET: SECRET,
      PORT: "0",
      HOST: "127.0.0.1",
      GHE_HOST: github.host,
      GHE_PROTOCOL: "http",
      LOG_FORMAT: "json",
      ODIN_SLICE_PROVIDER: "openai",
      ODIN_SLICE_BASE_URL: `${model.url}/v1`,
      ODIN_SLICE_MODEL: "stand-in-model",
      ODIN_SLICE_API_KEY: KEY,
      ODIN_SLICE_SHUTDOWN_SECONDS: "10",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let pending = "";
  const take = (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as { level: number; msg: string });
      } catch {
        logs.push({ level: 0, msg: line });
      }
    }
  };
  app.stdout?.on("data", take);
  app.stderr?.on("data", take);
  const listening = await until("the server to listen", () => logs.map((l) => /listening on (http:\/\/\S+)/.exec(l.msg)?.[1]).find(Boolean), 20_000);
  webhookUrl = listening;
});

afterAll(async () => {
  if (app && app.exitCode === null && app.pid) process.kill(-app.pid, "SIGKILL");
  await Promise.all([github?.close(), model?.close()]);
});

describe("the App server started with npm start", () => {
  it("refuses a delivery with a bad signature and calls nothing", async () => {
    expect(webhookUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/github\/webhooks$/);
    const res = await deliver("bad-signature", appCommentPayload('/slice src/ledger.ts:12-15 "why?"'), "not-the-secret");
    expect(res.status).toBe(400);
    expect(await res.json()).toStrictEqual({ error: "Error: [@octokit/webhooks] signature does not match event payload and secret" });
    await new Promise((r) => setTimeout(r, 300));
    expect(github.api).toStrictEqual([]);
    expect(model.received).toStrictEqual([]);
  });

  it("answers a signed delivery with one review, and posts nothing more for the same delivery sent twice more", async () => {
    const payload = appCommentPayload('/slice src/ledger.ts:12-15 "What does Ledger.add do with an amount?"');
    const started = Date.now();
    const first = await deliver("delivery-1", payload);
    const answeredIn = Date.now() - started;
    const again = await deliver("delivery-1", payload);
    expect([first.status, await first.text(), again.status]).toStrictEqual([200, "ok\n", 200]);
    // Answered before the work: GitHub waits 10 seconds at most.
    expect(answeredIn).toBeLessThan(2000);

    await until("the rocket reaction", () => github.api.some((r) => (r.body as { content?: string } | null)?.content === "rocket"));
    const third = await deliver("delivery-1", payload);
    expect(third.status).toBe(200);
    await until("the third delivery to be skipped", () => logs.filter((l) => l.msg.endsWith("skipped, a duplicate of work already queued, running or done")).length === 2);

    expect(github.api.map((r) => `${r.method} ${r.path}`)).toStrictEqual([
      `POST /app/installations/${INSTALLATION}/access_tokens`,
      `GET ${REPO}/contents/.github/odin-slice.yml`,
      `GET ${REPO}/collaborators/Codertocat/permission`,
      `POST ${REPO}/issues/comments/${COMMENT_ID}/reactions`,
      `GET ${REPO}/pulls/1`,
      `GET ${REPO}/pulls/1/reviews?per_page=100&page=1`,
      `GET ${REPO}/issues/1/comments?per_page=100&page=1`,
      `POST /app/installations/${INSTALLATION}/access_tokens`,
      `GET ${REPO}/pulls/1/files?per_page=100&page=1`,
      `POST ${REPO}/pulls/1/reviews`,
      `POST ${REPO}/issues/comments/${COMMENT_ID}/reactions`,
    ]);
    const tokens = github.api.filter((r) => r.path.endsWith("/access_tokens"));
    expect(tokens.map((r) => r.headers.authorization?.split(" ")[0])).toStrictEqual(["bearer", "bearer"]);
    expect(tokens[1]?.body).toStrictEqual({ repositories: ["Hello-World"], permissions: { contents: "read" } });
    // The checkout came from the server named by GHE_HOST, over git's smart HTTP protocol.
    expect(github.git.length).toBeGreaterThan(0);
    expect(github.git.every((g) => g.startsWith("GET /Codertocat/Hello-World.git/") || g.startsWith("POST /Codertocat/Hello-World.git/"))).toBe(true);

    expect(reviews.length).toBe(1);
    const review = reviews[0] as { commit_id: string; event: string; body: string; comments: unknown[] };
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
  });

  it("on SIGTERM, stops taking deliveries, finishes the running job and exits 0", async () => {
    const payload = appCommentPayload('/slice src/money.ts:1-3 "what does this return for negative cents?"');
    (payload.comment as Record<string, unknown>).id = SECOND_COMMENT_ID;
    expect((await deliver("delivery-2", payload)).status).toBe(200);
    // The job is waiting for the slow model when the signal comes.
    await until("the second model request", () => model.received.length === 2);
    const exited = new Promise<string>((resolve) => app.once("exit", (code, signal) => resolve(`${code} ${signal}`)));
    // To npm alone, as a process manager signals the process it started; npm passes it on to the server.
    process.kill(app.pid as number, "SIGTERM");
    expect(await exited).toBe("0 null");
    await until("the stop line", () => logs.some((l) => l.msg === "all jobs finished; stopped"), 5000);
    expect(logs.some((l) => l.msg === "SIGTERM: no new deliveries; waiting up to 10s for 1 running and 0 waiting jobs")).toBe(true);
    expect(reviews.length).toBe(2);
    expect((reviews[1] as { body: string }).body.startsWith(reviewMarker(SECOND_COMMENT_ID, repo.headSha))).toBe(true);
    await expect(deliver("delivery-3", payload)).rejects.toThrow();
  });
});
