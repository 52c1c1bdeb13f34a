// Each module system's rule for public entrypoints (see entrypoints.ts), documented in the README.md of the
// languages that use it (src/languages/<name>/README.md).
import type { EntrypointRule, OwnEntrypoints, RootedEntrypoints } from "./entrypoints.js";
import type { Definition, FileFacts } from "./facts.js";
import type { CodeGraph, DefRef } from "./graph.js";
import { defKey } from "./graph.js";
import { languageForPath } from "./languages.js";
import type { Repository } from "./repository.js";
import { dirnamePosix, joinPosix, normalizePosix, scriptCandidates } from "./resolver.js";
import { MODULE_SYSTEMS } from "./moduleSystems.js";

/** A public definition whose enclosing definitions are all public too (a public member of a public class). */
function publicAllTheWay(facts: FileFacts, def: number, publics: ReadonlySet<number>): boolean {
  for (let d = def; d >= 0; d = (facts.definitions[d] as Definition).parent) if (!publics.has(d)) return false;
  return true;
}

function publicsAllTheWay(facts: FileFacts): number[] {
  const publics = new Set(facts.entry.publics);
  return [...publics].filter((def) => publicAllTheWay(facts, def, publics));
}

const NONE: OwnEntrypoints = { definitions: [], program: false };

/** The files of a tree's listing in one module system (the rules add to sets: their order does not matter). */
function filesOf(repo: Repository, system: string): string[] {
  return repo.files().filter((f) => languageForPath(f)?.moduleSystem === system);
}

/** Go: exported identifiers of packages outside `internal/` that are not `main`, and `func main` of package main. */
const go: EntrypointRule = {
  ofFile(file, facts) {
    if (facts.packageName === "main") return { definitions: facts.entry.mains, program: false };
    if (file.endsWith("_test.go") || file.split("/").includes("internal")) return NONE;
    return { definitions: facts.entry.publics, program: false };
  },
};

/** Java: public members of public classes (all the way out), and `public static void main(String[])`. */
const java: EntrypointRule = {
  ofFile: (_file, facts) => ({ definitions: [...facts.entry.mains, ...publicsAllTheWay(facts)], program: false }),
};

/**
 * Python: what the outermost packages' `__init__.py` offer (its `__all__`, else every name not starting with
 * `_`), what any module lists in `__all__`, and the module-level code of `__main__.py` files and of modules with
 * `if __name__ == "__main__":`.
 */
const python: EntrypointRule = {
  ofFile: (file, facts) => ({ definitions: [], program: facts.entry.program || file === "__main__.py" || file.endsWith("/__main__.py") }),
  rooted(repo, graph, into) {
    const files = new Set(repo.files());
    for (const file of filesOf(repo, "python")) {
      const dir = dirnamePosix(file);
      const outermost = file.endsWith("__init__.py") && (dir === "" || !files.has(joinPosix(dirnamePosix(dir), "__init__.py")));
      // Only a module whose text names `__all__` can list one: the others are not read.
      if (!outermost && !graph.textContains(file, "__all__")) continue;
      const facts = graph.facts(file);
      if (!facts || (facts.entry.names === null && !outermost)) continue;
      const names =
        facts.entry.names ??
        facts.exports.flatMap((e) => ("exported" in e && !e.exported.startsWith("_") ? [e.exported] : []));
      for (const name of names) {
        const target = graph.resolveExport(file, name, new Set());
        if (target.t === "def") into.definitions.add(defKey(target.ref));
      }
    }
  },
};

/**
 * Rust: `pub` items (all the way out) of a library crate's src/lib.rs and of the modules it declares with
 * `pub mod`, recursively; and `fn main` of binaries (src/main.rs, src/bin/*.rs).
 */
