// Checkout against a local bare repository standing in for the git server.
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, symlinkSync, mkdirSync, type Dirent } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { blobId } from "../../src/core/indexCache.js";
import { checkoutCommit } from "../../src/github/checkout.js";
import { GitObjectStores } from "../../src/github/objectStores.js";

function sh(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" },
  }).trim();
}

/** A bare "server" repository with main and a pull request head at refs/pull/1/head. */
function server() {
  const base = mkdtempSync(join(tmpdir(), "odin-slice-git-"));
  const work = join(base, "work");
  mkdirSync(work);
  sh(work, "init", "-q", "-b", "main");
  writeFileSync(join(work, "a.ts"), "export const a = 1;\n");
  sh(work, "add", ".");
  sh(work, "commit", "-qm", "base");
  writeFileSync(join(work, "a.ts"), "export const a = 2;\n");
  symlinkSync("/etc/passwd", join(work, "link.ts"));
  mkdirSync(join(work, ".githooks"));
  writeFileSync(join(work, ".githooks", "post-checkout"), "#!/bin/sh\ntouch /tmp/odin-slice-hook-ran\n", { mode: 0o755 });
  sh(work, "add", ".");
  sh(work, "commit", "-qm", "pr");
  const head = sh(work, "rev-parse", "HEAD");
  const bare = join(base, "owner", "repo.git");
  execFileSync("git", ["clone", "-q", "--bare", work, bare]);
  sh(bare, "update-ref", "refs/pull/1/head", head);
  sh(bare, "update-ref", "refs/heads/main", sh(work, "rev-parse", "HEAD~1"));
  return { url: `file://${bare}`, head, base: sh(work, "rev-parse", "HEAD~1"), bare };
}

/** Commits `files` in the server's working repository and points pull request `pull`'s ref at the commit. */
function commitTo(s: ReturnType<typeof server>, files: Record<string, string>, pull: number): string {
  const work = join(s.bare, "..", "..", "work");
  for (const [path, text] of Object.entries(files)) writeFileSync(join(work, path), text);
  sh(work, "add", ".");
  sh(work, "commit", "-qm", "more");
  const sha = sh(work, "rev-parse", "HEAD");
  sh(s.bare, "fetch", "-q", work, `+${sha}:refs/pull/${pull}/head`);
  return sha;
}

