// Whether a declaration's header writes one of a set of modifiers (Java's `private`), from its text alone.
import { wholeWordAt } from "./wholeWordAt.js";

/** Comments and string or character literals, which may hold any word. */
const NOT_CODE = /\/\*[\s\S]*?(?:\*\/|$)|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;

/**
 * Whether the text of a declaration (latin1, as TreeText holds it), from the start of its first line, writes
 * one of `modifiers` before its `name`: only the words after the last `;`, `{` or `}` count (another
 * declaration may end on that line), and none in a comment or a literal. Past `limit` characters without the
 * name, the answer is no.
 */
export function declaredWith(text: string, from: number, name: string, modifiers: readonly string[], limit = 4000): boolean {
  const window = text.slice(from, from + limit);
  const code = window.replace(NOT_CODE, (m) => " ".repeat(m.length));
  const at = wholeWordAt(code, name, 0);
  if (at < 0) return false;
  let head = code.slice(0, at);
  const cut = Math.max(head.lastIndexOf(";"), head.lastIndexOf("{"), head.lastIndexOf("}"));
  if (cut >= 0) head = head.slice(cut + 1);
  return modifiers.some((m) => wholeWordAt(head, m, 0) >= 0);
}
