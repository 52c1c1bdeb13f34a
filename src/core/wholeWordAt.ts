// Finding a name in a file's text (latin1) where it stands as a whole word.
import { isWordByte } from "./wordSketch.js";

/**
 * The first occurrence of `needle` in `b` from `from` on that is not part of a longer word (an end of the
 * needle that is no word byte, like `$` in `$x` or `(`, needs no boundary), or -1.
 */
export function wholeWordAt(b: string, needle: string, from: number): number {
  const checkBefore = isWordByte(needle.charCodeAt(0));
  const checkAfter = isWordByte(needle.charCodeAt(needle.length - 1));
  for (let at = b.indexOf(needle, from); at >= 0; at = b.indexOf(needle, at + 1)) {
    if (checkBefore && at > 0 && isWordByte(b.charCodeAt(at - 1))) continue;
    const end = at + needle.length;
    if (checkAfter && end < b.length && isWordByte(b.charCodeAt(end))) continue;
    return at;
  }
  return -1;
}

/** wholeWordAt over a file's bytes, for `needle`'s UTF-8 bytes: the same answer, with no text made of them. */
export function wholeWordInBytes(b: Buffer, needle: Buffer, from: number): number {
  const checkBefore = isWordByte(needle[0] as number);
  const checkAfter = isWordByte(needle[needle.length - 1] as number);
  for (let at = b.indexOf(needle, from); at >= 0; at = b.indexOf(needle, at + 1)) {
    if (checkBefore && at > 0 && isWordByte(b[at - 1] as number)) continue;
    const end = at + needle.length;
    if (checkAfter && end < b.length && isWordByte(b[end] as number)) continue;
    return at;
  }
  return -1;
}
