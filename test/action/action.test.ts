// The Action in process, with nock standing in for the GitHub API, a bare repository for the git server and a
// local OpenAI-compatible endpoint for the model.
import { existsSync, readFileSync } from "node:fs";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { reviewMarker } from "../../src/github/review.js";
import { answer } from "../worker/answers.js";
import type { GitServer } from "../gitServer.js";
import { actionInputs, API, COMMENT_ID, ledgerServer, modelAnswering, modelRequests, noEarlierAnswer, reaction, REPO, resetNock, trusted } from "../nockGitHub.js";
import { issueCommentPayload, reviewCommentPayload } from "../payloads.js";
import { runAction } from "./harness.js";

let server: GitServer;

beforeAll(() => {
  server = ledgerServer();
  nock.disableNetConnect();
});

afterEach(() => resetNock());

afterAll(() => {
  nock.enableNetConnect();
});

const inputs = actionInputs;

const editInside = { file: "src/money.ts", start_line: 2, end_line: 2, replacement: "  return (cents / 100).toFixed(2);", rationale: "toFixed states the two decimals directly" };
const editOutside = { file: "src/ledger.ts", start_line: 13, end_line: 13, replacement: "    this.entries.push(Math.round(cents));", rationale: "keep whole cents" };

describe("the Action on a /slice comment", () => {
  it("answers a line-range request with one review: a suggestion inside the diff, a diff block outside it", async () => {
    modelAnswering(answer({ proposed_edits: [editInside, editOutside] }));
    let posted: Record<string, unknown> | null = null;
    const scope = nock(API);
    trusted(scope);
    reaction(scope, "issues", "eyes");
    scope.get(`${REPO}/pulls/1`).reply(200, { number: 1, head: { sha: server.headSha } });
    noEarlierAnswer(scope);
    // How many times the model had been asked when the pull request's diff was read.
    let askedBeforeDiff: number | null = null;
    scope
      .get(`${REPO}/pulls/1/files`)
      .query({ per_page: "100", page: "1" })
      .reply(() => ((askedBeforeDiff = modelRequests.length), [200, server.files]));
    scope
      .post(`${REPO}/pulls/1/reviews`, (body) => {
        posted = body;
        return true;
      })
      .reply(200, { id: 9, html_url: "https://github.com/Codertocat/Hello-World/pull/1#pullrequestreview-9" });
    reaction(scope, "issues", "rocket");

    const run = await runAction({
      event: "issue_comment",
      payload: issueCommentPayload('/slice src/ledger.ts:12-15 "What does Ledger.add do with an amount?"'),
      inputs: inputs(),
      env: { GITHUB_SERVER_URL: server.serverUrl },
    });

    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("answered");
    expect(run.outputs.failure).toBe("");
    expect(run.outputs["review-url"]).toBe("https://github.com/Codertocat/Hello-World/pull/1#pullrequestreview-9");
    expect(run.exitCode).toBeUndefined();
    const review = posted as unknown as { commit_id: string; event: string; body: string; comments: unknown[] };
    expect(review.commit_id).toBe(server.headSha);
    expect(review.event).toBe("COMMENT");
    expect(review.comments).toStrictEqual([
      { path: "src/money.ts", body: "toFixed states the two decimals directly\n\n```suggestion\n  return (cents / 100).toFixed(2);\n```", line: 2, side: "RIGHT" },
    ]);
    expect(review.body.startsWith(`${reviewMarker(COMMENT_ID, server.headSha)}\n\n**odin-slice** answered \`src/ledger.ts:12-15\` (neighborhood, depth 1):`)).toBe(true);
    expect(review.body).toContain(`- keep whole cents\n\n\`\`\`diff\n-    this.entries.push(cents);\n+    this.entries.push(Math.round(cents));\n\`\`\``.slice(2));
    expect(review.body).toContain(`${server.serverUrl}/Codertocat/Hello-World/blob/${server.headSha}/src/ledger.ts#L13`);
    const packet = JSON.parse(readFileSync(run.outputs["packet-path"] as string, "utf8"));
    expect(packet.anchor).toStrictEqual({ kind: "line_range", value: "src/ledger.ts:12-15" });
    expect(run.outputs["used-tokens"]).toBe(String(packet.budget.used_estimated_tokens));
    // The model saw the packet and nothing from the GitHub token.
    expect(modelRequests.length).toBe(1);
    expect(JSON.stringify(modelRequests)).not.toContain("ghs_workflowtoken0123456789");
    // The diff was read while the commit was fetched, before the model was asked, not after its answer.
    expect(askedBeforeDiff).toBe(0);
  });

  it("takes the commented diff lines as the anchor of a review comment", async () => {
    modelAnswering(answer({ evidence: [{ claim: "formatCents renders cents as a decimal string", file: "src/money.ts", start_line: 1, end_line: 3 }], uncertainties: [], proposed_edits: [] }));
    const payload = reviewCommentPayload('/slice "what does this return for negative cents?"', "src/money.ts", 1, 3, server.headSha);
    (payload.pull_request as Record<string, unknown>).number = 1;
    const scope = nock(API);
    trusted(scope, "write");
    reaction(scope, "pulls", "eyes");
    noEarlierAnswer(scope);
    scope.get(`${REPO}/pulls/1/files`).query({ per_page: "100", page: "1" }).reply(200, server.files);
    scope.post(`${REPO}/pulls/1/reviews`).reply(200, { html_url: "https://github.com/r/1" });
    reaction(scope, "pulls", "rocket");
    const run = await runAction({ event: "pull_request_review_comment", payload, inputs: inputs(), env: { GITHUB_SERVER_URL: server.serverUrl } });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("answered");
    const packet = JSON.parse(readFileSync(run.outputs["packet-path"] as string, "utf8"));
    expect(packet.anchor).toStrictEqual({ kind: "line_range", value: "src/money.ts:1-3" });
  });

  it("does nothing for a commenter without write permission: no reaction, no checkout, no model call", async () => {
    modelAnswering();
    const scope = nock(API);
    trusted(scope, "read");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts:1-3 "hi"'), inputs: inputs(), env: { GITHUB_SERVER_URL: server.serverUrl } });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("untrusted");
    expect(modelRequests).toStrictEqual([]);
  });

  it("answers /slice help with the usage", async () => {
    let reply = "";
    const scope = nock(API);
    trusted(scope);
    reaction(scope, "issues", "eyes");
    scope.post(`${REPO}/issues/1/comments`, (b) => ((reply = b.body), true)).reply(201, {});
    reaction(scope, "issues", "rocket");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload("/slice help"), inputs: inputs(), env: { GITHUB_SERVER_URL: server.serverUrl } });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("help");
    expect(reply).toContain('/slice ANCHOR [--mode neighborhood|upstream|downstream|path|entrypoint] [--depth N] [--peer ANCHOR] [--budget TOKENS] "TASK"');
  });

  it.each([
    ['/slice format "why?"', "symbol_not_found", "no definition named format"],
    ['/slice write "who writes?"', "ambiguous_symbol", '/slice src/sinks.ts#ConsoleSink.write "who writes?"\n/slice src/sinks.ts#MemorySink.write "who writes?"'],
    ['/slice src/ledger.ts --budget 50 "explain"', "anchor_exceeds_budget", "Give a narrower line range or a symbol, or a larger --budget."],
    ['/slice src/ledger.ts:30-40 "explain"', "invalid_anchor", "src/ledger.ts has 22 lines; 30-40 is past its end"],
    ['/slice Ledger.add --mode upstream --depth 9 "who?"', "invalid_depth", "upstream takes depth 2-4, not 9"],
    ['/slice ../../etc/passwd:1-2 "read it"', "path_outside_root", "leaves the repository"],
    ['/slice README.md --mode upstream "who?"', "analysis_unavailable", "upstream mode needs a parsed file: README.md"],
    ['/slice parseCents --mode path --peer Ledger.total "how?"', "path_not_found", "no certain call or reference path from src/money.ts:5-8"],
    ['/slice parseCents --mode entrypoint "who reaches it?"', "entrypoint_path_not_found", "no public entrypoint reaches src/money.ts:5-8"],
  ])("replies to %s with %s and its recovery", async (body, kind, text) => {
    modelAnswering();
    let reply = "";
    const scope = nock(API);
    trusted(scope);
    reaction(scope, "issues", "eyes");
    scope.get(`${REPO}/pulls/1`).reply(200, { number: 1, head: { sha: server.headSha } });
    noEarlierAnswer(scope);
    scope.post(`${REPO}/issues/1/comments`, (b) => ((reply = b.body), true)).reply(201, {});
    reaction(scope, "issues", "confused");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload(body), inputs: inputs(), env: { GITHUB_SERVER_URL: server.serverUrl } });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect([run.outputs.status, run.outputs.failure, run.exitCode]).toStrictEqual(["failed", kind, 1]);
    expect(reply).toContain(`**odin-slice** could not answer: \`${kind}\``);
    expect(reply).toContain(text);
    if (kind === "anchor_exceeds_budget") expect(reply).toContain("<details><summary>Outline of `src/ledger.ts`</summary>");
    expect(modelRequests).toStrictEqual([]);
  });

  it("answers /slice outline with the file's declarations, bodies elided", async () => {
    let reply = "";
    const scope = nock(API);
    trusted(scope);
    reaction(scope, "issues", "eyes");
    scope.get(`${REPO}/pulls/1`).reply(200, { number: 1, head: { sha: server.headSha } });
    scope.post(`${REPO}/issues/1/comments`, (b) => ((reply = b.body), true)).reply(201, {});
    reaction(scope, "issues", "rocket");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice outline src/ledger.ts "add"'), inputs: inputs(), env: { GITHUB_SERVER_URL: server.serverUrl } });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("answered");
    expect(reply.split("\n").slice(0, 4)).toStrictEqual([
      `**odin-slice** outline of [\`src/ledger.ts\`](${server.serverUrl}/Codertocat/Hello-World/blob/${server.headSha}/src/ledger.ts#L1-L22) at ${server.headSha.slice(0, 12)}:`,
      "",
      "```",
      expect.stringMatching(/^# src\/ledger\.ts: outline \(typescript\); \d+ of 22 lines, \d+ of 2048 estimated tokens, terms: add$/),
    ]);
    expect(reply).toContain("add(cents: number): void {");
  });

  it("replies to a command it cannot read", async () => {
    let reply = "";
    const scope = nock(API);
    trusted(scope);
    reaction(scope, "issues", "eyes");
    scope.post(`${REPO}/issues/1/comments`, (b) => ((reply = b.body), true)).reply(201, {});
    reaction(scope, "issues", "confused");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload("/slice src/ledger.ts"), inputs: inputs(), env: { GITHUB_SERVER_URL: server.serverUrl } });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("failed");
    expect(reply.startsWith("**odin-slice** could not read that command: the task is missing")).toBe(true);
  });

  it("ignores ordinary comments without any API call", async () => {
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload("Looks good to me"), inputs: inputs(), env: { GITHUB_SERVER_URL: server.serverUrl } });
    expect(run.outputs.status).toBe("ignored");
  });
});

