// The Action's work once an event is a request: the GitHub client, the cache service, the slice and its answer,
// outputs and files out. Every fault is caught here, once: it fails the step with a message and, for a comment
// trigger, a 😕 and a short reply.
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as core from "@actions/core";
import * as github from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { cacheFromEnvironment } from "../core/indexCache.js";
import { IndexCacheStore } from "./indexCacheStore.js";
import { answerRecord } from "../pipeline/answerRecord.js";
import { answerSliceRequest } from "../pipeline/answerSliceRequest.js";
import { KEEP_TREE_NAMES_MS, keepTreeNames } from "../pipeline/keepTreeNames.js";
import { checkoutCommit } from "../github/checkout.js";
import { repoLineage, SliceService, type GitHubApi, type ServiceResult } from "../github/service.js";
import { repoOf, type TriggerDecision } from "../github/trigger.js";
import { createWorker } from "../worker/createWorker.js";
import { resolveWorkerConfig } from "../worker/workerConfig.js";
import { redact } from "../worker/providerError.js";
import type { ActionInputs } from "./main.js";

/** Serves a run that is a request: `decision` null for an automated run (anchor and task given as inputs). */
export async function serve(
  inputs: ActionInputs,
  decision: Exclude<TriggerDecision, { t: "ignore" }> | null,
  payload: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  secrets: string[],
): Promise<void> {
  let service: SliceService | null = null;
  const store = inputs.cache ? IndexCacheStore.fromEnvironment(env) : null;
  try {
    service = createService(inputs, env, secrets, store);
    const repo = repoOf(payload);
    if (!repo) throw new Error("the event names no repository");
    let outcome: ServiceResult;
    if (decision === null) {
      if (!inputs.anchor || !inputs.task) throw new Error("automated runs need both the anchor and the task inputs");
      const pr = payload as { pull_request?: { number?: number }; issue?: { number?: number; pull_request?: unknown } };
      const pullNumber = inputs.pullRequest ?? pr.pull_request?.number ?? (pr.issue?.pull_request ? (pr.issue.number ?? null) : null);
      const sha = pullNumber !== null ? await service.headSha(repo, pullNumber) : (env.GITHUB_SHA ?? "");
      outcome = await service.answer(
        repo,
        pullNumber,
        sha,
        {
          anchor: inputs.anchor,
          task: inputs.task,
          mode: inputs.mode || undefined,
          depth: inputs.depth ?? undefined,
          peer: inputs.peer || null,
          budget: inputs.budget,
        },
        Number(env.GITHUB_RUN_ID ?? 0),
      );
    } else {
      outcome = await service.handle(decision);
    }
    await report(outcome, env.RUNNER_TEMP ?? env.TMPDIR ?? "/tmp");
    if (outcome.status === "failed") core.setFailed(`odin-slice: ${outcome.failure ?? "failed"}`);
  } catch (error) {
    const message = redact((error as Error).message, secrets);
    core.setOutput("status", "failed");
    core.setOutput("failure", "error");
    if (service && decision) await service.reportFault(decision.trigger, message);
    core.setFailed(`odin-slice: ${message}`);
  } finally {
    // After the outcome is out: what the slice parsed is worth keeping whether or not it answered.
    await store?.save();
  }
}

