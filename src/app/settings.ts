// Per-repository settings of the App, from `.github/odin-slice.yml` on the default branch. The file is read with
// the contents API without a ref, which GitHub answers from the default branch: a pull request cannot change who
// may trigger the App or how much it spends by editing the file in its own branch.
import { parseDocument } from "yaml";
import { DEFAULT_BUDGET } from "../core/request.js";
import type { GitHubApi } from "../github/service.js";
import type { Repo } from "../github/trigger.js";

export const SETTINGS_PATH = ".github/odin-slice.yml";

export interface RepoSettings {
  budget: number;
  trigger: string;
  allowedPermissions: readonly string[];
}

export const DEFAULT_SETTINGS: RepoSettings = {
  budget: DEFAULT_BUDGET,
  trigger: "/slice",
  allowedPermissions: ["write", "maintain", "admin"],
};

export const PERMISSIONS = ["admin", "maintain", "write", "triage", "read"] as const;
export const MAX_BUDGET = 1_000_000;
/** Bigger files are not parsed at all: a settings file has three keys. */
export const MAX_SETTINGS_BYTES = 16 * 1024;

/**
 * A trigger word starts with one of these characters and then a letter or digit, so that ordinary prose never
 * starts a command and a comment that cannot hold one is skipped before any API call.
 */
export const TRIGGER_FIRST = "/!@.";
const TRIGGER = /^[/!@.][A-Za-z0-9][A-Za-z0-9_.-]{0,30}$/;

export interface SettingsRead {
  settings: RepoSettings;
  /** One entry per key that was unusable and fell back to its default. Empty when the file was fine or absent. */
  problems: string[];
}

const KEYS = ["budget", "trigger", "allowed-permissions"];

/** Reads the file's text; anything unusable falls back to the default, key by key, and is named in `problems`. */
export function parseSettings(text: string): SettingsRead {
  if (Buffer.byteLength(text, "utf8") > MAX_SETTINGS_BYTES) {
    return { settings: DEFAULT_SETTINGS, problems: [`${SETTINGS_PATH} is larger than ${MAX_SETTINGS_BYTES} bytes; using the defaults`] };
  }
  // The core schema only: no custom tags, and the parser's alias limit guards against expansion bombs.
  const doc = parseDocument(text, { schema: "core", uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    return { settings: DEFAULT_SETTINGS, problems: [`${SETTINGS_PATH} is not valid YAML (${doc.errors[0]?.message.split("\n")[0]}); using the defaults`] };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 50 });
  } catch (error) {
    return { settings: DEFAULT_SETTINGS, problems: [`${SETTINGS_PATH} could not be read (${(error as Error).message}); using the defaults`] };
  }
  if (value === null || value === undefined) return { settings: DEFAULT_SETTINGS, problems: [] };
  if (typeof value !== "object" || Array.isArray(value)) {
    return { settings: DEFAULT_SETTINGS, problems: [`${SETTINGS_PATH} must be a mapping of settings; using the defaults`] };
  }
  const raw = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(raw)) if (!KEYS.includes(key)) problems.push(`unknown setting ${JSON.stringify(key)} is ignored (known: ${KEYS.join(", ")})`);

  let budget = DEFAULT_SETTINGS.budget;
  if ("budget" in raw) {
    const b = raw.budget;
    if (typeof b === "number" && Number.isSafeInteger(b) && b > 0 && b <= MAX_BUDGET) budget = b;
    else problems.push(`budget must be a whole number from 1 to ${MAX_BUDGET}, not ${JSON.stringify(b)}; using ${DEFAULT_SETTINGS.budget}`);
  }

  let trigger = DEFAULT_SETTINGS.trigger;
  if ("trigger" in raw) {
    const t = raw.trigger;
    if (typeof t === "string" && TRIGGER.test(t)) trigger = t;
    else problems.push(`trigger must be one word of up to 32 characters starting with one of ${TRIGGER_FIRST.split("").join(" ")} and then a letter or digit, not ${JSON.stringify(t)}; using ${DEFAULT_SETTINGS.trigger}`);
  }

  let allowedPermissions = DEFAULT_SETTINGS.allowedPermissions;
  if ("allowed-permissions" in raw) {
    const a = raw["allowed-permissions"];
    const list = typeof a === "string" ? a.split(",").map((s) => s.trim()) : a;
    const known = (p: unknown) => typeof p === "string" && (PERMISSIONS as readonly string[]).includes(p);
    if (Array.isArray(list) && list.length > 0 && list.every(known)) allowedPermissions = [...new Set(list as string[])];
    else problems.push(`allowed-permissions must list some of ${PERMISSIONS.join(", ")}, not ${JSON.stringify(a)}; using ${DEFAULT_SETTINGS.allowedPermissions.join(", ")}`);
  }
  return { settings: { budget, trigger, allowedPermissions }, problems };
}

/**
 * Fetches and parses the settings file. A missing file is the defaults; any other API fault is thrown, because
 * falling back to the defaults then could widen who may trigger the App in a repository that narrowed it.
 */
export async function readSettings(github: GitHubApi, repo: Repo): Promise<SettingsRead> {
  let data: unknown;
  try {
    ({ data } = await github.request(`GET /repos/{owner}/{repo}/contents/${SETTINGS_PATH}`, { ...repo }));
  } catch (error) {
    if ((error as { status?: number }).status === 404) return { settings: DEFAULT_SETTINGS, problems: [] };
    throw error;
  }
  const file = data as { type?: string; encoding?: string; content?: string; size?: number };
  if (file.type !== "file") return { settings: DEFAULT_SETTINGS, problems: [`${SETTINGS_PATH} is not a file; using the defaults`] };
  if ((file.size ?? 0) > MAX_SETTINGS_BYTES || file.encoding !== "base64" || typeof file.content !== "string") {
    return { settings: DEFAULT_SETTINGS, problems: [`${SETTINGS_PATH} is larger than ${MAX_SETTINGS_BYTES} bytes; using the defaults`] };
  }
  return parseSettings(Buffer.from(file.content, "base64").toString("utf8"));
}
