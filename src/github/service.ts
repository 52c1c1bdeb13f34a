// The GitHub side of one request, shared by the Action and the App: trust check, reactions, checkout, the
// pipeline, one review, and the reply on failure. The pipeline and the checkout are passed in, so both shells
// (and tests) decide where answers and trees come from.
import type { Command } from "../core/command.js";
import { commandUsage } from "../core/command.js";
import type { Failure } from "../core/failure.js";
import { redactSecrets } from "../core/redact.js";
import type { SliceRequest } from "../core/request.js";
import type { CheckoutRequest, CheckoutResult } from "./checkout.js";
import { parseHunks, type Hunk } from "./hunks.js";
import type { SliceAnswer } from "../pipeline/answerSliceRequest.js";
import { DEFAULT_OUTLINE_CAP, formatOutline, outlineFile } from "../core/outline/index.js";
import { permalink, renderFailure, renderReview, reviewMarker } from "./review.js";
import { capBody, fenced, sanitizeMarkdown } from "./sanitize.js";
import type { Repo, Trigger, TriggerDecision } from "./trigger.js";

/** The one Octokit method the service uses; both @actions/github's and Probot's clients have it. */
export interface GitHubApi {
  request(route: string, parameters?: Record<string, unknown>): Promise<{ status: number; data: unknown }>;
}

export type PipelineAnswer = SliceAnswer;

export interface ServiceConfig {
  trigger: string;
  allowedPermissions: readonly string[];
  defaultBudget: number;
  /** False: compute and return the answer, post and react nothing. */
  post: boolean;
}

export interface ServiceDeps {
  github: GitHubApi;
  serverUrl: string;
  token: string | null;
  /** Other secrets in reach (a model key): never posted, whatever text carries them. */
  secrets?: readonly string[];
  config: ServiceConfig;
  /**
   * Runs the pipeline on a checkout; `commit` names what was checked out (the Action keys its index cache by it)
   * and the blob ids git gave its files, if any (see Checkout.blobs).
   */
  answer: (request: SliceRequest, commit: { repo: Repo; sha: string; blobs: ReadonlyMap<string, string> | null }) => Promise<PipelineAnswer>;
  /**
   * Runs on the same checkout once the answer is posted (or returned, without posting): the shells index the
   * rest of the tree into their cache there (see keepTreeNames). What it throws is logged; the result stands.
   */
  afterAnswer?: (root: string, commit: { repo: Repo; sha: string; blobs: ReadonlyMap<string, string> | null }) => Promise<void>;
  /**
   * Called as a slice's checkout begins (past every check that can end the run without one): what `answer` will
   * need that the checkout does not, started here, runs while the commit is fetched (the Action's index cache
   * download). It must not throw; `answer` awaits what it started.
   */
  prepare?: (commit: { repo: Repo; sha: string }) => void;
  checkout: (request: CheckoutRequest) => Promise<CheckoutResult>;
  log: (line: string) => void;
}

export type Status = "ignored" | "untrusted" | "help" | "duplicate" | "answered" | "failed";

export interface ServiceResult {
  status: Status;
  failure: string | null;
  reviewUrl: string | null;
  answer: PipelineAnswer | null;
  sha: string | null;
}

const result = (status: Status, over: Partial<ServiceResult> = {}): ServiceResult => ({
  status,
  failure: null,
  reviewUrl: null,
  answer: null,
  sha: null,
  ...over,
});

type Reaction = "eyes" | "rocket" | "confused";

export function cloneUrl(serverUrl: string, repo: Repo): string {
  return `${serverUrl.replace(/\/$/, "")}/${repo.owner}/${repo.repo}.git`;
}

/**
 * What the names a whole index keeps are filed under for a repository (WorkspaceOptions.lineage): each checkout is
 * a fresh folder, so a request and the index after its answer must name the repository the same way.
 */
export function repoLineage(serverUrl: string, repo: Repo): string {
  return `${serverUrl}/${repo.owner}/${repo.repo}`;
}

async function permissionOf(github: GitHubApi, repo: Repo, user: string): Promise<string> {
  try {
    const { data } = await github.request("GET /repos/{owner}/{repo}/collaborators/{username}/permission", { ...repo, username: user });
    const d = data as { permission?: string; role_name?: string };
    // role_name distinguishes maintain from write; permission alone reports maintain as write.
    return d.role_name ?? d.permission ?? "none";
  } catch (error) {
    if ((error as { status?: number }).status === 404) return "none";
    throw error;
  }
}

