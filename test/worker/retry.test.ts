// The retry rule on its own: 429 and 5xx are tried again, waiting as asked; nothing else is.
import { describe, expect, it } from "vitest";
import { ProviderError } from "../../src/worker/providerError.js";
import { DEFAULT_RETRY, withRetries } from "../../src/worker/retry.js";

function scripted(failures: ProviderError[]) {
  let calls = 0;
  const sleeps: number[] = [];
  const attempt = async () => {
    const failure = failures[calls++];
    if (failure) throw failure;
    return "done";
  };
  return { attempt, sleeps, calls: () => calls, policy: { ...DEFAULT_RETRY, sleep: async (ms: number) => void sleeps.push(ms) } };
}

describe("withRetries", () => {
  it("waits with doubling backoff when no wait is named", async () => {
    const s = scripted([new ProviderError("server_error", "x", 500), new ProviderError("server_error", "x", 503)]);
    expect(await withRetries(s.attempt, s.policy)).toBe("done");
    expect(s.sleeps).toStrictEqual([1000, 2000]);
  });

  it("does not retry other failures", async () => {
    for (const kind of ["bad_key", "forbidden", "unknown_model", "bad_request", "timeout", "unreachable"] as const) {
      const s = scripted([new ProviderError(kind, "no")]);
      await expect(withRetries(s.attempt, s.policy)).rejects.toThrow("no");
      expect(s.calls()).toBe(1);
    }
  });

  it("reports a wait longer than it is willing to make", async () => {
    const s = scripted([new ProviderError("rate_limited", "busy.", 429, 3_600_000)]);
    await expect(withRetries(s.attempt, s.policy)).rejects.toThrow("busy. It asks to wait 3600 s; try again later.");
    expect(s.sleeps).toStrictEqual([]);
  });
});
