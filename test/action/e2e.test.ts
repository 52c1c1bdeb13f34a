// The bundled Action (dist/index.js) run as the runner runs it, under Node 20 and Node 24, against local stand-ins:
// an HTTP server for the GitHub API, a bare repository as the git server, an OpenAI-compatible model server.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { answer, KEY } from "../worker/answers.js";
import { openAIChat, startStandIn, type StandIn } from "../worker/standIn.js";
import { startGitHubStandIn, type GitHubStandIn } from "../githubStandIn.js";
import { ledgerServer, type GitServer } from "../gitServer.js";
import { issueCommentPayload } from "../payloads.js";
import { parseOutputs } from "./harness.js";
import { actionEnv, DIST, REPO, reviewRoutes, runDist } from "./runDist.js";
import { NODE24 } from "../globalSetup.js";

const TOKEN = "ghs_e2eworkflowtoken987654321";

let git: GitServer;
let api: GitHubStandIn | null = null;
let model: StandIn | null = null;

beforeAll(() => {
  git = ledgerServer();
});

afterEach(async () => {
  await api?.close();
  await model?.close();
  api = null;
  model = null;
});

const editInside = { file: "src/money.ts", start_line: 2, end_line: 2, replacement: "  return (cents / 100).toFixed(2);", rationale: "toFixed states the two decimals directly" };

