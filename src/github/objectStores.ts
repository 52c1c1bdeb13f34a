// Git objects kept between checkouts of the same repository, for a shell that serves many requests (the App): a
// checkout fetches a commit at depth 1 into its repository's store, where only the objects the commit changed
// since the store's last fetch travel (Go's standard library: 4.9 s for the first commit, 0.03 s for the next),
// and reads them from there through git's alternates. Data only, as the checkout is: no hooks, no credential on
// disk (the token travels in the environment), no garbage collection running on its own.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { defaultCacheDirectory } from "../core/indexCache.js";

/** Past this many packs (one a fetch) a store is made afresh: git looks an object up in every pack. */
const MAX_PACKS = 64;

export class GitObjectStores {
  /** Stores in use by a checkout of this process, by folder: one at a time each, and never pruned meanwhile. */
  private readonly busy = new Set<string>();

  /** The folder holding a folder per repository (absolute: checkouts name their store's objects by it). */
  readonly root: string;

  /** `root` holds a folder per repository; together they are kept under `maxBytes` (the least recently used go first). */
  constructor(
    root: string,
    readonly maxBytes: number,
  ) {
    this.root = resolve(root);
  }

  /** The store of a repository, by its clone URL (without credentials: the token never is in it). */
  folderFor(cloneUrl: string): string {
    return join(this.root, createHash("sha256").update(cloneUrl).digest("hex").slice(0, 24));
  }

  /**
   * Runs `work` with the repository's store to itself, made anew first where it is missing or past its bounds, then
   * prunes the other stores to the bound; null, without running it, while another checkout of this process uses
   * the store (that one goes on; this one is for the caller to make without it, as concurrent checkouts were).
   */
  async with<T>(cloneUrl: string, work: (folder: string, fresh: boolean) => Promise<T>): Promise<T | null> {
    const folder = this.folderFor(cloneUrl);
    if (this.busy.has(folder)) return null;
    this.busy.add(folder);
    try {
      return await work(folder, this.ready(folder));
    } finally {
      // Once the fetch has grown this store: the others give way to it, least recently used first.
      this.prune(folder);
      this.busy.delete(folder);
    }
  }

  /** Removes a repository's store (one that failed a checkout the same commit then passed without it), unless in use. */
  discard(cloneUrl: string): void {
    const folder = this.folderFor(cloneUrl);
    if (!this.busy.has(folder)) rmSync(folder, { recursive: true, force: true });
  }

  /**
   * Makes the store afresh when it is missing, too large or in too many packs; true when it was made now. A store
   * whose objects cannot be read throws: the checkout goes on without it, and the store is removed.
   */
  private ready(folder: string): boolean {
    const size = existsSync(join(folder, "HEAD")) ? storeSize(folder) : null;
    if (size !== null && size.bytes <= this.maxBytes && size.packs <= MAX_PACKS) {
      touch(folder);
      return false;
    }
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    touch(folder);
    return true;
  }

  /**
   * Removes the least recently used stores not in use until the rest fit the bound. A fault here (a folder that
   * cannot be read or removed) leaves the stores as they are: the checkout it follows stands.
   */
  private prune(current: string): void {
    try {
      const entries = readdirSync(this.root, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => join(this.root, e.name))
        .map((folder) => ({ folder, bytes: bytesOf(folder), used: lastUse(folder) }));
      let total = entries.reduce((sum, e) => sum + e.bytes, 0);
      for (const e of entries.sort((a, b) => a.used - b.used)) {
        if (total <= this.maxBytes) break;
        if (e.folder === current || this.busy.has(e.folder)) continue;
        rmSync(e.folder, { recursive: true, force: true });
        total -= e.bytes;
      }
    } catch {
      // Left for the next checkout's pruning.
    }
  }
}

/** A store's objects: bytes on disk and packs. */
function storeSize(folder: string): { bytes: number; packs: number } {
  let bytes = 0;
  let packs = 0;
  const objects = join(folder, "objects");
  for (const entry of readdirSync(objects, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.size ?? 0;
    if (entry.name.endsWith(".pack")) packs++;
  }
  return { bytes, packs };
}

/** A store's bytes for pruning: none for a folder that holds no store, or whose objects cannot be read. */
function bytesOf(folder: string): number {
  try {
    return existsSync(join(folder, "HEAD")) ? storeSize(folder).bytes : 0;
  } catch {
    return 0;
  }
}

const MARKER = "odin-slice-used";

/** When a store was last used: the time of its marker, which each use writes. */
function lastUse(folder: string): number {
  return statSync(join(folder, MARKER), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

function touch(folder: string): void {
  writeFileSync(join(folder, MARKER), "");
}

/**
 * The stores for the App from its environment: in `git` under the index cache's folder (ODIN_SLICE_CACHE_DIR),
 * ODIN_SLICE_GIT_STORE_MB in all (default 2048); none where that is 0 or the cache is `off`.
 */
export function objectStoresFromEnvironment(env: Readonly<Record<string, string | undefined>>): GitObjectStores | null {
  const dir = env.ODIN_SLICE_CACHE_DIR;
  if (dir === "off") return null;
  const cacheDir = dir || defaultCacheDirectory(env);
  const given = env.ODIN_SLICE_GIT_STORE_MB;
  const mb = given === undefined || given === "" ? DEFAULT_GIT_STORE_MB : Number(given);
  if (!Number.isFinite(mb) || mb <= 0) return null;
  return new GitObjectStores(join(cacheDir, "git"), mb * 1024 * 1024);
}

export const DEFAULT_GIT_STORE_MB = 2048;
