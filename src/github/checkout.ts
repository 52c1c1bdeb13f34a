// Fetches one commit of a pull request into a fresh directory, as data only: no hooks, no submodules, no LFS,
// no symbolic links materialised, and no credential written anywhere on disk.
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { redactSecrets } from "../core/redact.js";
import type { GitObjectStores } from "./objectStores.js";

export interface CheckoutRequest {
  /** Clone URL of the base repository, e.g. https://github.com/owner/repo.git (or file:// in tests). */
  cloneUrl: string;
  /** The commit to check out: the head SHA read when the event was handled. */
  sha: string;
  /** The pull request number, whose refs/pull/N/head also carries fork commits. */
  pullNumber: number | null;
  /** A token for HTTPS fetches; passed to git through its environment only. */
  token: string | null;
}

export interface Checkout {
  dir: string;
  sha: string;
  dispose: () => Promise<void>;
  /**
   * Each checked-out file's git blob id by path, where it is exactly the hash of the bytes on disk (no
   * attributes that convert line endings or filter content), or null: the index cache then takes a file's blob
   * id from here instead of reading and hashing it.
   */
  blobs: ReadonlyMap<string, string> | null;
}

export type CheckoutResult = { ok: true; checkout: Checkout } | { ok: false; message: string };

const SHA = /^[0-9a-f]{40}$/;

/** What git may print to a command of the checkout; the listing of every file takes more (see checkedOutBlobs). */
const OUTPUT_BYTES = 16 * 1024 * 1024;

