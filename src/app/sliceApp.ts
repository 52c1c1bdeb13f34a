// The Probot app function: a comment webhook becomes one job on the work queue, and the job is one SliceService
// call with the repository's settings and the installation's credentials. The webhook is answered as soon as the
// job is queued; every fault of the job is caught here, once, and reported to a trusted commenter.
import type { ApplicationFunction, Context, Probot } from "probot";
import type { IndexCache } from "../core/indexCache.js";
import { checkoutCommit, type CheckoutRequest, type CheckoutResult } from "../github/checkout.js";
import type { GitObjectStores } from "../github/objectStores.js";
import { repoLineage, SliceService, type GitHubApi } from "../github/service.js";
import { decideTrigger, repoOf, type Repo, type TriggerDecision } from "../github/trigger.js";
import { answerSliceRequest } from "../pipeline/answerSliceRequest.js";
import { keepTreeNames } from "../pipeline/keepTreeNames.js";
import { createWorker } from "../worker/createWorker.js";
import { redact } from "../worker/providerError.js";
import type { WorkerConfig } from "../worker/workerConfig.js";
import { mayBeRequest } from "./mayBeRequest.js";
import { readSettings, type SettingsRead } from "./settings.js";
import type { JobOutcome, WorkQueue } from "./workQueue.js";

export type LogLevel = "debug" | "info" | "warn" | "error";

export interface SliceAppOptions {
  /** The web address of the GitHub server (https://github.com, or the GHE server): clone URLs and permalinks. */
  serverUrl: string;
  worker: WorkerConfig;
  queue: WorkQueue;
  /** Settings files are read again after this long (a cache spares one API call per comment). */
  settingsTtlMs?: number;
  log?: (level: LogLevel, line: string) => void;
  now?: () => number;
  /**
   * The index cache for one job: on disk, shared by the server's jobs (facts are kept by file content, so a later
   * comment on the same or a slightly changed tree parses only what changed). None: each job parses what it needs.
   */
  indexCache?: () => IndexCache;
  /** With a cache: index the rest of each checkout into it once the answer is posted (see keepTreeNames). */
  indexTree?: boolean;
  /** Git objects kept between checkouts of a repository, so that a later one fetches only what changed. */
  gitObjects?: GitObjectStores | null;
}

export const SETTINGS_TTL_MS = 60_000;
export const ABANDONED = "the server was stopped before the answer was ready; comment again to ask again";
const SETTINGS_CACHE_ENTRIES = 1000;

type Payload = Record<string, unknown>;
type CommentContext = Context<"issue_comment.created" | "pull_request_review_comment.created">;

