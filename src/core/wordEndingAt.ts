// Which of a few words stands right before a place in a file's text (latin1).
import { isWordByte } from "./wordSketch.js";

/** The start of the one of `words` that ends at `end` (inclusive) as a word of its own (no word byte before it), or -1. */
export function wordEndingAt(text: string, end: number, words: readonly string[]): number {
  for (const word of words) {
    const start = end - word.length + 1;
    if (start >= 0 && text.startsWith(word, start) && (start === 0 || !isWordByte(text.charCodeAt(start - 1)))) return start;
  }
  return -1;
}
