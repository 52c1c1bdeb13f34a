// tree-sitter through WebAssembly: one runtime, one parser and one compiled query per language, loaded once.
import { Language, Parser, Query, type Tree } from "web-tree-sitter";
import { extractionQuerySource } from "./extract.js";
import { wasmFile, type LanguageSpec } from "./languages.js";

interface Loaded {
  parser: Parser;
  query: Query;
}

let runtime: Promise<void> | null = null;
const loaded = new Map<string, Promise<Loaded>>();
const grammars = new Map<string, Promise<Language>>();

function initRuntime(): Promise<void> {
  runtime ??= Parser.init({ locateFile: () => wasmFile("web-tree-sitter", "web-tree-sitter.wasm") });
  return runtime;
}

/** A grammar by its WASM file, loaded once however many query sets use it. */
export function loadGrammar(wasmPath: string): Promise<Language> {
  let entry = grammars.get(wasmPath);
  if (!entry) {
    entry = initRuntime().then(() => Language.load(wasmPath));
    grammars.set(wasmPath, entry);
  }
  return entry;
}

export function loadLanguage(spec: LanguageSpec): Promise<Loaded> {
  let entry = loaded.get(spec.name);
  if (!entry) {
    entry = (async () => {
      const language = await loadGrammar(spec.wasmPath);
      const parser = new Parser();
      parser.setLanguage(language);
      return { parser, query: new Query(language, extractionQuerySource(spec)) };
    })();
    loaded.set(spec.name, entry);
  }
  return entry;
}

/** A parse that gives up after a deadline (pathological inputs) instead of holding a request hostage. */
export function parseWithDeadline(parser: Parser, text: string, deadlineMs: number): Tree | null {
  const stopAt = performance.now() + deadlineMs;
  try {
    return parser.parse(text, null, { progressCallback: () => performance.now() > stopAt });
  } catch {
    return null;
  }
}
