// FileFacts kept by file content: the key is the file's git blob id (sha1 of `blob <length>\0` and its bytes,
// computed here without git), its language, and a version of the engine and of every language's queries, so a
// changed query or extractor never reuses old facts. Entries live in memory for the process and, given a
// directory, on disk, bounded in size: the least recently used entries are removed first. Beside them, whole
// index reports and public entrypoints, keyed by every file of a tree and by the engine's code, and the names of
// trees indexed whole.
import { createHash } from "node:crypto";
import { closeSync, fstatSync, futimesSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, utimesSync, writeFileSync, type Stats } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RootedEntrypoints } from "./entrypoints.js";
import { decodeEntrypoints, encodeEntrypoints } from "./entrypointsCodec.js";
import type { FileFacts } from "./facts.js";
import { decodeFacts, encodeFacts, FACTS_CODEC, factsAtPath } from "./factsCodec.js";
import { FactsMemory } from "./factsMemory.js";
import { fileStamp, type FileStamp } from "./fileStamp.js";
import { languagesDirectory, mayBeLanguageFile, type LanguageSpec } from "./languages.js";
import { NAME_INDEX_FORMAT, NameIndex, packBlobIds } from "./nameIndex.js";
import { isInSkippedFolder, type Repository, type RepositoryLimits } from "./repository.js";
import { isManifest } from "./resolver.js";
import { decodeSketchPack, encodeSketchPack } from "./sketchPack.js";

/** Bumped whenever extraction or FileFacts change in a way the query files do not show. */
export const FACTS_FORMAT = "odin-slice-facts-4";

export const DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;

const requireBuiltin = createRequire(import.meta.url);

/** zlib, loaded only for the large reports kept compressed: a warm run on a small tree should not pay to start it. */
function zlib(): typeof import("node:zlib") {
  return requireBuiltin("node:zlib") as typeof import("node:zlib");
}

/**
 * What this process read of tree files, each kept while its file is as it was when read (inode, size and time): the
 * App's requests on one tree would otherwise read the same file again and again. The last `max` files' only.
 */
class ReadWhileUnchanged<T> {
  private readonly kept = new Map<string, { ino: number; size: number; mtimeMs: number; value: T }>();

  constructor(private readonly max: number) {}

  /** What was read of `file` while it is unchanged (its time of use set as a read would), else `read`'s; null if none. */
  get(file: string, read: () => { value: T; stats: Stats } | null): T | null {
    let st: Stats;
    try {
      st = statSync(file);
    } catch {
      return null;
    }
    const known = this.kept.get(file);
    if (known && known.ino === st.ino && known.size === st.size && known.mtimeMs === st.mtimeMs) {
      // Still used: eviction removes the least recently used first.
      markUsed(st.mtimeMs, (seconds) => {
        utimesSync(file, seconds, seconds);
        known.mtimeMs = statSync(file).mtimeMs;
      });
      return known.value;
    }
    this.kept.delete(file);
    const fresh = read();
    if (fresh) {
      if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value as string);
      this.kept.set(file, { ino: fresh.stats.ino, size: fresh.stats.size, mtimeMs: fresh.stats.mtimeMs, value: fresh.value });
    }
    return fresh?.value ?? null;
  }
}

/** Name indexes read in this process (see getNameIndex): the last few trees'. */
const readNameIndexes = new ReadWhileUnchanged<NameIndex>(4);

/** Kept sketches read in this process (see getSketches): the JDK's are 37 MB, 40 ms a request to read. */
const readSketchPacks = new ReadWhileUnchanged<Map<string, Int32Array>>(2);

/** givenFiles' answer for each map of blob ids given (the same map may be given to the cache of each request). */
const listingOfBlobs = new WeakMap<ReadonlyMap<string, string>, readonly string[]>();
/** The blob ids given for each file of such a listing, in its order (see blobsOf). */
const blobsOfListing = new WeakMap<readonly string[], readonly string[]>();

/** The given blob ids of some of a listing's files, packed (see packedBlobsOf). */
const packedOfListing = new WeakMap<readonly string[], { files: readonly string[]; bytes: Buffer | null }>();

let versionHash: string | null = null;

