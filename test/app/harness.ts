// The App loaded into Probot in process: a generated App key, Probot's Octokit without retries and throttling
// (they would make every write wait), a real work queue, and a log kept for assertions.
import { generateKeyPairSync } from "node:crypto";
import { Probot, ProbotOctokit } from "probot";
import { sliceApp } from "../../src/app/sliceApp.js";
import { WorkQueue } from "../../src/app/workQueue.js";
import type { WorkerConfig } from "../../src/worker/workerConfig.js";
import type { IndexCache } from "../../src/core/indexCache.js";
import { issueCommentPayload } from "../payloads.js";

export const INSTALLATION = 4242;
export const EVENT_TOKEN = "ghs_eventtoken0123456789abcdef";
export const CHECKOUT_TOKEN = "ghs_checkouttoken0123456789abc";
/** src/money.ts of the ledger fixture as the pull request changes it. */

let key: string | null = null;
export function appKey(): string {
  key ??= generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs1", format: "pem" }).toString();
  return key;
}

export interface LoadedApp {
  probot: Probot;
  queue: WorkQueue;
  lines: string[];
}

export async function loadApp(options: {
  serverUrl: string;
  worker: WorkerConfig;
  concurrency?: number;
  now?: () => number;
  indexCache?: () => IndexCache;
  indexTree?: boolean;
}): Promise<LoadedApp> {
  const lines: string[] = [];
  const Octokit = ProbotOctokit.defaults((o: Record<string, unknown>) => ({ ...o, retry: { enabled: false }, throttle: { enabled: false } }));
  const probot = new Probot({ appId: 1, privateKey: appKey(), Octokit, logLevel: "fatal" });
  const queue = new WorkQueue({ concurrency: options.concurrency ?? 2, maxWaiting: 10, remember: 100 }, (line) => lines.push(line));
  await probot.load(
    sliceApp({
      serverUrl: options.serverUrl,
      worker: options.worker,
      queue,
      now: options.now,
      log: (level, line) => lines.push(`${level}: ${line}`),
      indexCache: options.indexCache,
      indexTree: options.indexTree,
    }),
  );
  return { probot, queue, lines };
}

/** An issue_comment.created on pull request 1, as an installation of the App receives it. */
export function appCommentPayload(body: string, over: { login?: string } = {}): Record<string, unknown> {
  const payload = issueCommentPayload(body, { number: 1, ...over });
  payload.installation = { id: INSTALLATION, node_id: "MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uNDI0Mg==" };
  return payload;
}
