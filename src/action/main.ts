// The GitHub Action: inputs and the event in, one SliceService call, outputs and files out. Every fault is
// caught here, once: it fails the step with a message and, for a comment trigger, a 😕 and a short reply.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as core from "@actions/core";
import * as github from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { cacheFromEnvironment } from "../core/indexCache.js";
import { IndexCacheStore } from "./indexCacheStore.js";
import { answerRecord } from "../pipeline/answerRecord.js";
import { answerSliceRequest } from "../pipeline/answerSliceRequest.js";
import { checkoutCommit } from "../github/checkout.js";
import { SliceService, type GitHubApi, type ServiceResult } from "../github/service.js";
import { decideTrigger, repoOf } from "../github/trigger.js";
import { createWorker } from "../worker/createWorker.js";
import { resolveWorkerConfig } from "../worker/workerConfig.js";
import { redact } from "../worker/providerError.js";

export interface ActionInputs {
  token: string;
  provider: string;
  model: string;
  apiKey: string;
  baseUrl: string;
  budget: number;
  trigger: string;
  allowedPermissions: string[];
  anchor: string;
  task: string;
  mode: string;
  depth: number | null;
  peer: string;
  pullRequest: number | null;
  post: boolean;
  /** Keep the index cache between runs in the Actions cache service. */
  cache: boolean;
}

function positive(name: string, value: string, fallback: number | null): number | null {
  if (value.trim() === "") return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) <= 0) throw new Error(`input ${name} must be a positive whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

function flag(name: string, value: string): boolean {
  const v = value.trim().toLowerCase();
  if (!["", "true", "false"].includes(v)) throw new Error(`input ${name} must be true or false, not ${JSON.stringify(v)}`);
  return v !== "false";
}

export function readInputs(get: (name: string) => string): ActionInputs {
  return {
    token: get("github-token"),
    provider: get("provider") || "github-models",
    model: get("model"),
    apiKey: get("api-key"),
    baseUrl: get("base-url"),
    budget: positive("budget", get("budget"), 8192) as number,
    trigger: get("trigger") || "/slice",
    allowedPermissions: (get("allowed-permissions") || "write,maintain,admin").split(",").map((s) => s.trim()).filter(Boolean),
    anchor: get("anchor"),
    task: get("task"),
    mode: get("mode"),
    depth: positive("depth", get("depth"), null),
    peer: get("peer"),
    pullRequest: positive("pull-request", get("pull-request"), null),
    post: flag("post", get("post")),
    cache: flag("cache", get("cache")),
  };
}

export async function run(): Promise<void> {
  const env = process.env;
  let inputs: ActionInputs;
  try {
    inputs = readInputs((name) => core.getInput(name));
  } catch (error) {
    core.setFailed((error as Error).message);
    return;
  }
  for (const secret of [inputs.token, inputs.apiKey]) if (secret) core.setSecret(secret);
  const secrets = [inputs.token, inputs.apiKey];

  // The event as the runner hands it over, read at each run (github.context is fixed when it is imported).
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const payload: Record<string, unknown> = env.GITHUB_EVENT_PATH && existsSync(env.GITHUB_EVENT_PATH) ? JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8")) : {};
  const decision = inputs.anchor || inputs.task ? null : decideTrigger(eventName, payload, inputs.trigger);
  if (decision?.t === "ignore") {
    core.info(`nothing to do: ${decision.reason}`);
    core.setOutput("status", "ignored");
    return;
  }
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
    answer: async (request, commit) => {
      const config = resolveWorkerConfig({ provider: inputs.provider, model: inputs.model, baseUrl: inputs.baseUrl }, workerEnv);
      if (!config.ok) throw new Error(`model configuration: ${config.message}`);
      // Restored here, once a slice is sure to be built: help, untrusted and duplicate runs never touch the cache.
      if (store) await store.restore(commit.sha);
      const cache = store?.cache ?? cacheFromEnvironment(env);
      if (cache && commit.blobs) cache.knowBlobs(request.root, commit.blobs);
      // The checkout is a fresh folder each run: the names kept from an earlier whole index are filed by repository.
      const lineage = `${serverUrl}/${commit.repo.owner}/${commit.repo.repo}`;
      return answerSliceRequest(request, createWorker(config.config), { cache, lineage });
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
