// Line arithmetic over normalised text: CRLF and CR become LF; a final newline ends the last line.

export function normalizeNewlines(text: string): string {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

export function splitLines(normalized: string): string[] {
  if (normalized.length === 0) return [];
  const lines = normalized.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Lines start..end (1-based, inclusive) joined with LF and no trailing newline. */
export function sliceLines(lines: readonly string[], start: number, end: number): string {
  return lines.slice(start - 1, end).join("\n");
}
