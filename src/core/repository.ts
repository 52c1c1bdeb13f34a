// The checked-out tree as the engine may see it: files inside the canonical root only, never through a link
// that leaves it, with the skip rules for vendored, generated, binary and oversized files.
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { fileStamp, type FileStamp } from "./fileStamp.js";
import { normalizeNewlines, sliceLines, splitLines } from "./lines.js";

/** Folders whose files are never the project's own source, wherever they lie: a copy of others' code, or git's. */
const ALWAYS_SKIPPED: ReadonlySet<string> = new Set([".git", "node_modules", "vendor"]);

/**
 * Folders a build tool writes its output to, with the manifests of the tools that do: such a folder is skipped at
 * the tree's root, or next to one of those manifests. Elsewhere the same name is a package of source, such as
 * Go's `go/build` and `cmd/dist` or a Java package `com.example.build`.
 */
const OUTPUT_FOLDERS: ReadonlyMap<string, readonly string[]> = new Map([
  ["build", ["package.json", "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "setup.py", "pyproject.toml", "CMakeLists.txt"]],
  ["dist", ["package.json", "setup.py", "pyproject.toml", "setup.cfg"]],
  ["target", ["pom.xml", "Cargo.toml", "build.sbt", "project.clj"]],
]);

/** Why a file in a skipped folder has no facts (a graph mode anchored there says so). */
export const SKIPPED_FOLDER_REASON = "in a vendored or generated folder, which the index skips";

/**
 * Whether the folder `name` inside `parent` ("" for the root) is one the index skips; `has` says whether the tree
 * holds a file, by its repository-relative path.
 */
export function isSkippedFolder(parent: string, name: string, has: (path: string) => boolean): boolean {
  if (ALWAYS_SKIPPED.has(name)) return true;
  const manifests = OUTPUT_FOLDERS.get(name);
  if (!manifests) return false;
  return parent === "" || manifests.some((manifest) => has(`${parent}/${manifest}`));
}

/** A path with a folder among its folders that could be skipped: tested further only then. */
const MAYBE_SKIPPED = new RegExp(`(?:^|/)(?:${[...ALWAYS_SKIPPED, ...OUTPUT_FOLDERS.keys()].map((name) => name.replace(/[.]/g, "\\.")).join("|")})/`);

/** Whether a path lies in a folder the index skips (see isSkippedFolder). */
export function isInSkippedFolder(path: string, has: (path: string) => boolean): boolean {
  // Asked of every file of a listing: one search first, rather than a split per path.
  if (!MAYBE_SKIPPED.test(path)) return false;
  const parts = path.split("/");
  for (let i = 0; i < parts.length - 1; i++) {
    if (isSkippedFolder(parts.slice(0, i).join("/"), parts[i] as string, has)) return true;
  }
  return false;
}

export interface RepositoryLimits {
  /** Files larger than this many bytes are not indexed. */
  maxFileBytes: number;
  /** Files with a line longer than this (minified or generated) are not indexed. */
  maxLineLength: number;
  /** At most this many files are indexed, the first in path order; a larger tree is indexed in part. */
  maxFiles: number;
}

export const DEFAULT_LIMITS: RepositoryLimits = { maxFileBytes: 1024 * 1024, maxLineLength: 4096, maxFiles: 200_000 };

/** The limits that decide whether one file is parsed, as a string: what a cached judgment of a file holds under. */
export function readingRules(limits: RepositoryLimits): string {
  return `${limits.maxFileBytes}/${limits.maxLineLength}`;
}

/**
 * A readable file. `binary` files have no lines to slice. `skip` says why a text file is not parsed or indexed
 * (too large, minified); its lines can still be sliced when a request names them.
 */
export type SourceFile = TextFile | { readonly binary: true; readonly path: string };

/**
 * A text file's content, read by line. The lines are found as offsets into the text and split out only when
 * asked for: a packet shows a few ranges of a file, and a generated file of half a megabyte would otherwise be
 * cut into some twenty thousand strings each time it is read.
 */
export class TextFile {
  readonly binary = false;
  /** Where each line starts: in `text`, or in `bytes` for a file made from them. */
  private readonly starts: number[] = [];
  /** Why the indexer skips the file, if it does. */
  readonly skip: string | null;
  private split: readonly string[] | null = null;
  /**
   * The bytes of a file made from them (they hold no carriage return, so their lines are the text's): a slice is
   * decoded alone, and the whole text only when asked for. A packet's slices come from files of thousands of
   * lines (the JDK's `Character.java`), each decoded whole before.
   */
  private readonly bytes: Buffer | null = null;
  private decoded: string | null = null;

  /**
   * `skipOf` says why the file is skipped, if it is, from the length of its longest line (in UTF-16 units; for a
   * file made from bytes, in bytes, which is never less).
   */
  constructor(
    readonly path: string,
    text: string | Buffer,
    skipOf: (longestLine: number) => string | null = () => null,
  ) {
    let newline: (from: number) => number;
    if (typeof text === "string") {
      this.decoded = text;
      newline = (from) => text.indexOf("\n", from);
    } else {
      this.bytes = text;
      newline = (from) => text.indexOf(NEWLINE, from);
    }
    let longest = 0;
    for (let from = 0; from < text.length; ) {
      this.starts.push(from);
      let nl = newline(from);
      if (nl < 0) nl = text.length;
      if (nl - from > longest) longest = nl - from;
      from = nl + 1;
    }
    this.skip = skipOf(longest);
  }

  /** The whole text. */
  get text(): string {
    this.decoded ??= (this.bytes as Buffer).toString("utf8");
    return this.decoded;
  }

  /** The number of lines (a last line without its newline counts; the empty text has none). */
  get lineCount(): number {
    return this.starts.length;
  }

  /** Every line, without its newline (splitLines). */
  get lines(): readonly string[] {
    this.split ??= splitLines(this.text);
    return this.split;
  }

  /** Lines start..end (1-based, inclusive) as sliceLines gives them. */
  slice(start: number, end: number): string {
    const span = this.span(start, end);
    if (!span) return sliceLines(this.lines, start, end);
    return this.bytes ? this.bytes.toString("utf8", span.from, span.to) : this.text.slice(span.from, span.to);
  }

  /**
   * At least the UTF-8 bytes of JSON.stringify(this.slice(start, end)), found without decoding the slice: its
   * bytes (or, in a file made from text, its UTF-16 units, never more), one more for each newline's escape, and
   * the quotes. A budget can turn down a class of thousands of lines by this alone.
   */
  leastJsonBytes(start: number, end: number): number {
    const span = this.span(start, end);
    return span ? 2 + (span.to - span.from) + (span.last - start) : 2;
  }

  /** Where lines start..end lie, the newline after the last excluded; null for a range sliceLines must cut. */
  private span(start: number, end: number): { from: number; to: number; last: number } | null {
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start || start > this.lineCount) return null;
    const last = Math.min(end, this.lineCount);
    const from = this.starts[start - 1] as number;
    const bytes = this.bytes;
    if (bytes) {
      const to = last < this.lineCount ? (this.starts[last] as number) - 1 : bytes[bytes.length - 1] === NEWLINE ? bytes.length - 1 : bytes.length;
      return { from, to, last };
    }
    const text = this.text;
    const to = last < this.lineCount ? (this.starts[last] as number) - 1 : text.endsWith("\n") ? text.length - 1 : text.length;
    return { from, to, last };
  }
}

const NEWLINE = 10;
const CARRIAGE_RETURN = 13;

export type PathCheck =
  | { ok: true; path: string }
  | { ok: false; kind: "path_outside_root" | "invalid_anchor"; message: string };

/**
 * The last listings of a few trees, each with the stamps of the folders it read: a tree listed again in the same
 * process whose folders all keep their stamps (no entry added, removed or renamed) is not read again. A tree's
 * first listing in a process takes no stamps (`folders` null): a command lists its tree once, and a stamp is a
 * system call per folder (Django's 2,364 folders: about 50 ms of a 450 ms run); the second listing takes them.
 */
const listings = new Map<string, { folders: Map<string, FileStamp> | null; files: string[] }>();
const LISTINGS_KEPT = 4;

/** Every file under a root, sorted; links are not followed and skipped folders are not entered. */
function listTree(root: string): string[] {
  const last = listings.get(root);
  if (last?.folders && [...last.folders].every(([dir, stamp]) => fileStamp(join(root, dir)) === stamp)) return last.files;
  const out: string[] = [];
  const folders = new Map<string, FileStamp>();
  let stamped = last !== undefined;
  const stack: string[] = [""];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    if (stamped) {
      // Stamped before it is read, so a change made while it is read shows as a new stamp.
      const stamp = fileStamp(join(root, dir));
      if (stamp === null) stamped = false;
      else folders.set(dir, stamp);
    }
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const rel = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!isSkippedFolder(dir, entry.name, (path) => entries.some((e) => e.isFile() && `${dir}/${e.name}` === path))) stack.push(rel);
      } else if (entry.isFile()) {
        out.push(rel);
      }
    }
  }
  out.sort();
  listings.delete(root);
  // Kept unstamped too, so that the tree's next listing knows to stamp.
  listings.set(root, { folders: stamped ? folders : null, files: out });
  if (listings.size > LISTINGS_KEPT) listings.delete(listings.keys().next().value as string);
  return out;
}

