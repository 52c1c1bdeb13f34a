// Choosing the endpoint from flags and environment, and the small helpers that keep keys out of messages.
import { describe, expect, it } from "vitest";
import { redact, retryAfterMs, showEndpoint } from "../../src/worker/providerError.js";
import { resolveWorkerConfig } from "../../src/worker/workerConfig.js";
import { structuredOutputSchema } from "../../src/worker/workerPrompt.js";

describe("resolveWorkerConfig", () => {
  it("defaults to GitHub Models with the workflow token", () => {
    expect(resolveWorkerConfig({}, { GITHUB_TOKEN: "ghs_token" })).toStrictEqual({
      ok: true,
      config: {
        provider: "github-models",
        model: "openai/gpt-4.1",
        baseUrl: "https://models.github.ai/inference",
        apiKey: "ghs_token",
        keyHint: "ODIN_SLICE_API_KEY or GITHUB_TOKEN",
        timeoutMs: 120_000,
      },
    });
  });

  it("lets flags win over ODIN_SLICE_* and ODIN_SLICE_API_KEY win over the provider's variable", () => {
    const env = { ODIN_SLICE_PROVIDER: "openai", ODIN_SLICE_MODEL: "gpt-x", ODIN_SLICE_API_KEY: "k1", ANTHROPIC_API_KEY: "k2" };
    const result = resolveWorkerConfig({ provider: "anthropic", timeoutSeconds: 30 }, env);
    expect(result).toStrictEqual({
      ok: true,
      config: { provider: "anthropic", model: "gpt-x", baseUrl: "https://api.anthropic.com", apiKey: "k1", keyHint: "ODIN_SLICE_API_KEY or ANTHROPIC_API_KEY", timeoutMs: 30_000 },
    });
  });

  it("needs no key but a model for an OpenAI-compatible server of one's own", () => {
    expect(resolveWorkerConfig({ provider: "openai", baseUrl: "http://localhost:11434/v1/" }, {})).toStrictEqual({
      ok: false,
      message: "name the model the server at the base URL serves: --model NAME (or ODIN_SLICE_MODEL)",
    });
    const local = resolveWorkerConfig({ provider: "openai", baseUrl: "http://localhost:11434/v1/", model: "qwen2.5-coder" }, {});
    expect(local).toStrictEqual({
      ok: true,
      config: { provider: "openai", model: "qwen2.5-coder", baseUrl: "http://localhost:11434/v1", apiKey: null, keyHint: "ODIN_SLICE_API_KEY or OPENAI_API_KEY", timeoutMs: 120_000 },
    });
  });

  it.each([
    [{ provider: "mystery" }, {}, 'unknown provider "mystery"; use one of github-models, openai, anthropic'],
    [{}, {}, "no key: set ODIN_SLICE_API_KEY or GITHUB_TOKEN to a GitHub token allowed to use GitHub Models (models: read)"],
    [{ provider: "openai" }, {}, "no key: set ODIN_SLICE_API_KEY or OPENAI_API_KEY to an API key for openai"],
    [{ provider: "anthropic" }, {}, "no key: set ODIN_SLICE_API_KEY or ANTHROPIC_API_KEY to an API key for anthropic"],
    [{ baseUrl: "localhost:11434" }, { GITHUB_TOKEN: "t" }, "the base URL must start with http:// or https://"],
    [{ baseUrl: "not a url" }, { GITHUB_TOKEN: "t" }, 'the base URL "not a url" is not a URL (for example http://localhost:11434/v1)'],
    [{ timeoutSeconds: 0 }, { GITHUB_TOKEN: "t" }, "the timeout must be a positive number of seconds"],
  ])("refuses %j with %j", (flags, env, message) => {
    expect(resolveWorkerConfig(flags, env)).toStrictEqual({ ok: false, message });
  });
});

describe("keeping keys out of messages", () => {
  it("redacts the given secrets and token-shaped strings", () => {
    expect(redact("key sk-live-abcdef123 and mine-secret-value and ghp_abcdefghij", ["mine-secret-value"])).toBe(
      "key [redacted] and [redacted] and [redacted]",
    );
  });

  it("shows an endpoint without user information or a query", () => {
    expect(showEndpoint("https://user:pw@example.test/v1/?key=1")).toBe("https://example.test/v1");
  });
});

describe("retry-after", () => {
  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

  it("reads milliseconds, seconds and HTTP dates", () => {
    expect(retryAfterMs(headers({ "retry-after-ms": "250" }))).toBe(250);
    expect(retryAfterMs(headers({ "retry-after": "1.5" }))).toBe(1500);
    expect(retryAfterMs(headers({ "retry-after": "Wed, 21 Oct 2015 07:28:10 GMT" }), Date.parse("Wed, 21 Oct 2015 07:28:00 GMT"))).toBe(10_000);
    expect(retryAfterMs(headers({}))).toBeNull();
    expect(retryAfterMs(headers({ "retry-after": "soon" }))).toBeNull();
  });
});

describe("the structured-output schema", () => {
  it("keeps types, fields and enums only", () => {
    const schema = structuredOutputSchema() as { properties: Record<string, unknown>; allOf?: unknown };
    expect(schema.allOf).toBeUndefined();
    expect(schema.properties.evidence).toStrictEqual({
      description: "Each claim the answer makes, with a range of one packet slice that supports it.",
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["claim", "file", "start_line", "end_line"],
        properties: { claim: { type: "string" }, file: { type: "string" }, start_line: { type: "integer" }, end_line: { type: "integer" } },
      },
    });
  });
});
