// A local stand-in for a model endpoint on 127.0.0.1: it answers each request with the next scripted reply and
// records what it received. Wire formats: OpenAI chat completions and Anthropic messages.
import { cpSync, mkdtempSync, realpathSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Raw body text, sent as is instead of `body`. */
  raw?: string;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
  /** Runs when the request arrives, before the reply (to change the tree under the coordinator). */
  before?: () => void;
}

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface StandIn {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

export async function startStandIn(script: Reply[]): Promise<StandIn> {
  const received: Received[] = [];
  const queue = [...script];
  const server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      const reply = queue.shift() ?? { status: 500, body: { error: { message: "the stand-in has no more scripted replies" } } };
      reply.before?.();
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
        res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function openAIChat(content: string, finishReason = "stop"): Reply {
  return {
    body: {
      id: "chatcmpl-stand-in",
      object: "chat.completion",
      created: 1700000000,
      model: "stand-in",
      choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: finishReason, logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

export function openAIError(status: number, message: string, headers: Record<string, string> = {}): Reply {
  return { status, headers, body: { error: { message, type: "invalid_request_error", param: null, code: null } } };
}

export function anthropicMessage(text: string, stopReason = "end_turn"): Reply {
  return {
    body: {
      id: "msg_stand_in",
      type: "message",
      role: "assistant",
      model: "stand-in",
      content: [{ type: "text", text }],
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 10 },
    },
  };
}

export function anthropicError(status: number, type: string, message: string, headers: Record<string, string> = {}): Reply {
  return { status, headers, body: { type: "error", error: { type, message } } };
}

/** A private copy of a worker fixture tree, so a test may change files under the coordinator. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `odin-slice-${name}-`));
  cpSync(join(import.meta.dirname, "..", "worker-fixtures", name), dir, { recursive: true });
  return realpathSync(dir);
}
