// A look at a comment webhook before any work is queued: most comments are ordinary prose, and skipping them
// here costs no queue slot and no API call. The full decision (with the repository's trigger word) comes later.
import { TRIGGER_FIRST } from "./settings.js";

type Payload = Record<string, unknown>;

const field = (value: unknown, key: string): unknown => (value && typeof value === "object" ? (value as Payload)[key] : undefined);

export function mayBeRequest(eventName: string, payload: Payload): boolean {
  if (payload.action !== "created") return false;
  if (eventName === "issue_comment" && !field(payload.issue, "pull_request")) return false;
  if (eventName !== "issue_comment" && eventName !== "pull_request_review_comment") return false;
  const comment = payload.comment;
  if (field(field(comment, "user"), "type") === "Bot") return false;
  const body = field(comment, "body");
  if (typeof body !== "string") return false;
  // Every trigger word starts with one of TRIGGER_FIRST, at the start of a line.
  return body.split(/\r\n?|\n/).some((line) => TRIGGER_FIRST.includes(line.trimStart().charAt(0) || "\n"));
}
