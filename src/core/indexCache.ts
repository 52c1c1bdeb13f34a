// FileFacts kept by file content: the key is the file's git blob id (sha1 of `blob <length>\0` and its bytes,
// computed here without git), its language, and a version of the engine and of every language's queries, so a
// changed query or extractor never reuses old facts. Entries live in memory for the process and, given a
// directory, on disk, bounded in size: the least recently used entries are removed first.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { extractionQuerySource } from "./extract.js";
import type { FileFacts } from "./facts.js";
import { languages, type LanguageSpec } from "./languages.js";

/** Bumped whenever extraction or FileFacts change in a way the query files do not show. */
export const FACTS_FORMAT = "odin-slice-facts-2";

export const DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;

let versionHash: string | null = null;

/** The engine's facts format and every language's descriptor and extraction query, hashed. */
export function cacheVersion(): string {
  if (!versionHash) {
    const h = createHash("sha1").update(FACTS_FORMAT);
    for (const spec of languages()) {
      const { querySource: _q, wasmPath: _w, ...descriptor } = spec;
      h.update("\0").update(JSON.stringify(descriptor)).update("\0").update(extractionQuerySource(spec));
    }
    versionHash = h.digest("hex");
  }
  return versionHash;
}

/** The git blob id of a file's bytes. */
export function blobId(bytes: Buffer): string {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

/** Where the CLI and the App keep the cache when ODIN_SLICE_CACHE_DIR does not say: the user's cache folder. */
export function defaultCacheDirectory(env: Readonly<Record<string, string | undefined>> = process.env, platform: string = process.platform): string {
  if (platform === "win32") return join(env.LOCALAPPDATA ?? join(homedir(), "AppData", "Local"), "odin-slice", "Cache");
  if (platform === "darwin") return join(homedir(), "Library", "Caches", "odin-slice");
  return join(env.XDG_CACHE_HOME || join(homedir(), ".cache"), "odin-slice");
}

/**
 * The cache a shell uses: ODIN_SLICE_CACHE_DIR when set ("off" for none), else the user's cache folder;
 * ODIN_SLICE_CACHE_MAX_MB bounds it.
 */
export function cacheFromEnvironment(env: Readonly<Record<string, string | undefined>> = process.env): IndexCache {
  const given = env.ODIN_SLICE_CACHE_DIR;
  const dir = given === "off" ? null : given || defaultCacheDirectory(env);
  const mb = Number(env.ODIN_SLICE_CACHE_MAX_MB);
  return new IndexCache({ dir, maxBytes: Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_CACHE_MAX_BYTES });
}

type Stored = Omit<FileFacts, "path">;

export class IndexCache {
  readonly dir: string | null;
  private readonly maxBytes: number;
  private readonly memory = new Map<string, Stored>();
  private written = 0;
  hits = 0;
  misses = 0;

  constructor(options: { dir?: string | null; maxBytes?: number } = {}) {
    this.dir = options.dir ? join(options.dir, cacheVersion()) : null;
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
  }

  key(spec: LanguageSpec, bytes: Buffer): string {
    return createHash("sha1").update(spec.name).update("\0").update(blobId(bytes)).digest("hex");
  }

  private file(key: string): string {
    return join(this.dir as string, key.slice(0, 2), `${key.slice(2)}.json`);
  }

  get(key: string, path: string): FileFacts | null {
    let stored = this.memory.get(key);
    if (!stored && this.dir) {
      const file = this.file(key);
      try {
        stored = JSON.parse(readFileSync(file, "utf8")) as Stored;
        this.memory.set(key, stored);
        // Its time of last use, for eviction.
        const now = new Date();
        utimesSync(file, now, now);
      } catch {
        stored = undefined;
      }
    }
    if (!stored) {
      this.misses++;
      return null;
    }
    this.hits++;
    return { ...stored, path };
  }

  put(key: string, facts: FileFacts): void {
    const { path: _path, ...stored } = facts;
    this.memory.set(key, stored);
    if (!this.dir) return;
    const file = this.file(key);
    try {
      mkdirSync(join(this.dir, key.slice(0, 2)), { recursive: true });
      const text = JSON.stringify(stored);
      // Written aside and renamed, so a reader never sees half an entry.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, text);
      renameSync(temporary, file);
      this.written += text.length;
    } catch {
      /* a cache that cannot be written is only slower */
    }
  }

  /** Removes the least recently used entries (and older versions' folders) while the cache is over its bound. */
  evict(): void {
    if (!this.dir || this.written === 0) return;
    this.written = 0;
    const top = join(this.dir, "..");
    const entries: { file: string; size: number; used: number }[] = [];
    let total = 0;
    try {
      // Only what this cache wrote: version folders of 40 hex digits, shards of 2, entries ending in .json.
      for (const version of readdirSync(top)) {
        if (!/^[0-9a-f]{40}$/.test(version)) continue;
        const versionDir = join(top, version);
        const old = versionDir !== this.dir;
        for (const shard of readdirSync(versionDir)) {
          if (!/^[0-9a-f]{2}$/.test(shard)) continue;
          for (const name of readdirSync(join(versionDir, shard))) {
            if (!/^[0-9a-f]{38}\.json$/.test(name)) continue;
            const file = join(versionDir, shard, name);
            const st = statSync(file);
            entries.push({ file, size: st.size, used: old ? 0 : st.mtimeMs });
            total += st.size;
          }
        }
      }
    } catch {
      return;
    }
    if (total <= this.maxBytes) return;
    entries.sort((a, b) => a.used - b.used);
    const target = this.maxBytes * 0.9;
    for (const e of entries) {
      if (total <= target) break;
      rmSync(e.file, { force: true });
      total -= e.size;
    }
  }
}