describe("checkoutCommit", () => {
  it("fetches the pull request head by its ref, verifies the SHA, and leaves links as plain files", async () => {
    const s = server();
    const result = await checkoutCommit({ cloneUrl: s.url, sha: s.head, pullNumber: 1, token: "ghs_secret_token_value" });
    if (!result.ok) throw new Error(result.message);
    const dir = result.checkout.dir;
    expect(readFileSync(join(dir, "a.ts"), "utf8")).toBe("export const a = 2;\n");
    expect(lstatSync(join(dir, "link.ts")).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(dir, "link.ts"), "utf8")).toBe("/etc/passwd");
    expect(readFileSync(join(dir, ".git", "config"), "utf8")).not.toContain("ghs_secret_token_value");
    expect(sh(dir, "rev-parse", "HEAD")).toBe(s.head);
    await result.checkout.dispose();
    expect(existsSync(dir)).toBe(false);
  });

  it("gives each regular file's blob id as git's index holds it, equal to the hash of its bytes, and none under .gitattributes", async () => {
    const s = server();
    const result = await checkoutCommit({ cloneUrl: s.url, sha: s.head, pullNumber: 1, token: null });
    if (!result.ok) throw new Error(result.message);
    const blobs = result.checkout.blobs;
    // The link is left to be read: its mode is not a regular file's.
    expect([...(blobs?.keys() ?? [])].sort()).toStrictEqual([".githooks/post-checkout", "a.ts"]);
    for (const [path, blob] of blobs ?? []) expect(blob).toBe(blobId(readFileSync(join(result.checkout.dir, path))));
    await result.checkout.dispose();

    // Attributes may rewrite bytes on checkout (line endings, filters): then the bytes are read and hashed.
    const withAttributes = commitTo(s, { ".gitattributes": "*.ts text eol=crlf\n" }, 2);
    const second = await checkoutCommit({ cloneUrl: s.url, sha: withAttributes, pullNumber: 2, token: null });
    if (!second.ok) throw new Error(second.message);
    expect(readFileSync(join(second.checkout.dir, "a.ts"), "utf8")).toBe("export const a = 2;\r\n");
    expect(second.checkout.blobs).toBeNull();
    await second.checkout.dispose();
  });

  it("gives the blob ids of a tree whose listing is over 16 MB (a large monorepo's)", async () => {
    // 4,400 files under a path of 3,800 characters, one blob: made with git's plumbing, no file written.
    const base = mkdtempSync(join(tmpdir(), "odin-slice-git-"));
    const bare = join(base, "big.git");
    execFileSync("git", ["init", "-q", "--bare", bare]);
    const blob = execFileSync("git", ["hash-object", "-w", "--stdin"], { cwd: bare, input: "x\n", encoding: "utf8" }).trim();
    const folder = Array.from({ length: 15 }, (_, i) => String.fromCharCode(97 + i).repeat(250)).join("/");
    const paths = Array.from({ length: 4400 }, (_, i) => `${folder}/${String(i).padStart(5, "0")}.ts`);
    const env = { ...process.env, GIT_INDEX_FILE: join(base, "index"), GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" };
    execFileSync("git", ["update-index", "--add", "--index-info"], { cwd: bare, env, input: paths.map((p) => `100644 ${blob}\t${p}\n`).join("") });
    const tree = execFileSync("git", ["write-tree"], { cwd: bare, env, encoding: "utf8" }).trim();
    const commit = execFileSync("git", ["commit-tree", tree, "-m", "big"], { cwd: bare, env, encoding: "utf8" }).trim();
    const result = await checkoutCommit({ cloneUrl: `file://${bare}`, sha: commit, pullNumber: null, token: null });
    if (!result.ok) throw new Error(result.message);
    try {
      const listing = execFileSync("git", ["ls-files", "--stage", "-z"], { cwd: result.checkout.dir, maxBuffer: 64 * 1024 * 1024 });
      expect(listing.length).toBeGreaterThan(16 * 1024 * 1024);
      expect(result.checkout.blobs?.size).toBe(4400);
      expect(result.checkout.blobs?.get(paths[4399] as string)).toBe(blob);
    } finally {
      await result.checkout.dispose();
    }
  });

  it("fails clearly when the pull request moved past the recorded SHA and the SHA cannot be fetched", async () => {
    const s = server();
    const missing = "1234567890abcdef1234567890abcdef12345678";
    const result = await checkoutCommit({ cloneUrl: s.url, sha: missing, pullNumber: 1, token: null });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^could not fetch commit 1234567890ab: /);
  });

  it("refuses something that is not a SHA before running git", async () => {
    const result = await checkoutCommit({ cloneUrl: "file:///nowhere", sha: "main; rm -rf /", pullNumber: null, token: null });
    expect(result).toStrictEqual({ ok: false, message: 'not a commit SHA: "main; rm -rf /"' });
  });
});

describe("checkoutCommit by SHA alone", () => {
  it("fetches a commit the server holds even without a pull request ref", async () => {
    const s = server();
    const result = await checkoutCommit({ cloneUrl: s.url, sha: s.base, pullNumber: null, token: null });
    if (!result.ok) throw new Error(result.message);
    expect(readFileSync(join(result.checkout.dir, "a.ts"), "utf8")).toBe("export const a = 1;\n");
    await result.checkout.dispose();
  });
});

