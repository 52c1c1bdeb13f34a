// A bare git repository standing in for the git server: a base commit on main and a pull request commit at
// refs/pull/N/head, reached through a file:// server URL as the Action derives clone URLs from it.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export interface GitServer {
  serverUrl: string;
  owner: string;
  repo: string;
  baseSha: string;
  headSha: string;
  /** `patch` texts of the pull request's files, as GET /pulls/N/files returns them. */
  files: { filename: string; status: string; patch: string }[];
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com", GIT_AUTHOR_DATE: "2026-01-01T00:00:00Z", GIT_COMMITTER_DATE: "2026-01-01T00:00:00Z" },
  }).trim();
}

export function gitServer(options: { owner: string; repo: string; fixture: string; change: Record<string, string>; pullNumber: number }): GitServer {
  const base = realpathSync(mkdtempSync(join(tmpdir(), "odin-slice-server-")));
  const work = join(base, "work");
  cpSync(options.fixture, work, { recursive: true });
  git(work, "init", "-q", "-b", "main");
  git(work, "add", ".");
  git(work, "commit", "-qm", "base");
  const baseSha = git(work, "rev-parse", "HEAD");
  git(work, "checkout", "-q", "-b", "feature");
  for (const [path, content] of Object.entries(options.change)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), content);
  }
  git(work, "add", ".");
  git(work, "commit", "-qm", "change");
  const headSha = git(work, "rev-parse", "HEAD");
  const files = Object.keys(options.change).map((filename) => {
    const diff = git(work, "diff", "--unified=3", baseSha, headSha, "--", filename);
    return { filename, status: "modified", patch: diff.slice(diff.indexOf("@@")) };
  });
  const bare = join(base, options.owner, `${options.repo}.git`);
  mkdirSync(dirname(bare), { recursive: true });
  execFileSync("git", ["clone", "-q", "--bare", work, bare]);
  git(bare, "update-ref", `refs/pull/${options.pullNumber}/head`, headSha);
  git(bare, "update-ref", "refs/heads/main", baseSha);
  return { serverUrl: `file://${base}`, owner: options.owner, repo: options.repo, baseSha, headSha, files };
}

/** The pull request's version of src/money.ts in the ledger fixture (negative cents shown correctly). */
export const MONEY_AFTER = `export function formatCents(cents: number): string {\n  return \`\${Math.floor(cents / 100)}.\${String(Math.abs(cents) % 100).padStart(2, "0")}\`;\n}\n\nexport function parseCents(text: string): number {\n  const [whole, frac = "0"] = text.split(".");\n  return Number(whole) * 100 + Number(frac.padEnd(2, "0").slice(0, 2));\n}\n`;

/** The ledger fixture as a repository whose pull request #1 changes src/money.ts. */
export function ledgerServer(): GitServer {
  return gitServer({
    owner: "Codertocat",
    repo: "Hello-World",
    fixture: join(import.meta.dirname, "worker-fixtures", "ledger"),
    change: { "src/money.ts": MONEY_AFTER },
    pullNumber: 1,
  });
}
