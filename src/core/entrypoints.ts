// Public entrypoints. Each module system has one rule, documented beside its language's queries (the other
// systems' rules are in entrypointFinders.ts). ecmascript: the declarations exported (directly or through re-exports) by the entry modules a package.json
// names in main, module, types, typings, exports and bin, and the module-level code of bin scripts.
import type { CodeGraph, DefRef, Unit } from "./graph.js";
import { defKey } from "./graph.js";
import { languageForPath } from "./languages.js";
import type { Repository } from "./repository.js";
import { dirnamePosix, normalizePosix, scriptCandidates } from "./resolver.js";
import { goEntrypoints, javaEntrypoints, pythonEntrypoints, rustEntrypoints } from "./entrypointFinders.js";

/** Keys (defKey) of declarations: a Set, or a kept tree's (see entrypointsCodec). */
export interface DefinitionKeys extends Iterable<string> {
  has(key: string): boolean;
  add(key: string): unknown;
}

export interface Entrypoints {
  /** Keys (defKey) of public declarations. */
  definitions: DefinitionKeys;
  /** Files whose module-level code is a program's entry. */
  programs: Set<string>;
}

export function isEntrypoint(entry: Entrypoints, unit: Unit): boolean {
  if (unit.def !== null) return entry.definitions.has(defKey({ file: unit.file, def: unit.def }));
  return unit.symbol === null && entry.programs.has(unit.file);
}

export type Finder = (repo: Repository, graph: CodeGraph, into: Entrypoints) => void;

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

const npmPackage: Finder = (repo, graph, into) => {
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
};

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

export const ENTRYPOINT_FINDERS: Readonly<Record<string, Finder>> = {
  ecmascript: npmPackage,
  go: goEntrypoints,
  java: javaEntrypoints,
  python: pythonEntrypoints,
  rust: rustEntrypoints,
};

export function findEntrypoints(repo: Repository, graph: CodeGraph): Entrypoints {
  const into: Entrypoints = { definitions: new Set(), programs: new Set() };
  const systems = new Set<string>();
  for (const path of graph.index.facts.keys()) {
    const spec = languageForPath(path);
    if (spec) systems.add(spec.moduleSystem);
  }
  for (const system of [...systems].sort()) ENTRYPOINT_FINDERS[system]?.(repo, graph, into);
  return into;
}
