// A local stand-in for the GitHub REST API: it answers from a route table and records every request, so that a
// test can assert what the product wrote and that it wrote nothing else.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export type Route = (request: RecordedRequest) => { status: number; body: unknown } | null;

export interface GitHubStandIn {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

export async function startGitHubStandIn(routes: Route[]): Promise<GitHubStandIn> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        body: text ? (JSON.parse(text) as unknown) : null,
        authorization: req.headers.authorization,
      };
      requests.push(recorded);
      const answer = routes.map((r) => r(recorded)).find((a) => a !== null) ?? { status: 404, body: { message: "Not Found" } };
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A route answering one method and path (query string ignored). */
export function route(method: string, path: string, status: number, body: unknown): Route {
  return (r) => (r.method === method && r.path.split("?")[0] === path ? { status, body } : null);
}