async function listAll(github: GitHubApi, route: string, parameters: Record<string, unknown>): Promise<unknown[]> {
  const out: unknown[] = [];
  for (let page = 1; page <= 30; page++) {
    const { data } = await github.request(route, { ...parameters, per_page: 100, page });
    const items = data as unknown[];
    out.push(...items);
    if (items.length < 100) break;
  }
  return out;
}

export class SliceService {
  /** Comments whose authors passed the trust check: only they get a reply when something breaks. */
  private readonly trusted = new Set<number>();

  constructor(private readonly deps: ServiceDeps) {}

  /** Tells a trusted commenter that a fault stopped the answer; never throws. */
  async reportFault(trigger: Trigger, message: string): Promise<void> {
    if (!this.trusted.has(trigger.comment.id)) return;
    try {
      await this.reply(trigger, capBody(`**odin-slice** could not answer: ${sanitizeMarkdown(message)}`));
      await this.react(trigger, "confused");
    } catch (error) {
      this.deps.log(`could not report the fault: ${(error as Error).message}`);
    }
  }

  private async react(trigger: Trigger, content: Reaction): Promise<void> {
    if (!this.deps.config.post) return;
    const route =
      trigger.comment.kind === "issue"
        ? "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
        : "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions";
    try {
      await this.deps.github.request(route, { ...trigger.repo, comment_id: trigger.comment.id, content });
    } catch (error) {
      // A reaction is a courtesy: its failure must not lose the answer.
      this.deps.log(`could not add the ${content} reaction: ${(error as Error).message}`);
    }
  }

  /** Every text posted goes through here: no known secret and nothing shaped like a credential leaves. */
  private outgoing(text: string): string {
    return redactSecrets(text, [this.deps.token, ...(this.deps.secrets ?? [])]);
  }

  private async reply(trigger: Trigger, text: string): Promise<void> {
    if (!this.deps.config.post) return;
    const body = this.outgoing(text);
    if (trigger.comment.kind === "issue") {
      await this.deps.github.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", { ...trigger.repo, issue_number: trigger.pullNumber, body });
    } else {
      await this.deps.github.request("POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies", {
        ...trigger.repo,
        pull_number: trigger.pullNumber,
        comment_id: trigger.comment.id,
        body,
      });
    }
  }

  /** Answers a comment event: the whole path from payload to review. */
  async handle(decision: TriggerDecision): Promise<ServiceResult> {
    if (decision.t === "ignore") return result("ignored", { failure: null });
    const { trigger } = decision;
    const permission = await permissionOf(this.deps.github, trigger.repo, trigger.comment.author);
    if (!this.deps.config.allowedPermissions.includes(permission)) {
      this.deps.log(`${trigger.comment.author} has ${permission} permission; only ${this.deps.config.allowedPermissions.join(", ")} may trigger a slice`);
      return result("untrusted");
    }
    this.trusted.add(trigger.comment.id);
    // The eyes go out while the work begins; every later reply and reaction waits for them (react never throws).
    const eyes = this.react(trigger, "eyes");
    const usage = commandUsage(this.deps.config.trigger);
    if (decision.t === "invalid") {
      await eyes;
      await this.reply(trigger, capBody(`**odin-slice** could not read that command: ${sanitizeMarkdown(decision.message)}\n\n${fenced(usage)}`));
      await this.react(trigger, "confused");
      return result("failed", { failure: "invalid_request" });
    }
    const command: Command = decision.command;
    if (command.kind === "help") {
      await eyes;
      await this.reply(trigger, `**odin-slice** answers questions about the code of this pull request from exact, checked slices of it.\n\n${fenced(usage)}`);
      await this.react(trigger, "rocket");
      return result("help");
    }
    if (command.kind === "outline") {
      await eyes;
      return this.outline(trigger, command.path, command.terms);
    }

    const [sha] = await Promise.all([this.recordedSha(trigger), eyes]);
    const anchor = command.anchor ?? (trigger.diffLines ? `${trigger.diffLines.path}:${trigger.diffLines.start}-${trigger.diffLines.end}` : null);
    const marker = reviewMarker(trigger.comment.id, sha);
    if (await this.alreadyAnswered(trigger.repo, trigger.pullNumber, marker)) {
      this.deps.log(`comment ${trigger.comment.id} at ${sha} was already answered`);
      return result("duplicate", { sha });
    }
    if (anchor === null) {
      const failure: Failure = { kind: "invalid_anchor", message: "the command gives no anchor; comment on diff lines or name FILE:START-END or a symbol" };
      await this.reply(trigger, renderFailure(failure, (a) => `${this.deps.config.trigger} ${a} "…"`, marker));
      await this.react(trigger, "confused");
      return result("failed", { failure: failure.kind, sha });
    }
    const outcome = await this.answer(trigger.repo, trigger.pullNumber, sha, {
      anchor,
      task: command.task,
      mode: command.mode ?? undefined,
      depth: command.depth ?? undefined,
      peer: command.peer,
      budget: command.budget ?? this.deps.config.defaultBudget,
    }, trigger.comment.id, async (outcome) => {
      if (outcome.status === "failed" && outcome.answer?.failure && this.deps.config.post) {
        const example = (a: string) => `${this.deps.config.trigger} ${a} ${JSON.stringify(command.task)}`;
        await this.reply(trigger, renderFailure(outcome.answer.failure, example, marker));
      }
      await this.react(trigger, outcome.status === "answered" ? "rocket" : "confused");
    });
    return outcome;
  }

