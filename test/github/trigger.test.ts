import { describe, expect, it } from "vitest";
import { decideTrigger } from "../../src/github/trigger.js";
import { issueCommentPayload, reviewCommentPayload } from "../payloads.js";

describe("decideTrigger", () => {
  it("reads a /slice comment on a pull request", () => {
    const decision = decideTrigger("issue_comment", issueCommentPayload('/slice src/a.ts:1-4 "why?"'));
    expect(decision).toStrictEqual({
      t: "command",
      trigger: {
        repo: { owner: "Codertocat", repo: "Hello-World" },
        pullNumber: 1,
        comment: { id: 492700400, kind: "issue", author: "Codertocat", body: '/slice src/a.ts:1-4 "why?"' },
        headSha: null,
        diffLines: null,
      },
      command: { kind: "slice", anchor: "src/a.ts:1-4", task: "why?", mode: null, depth: null, peer: null, budget: null },
    });
  });

  it("takes the commented diff lines of a review comment as its anchor", () => {
    const decision = decideTrigger("pull_request_review_comment", reviewCommentPayload('/slice "what does this do?"', "src/a.ts", 3, 7));
    if (decision.t !== "command") throw new Error(decision.t);
    expect(decision.trigger.diffLines).toStrictEqual({ path: "src/a.ts", start: 3, end: 7 });
    expect(decision.trigger.headSha).toBe("ec26c3e57ca3a959ca5aad62de7213c562f8c821");
    expect(decision.trigger.comment.kind).toBe("review");
  });

  it.each([
    ["push", {}, "push events carry no comment"],
    ["issue_comment", { ...issueCommentPayload('/slice a "b"'), action: "edited" }, "comment edited, not created"],
    ["issue_comment", issueCommentPayload("LGTM"), "not a command"],
    ["issue_comment", issueCommentPayload('/slice a "b"', { login: "odin-slice[bot]", type: "Bot" }), "comments by bots are ignored"],
  ])("ignores %s: %s", (event, payload, reason) => {
    expect(decideTrigger(event, payload as Record<string, unknown>)).toStrictEqual({ t: "ignore", reason });
  });

  it("ignores a command on a plain issue", () => {
    const payload = issueCommentPayload('/slice a "b"');
    delete (payload.issue as Record<string, unknown>).pull_request;
    expect(decideTrigger("issue_comment", payload)).toStrictEqual({ t: "ignore", reason: "a comment on an issue, not a pull request" });
  });

  it("reports a malformed command so that it can be answered", () => {
    const decision = decideTrigger("issue_comment", issueCommentPayload("/slice a.ts"));
    expect(decision.t === "invalid" && decision.message).toBe('the task is missing: end the command with the question in double quotes, e.g. "why does this leak?"');
  });
});
