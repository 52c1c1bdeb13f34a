import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ProviderError,
  httpProviderError,
  redact,
  showEndpoint
} from "./chunk-LV3MOGXW.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/worker/sdkError.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function rootCause(error) {
  let current = error;
  let innermost = null;
  for (let i = 0; i < 6 && current && typeof current === "object"; i++) {
    const { code, message, cause } = current;
    if (typeof code === "string") return code;
    if (i > 0 && typeof message === "string" && message !== "") innermost = message;
    current = cause;
  }
  return innermost;
}
__name(rootCause, "rootCause");
function translateSdkError(error, classes, config) {
  const endpoint = showEndpoint(config.baseUrl);
  const secrets = [config.apiKey];
  if (error instanceof classes.APIConnectionTimeoutError) {
    return new ProviderError("timeout", `${endpoint} did not answer within ${config.timeoutMs / 1e3} s.`);
  }
  if (error instanceof classes.APIConnectionError) {
    const cause = rootCause(error);
    const why = cause ? ` (${redact(cause, secrets)})` : "";
    return new ProviderError("unreachable", `cannot reach ${endpoint}${why}: check the base URL and that the server is running.`);
  }
  if (error instanceof classes.APIError) {
    const e = error;
    if (typeof e.status === "number") {
      return httpProviderError(
        { status: e.status, body: e.error, headers: e.headers },
        { endpoint, model: config.model, keyHint: config.keyHint, secrets }
      );
    }
  }
  if (error instanceof Error) return new ProviderError("bad_reply", `${endpoint}: ${redact(error.message, secrets)}`);
  return new ProviderError("bad_reply", `${endpoint}: unexpected failure`);
}
__name(translateSdkError, "translateSdkError");

export {
  translateSdkError
};
