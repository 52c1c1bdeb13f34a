// A local stand-in for a GitHub Enterprise Server on 127.0.0.1: the REST API under /api/v3 (answered by a
// function the test gives, every request recorded) and git's smart HTTP protocol for /OWNER/REPO.git through
// `git http-backend`, so that the App derives its clone URL from GHE_HOST as it would in production.
import { spawn } from "node:child_process";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ApiRequest {
  method: string;
  /** Path below /api/v3, with the query string. */
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface ApiReply {
  status: number;
  body?: unknown;
}

export interface GitHubStandIn {
  host: string;
  url: string;
  api: ApiRequest[];
  /** Git requests (method and path), to show that the checkout went through the server. */
  git: string[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Runs git http-backend as a CGI program for one request. */
async function gitBackend(req: IncomingMessage, res: ServerResponse, projectRoot: string, url: URL): Promise<void> {
  const body = await readBody(req);
  const child = spawn("git", ["http-backend"], {
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: projectRoot,
      GIT_HTTP_EXPORT_ALL: "1",
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
      REQUEST_METHOD: req.method ?? "GET",
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: req.headers["content-type"] ?? "",
      CONTENT_LENGTH: String(body.length),
      HTTP_CONTENT_ENCODING: String(req.headers["content-encoding"] ?? ""),
      HTTP_GIT_PROTOCOL: String(req.headers["git-protocol"] ?? ""),
      REMOTE_ADDR: "127.0.0.1",
    },
  });
  // The backend may exit before reading its input (a client that hung up, a removed repository): a broken pipe
  // then is the request's end, not the stand-in's fault.
  child.stdin.on("error", () => {});
  child.stdin.end(body);
  const out: Buffer[] = [];
  child.stdout.on("data", (c: Buffer) => out.push(c));
  await new Promise<void>((resolve) => child.on("close", () => resolve()));
  const raw = Buffer.concat(out);
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, split).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  let status = 200;
  for (const line of head) {
    const i = line.indexOf(":");
    const name = line.slice(0, i).trim();
    const value = line.slice(i + 1).trim();
    if (name.toLowerCase() === "status") status = Number(value.split(" ")[0]);
    else headers[name] = value;
  }
  res.writeHead(status, headers).end(raw.subarray(split + 4));
}

export async function startGitHubStandIn(options: { gitRoot: string; answer: (request: ApiRequest) => ApiReply }): Promise<GitHubStandIn> {
  const api: ApiRequest[] = [];
  const git: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (url.pathname.startsWith("/api/v3/")) {
      void readBody(req).then((buffer) => {
        const text = buffer.toString("utf8");
        const request: ApiRequest = { method: req.method ?? "", path: url.pathname.slice("/api/v3".length) + url.search, headers: req.headers, body: text ? JSON.parse(text) : null };
        api.push(request);
        const reply = options.answer(request);
        res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body ?? {}));
      });
      return;
    }
    if (/^\/[^/]+\/[^/]+\.git\//.test(url.pathname)) {
      git.push(`${req.method} ${url.pathname}`);
      gitBackend(req, res, options.gitRoot, url).catch((error: Error) => res.writeHead(500).end(error.message));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    api,
    git,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
