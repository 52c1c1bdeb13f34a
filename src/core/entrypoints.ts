// Public entrypoints. Each module system has one rule, documented beside its language's queries, in up to two
// parts: what a file makes public on its own, read from its facts and path alone (Go, Java, the programs of
// Python and Rust), and what a tree's root files make public through the files they lead to (a package.json's
// entry modules and their re-exports, Python's outermost `__init__.py` and `__all__` lists, a crate's
// src/lib.rs and its `pub mod`s). A request finds the rooted part by following those root files alone, and asks
// a file for its own part when a search reaches it: no mode indexes the whole tree for its entrypoints.
import type { FileFacts } from "./facts.js";
import type { CodeGraph, DefRef, Unit } from "./graph.js";
import { defKey } from "./graph.js";
import { languageForPath } from "./languages.js";
import type { Repository } from "./repository.js";
import { ENTRYPOINT_RULES } from "./entrypointFinders.js";

/** Keys (defKey) of declarations: a Set, or a kept tree's (see entrypointsCodec). */
export interface DefinitionKeys extends Iterable<string> {
  has(key: string): boolean;
  add(key: string): unknown;
}

/** What a tree's root files make public. */
export interface RootedEntrypoints {
  /** Keys (defKey) of public declarations. */
  definitions: DefinitionKeys;
  /** Files whose module-level code is a program's entry. */
  programs: Set<string>;
}

/** What one file makes public on its own: indexes into its definitions, and whether its module-level code is a program. */
export interface OwnEntrypoints {
  definitions: readonly number[];
  program: boolean;
}

/** One module system's rule: either part may be absent. */
export interface EntrypointRule {
  ofFile?: (file: string, facts: FileFacts) => OwnEntrypoints;
  /** Asked on a graph that marks the files it lacks (see Workspace.settle): it must reach files only through it. */
  rooted?: (repo: Repository, graph: CodeGraph, into: RootedEntrypoints) => void;
}

/** The module systems of a tree's listing whose rules have a rooted part, in a stable order. */
export function rootedSystems(files: readonly string[]): string[] {
  const systems = new Set<string>();
  for (const file of files) {
    const system = languageForPath(file)?.moduleSystem;
    if (system && ENTRYPOINT_RULES[system]?.rooted) systems.add(system);
  }
  return [...systems].sort();
}

/** The rooted part of every module system in `systems` (see rootedSystems). */
export function findRootedEntrypoints(repo: Repository, graph: CodeGraph, systems: readonly string[]): RootedEntrypoints {
  const into: RootedEntrypoints = { definitions: new Set(), programs: new Set() };
  for (const system of systems) ENTRYPOINT_RULES[system]?.rooted?.(repo, graph, into);
  return into;
}

/** A tree's public entrypoints: its rooted part, and each file's own part, worked out from its facts when first asked. */
export class Entrypoints {
  private readonly own = new Map<string, { definitions: ReadonlySet<number>; program: boolean } | null>();

  /** `factsOf` gives the facts of an indexed file: every unit asked about is in one. */
  constructor(
    private readonly rooted: RootedEntrypoints,
    private readonly factsOf: (file: string) => FileFacts | null | undefined,
  ) {}

  /** None at all: for the modes that do not ask. */
  static none(): Entrypoints {
    return new Entrypoints({ definitions: new Set(), programs: new Set() }, () => null);
  }

  /** Whether a unit is a public declaration, or the module-level code of a program. */
  has(unit: Unit): boolean {
    if (unit.def !== null) return this.hasDefinition({ file: unit.file, def: unit.def });
    return unit.symbol === null && (this.rooted.programs.has(unit.file) || (this.ownOf(unit.file)?.program ?? false));
  }

  hasDefinition(ref: DefRef): boolean {
    return this.rooted.definitions.has(defKey(ref)) || (this.ownOf(ref.file)?.definitions.has(ref.def) ?? false);
  }

  private ownOf(file: string): { definitions: ReadonlySet<number>; program: boolean } | null {
    const known = this.own.get(file);
    if (known !== undefined) return known;
    const ofFile = ENTRYPOINT_RULES[languageForPath(file)?.moduleSystem ?? ""]?.ofFile;
    const facts = ofFile ? this.factsOf(file) : null;
    // A file not indexed yet is asked again once it is.
    if (ofFile && !facts) return null;
    const found = ofFile && facts ? ofFile(file, facts) : null;
    const own = found ? { definitions: new Set(found.definitions), program: found.program } : null;
    this.own.set(file, own);
    return own;
  }
}
