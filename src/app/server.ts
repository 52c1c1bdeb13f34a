// The App server (dist/app.js, `npm start`): settings from the environment, Probot's webhook middleware at
// /api/github/webhooks on a plain Node HTTP server, and a shutdown that stops taking deliveries, drains the
// queue within a bound and exits.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createNodeMiddleware, createProbot, type Probot } from "probot";
import { cacheFromEnvironment, factsMemoryFromEnvironment } from "../core/indexCache.js";
import { objectStoresFromEnvironment } from "../github/objectStores.js";
import { tuneCompilers } from "../runtime/tuneCompilers.js";
import { readAppConfig } from "./appConfig.js";
import { sliceApp } from "./sliceApp.js";
import { WorkQueue } from "./workQueue.js";

export const WEBHOOK_PATH = "/api/github/webhooks";

// A .env file in the working directory, as Probot's own runner reads it; variables already set win.
if (existsSync(".env")) process.loadEnvFile(".env");
tuneCompilers();

const read = readAppConfig(process.env);
if (!read.ok) {
  console.error(`odin-slice App: cannot start:\n  ${read.problems.join("\n  ")}`);
  process.exit(2);
}
const config = read.config;

// createProbot reads APP_ID, PRIVATE_KEY or PRIVATE_KEY_PATH, WEBHOOK_SECRET, GHE_HOST, GHE_PROTOCOL and LOG_*.
let probot: Probot;
try {
  probot = createProbot({ env: { LOG_LEVEL: "info", ...process.env } });
} catch (error) {
  // Probot drops an unreadable key and then finds none.
  console.error(`odin-slice App: cannot start: ${(error as Error).message}; PRIVATE_KEY must hold the App's PEM key, or PRIVATE_KEY_PATH name its file`);
  process.exit(2);
}
const queue = new WorkQueue(config.queue, (line) => probot.log.info(line));
// One memory of decoded facts for all jobs: a later comment on the same files takes them as decoded.
const memory = factsMemoryFromEnvironment(process.env);
// One store of git objects per repository, kept across jobs: a later comment's checkout fetches only what changed.
const gitObjects = objectStoresFromEnvironment(process.env);
const middleware = await createNodeMiddleware(
  sliceApp({ serverUrl: config.serverUrl, worker: config.worker, queue, indexCache: () => cacheFromEnvironment(process.env, memory), indexTree: config.indexTree, gitObjects }),
  {
    probot,
    webhooksPath: WEBHOOK_PATH,
  },
);

let stopping = false;
const server = createServer((req, res) => {
  // For a load balancer's health check: a stopping instance asks to be taken out of rotation.
  if (req.method === "GET" && req.url === "/healthz") {
    res.writeHead(stopping ? 503 : 200, { "content-type": "text/plain" }).end(stopping ? "stopping\n" : "ok\n");
    return;
  }
  void middleware(req, res, () => {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
  });
});

server.on("error", (error) => {
  probot.log.error(`cannot listen on ${config.host}:${config.port}: ${error.message}`);
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  probot.log.info(`odin-slice App listening on http://${config.host}:${port}${WEBHOOK_PATH}`);
});

async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  probot.log.info(`${signal}: no new deliveries; waiting up to ${config.shutdownMs / 1000}s for ${queue.size.running} running and ${queue.size.waiting} waiting jobs`);
  server.close();
  server.closeIdleConnections();
  // The last fifth of the bound (5 s at most) is kept for telling the requesters of abandoned jobs.
  const abandonMs = Math.min(5000, config.shutdownMs / 5);
  const closed = await queue.close(config.shutdownMs - abandonMs, abandonMs);
  if (closed.drained) probot.log.info("all jobs finished; stopped");
  else probot.log.warn(`stopped with ${closed.abandoned.length} jobs abandoned: ${closed.abandoned.join("; ")}`);
  process.exit(0);
}

process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
