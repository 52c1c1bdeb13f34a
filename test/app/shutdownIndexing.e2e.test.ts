// Shutdown while a job indexes its checkout after its answer: the bundled server, a repository of a few thousand
// files (a few seconds to index on two cores) and a shutdown bound of three seconds. The commenter, who has the
// answer, is told nothing more; no names are kept from the checkout removed under the index; the server exits 0.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gitServer, MONEY_AFTER, type GitServer } from "../gitServer.js";
import { answer, KEY } from "../worker/answers.js";
import { openAIChat, startStandIn, type StandIn } from "../worker/standIn.js";
import { standInEnv, startAppProcess, type AppProcess } from "./appProcess.js";
import { gheRoutes, REPO, type GheState } from "./gheRoutes.js";
import { startGitHubStandIn, type GitHubStandIn } from "./githubStandIn.js";
import { appCommentPayload } from "./harness.js";

const COMMENT_ID = 492700400;
const GENERATED = 3000;

let repo: GitServer;
let github: GitHubStandIn;
let model: StandIn;
let app: AppProcess;
let state: GheState;
let tmp: string;
let cacheDir: string;

/** The ledger fixture and GENERATED more modules, each of three hundred lines that nothing else uses. */
function largeLedger(): string {
  const dir = mkdtempSync(join(tmpdir(), "odin-slice-large-ledger-"));
  cpSync(join(import.meta.dirname, "..", "worker-fixtures", "ledger"), dir, { recursive: true });
  mkdirSync(join(dir, "gen"));
  for (let i = 0; i < GENERATED; i++) {
    const body = Array.from({ length: 60 }, (_, j) => `export function f${i}_${j}(x: number): number {\n  const y = x * ${j} + ${i};\n  return y > 10 ? y - 1 : y + 1;\n}\n`).join("\n");
    writeFileSync(join(dir, "gen", `m${i}.ts`), body);
  }
  return dir;
}

beforeAll(async () => {
  repo = gitServer({ owner: "Codertocat", repo: "Hello-World", fixture: largeLedger(), change: { "src/money.ts": MONEY_AFTER }, pullNumber: 1 });
  state = { repo, url: () => github.url, settings: null, reviews: [], comments: [] };
  github = await startGitHubStandIn({ gitRoot: fileURLToPath(repo.serverUrl), answer: gheRoutes(state) });
  model = await startStandIn([openAIChat(JSON.stringify(answer()))]);
  tmp = mkdtempSync(join(tmpdir(), "odin-slice-app-tmp-"));
  cacheDir = mkdtempSync(join(tmpdir(), "odin-slice-app-cache-"));
  app = await startAppProcess({
    TMPDIR: tmp,
    ...standInEnv(github.host, model.url, KEY),
    ODIN_SLICE_CACHE_DIR: cacheDir,
    ODIN_SLICE_SHUTDOWN_SECONDS: "3",
  });
}, 120_000);

afterAll(async () => {
  app?.kill();
  await Promise.all([github?.close(), model?.close()]);
});

/** The name indexes kept in the cache folder. */
function keptNames(): string[] {
  return readdirSync(cacheDir).flatMap((d) => (existsSync(join(cacheDir, d, "reports")) ? readdirSync(join(cacheDir, d, "reports")).filter((f) => f.endsWith(".names")) : []));
}

describe("the App server at shutdown, while a job indexes after its answer", () => {
  it("stops the index, keeps no names, tells the commenter nothing more and exits 0", async () => {
    expect((await app.deliver("delivery-1", appCommentPayload('/slice src/ledger.ts:12-15 "why?"'))).status).toBe(200);
    const reactions = () => github.api.filter((r) => r.path === `${REPO}/issues/comments/${COMMENT_ID}/reactions`).map((r) => (r.body as { content: string }).content);
    // The rocket is the last thing the job posts before it indexes the checkout.
    await app.until("the rocket", () => reactions().includes("rocket"), 60_000);
    process.kill(app.child.pid as number, "SIGTERM");
    expect(await app.exited).toBe("0 null");

    expect(state.reviews.length).toBe(1);
    expect(state.comments).toStrictEqual([]);
    expect(reactions()).toStrictEqual(["eyes", "rocket"]);
    expect(readdirSync(tmp).filter((f) => f.startsWith("odin-slice-checkout-"))).toStrictEqual([]);
    expect(keptNames()).toStrictEqual([]);
    const label = `delivery delivery-1 (issue_comment, comment ${COMMENT_ID} in Codertocat/Hello-World)`;
    const said = app.logs.map((l) => l.msg);
    expect(said.filter((m) => m.includes("abandon"))).toStrictEqual([`${label}: abandoned at shutdown while indexing the tree after the answer`, `stopped with 1 jobs abandoned: ${label}`]);
    expect(said.some((m) => m.includes("indexed the tree for later requests"))).toBe(false);
  }, 120_000);
});
