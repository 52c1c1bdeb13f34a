// The official SDKs fail with their own error classes; this maps them onto ProviderError. Both SDKs share the
// same shape (status, headers, parsed body; connection and timeout subclasses).
import { httpProviderError, ProviderError, redact, showEndpoint } from "./providerError.js";
import type { WorkerConfig } from "./workerConfig.js";

type ErrorClass = abstract new (...args: never[]) => Error;

export interface SdkErrorClasses {
  APIError: ErrorClass;
  APIConnectionError: ErrorClass;
  APIConnectionTimeoutError: ErrorClass;
}

/** The system error code under a fetch failure (ECONNREFUSED, ENOTFOUND...), else the innermost message. */
function rootCause(error: unknown): string | null {
  let current: unknown = error;
  let innermost: string | null = null;
  for (let i = 0; i < 6 && current && typeof current === "object"; i++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string") return code;
    if (i > 0 && typeof message === "string" && message !== "") innermost = message;
    current = cause;
  }
  return innermost;
}

export function translateSdkError(error: unknown, classes: SdkErrorClasses, config: WorkerConfig): Error {
  const endpoint = showEndpoint(config.baseUrl);
  const secrets = [config.apiKey];
  if (error instanceof classes.APIConnectionTimeoutError) {
    return new ProviderError("timeout", `${endpoint} did not answer within ${config.timeoutMs / 1000} s.`);
  }
  if (error instanceof classes.APIConnectionError) {
    const cause = rootCause(error);
    const why = cause ? ` (${redact(cause, secrets)})` : "";
    return new ProviderError("unreachable", `cannot reach ${endpoint}${why}: check the base URL and that the server is running.`);
  }
  if (error instanceof classes.APIError) {
    const e = error as unknown as { status?: number; error?: unknown; headers?: { get(name: string): string | null } };
    if (typeof e.status === "number") {
      return httpProviderError(
        { status: e.status, body: e.error, headers: e.headers },
        { endpoint, model: config.model, keyHint: config.keyHint, secrets },
      );
    }
  }
  if (error instanceof Error) return new ProviderError("bad_reply", `${endpoint}: ${redact(error.message, secrets)}`);
  return new ProviderError("bad_reply", `${endpoint}: unexpected failure`);
}
