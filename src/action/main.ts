// The GitHub Action: inputs and the event in, one SliceService call (serve.ts), outputs and files out. An event
// that is no command ends here, before the code that would serve one is loaded.
import { existsSync, readFileSync } from "node:fs";
import * as core from "@actions/core";
import { decideTrigger } from "../github/trigger.js";

export interface ActionInputs {
  token: string;
  provider: string;
  model: string;
  apiKey: string;
  baseUrl: string;
  budget: number;
  trigger: string;
  allowedPermissions: string[];
  anchor: string;
  task: string;
  mode: string;
  depth: number | null;
  peer: string;
  pullRequest: number | null;
  post: boolean;
  /** Keep the index cache between runs in the Actions cache service. */
  cache: boolean;
  /** With a cache: index the rest of the checkout into it once the answer is out. */
  indexTree: boolean;
}

function positive(name: string, value: string, fallback: number | null): number | null {
  if (value.trim() === "") return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) <= 0) throw new Error(`input ${name} must be a positive whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

function flag(name: string, value: string): boolean {
  const v = value.trim().toLowerCase();
  if (!["", "true", "false"].includes(v)) throw new Error(`input ${name} must be true or false, not ${JSON.stringify(v)}`);
  return v !== "false";
}

export function readInputs(get: (name: string) => string): ActionInputs {
  return {
    token: get("github-token"),
    provider: get("provider") || "github-models",
    model: get("model"),
    apiKey: get("api-key"),
    baseUrl: get("base-url"),
    budget: positive("budget", get("budget"), 8192) as number,
    trigger: get("trigger") || "/slice",
    allowedPermissions: (get("allowed-permissions") || "write,maintain,admin").split(",").map((s) => s.trim()).filter(Boolean),
    anchor: get("anchor"),
    task: get("task"),
    mode: get("mode"),
    depth: positive("depth", get("depth"), null),
    peer: get("peer"),
    pullRequest: positive("pull-request", get("pull-request"), null),
    post: flag("post", get("post")),
    cache: flag("cache", get("cache")),
    indexTree: flag("index-tree", get("index-tree")),
  };
}

export async function run(): Promise<void> {
  const env = process.env;
  let inputs: ActionInputs;
  try {
    inputs = readInputs((name) => core.getInput(name));
  } catch (error) {
    core.setFailed((error as Error).message);
    return;
  }
  for (const secret of [inputs.token, inputs.apiKey]) if (secret) core.setSecret(secret);
  const secrets = [inputs.token, inputs.apiKey];

  // The event as the runner hands it over, read at each run (github.context is fixed when it is imported).
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const payload: Record<string, unknown> = env.GITHUB_EVENT_PATH && existsSync(env.GITHUB_EVENT_PATH) ? JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8")) : {};
  const decision = inputs.anchor || inputs.task ? null : decideTrigger(eventName, payload, inputs.trigger);
  if (decision?.t === "ignore") {
    core.info(`nothing to do: ${decision.reason}`);
    core.setOutput("status", "ignored");
    return;
  }
  // The work's own code (the GitHub client, the engine, the model SDKs, the cache service's client) is loaded
  // only now: most comments are not commands, and loading it all took each such run 0.4 s.
  const { serve } = await import("./serve.js");
  await serve(inputs, decision, payload, env, secrets);
}
