// A proposed edit is applied to a copy of the file's text in memory and both versions are parsed: an edit that
// adds syntax errors is rejected. Nothing is written anywhere.
import { splitLines, normalizeNewlines } from "./lines.js";
import { languageForPath } from "./languages.js";
import { loadLanguage, parseWithDeadline } from "./parser.js";
import type { Tree } from "web-tree-sitter";

/** How long each of the two parses may take. */
export const EDIT_PARSE_DEADLINE_MS = 2000;

export type EditSyntax =
  | { checked: true; errorsBefore: number; errorsAfter: number }
  | { checked: false; why: string };

/** The file's lines with lines start..end replaced by the replacement's lines (an empty replacement deletes). */
export function applyEditInMemory(lines: readonly string[], start: number, end: number, replacement: string): string[] {
  return [...lines.slice(0, start - 1), ...splitLines(normalizeNewlines(replacement)), ...lines.slice(end)];
}

/** ERROR and MISSING nodes of a tree, counted with a cursor because real files nest deeper than the stack. */
function errorNodes(tree: Tree): number {
  const cursor = tree.walk();
  let count = 0;
  try {
    for (;;) {
      if (cursor.nodeType === "ERROR" || cursor.nodeIsMissing) count++;
      if (cursor.gotoFirstChild()) continue;
      for (;;) {
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return count;
      }
    }
  } finally {
    cursor.delete();
  }
}

async function countErrors(path: string, text: string): Promise<number | null> {
  const spec = languageForPath(path);
  if (!spec) return null;
  const { parser } = await loadLanguage(spec);
  const tree = parseWithDeadline(parser, text, EDIT_PARSE_DEADLINE_MS);
  if (!tree) return null;
  try {
    return errorNodes(tree);
  } finally {
    tree.delete();
  }
}

/** Parses the file before and after the edit; `checked: false` when no grammar covers it or a parse gave up. */
export async function checkEditSyntax(
  path: string,
  lines: readonly string[],
  start: number,
  end: number,
  replacement: string,
): Promise<EditSyntax> {
  if (!languageForPath(path)) return { checked: false, why: "no parser for this file's language" };
  const before = await countErrors(path, lines.join("\n") + "\n");
  const after = await countErrors(path, applyEditInMemory(lines, start, end, replacement).join("\n") + "\n");
  if (before === null || after === null) return { checked: false, why: `a parse took longer than ${EDIT_PARSE_DEADLINE_MS} ms` };
  return { checked: true, errorsBefore: before, errorsAfter: after };
}
