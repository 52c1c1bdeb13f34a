// Runs the bundled Action (dist/index.js) as a child process, as the runner does: inputs and context in the
// environment, the runner's temporary folder as the working directory.
import { spawn } from "node:child_process";
import { join } from "node:path";

export const DIST = join(import.meta.dirname, "..", "..", "dist", "index.js");

/** The inputs and context every end-to-end run gives the Action, as the runner would; `more` adds or overrides. */
export function actionEnv(
  runner: string,
  urls: { api: string; server: string; model: string },
  secrets: { token: string; key: string },
  sha: string,
  more: Record<string, string> = {},
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: runner,
    TMPDIR: "/tmp",
    RUNNER_TEMP: runner,
    GITHUB_EVENT_NAME: "issue_comment",
    GITHUB_EVENT_PATH: join(runner, "event.json"),
    GITHUB_REPOSITORY: "Codertocat/Hello-World",
    GITHUB_API_URL: urls.api,
    GITHUB_SERVER_URL: urls.server,
    GITHUB_OUTPUT: join(runner, "output"),
    GITHUB_STEP_SUMMARY: join(runner, "summary"),
    GITHUB_SHA: sha,
    "INPUT_GITHUB-TOKEN": secrets.token,
    INPUT_PROVIDER: "openai",
    INPUT_MODEL: "stand-in-model",
    "INPUT_API-KEY": secrets.key,
    "INPUT_BASE-URL": `${urls.model}/v1`,
    INPUT_BUDGET: "8192",
    INPUT_TRIGGER: "/slice",
    "INPUT_ALLOWED-PERMISSIONS": "write,maintain,admin",
    INPUT_POST: "true",
    ...more,
  };
}

export function runDist(node: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(node, [DIST], { env, cwd: env.RUNNER_TEMP });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
