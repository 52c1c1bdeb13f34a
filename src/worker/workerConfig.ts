// Which model endpoint to use, from command-line flags and the environment. Flags win over ODIN_SLICE_*
// variables; the key falls back to the provider's usual variable.

export const PROVIDERS = ["github-models", "openai", "anthropic"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export interface WorkerConfig {
  provider: ProviderName;
  model: string;
  /** For the OpenAI-compatible providers, requests go to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Null only for an OpenAI-compatible server of one's own, which needs none. */
  apiKey: string | null;
  /** Which variable the key came from or should come from, for error messages. */
  keyHint: string;
  timeoutMs: number;
}

export interface WorkerFlags {
  provider?: string;
  model?: string;
  baseUrl?: string;
  timeoutSeconds?: number;
}

export const DEFAULT_TIMEOUT_MS = 120_000;

interface ProviderDefaults {
  baseUrl: string;
  model: string;
  keyVariable: string;
}

export const PROVIDER_DEFAULTS: Readonly<Record<ProviderName, ProviderDefaults>> = {
  "github-models": { baseUrl: "https://models.github.ai/inference", model: "openai/gpt-4.1", keyVariable: "GITHUB_TOKEN" },
  openai: { baseUrl: "https://api.openai.com/v1", model: "gpt-4.1", keyVariable: "OPENAI_API_KEY" },
  anthropic: { baseUrl: "https://api.anthropic.com", model: "claude-sonnet-4-5", keyVariable: "ANTHROPIC_API_KEY" },
};

/** How a worker of this configuration names itself in logs and answer records. */
export function workerLabel(config: WorkerConfig): string {
  return `${config.provider} ${config.model}`;
}

export type ConfigResult = { ok: true; config: WorkerConfig } | { ok: false; message: string };

function isProvider(value: string): value is ProviderName {
  return (PROVIDERS as readonly string[]).includes(value);
}

const nonEmpty = (v: string | undefined): string | undefined => (v !== undefined && v.trim() !== "" ? v.trim() : undefined);

export function resolveWorkerConfig(flags: WorkerFlags, env: Readonly<Record<string, string | undefined>>): ConfigResult {
  const provider = nonEmpty(flags.provider) ?? nonEmpty(env.ODIN_SLICE_PROVIDER) ?? "github-models";
  if (!isProvider(provider)) return { ok: false, message: `unknown provider ${JSON.stringify(provider)}; use one of ${PROVIDERS.join(", ")}` };
  const defaults = PROVIDER_DEFAULTS[provider];

  const givenBase = nonEmpty(flags.baseUrl) ?? nonEmpty(env.ODIN_SLICE_BASE_URL);
  const baseUrl = (givenBase ?? defaults.baseUrl).replace(/\/+$/, "");
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    return { ok: false, message: `the base URL ${JSON.stringify(givenBase)} is not a URL (for example http://localhost:11434/v1)` };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { ok: false, message: "the base URL must start with http:// or https://" };
  const ownServer = givenBase !== undefined && baseUrl !== defaults.baseUrl;

  const model = nonEmpty(flags.model) ?? nonEmpty(env.ODIN_SLICE_MODEL) ?? (provider === "openai" && ownServer ? undefined : defaults.model);
  if (model === undefined) return { ok: false, message: "name the model the server at the base URL serves: --model NAME (or ODIN_SLICE_MODEL)" };

  const keyHint = `ODIN_SLICE_API_KEY or ${defaults.keyVariable}`;
  const apiKey = nonEmpty(env.ODIN_SLICE_API_KEY) ?? nonEmpty(env[defaults.keyVariable]) ?? null;
  if (apiKey === null && !(provider === "openai" && ownServer)) {
    const what = provider === "github-models" ? "a GitHub token allowed to use GitHub Models (models: read)" : `an API key for ${provider}`;
    return { ok: false, message: `no key: set ${keyHint} to ${what}` };
  }

  const timeoutMs = flags.timeoutSeconds === undefined ? DEFAULT_TIMEOUT_MS : flags.timeoutSeconds * 1000;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) return { ok: false, message: "the timeout must be a positive number of seconds" };
  return { ok: true, config: { provider, model, baseUrl, apiKey, keyHint, timeoutMs } };
}