  /** `/slice outline PATH "terms"`: the file's declarations with bodies elided, as a reply. */
  private async outline(trigger: Trigger, path: string, terms: string[]): Promise<ServiceResult> {
    const sha = await this.recordedSha(trigger);
    return this.withCheckout(trigger.repo, trigger.pullNumber, sha, async (dir) => {
      const outlined = await outlineFile(dir, path, { terms, cap: DEFAULT_OUTLINE_CAP });
      if (!outlined.ok) {
        await this.reply(trigger, renderFailure(outlined.failure, (a) => `${this.deps.config.trigger} outline ${a}`, reviewMarker(trigger.comment.id, sha)));
        await this.react(trigger, "confused");
        return result("failed", { failure: outlined.failure.kind, sha });
      }
      const c = outlined.value;
      const link = permalink({ serverUrl: this.deps.serverUrl, ...trigger.repo, sha }, c.file ?? path, 1, c.source_lines);
      await this.reply(trigger, capBody(`**odin-slice** outline of [\`${c.file ?? path}\`](${link}) at ${sha.slice(0, 12)}:\n\n${fenced(formatOutline(c).trimEnd())}`));
      await this.react(trigger, "rocket");
      return result("answered", { sha });
    });
  }

  /** The commit to slice: the one a review comment was left on, else the pull request's head as it is now. */
  private recordedSha(trigger: Trigger): Promise<string> {
    if (trigger.comment.kind === "review" && trigger.headSha) return Promise.resolve(trigger.headSha);
    return this.headSha(trigger.repo, trigger.pullNumber);
  }

  async headSha(repo: Repo, pullNumber: number): Promise<string> {
    const { data } = await this.deps.github.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", { ...repo, pull_number: pullNumber });
    return (data as { head: { sha: string } }).head.sha;
  }

  private async alreadyAnswered(repo: Repo, pullNumber: number, marker: string): Promise<boolean> {
    if (!this.deps.config.post) return false;
    // Both listed at once (one round trip of waiting where there were two); a review that holds the marker settles
    // it whatever the comments' listing gives.
    const reviews = listAll(this.deps.github, "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews", { ...repo, pull_number: pullNumber });
    const comments = listAll(this.deps.github, "GET /repos/{owner}/{repo}/issues/{issue_number}/comments", { ...repo, issue_number: pullNumber });
    comments.catch(() => undefined);
    if ((await reviews).some((r) => String((r as { body?: string }).body ?? "").includes(marker))) return true;
    return (await comments).some((c) => String((c as { body?: string }).body ?? "").includes(marker));
  }

  private async hunks(repo: Repo, pullNumber: number, request?: { retries: number }): Promise<Map<string, Hunk[]>> {
    const files = await listAll(this.deps.github, "GET /repos/{owner}/{repo}/pulls/{pull_number}/files", { ...repo, pull_number: pullNumber, ...(request ? { request } : {}) });
    const map = new Map<string, Hunk[]>();
    for (const f of files as { filename: string; patch?: string }[]) map.set(f.filename, f.patch ? parseHunks(f.patch) : []);
    return map;
  }

