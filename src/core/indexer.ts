// Builds FileFacts for the files a request needs: each file read once, parsed once, its tree freed at once.
import { extractFacts } from "./extract.js";
import type { FileFacts } from "./facts.js";
import type { LanguageSpec } from "./languages.js";
import { loadLanguage, parseWithDeadline } from "./parser.js";
import type { SourceFile } from "./repository.js";

/** How long one file may take to parse before it is given up as unavailable. */
export const PARSE_DEADLINE_MS = 2000;

export interface FileIndex {
  facts: Map<string, FileFacts>;
  /** Files that a grammar covers but that could not be indexed, with the reason. */
  unavailable: Map<string, string>;
}

export function emptyIndex(): FileIndex {
  return { facts: new Map(), unavailable: new Map() };
}

/** Why a file read from the tree is not parsed, or null when it is to be parsed. */
export function unparsedReason(file: SourceFile | null): string | null {
  if (!file) return "cannot be read";
  if (file.binary) return "binary file";
  return file.skip;
}

const PARSE_TIMED_OUT = `parse exceeded ${PARSE_DEADLINE_MS} ms`;
const QUERY_TIMED_OUT = `reading its names took longer than ${PARSE_DEADLINE_MS} ms`;

/** Whether a file is unavailable because a deadline ran out: another run, on a less busy machine, may index it. */
export function isDeadlineReason(reason: string): boolean {
  return reason === PARSE_TIMED_OUT || reason === QUERY_TIMED_OUT;
}

/** What indexing one file gave: its facts, or why it has none. */
export type FileOutcome = { facts: FileFacts } | { unavailable: string };

/** Parses one file's text in this thread (its language already loaded) and reads its facts. */
export async function indexText(path: string, spec: LanguageSpec, text: string, lineCount: number): Promise<FileOutcome> {
  const { parser, query } = await loadLanguage(spec);
  const tree = parseWithDeadline(parser, text, PARSE_DEADLINE_MS);
  if (!tree) return { unavailable: PARSE_TIMED_OUT };
  try {
    const facts = extractFacts(path, spec, tree, query, lineCount, PARSE_DEADLINE_MS);
    return facts ? { facts } : { unavailable: QUERY_TIMED_OUT };
  } finally {
    tree.delete();
  }
}

export function record(into: FileIndex, path: string, outcome: FileOutcome): void {
  if ("facts" in outcome) into.facts.set(path, outcome.facts);
  else into.unavailable.set(path, outcome.unavailable);
}