const rust: EntrypointRule = {
  ofFile(file, facts) {
    const binary = file === "src/main.rs" || file.endsWith("/src/main.rs") || /(^|\/)src\/bin\/[^/]+\.rs$/.test(file);
    return binary ? { definitions: facts.entry.mains, program: false } : NONE;
  },
  rooted(repo, graph, into) {
    const files = new Set(repo.files());
    const visit = (file: string, seen: Set<string>) => {
      if (seen.has(file)) return;
      seen.add(file);
      const facts = graph.facts(file);
      if (!facts) return;
      for (const def of publicsAllTheWay(facts)) into.definitions.add(defKey({ file, def }));
      for (const name of facts.entry.names ?? []) {
        const module = MODULE_SYSTEMS.rust?.resolve(file, name, files);
        if (module?.t === "file") visit(module.path, seen);
      }
    };
    for (const file of filesOf(repo, "rust")) if (file === "src/lib.rs" || file.endsWith("/src/lib.rs")) visit(file, new Set());
  },
};

function stringLeaves(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringLeaves(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringLeaves(v, out);
}

const STRIP_EXTENSION = /(\.d)?\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** The source file a published path was built from: the path itself, or the same module under src/. */
export function sourceForPublishedPath(pkgDir: string, target: string, files: ReadonlySet<string>): string | null {
  const joined = normalizePosix(pkgDir === "" ? target : `${pkgDir}/${target}`);
  if (joined === null) return null;
  const rel = (pkgDir === "" ? joined : joined.slice(pkgDir.length + 1)).replace(STRIP_EXTENSION, "");
  const segments = rel.split("/");
  const prefix = pkgDir === "" ? "" : `${pkgDir}/`;
  for (const candidate of scriptCandidates(joined)) if (files.has(candidate)) return candidate;
  for (let k = 0; k < segments.length; k++) {
    const rest = segments.slice(k).join("/");
    for (const base of [`${prefix}src/${rest}`, `${prefix}${rest}`]) {
      for (const candidate of scriptCandidates(base)) if (files.has(candidate)) return candidate;
    }
  }
  return null;
}

/** Every declaration a module exports, following re-exports. */
export function exportedDefinitions(graph: CodeGraph, path: string): DefRef[] {
  const out = new Map<string, DefRef>();
  const visit = (file: string, seenFiles: Set<string>, includeDefault: boolean) => {
    if (seenFiles.has(file)) return;
    seenFiles.add(file);
    const facts = graph.facts(file);
    if (!facts) return;
    for (const e of facts.exports) {
      if ("all" in e) {
        const module = graph.resolveModule(file, e.all);
        if (module.t === "file") visit(module.path, seenFiles, false);
        continue;
      }
      if (!includeDefault && e.exported === "default") continue;
      const target = graph.resolveExport(file, e.exported, new Set());
      if (target.t === "def") out.set(defKey(target.ref), target.ref);
      else if (target.t === "module") visit(target.path, seenFiles, false);
    }
  };
  visit(path, new Set(), true);
  return [...out.values()];
}

/**
 * ECMAScript: the declarations exported (directly or through re-exports) by the entry modules a package.json
 * names in main, module, types, typings, exports and bin, and the module-level code of bin scripts.
 */
const ecmascript: EntrypointRule = {
  rooted(repo, graph, into: RootedEntrypoints) {
    const files = new Set(repo.files());
    for (const path of repo.files()) {
      if (path !== "package.json" && !path.endsWith("/package.json")) continue;
      const file = repo.read(path);
      if (!file || file.binary) continue;
      let manifest: Record<string, unknown>;
      try {
        manifest = JSON.parse(file.text) as Record<string, unknown>;
      } catch {
        continue;
      }
      const pkgDir = dirnamePosix(path);
      const modules: string[] = [];
      for (const field of ["main", "module", "types", "typings", "exports", "browser"]) stringLeaves(manifest[field], modules);
      const bins: string[] = [];
      stringLeaves(manifest.bin, bins);
      for (const target of bins) {
        const source = sourceForPublishedPath(pkgDir, target, files);
        if (source) {
          into.programs.add(source);
          modules.push(target);
        }
      }
      for (const target of modules) {
        if (target.includes("*")) continue;
        const source = sourceForPublishedPath(pkgDir, target, files);
        if (source) for (const ref of exportedDefinitions(graph, source)) into.definitions.add(defKey(ref));
      }
    }
  },
};

export const ENTRYPOINT_RULES: Readonly<Record<string, EntrypointRule>> = { ecmascript, go, java, python, rust };
