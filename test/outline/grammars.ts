// The grammar of each outline language, named here so that languages whose language.json is still being
// written elsewhere can be tested from their outline data alone.
import { createRequire } from "node:module";
import { Parser, type Language } from "web-tree-sitter";
import { loadGrammar } from "../../src/core/parser.js";
import { readOutlineSpec, type OutlineSpec } from "../../src/core/outline/outlineLanguages.js";
import type { OutlineLanguage } from "../../src/core/outline/outlineSchema.js";

const require = createRequire(import.meta.url);

export const GRAMMARS: Readonly<Record<OutlineLanguage, { pkg: string; wasm: string; ext: string }>> = {
  typescript: { pkg: "tree-sitter-typescript", wasm: "tree-sitter-typescript.wasm", ext: ".ts" },
  tsx: { pkg: "tree-sitter-typescript", wasm: "tree-sitter-tsx.wasm", ext: ".tsx" },
  javascript: { pkg: "tree-sitter-javascript", wasm: "tree-sitter-javascript.wasm", ext: ".js" },
  python: { pkg: "tree-sitter-python", wasm: "tree-sitter-python.wasm", ext: ".py" },
  go: { pkg: "tree-sitter-go", wasm: "tree-sitter-go.wasm", ext: ".go" },
  rust: { pkg: "tree-sitter-rust", wasm: "tree-sitter-rust.wasm", ext: ".rs" },
  java: { pkg: "tree-sitter-java", wasm: "tree-sitter-java.wasm", ext: ".java" },
};

export function wasmPathOf(language: OutlineLanguage): string {
  const g = GRAMMARS[language];
  return require.resolve(`${g.pkg}/${g.wasm}`);
}

export function specOf(language: OutlineLanguage): OutlineSpec {
  return readOutlineSpec(language, { wasmPath: wasmPathOf(language), extensions: [GRAMMARS[language].ext] });
}

export function languageOfFile(path: string): OutlineLanguage {
  const found = (Object.keys(GRAMMARS) as OutlineLanguage[]).find((l) => path.endsWith(GRAMMARS[l].ext));
  if (!found) throw new Error(`no grammar for ${path}`);
  return found;
}

/** A parser of its own, so that a check does not share state with the code it checks. */
export async function freshParser(language: OutlineLanguage): Promise<Parser> {
  const grammar: Language = await loadGrammar(wasmPathOf(language));
  const parser = new Parser();
  parser.setLanguage(grammar);
  return parser;
}

/** Whether a text parses with no ERROR or MISSING node, as a file (with a final newline). */
export function parsesCleanly(parser: Parser, text: string): boolean {
  const tree = parser.parse(`${text}\n`);
  if (!tree) return false;
  try {
    return !tree.rootNode.hasError;
  } finally {
    tree.delete();
  }
}
