// Retries with exponential backoff for 429 and 5xx answers, honouring `retry-after`; any other failure is final.
import { ProviderError } from "./providerError.js";

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The first wait when the endpoint names none; it doubles after each try. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `retry-after` longer than this is not waited for: the error is reported instead. */
  maxRetryAfterMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export async function withRetries<T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.retryable) throw error;
      const asked = error.retryAfterMs;
      if (n >= policy.attempts) {
        throw new ProviderError(error.kind, `${error.message} Gave up after ${n} tries.`, error.status, asked);
      }
      if (asked !== null && asked > policy.maxRetryAfterMs) {
        throw new ProviderError(error.kind, `${error.message} It asks to wait ${Math.ceil(asked / 1000)} s; try again later.`, error.status, asked);
      }
      await policy.sleep(asked ?? Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (n - 1)));
    }
  }
}
