// Errors a person can act on when the model endpoint fails. They are thrown (an I/O fault, not a property of
// the request) and never carry a key: every message passes through `redact` first.
import { redactSecrets } from "../core/redact.js";

export type ProviderErrorKind =
  | "bad_key"
  | "forbidden"
  | "unknown_model"
  | "bad_request"
  | "rate_limited"
  | "server_error"
  | "unreachable"
  | "timeout"
  | "bad_reply";

export class ProviderError extends Error {
  override readonly name = "ProviderError";
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** The HTTP status, when the endpoint answered. */
    readonly status: number | null = null,
    /** What the endpoint asked to wait before trying again (`retry-after`), in milliseconds. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }

  /** 429 and 5xx are worth another try; every other answer would only repeat itself. */
  get retryable(): boolean {
    return this.kind === "rate_limited" || this.kind === "server_error";
  }
}

/** Replaces every occurrence of the secrets, and anything shaped like a credential, in a text. */
export function redact(text: string, secrets: readonly (string | null)[]): string {
  return redactSecrets(text, secrets);
}

/** `retry-after-ms`, or `retry-after` in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(headers: { get(name: string): string | null } | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
  const value = headers.get("retry-after");
  if (value === null) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The endpoint as it may be shown: scheme, host and path, never user information or a query. */
export function showEndpoint(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, "")}`;
  } catch {
    return "the model endpoint";
  }
}

/** The message an error body carries (`{"error":{"message":...}}` or `{"message":...}`), shortened. */
export function bodyMessage(body: unknown): string {
  const pick = (v: unknown): string | null => {
    if (typeof v === "string") return v;
    if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      return pick(o.message) ?? pick(o.error);
    }
    return null;
  };
  const text = (pick(body) ?? "").replace(/\s+/g, " ").trim();
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

export interface HttpFailure {
  status: number;
  body: unknown;
  headers: { get(name: string): string | null } | undefined;
}

/** Turns an HTTP error answer into a ProviderError whose message says what to do. */
export function httpProviderError(
  failure: HttpFailure,
  context: { endpoint: string; model: string; keyHint: string; secrets: readonly (string | null)[] },
): ProviderError {
  const { status } = failure;
  const detail = redact(bodyMessage(failure.body), context.secrets);
  const said = detail ? `: ${detail}` : "";
  const at = context.endpoint;
  const wait = retryAfterMs(failure.headers);
  if (status === 401) return new ProviderError("bad_key", `${at} refused the credentials (401)${said}. Check ${context.keyHint}.`, status);
  if (status === 403) return new ProviderError("forbidden", `${at} denied access to model ${context.model} (403)${said}. Check the key's permissions.`, status);
  if (status === 404) {
    return new ProviderError("unknown_model", `${at} does not know model ${context.model}, or the base URL is wrong (404)${said}.`, status);
  }
  if (status === 429) return new ProviderError("rate_limited", `${at} is rate limiting requests (429)${said}.`, status, wait);
  if (status >= 500) return new ProviderError("server_error", `${at} failed with ${status}${said}.`, status, wait);
  if (/model/i.test(detail) && /unknown|not found|does not exist|invalid|not a valid|unavailable|not supported/i.test(detail)) {
    return new ProviderError("unknown_model", `${at} does not serve model ${context.model} (${status})${said}.`, status);
  }
  return new ProviderError("bad_request", `${at} rejected the request (${status})${said}.`, status);
}
