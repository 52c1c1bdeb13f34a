// Runs the Action's main function in process as the runner would set it up: INPUT_* variables, the event file,
// GITHUB_OUTPUT and the step summary, with module state rebuilt for each run (github.context reads env at import).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { vi } from "vitest";

export interface ActionRun {
  outputs: Record<string, string>;
  summary: string;
  exitCode: number | undefined;
}

/** Parses the `name<<DELIMITER ... DELIMITER` records that @actions/core writes to GITHUB_OUTPUT. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i] as string);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i] as string);
    out[m[1] as string] = value.join("\n");
  }
  return out;
}

export async function runAction(options: {
  event: string;
  payload: Record<string, unknown>;
  inputs: Record<string, string>;
  env?: Record<string, string>;
}): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), "odin-slice-runner-"));
  const eventPath = join(dir, "event.json");
  const outputPath = join(dir, "output.txt");
  const summaryPath = join(dir, "summary.md");
  writeFileSync(eventPath, JSON.stringify(options.payload));
  writeFileSync(outputPath, "");
  writeFileSync(summaryPath, "");
  const repository = options.payload.repository as { full_name: string };
  const env: Record<string, string> = {
    GITHUB_EVENT_NAME: options.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: repository.full_name,
    GITHUB_API_URL: "https://api.github.com",
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_RUN_ID: "4242",
    GITHUB_SHA: "0".repeat(40),
    RUNNER_TEMP: dir,
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const savedExit = process.exitCode;
  process.exitCode = undefined;
  try {
    vi.resetModules();
    const { run } = await import("../../src/action/main.js");
    await run();
    return { outputs: parseOutputs(readFileSync(outputPath, "utf8")), summary: readFileSync(summaryPath, "utf8"), exitCode: process.exitCode as number | undefined };
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    process.exitCode = savedExit;
  }
}
