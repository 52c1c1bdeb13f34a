// GitHub Models and any OpenAI-compatible server (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp, LM Studio)
// through the official OpenAI SDK: chat completions with the response schema as structured output.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import { ProviderError, redact, showEndpoint } from "./providerError.js";
import { DEFAULT_RETRY, withRetries, type RetryPolicy } from "./retry.js";
import { translateSdkError } from "./sdkError.js";
import type { Worker, WorkerReply } from "./worker.js";
import { workerLabel, type WorkerConfig } from "./workerConfig.js";
import { structuredOutputSchema, type WorkerPrompt } from "./workerPrompt.js";

/** Sent as the key to a server of one's own that wants none (the SDK insists on one). */
const NO_KEY = "no-key";

export function openAICompatibleWorker(config: WorkerConfig, retry: RetryPolicy = DEFAULT_RETRY): Worker {
  const client = new OpenAI({
    apiKey: config.apiKey ?? NO_KEY,
    baseURL: config.baseUrl,
    organization: null,
    project: null,
    timeout: config.timeoutMs,
    // Retries are ours: only 429 and 5xx, never another 4xx or a timeout.
    maxRetries: 0,
    logLevel: "off",
  });
  const classes = { APIError, APIConnectionError, APIConnectionTimeoutError };

  const once = async (prompt: WorkerPrompt): Promise<WorkerReply> => {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await client.chat.completions.create({
        model: config.model,
        messages: [
          { role: "system", content: prompt.system },
          { role: "user", content: prompt.user },
        ],
        response_format: {
          type: "json_schema",
          json_schema: { name: "odin_slice_response", strict: true, schema: structuredOutputSchema() as Record<string, unknown> },
        },
      });
    } catch (error) {
      throw translateSdkError(error, classes, config);
    }
    const choice = completion.choices?.[0];
    if (!choice) throw new ProviderError("bad_reply", `${showEndpoint(config.baseUrl)} answered without a choice.`);
    const refusal = choice.message.refusal ?? null;
    return {
      text: choice.message.content ?? "",
      truncated: choice.finish_reason === "length",
      refusal: refusal === null ? null : redact(refusal, [config.apiKey]),
    };
  };

  return {
    label: workerLabel(config),
    ask: (prompt) => withRetries(() => once(prompt), retry),
  };
}
