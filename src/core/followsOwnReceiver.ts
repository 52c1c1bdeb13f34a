// Whether a member access is made on the enclosing class's own receiver, read from the text alone.
import { isBlankByte } from "./wordSketch.js";
import { wordEndingAt } from "./wordEndingAt.js";

const NEWLINE = "\n";
/** What, right before a receiver, may make it part of a longer one: an access, a comment's end, a continuation. */
const LONGER_AFTER: ReadonlySet<string> = new Set([".", "/", ":", "\\"]);

/**
 * Whether the member access whose mark (the `.`) stands at `mark` in `text` (latin1) is made on one of `receivers`
 * written alone (`self.save`, `super().save`, `this.save`): the extraction reads such a use as one of the
 * enclosing class's own members or its parent's, never as a call on a receiver of unknown type. Says no wherever
 * the receiver could be longer than it looks: after a `.`, a comment or a continuation, or first on its line
 * when the nearest line above holds a comment or ends with an access or a continuation (`(obj.` then
 * `self.save()` is `obj.self.save`).
 */
export function followsOwnReceiver(text: string, mark: number, receivers: readonly string[]): boolean {
  let end = mark - 1;
  while (end >= 0 && isBlankByte(text.charCodeAt(end))) end--;
  const start = wordEndingAt(text, end, receivers);
  if (start < 0) return false;
  let before = start - 1;
  while (before >= 0 && isBlankByte(text.charCodeAt(before))) before--;
  if (before < 0) return true;
  // After an access, or what may end one's comment (`Outer. /* c */ this`), the receiver may be longer.
  if (LONGER_AFTER.has(text[before] as string)) return false;
  return text[before] !== NEWLINE || lineAboveEndsPlainly(text, before);
}

/** Whether the nearest line with text above the newline at `newline` holds no comment and ends with no `.` or `\`. */
function lineAboveEndsPlainly(text: string, newline: number): boolean {
  let end = newline - 1;
  for (;;) {
    while (end >= 0 && isBlankByte(text.charCodeAt(end))) end--;
    if (end < 0) return true;
    if (text[end] !== NEWLINE) break;
    end--;
  }
  const start = text.lastIndexOf(NEWLINE, end) + 1;
  const line = text.slice(start, end + 1);
  if (line.includes("#") || line.includes("//") || line.includes("/*") || line.includes("*/")) return false;
  const last = text[end];
  return last !== "." && last !== "\\";
}
