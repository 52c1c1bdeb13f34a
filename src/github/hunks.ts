// Where a pull request's diff can carry a review comment: the right-side line ranges of each file's hunks.
// GitHub answers 422 for a comment outside them and drops the whole review, so every edit is checked here first.

export interface Hunk {
  /** First and last line of the new file that the hunk shows (added or context lines). */
  start: number;
  end: number;
}

const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;

/** The hunks of one file's `patch` text as the pull request files API returns it. */
export function parseHunks(patch: string): Hunk[] {
  const hunks: Hunk[] = [];
  for (const line of patch.split("\n")) {
    const m = HUNK_HEADER.exec(line);
    if (!m) continue;
    const start = Number(m[1]);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    if (count > 0) hunks.push({ start, end: start + count - 1 });
  }
  return hunks;
}

/** The hunk that holds lines start..end whole, or null (outside the diff, or across two hunks). */
export function hunkContaining(hunks: readonly Hunk[], start: number, end: number): Hunk | null {
  return hunks.find((h) => h.start <= start && end <= h.end) ?? null;
}