/** The hash of the language folders' files, written into the bundle when it is built (scripts/build.mjs). */
declare const __ODIN_SLICE_LANGUAGES__: string | undefined;

/**
 * The engine's facts format and every language's folder (its descriptor and query files, which the facts are
 * extracted by), hashed. Bundled, the build gives the folders' hash, so that a run that parses nothing reads no
 * query file; run from source, the folders are read. Either way the same value: the Action's cache keys name it.
 */
export function cacheVersion(): string {
  if (!versionHash) {
    const folders = typeof __ODIN_SLICE_LANGUAGES__ === "string" ? __ODIN_SLICE_LANGUAGES__ : folderHash(languagesDirectory());
    versionHash = createHash("sha1").update(FACTS_FORMAT).update(FACTS_CODEC).update("\0").update(folders).digest("hex");
  }
  return versionHash;
}

/** Every file under `root`, by its path from there and its bytes, in name order (as scripts/build.mjs hashes them). */
function folderHash(root: string): string {
  const h = createHash("sha1");
  const walk = (relative: string): void => {
    for (const name of readdirSync(join(root, relative)).sort()) {
      const path = relative ? `${relative}/${name}` : name;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else h.update(path).update("\0").update(readFileSync(join(root, path))).update("\0");
    }
  };
  walk("");
  return h.digest("hex");
}

let engineHash: string | null = null;

/** The hash of the engine's sources, written into the bundle when it is built (scripts/build.mjs). */
declare const __ODIN_SLICE_ENGINE__: string | undefined;

/**
 * The running engine's code, hashed: what a whole tree resolves to depends on all of it (resolution, module
 * systems), so a tree's cached report is only reused by the very code that wrote it. Bundled, the build gives
 * the hash of every source (this module's chunk is not the whole engine: a warm `index` loads no more than it
 * needs); run from source, this file's own text stands for it.
 */
function engineVersion(): string {
  if (!engineHash) {
    const h = createHash("sha1").update(cacheVersion());
    if (typeof __ODIN_SLICE_ENGINE__ === "string") h.update(__ODIN_SLICE_ENGINE__);
    else {
      try {
        h.update(readFileSync(fileURLToPath(import.meta.url)));
      } catch {
        h.update(String(Date.now()));
      }
    }
    engineHash = h.digest("hex");
  }
  return engineHash;
}

/** How stale an entry's time of last use may be before a read sets it again (eviction needs no finer time). */
const USE_TIME_GRAIN_MS = 60 * 60 * 1000;

/**
 * Sets an entry's time of last use to now, through `touch` (given seconds), unless it was set within the grain;
 * a cache that cannot be written (read-only) still serves its entries, its eviction order only a guess.
 */
function markUsed(mtimeMs: number, touch: (seconds: number) => void): void {
  const now = Date.now();
  if (now - mtimeMs <= USE_TIME_GRAIN_MS) return;
  try {
    touch(now / 1000);
  } catch {
    /* read-only */
  }
}

/**
 * A cache entry's bytes, its time of last use (its modification time, for eviction) set to now unless it was set
 * within the last hour: setting it on every read was a system call per file loaded.
 */
