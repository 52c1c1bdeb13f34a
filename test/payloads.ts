// Real webhook payloads from @octokit/webhooks-examples, adapted to a case: a comment body, a pull request.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const examples = require("@octokit/webhooks-examples/api.github.com/index.json") as { name: string; examples: Record<string, unknown>[] }[];

function example(name: string, action: string, index = 0): Record<string, unknown> {
  const list = (examples.find((e) => e.name === name)?.examples ?? []).filter((e) => e.action === action);
  const found = list[index];
  if (!found) throw new Error(`no ${name}.${action} example`);
  return structuredClone(found);
}

/** An issue_comment.created on a pull request (the examples comment on an issue; a pull request link is added). */
export function issueCommentPayload(body: string, over: { login?: string; type?: string; number?: number } = {}): Record<string, unknown> {
  const p = example("issue_comment", "created");
  const issue = p.issue as Record<string, unknown>;
  const comment = p.comment as Record<string, unknown>;
  const repository = p.repository as Record<string, unknown>;
  if (over.number !== undefined) issue.number = over.number;
  const owner = (repository.owner as Record<string, string>).login;
  issue.pull_request = { url: `https://api.github.com/repos/${owner}/${String(repository.name)}/pulls/${String(issue.number)}` };
  comment.body = body;
  const user = comment.user as Record<string, unknown>;
  if (over.login) user.login = over.login;
  if (over.type) user.type = over.type;
  return p;
}

/** A pull_request_review_comment.created on lines start..end of a file, right side. */
export function reviewCommentPayload(body: string, path: string, start: number | null, end: number, headSha?: string): Record<string, unknown> {
  const p = example("pull_request_review_comment", "created", 1);
  const comment = p.comment as Record<string, unknown>;
  Object.assign(comment, { body, path, line: end, start_line: start, side: "RIGHT", start_side: start === null ? null : "RIGHT" });
  if (headSha) {
    ((p.pull_request as Record<string, unknown>).head as Record<string, unknown>).sha = headSha;
    comment.commit_id = headSha;
  }
  return p;
}
