// The worker for a configuration: GitHub Models and OpenAI-compatible servers share one client. The provider's
// SDK is loaded at the first question: a request that fails before it asks, or a run that only replies, never
// loads it, and a run loads only the one SDK it uses.
import { DEFAULT_RETRY, type RetryPolicy } from "./retry.js";
import type { Worker, WorkerReply } from "./worker.js";
import { workerLabel, type WorkerConfig } from "./workerConfig.js";
import type { WorkerPrompt } from "./workerPrompt.js";

export function createWorker(config: WorkerConfig, retry: RetryPolicy = DEFAULT_RETRY): Worker {
  let made: Promise<Worker> | null = null;
  const make = async (): Promise<Worker> =>
    config.provider === "anthropic" ? (await import("./anthropicWorker.js")).anthropicWorker(config, retry) : (await import("./openAICompatibleWorker.js")).openAICompatibleWorker(config, retry);
  return {
    label: workerLabel(config),
    async ask(prompt: WorkerPrompt): Promise<WorkerReply> {
      made ??= make();
      return (await made).ask(prompt);
    },
  };
}