function toPosix(p: string): string {
  return sep === "/" ? p : p.split(sep).join("/");
}

/** A file as it is on disk now, for one check (see Repository.freshReader). */
export type FreshReader = (path: string) => SourceFile | null | undefined;

export class Repository {
  readonly root: string;
  readonly limits: RepositoryLimits;
  private fileList: readonly string[] | null = null;
  private beyond = 0;
  private readonly cache = new Map<string, SourceFile | null>();

  private constructor(
    root: string,
    limits: RepositoryLimits,
    private readonly listed: readonly string[] | null,
  ) {
    this.root = root;
    this.limits = limits;
  }

  /**
   * Opens a tree by its canonical path; null when it is not a directory. `listed`: its files as the shell knows
   * them already (a fresh checkout's regular files, from git's index: see IndexCache.givenFiles), sorted and
   * outside skipped folders, so that the tree is not walked.
   */
  static open(root: string, limits: RepositoryLimits = DEFAULT_LIMITS, listed: readonly string[] | null = null): Repository | null {
    let canonical: string;
    try {
      canonical = realpathSync.native(root);
      if (!statSync(canonical).isDirectory()) return null;
    } catch {
      return null;
    }
    return new Repository(canonical, limits, listed);
  }

  /**
   * Turns a user-given path into a repository-relative POSIX path, refusing absolute paths, `..` that leaves
   * the root, NUL bytes, `.git` and any link whose target lies outside the root.
   */
  checkPath(given: string): PathCheck {
    if (given.includes("\0")) return { ok: false, kind: "invalid_anchor", message: "the path contains a NUL byte" };
    if (given.length === 0) return { ok: false, kind: "invalid_anchor", message: "the path is empty" };
    if (isAbsolute(given) || /^[A-Za-z]:[\\/]/.test(given) || given.startsWith("\\")) {
      return { ok: false, kind: "path_outside_root", message: `absolute path ${JSON.stringify(given)} is not allowed` };
    }
    const segments: string[] = [];
    for (const segment of given.replace(/\\/g, "/").split("/")) {
      if (segment === "" || segment === ".") continue;
      if (segment === "..") {
        if (segments.length === 0) {
          return { ok: false, kind: "path_outside_root", message: `${JSON.stringify(given)} leaves the repository` };
        }
        segments.pop();
      } else segments.push(segment);
    }
    if (segments.length === 0) return { ok: false, kind: "invalid_anchor", message: "the path names the root itself" };
    if (segments[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    const joined = join(this.root, ...segments);
    let real: string;
    try {
      // The C library's realpath: asked of every file a request reads, where the JavaScript one stepped through
      // each folder of the path with a system call of its own (a hundred of the JDK's files: 30 ms against 7).
      real = realpathSync.native(joined);
    } catch {
      // Not there: but a link on the way (to a folder outside, or dangling) means the path leaves the tree.
      if (this.leavesThroughLink(segments)) {
        return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} goes through a link that does not resolve inside the repository` };
      }
      return { ok: false, kind: "invalid_anchor", message: `${segments.join("/")} does not exist at this commit` };
    }
    const rel = relative(this.root, real);
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) {
      return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} resolves outside the repository` };
    }
    const relPosix = toPosix(rel);
    if (relPosix.split("/")[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    try {
      if (!statSync(real).isFile()) return { ok: false, kind: "invalid_anchor", message: `${relPosix} is not a file` };
    } catch {
      return { ok: false, kind: "invalid_anchor", message: `${relPosix} cannot be read` };
    }
    return { ok: true, path: relPosix };
  }

  /** Whether some prefix of the path is a link that resolves outside the root or not at all. */
  private leavesThroughLink(segments: string[]): boolean {
    for (let n = 1; n <= segments.length; n++) {
      const prefix = join(this.root, ...segments.slice(0, n));
      let isLink: boolean;
      try {
        isLink = lstatSync(prefix).isSymbolicLink();
      } catch {
        return false;
      }
      if (!isLink) continue;
      try {
        const rel = relative(this.root, realpathSync.native(prefix));
        if (rel.startsWith("..") || isAbsolute(rel)) return true;
      } catch {
        return true;
      }
    }
    return false;
  }

  /** Whether a relative path names anything in the tree (a file, a folder or a link, even a dangling one). */
  exists(given: string): boolean {
    if (given.includes("\0") || isAbsolute(given)) return false;
    try {
      lstatSync(join(this.root, given));
      return true;
    } catch {
      return false;
    }
  }

  /** How many files the tree holds beyond `maxFiles`; they are never indexed (see `files`). */
  filesBeyondLimit(): number {
    this.files();
    return this.beyond;
  }

  /**
   * Every indexable file path, sorted; links are not followed and skipped folders are not entered. A tree with
   * more than `maxFiles` files is cut to the first ones in path order, so a huge tree costs bounded time and memory
   * and the packet says the index was partial, instead of the request running until something times out.
   */
  files(): readonly string[] {
    if (this.fileList) return this.fileList;
    const out = this.listed ?? listTree(this.root);
    this.beyond = Math.max(0, out.length - this.limits.maxFiles);
    this.fileList = this.beyond > 0 ? out.slice(0, this.limits.maxFiles) : out;
    return this.fileList;
  }

  /** Whether a path lies in a folder the index skips (vendored or generated): see isSkippedFolder. */
  isInSkippedFolder(path: string): boolean {
    return isInSkippedFolder(path, (file) => this.regularFile(file));
  }

  /** Whether a repository-relative path is a regular file of the tree (a link is not followed). */
  private regularFile(path: string): boolean {
    try {
      return lstatSync(join(this.root, path)).isFile();
    } catch {
      return false;
    }
  }

  /**
   * Reads a repository-relative path that `checkPath` produced or `files` listed; null when it cannot be read.
   */
  read(path: string): SourceFile | null {
    const cached = this.cache.get(path);
    return cached !== undefined ? cached : this.readWithBytes(path).file;
  }

  /**
   * `read`, with the bytes it read when it had to read them (null when the file was read before): what a blob id
   * is hashed from, so that a file is not read a second time for it.
   */
  readWithBytes(path: string): { file: SourceFile | null; bytes: Buffer | null } {
    const cached = this.cache.get(path);
    if (cached !== undefined) return { file: cached, bytes: null };
    const result = this.readUncached(path);
    this.cache.set(path, result.file);
    return result;
  }

  /**
   * The current bytes, never cached: the verifier re-reads what the builder read. Null when the file cannot be
   * read; undefined for a path that is not canonical inside the root.
   */
  readFresh(path: string): SourceFile | null | undefined {
    return this.isCanonical(path) ? this.readChecked(path).file : undefined;
  }

  /**
   * readFresh for one check of a packet or an answer: each file is read from disk once for the whole check, however
   * many of its ranges are compared (a packet of seven slices of zod's 160 KB `types.ts` decoded it seven times).
   */
  freshReader(): FreshReader {
    const files = new Map<string, SourceFile | null | undefined>();
    return (path) => {
      if (!files.has(path)) files.set(path, this.readFresh(path));
      return files.get(path);
    };
  }

  private isCanonical(path: string): boolean {
    const checked = this.checkPath(path);
    return checked.ok && checked.path === path;
  }

  private readUncached(path: string): { file: SourceFile | null; bytes: Buffer | null } {
    return this.isCanonical(path) ? this.readChecked(path) : { file: null, bytes: null };
  }

  /** A canonical path's file and bytes as they are on disk. */
  private readChecked(path: string): { file: SourceFile | null; bytes: Buffer | null } {
    let buffer: Buffer;
    try {
      buffer = readFileSync(join(this.root, path));
    } catch {
      return { file: null, bytes: null };
    }
    return { file: sourceFile(path, buffer, this.limits), bytes: buffer };
  }
}

/** A file's text and lines from its bytes, or that it is binary; with why the indexer skips it, if it does. */
function sourceFile(path: string, buffer: Buffer, limits: RepositoryLimits): SourceFile {
  if (buffer.includes(0)) return { binary: true, path };
  const skipOf = (longest: number) => {
    if (buffer.length > limits.maxFileBytes) return `larger than ${limits.maxFileBytes} bytes`;
    if (longest > limits.maxLineLength) return `has a line longer than ${limits.maxLineLength} characters (minified or generated)`;
    return null;
  };
  // Without carriage returns the bytes' lines are the text's. A line's bytes are never fewer than its UTF-16
  // units, so a file none of whose lines is too long in bytes is not in characters either; one that may be is
  // measured in characters.
  if (!buffer.includes(CARRIAGE_RETURN)) {
    const file = new TextFile(path, buffer, skipOf);
    if (file.skip === null) return file;
  }
  return new TextFile(path, normalizeNewlines(buffer.toString("utf8")), skipOf);
}