function readUsed(file: string): Buffer {
  const fd = openSync(file, "r");
  try {
    const st = fstatSync(fd);
    const bytes = Buffer.allocUnsafe(st.size);
    let read = 0;
    while (read < st.size) {
      const n = readSync(fd, bytes, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    markUsed(st.mtimeMs, (seconds) => futimesSync(fd, seconds, seconds));
    return read === st.size ? bytes : bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/**
 * A name index's file stays open while its index is in use, and is closed once the index is garbage: a request
 * may still be reading blocks of an index the process has stopped keeping.
 */
const closeWhenGone = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    /* closed already */
  }
});

/** A kept name index opened to be read by parts, with its file's stats once marked used; null when it is not one. */
function openNameIndex(file: string): { index: NameIndex; stats: Stats } | null {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch {
    return null;
  }
  let opened: { index: NameIndex; stats: Stats } | null = null;
  try {
    let stats = fstatSync(fd);
    markUsed(stats.mtimeMs, (seconds) => {
      futimesSync(fd, seconds, seconds);
      stats = fstatSync(fd);
    });
    const index = NameIndex.open(stats.size, (offset, length) => readPart(fd, offset, length));
    if (index) opened = { index, stats };
  } catch {
    /* unreadable: as if none were kept */
  }
  if (!opened) {
    closeSync(fd);
    return null;
  }
  closeWhenGone.register(opened.index, fd);
  return opened;
}

/** `length` bytes of an open file at `offset`, in a buffer of their own (word-aligned, as NameIndex reads them). */
function readPart(fd: number, offset: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let read = 0;
  while (read < length) {
    const n = readSync(fd, bytes, read, length - read, offset + read);
    if (n === 0) throw new Error("the kept name index ends early; remove the cache folder's reports to rebuild it");
    read += n;
  }
  return bytes;
}

/** The key of the entry that says why the content under a facts key cannot be parsed: an entry like any other. */
function verdictKey(key: string): string {
  return createHash("sha1").update("unparsable\0").update(key).digest("hex");
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
export function cacheFromEnvironment(env: Readonly<Record<string, string | undefined>> = process.env, memory: FactsMemory | null = null): IndexCache {
  const given = env.ODIN_SLICE_CACHE_DIR;
  const dir = given === "off" ? null : given || defaultCacheDirectory(env);
  const mb = Number(env.ODIN_SLICE_CACHE_MAX_MB);
  return new IndexCache({ dir, maxBytes: Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_CACHE_MAX_BYTES, memory });
}

export const DEFAULT_MEMORY_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The decoded facts a long-running shell (the App) keeps between its jobs: ODIN_SLICE_MEMORY_MB of the cache
 * entries they were read from (default 64; decoded they take a few times that), 0 for none.
 */
export function factsMemoryFromEnvironment(env: Readonly<Record<string, string | undefined>> = process.env): FactsMemory | null {
  const given = env.ODIN_SLICE_MEMORY_MB;
  const mb = given === undefined || given === "" ? DEFAULT_MEMORY_MAX_BYTES / (1024 * 1024) : Number(given);
  return Number.isFinite(mb) && mb > 0 ? new FactsMemory(mb * 1024 * 1024) : null;
}

type Stored = Omit<FileFacts, "path"> & { path?: string };

/** What is kept per tree beside the facts, and the ending of its file's name. */
type TreeFileKind = "report" | "plainReport" | "names" | "entrypoints" | "sketches";
const TREE_FILE_SUFFIX: Record<TreeFileKind, string> = {
  report: ".json.gz",
  plainReport: ".report.json",
  names: ".names",
  entrypoints: ".entrypoints",
  sketches: ".sketches",
};
/** Tree files an earlier engine wrote under names no longer read: still counted, and evicted as unused. */
const RETIRED_TREE_FILE_SUFFIXES = [".entrypoints.json"];
/** The tree files' names, as eviction finds them. */
const TREE_FILE_NAME = new RegExp(
  `^[0-9a-f]{40}(?:${[...Object.values(TREE_FILE_SUFFIX), ...RETIRED_TREE_FILE_SUFFIXES].map((s) => s.replaceAll(".", "\\.")).join("|")})$`,
);

/**
 * Reports up to this size are kept as they are: unpacking one costs more than reading it whole (rxjs's 1 MB
 * report: 6 ms of an 80 ms run; Django's 7.9 MB: 75-85 ms to unpack, 31-35 ms to read), while a large tree's
 * report (Go's, the JDK's: over a hundred megabytes) is kept compressed.
 */
const PLAIN_REPORT_BYTES = 16 * 1024 * 1024;

/**
 * What is known of one file of a tree: its stamp when its bytes were read, their blob id and, when the index
 * judged it under `rules` (the reading limits), why it is not parsed (null: it is).
 */
export interface FileRecord {
  stamp: FileStamp;
  blob: string;
  rules?: string;
  reason?: string | null;
}

/**
 * A tree's file records, as kept on disk: one flat array, five entries per file (path, stamp, blob id, the
 * reading rules it was judged under or null, why it is not parsed or null). Flat, it parses in half the time of
 * an object of arrays, and every request on the tree reads it whole.
 */
type RecordTable = (string | null)[];
const RECORD_FIELDS = 5;

/** The records a table kept on disk holds, or null when it is not one (another layout, damaged). */
function recordsFrom(kept: unknown): Map<string, FileRecord> | null {
  if (!Array.isArray(kept) || kept.length % RECORD_FIELDS !== 0) return null;
  const table = kept as RecordTable;
  const records = new Map<string, FileRecord>();
  for (let i = 0; i < table.length; i += RECORD_FIELDS) {
    const path = table[i];
    const stamp = table[i + 1];
    const blob = table[i + 2];
    const rules = table[i + 3];
    const reason = table[i + 4];
    if (typeof path !== "string" || typeof stamp !== "string" || typeof blob !== "string") return null;
    records.set(path, typeof rules === "string" ? { stamp, blob, rules, reason: reason ?? null } : { stamp, blob });
  }
  return records;
}

/**
 * The index cache as one request sees it: make one per request (each shell does), since what it learns of the
 * tree's files (their stamps, their records) holds for that request only.
 */
export class IndexCache {
  readonly dir: string | null;
  private readonly maxBytes: number;
  private readonly memory = new Map<string, Stored>();
  /** Each tree's file records by root, loaded from disk on first use; `dirty` ones are written back by `evict`. */
  private readonly tables = new Map<string, { file: string | null; records: Map<string, FileRecord>; dirty: boolean }>();
  private written = 0;
  hits = 0;
  misses = 0;
  /** Of the hits, those read and decoded from the folder (not found in this cache's or the process's memory). */
  hitsFromFolder = 0;
  /** Entries written to disk by this process: a cache kept elsewhere between runs is worth saving only then. */
  stored = 0;

  /** Decoded facts shared with the other caches of a long-running process (the App's jobs), or null. */
  private readonly shared: FactsMemory | null;

  constructor(options: { dir?: string | null; maxBytes?: number; memory?: FactsMemory | null } = {}) {
    this.dir = options.dir ? join(options.dir, cacheVersion()) : null;
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
    this.shared = options.memory ?? null;
  }

  /**
   * The cache key of a file's facts: its language, its blob id and the reading rules it was parsed under
   * (`readingRules`). Facts are kept only for a file those rules let through, so finding them proves the file
   * parseable under the same rules without reading it: a shell that knows its files' blob ids from git reads none
   * of the files whose facts it loads.
   */
  keyOfBlob(spec: LanguageSpec, blob: string, rules: string): string {
    return createHash("sha1").update(spec.name).update("\0").update(blob).update("\0").update(rules).digest("hex");
  }

  private table(root: string): { file: string | null; records: Map<string, FileRecord>; dirty: boolean } {
    let table = this.tables.get(root);
    if (!table) {
      const file = this.dir ? join(this.dir, "stamps", `${createHash("sha1").update(root).digest("hex")}.json`) : null;
      let records: Map<string, FileRecord> | null = null;
      try {
        if (file) records = recordsFrom(JSON.parse(readFileSync(file, "utf8")));
      } catch {
        /* none kept yet, or not readable: the files are read and hashed again */
      }
      records ??= new Map();
      table = { file, records, dirty: false };
      this.tables.set(root, table);
    }
    return table;
  }

  /**
   * Blob ids the shell knows for a tree's files without reading them (git's index of a fresh checkout): they
   * stand for the files' records, and nothing is stamped or recorded for those files.
   */
  knowBlobs(root: string, blobs: ReadonlyMap<string, string>): void {
    this.givenBlobs.set(root, blobs);
  }

  /** Whether the shell gave the blob ids of a checkout's files (knowBlobs). */
  blobsGiven(root: string): boolean {
    return this.givenBlobs.has(root);
  }

  /**
   * The files of a checkout whose blob ids the shell gave (git's index of a fresh checkout lists every regular
   * file of it), as a walk of the folder lists them: sorted, none in a skipped folder. Null when none were given.
   */
  givenFiles(root: string): readonly string[] | null {
    const blobs = this.givenBlobs.get(root);
    if (!blobs) return null;
    let files = listingOfBlobs.get(blobs);
    if (!files) {
      files = [...blobs.keys()].filter((path) => !isInSkippedFolder(path, (file) => blobs.has(file))).sort();
      listingOfBlobs.set(blobs, files);
    }
    return files;
  }

  /**
   * A file's stamp now (taken before its bytes are read, so that a change made while they are read shows later
   * as a new stamp) and what is known of it if that stamp shows it unchanged since: a file known so is neither
   * read nor hashed again, in this process or, with a directory, the next. A file whose blob id the shell gave
   * is known by it, unstamped.
   */
  lookup(root: string, path: string): { stamp: FileStamp | null; record: FileRecord | null } {
    const given = this.givenBlobs.get(root)?.get(path);
    if (given !== undefined) return { stamp: null, record: { stamp: "", blob: given } };
    // A cache object serves one request: each file is stamped once for it, however many questions (the kept
    // names, the tree's key, the facts) ask after it. Stamping is most of what a cached request on a large tree
    // costs (15,000 files: about 45 ms).
    const at = `${root}\0${path}`;
    let stamp = this.stamps.get(at);
    if (stamp === undefined) {
      // The root is canonical and the path a clean one under it: path.join's normalising showed in the profile.
      stamp = fileStamp(`${root}/${path}`);
      this.stamps.set(at, stamp);
    }
    const record = stamp === null ? null : (this.table(root).records.get(path) ?? null);
    return { stamp, record: record && record.stamp === stamp ? record : null };
  }

  /** How many of a tree's files the cache has a record of (without checking that they are unchanged). */
  recordedCount(root: string, paths: readonly string[]): number {
    // A checkout whose blob ids were given is not stamped, nor are the records of another of the same folder read.
    if (this.givenBlobs.has(root)) return 0;
    const records = this.table(root).records;
    let n = 0;
    for (const path of paths) if (records.has(path)) n++;
    return n;
  }

  /** Records what a file's bytes gave; nothing without a stamp. */
  record(root: string, path: string, stamp: FileStamp | null, blob: string, judged?: { rules: string; reason: string | null }): void {
    if (stamp === null) return;
    const table = this.table(root);
    table.records.set(path, judged ? { stamp, blob, ...judged } : { stamp, blob });
    table.dirty = true;
  }

  /** The blob id of a tree's file: from its record when its stamp is unchanged, else read and hashed. */
  blobOf(root: string, path: string): string {
    // Asked of every file of a large tree by each request (the kept names' check): a given one is taken at once.
    const given = this.givenBlobs.get(root)?.get(path);
    if (given !== undefined) return given;
    const { stamp, record } = this.lookup(root, path);
    if (record) return record.blob;
    let blob: string;
    try {
      blob = blobId(readFileSync(join(root, path)));
    } catch {
      return "unreadable";
    }
    this.record(root, path, stamp, blob);
    return blob;
  }

  /**
   * The blob id of each of a tree's files (see blobOf), in order. Asked for every file of a large tree by each
   * request (the kept names' check): where the shell gave the ids, they are taken in the listing's order (see
   * givenFiles), which the files follow, rather than looked up by path one by one.
   */
  blobsOf(root: string, files: readonly string[]): string[] {
    const given = this.givenBlobs.get(root);
    const listing = given ? this.givenFiles(root) : null;
    if (!given || !listing) return files.map((file) => this.blobOf(root, file));
    let inListing = blobsOfListing.get(listing);
    if (!inListing) {
      inListing = listing.map((path) => given.get(path) as string);
      blobsOfListing.set(listing, inListing);
    }
    const out = new Array<string>(files.length);
    let j = 0;
    for (let i = 0; i < files.length; i++) {
      const file = files[i] as string;
      while (j < listing.length && listing[j] !== file) j++;
      if (j < listing.length) out[i] = inListing[j++] as string;
      else {
        // Not in the listing's order: the rest by path.
        for (let k = i; k < files.length; k++) out[k] = this.blobOf(root, files[k] as string);
        break;
      }
    }
    return out;
  }

  /**
   * The blob ids the shell gave for `files` (in the listing's order), 20 bytes each, or null where none were given
   * or one is not a blob id. Kept per listing: the App serves many requests on one checkout.
   */
  packedBlobsOf(root: string, files: readonly string[]): Buffer | null {
    const listing = this.givenFiles(root);
    if (!listing) return null;
    const kept = packedOfListing.get(listing);
    if (kept && sameList(kept.files, files)) return kept.bytes;
    const bytes = packBlobIds(this.blobsOf(root, files));
    packedOfListing.set(listing, { files, bytes });
    return bytes;
  }

  /** Writes back the file records that changed. */
  private saveTables(): void {
    for (const table of this.tables.values()) {
      if (!table.dirty || !table.file) continue;
      table.dirty = false;
      const out: RecordTable = [];
      for (const [path, r] of table.records) out.push(path, r.stamp, r.blob, r.rules ?? null, r.reason ?? null);
      try {
        mkdirSync(join(table.file, ".."), { recursive: true });
        const text = JSON.stringify(out);
        const temporary = `${table.file}.${process.pid}.tmp`;
        writeFileSync(temporary, text);
        renameSync(temporary, table.file);
        this.written += text.length;
      } catch {
        /* a cache that cannot be written is only slower */
      }
    }
  }

  /**
   * The key of a whole tree's index report: the engine, the reading rules, and every file of the tree (not only
   * those a grammar covers: manifests steer module resolution) by path and blob id. Null without a directory.
   */
  treeKey(repo: Repository): string | null {
    if (!this.dir) return null;
    // Asked by the report, the whole-tree index and the kept names of one request: the tree is listed, and its
    // files stamped or hashed, once.
    const known = this.treeKeys.get(repo);
    if (known !== undefined) return known;
    const h = createHash("sha1").update(engineVersion()).update(JSON.stringify(repo.limits));
    // One text hashed at once: an update per file costs more than the hashing (15,000 files: 10 ms). A file the
    // engine never reads (neither a language's nor a manifest) counts by its path alone: Django's 2,600 locale
    // files cost each request on it from the command line 19 ms of stamping.
    const lines: string[] = [];
    for (const path of repo.files()) {
      const read = mayBeLanguageFile(path) || isManifest(path);
      lines.push(`${path}\0${read ? this.blobOf(repo.root, path) : "-"}\n`);
    }
    h.update(lines.join(""));
    h.update(`beyond ${repo.filesBeyondLimit()}`);
    const key = h.digest("hex");
    this.treeKeys.set(repo, key);
    return key;
  }

  private readonly treeKeys = new WeakMap<Repository, string>();
  private readonly stamps = new Map<string, FileStamp | null>();
  private readonly givenBlobs = new Map<string, ReadonlyMap<string, string>>();

  private treeFile(key: string, kind: TreeFileKind): string {
    return join(this.dir as string, "reports", `${key}${TREE_FILE_SUFFIX[kind]}`);
  }

  /** What a tree's root files make public (see entrypoints.ts), as putEntrypoints kept it, or null. */
  getEntrypoints(key: string): RootedEntrypoints | null {
    const bytes = this.getTreeFile(key, "entrypoints");
    return bytes === null ? null : decodeEntrypoints(bytes.toString("utf8"));
  }

  putEntrypoints(key: string, entry: RootedEntrypoints): void {
    this.putTreeFile(key, "entrypoints", Buffer.from(encodeEntrypoints(entry)));
  }

  /** A tree's report as the bytes of its JSON text, or null. */
  getReport(key: string): Buffer | null {
    const plain = this.getTreeFile(key, "plainReport");
    if (plain !== null) return plain;
    const bytes = this.getTreeFile(key, "report");
    if (bytes === null) return null;
    try {
      return zlib().gunzipSync(bytes);
    } catch {
      return null;
    }
  }

  /** Keeps a tree's report, compressed when large (reports repeat their paths and symbols over and over). */
  putReport(key: string, text: string): void {
    if (text.length <= PLAIN_REPORT_BYTES) this.putTreeFile(key, "plainReport", Buffer.from(text, "utf8"));
    else this.putTreeFile(key, "report", zlib().gzipSync(text, { level: 1 }));
  }

  /**
   * The key the names of a tree's files are kept under (see nameIndex.ts): its lineage (Workspace's option), the
   * reading rules (a file past them holds none) and the index's format; the facts' format is the cache's folder.
   * Null without a directory.
   */
  namesKey(lineage: string, limits: RepositoryLimits): string | null {
    if (!this.dir) return null;
    return createHash("sha1").update(NAME_INDEX_FORMAT).update("\0").update(JSON.stringify(limits)).update("\0").update(lineage).digest("hex");
  }

  /**
   * The name index kept by putNames, opened to be read by parts (see NameIndex.open). A process that serves many
   * requests (the App) opens a tree's index once: the one opened last is kept while its file is unchanged (a
   * rewrite renames a new file in), with the blocks its questions have read of it so far.
   */
  getNameIndex(key: string): NameIndex | null {
    if (!this.dir) return null;
    const file = this.treeFile(key, "names");
    return readNameIndexes.get(file, () => {
      const opened = openNameIndex(file);
      return opened && { value: opened.index, stats: opened.stats };
    });
  }

  putNames(key: string, bytes: Uint8Array): void {
    // New names make a cache kept between runs worth saving, as new facts do: they are what later runs ask first.
    if (this.putTreeFile(key, "names", bytes)) this.stored++;
  }

  /** What a tree's kept word sketches are filed under (see sketchPack.ts), by lineage; null without a directory. */
  sketchesKey(lineage: string): string | null {
    if (!this.dir) return null;
    return createHash("sha1").update("sketches\0").update(lineage).digest("hex");
  }

  /**
   * The word sketches kept for a tree by putSketches, by sketchKey; empty when none are (or they are torn). Not to
   * be changed: a process that asks again while the file is unchanged is given the same map.
   */
  getSketches(key: string): ReadonlyMap<string, Int32Array> {
    if (!this.dir) return new Map();
    const file = this.treeFile(key, "sketches");
    const read = () => {
      try {
        const sketches = decodeSketchPack(readUsed(file));
        // Its stats taken after the read, which may have set its time of use.
        return sketches && { value: sketches, stats: statSync(file) };
      } catch {
        return null;
      }
    };
    return readSketchPacks.get(file, read) ?? new Map();
  }

  putSketches(key: string, sketches: ReadonlyMap<string, Int32Array>): void {
    // New sketches make a cache kept between runs (the Action's) worth saving, as new facts do.
    if (this.putTreeFile(key, "sketches", encodeSketchPack(sketches))) this.stored++;
  }

  /** The blob id the shell gave for a file (knowBlobs), or null. */
  givenBlob(root: string, path: string): string | null {
    return this.givenBlobs.get(root)?.get(path) ?? null;
  }

  private getTreeFile(key: string, kind: TreeFileKind): Buffer | null {
    if (!this.dir) return null;
    const file = this.treeFile(key, kind);
    try {
      return readUsed(file);
    } catch {
      return null;
    }
  }

  /** Writes a tree file; whether it was written. */
  private putTreeFile(key: string, kind: TreeFileKind, bytes: Uint8Array): boolean {
    if (!this.dir) return false;
    const file = this.treeFile(key, kind);
    try {
      mkdirSync(join(this.dir, "reports"), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, bytes);
      renameSync(temporary, file);
      this.written += bytes.length;
      return true;
    } catch {
      /* a cache that cannot be written is only slower */
      return false;
    }
  }

  private file(key: string): string {
    return join(this.dir as string, key.slice(0, 2), `${key.slice(2)}.json`);
  }

  get(key: string, path: string): FileFacts | null {
    let stored: Stored | undefined = this.memory.get(key);
    if (!stored && this.shared) {
      stored = this.shared.get(key);
      if (stored) this.memory.set(key, stored);
    }
    if (!stored && this.dir) {
      const file = this.file(key);
      try {
        const bytes = readUsed(file);
        const facts = decodeFacts(bytes);
        stored = facts;
        this.hitsFromFolder++;
        this.memory.set(key, facts);
        this.shared?.set(key, facts, bytes.length);
      } catch {
        stored = undefined;
      }
    }
    if (!stored) {
      this.misses++;
      return null;
    }
    this.hits++;
    return factsAtPath(stored, path);
  }

  /** `json`: the facts as JSON text when the caller has it already (from a parse worker), to write as is. */
  put(key: string, facts: FileFacts, json: string | null = null): void {
    // An entry may hold the path it was first seen at; `get` replaces it with the path asked for.
    this.memory.set(key, facts);
    if (!this.dir && !this.shared) return;
    const text = json ?? encodeFacts(facts);
    // Shared with the process's later requests, with or without a folder to keep the entry in.
    this.shared?.set(key, facts, text.length);
    this.writeEntry(key, text);
  }

  private writeEntry(key: string, text: string): void {
    if (!this.dir) return;
    const file = this.file(key);
    try {
      mkdirSync(join(this.dir, key.slice(0, 2)), { recursive: true });
      // Written aside and renamed, so a reader never sees half an entry.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, text);
      renameSync(temporary, file);
      this.written += text.length;
      this.stored++;
    } catch {
      /* a cache that cannot be written is only slower */
    }
  }

  /**
   * Why the content under a facts key cannot be parsed (binary, too large, a minified line), where a request found
   * so. Where the shell gives blob ids, no record of the file can hold it, and every request read such a file again
   * to find it out: Go's 1.2 MB `opGen.go`, 5 ms of each request that reaches it.
   */
  unparsable(key: string): string | null {
    let reason = this.verdicts.get(key);
    if (reason === undefined) {
      reason = null;
      if (this.dir) {
        try {
          const kept = JSON.parse(readUsed(this.file(verdictKey(key))).toString("utf8")) as { unparsable?: unknown };
          if (typeof kept.unparsable === "string") reason = kept.unparsable;
        } catch {
          /* none kept */
        }
      }
      this.verdicts.set(key, reason);
    }
    return reason;
  }

  /** Keeps why the content under a facts key cannot be parsed (see unparsable), as an entry of its own. */
  keepUnparsable(key: string, reason: string): void {
    this.verdicts.set(key, reason);
    this.writeEntry(verdictKey(key), JSON.stringify({ unparsable: reason }));
  }

  private readonly verdicts = new Map<string, string | null>();

  /** Removes the least recently used entries (and older versions' folders) while the cache is over its bound. */
  evict(): void {
    this.saveTables();
    if (!this.dir || this.written === 0) return;
    const top = join(this.dir, "..");
    // The cache's size is kept in a ledger: what the last walk counted plus what was written since. Walking every
    // entry costs more than a small request (hundreds of milliseconds on a large tree's cache), so the cache is
    // walked only when the ledger says it may be over its bound or is missing. Rewrites count twice, so the
    // ledger only errs high, and the walk it then brings sets it right.
    const ledger = join(top, "usage.json");
    const recorded = readLedger(ledger);
    const estimate = recorded === null ? null : recorded + this.written;
    this.written = 0;
    if (estimate !== null && estimate <= this.maxBytes) {
      writeLedger(ledger, estimate);
      return;
    }
    const entries: { file: string; size: number; used: number }[] = [];
    let total = 0;
    try {
      // Only what this cache wrote: version folders of 40 hex digits, shards of 2, entries ending in .json, and
      // the reports and stamps folders.
      for (const version of readdirSync(top)) {
        if (!/^[0-9a-f]{40}$/.test(version)) continue;
        const versionDir = join(top, version);
        const old = versionDir !== this.dir;
        for (const shard of readdirSync(versionDir)) {
          const named = shard === "reports" ? TREE_FILE_NAME : shard === "stamps" ? /^[0-9a-f]{40}\.json$/ : /^[0-9a-f]{2}$/.test(shard) ? /^[0-9a-f]{38}\.json$/ : null;
          if (!named) continue;
          for (const name of readdirSync(join(versionDir, shard))) {
            if (!named.test(name)) continue;
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
    if (total > this.maxBytes) {
      entries.sort((a, b) => a.used - b.used);
      const target = this.maxBytes * 0.9;
      for (const e of entries) {
        if (total <= target) break;
        rmSync(e.file, { force: true });
        total -= e.size;
      }
    }
    writeLedger(ledger, total);
  }
}

function readLedger(file: string): number | null {
  try {
    const bytes = (JSON.parse(readFileSync(file, "utf8")) as { bytes?: unknown }).bytes;
    return typeof bytes === "number" && Number.isFinite(bytes) && bytes >= 0 ? bytes : null;
  } catch {
    return null;
  }
}

function writeLedger(file: string, bytes: number): void {
  try {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ bytes }));
    renameSync(temporary, file);
  } catch {
    /* without a ledger the next eviction walks the cache */
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
