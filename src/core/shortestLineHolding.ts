// The least a slice spanning some line of a file that holds a name must cost, read from the file's bytes alone.

/** A line by its number (1-based, as the index counts lines) and its bytes, line breaks left out. */
export interface HeldLine {
  line: number;
  bytes: number;
}

/**
 * Of the lines of `text` (a file's bytes, one character per byte) that hold one of `needles` anywhere, the one a
 * slice spends least on: fewest bytes plus digits of its number, since a slice holding it ends at that line or
 * past it. Null when no line holds one. Lines end at LF, CRLF or CR alone, as the index counts them.
 */
export function shortestLineHolding(text: string, needles: Iterable<string>): HeldLine | null {
  const starts: number[] = [];
  for (const needle of needles) {
    if (needle.length === 0) continue;
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) starts.push(at);
  }
  if (starts.length === 0) return null;
  starts.sort((a, b) => a - b);
  let best: HeldLine | null = null;
  let bestCost = Infinity;
  // Line breaks are counted once, walking forward from one hit to the next; a text without a CR (most) is walked
  // from one LF to the next by the native search, which a large file's last hits made worth it (a request asked
  // this of hundreds of files, 0.8 s walked a character at a time).
  const lfOnly = text.indexOf("\r") < 0;
  let line = 1;
  let walked = 0;
  let lineStart = 0;
  let lineEnd = -1;
  for (const at of starts) {
    if (at < lineEnd) continue;
    if (lfOnly) {
      for (let nl = text.indexOf("\n", walked); nl >= 0 && nl < at; nl = text.indexOf("\n", nl + 1)) {
        line++;
        lineStart = nl + 1;
      }
      walked = at;
      lineEnd = text.indexOf("\n", at);
      if (lineEnd < 0) lineEnd = text.length;
    } else {
      for (; walked < at; walked++) {
        const c = text.charCodeAt(walked);
        if (c === 13 && text.charCodeAt(walked + 1) === 10) walked++;
        if (c === 13 || c === 10) {
          line++;
          lineStart = walked + 1;
        }
      }
      lineEnd = at;
      while (lineEnd < text.length && text.charCodeAt(lineEnd) !== 10 && text.charCodeAt(lineEnd) !== 13) lineEnd++;
    }
    const bytes = lineEnd - lineStart;
    const cost = bytes + String(line).length;
    if (cost < bestCost) [best, bestCost] = [{ line, bytes }, cost];
  }
  return best;
}
