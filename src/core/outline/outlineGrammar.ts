// A language's parser and compiled outline query, made once. A query may only use the capture names the
// collector understands, so a typo in a language folder fails loudly here instead of silently keeping nothing.
import type { Parser, Query } from "web-tree-sitter";
import { loadGrammar, treeSitter } from "../parser.js";
import type { OutlineSpec } from "./outlineLanguages.js";
import { OUTLINE_KINDS } from "./outlineSchema.js";

export interface LoadedOutline {
  spec: OutlineSpec;
  parser: Parser;
  query: Query;
}

const ROLE_CAPTURES: ReadonlySet<string> = new Set(["name", "members", "body", "doc"]);
const KINDS: ReadonlySet<string> = new Set(OUTLINE_KINDS);

const cache = new Map<string, Promise<LoadedOutline>>();

export function checkCaptureNames(language: string, names: readonly string[]): void {
  for (const name of names) {
    if (ROLE_CAPTURES.has(name)) continue;
    if (name.startsWith("item.") && KINDS.has(name.slice(5))) continue;
    throw new Error(`${language} outline query: unknown capture @${name}`);
  }
}

export function loadOutlineGrammar(spec: OutlineSpec): Promise<LoadedOutline> {
  const key = `${spec.language}\0${spec.wasmPath}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = (async () => {
      const [{ Parser, Query }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
      const query = new Query(language, spec.querySource);
      checkCaptureNames(spec.language, query.captureNames);
      const parser = new Parser();
      parser.setLanguage(language);
      return { spec, parser, query };
    })();
    // A failed load is not cached: the next request tries again and reports its own error.
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}
