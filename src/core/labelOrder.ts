// The order of a file's range labels (`file:start-end`) among other files': that of their prefixes (`file:`).

/**
 * Files in the order of their labels' prefixes, where each file's labels sort before the next file's (unless a
 * path holds a colon, which can make one file's labels sort among another's). Each prefix is made once: a
 * comparison that made two cost more than the rest.
 */
export function inLabelOrder(files: Iterable<string>): string[] {
  return [...files]
    .map((f) => `${f}:`)
    .sort()
    .map((label) => label.slice(0, -1));
}
