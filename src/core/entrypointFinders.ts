// Public entrypoints of the module systems other than ECMAScript. Each rule is documented in the README.md of
// the languages that use it (src/languages/<name>/README.md).
import type { DefinitionKeys, Finder } from "./entrypoints.js";
import type { Definition, FileFacts } from "./facts.js";
import type { CodeGraph } from "./graph.js";
import { defKey } from "./graph.js";
import { dirnamePosix, joinPosix } from "./resolver.js";
import { MODULE_SYSTEMS } from "./moduleSystems.js";

function indexedFiles(graph: CodeGraph, extension: string): [string, FileFacts][] {
  return [...graph.index.facts].filter(([path]) => path.endsWith(extension)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A public definition whose enclosing definitions are all public too (a public member of a public class). */
function publicAllTheWay(facts: FileFacts, def: number, publics: ReadonlySet<number>): boolean {
  for (let d = def; d >= 0; d = (facts.definitions[d] as Definition).parent) if (!publics.has(d)) return false;
  return true;
}

function addMains(file: string, facts: FileFacts, into: DefinitionKeys): void {
  for (const def of facts.entry.mains) into.add(defKey({ file, def }));
}

/**
 * Python: what the outermost packages' `__init__.py` offer (its `__all__`, else every name not starting with
 * `_`), what any module lists in `__all__`, and the module-level code of `__main__.py` files and of modules with
 * `if __name__ == "__main__":`.
 */
export const pythonEntrypoints: Finder = (repo, graph, into) => {
  const files = new Set(repo.files());
  for (const [file, facts] of indexedFiles(graph, ".py")) {
    if (facts.entry.program || file === "__main__.py" || file.endsWith("/__main__.py")) into.programs.add(file);
    const dir = dirnamePosix(file);
    const outermost = file.endsWith("__init__.py") && (dir === "" || !files.has(joinPosix(dirnamePosix(dir), "__init__.py")));
    if (facts.entry.names === null && !outermost) continue;
    const names =
      facts.entry.names ??
      facts.exports.flatMap((e) => ("exported" in e && !e.exported.startsWith("_") ? [e.exported] : []));
    for (const name of names) {
      const target = graph.resolveExport(file, name, new Set());
      if (target.t === "def") into.definitions.add(defKey(target.ref));
    }
  }
};

/** Go: exported identifiers of packages outside `internal/` that are not `main`, and `func main` of package main. */
export const goEntrypoints: Finder = (_repo, graph, into) => {
  for (const [file, facts] of indexedFiles(graph, ".go")) {
    if (facts.packageName === "main") {
      addMains(file, facts, into.definitions);
      continue;
    }
    if (file.endsWith("_test.go") || file.split("/").includes("internal")) continue;
    for (const def of facts.entry.publics) into.definitions.add(defKey({ file, def }));
  }
};

/** Java: public members of public classes (all the way out), and `public static void main(String[])`. */
export const javaEntrypoints: Finder = (_repo, graph, into) => {
  for (const [file, facts] of indexedFiles(graph, ".java")) {
    addMains(file, facts, into.definitions);
    const publics = new Set(facts.entry.publics);
    for (const def of publics) if (publicAllTheWay(facts, def, publics)) into.definitions.add(defKey({ file, def }));
  }
};

/**
 * Rust: `pub` items (all the way out) of a library crate's src/lib.rs and of the modules it declares with
 * `pub mod`, recursively; and `fn main` of binaries (src/main.rs, src/bin/*.rs).
 */
export const rustEntrypoints: Finder = (repo, graph, into) => {
  const files = new Set(repo.files());
  const visit = (file: string, seen: Set<string>) => {
    if (seen.has(file)) return;
    seen.add(file);
    const facts = graph.facts(file);
    if (!facts) return;
    const publics = new Set(facts.entry.publics);
    for (const def of publics) if (publicAllTheWay(facts, def, publics)) into.definitions.add(defKey({ file, def }));
    for (const name of facts.entry.names ?? []) {
      const module = MODULE_SYSTEMS.rust?.resolve(file, name, files);
      if (module?.t === "file") visit(module.path, seen);
    }
  };
  for (const [file, facts] of indexedFiles(graph, ".rs")) {
    if (file === "src/lib.rs" || file.endsWith("/src/lib.rs")) visit(file, new Set());
    if (file === "src/main.rs" || file.endsWith("/src/main.rs") || /(^|\/)src\/bin\/[^/]+\.rs$/.test(file)) addMains(file, facts, into.definitions);
  }
};
