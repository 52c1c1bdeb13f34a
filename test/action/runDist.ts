// Runs the bundled Action (dist/index.js) as a child process, as the runner does: inputs and context in the
// environment, the runner's temporary folder as the working directory.
import { spawn } from "node:child_process";
import { join } from "node:path";

export const DIST = join(import.meta.dirname, "..", "..", "dist", "index.js");

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