  /**
   * Checks out the commit, runs the pipeline and posts one review, then `settle` (what a comment trigger still
   * tells its commenter) and the afterAnswer hook on the same checkout. Used for comment triggers and for
   * automated runs that name the anchor and task themselves.
   */
  async answer(
    repo: Repo,
    pullNumber: number | null,
    sha: string,
    request: Omit<SliceRequest, "root">,
    commentId: number,
    settle?: (outcome: ServiceResult) => Promise<void>,
  ): Promise<ServiceResult> {
    this.deps.prepare?.({ repo, sha });
    // The pull request's diff, which the review needs only once the answer is in, is read while the commit is
    // fetched and the pipeline runs (a listing of many pages is as many round trips), once, with no retries: where
    // that fails, it is read again when the review needs it, as it was before.
    const hunks = this.deps.config.post && pullNumber !== null ? this.hunks(repo, pullNumber, { retries: 0 }).catch(() => null) : null;
    return this.withCheckout(repo, pullNumber, sha, async (dir, blobs) => {
      const answer = await this.deps.answer({ ...request, root: dir }, { repo, sha, blobs });
      const outcome = await this.deliver(repo, pullNumber, sha, answer, commentId, hunks);
      // The commenter hears the outcome (a failure's reply, the last reaction) before the hook's work begins.
      await settle?.(outcome);
      await this.afterAnswer(dir, { repo, sha, blobs });
      return outcome;
    });
  }

  /** The hook run once the answer is out; never throws (the answer is posted whatever it does). */
  private async afterAnswer(dir: string, commit: { repo: Repo; sha: string; blobs: ReadonlyMap<string, string> | null }): Promise<void> {
    if (!this.deps.afterAnswer) return;
    try {
      await this.deps.afterAnswer(dir, commit);
    } catch (error) {
      this.deps.log(`after the answer: ${(error as Error).message ?? String(error)}`);
    }
  }

  /** Posts the answer as one review (when the service posts and there is a pull request); the service's result. */
  private async deliver(
    repo: Repo,
    pullNumber: number | null,
    sha: string,
    answer: PipelineAnswer,
    commentId: number,
    diff: Promise<Map<string, Hunk[]> | null> | null,
  ): Promise<ServiceResult> {
    const round = answer.replacement ?? answer.first;
    if (answer.failure || !round) return result("failed", { failure: answer.failure?.kind ?? "packet_invalid", answer, sha });
    if (!this.deps.config.post || pullNumber === null) return result("answered", { answer, sha });
    const hunks = (await diff) ?? (await this.hunks(repo, pullNumber));
    const review = renderReview(round, { serverUrl: this.deps.serverUrl, ...repo, sha, commentId, hunks, worker: answer.worker }, answer.replacement !== null);
    const url = await this.postReview(repo, pullNumber, sha, review.body, review.comments);
    return result(answer.outcome === "answered" ? "answered" : "failed", { reviewUrl: url, answer, sha, failure: answer.outcome === "answered" ? null : answer.outcome });
  }

  /** Runs `work` on a fresh checkout of the commit and removes the checkout afterwards, whatever happens. */
  private async withCheckout<T>(
    repo: Repo,
    pullNumber: number | null,
    sha: string,
    work: (dir: string, blobs: ReadonlyMap<string, string> | null) => Promise<T>,
  ): Promise<T> {
    const checkedOut = await this.deps.checkout({ cloneUrl: cloneUrl(this.deps.serverUrl, repo), sha, pullNumber, token: this.deps.token });
    if (!checkedOut.ok) throw new Error(`checkout of ${sha} failed: ${checkedOut.message}`);
    try {
      return await work(checkedOut.checkout.dir, checkedOut.checkout.blobs);
    } finally {
      await checkedOut.checkout.dispose();
    }
  }

  /** One review; if GitHub still refuses a suggestion (422), the same review without them rather than none. */
  private async postReview(repo: Repo, pullNumber: number, sha: string, body: string, comments: unknown[]): Promise<string | null> {
    const post = (b: string, c: unknown[]) =>
      this.deps.github.request("POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews", {
        ...repo,
        pull_number: pullNumber,
        commit_id: sha,
        event: "COMMENT",
        body: this.outgoing(b),
        comments: (c as { body: string }[]).map((comment) => ({ ...comment, body: this.outgoing(comment.body) })),
      });
    try {
      const { data } = await post(body, comments);
      return (data as { html_url?: string }).html_url ?? null;
    } catch (error) {
      if ((error as { status?: number }).status !== 422 || comments.length === 0) throw error;
      this.deps.log(`GitHub refused the suggestions (422); posting the review without them`);
      const moved = (comments as { path: string; line: number; start_line?: number; body: string }[])
        .map((c) => `- \`${c.path}:${c.start_line ?? c.line}-${c.line}\`\n\n${c.body}`)
        .join("\n\n");
      const { data } = await post(capBody(`${body}\n\n**Suggestions GitHub would not place on the diff**\n\n${moved}`), []);
      return (data as { html_url?: string }).html_url ?? null;
    }
  }
}
