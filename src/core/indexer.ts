// Builds FileFacts for the files a request needs: each file read once, parsed once, its tree freed at once.
import { extractFacts } from "./extract.js";
import type { FileFacts } from "./facts.js";
import { languageForPath } from "./languages.js";
import { loadLanguage, parseWithDeadline } from "./parser.js";
import type { Repository } from "./repository.js";

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

/** Adds the given files to the index (files already in it are not parsed again). */
export async function indexFiles(repo: Repository, paths: Iterable<string>, into: FileIndex): Promise<void> {
  for (const path of paths) {
    if (into.facts.has(path) || into.unavailable.has(path)) continue;
    const spec = languageForPath(path);
    if (!spec) continue;
    const file = repo.read(path);
    if (!file) {
      into.unavailable.set(path, "cannot be read");
      continue;
    }
    if (file.binary) {
      into.unavailable.set(path, "binary file");
      continue;
    }
    if (file.skip) {
      into.unavailable.set(path, file.skip);
      continue;
    }
    const { parser, query } = await loadLanguage(spec);
    const tree = parseWithDeadline(parser, file.text, PARSE_DEADLINE_MS);
    if (!tree) {
      into.unavailable.set(path, `parse exceeded ${PARSE_DEADLINE_MS} ms`);
      continue;
    }
    try {
      const facts = extractFacts(path, spec, tree, query, file.lines.length, PARSE_DEADLINE_MS);
      if (facts) into.facts.set(path, facts);
      else into.unavailable.set(path, `reading its names took longer than ${PARSE_DEADLINE_MS} ms`);
    } finally {
      tree.delete();
    }
  }
}
