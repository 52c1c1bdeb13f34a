// Whether a declaration's header writes one of a set of modifiers (Java's `private`), from its text alone.

/** Comments and string or character literals, which may hold any word. */
const NOT_CODE = /\/\*[\s\S]*?(?:\*\/|$)|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;

/**
 * Whether the text of a declaration, from the start of its first line, writes one of `modifiers` before its
 * `name`: only the words after the last `;`, `{` or `}` count (another declaration may end on that line), and
 * none in a comment or a literal. Past `limit` characters without the name, the answer is no.
 */
export function declaredWith(text: string, from: number, name: string, modifiers: readonly string[], limit = 4000): boolean {
  const window = text.slice(from, from + limit);
  const code = window.replace(NOT_CODE, (m) => " ".repeat(m.length));
  const at = wordIndex(code, name);
  if (at < 0) return false;
  let head = code.slice(0, at);
  const cut = Math.max(head.lastIndexOf(";"), head.lastIndexOf("{"), head.lastIndexOf("}"));
  if (cut >= 0) head = head.slice(cut + 1);
  return modifiers.some((m) => wordIndex(head, m) >= 0);
}

function isWord(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}_$]/u.test(c);
}

function wordIndex(text: string, word: string): number {
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    if (!isWord(text[i - 1]) && !isWord(text[i + word.length])) return i;
  }
  return -1;
}
