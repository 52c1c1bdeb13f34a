// Cross-file resolution: every use of a name becomes a certain edge to exactly one definition, an uncertain
// edge with a reason, or nothing (a local value, a global, a package outside the tree).
import type { Definition, DefinitionKind, FileFacts, ImportBinding, Reference } from "./facts.js";
import { qualifiedName } from "./facts.js";
import type { FileIndex } from "./indexer.js";
import { languageForPath } from "./languages.js";
import { MODULE_RESOLVERS, type ModuleResolution } from "./resolver.js";

export interface DefRef {
  file: string;
  def: number;
}

/** A unit of code: a definition, or a module-level statement (symbol null). */
export interface Unit {
  file: string;
  start: number;
  end: number;
  symbol: string | null;
  /** The definition's index in its file, or null for a module-level statement or a plain line range. */
  def: number | null;
}

export interface ResolvedUse {
  file: string;
  line: number;
  unit: Unit;
  kind: "call" | "reference";
  name: string;
  certain: DefRef | null;
  uncertain: { label: string; reason: string; candidates: DefRef[] } | null;
  /** A file the use leads to that could not be indexed. */
  unavailable: string | null;
  /** The import statement the use's binding came through, in the use's own file. */
  via: ImportBinding | null;
}

type ExportTarget =
  | { t: "def"; ref: DefRef }
  | { t: "module"; path: string }
  | { t: "unavailable"; path: string }
  | { t: "none"; reason: string };

/** Definitions whose members are fixed by their declaration. */
const CONTAINER_KINDS: ReadonlySet<DefinitionKind> = new Set(["class", "interface", "enum", "module"]);

export function defKey(ref: DefRef): string {
  return `${ref.file}#${ref.def}`;
}

export class CodeGraph {
  readonly index: FileIndex;
  private readonly files: ReadonlySet<string>;
  private readonly uses = new Map<string, ResolvedUse[]>();
  private readonly incoming = new Map<string, ResolvedUse[]>();
  private readonly unknownReceiverUses = new Map<string, ResolvedUse[]>();
  private byName: Map<string, DefRef[]> | null = null;

  constructor(index: FileIndex, files: ReadonlySet<string>) {
    this.index = index;
    this.files = files;
    for (const path of [...index.facts.keys()].sort()) this.resolveFile(path);
  }

  facts(file: string): FileFacts | null {
    return this.index.facts.get(file) ?? null;
  }

  definition(ref: DefRef): Definition {
    const facts = this.index.facts.get(ref.file);
    const def = facts?.definitions[ref.def];
    if (!def) throw new Error(`no definition ${defKey(ref)}`);
    return def;
  }

  unitOfDef(ref: DefRef): Unit {
    const def = this.definition(ref);
    return { file: ref.file, start: def.start, end: def.end, symbol: qualifiedName(def), def: ref.def };
  }

