// Cross-file resolution: every use of a name becomes a certain edge to exactly one definition, an uncertain
// edge with a reason, or nothing (a local value, a global, a package outside the tree).
import type { Definition, FileFacts, ImportBinding, Reference } from "./facts.js";
import type { FileIndex } from "./indexer.js";
import { languageForPath } from "./languages.js";
import { MODULE_SYSTEMS } from "./moduleSystems.js";
import type { ModuleResolution, ModuleSystem } from "./resolver.js";

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

/** Definitions whose members are declared with them, so that `Container.member` can be proven. */
const CONTAINERS: ReadonlySet<string> = new Set(["class", "interface", "enum", "module"]);

/** A member, for the "named elsewhere" candidate lists: declared inside another definition or for a type. */
function isMember(def: Definition): boolean {
  return def.parent >= 0 || def.owner !== undefined;
}

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
  private readonly read: ((path: string) => string | null) | undefined;
  private readonly modulePaths = new Map<string, string[]>();
  /** Packages (directories of one namespace) that imports named, by path. */
  private readonly packages = new Map<string, string[]>();

  /** `read` lets module systems consult manifests (go.mod) of the tree. */
  constructor(index: FileIndex, files: ReadonlySet<string>, read?: (path: string) => string | null) {
    this.index = index;
    this.files = files;
    this.read = read;
    for (const path of [...index.facts.keys()].sort()) this.resolveFile(path);
  }

  private system(file: string): ModuleSystem | null {
    const spec = languageForPath(file);
    return spec ? (MODULE_SYSTEMS[spec.moduleSystem] ?? null) : null;
  }

  /** The module path a file's names are qualified with (empty where the language has none). */
  modulePath(file: string): string[] {
    let path = this.modulePaths.get(file);
    if (!path) {
      const modulePathOf = this.system(file)?.modulePath;
      path = modulePathOf ? modulePathOf(file, this.files, this.facts(file)?.packageName ?? null, this.read) : [];
      this.modulePaths.set(file, path);
    }
    return path;
  }

  /** Module path, then the chain of enclosing declarations: what a symbol anchor is matched against. */
  qualifiedSegments(ref: DefRef): string[] {
    return [...this.modulePath(ref.file), ...this.definition(ref).chain];
  }

  /** The qualified name as the language writes it (`pkg.mod.Class.method`, `crate::mod::Type::method`). */
  symbolOf(ref: DefRef): string {
    return this.qualifiedSegments(ref).join(languageForPath(ref.file)?.symbolSeparator ?? ".");
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
    return { file: ref.file, start: def.start, end: def.end, symbol: this.symbolOf(ref), def: ref.def };
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
    if (!isMember(def)) return [];
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
      case "owned": {
        const method = facts.definitions[t.def] as Definition;
        const owner = method.chain.slice(0, -1);
        const found = this.ownedMembers(file, owner, t.member);
        if (found.length === 1) return certain(found[0] as DefRef);
        const name = owner.join(".");
        if (found.length > 1) return uncertain(`${count(found.length, "definition")} named ${t.member} in ${name}`, found);
        const elsewhere = this.definitionsNamed(t.member).filter((r) => isMember(this.definition(r)));
        if (elsewhere.length === 0) return null;
        return uncertain(`${name} declares no method ${t.member} here (a field, or promoted from an embedded type?)`, elsewhere);
      }
      case "several":
        return uncertain(
          `${count(t.defs.length, "definition")} named ${ref.name} in one scope`,
          t.defs.map((def) => ({ file, def })),
        );
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
          // A module inside a module (`store::memory`) is not a unit either.
          if (inner.t === "module") return null;
          if (inner.t === "unavailable") return { ...base, unavailable: inner.path, via: binding };
          return uncertain(`${target.path} exports no ${t.member}`, [], binding);
        }
        if (t.member === null) return certain(target.ref, binding);
        return this.member(target.ref, t.member, (r) => certain(r, binding), (reason, c) => uncertain(reason, c, binding));
      }
      case "free": {
        const inPackage = this.packageDefinitions(file, ref.name);
        if (inPackage.length === 1) return certain(inPackage[0] as DefRef);
        if (inPackage.length > 1) return uncertain(`${count(inPackage.length, "definition")} named ${ref.name} in this package`, inPackage);
        const candidates = this.definitionsNamed(ref.name).filter((r) => !isMember(this.definition(r)));
        if (candidates.length === 0) return null;
        return uncertain(`not bound in this file; ${count(candidates.length, "definition")} named ${ref.name} elsewhere`, candidates);
      }
      case "unknown_receiver": {
        // `Type.member` where Type is declared elsewhere in this file's package.
        const container = t.free === undefined ? [] : this.packageDefinitions(file, t.free);
        if (container.length === 1 && CONTAINERS.has(this.definition(container[0] as DefRef).kind)) {
          return this.member(container[0] as DefRef, ref.name, certain, uncertain);
        }
        const candidates = this.definitionsNamed(ref.name).filter((r) => isMember(this.definition(r)));
        if (candidates.length === 0) return null;
        return uncertain(`receiver type unknown; ${count(candidates.length, "definition")} named ${ref.name}`, candidates);
      }
      case "uncertain": {
        const candidates = this.definitionsNamed(ref.name).filter((r) => isMember(this.definition(r)));
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
    const owner = this.symbolOf(container);
    const start = inheritedOnly ? this.superclass(container) : container;
    const found = start ? this.findMember(start, name) : [];
    if (found.length === 1) {
      if (CONTAINERS.has(this.definition(start as DefRef).kind)) return certain(found[0] as DefRef);
      return uncertain(`member of the value ${owner}, which may change at run time`, found);
    }
    if (found.length > 1) return uncertain(`${count(found.length, "definition")} named ${name} in ${owner}`, found);
    const elsewhere = this.definitionsNamed(name).filter((r) => isMember(this.definition(r)));
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
      const at = c;
      facts.definitions.forEach((d, i) => {
        if (d.parent === at.def && d.name === name) found.push({ file: at.file, def: i });
      });
      // Methods declared outside the type's body (Go receivers, Rust impl blocks) belong to it too.
      for (const r of this.ownedMembers(at.file, this.definition(at).chain, name)) {
        if (!found.some((f) => f.file === r.file && f.def === r.def)) found.push(r);
      }
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

  /**
   * Methods declared for a type outside its body (Go methods, Rust `impl` blocks): those whose chain is the
   * type's chain plus the name, in the type's own file or, where the language allows methods in any file of the
   * package, in the package's files.
   */
  private ownedMembers(file: string, ownerChain: readonly string[], name: string): DefRef[] {
    const scope = languageForPath(file)?.ownerScope === "package" ? (this.samePackage(file) ?? [file]) : [file];
    const want = [...ownerChain, name].join("\0");
    const out: DefRef[] = [];
    for (const f of scope) {
      this.facts(f)?.definitions.forEach((d, i) => {
        if (d.owner !== undefined && d.name === name && d.chain.join("\0") === want) out.push({ file: f, def: i });
      });
    }
    return out;
  }

  /** The indexed files of a file's package that declare the same package name, the file included. */
  private samePackage(file: string): string[] | null {
    const pkg = this.system(file)?.packageOf?.(file, this.files);
    if (!pkg) return null;
    const name = this.facts(file)?.packageName ?? null;
    return pkg.files.filter((f) => this.facts(f) !== null && this.facts(f)?.packageName === name);
  }

  /** Top-level declarations named `name` in the other files of a file's package. */
  private packageDefinitions(file: string, name: string): DefRef[] {
    const out: DefRef[] = [];
    for (const f of this.samePackage(file) ?? []) {
      if (f === file) continue;
      for (const e of this.facts(f)?.exports ?? []) {
        if ("local" in e && e.exported === name && e.local.t === "def") out.push({ file: f, def: e.local.def });
      }
    }
    return out;
  }

  resolveModule(fromFile: string, specifier: string): ModuleResolution {
    const system = this.system(fromFile);
    if (!system) return { t: "external" };
    const module = system.resolve(fromFile, specifier, this.files, this.read);
    if (module.t === "package") this.packages.set(module.path, module.files);
    return module;
  }

  /** `seen` carries the names already followed, so that modules importing each other's names end. */
  private resolveImport(file: string, binding: ImportBinding, seen: Set<string> = new Set()): ExportTarget {
    const module = this.resolveModule(file, binding.source);
    if (module.t === "external") return { t: "none", reason: "" };
    if (module.t === "missing") return { t: "none", reason: `module ${binding.source} not found in the repository` };
    if (binding.imported === "*") return this.moduleTarget(module.path);
    const target = this.resolveExport(module.path, binding.imported, seen);
    // `from package import submodule`, `use crate::a::submodule`: a name a module does not declare may be a
    // module inside it.
    const submodule = this.system(file)?.submodule;
    if (target.t === "none" && submodule) {
      const inner = this.resolveModule(file, submodule(binding.source, binding.imported));
      if (inner.t === "file" || inner.t === "package") return this.moduleTarget(inner.path);
    }
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
    const pkg = this.packages.get(path);
    if (pkg) return this.packageExport(path, pkg, name, seen);
    const facts = this.index.facts.get(path);
    if (!facts) return { t: "none", reason: `${path} is not indexed` };
    for (const e of facts.exports) {
      if (!("exported" in e) || e.exported !== name) continue;
      if ("local" in e) {
        if (e.local.t === "def") return { t: "def", ref: { file: path, def: e.local.def } };
        return this.resolveImport(path, facts.imports[e.local.imp] as ImportBinding, seen);
      }
      const module = this.resolveModule(path, e.source);
      if (module.t !== "file" && module.t !== "package") return { t: "none", reason: module.t === "missing" ? `module ${e.source} not found in the repository` : "" };
      if (e.imported === "*") return this.moduleTarget(module.path);
      return this.resolveExport(module.path, e.imported, seen);
    }
    if (name === "default") return { t: "none", reason: `${path} has no default export` };
    const found = new Map<string, ExportTarget>();
    for (const e of facts.exports) {
      if (!("all" in e)) continue;
      const module = this.resolveModule(path, e.all);
      if (module.t !== "file" && module.t !== "package") continue;
      const target = this.resolveExport(module.path, name, seen);
      if (target.t === "def") found.set(defKey(target.ref), target);
      else if (target.t === "module" || target.t === "unavailable") found.set(`${target.t}:${target.path}`, target);
    }
    if (found.size === 1) return [...found.values()][0] as ExportTarget;
    if (found.size > 1) return { t: "none", reason: `${name} is exported by several modules behind ${path}` };
    return { t: "none", reason: `${path} exports no ${name}` };
  }

  /** A name exported by one file of a package; several files declaring it (build variants) prove none. */
  private packageExport(path: string, files: readonly string[], name: string, seen: Set<string>): ExportTarget {
    const found = new Map<string, ExportTarget>();
    for (const file of files) {
      const target = this.resolveExport(file, name, seen);
      if (target.t === "def") found.set(defKey(target.ref), target);
      else if (target.t === "unavailable") found.set(`unavailable:${target.path}`, target);
    }
    if (found.size === 1) return [...found.values()][0] as ExportTarget;
    if (found.size > 1) return { t: "none", reason: `${found.size} files of package ${path} declare ${name}` };
    return { t: "none", reason: `package ${path} declares no ${name}` };
  }
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
