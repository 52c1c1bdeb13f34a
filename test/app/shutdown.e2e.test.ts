// Shutdown with a request that cannot finish in time: the bundled server, a model that answers too late, and a
// shutdown bound of ten seconds. The requester is told, the checkout is removed, and the server exits 0.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABANDONED } from "../../src/app/sliceApp.js";
import { ledgerServer, type GitServer } from "../gitServer.js";
import { answer, KEY } from "../worker/answers.js";
import { openAIChat, startStandIn, type StandIn } from "../worker/standIn.js";
import { standInEnv, startAppProcess, type AppProcess } from "./appProcess.js";
import { gheRoutes, REPO, type GheState } from "./gheRoutes.js";
import { startGitHubStandIn, type GitHubStandIn } from "./githubStandIn.js";
import { appCommentPayload } from "./harness.js";

const COMMENT_ID = 492700400;

let repo: GitServer;
let github: GitHubStandIn;
let model: StandIn;
let app: AppProcess;
let state: GheState;
/** The server's temporary directory, where its checkouts go. */
let tmp: string;

beforeAll(async () => {
  repo = ledgerServer();
  state = { repo, url: () => github.url, settings: null, reviews: [], comments: [] };
  github = await startGitHubStandIn({ gitRoot: fileURLToPath(repo.serverUrl), answer: gheRoutes(state) });
  model = await startStandIn([{ ...openAIChat(JSON.stringify(answer())), delayMs: 30_000 }]);
  tmp = mkdtempSync(join(tmpdir(), "odin-slice-app-tmp-"));
  app = await startAppProcess({
    TMPDIR: tmp,
    ...standInEnv(github.host, model.url, KEY),
    ODIN_SLICE_SHUTDOWN_SECONDS: "10",
  });
});

afterAll(async () => {
  app?.kill();
  await Promise.all([github?.close(), model?.close()]);
});

describe("the App server at shutdown", () => {
  it("abandons a request still running at the bound: a reply asks to comment again, the checkout is removed, exit 0", async () => {
    expect((await app.deliver("delivery-1", appCommentPayload('/slice src/ledger.ts:12-15 "why?"'))).status).toBe(200);
    await app.until("the model request", () => model.received.length === 1);
    expect(readdirSync(tmp).filter((f) => f.startsWith("odin-slice-checkout-")).length).toBe(1);

    const signalled = Date.now();
    process.kill(app.child.pid as number, "SIGTERM");
    expect(await app.exited).toBe("0 null");
    // Drained for 8 s of the 10 s bound, then 2 s at most for the abandon hooks (Probot spaces writes a second
    // apart: the reply, then the reaction).
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(8000);
    expect(Date.now() - signalled).toBeLessThan(10_000 + 1500);

    expect(state.reviews).toStrictEqual([]);
    expect(state.comments).toStrictEqual([{ body: `**odin-slice** could not answer: ${ABANDONED}` }]);
    const reactions = github.api.filter((r) => r.path === `${REPO}/issues/comments/${COMMENT_ID}/reactions`).map((r) => (r.body as { content: string }).content);
    expect(reactions).toStrictEqual(["eyes", "confused"]);
    expect(readdirSync(tmp).filter((f) => f.startsWith("odin-slice-checkout-"))).toStrictEqual([]);
    const label = `delivery delivery-1 (issue_comment, comment ${COMMENT_ID} in Codertocat/Hello-World)`;
    expect(app.logs.map((l) => l.msg).filter((m) => m.includes("abandon"))).toStrictEqual([`${label}: abandoned at shutdown`, `stopped with 1 jobs abandoned: ${label}`]);
  });
});
