// The bundled App server as an operator starts it (`npm start`, in its own process group), with its JSON log
// collected, and signed webhook deliveries sent to it over HTTP.
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { join } from "node:path";
import { appKey } from "./harness.js";

export const SECRET = "webhook-secret-for-the-test";
const PROJECT = join(import.meta.dirname, "..", "..");

/**
 * The settings that point the server at stand-ins: the GitHub Enterprise stand-in at `githubHost` (plain HTTP)
 * and an OpenAI-compatible model at `modelUrl`, with the worker's key `apiKey`.
 */
export function standInEnv(githubHost: string, modelUrl: string, apiKey: string): Record<string, string> {
  return {
    GHE_HOST: githubHost,
    GHE_PROTOCOL: "http",
    ODIN_SLICE_PROVIDER: "openai",
    ODIN_SLICE_BASE_URL: `${modelUrl}/v1`,
    ODIN_SLICE_MODEL: "stand-in-model",
    ODIN_SLICE_API_KEY: apiKey,
  };
}

export interface AppProcess {
  child: ChildProcess;
  webhookUrl: string;
  logs: { level: number; msg: string }[];
  until<T>(what: string, test: () => T | undefined | false, ms?: number): Promise<T>;
  deliver(id: string, payload: unknown, secret?: string): Promise<Response>;
  /** Resolves with "CODE SIGNAL" when the process exits. */
  exited: Promise<string>;
  kill(): void;
}

export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn("npm", ["start", "--silent"], {
    cwd: PROJECT,
    // Its own process group, so that the test can stop npm and the server it started, and nothing else.
    detached: true,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, APP_ID: "1", PRIVATE_KEY: appKey(), WEBHOOK_SECRET: SECRET, PORT: "0", HOST: "127.0.0.1", LOG_FORMAT: "json", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<string>((resolve) => child.once("exit", (code, signal) => resolve(`${code} ${signal}`)));
  const logs: { level: number; msg: string }[] = [];
  let pending = "";
  const take = (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as { level: number; msg: string });
      } catch {
        logs.push({ level: 0, msg: line });
      }
    }
  };
  child.stdout?.on("data", take);
  child.stderr?.on("data", take);

  async function until<T>(what: string, test: () => T | undefined | false, ms = 30_000): Promise<T> {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const value = test();
      if (value !== undefined && value !== false) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}; log:\n${logs.map((l) => l.msg).join("\n")}`);
  }

  const webhookUrl = await until("the server to listen", () => logs.map((l) => /listening on (http:\/\/\S+)/.exec(l.msg)?.[1]).find(Boolean), 20_000);
  return {
    child,
    webhookUrl,
    logs,
    until,
    exited,
    deliver(id, payload, secret = SECRET) {
      const body = JSON.stringify(payload);
      const signature = `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
      return fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "x-github-event": "issue_comment", "x-github-delivery": id, "x-hub-signature-256": signature },
        body,
      });
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
    },
  };
}
