// Anthropic's Messages API through the official SDK, with the response schema as the output format.
import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError } from "@anthropic-ai/sdk";
import { ProviderError, showEndpoint } from "./providerError.js";
import { DEFAULT_RETRY, withRetries, type RetryPolicy } from "./retry.js";
import { translateSdkError } from "./sdkError.js";
import type { Worker, WorkerReply } from "./worker.js";
import { workerLabel, type WorkerConfig } from "./workerConfig.js";
import { structuredOutputSchema, type WorkerPrompt } from "./workerPrompt.js";

/** Room for an answer with evidence and edits; Anthropic requires a limit. */
export const ANTHROPIC_MAX_TOKENS = 8192;

export function anthropicWorker(config: WorkerConfig, retry: RetryPolicy = DEFAULT_RETRY): Worker {
  if (config.apiKey === null) throw new Error("anthropicWorker needs an API key");
  const client = new Anthropic({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    // Retries are ours: only 429 and 5xx, never another 4xx or a timeout.
    maxRetries: 0,
    logLevel: "off",
  });
  const classes = { APIError, APIConnectionError, APIConnectionTimeoutError };

  const once = async (prompt: WorkerPrompt): Promise<WorkerReply> => {
    let message: Anthropic.Message;
    try {
      message = await client.messages.create({
        model: config.model,
        max_tokens: ANTHROPIC_MAX_TOKENS,
        system: prompt.system,
        messages: [{ role: "user", content: prompt.user }],
        output_config: { format: { type: "json_schema", schema: structuredOutputSchema() as Record<string, unknown> } },
      });
    } catch (error) {
      throw translateSdkError(error, classes, config);
    }
    if (!Array.isArray(message.content)) throw new ProviderError("bad_reply", `${showEndpoint(config.baseUrl)} answered without content.`);
    const text = message.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("");
    return {
      text,
      truncated: message.stop_reason === "max_tokens",
      refusal: message.stop_reason === "refusal" ? text || "the model declined to answer" : null,
    };
  };

  return {
    label: workerLabel(config),
    ask: (prompt) => withRetries(() => once(prompt), retry),
  };
}