describe("the Action in an automated workflow", () => {
  it("with anchor and task inputs and post: false, leaves the packet and the checked answer as files and writes nothing", async () => {
    modelAnswering(answer({ proposed_edits: [editInside] }));
    const scope = nock(API);
    scope.get(`${REPO}/pulls/1`).reply(200, { number: 1, head: { sha: server.headSha } });
    const payload = { repository: (issueCommentPayload("x").repository as Record<string, unknown>), sender: {} };
    const run = await runAction({
      event: "workflow_dispatch",
      payload,
      inputs: inputs({ anchor: "src/ledger.ts#Ledger.add", task: "What does Ledger.add do with an amount?", "pull-request": "1", post: "false" }),
      env: { GITHUB_SERVER_URL: server.serverUrl },
    });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("answered");
    expect(run.outputs["review-url"]).toBe("");
    const record = JSON.parse(readFileSync(run.outputs["answer-path"] as string, "utf8"));
    expect(Object.keys(record)).toStrictEqual(["packet", "response", "validation", "replacement", "failure"]);
    expect(record.validation.edits).toStrictEqual([
      { file: "src/money.ts", start_line: 2, end_line: 2, slice: "src/money.ts:1-3", disposition: "accepted", reason: expect.any(String) },
    ]);
    expect(existsSync(run.outputs["packet-path"] as string)).toBe(true);
    expect(run.summary).toContain("### odin-slice: answered");
  });
});