describe("checkoutCommit with a store of git objects per repository", () => {
  /** The files of a folder, recursively, relative to it. */
  const filesUnder = (dir: string): string[] => (existsSync(dir) ? (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[]).filter((e) => e.isFile()).map((e) => e.name) : []);
  const packsOf = (store: string) => filesUnder(join(store, "objects", "pack")).filter((n) => n.endsWith(".pack"));

  it("fetches into the repository's store and reads from there; a later commit brings only its own objects", async () => {
    const s = server();
    const stores = new GitObjectStores(mkdtempSync(join(tmpdir(), "odin-slice-stores-")), 1024 * 1024 * 1024);
    const store = stores.folderFor(s.url);
    const first = await checkoutCommit({ cloneUrl: s.url, sha: s.head, pullNumber: 1, token: "ghs_secret_token_value" }, stores);
    if (!first.ok) throw new Error(first.message);
    expect(readFileSync(join(first.checkout.dir, "a.ts"), "utf8")).toBe("export const a = 2;\n");
    // The checkout holds no objects of its own: it reads the store's.
    expect(readFileSync(join(first.checkout.dir, ".git", "objects", "info", "alternates"), "utf8")).toBe(`${join(store, "objects")}\n`);
    expect(filesUnder(join(first.checkout.dir, ".git", "objects", "pack"))).toStrictEqual([]);
    expect(packsOf(store)).toHaveLength(1);
    expect(first.checkout.blobs?.get("a.ts")).toBe(blobId(Buffer.from("export const a = 2;\n")));
    await first.checkout.dispose();

    // The pull request moves on: the next checkout fetches one more pack into the store, of the new commit's
    // objects alone (its tree and the changed file's blob; the rest the store holds).
    const next = commitTo(s, { "b.ts": "export const b = 3;\n" }, 1);
    const second = await checkoutCommit({ cloneUrl: s.url, sha: next, pullNumber: 1, token: "ghs_secret_token_value" }, stores);
    if (!second.ok) throw new Error(second.message);
    expect(readFileSync(join(second.checkout.dir, "b.ts"), "utf8")).toBe("export const b = 3;\n");
    expect(filesUnder(join(second.checkout.dir, ".git", "objects", "pack"))).toStrictEqual([]);
    const packs = packsOf(store);
    expect(packs).toHaveLength(2);
    const objectsIn = (pack: string) => sh(store, "verify-pack", "-v", join(store, "objects", "pack", pack)).split("\n").filter((l) => /^[0-9a-f]{40} /.test(l)).length;
    expect(packs.map(objectsIn).sort()).toStrictEqual([3, 6]);
    await second.checkout.dispose();
    // No credential is written into the store.
    for (const file of ["config", "FETCH_HEAD"]) expect(readFileSync(join(store, file), "utf8")).not.toContain("ghs_secret_token_value");
  });

  it("checks out afresh where the store cannot serve, and makes the store anew the next time", async () => {
    const s = server();
    const stores = new GitObjectStores(mkdtempSync(join(tmpdir(), "odin-slice-stores-")), 1024 * 1024 * 1024);
    const store = stores.folderFor(s.url);
    const first = await checkoutCommit({ cloneUrl: s.url, sha: s.base, pullNumber: null, token: null }, stores);
    if (!first.ok) throw new Error(first.message);
    await first.checkout.dispose();
    // A store whose objects are gone (another process pruned it, a disk fault): its checkout fails.
    rmSync(join(store, "objects"), { recursive: true });
    const second = await checkoutCommit({ cloneUrl: s.url, sha: s.head, pullNumber: 1, token: null }, stores);
    if (!second.ok) throw new Error(second.message);
    expect(readFileSync(join(second.checkout.dir, "a.ts"), "utf8")).toBe("export const a = 2;\n");
    expect(existsSync(join(second.checkout.dir, ".git", "objects", "info", "alternates"))).toBe(false);
    expect(existsSync(store)).toBe(false);
    await second.checkout.dispose();
    const third = await checkoutCommit({ cloneUrl: s.url, sha: s.head, pullNumber: 1, token: null }, stores);
    if (!third.ok) throw new Error(third.message);
    expect(packsOf(store)).toHaveLength(1);
    await third.checkout.dispose();
  });

  it("keeps the stores within their bound, the least recently used removed first", async () => {
    const [one, two, three] = [server(), server(), server()];
    const sizeOf = (folder: string) => (readdirSync(folder, { recursive: true, withFileTypes: true }) as Dirent[]).filter((e) => e.isFile()).reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
    const measured = new GitObjectStores(mkdtempSync(join(tmpdir(), "odin-slice-stores-")), 1024 * 1024 * 1024);
    const probe = await checkoutCommit({ cloneUrl: one.url, sha: one.head, pullNumber: 1, token: null }, measured);
    if (!probe.ok) throw new Error(probe.message);
    await probe.checkout.dispose();
    // Room for two stores of this size, not three.
    const stores = new GitObjectStores(mkdtempSync(join(tmpdir(), "odin-slice-stores-")), Math.floor(2.5 * sizeOf(join(measured.folderFor(one.url), "objects"))));
    const kept = () => readdirSync(stores.root).sort();
    const folder = (s: { url: string }) => basename(stores.folderFor(s.url));
    for (const s of [one, two, one, three]) {
      const result = await checkoutCommit({ cloneUrl: s.url, sha: s.head, pullNumber: 1, token: null }, stores);
      if (!result.ok) throw new Error(result.message);
      expect(readFileSync(join(result.checkout.dir, "a.ts"), "utf8")).toBe("export const a = 2;\n");
      await result.checkout.dispose();
    }
    // `two` was used least recently when `three` came: it went; `one`, used again since, stayed.
    expect(kept()).toStrictEqual([folder(one), folder(three)].sort());
  });

  it("checks out afresh, at once, while another checkout uses the repository's store", async () => {
    const s = server();
    const stores = new GitObjectStores(mkdtempSync(join(tmpdir(), "odin-slice-stores-")), 1024 * 1024 * 1024);
    const both = await Promise.all([s.head, s.base].map((sha) => checkoutCommit({ cloneUrl: s.url, sha, pullNumber: null, token: null }, stores)));
    const fromStore = both.map((r) => {
      if (!r.ok) throw new Error(r.message);
      return existsSync(join(r.checkout.dir, ".git", "objects", "info", "alternates"));
    });
    expect(fromStore).toStrictEqual([true, false]);
    for (const r of both) if (r.ok) await r.checkout.dispose();
    // The store, not discarded, serves the next one.
    expect(packsOf(stores.folderFor(s.url))).toHaveLength(1);
  });

  it("checks out afresh where no store can be made (its folder is a file)", async () => {
    const s = server();
    const root = join(mkdtempSync(join(tmpdir(), "odin-slice-stores-")), "stores");
    writeFileSync(root, "not a folder");
    const result = await checkoutCommit({ cloneUrl: s.url, sha: s.head, pullNumber: 1, token: null }, new GitObjectStores(root, 1024 * 1024 * 1024));
    if (!result.ok) throw new Error(result.message);
    expect(readFileSync(join(result.checkout.dir, "a.ts"), "utf8")).toBe("export const a = 2;\n");
    await result.checkout.dispose();
  });

  it("makes a store anew that outgrows the bound alone, and still checks out", async () => {
    const s = server();
    const stores = new GitObjectStores(mkdtempSync(join(tmpdir(), "odin-slice-stores-")), 1);
    for (let i = 0; i < 2; i++) {
      const result = await checkoutCommit({ cloneUrl: s.url, sha: s.head, pullNumber: 1, token: null }, stores);
      if (!result.ok) throw new Error(result.message);
      expect(readFileSync(join(result.checkout.dir, "a.ts"), "utf8")).toBe("export const a = 2;\n");
      await result.checkout.dispose();
      expect(packsOf(stores.folderFor(s.url))).toHaveLength(1);
    }
  });
});
