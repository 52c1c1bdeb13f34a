// tree-sitter through WebAssembly: one runtime, one parser and one compiled query per language, loaded once.
// The runtime's module is imported on first use: a request answered from the cache never parses, and should
// not pay to load it.
import type { Language, Parser, Query, Tree } from "web-tree-sitter";
import { extractionQuerySource, type ExtractionQueries } from "./extractionQuery.js";
import { splitTopLevelPatterns } from "./topLevelPatterns.js";
import { attachRuntime } from "./treeSitterDirect.js";
import { wasmFile, type LanguageSpec } from "./languages.js";

interface Loaded {
  parser: Parser;
  query: ExtractionQueries;
}

type TreeSitter = typeof import("web-tree-sitter");

let runtime: Promise<TreeSitter> | null = null;

/** Where the runtime's module is kept on the runtime's own Parser class (see treeSitter). */
const RUNTIME_MODULE = Symbol.for("odin-slice.treeSitterModule");
const loaded = new Map<string, Promise<Loaded>>();
const grammars = new Map<string, Promise<Language>>();

/** The tree-sitter module, its WASM runtime initialised. */
export function treeSitter(): Promise<TreeSitter> {
  runtime ??= import("web-tree-sitter").then(async (ts) => {
    // The options object becomes the runtime's module: matches are then read from its memory directly. The
    // runtime makes its module once per load of its code and ignores the options of a later init (a test that
    // loads this module afresh inits again), so the object that became the module is kept with the runtime.
    const holder = ts.Parser as unknown as Record<symbol, object | undefined>;
    const binding = holder[RUNTIME_MODULE] ?? { locateFile: () => wasmFile("web-tree-sitter", "web-tree-sitter.wasm") };
    await ts.Parser.init(binding);
    holder[RUNTIME_MODULE] = binding;
    attachRuntime(binding, ts.Node);
    return ts;
  });
  return runtime;
}

/** A grammar by its WASM file, loaded once however many query sets use it. */
export function loadGrammar(wasmPath: string): Promise<Language> {
  let entry = grammars.get(wasmPath);
  if (!entry) {
    entry = treeSitter().then((ts) => ts.Language.load(wasmPath));
    grammars.set(wasmPath, entry);
  }
  return entry;
}

export function loadLanguage(spec: LanguageSpec): Promise<Loaded> {
  let entry = loaded.get(spec.name);
  if (!entry) {
    entry = (async () => {
      const [{ Parser, Query }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
      const parser = new Parser();
      parser.setLanguage(language);
      return { parser, query: compileExtraction(Query, language, parser, extractionQuerySource(spec)) };
    })();
    loaded.set(spec.name, entry);
  }
  return entry;
}

/**
 * The extraction query compiled as the two queries extraction runs (see topLevelPatterns.ts); compiled whole
 * where its source cannot be read into patterns (the runtime then says what is wrong with it, if anything).
 */
export function compileExtraction(QueryClass: typeof Query, language: Language, parser: Parser, source: string): ExtractionQueries {
  const empty = parser.parse("");
  const rootType = empty?.rootNode.type ?? "";
  empty?.delete();
  const split = splitTopLevelPatterns(source, rootType);
  if (!split) return wholeExtraction(QueryClass, language, source);
  return {
    nested: new QueryClass(language, split.nested.source),
    nestedPatterns: split.nested.patterns,
    top: split.top ? new QueryClass(language, split.top.source) : null,
    topPatterns: split.top?.patterns ?? [],
    rootType,
  };
}

/** The extraction query compiled as one query, every pattern run over the whole tree. */
export function wholeExtraction(QueryClass: typeof Query, language: Language, source: string): ExtractionQueries {
  const nested = new QueryClass(language, source);
  return { nested, nestedPatterns: Array.from({ length: nested.patternCount() }, (_, i) => i), top: null, topPatterns: [], rootType: "" };
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
