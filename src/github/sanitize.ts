// Model text is untrusted and lands where everyone reads it: it may not ping people, close issues, load images
// or inject HTML, and it may not break out of the code fences it is shown in.

/** GitHub's limit for a comment or review body. */
export const BODY_LIMIT = 65_536;

const CLOSING_KEYWORDS = /\b(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(\s*:?\s+)((?:[\w.-]+\/[\w.-]+)?#\d+)/gi;

/**
 * Makes untrusted markdown inert: no mentions, no closing keywords, no images, no raw HTML. Code blocks and code
 * spans are left as written: nothing in them renders or notifies, and code must stay exact.
 */
export function sanitizeMarkdown(text: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of text.replace(/\0/g, "").split("\n")) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1] ?? null;
    if (fence !== null) {
      out.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
    } else if (marker) {
      fence = marker;
      out.push(line);
    } else {
      out.push(line.split(/(`+[^`]*?`+)/).map((part, i) => (i % 2 === 1 ? part : sanitizeProse(part))).join(""));
    }
  }
  return out.join("\n");
}

function sanitizeProse(text: string): string {
  return (
    text
      .replace(/\0/g, "")
      // Images and their reference-style definitions can fetch from anywhere: keep only the alt text.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/!\[([^\]]*)\]\[[^\]]*\]/g, "$1")
      // Raw HTML tags and comments become visible text.
      .replace(/<!--/g, "&lt;!--")
      .replace(/<(\/?[A-Za-z][^>]*)>/g, "&lt;$1&gt;")
      // A tag not closed on its line may be closed on the next (prose is sanitized line by line): its start too.
      .replace(/<(?=[A-Za-z/!])/g, "&lt;")
      // @user and @org/team would notify; a zero-width joiner keeps the text and drops the ping.
      .replace(/(^|[^\w`])@([A-Za-z0-9][\w-]*)/g, "$1@\u200d$2")
      // "fixes #12" in a review is harmless today, but is kept inert so that copied text stays harmless too.
      .replace(CLOSING_KEYWORDS, (_m, word: string, space: string, ref: string) => `${word}${space}\`${ref}\``)
  );
}

/** A backtick fence longer than any run of backticks inside the content, so the content cannot close it. */
export function fenceFor(content: string): string {
  let longest = 0;
  for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return "`".repeat(Math.max(3, longest + 1));
}

export function fenced(content: string, info = ""): string {
  const fence = fenceFor(content);
  return `${fence}${info}\n${content}\n${fence}`;
}

/** Cuts a body to the limit, saying so, without leaving a code fence open. */
export function capBody(body: string, limit = BODY_LIMIT): string {
  if (body.length <= limit) return body;
  const note = "\n\n_(cut to fit GitHub's comment size limit)_";
  let cut = body.slice(0, limit - note.length - 16);
  const open = [...cut.matchAll(/^(`{3,})/gm)].length % 2 === 1;
  if (open) {
    const fence = [...cut.matchAll(/^(`{3,})/gm)].pop()?.[1] ?? "```";
    cut += `\n${fence}`;
  }
  return cut + note;
}