function git(args: string[], cwd: string, env: NodeJS.ProcessEnv, maxBuffer = OUTPUT_BYTES): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile("git", args, { cwd, env, maxBuffer, timeout: 300_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/**
 * Git settings for every command: they travel in the environment (GIT_CONFIG_COUNT), so the checkout's own
 * .git/config never holds the token. Symbolic links become plain files holding their target's name, so nothing
 * read later can follow one out of the tree.
 */
function gitEnvironment(token: string | null, cloneUrl: string): NodeJS.ProcessEnv {
  const settings: [string, string][] = [
    ["core.symlinks", "false"],
    ["core.hooksPath", "/dev/null"],
    ["core.fsmonitor", "false"],
    ["submodule.recurse", "false"],
    ["filter.lfs.smudge", ""],
    ["filter.lfs.process", ""],
    ["filter.lfs.required", "false"],
    ["protocol.ext.allow", "never"],
    ["advice.detachedHead", "false"],
    // Files written out by a worker per core (git 2.32 and later; an older git ignores it): Go's standard library
    // checked out in 3.0-3.4 s where one process took 5.5-6.2 s.
    ["checkout.workers", "0"],
  ];
  if (token && cloneUrl.startsWith("https://")) {
    const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
    settings.push([`http.${new URL(cloneUrl).origin}/.extraheader`, `AUTHORIZATION: basic ${basic}`]);
  }
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GIT_TERMINAL_PROMPT: "0",
    GIT_LFS_SKIP_SMUDGE: "1",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_CONFIG_COUNT: String(settings.length),
  };
  settings.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}


/**
 * Fetches the commit at depth 1 into a fresh folder and checks it out. With `stores` (a shell that serves many
 * requests), the commit is fetched into its repository's store instead, where only what changed since the last
 * fetch travels, and read from there; where that fails in any way, it is fetched afresh as without.
 */
export async function checkoutCommit(request: CheckoutRequest, stores: GitObjectStores | null = null): Promise<CheckoutResult> {
  if (!SHA.test(request.sha)) return { ok: false, message: `not a commit SHA: ${JSON.stringify(request.sha)}` };
  const env = gitEnvironment(request.token, request.cloneUrl);
  if (!stores) return checkOutInto(request, env, null);
  // A store in use by another checkout gives null (this one does without); a store that cannot even be made (its
  // folder unwritable) costs the request nothing but the attempt.
  const viaStore = await stores.with(request.cloneUrl, (store, fresh) => checkOutInto(request, env, { store, fresh })).catch(() => undefined);
  if (viaStore?.ok) return viaStore;
  const direct = await checkOutInto(request, env, null);
  // The commit could be fetched, so the store could not serve it: it is made afresh the next time.
  if (direct.ok && viaStore !== null) {
    try {
      stores.discard(request.cloneUrl);
    } catch {
      // Left to be made anew when its bound is next looked at.
    }
  }
  return direct;
}

/** The checkout in a new folder, its objects fetched there, or into `via.store` and read from it. */
async function checkOutInto(request: CheckoutRequest, env: NodeJS.ProcessEnv, via: { store: string; fresh: boolean } | null): Promise<CheckoutResult> {
  const dir = await mkdtemp(join(tmpdir(), "odin-slice-checkout-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const fail = async (message: string): Promise<CheckoutResult> => {
    await dispose();
    return { ok: false, message: redactSecrets(message, [request.token]) };
  };
  const init = await git(["init", "--quiet", dir], dir, env);
  if (init.code !== 0) return fail(`git init failed: ${init.stderr}`);
  const objects = via ? via.store : dir;
  if (via?.fresh) {
    // No collection of garbage on its own (a checkout may be reading the objects), and a pack kept per fetch
    // (the store's bound counts packs), in the store's own configuration: no credential is ever written there.
    const made = await git(["init", "--quiet", "--bare", via.store], dir, env);
    if (made.code !== 0) return fail(`git init of the object store failed: ${made.stderr}`);
    for (const [key, value] of [["gc.auto", "0"], ["fetch.unpackLimit", "1"]] as const) {
      const set = await git(["config", key, value], via.store, env);
      if (set.code !== 0) return fail(`git config of the object store failed: ${set.stderr}`);
    }
  }

  // The pull request's ref first (it carries fork commits); then the SHA itself, which GitHub also serves.
  const refs = request.pullNumber === null ? [] : [`+refs/pull/${request.pullNumber}/head:refs/odin-slice/pull/${request.pullNumber}`];
  let fetched = false;
  let lastError = "";
  for (const refspec of [...refs, request.sha]) {
    const fetch = await git(["fetch", "--quiet", "--no-tags", "--depth=1", "--no-recurse-submodules", request.cloneUrl, refspec], objects, env);
    if (fetch.code !== 0) {
      lastError = fetch.stderr;
      continue;
    }
    const has = await git(["cat-file", "-e", `${request.sha}^{commit}`], objects, env);
    if (has.code === 0) {
      fetched = true;
      break;
    }
    lastError = `the pull request's head is no longer ${request.sha.slice(0, 12)} (pushed to since the comment?)`;
  }
  if (!fetched) return fail(`could not fetch commit ${request.sha.slice(0, 12)}: ${lastError}`);
  if (via) writeFileSync(join(dir, ".git", "objects", "info", "alternates"), `${join(via.store, "objects")}\n`);
  const checkout = await git(["checkout", "--quiet", "--detach", request.sha], dir, env);
  if (checkout.code !== 0) return fail(`git checkout failed: ${checkout.stderr}`);
  const head = await git(["rev-parse", "HEAD"], dir, env);
  if (head.stdout.trim() !== request.sha) return fail(`checked out ${head.stdout.trim()} instead of ${request.sha}`);
  return { ok: true, checkout: { dir, sha: request.sha, dispose, blobs: await checkedOutBlobs(dir, env) } };
}

/** What the listing of every file may take: two million files at its usual size (a JavaScript string holds 512 MB). */
const LISTING_BYTES = 256 * 1024 * 1024;

/**
 * The blob ids git's index holds for a fresh checkout. They are the hashes of the files' bytes unless attributes
 * rewrite them on checkout (.gitattributes anywhere: line endings, filters), so then none are given; links and
 * submodules are left to be read.
 */
async function checkedOutBlobs(dir: string, env: NodeJS.ProcessEnv): Promise<Map<string, string> | null> {
  // About 110 bytes a file: a tree of 150,000 files lists more than the other commands may print, and without
  // the listing every file would be read and hashed instead.
  const listed = await git(["ls-files", "--stage", "-z"], dir, env, LISTING_BYTES);
  if (listed.code !== 0) return null;
  const blobs = new Map<string, string>();
  for (const entry of listed.stdout.split("\0")) {
    if (entry === "") continue;
    const m = /^(\d{6}) ([0-9a-f]{40}) 0\t(.+)$/s.exec(entry);
    if (!m) return null;
    const [, mode, blob, path] = m as unknown as [string, string, string, string];
    if (path === ".gitattributes" || path.endsWith("/.gitattributes")) return null;
    if (mode === "100644" || mode === "100755") blobs.set(path, blob);
  }
  return blobs;
}
