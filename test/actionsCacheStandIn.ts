// A local stand-in for the Actions cache service (v2: Twirp JSON calls, archives on signed blob URLs), kept in
// memory: what one run of the Action saves, the next run restores. It records every request, so a test can
// assert which calls the Action made.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

const TWIRP = "/twirp/github.actions.results.api.v1.CacheService/";

export interface CacheRequest {
  method: string;
  /** The Twirp method name, or BLOB for the archive's URL. */
  call: string;
  body: Record<string, unknown> | null;
  authorization: string | undefined;
  /** When it arrived (Date.now()). */
  at: number;
}

interface Entry {
  id: number;
  key: string;
  version: string;
  archive: Buffer | null;
  finalized: boolean;
}

export interface CacheStandIn {
  /** The value for ACTIONS_RESULTS_URL. */
  url: string;
  requests: CacheRequest[];
  /** Finalized entries, oldest first. */
  entries(): { key: string; size: number }[];
  /** When set, the storage answers every archive upload and download with this status and no new entry is reserved. */
  fault: number | null;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

export async function startCacheStandIn(): Promise<CacheStandIn> {
  const requests: CacheRequest[] = [];
  const entries: Entry[] = [];
  let url = "";
  const standIn = { fault: null } as CacheStandIn;
  const blobUrl = (e: Entry) => `${url}/devstoreaccount1/cache/${e.id}.tzst?sig=stand-in`;

  const twirp = (call: string, body: Record<string, unknown>): Record<string, unknown> => {
    const version = body.version as string;
    if (call === "GetCacheEntryDownloadURL") {
      const done = entries.filter((e) => e.finalized && e.version === version).reverse();
      const exact = done.find((e) => e.key === body.key);
      const prefixed = ((body.restore_keys as string[] | undefined) ?? []).map((k) => done.find((e) => e.key.startsWith(k))).find((e) => e !== undefined);
      const found = exact ?? prefixed;
      return found ? { ok: true, signed_download_url: blobUrl(found), matched_key: found.key } : { ok: false };
    }
    if (call === "CreateCacheEntry") {
      if (standIn.fault) return { ok: false, message: "the stand-in's storage is failing" };
      if (entries.some((e) => e.key === body.key && e.version === version)) return { ok: false, message: "the entry already exists" };
      const entry: Entry = { id: entries.length + 1, key: body.key as string, version, archive: null, finalized: false };
      entries.push(entry);
      return { ok: true, signed_upload_url: blobUrl(entry) };
    }
    if (call === "FinalizeCacheEntryUpload") {
      const entry = entries.find((e) => e.key === body.key && e.version === version && !e.finalized);
      if (!entry?.archive || String(entry.archive.length) !== body.size_bytes) return { ok: false, message: "no complete upload for the entry" };
      entry.finalized = true;
      return { ok: true, entry_id: String(entry.id) };
    }
    return { ok: false, message: `unknown call ${call}` };
  };

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const path = (req.url ?? "").split("?")[0] as string;
      if (path.startsWith(TWIRP)) {
        const call = path.slice(TWIRP.length);
        const body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
        requests.push({ method: req.method ?? "", call, body, authorization: req.headers.authorization, at: Date.now() });
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(twirp(call, body)));
        return;
      }
      requests.push({ method: req.method ?? "", call: "BLOB", body: null, authorization: req.headers.authorization, at: Date.now() });
      const entry = entries.find((e) => path === `/devstoreaccount1/cache/${e.id}.tzst`);
      if (!entry || standIn.fault) {
        res.writeHead(standIn.fault ?? 404, { "content-type": "application/xml" });
        res.end("<Error><Code>StandIn</Code></Error>");
        return;
      }
      if (req.method === "PUT") {
        entry.archive = raw;
        res.writeHead(201, { etag: `"${entry.id}"`, "last-modified": new Date(0).toUTCString(), "x-ms-request-succeeded": "true" });
        res.end();
        return;
      }
      const archive = entry.archive ?? Buffer.alloc(0);
      res.writeHead(200, { "content-type": "application/octet-stream", "content-length": String(archive.length) });
      res.end(archive);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(standIn, {
    url,
    requests,
    entries: () => entries.filter((e) => e.finalized).map((e) => ({ key: e.key, size: e.archive?.length ?? 0 })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return standIn;
}
