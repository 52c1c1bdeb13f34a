// The worker for a configuration: GitHub Models and OpenAI-compatible servers share one client.
import { anthropicWorker } from "./anthropicWorker.js";
import { openAICompatibleWorker } from "./openAICompatibleWorker.js";
import { DEFAULT_RETRY, type RetryPolicy } from "./retry.js";
import type { Worker } from "./worker.js";
import type { WorkerConfig } from "./workerConfig.js";

export function createWorker(config: WorkerConfig, retry: RetryPolicy = DEFAULT_RETRY): Worker {
  return config.provider === "anthropic" ? anthropicWorker(config, retry) : openAICompatibleWorker(config, retry);
}
