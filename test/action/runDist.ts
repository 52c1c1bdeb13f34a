// Runs the bundled Action (dist/index.js) as a child process, as the runner does: inputs and context in the
// environment, the runner's temporary folder as the working directory.
import { spawn } from "node:child_process";
import { join } from "node:path";
import type { GitServer } from "../gitServer.js";
import { route, type Route } from "../githubStandIn.js";

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

export function runDist(node: string, env: Record<string, string>, script = DIST): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(node, [script], { env, cwd: env.RUNNER_TEMP });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The repository every end-to-end run answers a comment on, as the API's paths name it. */
export const REPO = "/repos/Codertocat/Hello-World";

/**
 * What the stand-in GitHub API answers for one /slice comment by a writer on pull request 1, from the
 * permission check to the review, which it reports at `reviewUrl`.
 */
export function reviewRoutes(git: GitServer, reviewUrl: string): Route[] {
  return [
    route("GET", `${REPO}/collaborators/Codertocat/permission`, 200, { permission: "write", role_name: "write" }),
    route("POST", `${REPO}/issues/comments/492700400/reactions`, 201, { id: 1 }),
    route("GET", `${REPO}/pulls/1`, 200, { number: 1, head: { sha: git.headSha } }),
    route("GET", `${REPO}/pulls/1/reviews`, 200, []),
    route("GET", `${REPO}/issues/1/comments`, 200, []),
    route("GET", `${REPO}/pulls/1/files`, 200, git.files),
    route("POST", `${REPO}/pulls/1/reviews`, 200, { id: 77, html_url: reviewUrl }),
  ];
}
