// Which webhook events are requests, read from the payload alone: a pure decision, so that non-commands are
// ignored before any API call, checkout or model call.
import { parseCommand, type Command } from "../core/command.js";

export interface Repo {
  owner: string;
  repo: string;
}

/** Lines of the new file that a review comment was left on: the anchor when the command gives none. */
export interface DiffLines {
  path: string;
  start: number;
  end: number;
}

export interface Trigger {
  repo: Repo;
  pullNumber: number;
  comment: { id: number; kind: "issue" | "review"; author: string; body: string };
  /** The head SHA the payload reports, if any (the pull request is read again before checkout). */
  headSha: string | null;
  diffLines: DiffLines | null;
}

export type TriggerDecision =
  | { t: "ignore"; reason: string }
  | { t: "invalid"; trigger: Trigger; message: string }
  | { t: "command"; trigger: Trigger; command: Command };

type Payload = Record<string, unknown>;

function obj(value: unknown): Payload | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Payload) : null;
}

function str(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
}

export function repoOf(payload: Payload): Repo | null {
  const repository = obj(payload.repository);
  const owner = str(obj(repository?.owner)?.login);
  const name = str(repository?.name);
  return owner && name ? { owner, repo: name } : null;
}

/** Reads a comment event; anything that is not a new `/slice` comment on a pull request is ignored. */
export function decideTrigger(eventName: string, payload: Payload, trigger = "/slice"): TriggerDecision {
  if (eventName !== "issue_comment" && eventName !== "pull_request_review_comment") {
    return { t: "ignore", reason: `${eventName} events carry no comment` };
  }
  if (payload.action !== "created") return { t: "ignore", reason: `comment ${String(payload.action)}, not created` };
  const comment = obj(payload.comment);
  const user = obj(comment?.user);
  const body = str(comment?.body) ?? "";
  const id = num(comment?.id);
  const author = str(user?.login);
  const repo = repoOf(payload);
  if (!comment || id === null || !author || !repo) return { t: "ignore", reason: "the payload has no comment" };
  // Bots, this one included, never trigger work: their text may quote commands.
  if (user?.type === "Bot" || author.endsWith("[bot]")) return { t: "ignore", reason: "comments by bots are ignored" };
  const parsed = parseCommand(body, trigger);
  if (parsed.t === "none") return { t: "ignore", reason: "not a command" };

  let pullNumber: number | null;
  let headSha: string | null = null;
  let diffLines: DiffLines | null = null;
  if (eventName === "issue_comment") {
    const issue = obj(payload.issue);
    if (!obj(issue?.pull_request)) return { t: "ignore", reason: "a comment on an issue, not a pull request" };
    pullNumber = num(issue?.number);
  } else {
    const pr = obj(payload.pull_request);
    pullNumber = num(pr?.number);
    headSha = str(obj(pr?.head)?.sha);
    const path = str(comment.path);
    const line = num(comment.line);
    const startLine = num(comment.start_line) ?? line;
    const onRight = (comment.side ?? "RIGHT") === "RIGHT" && (comment.start_side ?? "RIGHT") === "RIGHT";
    if (path && line !== null && startLine !== null && onRight && comment.subject_type !== "file") {
      diffLines = { path, start: Math.min(startLine, line), end: Math.max(startLine, line) };
    }
  }
  if (pullNumber === null) return { t: "ignore", reason: "the payload names no pull request" };
  const found: Trigger = { repo, pullNumber, comment: { id, kind: eventName === "issue_comment" ? "issue" : "review", author, body }, headSha, diffLines };
  if (parsed.t === "error") return { t: "invalid", trigger: found, message: parsed.message };
  return { t: "command", trigger: found, command: parsed.command };
}