describe.each([
  ["Node 20", process.execPath],
  ["Node 24", NODE24],
])("dist/index.js under %s", (_label, node) => {
  it("answers a /slice comment with exactly one review and writes nothing but reactions and the review", async () => {
    model = await startStandIn([openAIChat(JSON.stringify(answer({ proposed_edits: [editInside] })))]);
    api = await startGitHubStandIn(reviewRoutes(git, "https://github.example/Codertocat/Hello-World/pull/1#pullrequestreview-77"));
    const runner = mkdtempSync(join(tmpdir(), "odin-slice-runner-"));
    writeFileSync(join(runner, "event.json"), JSON.stringify(issueCommentPayload('/slice src/ledger.ts#Ledger.add "What does Ledger.add do with an amount?"')));
    writeFileSync(join(runner, "output"), "");
    writeFileSync(join(runner, "summary"), "");
    const env = actionEnv(runner, { api: api.url, server: git.serverUrl, model: model.url }, { token: TOKEN, key: KEY }, git.baseSha);
    const result = await runDist(node, env);
    expect([result.code, result.stderr]).toStrictEqual([0, ""]);
    const outputs = parseOutputs(readFileSync(join(runner, "output"), "utf8"));
    expect(outputs.status).toBe("answered");
    expect(outputs["review-url"]).toBe("https://github.example/Codertocat/Hello-World/pull/1#pullrequestreview-77");

    // Every write is a reaction or the review; no secret leaves for the model or the log.
    const writes = api.requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);
    expect(writes).toStrictEqual([
      `POST ${REPO}/issues/comments/492700400/reactions`,
      `POST ${REPO}/pulls/1/reviews`,
      `POST ${REPO}/issues/comments/492700400/reactions`,
    ]);
    expect(api.requests.filter((r) => r.method === "POST" && r.path.endsWith("/reactions")).map((r) => r.body)).toStrictEqual([{ content: "eyes" }, { content: "rocket" }]);
    expect(api.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    expect(JSON.stringify(model.received)).not.toContain(TOKEN);
    // The only place the secrets appear is the runner's own masking command.
    const log = result.stdout.split("\n").filter((l) => !l.startsWith("::add-mask::"));
    expect(result.stdout.split("\n").filter((l) => l.startsWith("::add-mask::"))).toStrictEqual([`::add-mask::${TOKEN}`, `::add-mask::${KEY}`]);
    expect(log.join("\n")).not.toContain(TOKEN);
    expect(log.join("\n")).not.toContain(KEY);

    const review = api.requests.find((r) => r.method === "POST" && r.path.endsWith("/reviews"))?.body as Record<string, unknown>;
    const link = (path: string, lines: string) => `${git.serverUrl}/Codertocat/Hello-World/blob/${git.headSha}/${path}#${lines}`;
    const packet = JSON.parse(readFileSync(outputs["packet-path"] as string, "utf8"));
    expect(review).toStrictEqual({
      commit_id: git.headSha,
      event: "COMMENT",
      comments: [{ path: "src/money.ts", body: "toFixed states the two decimals directly\n\n```suggestion\n  return (cents / 100).toFixed(2);\n```", line: 2, side: "RIGHT" }],
      body: [
        `<!-- odin-slice:comment=492700400:sha=${git.headSha} -->`,
        "**odin-slice** answered `src/ledger.ts#Ledger.add` (neighborhood, depth 1):",
        "> What does Ledger.add do with an amount?",
        "add keeps the amount in entries, then writes it, formatted by formatCents, to the sink.",
        [
          "**Evidence**",
          `- add keeps the amount in entries ([\`src/ledger.ts:13\`](${link("src/ledger.ts", "L13")}))`,
          `- formatCents renders cents as a decimal string ([\`src/money.ts:1-3\`](${link("src/money.ts", "L1-L3")}))`,
          `- the formatted line goes to MemorySink.write, which keeps it in memory ([\`src/ledger.ts:14\`](${link("src/ledger.ts", "L14")}))`,
        ].join("\n"),
        "**Uncertain** (not proven by the code in the packet)\n- hypothesis: the formatted line goes to MemorySink.write, which keeps it in memory",
        "**Proposed edits**: 1 as suggestions on the diff, to accept by hand.",
        `<details><summary>Validation</summary>\n\n- budget: ${packet.budget.used_estimated_tokens} of 8192 estimated tokens, within the limit\n- citations: 3 of 3 inside the packet and unchanged on disk\n- claims: 3 of 3 accepted\n- edits: 1 of 1 accepted (inside the packet, still parse)\n\n</details>`,
        [
          "<details><summary>Packet</summary>",
          "",
          `- ${packet.slices.length} slices, ${packet.budget.used_estimated_tokens} of 8192 estimated tokens`,
          `- ${packet.uncertain_edges.length} uncertain edges, ${packet.omissions.length} omissions${packet.omissions.length ? ` (${[...new Set(packet.omissions.map((o: { reason: string }) => o.reason))].join(", ")})` : ""}`,
          `- [\`src/ledger.ts:12-15\`](${link("src/ledger.ts", "L12-L15")})`,
          `- [\`src/ledger.ts:1\`](${link("src/ledger.ts", "L1")})`,
          `- [\`src/ledger.ts:7-22\`](${link("src/ledger.ts", "L7-L22")})`,
          `- [\`src/money.ts:1-3\`](${link("src/money.ts", "L1-L3")})`,
          "- worker: `openai stand-in-model`",
          "",
          "</details>",
        ].join("\n"),
      ].join("\n\n"),
    });
    expect(packet.slices.map((s: { relationship: string; file: string; start_line: number; end_line: number }) => `${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "anchor src/ledger.ts:12-15",
      "import src/ledger.ts:1-1",
      "enclosing src/ledger.ts:7-22",
      "callee src/money.ts:1-3",
    ]);
  });
});

describe("dist/index.js on an event that is no command", () => {
  it("ends with its status before the code that serves a request is loaded", async () => {
    // The entry and what it imports before it decides, copied without the rest: a run that loaded more would fail.
    const alone = mkdtempSync(join(tmpdir(), "odin-slice-entry-"));
    const copy = (file: string): void => {
      copyFileSync(join(dirname(DIST), file), join(alone, file));
      for (const [, imported] of readFileSync(join(dirname(DIST), file), "utf8").matchAll(/^(?:import|} from|export \* from) ?"\.\/([^"]+)";?$/gm)) copy(imported as string);
    };
    copy("index.js");
    expect(readdirSync(alone).filter((f) => f.startsWith("serve-"))).toStrictEqual([]);
    copyFileSync(join(dirname(DIST), "package.json"), join(alone, "package.json"));
    const runner = mkdtempSync(join(tmpdir(), "odin-slice-runner-"));
    writeFileSync(join(runner, "event.json"), JSON.stringify(issueCommentPayload("Looks good to me, thanks!")));
    writeFileSync(join(runner, "output"), "");
    const env = actionEnv(runner, { api: "http://127.0.0.1:9", server: "http://127.0.0.1:9", model: "http://127.0.0.1:9" }, { token: TOKEN, key: KEY }, "0".repeat(40));
    const result = await runDist(process.execPath, env, join(alone, "index.js"));
    expect([result.code, result.stderr, parseOutputs(readFileSync(join(runner, "output"), "utf8")).status]).toStrictEqual([0, "", "ignored"]);
    expect(result.stdout).toContain("nothing to do: ");
  });
});