  /** Every definition with this simple name, in path and position order. */
  definitionsNamed(name: string): DefRef[] {
    if (!this.byName) {
      const map = new Map<string, DefRef[]>();
      for (const [file, facts] of [...this.index.facts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        facts.definitions.forEach((def, i) => {
          const list = map.get(def.name);
          if (list) list.push({ file, def: i });
          else map.set(def.name, [{ file, def: i }]);
        });
      }
      this.byName = map;
    }
    return this.byName.get(name) ?? [];
  }

  /** Uses located on lines start..end of a file. */
  usesWithin(file: string, start: number, end: number): ResolvedUse[] {
    return (this.uses.get(file) ?? []).filter((u) => u.line >= start && u.line <= end);
  }

  /** Certain uses of a definition, from anywhere. */
  usesOf(ref: DefRef): ResolvedUse[] {
    return this.incoming.get(defKey(ref)) ?? [];
  }

  /** Calls on receivers of unknown type that name this definition, which they may or may not reach. */
  possibleUsesOf(ref: DefRef): ResolvedUse[] {
    const def = this.definition(ref);
    if (def.parent < 0) return [];
    return this.unknownReceiverUses.get(def.name) ?? [];
  }

  private unitOf(file: string, facts: FileFacts, unit: number): Unit {
    if (unit >= 0) return this.unitOfDef({ file, def: unit });
    const m = facts.moduleUnits[-1 - unit];
    if (!m) throw new Error(`no module unit ${unit} in ${file}`);
    return { file, start: m.start, end: m.end, symbol: null, def: null };
  }

  private resolveFile(file: string): void {
    const facts = this.index.facts.get(file) as FileFacts;
    const list: ResolvedUse[] = [];
    for (const ref of facts.references) {
      const use = this.resolveUse(file, facts, ref);
      if (!use) continue;
      list.push(use);
      if (use.certain) {
        const key = defKey(use.certain);
        const into = this.incoming.get(key);
        if (into) into.push(use);
        else this.incoming.set(key, [use]);
      } else if (use.uncertain && ref.target.t === "unknown_receiver") {
        const into = this.unknownReceiverUses.get(ref.name);
        if (into) into.push(use);
        else this.unknownReceiverUses.set(ref.name, [use]);
      }
    }
    this.uses.set(file, list);
  }

  private resolveUse(file: string, facts: FileFacts, ref: Reference): ResolvedUse | null {
    const base = {
      file,
      line: ref.line,
      unit: this.unitOf(file, facts, ref.unit),
      kind: ref.kind,
      name: ref.name,
      certain: null,
      uncertain: null,
      unavailable: null,
      via: null,
    };
    const certain = (target: DefRef, via: ImportBinding | null = null): ResolvedUse | null => {
      // A use inside the definition it names (recursion, a class naming itself) is not an edge.
      const def = this.definition(target);
      if (target.file === file && ref.line >= def.start && ref.line <= def.end) return null;
      return { ...base, certain: target, via };
    };
    const uncertain = (reason: string, candidates: DefRef[], via: ImportBinding | null = null): ResolvedUse => ({
      ...base,
      uncertain: { label: ref.label, reason, candidates },
      via,
    });
    const t = ref.target;
    switch (t.t) {
      case "def":
        return certain({ file, def: t.def });
      case "member":
        return this.member({ file, def: t.def }, t.member, certain, uncertain);
      case "super":
        return this.member({ file, def: t.def }, t.member, certain, uncertain, true);
      case "import": {
        const binding = facts.imports[t.imp] as ImportBinding;
        // A namespace import named on its own (not `ns.member`) is a module, not a unit.
        if (binding.imported === "*" && t.member === null) return null;
        const target = this.resolveImport(file, binding);
        if (target.t === "unavailable") return { ...base, unavailable: target.path, via: binding };
        if (target.t === "none") return target.reason ? uncertain(target.reason, [], binding) : null;
        if (target.t === "module") {
          if (t.member === null) return null;
          const inner = this.resolveExport(target.path, t.member, new Set());
          if (inner.t === "def") return certain(inner.ref, binding);
          if (inner.t === "unavailable") return { ...base, unavailable: inner.path, via: binding };
          return uncertain(`${target.path} exports no ${t.member}`, [], binding);
        }
        if (t.member === null) return certain(target.ref, binding);
        return this.member(target.ref, t.member, (r) => certain(r, binding), (reason, c) => uncertain(reason, c, binding));
      }
      case "free": {
        const candidates = this.definitionsNamed(ref.name).filter((r) => this.definition(r).parent < 0);
        if (candidates.length === 0) return null;
        return uncertain(`not bound in this file; ${count(candidates.length, "definition")} named ${ref.name} elsewhere`, candidates);
      }
      case "unknown_receiver": {
        const candidates = this.definitionsNamed(ref.name).filter((r) => this.definition(r).parent >= 0);
        if (candidates.length === 0) return null;
        return uncertain(`receiver type unknown; ${count(candidates.length, "definition")} named ${ref.name}`, candidates);
      }
      case "uncertain": {
        const candidates = this.definitionsNamed(ref.name).filter((r) => this.definition(r).parent >= 0);
        return uncertain(t.reason, candidates);
      }
    }
  }

  /**
   * A member named on a container: a class (its own members, then those it inherits through `extends`), an enum,
   * a namespace or module. A member of a plain value (an object literal) stays uncertain: the object can be
   * changed at run time.
   */
  private member(
    container: DefRef,
    name: string,
    certain: (r: DefRef) => ResolvedUse | null,
    uncertain: (reason: string, candidates: DefRef[]) => ResolvedUse,
    inheritedOnly = false,
  ): ResolvedUse | null {
    const owner = qualifiedName(this.definition(container));
    const start = inheritedOnly ? this.superclass(container) : container;
    const found = start ? this.findMember(start, name) : [];
    if (found.length === 1) {
      const kind = this.definition(start as DefRef).kind;
      if (CONTAINER_KINDS.has(kind)) return certain(found[0] as DefRef);
      return uncertain(`member of the value ${owner}, which may change at run time`, found);
    }
    if (found.length > 1) return uncertain(`${count(found.length, "definition")} named ${name} in ${owner}`, found);
    const elsewhere = this.definitionsNamed(name).filter((r) => this.definition(r).parent >= 0);
    if (elsewhere.length === 0) return null;
    return uncertain(`${owner} declares no ${name} (inherited from outside the tree or assigned at run time?)`, elsewhere);
  }

  /** Members named `name` in the nearest class of the extends chain that declares one. */
  private findMember(container: DefRef, name: string): DefRef[] {
    const seen = new Set<string>();
    for (let c: DefRef | null = container; c && !seen.has(defKey(c)); c = this.superclass(c)) {
      seen.add(defKey(c));
      const facts = this.index.facts.get(c.file) as FileFacts;
      const found: DefRef[] = [];
      facts.definitions.forEach((d, i) => {
        if (d.parent === (c as DefRef).def && d.name === name) found.push({ file: (c as DefRef).file, def: i });
      });
      if (found.length > 0) return found;
    }
    return [];
  }

  /** The class a class extends, when its extends clause names one in the tree. */
  private superclass(ref: DefRef): DefRef | null {
    const target = this.definition(ref).extends;
    if (!target) return null;
    if (target.t === "def") return { file: ref.file, def: target.def };
    const facts = this.index.facts.get(ref.file) as FileFacts;
    if (target.t === "import") {
      const binding = facts.imports[target.imp] as ImportBinding;
      const resolved = this.resolveImport(ref.file, binding);
      if (target.member === null) return resolved.t === "def" ? resolved.ref : null;
      if (resolved.t === "module") {
        const inner = this.resolveExport(resolved.path, target.member, new Set());
        return inner.t === "def" ? inner.ref : null;
      }
      return null;
    }
    return null;
  }

  resolveModule(fromFile: string, specifier: string): ModuleResolution {
    const spec = languageForPath(fromFile);
    const resolver = spec ? MODULE_RESOLVERS[spec.moduleSystem] : undefined;
    if (!resolver) return { t: "external" };
    return resolver(fromFile, specifier, this.files);
  }

  private resolveImport(file: string, binding: ImportBinding): ExportTarget {
    const module = this.resolveModule(file, binding.source);
    if (module.t === "external") return { t: "none", reason: "" };
    if (module.t === "missing") return { t: "none", reason: `module ${binding.source} not found in the repository` };
    if (binding.imported === "*") return this.moduleTarget(module.path);
    const target = this.resolveExport(module.path, binding.imported, new Set());
    return target;
  }

  private moduleTarget(path: string): ExportTarget {
    if (this.index.unavailable.has(path)) return { t: "unavailable", path };
    return { t: "module", path };
  }

  /** Follows an exported name through re-exports to the definition it finally names. */
  resolveExport(path: string, name: string, seen: Set<string>): ExportTarget {
    const key = `${path}\0${name}`;
    if (seen.has(key)) return { t: "none", reason: `${name} is re-exported in a cycle` };
    seen.add(key);
    if (this.index.unavailable.has(path)) return { t: "unavailable", path };
    const facts = this.index.facts.get(path);
    if (!facts) return { t: "none", reason: `${path} is not indexed` };
    for (const e of facts.exports) {
      if (!("exported" in e) || e.exported !== name) continue;
      if ("local" in e) {
        if (e.local.t === "def") return { t: "def", ref: { file: path, def: e.local.def } };
        return this.resolveImport(path, facts.imports[e.local.imp] as ImportBinding);
      }
      const module = this.resolveModule(path, e.source);
      if (module.t !== "file") return { t: "none", reason: module.t === "missing" ? `module ${e.source} not found in the repository` : "" };
      if (e.imported === "*") return this.moduleTarget(module.path);
      return this.resolveExport(module.path, e.imported, seen);
    }
    if (name === "default") return { t: "none", reason: `${path} has no default export` };
    const found = new Map<string, ExportTarget>();
    for (const e of facts.exports) {
      if (!("all" in e)) continue;
      const module = this.resolveModule(path, e.all);
      if (module.t !== "file") continue;
      const target = this.resolveExport(module.path, name, seen);
      if (target.t === "def") found.set(defKey(target.ref), target);
      else if (target.t === "module" || target.t === "unavailable") found.set(`${target.t}:${target.path}`, target);
    }
    if (found.size === 1) return [...found.values()][0] as ExportTarget;
    if (found.size > 1) return { t: "none", reason: `${name} is exported by several modules behind ${path}` };
    return { t: "none", reason: `${path} exports no ${name}` };
  }
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