function createService(inputs: ActionInputs, env: NodeJS.ProcessEnv, secrets: string[], store: IndexCacheStore | null): SliceService {
  const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com";
  const octokit = github.getOctokit(
    inputs.token,
    {
      baseUrl: env.GITHUB_API_URL ?? "https://api.github.com",
      // Node's own fetch, not @actions/github's bundled undici, so that proxies and test servers see the calls.
      request: { fetch: globalThis.fetch },
      throttle: {
        onRateLimit: (after: number, options: { method: string; url: string }, _o: unknown, retryCount: number) => {
          core.warning(`rate limited on ${options.method} ${options.url}; retrying after ${after}s`);
          return retryCount < 2;
        },
        onSecondaryRateLimit: (after: number, options: { method: string; url: string }, _o: unknown, retryCount: number) => {
          core.warning(`secondary rate limit on ${options.method} ${options.url}; retrying after ${after}s`);
          return retryCount < 2;
        },
      },
    },
    retry,
    throttling,
  );

  const workerEnv: Record<string, string | undefined> = {
    ...env,
    ODIN_SLICE_API_KEY: inputs.apiKey || (inputs.provider === "github-models" ? inputs.token : undefined),
  };
  return new SliceService({
    github: octokit as unknown as GitHubApi,
    serverUrl,
    token: inputs.token,
    secrets: inputs.apiKey ? [inputs.apiKey] : [],
    config: { trigger: inputs.trigger, allowedPermissions: inputs.allowedPermissions, defaultBudget: inputs.budget, post: inputs.post },
    checkout: checkoutCommit,
    // Begun once a slice is sure to be built (help, untrusted and duplicate runs never touch the cache), as the
    // checkout begins: the download and unpacking of the folder run while git fetches the commit. A fault of the
    // restore surfaces where `answer` awaits the same promise, not as an unhandled rejection here.
    prepare: (commit) => void store?.restore(commit.sha).catch(() => undefined),
    answer: async (request, commit) => {
      const config = resolveWorkerConfig({ provider: inputs.provider, model: inputs.model, baseUrl: inputs.baseUrl }, workerEnv);
      if (!config.ok) throw new Error(`model configuration: ${config.message}`);
      if (store) await store.restore(commit.sha);
      const cache = store?.cache ?? cacheFromEnvironment(env);
      if (cache && commit.blobs) cache.knowBlobs(request.root, commit.blobs);
      return answerSliceRequest(request, createWorker(config.config), { cache, lineage: repoLineage(serverUrl, commit.repo) });
    },
    afterAnswer: async (root, commit) => {
      // Only into a cache kept between runs: the engine's own folder on a hosted runner is gone with the run.
      const cache = inputs.indexTree ? (store?.cache ?? null) : null;
      if (!cache) return;
      const kept = await keepTreeNames(root, { cache, lineage: repoLineage(serverUrl, commit.repo) });
      if (kept?.outcome === "kept") core.info(`index cache: indexed the tree for later runs (${kept.parsed} of ${kept.files} files parsed)`);
      if (kept?.outcome === "stopped") core.info(`index cache: stopped indexing the tree after ${KEEP_TREE_NAMES_MS / 60_000} minutes (${kept.parsed} of ${kept.files} files parsed); the next run goes on`);
    },
    log: (line) => core.info(redact(line, secrets)),
  });
}

/** Outputs, the packet and answer files on the runner, and a job summary. */
async function report(outcome: ServiceResult, tempDir: string): Promise<void> {
  core.setOutput("status", outcome.status);
  core.setOutput("failure", outcome.failure ?? "");
  core.setOutput("review-url", outcome.reviewUrl ?? "");
  const answer = outcome.answer;
  const round = answer?.replacement ?? answer?.first ?? null;
  core.setOutput("used-tokens", round ? String(round.packet.budget.used_estimated_tokens) : "");
  if (answer) {
    const dir = join(tempDir, "odin-slice");
    mkdirSync(dir, { recursive: true });
    if (round) {
      const packetPath = join(dir, "packet.json");
      writeFileSync(packetPath, round.packetBytes);
      core.setOutput("packet-path", packetPath);
    }
    const answerPath = join(dir, "answer.json");
    writeFileSync(answerPath, `${JSON.stringify(answerRecord(answer), null, 2)}\n`);
    core.setOutput("answer-path", answerPath);
  }
  const lines = [`### odin-slice: ${outcome.status}`, ""];
  if (outcome.failure) lines.push(`Failure: \`${outcome.failure}\``, "");
  if (outcome.reviewUrl) lines.push(`Review: ${outcome.reviewUrl}`, "");
  if (round) lines.push(`Packet: ${round.packet.slices.length} slices, ${round.packet.budget.used_estimated_tokens} of ${round.packet.budget.limit_estimated_tokens} estimated tokens.`);
  // Appended directly: core.summary keeps the first file it saw for the life of the process.
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${lines.join("\n")}\n`);
}
