// The Action's index cache, kept between workflow runs in the Actions cache service. The folder lives under
// RUNNER_TEMP, apart from the workspace and the checkout, so nothing a pull request holds is ever read as cache.
// It is restored before the slice and saved after it when new facts were parsed. The cache only saves time: a
// fault of the service is a warning in the log, never a failed slice.
import { join } from "node:path";
import * as core from "@actions/core";
import { cacheVersion, DEFAULT_CACHE_MAX_BYTES, IndexCache } from "../core/indexCache.js";

/** The folder under RUNNER_TEMP; other names there (the packet and answer files) stay apart. */
export const INDEX_CACHE_FOLDER = "odin-slice-index";

type Env = Readonly<Record<string, string | undefined>>;

export interface IndexCacheKeys {
  /** Unique to the run attempt: a saved entry can never be replaced, so each run that parsed something saves anew. */
  primary: string;
  /** Prefixes, best first: a save from the same commit, then the repository's latest. */
  restore: string[];
}

/** Keys for a commit: the facts format, runner OS and repository in every key, so no other build's cache is read. */
export function indexCacheKeys(env: Env, sha: string): IndexCacheKeys {
  const prefix = `odin-slice-index-v${cacheVersion().slice(0, 16)}-${env.RUNNER_OS || "unknown"}-${env.GITHUB_REPOSITORY || "unknown"}-`;
  const attempt = `${env.GITHUB_RUN_ID || "0"}-${env.GITHUB_RUN_ATTEMPT || "1"}`;
  return { primary: `${prefix}${sha}-${attempt}`, restore: [`${prefix}${sha}-`, prefix] };
}

/**
 * The Actions cache service's client (with its storage SDKs, a third of the Action's code), loaded when a slice
 * is sure to be built: a run that only replies (help, an untrusted or duplicate command) never loads it.
 */
function actionsCacheClient(): Promise<typeof import("@actions/cache")> {
  return import("@actions/cache");
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class IndexCacheStore {
  readonly cache: IndexCache;
  private keys: IndexCacheKeys | null = null;

  private constructor(
    readonly dir: string,
    maxBytes: number,
    private readonly env: Env,
  ) {
    this.cache = new IndexCache({ dir, maxBytes });
  }

  /** The store for this runner, or null outside a runner (no RUNNER_TEMP to keep the folder in). */
  static fromEnvironment(env: Env): IndexCacheStore | null {
    if (!env.RUNNER_TEMP) return null;
    const mb = Number(env.ODIN_SLICE_CACHE_MAX_MB);
    return new IndexCacheStore(join(env.RUNNER_TEMP, INDEX_CACHE_FOLDER), Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_CACHE_MAX_BYTES, env);
  }

  private restoring: Promise<void> | null = null;

  /**
   * Restores the latest saved folder for the commit or the repository, once: a later call gets the first call's
   * promise (begun as the checkout began, awaited before the slice). Never throws.
   */
  restore(sha: string): Promise<void> {
    this.restoring ??= this.restoreFor(sha);
    return this.restoring;
  }

  private async restoreFor(sha: string): Promise<void> {
    this.keys = indexCacheKeys(this.env, sha);
    const actionsCache = await actionsCacheClient();
    if (!actionsCache.isFeatureAvailable()) {
      core.info("index cache: the Actions cache service is not available; parsed files are kept for this run only");
      return;
    }
    try {
      const matched = await actionsCache.restoreCache([this.dir], this.keys.primary, this.keys.restore);
      core.info(matched ? `index cache: restored ${matched}` : "index cache: nothing restored");
    } catch (error) {
      core.warning(`index cache: not restored (${reason(error)}); the slice parses the files it needs`);
    }
  }

  /** Reports what the slice parsed and saves the folder when it holds new facts; never throws. */
  async save(): Promise<void> {
    if (!this.keys) return;
    core.info(`index cache: ${this.cache.misses} files parsed, ${this.cache.hits} taken from the cache`);
    if (this.cache.stored === 0) {
      core.info("index cache: nothing new to save");
      return;
    }
    const actionsCache = await actionsCacheClient();
    if (!actionsCache.isFeatureAvailable()) return;
    try {
      const id = await actionsCache.saveCache([this.dir], this.keys.primary);
      // -1: not saved, for a reason the library has just logged. The key is this run's own, so no other job
      // holds it: unless the runner forbids writes, the service failed.
      if (id !== -1) core.info(`index cache: saved ${this.keys.primary}`);
      else if (!["none", "read"].includes((this.env.ACTIONS_CACHE_MODE ?? "").trim().toLowerCase())) core.warning("index cache: not saved (the cache service failed, as logged above)");
    } catch (error) {
      core.warning(`index cache: not saved (${reason(error)})`);
    }
  }
}
