// The App server's settings, read from the environment once at start: a misconfigured server refuses to start
// rather than accept webhooks it cannot answer.
import { resolveWorkerConfig, type WorkerConfig } from "../worker/workerConfig.js";
import type { QueueLimits } from "./workQueue.js";

export interface AppConfig {
  port: number;
  host: string;
  /** The web address of the GitHub server: clone URLs and permalinks are built from it. */
  serverUrl: string;
  worker: WorkerConfig;
  queue: QueueLimits;
  shutdownMs: number;
  /** Index the rest of a checkout into the cache once its answer is posted (ODIN_SLICE_INDEX_TREE). */
  indexTree: boolean;
}

export type AppConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

export const DEFAULT_PORT = 3000;
export const DEFAULT_CONCURRENCY = 2;
export const DEFAULT_QUEUE_LIMIT = 20;
/** Index the rest of each checkout into the cache after its answer: later requests on the repository need it. */
export const DEFAULT_INDEX_TREE = true;
/** Below the 30 seconds most platforms (Kubernetes, Heroku, ECS) wait between SIGTERM and SIGKILL. */
export const DEFAULT_SHUTDOWN_SECONDS = 25;

type Env = Readonly<Record<string, string | undefined>>;

const given = (v: string | undefined): string | undefined => (v !== undefined && v.trim() !== "" ? v.trim() : undefined);

function whole(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const value = given(env[name]);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`);
    return fallback;
  }
  return Number(value);
}

function onOff(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const value = given(env[name])?.toLowerCase();
  if (value === undefined) return fallback;
  if (value !== "true" && value !== "false") {
    problems.push(`${name} must be true or false, not ${JSON.stringify(value)}`);
    return fallback;
  }
  return value === "true";
}

export function readAppConfig(env: Env): AppConfigResult {
  const problems: string[] = [];
  if (!given(env.APP_ID)) problems.push("APP_ID is not set (the App's ID from its settings page)");
  if (!given(env.PRIVATE_KEY) && !given(env.PRIVATE_KEY_PATH)) problems.push("set PRIVATE_KEY (the PEM text) or PRIVATE_KEY_PATH (a .pem file)");
  // Probot would otherwise accept deliveries signed with the word "development".
  if (!given(env.WEBHOOK_SECRET)) problems.push("WEBHOOK_SECRET is not set (the secret the App's webhook is signed with)");

  const port = whole(env, "PORT", DEFAULT_PORT, 0, 65535, problems);
  const host = given(env.HOST) ?? "localhost";
  const gheHost = given(env.GHE_HOST);
  const protocol = given(env.GHE_PROTOCOL) ?? "https";
  if (protocol !== "https" && protocol !== "http") problems.push(`GHE_PROTOCOL must be https or http, not ${JSON.stringify(protocol)}`);
  if (gheHost !== undefined && /[/\s]/.test(gheHost)) problems.push(`GHE_HOST is a host name (and port), without a scheme or path, not ${JSON.stringify(gheHost)}`);
  const serverUrl = gheHost ? `${protocol}://${gheHost}` : "https://github.com";

  const queue: QueueLimits = {
    concurrency: whole(env, "ODIN_SLICE_CONCURRENCY", DEFAULT_CONCURRENCY, 1, 64, problems),
    maxWaiting: whole(env, "ODIN_SLICE_QUEUE_LIMIT", DEFAULT_QUEUE_LIMIT, 0, 10_000, problems),
    remember: 10_000,
  };
  const shutdownMs = whole(env, "ODIN_SLICE_SHUTDOWN_SECONDS", DEFAULT_SHUTDOWN_SECONDS, 0, 3600, problems) * 1000;
  const indexTree = onOff(env, "ODIN_SLICE_INDEX_TREE", DEFAULT_INDEX_TREE, problems);

  const worker = resolveWorkerConfig({}, env);
  if (!worker.ok) problems.push(`model: ${worker.message}`);
  if (problems.length > 0 || !worker.ok) return { ok: false, problems };
  return { ok: true, config: { port, host, serverUrl, worker: worker.config, queue, shutdownMs, indexTree } };
}
