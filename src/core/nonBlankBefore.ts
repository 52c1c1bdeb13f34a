// Where the code before a place in a file's text (latin1) resumes, past blanks and line breaks.
import { isBlankByte } from "./wordSketch.js";

/** The last place at or before `at` that holds neither a blank nor a line break, or -1. */
export function nonBlankBefore(text: string, at: number): number {
  let j = at;
  while (j >= 0 && (isBlankByte(text.charCodeAt(j)) || text[j] === "\n" || text[j] === "\r")) j--;
  return j;
}
