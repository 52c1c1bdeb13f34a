import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  translateSdkError
} from "./chunk-SOVCSDWD.js";
import {
  DEFAULT_RETRY,
  ProviderError,
  showEndpoint,
  structuredOutputSchema,
  withRetries,
  workerLabel
} from "./chunk-LV3MOGXW.js";
import "./chunk-X6EQBXGC.js";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  Anthropic
} from "./chunk-WANOSVIK.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/worker/anthropicWorker.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var ANTHROPIC_MAX_TOKENS = 8192;
function anthropicWorker(config, retry = DEFAULT_RETRY) {
  if (config.apiKey === null) throw new Error("anthropicWorker needs an API key");
  const client = new Anthropic({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    // Retries are ours: only 429 and 5xx, never another 4xx or a timeout.
    maxRetries: 0,
    logLevel: "off"
  });
  const classes = { APIError, APIConnectionError, APIConnectionTimeoutError };
  const once = /* @__PURE__ */ __name(async (prompt) => {
    let message;
    try {
      message = await client.messages.create({
        model: config.model,
        max_tokens: ANTHROPIC_MAX_TOKENS,
        system: prompt.system,
        messages: [{ role: "user", content: prompt.user }],
        output_config: { format: { type: "json_schema", schema: structuredOutputSchema() } }
      });
    } catch (error) {
      throw translateSdkError(error, classes, config);
    }
    if (!Array.isArray(message.content)) throw new ProviderError("bad_reply", `${showEndpoint(config.baseUrl)} answered without content.`);
    const text = message.content.flatMap((block) => block.type === "text" ? [block.text] : []).join("");
    return {
      text,
      truncated: message.stop_reason === "max_tokens",
      refusal: message.stop_reason === "refusal" ? text || "the model declined to answer" : null
    };
  }, "once");
  return {
    label: workerLabel(config),
    ask: /* @__PURE__ */ __name((prompt) => withRetries(() => once(prompt), retry), "ask")
  };
}
__name(anthropicWorker, "anthropicWorker");
export {
  ANTHROPIC_MAX_TOKENS,
  anthropicWorker
};