export function sliceApp(options: SliceAppOptions): ApplicationFunction {
  return (app: Probot) => {
    const log = options.log ?? ((level: LogLevel, line: string) => app.log[level](line));
    const now = options.now ?? Date.now;
    const ttl = options.settingsTtlMs ?? SETTINGS_TTL_MS;
    const cache = new Map<string, { at: number; read: Promise<SettingsRead> }>();
    const apiKey = options.worker.apiKey;

    /** One read per repository and minute, shared by concurrent jobs; its problems are logged by the job that read. */
    async function settingsFor(installationId: number, repo: Repo, github: GitHubApi): Promise<SettingsRead> {
      const key = `${installationId}/${repo.owner}/${repo.repo}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < ttl) return { settings: (await hit.read).settings, problems: [] };
      const read = readSettings(github, repo);
      if (cache.size >= SETTINGS_CACHE_ENTRIES) cache.clear();
      const entry = { at: now(), read };
      cache.set(key, entry);
      // A failed read is not kept: the next comment tries again.
      read.catch(() => cache.get(key) === entry && cache.delete(key));
      return read;
    }

    /** A token for git alone: this repository's contents, read only. */
    async function checkoutToken(installationId: number, repo: Repo, secrets: string[]): Promise<string> {
      // The App's own client, not the event's: with GHE_HOST the event client's installation auth was seen
      // going to the public API host.
      const appOctokit = await app.auth();
      const { data } = await appOctokit.request("POST /app/installations/{installation_id}/access_tokens", {
        installation_id: installationId,
        repositories: [repo.repo],
        permissions: { contents: "read" },
      });
      secrets.push(data.token);
      return data.token;
    }

    // Jobs running and still on their way to an answer. The index a job makes after its answer gives way to them
    // and to the jobs waiting for a place in the queue: it reads no further file (what it parsed stays in the
    // cache, and a later answer goes on), so that a new comment neither shares the cores with it nor waits for it.
    let answering = 0;

    /** One comment's job: `run` answers it; `abandon` tells the commenter and removes the checkout at shutdown. */
    function job(context: CommentContext, installationId: number, repo: Repo, label: string): { run: () => Promise<JobOutcome>; abandon: () => Promise<void> } {
      const payload = context.payload as unknown as Payload;
      const github = context.octokit as unknown as GitHubApi;
      const secrets: string[] = apiKey ? [apiKey] : [];
      const say = (level: LogLevel, line: string) => log(level, redact(line, secrets));
      const checkouts = new Set<() => Promise<void>>();
      const lineage = repoLineage(options.serverUrl, repo);
      let service: SliceService | null = null;
      let decision: TriggerDecision | null = null;
      // Whether the answer is out (the job is indexing the tree after it), and whether shutdown abandoned the job.
      let answered = false;
      let abandoned = false;

      /** The checkout, with a token minted for it, remembered until the service disposes of it. */
      async function checkOut(request: CheckoutRequest): Promise<CheckoutResult> {
        const result = await checkoutCommit({ ...request, token: await checkoutToken(installationId, repo, secrets) }, options.gitObjects ?? null);
        if (!result.ok) return result;
        const dispose = result.checkout.dispose;
        checkouts.add(dispose);
        return { ok: true, checkout: { ...result.checkout, dispose: () => (checkouts.delete(dispose), dispose()) } };
      }

      async function run(): Promise<JobOutcome> {
        // Counted among `answering` until its answer is out (afterAnswer) or it ends without one (finally).
        answering++;
        try {
          const { settings, problems } = await settingsFor(installationId, repo, github);
          for (const problem of problems) say("warn", `${repo.owner}/${repo.repo}: ${problem}`);
          decision = decideTrigger(context.name, payload, settings.trigger);
          if (decision.t === "ignore") {
            say("debug", `${label}: ${decision.reason}`);
            return "done";
          }
          service = new SliceService({
            github,
            serverUrl: options.serverUrl,
            // The token reaches git only, minted when a checkout is due (never for untrusted commenters).
            token: null,
            // Read when text is posted, so it includes the checkout token once minted.
            secrets,
            config: { trigger: settings.trigger, allowedPermissions: settings.allowedPermissions, defaultBudget: settings.budget, post: true },
            checkout: checkOut,
            // The files' blob ids come from git rather than from reading and hashing every file.
            answer: (request, commit) => {
              const cache = options.indexCache?.() ?? null;
              if (cache && commit.blobs) cache.knowBlobs(request.root, commit.blobs);
              return answerSliceRequest(request, createWorker(options.worker), { cache, lineage });
            },
            afterAnswer: async (root, commit) => {
              if (!answered) answering--;
              answered = true;
              const cache = options.indexTree ? (options.indexCache?.() ?? null) : null;
              if (!cache) return;
              if (commit.blobs) cache.knowBlobs(root, commit.blobs);
              // Names read from a checkout removed under the index (at shutdown) would be wrong: none are kept then.
              const kept = await keepTreeNames(root, { cache, lineage, goOn: () => !abandoned && answering === 0 && options.queue.size.waiting === 0 });
              if (kept?.outcome === "kept") say("info", `${label}: indexed the tree for later requests (${kept.parsed} of ${kept.files} files parsed)`);
              if (kept?.outcome === "stopped") say("info", `${label}: stopped indexing the tree for later requests (${kept.parsed} of ${kept.files} files parsed); a later answer goes on`);
            },
            log: (line) => say("info", `${label}: ${line}`),
          });
          const outcome = await service.handle(decision);
          const detail = [outcome.failure, outcome.reviewUrl].filter(Boolean).join(", ");
          say("info", `${label}: ${outcome.status}${detail ? ` (${detail})` : ""}`);
          return "done";
        } catch (error) {
          const message = redact((error as Error).message ?? String(error), secrets);
          say("error", `${label}: ${message}`);
          if (service && decision && decision.t !== "ignore") await service.reportFault(decision.trigger, message);
          return "failed";
        } finally {
          if (!answered) answering--;
        }
      }

      async function abandon(): Promise<void> {
        abandoned = true;
        say("warn", answered ? `${label}: abandoned at shutdown while indexing the tree after the answer` : `${label}: abandoned at shutdown`);
        const pending = [...checkouts].map((dispose) => dispose());
        // reportFault answers only a commenter who passed the trust check, and never throws. One who has the
        // answer already is told nothing more.
        if (!answered && service && decision && decision.t !== "ignore") await service.reportFault(decision.trigger, ABANDONED);
        await Promise.all(pending);
      }

      return { run, abandon };
    }

    app.on(["issue_comment.created", "pull_request_review_comment.created"], async (context) => {
      const payload = context.payload as unknown as Payload;
      if (!mayBeRequest(context.name, payload)) return;
      const repo = repoOf(payload);
      const installationId = (payload.installation as { id?: unknown } | undefined)?.id;
      const commentId = (payload.comment as { id?: unknown }).id;
      if (!repo || typeof commentId !== "number") return;
      const label = `delivery ${context.id} (${context.name}, comment ${commentId} in ${repo.owner}/${repo.repo})`;
      if (typeof installationId !== "number") {
        log("warn", `${label}: the payload names no installation; ignored`);
        return;
      }
      // One job per delivery and per comment: a duplicate delivery, or a redelivery under a new ID, is skipped.
      const keys = [`delivery:${context.id}`, `${context.name}:${commentId}`];
      const { run, abandon } = job(context as CommentContext, installationId, repo, label);
      const pushed = options.queue.push(keys, label, run, abandon);
      if (pushed === "started" || pushed === "queued") log("info", `${label}: ${pushed}`);
    });
  };
}
