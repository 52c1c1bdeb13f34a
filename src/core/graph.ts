// Cross-file resolution: every use of a name becomes a certain edge to exactly one definition, an uncertain
// edge with a reason, or nothing (a local value, a global, a package outside the tree).
//
// Resolution is on demand: a use is resolved when a question needs it, and a question about the whole tree
// (who uses this definition, which definitions bear this name) looks only at the files whose text mentions the
// names involved. A file the index does not hold yet is recorded in `missing` and answered as absent for now;
// the workspace indexes the missing files and asks again, so that the answer given when nothing is missing is
// the one a full index gives.
import { answerKey } from "./answerKey.js";
import { entryOf } from "./entryOf.js";
import { isMember, type DeclarationSort, type Definition, type FileFacts, type ImportBinding, type LocalTarget, type Reference, type TypeSource } from "./facts.js";
import type { FileIndex } from "./indexer.js";
import { referencesNamed, useCount } from "./factsCodec.js";
import { definitionRulesOf, exportedNamesOf, type DefinitionSite, flowsTypes, inheritsMembers, languageForPath, receiversProvedInPackage, languages, sureDefinitionSitesOf, type LanguageSpec } from "./languages.js";
import { MODULE_SYSTEMS } from "./moduleSystems.js";
import { resolveModule } from "./resolveModule.js";
import { dirnamePosix, selfReferenceName, type ModuleResolution, type ModuleSystem, type Namers, type PackageNaming } from "./resolver.js";
import type { TreeText } from "./treeText.js";
import type { HeldLine } from "./shortestLineHolding.js";
import { memberUseKey, namespaceUseKey, type UseSort } from "./nameIndex.js";
import { partitionPoint } from "./partitionPoint.js";
import { referencesWithin } from "./referencesWithin.js";
import { setOfList } from "./setOfList.js";
import { renamingSteps, typeFlowSteps, type TypeFlowStep } from "./typeFlow.js";

/**
 * How many candidate definitions of an uncertain edge are named one by one (as `uncertain` omissions of the
 * packet); past that many, an edge says there are more and the rest are not looked for.
 */
export const MAX_LISTED_CANDIDATES = 5;

/** Thrown at a checkpoint when the answer so far rests on files the index does not hold yet. */
export class FilesNeeded extends Error {
  constructor(readonly files: readonly string[]) {
    super(`${files.length} files are not indexed yet`);
  }
}

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
  /**
   * `anyOfTree`: the candidates are the tree's definitions of the name wherever they are (the first few, or a
   * count), not those of one scope: the use found nothing it could name where it looked.
   */
  uncertain: { label: string; reason: string; candidates: DefRef[]; anyOfTree?: true } | null;
  /** A file the use leads to that could not be indexed. */
  unavailable: string | null;
  /** The import statement the use's binding came through, in the use's own file. */
  via: ImportBinding | null;
}

/** Where a definition's uses are looked for: the names they may bear, and the files that may hold them, in order. */
export interface UseSearch {
  names: Set<string>;
  defaults: Set<string>;
  files: string[];
}

/** The files where a value of a type can be (see valuesReaching), asked file by file. */
interface Reach {
  has(file: string): boolean;
}

/** One use being resolved: where it is, and how many files the graph lacked when its resolving began. */
interface UseSite {
  file: string;
  facts: FileFacts;
  ref: Reference;
  before: number;
}

/** A package's top-level declarations by name, and its methods declared outside their types by chain. */
interface PackageIndex {
  declared: Map<string, DefRef[]>;
  owned: Map<string, DefRef[]>;
}

/** A package's files (by position) that may export a name: by the names they export, and those that always may. */
interface PackageExporters {
  always: number[];
  byName: Map<string, number[]>;
}

type ExportTarget =
  | { t: "def"; ref: DefRef }
  | { t: "module"; path: string }
  | { t: "unavailable"; path: string }
  | { t: "none"; reason: string };

/** Definitions that declare only a type, never a value a call could reach. */
const TYPE_ONLY: ReadonlySet<string> = new Set(["type", "interface"]);

/** How many declarations a declared type is followed through before it is left unknown. */
const TYPE_DEPTH = 32;

/**
 * How many files must name a member before its certain uses are looked for only where a value of its type can
 * be (CodeGraph.typeReach): following the type's names may cost a round of indexing more.
 */
const TYPE_REACH_AFTER_FILES = 32;

/**
 * The share of a tree (one in so many files) that the files able to name a declaration (see CodeGraph.namersOf)
 * are read one by one for its name below: past it, the words of the whole tree are asked at once.
 */
const FEW_NAMERS_SHARE = 8;

const typeFlowByFacts = new WeakMap<FileFacts, TypeFlowStep[]>();

/** A file's type flow steps, made once per facts. */
function typeFlowStepsOf(facts: FileFacts, anonymous: string | null): TypeFlowStep[] {
  let steps = typeFlowByFacts.get(facts);
  if (!steps) {
    steps = typeFlowSteps(facts, anonymous);
    typeFlowByFacts.set(facts, steps);
  }
  return steps;
}

/** Definitions whose members are declared with them, so that `Container.member` can be proven. */
const CONTAINERS: ReadonlySet<string> = new Set(["class", "interface", "enum", "module"]);

/** A file's definitions grouped under `keyOf` (null leaves one out), in the file's order, made once per list of them (facts never change). */
function definitionsBy(memo: WeakMap<readonly Definition[], Map<string, number[]>>, facts: FileFacts, keyOf: (d: Definition) => string | null): Map<string, number[]> {
  let groups = memo.get(facts.definitions);
  if (!groups) {
    const made = new Map<string, number[]>();
    facts.definitions.forEach((d, i) => {
      const key = keyOf(d);
      if (key === null) return;
      const list = made.get(key);
      if (list) list.push(i);
      else made.set(key, [i]);
    });
    memo.set(facts.definitions, made);
    groups = made;
  }
  return groups;
}

const childrenByFacts = new WeakMap<readonly Definition[], Map<string, number[]>>();

/** A file's definitions (their places) keyed by `${parent}\0${name}`, in the file's order. */
function childrenOf(facts: FileFacts): Map<string, number[]> {
  return definitionsBy(childrenByFacts, facts, (d) => `${d.parent}\0${d.name}`);
}

const ownedByFacts = new WeakMap<readonly Definition[], Map<string, number[]>>();

/**
 * A file's definitions declared outside their owner's body (Go methods, Rust impl blocks), by their chain joined
 * with NULs: asked for each member named on a type of the file (none in most languages).
 */
function ownedOf(facts: FileFacts): Map<string, number[]> {
  return definitionsBy(ownedByFacts, facts, (d) => (d.owner === undefined ? null : d.chain.join("\0")));
}

/** A module path joined as symbolOf writes it, by the path's list. */
const joinedPaths = new WeakMap<readonly string[], { separator: string; text: string }>();

/** Lists of files filtered by a module's namers (see CodeGraph.filteredOnce), by list and namers. */
const filteredByNamers = new WeakMap<readonly string[], Map<Namers, readonly string[]>>();

/** Where a definition's possible uses may be (CodeGraph.possibleUseFiles): sorted, and which of them are (null: all). */
export interface PossibleUseFiles {
  files: readonly string[];
  holds: ((file: string) => boolean) | null;
}

/** What the graphs of one workspace hand on from round to round (see CodeGraph.settled). */
export interface SettledAnswers {
  /** Resolved uses, by file and place among its uses. */
  uses: Map<string, (ResolvedUse | null)[]>;
  /** Certain uses of a definition, by defKey. */
  usesOf: Map<string, ResolvedUse[]>;
  /** Calls on receivers of unknown type that may reach a member, by name (and package, for a private name) and file. */
  possibleUses: Map<string, ResolvedUse[]>;
  /** The files of a package that may declare a name, by package and name (see packageMentioning). */
  packageMentions: Map<string, string[]>;
  /**
   * Where the certain uses of a definition are looked for, by defKey, and those found in one file, by defKey and
   * file: a level past a class asks them of each of its members again each round (upstream of a field of
   * javadoc's BaseOptions, 700 members' searches made again in each of 12 rounds).
   */
  useSearches: Map<string, UseSearch>;
  usesInFile: Map<string, ResolvedUse[]>;
  /** Answers shared by a file's uses of the same key, by file and answerKey (see CodeGraph.resolveUse). */
  answers: Map<string, Map<string, ResolvedUse | null>>;
}

export function settledAnswers(): SettledAnswers {
  return { uses: new Map(), usesOf: new Map(), possibleUses: new Map(), packageMentions: new Map(), useSearches: new Map(), usesInFile: new Map(), answers: new Map() };
}

/** Stands for the candidates of a use that is not certain while they are not looked for: never listed. */
const UNLISTED: DefRef[] = Object.freeze([{ file: "", def: -1 }]) as unknown as DefRef[];

/**
 * Stands for more candidates than an uncertain edge lists, found by counting the files that declare them: an
 * uncertain edge states only that there are more (see Navigator.candidateOmissions), never which ones.
 */
const MORE_THAN_LISTED: DefRef[] = Object.freeze(Array.from({ length: MAX_LISTED_CANDIDATES + 1 }, () => ({ file: "", def: -1 }))) as unknown as DefRef[];

/** A use known not to be certain, its candidates not looked for (see CodeGraph.certainUseAt). */
const NOT_CERTAIN: ResolvedUse = Object.freeze({
  file: "",
  line: 0,
  unit: { file: "", start: 0, end: 0, symbol: null, def: null },
  kind: "reference",
  name: "",
  certain: null,
  uncertain: null,
  unavailable: null,
  via: null,
}) as ResolvedUse;


/**
 * A file's list of answers by use number in `lists`, made at the file's number of uses: written from an empty
 * array at a use past the first thousand (a class far down its file), an array turns into a dictionary, each
 * write then slower and allocating (a sixth of what a downstream request through javac's JCTree allocated).
 */
function usesList<T>(lists: Map<string, T[]>, file: string, facts: FileFacts): T[] {
  let list = lists.get(file);
  if (!list) {
    list = new Array<T>(useCount(facts));
    lists.set(file, list);
  }
  return list;
}

export function defKey(ref: DefRef): string {
  return `${ref.file}#${ref.def}`;
}

/** Which files are near a member's package (see CodeGraph.nearRule). */
interface NearRule {
  mayBeNear: (user: string) => boolean;
  isNear: (user: string) => boolean;
}

export class CodeGraph {
  readonly index: FileIndex;
  private readonly files: ReadonlySet<string>;
  private readonly text: TreeText;
  private readonly resolved = new Map<string, (ResolvedUse | null | undefined)[]>();
  private readonly incomingCache = new Map<string, ResolvedUse[]>();
  private readonly possibleCache = new Map<string, ResolvedUse[]>();
  private readonly byName = new Map<string, DefRef[]>();
  private readonly packageMentions = new Map<string, string[]>();
  private readonly exportIndex = new Map<string, Map<string, number[]>>();
  private readonly read: ((path: string) => string | null) | undefined;
  private readonly modulePaths = new Map<string, string[]>();
  /** Packages (directories of one namespace) that imports named, by path. */
  private readonly packages = new Map<string, readonly string[]>();
  /** Answers that depend only on what is indexed, kept for the graph's life (hot in whole-tree resolution). */
  private readonly units = new Map<string, { defs: Unit[]; modules: Unit[] }>();
  private readonly packageOfFile = new Map<string, { key: string; files: readonly string[] } | null>();
  private readonly packageDefs = new Map<string, Map<string, DefRef[]>>();
  private readonly packageIndex = new Map<string, PackageIndex>();
  /** By importing file, then binding (files of the same content share their facts, bindings included). */
  private readonly importTargets = new Map<string, Map<ImportBinding, ExportTarget>>();
  private readonly exportTargets = new Map<string, Map<string, ExportTarget>>();
  private readonly membersByName = new Map<string, DefRef[]>();
  private readonly packageExporters = new Map<string, PackageExporters>();
  /** ownedMembers, by file and then owner chain and name. */
  private readonly owned = new Map<string, Map<string, DefRef[]>>();
  private readonly nonMembersByName = new Map<string, DefRef[]>();
  /** Indexable files that a question needed and the index does not hold yet. */
  readonly missing = new Set<string>();
  /**
   * How often this graph has found a file it needs not indexed yet, or read an answer made while one was missing:
   * an answer made while it did not change is final.
   */
  private needs = 0;
  /**
   * Answers given by earlier graphs of the same workspace without a need: the index only grows, so they stand,
   * and a question asked again round after round does not work them out again.
   */
  private readonly settled: SettledAnswers | null;
  /** The uses this graph resolved while some file they needed was missing (see partial): places, by file. */
  private readonly partialUses = new Map<string, Set<number>>();
  /** While true, a use that is not certain is not given its candidates (see certainUseAt). */
  private namesDeferred = false;
  /** Answers by file and answerKey, made without a need (see resolveUse): they stand for later rounds too. */
  private readonly answers: Map<string, Map<string, ResolvedUse | null>>;
  /** How many uses were found inside the definition they name: such a use's answer holds for its place alone. */
  private usesInside = 0;

  /** `read` lets module systems consult manifests (go.mod) of the tree; `text` finds the files naming a name. */
  constructor(
    index: FileIndex,
    files: ReadonlySet<string>,
    text: TreeText,
    read?: (path: string) => string | null,
    settled: SettledAnswers | null = null,
    private readonly onNeed: ((file: string) => void) | null = null,
    private readonly indexNow: ((file: string) => boolean) | null = null,
  ) {
    this.index = index;
    this.files = files;
    this.text = text;
    this.read = read;
    this.settled = settled;
    this.answers = settled?.answers ?? new Map();
  }

  /**
   * Whether a file not indexed yet must wait for the next round: not where the workspace can index it at once
   * (its facts are in the cache), which spares a cached request the rounds that only load files. Answers made
   * without a need stand whatever else the index holds (they are kept for later rounds on that ground), so the
   * index may grow while a question goes on.
   */
  private lacks(file: string): boolean {
    if (this.indexNow?.(file)) return false;
    this.need(file);
    return true;
  }

  private need(file: string): void {
    // Told once per file: the workspace may begin to parse it while the question goes on (it is indexed after
    // the question, in order, with the rest of what the question lacked).
    if (this.onNeed && !this.missing.has(file)) this.onNeed(file);
    this.missing.add(file);
    this.needs++;
  }

  /**
   * Per cache, the keys of answers given while some file they needed was missing. Such an answer is kept for the
   * round (it is asked again and again) but counts as a need each time it is read, so that nothing built on it
   * is taken for final.
   */
  private readonly partial = new Map<Map<unknown, unknown>, Set<unknown>>();

  /**
   * The answer kept in `cache` under `key`, computed on first ask; with `final`, an answer given without a need is
   * also kept there, for the graphs of later rounds.
   */
  private kept<K, V>(cache: Map<K, V>, key: K, compute: () => V, final?: Map<K, V>): V {
    let value = cache.get(key) ?? final?.get(key);
    if (value !== undefined) {
      if (this.partial.size > 0 && this.partial.get(cache)?.has(key)) this.needs++;
      return value;
    }
    const before = this.needs;
    value = compute();
    cache.set(key, value);
    if (this.needs === before) final?.set(key, value);
    else {
      entryOf(this.partial, cache, () => new Set()).add(key);
    }
    return value;
  }

  /** The answer kept under two keys, computed on first ask. */
  private keptUnder<A, B, V>(cache: Map<A, Map<B, V>>, a: A, b: B, compute: () => V): V {
    return this.kept(entryOf(cache, a, () => new Map<B, V>()), b, compute);
  }

  /**
   * Whether this graph is the whole-tree reference, which answers each question the plainest way (every file's
   * uses resolved, no search narrowed), for the on-demand answers to be tested against.
   */
  get isReference(): boolean {
    return this.text.isUnfiltered;
  }

  /** Throws FilesNeeded when some answer given so far lacked files: a place to stop and index them. */
  checkpoint(): void {
    if (this.missing.size > 0) throw new FilesNeeded([...this.missing].sort());
  }

  private indexable(file: string): boolean {
    return this.files.has(file) && languageForPath(file) !== null;
  }

  /** Whether a file could not be indexed (binary, too large, the parse gave up). */
  private unavailable(path: string): boolean {
    if (this.index.unavailable.has(path)) return true;
    if (!this.index.facts.has(path) && this.indexable(path) && !this.lacks(path)) return this.index.unavailable.has(path);
    return false;
  }

  /** Whether a file is unavailable for a reason its bytes show (binary, too large, minified), without parsing it. */
  private skippedWithoutParse(file: string): boolean {
    if (this.index.unavailable.has(file)) return true;
    if (this.index.facts.has(file) || !this.indexable(file)) return false;
    if (!this.text.skipped(file)) return false;
    return this.lacks(file) || this.index.unavailable.has(file);
  }

  private system(file: string): ModuleSystem | null {
    const spec = languageForPath(file);
    return spec ? (MODULE_SYSTEMS[spec.moduleSystem] ?? null) : null;
  }

  /** Whether the tree's files are of more than one module system (a Go tree with a Python script). */
  private get mixedSystems(): boolean {
    return this.text.severalModuleSystems;
  }

  /**
   * Whether code in `user` can mean a declaration of `file` by its name: only within one module system (a Python
   * call never reaches a TypeScript method, nor a Go method, though all of them write `save`).
   */
  private systemReaches(user: string, file: string): boolean {
    return !this.mixedSystems || languageForPath(user)?.moduleSystem === languageForPath(file)?.moduleSystem;
  }

  /** Those of `files` whose code can mean a declaration of `file` (see systemReaches and namersOf), in order. */
  private ofSystemOf(file: string, files: readonly string[], anyModule = false): readonly string[] {
    const namers = anyModule ? null : this.namersOf(file);
    if (!this.mixedSystems) return namers ? this.filteredOnce(files, namers) : files;
    const system = languageForPath(file)?.moduleSystem;
    return files.filter((f) => languageForPath(f)?.moduleSystem === system && (!namers || namers.may(f)));
  }

  /**
   * Those of `files` that `namers` let name a declaration of the module, kept per list and per namers: the
   * possible callers of a hundred `equals` methods of a dozen JDK modules are looked for among the same 2,900
   * files, several methods to a module. Kept across the rounds too: a tree's namers are made once (they answer by
   * a file's path alone), and a request's lists of files by name are made once, so each round would filter the
   * same list by the same rule again (and give each round's listing of possible callers a new list to sort).
   */
  private filteredOnce(files: readonly string[], namers: Namers): readonly string[] {
    return entryOf(entryOf(filteredByNamers, files, () => new Map<Namers, readonly string[]>()), namers, () => files.filter(namers.may));
  }

  /**
   * Which files can name a declaration of `file` at all, where its module system bounds that (Java's modules: a
   * module that cannot reach another by `requires` names none of its classes); null where any can.
   */
  private namersOf(file: string): Namers | null {
    return this.system(file)?.namersOf?.(file, this.files, this.read) ?? null;
  }

  /** Whether code in `user` can name a declaration of `file` (see namersOf). */
  private mayName(user: string, file: string): boolean {
    return user === file || (this.namersOf(file)?.may(user) ?? true);
  }

  /** The module path a file's names are qualified with (empty where the language has none). */
  modulePath(file: string): string[] {
    return this.kept(this.modulePaths, file, () => {
      const modulePathOf = this.system(file)?.modulePath;
      return modulePathOf ? modulePathOf(file, this.files, this.facts(file)?.packageName ?? null, this.read) : [];
    });
  }

  /**
   * The qualified name as the language writes it (`pkg.mod.Class.method`, `crate::mod::Type::method`): the
   * module path, then the chain of enclosing declarations.
   */
  symbolOf(ref: DefRef): string {
    // Made for every unit a request reaches: the module path's part joined once per path, not copied each time.
    const separator = languageForPath(ref.file)?.symbolSeparator ?? ".";
    const path = this.modulePath(ref.file);
    const chain = this.definition(ref).chain;
    if (path.length === 0) return chain.join(separator);
    let joined = joinedPaths.get(path);
    if (joined === undefined || joined.separator !== separator) {
      joined = { separator, text: path.join(separator) };
      joinedPaths.set(path, joined);
    }
    return chain.length === 0 ? joined.text : `${joined.text}${separator}${chain.join(separator)}`;
  }

  /** Whether a file's text holds `text` anywhere: asked without parsing it. */
  textContains(file: string, text: string): boolean {
    return this.text.contains(file, text);
  }

  facts(file: string): FileFacts | null {
    const facts = this.index.facts.get(file);
    if (facts) return facts;
    if (this.index.unavailable.has(file) || !this.indexable(file) || this.lacks(file)) return null;
    return this.index.facts.get(file) ?? null;
  }

  /** A file's facts if it is indexed already, never asking for it (see facts). */
  indexedFacts(file: string): FileFacts | null {
    return this.index.facts.get(file) ?? null;
  }

  definition(ref: DefRef): Definition {
    const facts = this.index.facts.get(ref.file);
    const def = facts?.definitions[ref.def];
    if (!def) throw new Error(`no definition ${defKey(ref)}`);
    return def;
  }

  unitOfDef(ref: DefRef): Unit {
    const units = this.unitsOf(ref.file);
    let unit = units.defs[ref.def];
    if (!unit) {
      const def = this.definition(ref);
      unit = { file: ref.file, start: def.start, end: def.end, symbol: this.symbolOf(ref), def: ref.def };
      units.defs[ref.def] = unit;
    }
    return unit;
  }

  private unitsOf(file: string): { defs: Unit[]; modules: Unit[] } {
    let units = this.units.get(file);
    if (!units) {
      units = { defs: [], modules: [] };
      this.units.set(file, units);
    }
    return units;
  }

  /** The files that can define or use `name`: those that mention it, and for a language's name of anonymous declarations, all of that language. */
  private filesNaming(name: string): readonly string[] {
    if (!anonymousNames().has(name)) return this.text.filesMentioning(name);
    const anonymous = this.text.files.filter((f) => languageForPath(f)?.anonymousDefinitionName === name);
    if (anonymous.length === 0) return this.text.filesMentioning(name);
    return [...new Set([...this.text.filesMentioning(name), ...anonymous])].sort(compareText);
  }

  /**
   * Whether a file can declare `name`: its language's anonymous name, or a mention at one of the sites where its
   * language declares names (language.json definitionSites). Only such files are parsed to find definitions.
   */
  private mayDefine(file: string, name: string, sort: DeclarationSort = "all"): boolean {
    return mayDefineByText(this.text, file, name, sort);
  }

  /** Every definition with this simple name, in path and position order (what a symbol anchor is matched against). */
  definitionsNamed(name: string): DefRef[] {
    return this.kept(this.byName, name, () => this.filesNaming(name).flatMap((file) => (this.mayDefine(file, name) ? this.definitionsNamedIn(file, name) : [])));
  }

  /** The definitions of one file that bear `name`, in its order (the file asked for if not indexed yet). */
  definitionsNamedIn(file: string, name: string): DefRef[] {
    const list: DefRef[] = [];
    this.facts(file)?.definitions.forEach((def, i) => {
      if (def.name === name) list.push({ file, def: i });
    });
    return list;
  }

  /**
   * The members among the definitions a use in `file` may mean by `name`, kept per name (the same names are asked
   * about by many uses): every definition of that name, or only its package's for a name private to its package.
   */
  private membersNamed(file: string, name: string): DefRef[] {
    return this.namedKept(this.membersByName, file, name, true);
  }

  /** Those of the definitions a use in `file` may mean by `name` that are no members, kept per name. */
  private nonMembersNamed(file: string, name: string): DefRef[] {
    return this.namedKept(this.nonMembersByName, file, name, false);
  }

  private namedKept(kept: Map<string, DefRef[]>, file: string, name: string, members: boolean): DefRef[] {
    if (this.namesDeferred) return UNLISTED;
    const scope = this.privateScope(file, name);
    const system = this.mixedSystems ? `${languageForPath(file)?.moduleSystem ?? ""}\0` : "";
    const key = scope ? `${scope.key}\0${name}` : `${system}${name}`;
    return this.kept(kept, key, () => {
      const sort = members ? "members" : "others";
      if (scope) {
        // A file of the folder indexed only while the answer is made (at once, from the cache) may turn out to
        // declare another package: it is left out as packageFilesOf leaves out those indexed before.
        const packageName = this.facts(file)?.packageName ?? null;
        const files = this.packageFilesOf(file, scope).filter((f) => this.systemReaches(file, f) && this.mayDefine(f, name, sort));
        return this.firstDefinitionsNamed(files, name, members, (facts) => facts.packageName === packageName);
      }
      const all = this.filesThatMayDefine(name, sort);
      // Filtered as it is read: the list is read only as far as the first few declarers (firstDefinitionsNamed).
      const reaches = (f: string) => this.systemReaches(file, f);
      const files: Iterable<string> = this.mixedSystems ? { *[Symbol.iterator]() { for (const f of all) if (reaches(f)) yield f; } } : all;
      // More definitions than an uncertain edge lists are only counted: when the kept names show enough files
      // that declare the name, none of them is loaded to find out which definitions come first.
      if (!anonymousNames().has(name) && this.surelyMoreThanListed(files, name, sort)) return MORE_THAN_LISTED;
      return this.firstDefinitionsNamed(files, name, members);
    });
  }

  /**
   * The files that may declare `name` (of one sort), by their text: kept for the whole request, since a question
   * asked round after round asks about the same names and the text does not change.
   */
  private filesThatMayDefine(name: string, sort: "members" | "others"): Iterable<string> {
    const text = this.text;
    // An anonymous declaration's name is declared by files that do not write it.
    const candidates = () => (anonymousNames().has(name) ? this.filesNaming(name) : text.declarerCandidates(name, sort));
    return text.keptFilter(`${sort}\0${name}`, candidates, (f) => mayDefineByText(text, f, name, sort));
  }

  /**
   * Whether more files than an uncertain edge lists surely declare `name`: by the kept names (see
   * TreeText.surelyDeclares), else by a sure site of their language in their code (sureDefinitionSites).
   */
  private surelyMoreThanListed(files: Iterable<string>, name: string, sort: "members" | "others"): boolean {
    let sure = 0;
    for (const file of files) {
      if (this.surelyDeclaredIn(file, name, sort) && ++sure > MAX_LISTED_CANDIDATES) return true;
    }
    return false;
  }

  private surelyDeclaredIn(file: string, name: string, sort: "members" | "others"): boolean {
    if (this.text.surelyDeclares(file, name, sort)) return true;
    const spec = languageForPath(file);
    return spec !== null && this.text.surelyDeclaresInCode(file, name, sureDefinitionSitesOf(spec, sort), sort);
  }

  /**
   * The definitions of `name` in `files` (those that may declare it) that are members (or, with `members` false, are not), in path and
   * position order, up to one more than MAX_LISTED_CANDIDATES: what an uncertain edge lists or counts. Files
   * are asked for in order only until that many could be found, so that a name declared in many files costs a
   * few parses rather than one per file; once no file is missing the answer is the first ones of the tree.
   * Files that only seem to declare the name (a field, a call the text cannot tell apart) are common, so each
   * time the name is asked again, as many more files are asked for as were indexed already: a name is settled
   * in a few rounds however many such files there are.
   */
  private firstDefinitionsNamed(files: Iterable<string>, name: string, members: boolean, keep?: (facts: FileFacts) => boolean): DefRef[] {
    const enough = MAX_LISTED_CANDIDATES + 1;
    const out: DefRef[] = [];
    let pending = 0;
    let indexed = 0;
    for (const file of files) {
      if (out.length >= enough || pending >= Math.max(enough - out.length, indexed)) break;
      const facts = this.facts(file);
      if (!facts) {
        if (!this.index.unavailable.has(file)) pending++;
        continue;
      }
      if (keep && !keep(facts)) continue;
      indexed++;
      facts.definitions.forEach((def, i) => {
        if (def.name === name && isMember(def) === members && out.length < enough) out.push({ file, def: i });
      });
    }
    return out;
  }

  /** The files of `file`'s package that declare its package name (sorted), or those that may, until they are indexed. */
  private packageFilesOf(file: string, pkg: { key: string; files: readonly string[] }): string[] {
    const packageName = this.facts(file)?.packageName ?? null;
    return [...pkg.files].sort(compareText).filter((f) => {
      const facts = this.index.facts.get(f);
      return !facts || facts.packageName === packageName;
    });
  }

  /**
   * The package a name used in `file` is declared in, when the file's language keeps such a name private to its
   * package (language.json exportedNames: in Go a name with a lower-case initial); null when it may come from
   * anywhere. Only that package's files can declare or use it.
   */
  private privateScope(file: string, name: string): { key: string; files: readonly string[] } | null {
    const exported = exportedNamesOf(languageForPath(file));
    if (!exported || exported.test(name)) return null;
    return this.packageOf(file);
  }

  /**
   * The files that may use `name` meaning a definition of `file` (its package's for a private name): "certainly",
   * in a way that may lead for certain to another file (see mayBeCertainElsewhere), where certain callers can be
   * besides `file` itself; "possibly", in a call on a receiver of unknown or declared type, where the calls that
   * may reach a method are.
   */
  private filesThatMayUse(file: string, name: string, how: UseSort, reaching?: Definition, roughly = false, anyModule = false): readonly string[] {
    return this.ofSystemOf(file, this.filesOfAnySystemThatMayUse(file, name, how, reaching, roughly), anyModule);
  }

  /** filesThatMayUse, of every module system. */
  private filesOfAnySystemThatMayUse(file: string, name: string, how: UseSort, reaching?: Definition, roughly = false): readonly string[] {
    const scope = this.privateScope(file, name);
    // Where few files can name the file's declarations at all (a Java module few others read), only those are
    // read for the name: a member's common name is not searched for across the whole tree. Where many can
    // (java.xml, which most modules read), the whole tree's words are asked at once, which costs less per file.
    const namers = this.namersOf(file);
    const few = namers !== null && namers.count * FEW_NAMERS_SHARE <= this.files.size ? namers : null;
    const usersOf = (key: string) =>
      scope
        ? scope.files.filter((f) => this.text.uses(f, key, how))
        : roughly
          ? this.text.filesMayUse(key, how)
          : few
            ? this.text.filesUsingAmong(few.files(), key, how)
            : this.text.filesUsing(key, how);
    if (how !== "certainly") return usersOf(name);
    const importing = reaching && !isMember(reaching) ? this.mayNameFromOutside(file, name) : null;
    let plain: readonly string[];
    if (!importing) plain = usersOf(name);
    else if (scope || roughly || few || this.text.knowsFilesUsing(name, how)) plain = usersOf(name).filter(importing);
    else {
      // Across the whole tree, the files that may name the package are fewer than those that write a name as
      // common as Go's `New` (2,900 files, each searched for it): they are found first, the sketches ruling out
      // most by the package's word, and only they are searched for the name. The same files: a file that names
      // the package writes its word.
      const naming = this.mayNameFromOutside(file, name, true) as (user: string) => boolean;
      plain = this.text.filesMayUse(name, how).filter((user) => naming(user) && this.text.usedAmong(user, name, how));
    }
    let through: Set<string> | null = null;
    // The files that use the name only as `pkg.name`: those whose `pkg` may be the module of `file`.
    for (const source of this.text.namespaceSources(name)) {
      for (const user of usersOf(namespaceUseKey(name, source))) {
        if (!this.namespaceMayLeadTo(user, source, file)) continue;
        (through ??= new Set(plain)).add(user);
      }
    }
    // The files whose uses of the name can reach only a member of a type of some name: where that name is surely
    // the type's own, those that name the type `reaching` is a member of (none, for a definition of no type).
    const owner = reaching && this.ownerNamesExact(file) ? (isMember(reaching) ? (reaching.chain[reaching.chain.length - 2] ?? null) : null) : undefined;
    for (const named of this.text.memberOwners(name)) {
      if (owner !== undefined && named !== owner) continue;
      for (const user of usersOf(memberUseKey(name, named))) (through ??= new Set(plain)).add(user);
    }
    return through ? [...through].sort(compareText) : plain;
  }

  /**
   * Where a package's top-level declarations are named from outside its folder only by files that write certain
   * texts (see ModuleSystem.namedOutsideBy: Go's `"…/util"` or `"util"`, Java's package name), the files that may
   * name `name`, one of `file`'s: those of its folder, and those that write one of the texts and name it in the
   * form their language does from outside: after a qualifier their imports bind to the package (Go's `ir.Func`,
   * not `ssa.Func`: 40 files of the compiler, where 186 import `ir` and write `Func`), or as PackageNaming.writing
   * says (Java's `java.util.List`). Null where that does not apply. With `sketchesFirst`, for a question about most
   * of the tree: such a file writes a word the words' sketches rule most files out by before their text is read.
   */
  private mayNameFromOutside(file: string, name: string, sketchesFirst = false): ((user: string) => boolean) | null {
    const dir = dirnamePosix(file);
    const named = this.namedOutside(file);
    if (named === null) return null;
    const writing = named.writing?.(name) ?? null;
    return (user) =>
      dirnamePosix(user) === dir ||
      (this.writesPackageName(user, named, sketchesFirst) && this.text.mayNameThroughImport(user, named.texts, name) && (writing === null || this.text.matches(user, writing)));
  }

  /**
   * Whether a file's text writes one of the texts that name a package from outside its folder (namedOutside).
   * With `sketchFirst`, the package's word is asked of the file's sketch first, which rules most files out
   * unread once the tree is swept; a word as common as Java's `util` or `io` is asked file by file, not searched
   * for across the whole tree to answer for a few files (230 ms each on the JDK). Asked of the text, not of the
   * names kept from an earlier index: a Java file may write the word only in the path of its import.
   */
  private writesPackageName(user: string, named: PackageNaming, sketchFirst: boolean): boolean {
    return (!sketchFirst || this.text.mayWriteWord(user, named.word)) && named.texts.some((text) => this.text.contains(user, text));
  }

  /** What a file outside `file`'s folder writes to name its package's declarations (see ModuleSystem.namedOutsideBy). */
  private namedOutside(file: string): PackageNaming | null {
    return this.system(file)?.namedOutsideBy?.(dirnamePosix(file), this.files, this.facts(file)?.packageName ?? null) ?? null;
  }

  /**
   * Whether a use that names the type whose member it reaches (see ownerNamed) names it by the type's own name:
   * where a module offers only what it declares (no import under a re-exported name) and nothing inherits members.
   */
  private ownerNamesExact(file: string): boolean {
    const spec = languageForPath(file);
    return this.system(file)?.exportsOwnOnly === true && spec !== null && !inheritsMembers(spec);
  }

  /**
   * Whether `pkg.name` in `user`, `pkg` a namespace import of `source`, may mean a declaration of `file`: where
   * modules offer only their own declarations, only if the import names `file`'s module.
   */
  private namespaceMayLeadTo(user: string, source: string, file: string): boolean {
    return this.namespaceMayLeadInto(user, source, (f) => f === file);
  }

  /** As namespaceMayLeadTo, for a declaration of any file that `into` holds. */
  private namespaceMayLeadInto(user: string, source: string, into: (file: string) => boolean): boolean {
    if (!this.system(user)?.exportsOwnOnly) return true;
    const module = this.resolveModule(user, source);
    if (module.t === "file") return into(module.path);
    return module.t === "package" && module.files.some(into);
  }

  /**
   * Whether `file`'s reference `r` may lead, for certain, to a declaration of a file that `into` holds, as far as
   * the file and the text of the module it names tell: not where it is `pkg.name` through a namespace import (see
   * namespaceMayLeadTo) and no file of that module that `into` holds may declare `name`. Asked before resolving
   * the use, which may need the module's files parsed.
   */
  mayLeadInto(file: string, facts: FileFacts, r: Reference, into: (file: string) => boolean): boolean {
    const t = r.target;
    if (t.t !== "import" || t.member === null) return true;
    const member = t.member;
    const imp = facts.imports[t.imp];
    return imp === undefined || imp.imported !== "*" || this.namespaceMayLeadInto(file, imp.source, (f) => into(f) && this.mayDefine(f, member));
  }

  /** The use a file's reference `i` makes, resolved once. */
  private useAt(file: string, facts: FileFacts, i: number, ref?: Reference): ResolvedUse | null {
    const known = this.keptUse(file, facts, i);
    if (known !== undefined) return known;
    const before = this.needs;
    const use = this.resolveUse(file, facts, ref ?? (facts.references[i] as Reference));
    this.keepUse(file, facts, i, use, this.needs === before);
    return use;
  }

  /**
   * The use a file's reference `i` makes when it is certain, else null: resolved only as far as certainty needs.
   * A use that is not certain lists the definitions it may mean, found by name across the tree (each a file to
   * load); a question that follows certain edges alone (a path search, the look past the last hop) has no use
   * for them, so they are not looked for here. The full answer, once known, is the same for a certain use.
   */
  private certainUseAt(file: string, facts: FileFacts, i: number, ref?: Reference): ResolvedUse | null {
    const known = this.keptUse(file, facts, i, true);
    if (known !== undefined) return known?.certain ? known : null;
    const before = this.needs;
    this.namesDeferred = true;
    let use: ResolvedUse | null;
    try {
      use = this.resolveUse(file, facts, ref ?? (facts.references[i] as Reference));
    } finally {
      this.namesDeferred = false;
    }
    // Its candidates were not looked for: what is kept is only that it is not certain.
    this.keepUse(file, facts, i, use?.uncertain ? NOT_CERTAIN : use, this.needs === before);
    return use?.certain ? use : null;
  }

  /**
   * A use's answer kept by this graph or, final, by an earlier round's; undefined when there is none. NOT_CERTAIN
   * (see certainUseAt) stands for an answer only to a question about certain uses (`certainOnly`).
   */
  private keptUse(file: string, facts: FileFacts, i: number, certainOnly = false): ResolvedUse | null | undefined {
    let use = this.resolved.get(file)?.[i];
    if (use === undefined) {
      use = this.settled?.uses.get(file)?.[i];
      if (use !== undefined) usesList(this.resolved, file, facts)[i] = use;
    }
    if (use === undefined || (use === NOT_CERTAIN && !certainOnly)) return undefined;
    if (this.partialUses.size > 0 && this.partialUses.get(file)?.has(i)) this.needs++;
    return use;
  }

  /** Keeps a use's answer for this graph and, made without a need (`final`), for the later rounds too. */
  private keepUse(file: string, facts: FileFacts, i: number, use: ResolvedUse | null, final: boolean): void {
    usesList(this.resolved, file, facts)[i] = use;
    if (!final) {
      entryOf(this.partialUses, file, () => new Set()).add(i);
      return;
    }
    // A full answer made after a partial one that only said it was not certain (see certainUseAt).
    if (this.partialUses.size > 0) this.partialUses.get(file)?.delete(i);
    if (this.settled) usesList(this.settled.uses, file, facts)[i] = use;
  }

  /**
   * The uses between lines `start` and `end` of `file`, in the file's order; with `certainOnly`, the certain ones
   * alone, resolved no further than certainty needs (see certainUseAt); with `only`, of the references it takes.
   */
  usesWithin(file: string, start: number, end: number, certainOnly = false, only?: (r: Reference) => boolean): ResolvedUse[] {
    const facts = this.facts(file);
    if (!facts) return [];
    const out: ResolvedUse[] = [];
    const references = facts.references;
    const [from, to] = referencesWithin(references, start, end);
    for (let i = from; i < to; i++) {
      const r = references[i] as Reference;
      if (r.line < start || r.line > end || (only && !only(r))) continue;
      const use = certainOnly ? this.certainUseAt(file, facts, i, r) : this.useAt(file, facts, i, r);
      if (use) out.push(use);
    }
    return out;
  }

  /**
   * The names under which uses can reach a definition: its own name and every name a module exports it as
   * (`export { save as store }`, re-exported again), with the modules that export it as their default.
   */
  private namesOf(ref: DefRef): { names: Set<string>; defaults: Set<string> } {
    const target = this.definition(ref);
    const names = new Set([target.name]);
    const defaults = new Set<string>();
    const leadsHere = (path: string, exported: string) => {
      const t = this.resolveExport(path, exported, new Set());
      return t.t === "def" && t.ref.file === ref.file && t.ref.def === ref.def;
    };
    const queue: { path: string; name: string }[] = [];
    const add = (path: string, name: string) => {
      if (name === "default") {
        if (!defaults.has(path)) {
          defaults.add(path);
          queue.push({ path, name });
        }
      } else if (!names.has(name)) {
        names.add(name);
        queue.push({ path, name });
      }
    };
    for (const e of this.facts(ref.file)?.exports ?? []) {
      if ("local" in e && e.local.t === "def" && e.local.def === ref.def) add(ref.file, e.exported);
    }
    // Where modules offer only what they declare, no module exports the name again: the files that use it are
    // not loaded to look for such exports.
    if (this.system(ref.file)?.exportsOwnOnly) return { names, defaults };
    // Another module can take the name from this one only where this one exports it: a class's method, named in
    // thousands of files (Python's `Get`, `__init__`), is exported by no module, so none of those files can
    // export it again and none is loaded to look.
    if (leadsHere(ref.file, target.name)) queue.push({ path: ref.file, name: target.name });
    // Modules that take a name leading here and export it under another.
    while (queue.length > 0) {
      const { path, name } = queue.shift() as { path: string; name: string };
      // A module that exports the name again imports or re-exports it: one of those that may use it certainly.
      const files = name === "default" ? this.importersOf(path) : this.filesThatMayUse(path, name, "certainly");
      const mayName = name === "default" ? sourceMayName(this.moduleNames(path)) : null;
      for (const file of files) {
        const facts = this.facts(file);
        if (!facts) continue;
        for (const e of facts.exports) {
          if (!("exported" in e) || names.has(e.exported) || (e.exported === "default" && defaults.has(file))) continue;
          const binding = "local" in e ? (e.local.t === "import" ? (facts.imports[e.local.imp] as ImportBinding) : null) : e;
          if (binding === null || (binding.imported !== name && !(binding.imported === "default" && name === "default"))) continue;
          // A module's default is taken only from a source that may name the module (see importersOf); one taken
          // through another module is found when that module is.
          if (mayName && !mayName(binding.source)) continue;
          if (leadsHere(file, e.exported)) add(file, e.exported);
        }
      }
    }
    return { names, defaults };
  }

  /**
   * The files whose imports may name a module: by the kept names, those with an import or re-export whose source
   * may name it (see sourceMayName); without them, or for a file they do not answer for, those whose text holds what
   * such a source would.
   */
  private importersOf(path: string): readonly string[] {
    const names = this.moduleNames(path);
    const { stem, folder, selfName } = names;
    const textMayName = (f: string) =>
      (stem !== "" && this.text.contains(f, stem)) || (folder !== "" && this.text.contains(f, folder)) || (selfName !== null && this.text.contains(f, selfName)) || this.text.matches(f, DOTS_ONLY_SPECIFIER);
    const byNames = this.text.filesImportingFrom(`${stem}\0${folder}\0${selfName ?? ""}`, sourceMayName(names), textMayName);
    if (byNames) return byNames;
    const byStem = stem !== "" ? this.text.filesContaining(stem) : null;
    const byFolder = folder !== "" ? this.text.filesContaining(folder) : null;
    const bySelf = selfName !== null ? this.text.filesContaining(selfName) : null;
    const relative = this.text.filesMatching(DOTS_ONLY_SPECIFIER);
    return this.text.files.filter((f) => byStem?.has(f) || byFolder?.has(f) || bySelf?.has(f) || relative.has(f));
  }

  /**
   * What an import's source may hold to name the module at `path`: its file name (before any extension), its
   * folder's name (for an index module), and the name its package's own files import it by (see
   * selfReferenceName in resolver.ts), if any.
   */
  private moduleNames(path: string): ModuleNames {
    // Asked by namesOf and importersOf for each module whose default they follow: the package.json is looked for once.
    let names = this.moduleNamesOf.get(path);
    if (!names) {
      const base = path.slice(path.lastIndexOf("/") + 1);
      const dir = dirnamePosix(path);
      names = {
        stem: base.slice(0, base.indexOf(".") < 0 ? base.length : base.indexOf(".")),
        folder: dir.slice(dir.lastIndexOf("/") + 1),
        selfName: selfReferenceName(path, this.files, this.read),
      };
      this.moduleNamesOf.set(path, names);
    }
    return names;
  }

  private readonly moduleNamesOf = new Map<string, ModuleNames>();

  /**
   * The files that may use a definition by its own name (those not yet held are a measure of what usesOf would
   * index, not an answer: it leaves out other names the definition goes by).
   */
  usersByName(ref: DefRef): readonly string[] {
    return this.ofSystemOf(ref.file, this.text.filesUsing(this.definition(ref).name, "certainly"));
  }

  /** Certain uses of a definition, from anywhere. */
  usesOf(ref: DefRef): ResolvedUse[] {
    return this.kept(this.incomingCache, defKey(ref), () => this.findUsesOf(ref), this.settled?.usesOf);
  }

  private findUsesOf(ref: DefRef): ResolvedUse[] {
    if (this.text.isUnfiltered) {
      // The reference: every use of every file resolved, as a full index does.
      const out: ResolvedUse[] = [];
      for (const file of this.text.files) {
        const facts = this.facts(file);
        if (!facts) continue;
        facts.references.forEach((_, i) => {
          const use = this.certainUseAt(file, facts, i);
          if (use?.certain && use.certain.file === ref.file && use.certain.def === ref.def) out.push(use);
        });
      }
      return out;
    }
    const search = this.certainSearch(ref);
    const out: ResolvedUse[] = [];
    for (const file of search.files) {
      const facts = this.facts(file);
      if (facts) out.push(...this.usesInFile(ref, search, file, facts));
    }
    return out;
  }

  /**
   * The line of a file every unit holding a certain use of one of the definitions spans at least one of, and the
   * least such (see TreeText.shortestLineHolding): a line that holds one of the names they are used by, where
   * the file's language says its uses bear those names. Null where it does not, or no line holds one.
   */
  shortestUseLine(refs: readonly DefRef[], file: string): HeldLine | null {
    if (this.text.isUnfiltered || !languageForPath(file)?.usesBearDefinitionNames) return null;
    const names = new Set<string>();
    for (const ref of refs) {
      const named = this.namesOf(ref);
      // A default export is used under whatever name an import gives it.
      if (named.defaults.size > 0) return null;
      for (const name of named.names) names.add(name);
    }
    return this.text.shortestLineHolding(file, names);
  }

  /**
   * The certain uses of a definition in one file: those of usesOf there, found without the files that may use it
   * elsewhere (a search stepping out of a file asks which of its uses lead to a known definition).
   */
  usesOfIn(ref: DefRef, file: string): ResolvedUse[] {
    if (this.text.isUnfiltered) return this.usesOf(ref).filter((u) => u.file === file);
    return this.kept(
      this.usesInFileCache,
      `${defKey(ref)}\0${file}`,
      () => {
        const search = this.certainSearch(ref);
        const at = partitionPoint(search.files.length, (i) => compareText(search.files[i] as string, file) < 0);
        const facts = search.files[at] === file ? this.facts(file) : null;
        return facts ? this.usesInFile(ref, search, file, facts) : [];
      },
      this.settled?.usesInFile,
    );
  }

  private readonly usesInFileCache = new Map<string, ResolvedUse[]>();

  /**
   * The files usesOf reads for a definition's uses, in order: those that may hold some (in the whole-tree
   * reference, those that do). Finding them indexes none of them but the files a member's type reach reads
   * (see typeOfMember).
   */
  useFiles(ref: DefRef): readonly string[] {
    if (!this.text.isUnfiltered) return this.certainSearch(ref).files;
    const files: string[] = [];
    for (const use of this.usesOf(ref)) if (files[files.length - 1] !== use.file) files.push(use.file);
    return files;
  }

  /**
   * Where a definition's certain uses are looked for: useSearch, but for an overloaded member its own file alone,
   * and without the search of the files where a value of its type can be. No use elsewhere can tell which of the
   * overloads it means (Java's Objects.requireNonNull, named in 684 files of the JDK, each parsed to find none of
   * them certain); those files may still hold uses naming it among the others, which are looked for in all of
   * them (sharedNameUseFiles).
   */
  private certainSearch(ref: DefRef): UseSearch {
    if (!this.overloaded(ref)) return this.useSearch(ref);
    // Kept as useSearch is: asked for each target of every node a level steps into, and namesOf may search.
    return this.kept(this.ownFileSearches, defKey(ref), () => ({ ...this.namesOf(ref), files: [ref.file] }));
  }

  private readonly ownFileSearches = new Map<string, UseSearch>();

  /** Where usesOf looks for a definition's uses (the files that may use it, in order), and under which names. */
  private useSearch(ref: DefRef): UseSearch {
    return this.kept(this.useSearches, defKey(ref), () => {
      const { names, defaults } = this.namesOf(ref);
      const candidates = new Set<string>([ref.file]);
      const def = this.definition(ref);
      const spec = languageForPath(ref.file);
      // What a declaration without a name holds is reached for certain from its own file alone, where the language
      // says no other file can name it: Java's anonymous classes' methods, however common their names.
      if (spec?.anonymousStaysInFile && def.chain.includes(spec.anonymousDefinitionName)) return { names, defaults, files: [ref.file] };
      // So is a member its language keeps to its file (Java's private `writeObject`, in a thousand classes:
      // looking for its callers where a value of its class can be read the files that write each class's name).
      if (this.keptToFile(ref) || this.withinTypeKeptToFile(ref)) return { names, defaults, files: [ref.file] };
      // A package's top-level declaration whose name another file of the package declares too (Go's per-platform
      // files) is meant for certain by no use outside its own file: a use elsewhere in the package, or through an
      // import of it, may mean either. Go's syscall declares `write` in 31 files, and 49 write `write(`.
      if (this.sharedAtTopLevel(ref)) return { names, defaults, files: [ref.file] };
      // A default export without a name of its own is used only through imports of its module (importersOf): no
      // file uses its stand-in name ("default") in any other way that leads here.
      const unnamed = defaults.has(ref.file) && spec?.anonymousDefinitionName === def.name;
      const users = (roughly: boolean, anyModule = false) => {
        const found = new Set<string>();
        for (const name of names) {
          if (unnamed && name === def.name) continue;
          for (const f of this.filesThatMayUse(ref.file, name, "certainly", def, roughly, anyModule)) found.add(f);
        }
        return found;
      };
      // Many files name a common member (`close`, `get`): those where no value of its type can be are left out.
      // The files kept are parsed anyway (those of the language, to find where the type can be), so whether they
      // name the member is not made sure of by reading them.
      // Whether that is worth it is judged by all the files naming the member, of any module: the type's reach,
      // bounded by modules too, is often far smaller than the files of the modules that can name it.
      const type = this.typeOfMember(ref, def);
      const named = type ? users(true, true) : new Set<string>();
      const reach = type && named.size > TYPE_REACH_AFTER_FILES ? this.valuesReaching(ref.file, type.owner, type.container, named.size - 1, type.spec) : null;
      // Where outside its package only the type's own name proves a receiver's type (Go, Java), a file of the
      // language elsewhere that never writes the member after it holds no certain use: the thousand files of the
      // JDK that call `put` on their maps, the files of Go's tree that lock a sync.Mutex.
      let mayHoldCertain = (_f: string) => true;
      if (type && receiversProvedInPackage(type.spec)) {
        const home = new Set(this.packageOf(ref.file)?.files ?? [ref.file]);
        mayHoldCertain = (f) => languageForPath(f) !== spec || home.has(f) || this.text.mayNameMemberOf(f, type.owner, def.name);
      }
      if (reach) {
        for (const f of this.ofSystemOf(ref.file, [...named])) if ((reach.has(f) || languageForPath(f) !== spec) && mayHoldCertain(f)) candidates.add(f);
      } else for (const f of users(false)) if (mayHoldCertain(f)) candidates.add(f);
      for (const path of defaults) for (const f of this.importersOf(path)) candidates.add(f);
      return { names, defaults, files: [...candidates].sort(compareText) };
    }, this.settled?.useSearches);
  }

  private readonly useSearches = new Map<string, UseSearch>();

  /**
   * Whether a member shares its name with another member of its container that is no type (Java's overloads).
   * A use in another file reaches a member only through a lookup of its container's members (findMember), which
   * then finds several and is not certain; nor does a call of a type's name pick one of them (callable).
   */
  private overloaded(ref: DefRef): boolean {
    const def = this.definition(ref);
    if (def.parent < 0 || TYPE_ONLY.has(def.kind)) return false;
    return this.namesakes(ref).some((d) => !TYPE_ONLY.has(d.kind));
  }

  /** The other definitions of a definition's file with its name, parent and owner: a use of the name cannot tell them apart. */
  private namesakes(ref: DefRef): Definition[] {
    const def = this.definition(ref);
    const facts = this.facts(ref.file);
    if (!facts) return [];
    const named = childrenOf(facts).get(`${def.parent}\0${def.name}`) ?? [];
    return named.filter((i) => i !== ref.def && (facts.definitions[i] as Definition).owner === def.owner).map((i) => facts.definitions[i] as Definition);
  }

  /** Whether a member's language keeps it to its own file by a modifier its header writes (fileScopedModifiers). */
  private keptToFile(ref: DefRef): boolean {
    const key = defKey(ref);
    let kept = this.keptToFiles.get(key);
    if (kept === undefined) {
      const def = this.definition(ref);
      const modifiers = languageForPath(ref.file)?.fileScopedModifiers;
      kept = modifiers !== undefined && isMember(def) && this.text.declaresWith(ref.file, def.start, def.name, modifiers);
      this.keptToFiles.set(key, kept);
    }
    return kept;
  }

  private readonly keptToFiles = new Map<string, boolean>();

  /**
   * Whether a member is declared inside a type its language keeps to its file (Java's private nested classes):
   * no other file can name that type, nor so reach a member of it for certain. (A call through an interface the
   * type implements is another matter: possible callers still look for those elsewhere.)
   */
  private withinTypeKeptToFile(ref: DefRef): boolean {
    for (let at = this.definition(ref).parent; at >= 0; at = this.definition({ file: ref.file, def: at }).parent) {
      if (this.keptToFile({ file: ref.file, def: at })) return true;
    }
    return false;
  }

  /**
   * Where modules offer only their own declarations under their own names (Go, Java), or rename them only in
   * imports that write the name they take (Python), the files that may hold a certain use of member `def` from
   * outside its own file. Such a use is made on a value the graph proves to be of
   * the member's type or of a class extending it, and it proves that only from a name the use's file writes: the
   * type's, or one the tree's declarations lead to the type from (typeFlow.ts). The files that write those names
   * are followed from the type's name until no new name shows (and parsed, see valuesReaching): the files of the
   * language outside those hold no certain use. This gives the type to follow, or null where that does not apply.
   * The search gives up past as many files as name the member (a type written all over the tree), for the use
   * search to read those instead: the files followed are parsed, so it is worth it only if they are fewer.
   */
  private typeOfMember(ref: DefRef, def: Definition): { owner: string; container: DefRef | null; spec: LanguageSpec } | null {
    const spec = languageForPath(ref.file);
    const system = this.system(ref.file);
    if (!spec || !isMember(def) || !(system?.exportsOwnOnly || system?.renamesOnlyInImports)) return null;
    // The type is the declaration the member is declared in or, for a method declared apart (Go), named by it.
    const container = def.parent >= 0 ? { file: ref.file, def: def.parent } : null;
    const owner = container ? this.definition(container).name : def.owner;
    // A declaration without a name (a Java anonymous class) is no word a file can write.
    if (owner === undefined || owner === spec.anonymousDefinitionName) return null;
    return { owner, container, spec };
  }

  /**
   * The files a value of the type `owner` declared in `file` (the definition `container` where known) can be in,
   * as typeOfMember's comment says, kept per bound; null past `bound` files.
   */
  private valuesReaching(file: string, owner: string, container: DefRef | null, bound: number, spec: LanguageSpec): Reach | null {
    const key = `${file}\0${owner}\0${container?.def ?? ""}\0${bound}`;
    return this.kept(this.reaches, key, () => ({ files: this.findValuesReaching(file, owner, container, bound, spec) })).files;
  }

  private readonly reaches = new Map<string, { files: Reach | null }>();

  private findValuesReaching(file: string, owner: string, container: DefRef | null, bound: number, spec: LanguageSpec): Reach | null {
    const anonymous = spec.anonymousDefinitionName ?? null;
    // A type declared in another type is written by its own name only where the other is reached too: an import
    // (`import a.Outer.Inner`), `Outer.Inner`, a member of a class extending Outer. Only those files are read
    // for the type's own name; where the other type is written all over the tree, every file writing it is.
    let within: Reach | null = null;
    const outer = container ? this.definition(container).parent : -1;
    if (container && outer >= 0) {
      const enclosing = this.definition({ file, def: outer });
      if (CONTAINERS.has(enclosing.kind) && enclosing.name !== anonymous) within = this.valuesReaching(file, enclosing.name, { file, def: outer }, bound, spec);
    }
    const reached = new Set<string>();
    const queue: { name: string; declaredIn: string; seed: boolean }[] = [];
    const stepsFrom = new Map<string, { to: string; declaredIn: string }[]>();
    const read = new Set<string>();
    const names = new Set<string>();
    const reach = (name: string, declaredIn: string, seed = false) => {
      // A name private to a package (Go's lower-case names) is written meaning this declaration in that package
      // alone; the type's own name, read only where its enclosing type is reached, is read again for any other
      // declaration that bears it.
      const key = `${seed ? "seed" : ""}\0${this.privateScope(declaredIn, name)?.key ?? ""}\0${name}`;
      if (reached.has(key)) return;
      reached.add(key);
      names.add(name);
      queue.push({ name, declaredIn, seed });
      for (const step of stepsFrom.get(name) ?? []) reach(step.to, step.declaredIn);
    };
    // A package's top-level type is written outside the package's folder only by files that name the package
    // (Go's `goobj.Writer`, Java's imports): the type's own name is looked for only in the folder and those files.
    // Where imports bind qualifiers (Go), a file of another folder names the type only after one bound to its
    // package (`sync.Cond`), not wherever it writes the word (`n.Cond`, a field of the compiler's nodes).
    const ownerNamers = outer < 0 ? this.mayNameFromOutside(file, owner, true) : null;
    // A file that cannot name the type's module at all holds no value of it that any name leads to.
    const namers = this.namersOf(file);
    // A top-level type that files of its package declare twice or more (Go's per-platform `syscall.Errno`) is
    // proved by its name only in a file declaring it: elsewhere the name may mean any of them, and what another
    // file declares with it proves no value of it either. Those files (all that may declare it, by their text)
    // are the writers of the name to follow. A file of the package that may declare a method of it (by its
    // language's ownerSites) holds a value of it in the method's receiver: such files are reached too, unread.
    const declarers = outer < 0 ? this.declarersIfSeveral(file, owner) : null;
    const ours = (w: string) => languageForPath(w) === spec && (namers === null || namers.may(w));
    const writersOf = (name: string, declaredIn: string, seed: boolean): string[] => {
      if (declarers && name === owner && declaredIn === file) return declarers.declaring.filter(ours);
      const scope = this.privateScope(declaredIn, name);
      let writers = scope ? scope.files.filter((f) => this.text.mentions(f, name)) : this.text.filesMentioning(name);
      if (!scope && ownerNamers && name === owner && declaredIn === file) writers = writers.filter(ownerNamers);
      return writers.filter((w) => ours(w) && (!seed || w === file || within === null || within.has(w)));
    };
    // Where no declaration of the language leads a type to another name (Go, Java), the writers of the type's
    // name are the whole reach: none is parsed for steps it cannot hold (Go's bytes.Buffer: 398 files). Where the
    // files that may write it by their sketches are within the bound already, a file is read for the name only
    // when asked about: the caller asks of the files that name the member, a few of those that write the type's
    // name (upstream of the JDK's Objects.equals, the next level's 160 definitions each asked this of its class:
    // 15,500 file reads in one question, on a tree of 15,143 files, most for classes few of them call `equals` on).
    const flows = flowsTypes(spec);
    // Where an import may rename what it takes (Python's `from m import K as L`), a file importing L from the
    // renaming module writes L alone: the files writing a name reached are read for such imports, and the new
    // name is reached too (a step, as a declaration's type is).
    const renames = this.system(file)?.renamesOnlyInImports === true;
    // A writer is read (parsed) for them only where its text may rename the name it was found writing: most
    // files that write a class's name rename nothing (upstream of a method of one of gcloud's protocol buffer
    // classes: 18 files parsed for none, where the request needed one). A writer not read for one name is asked
    // again for each other name it writes.
    const stepped = new Set<string>();
    if (!flows && !renames && !declarers && !this.privateScope(file, owner)) {
      // writersOf's tests, each file's text read only when it is asked about.
      const sketched = this.text.filesMayMention(owner).filter(ours);
      if (sketched.length <= bound) {
        const enclosing = within;
        const may = new Set(sketched);
        return { has: (f) => may.has(f) && (enclosing === null || f === file || enclosing.has(f)) && (ownerNamers?.(f) ?? true) && this.text.mentions(f, owner) };
      }
    }
    // A type whose own name is written in more files than the bound is given up before any of them is parsed.
    if (writersOf(owner, file, within !== null).length > bound) return null;
    reach(owner, file, within !== null);
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, declaredIn, seed } = next;
      for (const writer of writersOf(name, declaredIn, seed)) {
        if (stepped.has(writer)) continue;
        if (!read.has(writer)) {
          read.add(writer);
          if (read.size > bound) return null;
        } else if (flows || !renames) continue;
        const facts = flows || (renames && this.text.mayRename(writer, name, spec)) ? this.facts(writer) : null;
        if (!facts) continue;
        stepped.add(writer);
        const steps = flows ? typeFlowStepsOf(facts, anonymous) : [];
        for (const step of renames ? [...steps, ...renamingSteps(facts)] : steps) {
          entryOf(stepsFrom, step.from, () => []).push({ to: step.to, declaredIn: writer });
          if (names.has(step.from)) reach(step.to, writer);
        }
      }
    }
    if (!declarers) return read;
    const found = new Set(read);
    for (const f of declarers.writing) if (ours(f)) found.add(f);
    return found;
  }

  /**
   * Where `file`'s package surely declares the top-level name `owner` twice or more, the files of the package
   * that may declare it (by their text; `file` among them) and those that may declare a member of it; null where
   * it may declare it once.
   */
  private declarersIfSeveral(file: string, owner: string): { declaring: string[]; writing: string[] } | null {
    const pkg = this.packageOf(file);
    if (!pkg) return null;
    const own = this.exportedDefinitions(file).get(owner)?.length ?? 0;
    if (own < 2 && !this.declaredInPackageAtLeast(file, owner, 2 - own)) return null;
    const declaring = new Set(this.mayDeclareAmong(pkg.files, owner, "others"));
    declaring.add(file);
    const sites = languageForPath(file)?.ownerSites;
    return { declaring: [...declaring].sort(compareText), writing: pkg.files.filter((f) => this.text.mayDeclareMemberOf(f, owner, sites)) };
  }

  /** The certain uses of a definition in one of the files its use search looks at, in the file's order. */
  private usesInFile(ref: DefRef, { names, defaults }: UseSearch, file: string, facts: FileFacts): ResolvedUse[] {
    const out: ResolvedUse[] = [];
    // A use through an import bears the import's own name (a use resolves to an import by that name): those
    // of the imports that may lead here (every import, when a default export does) are looked at too.
    let looked: ReadonlySet<string> = names;
    for (const b of facts.imports) {
      if (!(defaults.size > 0 || names.has(b.imported)) || looked.has(b.local)) continue;
      if (looked === names) looked = new Set(names);
      (looked as Set<string>).add(b.local);
    }
    // Only the uses bearing one of those names, read alone, in the file's order.
    const picked: { place: number; ref: Reference }[] = [];
    for (const name of looked) {
      const named = referencesNamed(facts, name);
      named.references.forEach((r, k) => picked.push({ place: named.places[k] as number, ref: r }));
    }
    if (looked.size > 1) picked.sort((a, b) => a.place - b.place);
    for (const { place, ref: r } of picked) {
      const t = r.target;
      const viaImport = t.t === "import" && t.member === null && (names.has((facts.imports[t.imp] as ImportBinding).imported) || defaults.size > 0);
      if (!names.has(r.name) && !viaImport) continue;
      const use = this.certainUseAt(file, facts, place, r);
      if (use?.certain && use.certain.file === ref.file && use.certain.def === ref.def) out.push(use);
    }
    return out;
  }

  /**
   * The files that may hold calls on receivers of unknown type naming this definition, which they may or may not
   * reach (see possibleUsesIn), found from the tree's names: none of them is loaded to list them. Where more
   * definitions share the name than an uncertain edge lists (Go's `Write`, Java's `get`), a call in a file that
   * cannot name the definition's package is as likely to mean any of hundreds: only the files near it are kept
   * (see nearRule). They are given as a sorted list that holds them all and the test that tells which of its
   * files are among them, asked of a file only when a reader gets to it (see Navigator.looseGroups): the budget
   * reads them in order and most often stops after a few (upstream of the JDK's `Objects.equals` read 2,013 files
   * near `java.util` for the one record its packet had room for).
   */
  possibleUseFiles(ref: DefRef): PossibleUseFiles {
    const def = this.definition(ref);
    // No file can write the name of a declaration without one (a Java anonymous class), which is no word to look for.
    if (def.name === languageForPath(ref.file)?.anonymousDefinitionName) return { files: [], holds: null };
    // A use in another file cannot reach a member kept to its own (Java's private `reset`, however common): its
    // own file, indexed already, is the one to read, and no other file's text is searched for the name.
    if (this.keptToFile(ref)) return { files: [ref.file], holds: null };
    const shared = this.sharedNameUseFiles(ref);
    if (!isMember(def)) return { files: shared, holds: null };
    const onReceivers = this.receiverUseFiles(ref);
    if (shared.length === 0) return onReceivers;
    const files = [...new Set([...onReceivers.files, ...shared])].sort(compareText);
    const onReceiver = onReceivers.holds;
    if (onReceiver === null) return { files, holds: null };
    const sharing = setOfList(shared);
    return { files, holds: (f) => sharing.has(f) || onReceiver(f) };
  }

  /**
   * possibleUseFiles's files of calls on receivers of unknown type, for a member: the files the sketches leave,
   * each asked when it is reached whether it uses the name on a receiver, by its text, and where a near rule
   * applies, whether it is near (or, when few definitions share the name, far too).
   */
  private receiverUseFiles(ref: DefRef): PossibleUseFiles {
    const def = this.definition(ref);
    const near = this.nearRule(ref);
    const rough = this.filesThatMayUse(ref.file, def.name, "possibly", undefined, true);
    if (!near) return { files: rough, holds: (f) => this.text.usedAmong(f, def.name, "possibly") };
    // Only the near files are read to make sure of the name (Java's `equals`: 2,900 files of the JDK may write
    // it, some 30 import java.util.logging), unless the far ones count: when the definitions sharing the name
    // are few, which is counted (and can index a few files) only once a file the sketches leave is far.
    let farCount: boolean | undefined;
    const farCounts = () => (farCount ??= !this.sharedPastListed(ref));
    return { files: rough, holds: (f) => (near.mayBeNear(f) || farCounts()) && this.text.usedAmong(f, def.name, "possibly") };
  }

  /**
   * Where a package's declarations are named from outside its folder only through an import of it (see
   * ModuleSystem.namedOutsideBy: Go, Java), which files are near a member of it: those of its folder and those
   * whose imports name its package (`isNear`, by a file's facts), and those that may be, without loading them
   * (`mayBeNear`: by the kept names' import sources, else by the text an import writes). Null where that does not
   * apply, or for a name private to its package, which only its package calls.
   */
  private nearRule(ref: DefRef): NearRule | null {
    const key = defKey(ref);
    let rule = this.nearRules.get(key);
    if (rule === undefined) {
      rule = this.makeNearRule(ref);
      this.nearRules.set(key, rule);
    }
    return rule;
  }

  private readonly nearRules = new Map<string, NearRule | null>();

  /** The near rules of the packages, by folder and package naming (see makeNearRule). */
  private readonly sharedNearRules = new Map<string, NearRule>();

  private makeNearRule(ref: DefRef): NearRule | null {
    const def = this.definition(ref);
    if (this.privateScope(ref.file, def.name)) return null;
    const dir = dirnamePosix(ref.file);
    const named = this.namedOutside(ref.file);
    if (named === null) return null;
    // The definitions of a package share one rule: it reads nothing of them but their folder and package naming.
    const key = `${dir}\0${named.word}\0${named.texts.join("\0")}`;
    const shared = this.sharedNearRules.get(key);
    if (shared) return shared;
    const names = (source: string) => named.texts.some((text) => `"${source}"`.includes(text));
    let importers: ReadonlySet<string> | null | undefined;
    const mayImport = (user: string): boolean => {
      if (importers === undefined) {
        const kept = this.text.filesImportingFrom(`near\0${named.texts.join("\0")}`, names, (f) => this.writesPackageName(f, named, false));
        importers = kept ? new Set(kept) : null;
      }
      return importers ? importers.has(user) : this.writesPackageName(user, named, true);
    };
    const rule: NearRule = {
      mayBeNear: (user) => inFolder(user, dir) || mayImport(user),
      isNear: (user) => inFolder(user, dir) || (this.facts(user)?.imports.some((b) => names(b.source)) ?? false),
    };
    this.sharedNearRules.set(key, rule);
    return rule;
  }

  /** Whether more member definitions share a member's name than an uncertain edge lists. */
  private sharedPastListed(ref: DefRef): boolean {
    return this.membersNamed(ref.file, this.definition(ref).name).length > MAX_LISTED_CANDIDATES;
  }

  /**
   * The uses in `file` (one of possibleUseFiles) that may reach this definition without proving it: calls on
   * receivers of unknown type, and uses that name it among other definitions of its name (see sharedNameUseFiles).
   */
  possibleUsesIn(ref: DefRef, file: string): ResolvedUse[] {
    const def = this.definition(ref);
    if ((file !== ref.file && this.keptToFile(ref)) || !this.systemReaches(file, ref.file) || !this.mayName(file, ref.file)) return [];
    const shared = this.sharesItsName(ref) ? this.sharedNameUsesIn(ref, file) : [];
    const onReceivers = isMember(def) ? this.receiverUsesIn(ref, file) : [];
    if (shared.length === 0) return onReceivers;
    if (onReceivers.length === 0) return shared;
    return [...onReceivers, ...shared].sort((a, b) => a.line - b.line);
  }

  /**
   * Whether another definition shares this one's name where a use cannot tell them apart: in the same scope of
   * its file (Java's overloads, Python's conditional definitions or a property's getter and setter), as a member
   * of the same type (Go's methods declared in several per-platform files of a package), or at the top level of
   * its package (Go's per-platform functions). Such a use names several candidates, this one among them: it is
   * an uncertain edge into this definition, as it is one out of its user.
   */
  private sharesItsName(ref: DefRef): boolean {
    return this.kept(this.sharesName, defKey(ref), () => this.findSharesItsName(ref));
  }

  private readonly sharesName = new Map<string, boolean>();

  private findSharesItsName(ref: DefRef): boolean {
    const def = this.definition(ref);
    if (this.namesakes(ref).length > 0) return true;
    if (isMember(def)) return this.ownedMembers(ref.file, def.chain.slice(0, -1), def.name).length > 1;
    return this.sharedAtTopLevel(ref);
  }

  /** Whether other files of its package declare a package-level name too (Go's per-platform files). */
  private sharedAtTopLevel(ref: DefRef): boolean {
    const def = this.definition(ref);
    return (this.system(ref.file)?.exportsOwnOnly ?? false) && !isMember(def) && def.parent < 0 && this.declaredInPackageAtLeast(ref.file, def.name, 1);
  }

  /**
   * The files that may hold a use naming this definition among others of its name (see sharesItsName): those
   * its certain callers are looked for in (the files where a value of a member's type can be, for one); for a
   * package-level name other files of its package declare too, whose certain callers are looked for in its own
   * file alone, those that may use the name in a way that could lead to it for certain were it alone.
   */
  private sharedNameUseFiles(ref: DefRef): readonly string[] {
    if (!this.sharesItsName(ref)) return [];
    if (!this.sharedAtTopLevel(ref)) return this.useSearch(ref).files;
    const def = this.definition(ref);
    const files = new Set(this.filesThatMayUse(ref.file, def.name, "certainly", def));
    files.add(ref.file);
    return [...files].sort(compareText);
  }

  /** The uses in `file` that name this definition among others of its name (sharedNameUseFiles). */
  private sharedNameUsesIn(ref: DefRef, file: string): ResolvedUse[] {
    const def = this.definition(ref);
    const uses = this.kept(this.sharedCache, `${def.name}\0${file}`, () => this.uncertainUsesNamed(file, def.name, false));
    return uses.filter((use) => {
      const { candidates, anyOfTree } = use.uncertain as NonNullable<ResolvedUse["uncertain"]>;
      // A use that found nothing where it looked names the tree's definitions of the name, not this one among
      // those it shares its name with: which of those it lists is the first few in path order, or a count.
      if (anyOfTree) return false;
      // More of them than an edge lists: counted, not named, where the name is the package's own (Go's
      // syscall declares `SYS_WRITE` in 29 per-platform files).
      if (candidates === MORE_THAN_LISTED) return dirnamePosix(file) === dirnamePosix(ref.file);
      return candidates.some((c) => c.file === ref.file && c.def === ref.def);
    });
  }

  private readonly sharedCache = new Map<string, ResolvedUse[]>();

  /** The calls in `file` on receivers of unknown type that may reach this member. */
  private receiverUsesIn(ref: DefRef, file: string): ResolvedUse[] {
    const def = this.definition(ref);
    const scope = this.privateScope(ref.file, def.name);
    const key = `${scope ? `${scope.key}\0` : ""}${def.name}\0${file}`;
    const uses = this.kept(this.possibleCache, key, () => this.uncertainUsesNamed(file, def.name, true), this.settled?.possibleUses);
    // A file far from the member's package lists none for a name that many definitions share (possibleUseFiles).
    if (uses.length === 0) return uses;
    const near = this.nearRule(ref);
    return near && !near.isNear(file) && this.sharedPastListed(ref) ? [] : uses;
  }

  /**
   * The uses of `name` in `file` that prove no definition: with `onReceivers`, the calls on receivers of unknown
   * or declared type (any of the name's members may be meant); else the other uses that name several definitions.
   */
  private uncertainUsesNamed(file: string, name: string, onReceivers: boolean): ResolvedUse[] {
    const out: ResolvedUse[] = [];
    const facts = this.facts(file);
    if (!facts) return out;
    const named = referencesNamed(facts, name);
    named.references.forEach((r, k) => {
      if ((r.target.t === "unknown_receiver" || r.target.t === "typed") !== onReceivers) return;
      const use = this.useAt(file, facts, named.places[k] as number, r);
      if (use && !use.certain && use.uncertain && (onReceivers || use.uncertain.candidates.length > 1)) out.push(use);
    });
    return out;
  }

  /** Whether the index holds a file's outcome (its facts, or why it has none): asking about it needs nothing. */
  holds(file: string): boolean {
    return this.index.facts.has(file) || this.index.unavailable.has(file) || !this.indexable(file);
  }

  /**
   * Whether the index holds a file's outcome or takes it now without a parse (from the cache): what is read in
   * order as far as a budget goes is loaded then, not a round later.
   */
  holdsNow(file: string): boolean {
    return this.holds(file) || (this.indexNow?.(file) ?? false);
  }

  /** What `answer` gives, or null when it needed files the index does not hold yet (marked as needed). */
  unlessLacking<T>(answer: () => T): T | null {
    const before = this.needs;
    const value = answer();
    return this.needs === before ? value : null;
  }

  /**
   * Files marked as needed by `request`: a batch the question chose (the budget's next files), not what its
   * answers lacked, which says nothing of how much of the tree the question will reach (see Workspace.settle).
   */
  readonly requested = new Set<string>();

  /** Marks files as needed, for the workspace to index before the question is asked again. */
  request(files: Iterable<string>): void {
    for (const file of files) {
      if (this.holds(file)) continue;
      this.need(file);
      this.requested.add(file);
    }
  }

  private unitOf(file: string, facts: FileFacts, unit: number): Unit {
    const units = this.unitsOf(file);
    // Asked for every use resolved: a unit made already is taken without a reference made to ask for it.
    if (unit >= 0) return units.defs[unit] ?? this.unitOfDef({ file, def: unit });
    let moduleUnit = units.modules[-1 - unit];
    if (!moduleUnit) {
      const m = facts.moduleUnits[-1 - unit];
      if (!m) throw new Error(`no module unit ${unit} in ${file}`);
      moduleUnit = { file, start: m.start, end: m.end, symbol: null, def: null };
      units.modules[-1 - unit] = moduleUnit;
    }
    return moduleUnit;
  }

  private resolveUse(file: string, facts: FileFacts, ref: Reference): ResolvedUse | null {
    const key = answerKey(ref, this.namesDeferred);
    const answers = key === null ? null : entryOf(this.answers, file, () => new Map<string, ResolvedUse | null>());
    const answer = answers?.get(key as string);
    if (answer !== undefined) return this.answerAt(answer, file, facts, ref);
    const needsBefore = this.needs;
    const insideBefore = this.usesInside;
    let use = this.resolveUseByName(file, facts, ref);
    // A declaration the file's module cannot name (see namersOf) is not what the name means: the code would not
    // compile so. Asked here, a search that rules such files out finds what resolving every file finds.
    if (use?.certain && !this.mayName(file, use.certain.file)) use = null;
    // An answer made without a need, and not null for being used inside its own definition, serves the file's
    // other uses of the same key.
    if (answers && this.needs === needsBefore && this.usesInside === insideBefore) answers.set(key as string, use);
    return use;
  }

  /** A kept answer (see resolveUse) for a use at another place of the same file. */
  private answerAt(answer: ResolvedUse | null, file: string, facts: FileFacts, ref: Reference): ResolvedUse | null {
    if (answer === null || answer === NOT_CERTAIN) return answer;
    if (answer.certain) {
      const def = this.definition(answer.certain);
      if (answer.certain.file === file && ref.line >= def.start && ref.line <= def.end) return null;
    }
    const uncertain = answer.uncertain && { ...answer.uncertain, label: ref.label };
    return { file, line: ref.line, unit: this.unitOf(file, facts, ref.unit), kind: ref.kind, name: ref.name, certain: answer.certain, uncertain, unavailable: answer.unavailable, via: answer.via };
  }

  private resolveUseByName(file: string, facts: FileFacts, ref: Reference): ResolvedUse | null {
    // An answer that already lacks files is not followed into a search of the tree: it is asked again.
    const site: UseSite = { file, facts, ref, before: this.missing.size };
    const t = ref.target;
    // A use of the file's own definition is certain but leads here; one of several of them, one the file found
    // unresolvable, and a call on an unknown receiver that names no type of its package are never certain:
    // mayBeCertainElsewhere (facts.ts) says so of them, and the kept names rule files out by it.
    switch (t.t) {
      case "def":
        return this.certainUse(site, { file, def: t.def });
      case "member":
        return this.member(site, { file, def: t.def }, t.member);
      case "super":
        return this.member(site, { file, def: t.def }, t.member, null, true);
      case "owned": {
        const method = facts.definitions[t.def] as Definition;
        const owner = method.chain.slice(0, -1);
        const found = this.ownedMembers(file, owner, t.member);
        if (found.length === 1) return this.certainUse(site, found[0] as DefRef);
        const name = owner.join(".");
        if (found.length > 1) return this.uncertainUse(site, `${count(found.length, "definition")} named ${t.member} in ${name}`, found);
        if (this.stalled(site)) return null;
        const elsewhere = this.membersNamed(file, t.member);
        if (elsewhere.length === 0) return null;
        return this.uncertainUse(site, `${name} declares no method ${t.member} here (a field, or promoted from an embedded type?)`, elsewhere, null, true);
      }
      case "several":
        return this.uncertainUse(
          site,
          `${count(t.defs.length, "definition")} named ${ref.name} in one scope`,
          t.defs.map((def) => ({ file, def })),
        );
      case "import": {
        const binding = facts.imports[t.imp] as ImportBinding;
        // A namespace import named on its own (not `ns.member`) is a module, not a unit.
        if (binding.imported === "*" && t.member === null) return null;
        const target = this.resolveImport(file, binding);
        if (target.t === "unavailable") return this.useOf(site, null, null, target.path, binding);
        if (target.t === "none") return target.reason ? this.uncertainUse(site, target.reason, [], binding) : null;
        if (target.t === "module") {
          if (t.member === null) return null;
          // A question about certain uses alone needs to know only that two files of a package declare it.
          if (this.namesDeferred && this.exportedTwiceByPackage(target.path, t.member)) return NOT_CERTAIN;
          const inner = this.resolveExport(target.path, t.member, new Set());
          if (inner.t === "def") return this.certainUse(site, inner.ref, binding);
          // A module inside a module (`store::memory`) is not a unit either.
          if (inner.t === "module") return null;
          if (inner.t === "unavailable") return this.useOf(site, null, null, inner.path, binding);
          return this.uncertainUse(site, `${target.path} exports no ${t.member}`, [], binding);
        }
        if (t.member === null) return this.certainUse(site, target.ref, binding);
        return this.member(site, target.ref, t.member, binding);
      }
      case "free": {
        // A question about certain uses alone needs to know only that the package declares the name twice.
        if (this.namesDeferred && this.declaredTwiceInPackage(file, ref.name)) return NOT_CERTAIN;
        // More declarations than an uncertain edge lists are only counted, as for names declared elsewhere: Go's
        // syscall declares `SYS_WRITE` in 29 per-platform files, which need not all be parsed to say so.
        if (this.declaredInPackageAtLeast(file, ref.name, MAX_LISTED_CANDIDATES + 1)) {
          return this.uncertainUse(site, `${candidateCount(MORE_THAN_LISTED)} named ${ref.name} in this package`, MORE_THAN_LISTED);
        }
        const inPackage = this.packageDefinitions(file, ref.name);
        if (inPackage.length === 1) return this.certainUse(site, inPackage[0] as DefRef);
        if (inPackage.length > 1) return this.uncertainUse(site, `${count(inPackage.length, "definition")} named ${ref.name} in this package`, inPackage);
        if (this.stalled(site)) return null;
        const candidates = this.nonMembersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return this.uncertainUse(site, `not bound in this file; ${candidateCount(candidates)} named ${ref.name} elsewhere`, candidates, null, true);
      }
      case "unknown_receiver": {
        // `Type.member` where Type is declared elsewhere in this file's package.
        const container = t.free === undefined ? [] : this.packageDefinitions(file, t.free);
        if (container.length === 1 && CONTAINERS.has(this.definition(container[0] as DefRef).kind)) {
          return this.member(site, container[0] as DefRef, ref.name);
        }
        if (this.stalled(site)) return null;
        const candidates = this.membersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return this.uncertainUse(site, `receiver type unknown; ${candidateCount(candidates)} named ${ref.name}`, candidates, null, true);
      }
      case "uncertain": {
        const candidates = this.membersNamed(file, ref.name);
        return this.uncertainUse(site, t.reason, candidates, null, true);
      }
      case "typed": {
        const type = this.typeOf(file, t.type, 0);
        if (type) return this.member(site, type, t.member);
        if (this.stalled(site)) return null;
        const candidates = this.membersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return this.uncertainUse(site, `receiver type unknown; ${candidateCount(candidates)} named ${ref.name}`, candidates, null, true);
      }
    }
  }

  /**
   * A use leading certainly to `named`, or null where it is no edge. Methods rather than closures made per use:
   * resolving a large class's uses made and dropped several closures for each.
   */
  private certainUse(site: UseSite, named: DefRef, via: ImportBinding | null = null): ResolvedUse | null {
    const { file, ref } = site;
    // A call names a value: where a type and a value share the name (`type OK` and `const OK`), the value.
    const target = ref.kind === "call" ? this.callable(named) : named;
    // A use inside the definition it names (recursion, a class naming itself) is not an edge.
    const def = this.definition(target);
    if (target.file === file && ref.line >= def.start && ref.line <= def.end) {
      this.usesInside++;
      return null;
    }
    return this.useOf(site, target, null, null, via);
  }

  private uncertainUse(site: UseSite, reason: string, candidates: DefRef[], via: ImportBinding | null = null, anyOfTree = false): ResolvedUse {
    // A question about certain uses alone keeps no more of an uncertain one than that it is not certain.
    if (this.namesDeferred) return NOT_CERTAIN;
    return this.useOf(site, null, { label: site.ref.label, reason, candidates, ...(anyOfTree ? { anyOfTree: true as const } : {}) }, null, via);
  }

  /** Whether the use's answer so far lacked files (see resolveUse). */
  private stalled(site: UseSite): boolean {
    return this.missing.size > site.before;
  }

  private useOf(site: UseSite, certain: DefRef | null, uncertain: ResolvedUse["uncertain"], unavailable: string | null, via: ImportBinding | null): ResolvedUse {
    const { file, facts, ref } = site;
    return { file, line: ref.line, unit: this.unitOf(file, facts, ref.unit), kind: ref.kind, name: ref.name, certain, uncertain, unavailable, via };
  }

  /** A type's namesake value declared beside it (same file, same parent; never a method declared apart from its type, as Go's are), which a call of the name means. */
  private callable(ref: DefRef): DefRef {
    const def = this.definition(ref);
    if (!TYPE_ONLY.has(def.kind)) return ref;
    const twins: DefRef[] = [];
    this.facts(ref.file)?.definitions.forEach((d, i) => {
      if (d.name === def.name && d.parent === def.parent && d.owner === undefined && !TYPE_ONLY.has(d.kind)) twins.push({ file: ref.file, def: i });
    });
    return twins.length === 1 ? (twins[0] as DefRef) : ref;
  }

  /** The class or interface a declared type leads to, when declarations prove one; null otherwise. */
  private typeOf(file: string, type: TypeSource, depth: number): DefRef | null {
    if (depth > TYPE_DEPTH) return null;
    switch (type.t) {
      case "name": {
        const ref = this.targetOf(file, type.target, depth + 1);
        return ref && CONTAINERS.has(this.definition(ref).kind) ? ref : null;
      }
      case "self":
        return { file, def: type.def };
      case "returns": {
        const named = this.targetOf(file, type.callee, depth + 1);
        const callee = named ? this.callable(named) : null;
        const returns = callee ? this.definition(callee).returns : undefined;
        return callee && returns ? this.typeOf(callee.file, returns, depth + 1) : null;
      }
      case "field": {
        // A property of the object type a function declares it returns.
        if (type.of.t === "returns") {
          const named = this.targetOf(file, type.of.callee, depth + 1);
          const callee = named ? this.callable(named) : null;
          const field = callee ? this.definition(callee).returnFields?.find((f) => f.name === type.name) : undefined;
          if (callee && field) return this.typeOf(callee.file, field.type, depth + 1);
        }
        const of = this.typeOf(file, type.of, depth + 1);
        const field = of ? this.fieldOf(of, type.name) : null;
        return field ? this.typeOf(field.file, field.type, depth + 1) : null;
      }
      case "argument": {
        const named = this.targetOf(file, type.callee, depth + 1);
        let callee = named ? this.callable(named) : null;
        if (callee && type.construct) {
          if (this.definition(callee).kind !== "class") return null;
          const constructors = this.findMember(callee, "constructor");
          callee = constructors.length === 1 ? (constructors[0] as DefRef) : null;
        }
        if (!callee) return null;
        const callbacks = (this.definition(callee).callbacks ?? []).filter((c) => c.arg === type.arg && c.param === type.param);
        return callbacks.length === 1 ? this.typeOf((callee as DefRef).file, (callbacks[0] as { type: TypeSource }).type, depth + 1) : null;
      }
    }
  }

  /** The one definition a name's target in `file` proves, followed through imports and declared types. */
  private targetOf(file: string, target: LocalTarget, depth: number): DefRef | null {
    const facts = this.facts(file);
    if (!facts) return null;
    const memberOf = (container: DefRef | null, name: string): DefRef | null => {
      if (!container || !CONTAINERS.has(this.definition(container).kind)) return null;
      const found = this.findMember(container, name);
      return found.length === 1 ? (found[0] as DefRef) : null;
    };
    switch (target.t) {
      case "def":
        return { file, def: target.def };
      case "member":
        return memberOf({ file, def: target.def }, target.member);
      case "typed":
        return memberOf(this.typeOf(file, target.type, depth + 1), target.member);
      case "import": {
        const binding = facts.imports[target.imp] as ImportBinding;
        if (binding.imported === "*" && target.member === null) return null;
        const resolved = this.resolveImport(file, binding);
        if (resolved.t === "module") {
          if (target.member === null) return null;
          const inner = this.resolveExport(resolved.path, target.member, new Set());
          return inner.t === "def" ? inner.ref : null;
        }
        if (resolved.t !== "def") return null;
        return target.member === null ? resolved.ref : memberOf(resolved.ref, target.member);
      }
      default:
        return null;
    }
  }

  /** The declared type of field `name` of a class or interface, or of the nearest class it extends that declares it. */
  private fieldOf(container: DefRef, name: string): { file: string; type: TypeSource } | null {
    const seen = new Set<string>();
    for (let c: DefRef | null = container; c && !seen.has(defKey(c)); c = this.superclass(c)) {
      seen.add(defKey(c));
      const def = this.definition(c);
      const field = def.fields?.find((f) => f.name === name);
      if (field) return { file: c.file, type: field.type };
      // A method of that name: the value is a function, not an instance of a type.
      const facts = this.facts(c.file);
      if (facts && childrenOf(facts).has(`${c.def}\0${name}`)) return null;
    }
    return null;
  }

  /**
   * A member named on a container: a class (its own members, then those it inherits through `extends`), an enum,
   * a namespace or module. A member of a plain value (an object literal) stays uncertain: the object can be
   * changed at run time.
   */
  private member(site: UseSite, container: DefRef, name: string, via: ImportBinding | null = null, inheritedOnly = false): ResolvedUse | null {
    const before = this.missing.size;
    const start = inheritedOnly ? this.superclass(container) : container;
    const found = start ? this.findMember(start, name) : [];
    if (found.length === 1) {
      if (CONTAINERS.has(this.definition(start as DefRef).kind)) return this.certainUse(site, found[0] as DefRef, via);
      return this.uncertainUse(site, `member of the value ${this.symbolOf(container)}, which may change at run time`, found, via);
    }
    if (found.length > 1) return this.uncertainUse(site, `${count(found.length, "definition")} named ${name} in ${this.symbolOf(container)}`, found, via);
    if (this.missing.size > before) return null;
    const elsewhere = this.membersNamed(site.file, name);
    if (elsewhere.length === 0) return null;
    // Where the language's queries give no superclass, an inherited member may well be declared in the tree.
    const spec = languageForPath(container.file);
    const why = spec && !inheritsMembers(spec) ? `inherited? what a type inherits is not followed in ${spec.name}` : "inherited from outside the tree or assigned at run time?";
    return this.uncertainUse(site, `${this.symbolOf(container)} declares no ${name} (${why})`, elsewhere, via, true);
  }

  /** Members named `name` in the nearest class of the extends chain that declares one. */
  private findMember(container: DefRef, name: string): DefRef[] {
    const seen = new Set<string>();
    for (let c: DefRef | null = container; c && !seen.has(defKey(c)); c = this.superclass(c)) {
      seen.add(defKey(c));
      const facts = this.facts(c.file);
      if (!facts) return [];
      const at = c;
      const found: DefRef[] = (childrenOf(facts).get(`${at.def}\0${name}`) ?? []).map((def) => ({ file: at.file, def }));
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
    const facts = this.facts(ref.file);
    if (!facts) return null;
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
    const want = [...ownerChain, name].join("\0");
    return this.keptUnder(this.owned, file, want, () => this.findOwnedMembers(file, want, name, ownerChain[ownerChain.length - 1]));
  }

  private findOwnedMembers(file: string, want: string, name: string, owner: string | undefined): DefRef[] {
    const pkg = languageForPath(file)?.ownerScope === "package" ? this.packageOf(file) : null;
    const index = pkg ? this.packageIndexOf(file, pkg) : null;
    if (index) {
      // The same answer as below (the files of samePackage), without asking every file whether it mentions the name.
      return (index.owned.get(want) ?? []).filter((r) => this.definition(r).name === name && (r.file === file || this.text.mentions(r.file, name)));
    }
    const scope = languageForPath(file)?.ownerScope === "package" ? (this.samePackage(file, name, owner) ?? [file]) : [file];
    const out: DefRef[] = [];
    for (const f of scope) {
      const facts = this.facts(f);
      if (!facts) continue;
      for (const i of ownedOf(facts).get(want) ?? []) if ((facts.definitions[i] as Definition).name === name) out.push({ file: f, def: i });
    }
    return out;
  }

  /**
   * The indexed files of a file's package that declare the same package name, the file included, among those
   * that can declare a member `name` of the type `owner` (what findOwnedMembers asks of them). Without the
   * owner's sites, those that can declare `name` at all. The owner's sites spare the files that declare a
   * method of that name on other types: a package's `Error` or `String` methods, one per type.
   */
  private samePackage(file: string, name: string, owner: string | undefined): string[] | null {
    const pkg = this.packageOf(file);
    if (!pkg) return null;
    const sites = languageForPath(file)?.ownerSites;
    const ofOwner = owner === undefined || sites === undefined ? undefined : { owner, sites };
    const mentioning = this.packageMentioning(file, pkg, name, ofOwner ? "members" : "all", ofOwner);
    if (mentioning.includes(file) || this.facts(file) === null) return mentioning;
    return pkg.files.filter((f) => f === file || mentioning.includes(f));
  }

  /**
   * The indexed files of a file's package that declare its package name and may declare `name` (of one sort:
   * a question for top-level declarations does not load the files that declare only a member of that name).
   */
  private packageMentioning(
    file: string,
    pkg: { key: string; files: readonly string[] },
    name: string,
    sort: DeclarationSort = "all",
    ofOwner?: { owner: string; sites: readonly DefinitionSite[] },
  ): string[] {
    const packageName = this.facts(file)?.packageName ?? null;
    const key = `${pkg.key}\0${sort}\0${name}\0${ofOwner?.owner ?? ""}`;
    // A file that declares a member of `owner` writes the owner at one of its language's ownerSites.
    const mayDeclare = (f: string) => !ofOwner || this.text.mayDeclareMemberOf(f, ofOwner.owner, ofOwner.sites);
    // Asked for every name a file of the package leaves free, round after round: once no file it needed was
    // missing, the answer is kept for the later rounds.
    return this.kept(
      this.packageMentions,
      key,
      () => this.mayDeclareAmong(pkg.files, name, sort, mayDeclare).filter((f) => mayDeclare(f) && this.facts(f) !== null && this.facts(f)?.packageName === packageName),
      this.settled?.packageMentions,
    );
  }

  /**
   * Those of `files` (sorted as the tree is) that may declare `name`, in order. With the names of exactly this
   * tree kept, from the list of the name's declarers when it is the shorter: a package of hundreds of files is
   * asked about every name its files leave unbound, and most names are declared in a few files.
   */
  private mayDeclareAmong(files: readonly string[], name: string, sort: DeclarationSort, alsoRequired?: (file: string) => boolean): string[] {
    // Both null unless every file's names are known. The second is what mayDefine answers file by file then, by
    // file number at once, where no file is of no language or of one whose anonymous declarations go by this name
    // (those may declare it).
    return (
      this.text.declarersAmong(files, name, sort) ??
      (mayAnswerByNames(files, name) ? this.text.definersAmong(files, name, sort) : null) ??
      // By text, what the caller requires as well is asked first where it is given: the files of a Go package that
      // may declare a method of one type are few, and asked about each member name, a search of every file's text.
      files.filter((f) => (alsoRequired === undefined || alsoRequired(f)) && this.mayDefine(f, name, sort))
    );
  }

  /** A file's package (see samePackage) and its key: the package's path and the file's package name. */
  private packageOf(file: string): { key: string; files: readonly string[] } | null {
    let pkg = this.packageOfFile.get(file);
    if (pkg === undefined) {
      const packageName = this.facts(file)?.packageName ?? null;
      const found = this.system(file)?.packageOf?.(file, this.files, packageName) ?? null;
      pkg = found ? { key: `${found.path}\0${packageName}`, files: found.files } : null;
      if (!found || this.index.facts.has(file)) this.packageOfFile.set(file, pkg);
    }
    return pkg;
  }

  /**
   * Whether the other files of a file's package declare `name` at their top level twice or more (the answer
   * packageDefinitions gives longer than one), found by loading the files that may declare it only until two
   * such declarations show. A package of per-platform files declares a constant in dozens of them: a certain-only
   * look at one use of `EINVAL` in Go's syscall loaded all 33 `zerrors_*.go` files, 1,500 declarations each,
   * and then built the index of the whole package, now loaded in full, 50 ms in all.
   */
  private declaredTwiceInPackage(file: string, name: string): boolean {
    return this.declaredInPackageAtLeast(file, name, 2);
  }

  /** Whether the other files of a file's package declare `name` at their top level `times` times or more (see above). */
  private declaredInPackageAtLeast(file: string, name: string, times: number): boolean {
    const pkg = this.packageOf(file);
    if (!pkg) return false;
    // Where the package's index or the answer is at hand, it says so as cheaply.
    if (this.packageIndex.get(pkg.key) || this.packageDefs.get(pkg.key)?.has(name)) return this.packageDefinitions(file, name).length >= times;
    const packageName = this.facts(file)?.packageName ?? null;
    let declared = 0;
    let lacked = 0;
    let ruledOut = 0;
    for (const f of this.mayDeclareAmong(pkg.files, name, "others")) {
      if (f === file) continue;
      const before = this.needs;
      const facts = this.facts(f);
      const count = facts && facts.packageName === packageName ? (this.exportedDefinitions(f).get(name)?.length ?? 0) : 0;
      // A file not indexed yet counts as one more that may declare it: the answer lacks it, so it is asked again
      // once the file is indexed. Meanwhile no more files are asked for than `times`, or than the files found
      // not to declare it so far: a name many files may declare by their text (Go's runtime type `m`, which
      // dozens of files assign to) is asked of 1, 1, 2, 4... files per round, not one file per round.
      if (!facts) lacked += this.needs > before ? 1 : 0;
      else if (count === 0) ruledOut++;
      declared += count;
      if (declared >= times || (declared + lacked >= times && lacked >= ruledOut)) return true;
    }
    return declared + lacked >= times;
  }

  /** Top-level declarations named `name` in the other files of a file's package. */
  private packageDefinitions(file: string, name: string): DefRef[] {
    // The declarations of the whole package, kept per name; the file's own are left out of the answer.
    const pkg = this.packageOf(file);
    if (!pkg) return [];
    const all = this.keptUnder(this.packageDefs, pkg.key, name, () => {
      const declared = this.packageDeclarations(file, pkg);
      // The same answer as below, without asking every file of the package whether it mentions the name.
      if (declared) return (declared.get(name) ?? []).filter((r) => this.text.mentions(r.file, name));
      const found: DefRef[] = [];
      // What a package's files export is declared at their top level: members of that name are not looked at.
      for (const f of this.packageMentioning(file, pkg, name, "others")) {
        for (const def of this.exportedDefinitions(f).get(name) ?? []) found.push({ file: f, def });
      }
      return found;
    });
    // Most names a package declares are declared in other files than the one asking (a new list only where not).
    return all.some((r) => r.file === file) ? all.filter((r) => r.file !== file) : all;
  }

  /**
   * Every top-level declaration of a package (the files declaring the file's package name), by name, in file
   * and export order; null until every file of the package is indexed (or known to be unavailable), since a
   * file not indexed yet must be asked for only when it mentions a name that is looked up.
   */
  private packageDeclarations(file: string, pkg: { key: string; files: readonly string[] }): Map<string, DefRef[]> | null {
    return this.packageIndexOf(file, pkg)?.declared ?? null;
  }

  /** A package's top-level declarations by name and its methods declared outside their types by chain (see above). */
  private packageIndexOf(file: string, pkg: { key: string; files: readonly string[] }): PackageIndex | null {
    let index = this.packageIndex.get(pkg.key);
    if (index === undefined) {
      if (!pkg.files.every((f) => this.index.facts.has(f) || this.index.unavailable.has(f) || !this.indexable(f))) return null;
      const packageName = this.facts(file)?.packageName ?? null;
      index = { declared: new Map(), owned: new Map() };
      const add = (map: Map<string, DefRef[]>, key: string, ref: DefRef) => {
        const list = map.get(key);
        if (list) list.push(ref);
        else map.set(key, [ref]);
      };
      for (const f of pkg.files) {
        const facts = this.index.facts.get(f);
        if (!facts || facts.packageName !== packageName) continue;
        for (const [name, defs] of this.exportedDefinitions(f)) for (const def of defs) add(index.declared, name, { file: f, def });
        facts.definitions.forEach((d, def) => {
          if (d.owner !== undefined) add((index as PackageIndex).owned, d.chain.join("\0"), { file: f, def });
        });
      }
      this.packageIndex.set(pkg.key, index);
    }
    return index;
  }

  /** A file's exports of its own definitions, by exported name, in the order the file lists them. */
  private exportedDefinitions(file: string): Map<string, number[]> {
    let map = this.exportIndex.get(file);
    if (!map) {
      map = new Map();
      for (const e of this.facts(file)?.exports ?? []) {
        if (!("local" in e) || e.local.t !== "def") continue;
        const list = map.get(e.exported);
        if (list) list.push(e.local.def);
        else map.set(e.exported, [e.local.def]);
      }
      if (this.index.facts.has(file)) this.exportIndex.set(file, map);
    }
    return map;
  }

  resolveModule(fromFile: string, specifier: string): ModuleResolution {
    const module = resolveModule(fromFile, specifier, this.files, this.read);
    if (module.t === "package") this.packages.set(module.path, module.files);
    return module;
  }

  /**
   * `seen` carries the names already followed, so that modules importing each other's names end. An answer
   * to a first question (no `seen`) depends only on what is indexed, and is kept.
   */
  private resolveImport(file: string, binding: ImportBinding, seen?: Set<string>): ExportTarget {
    if (seen) return this.followImport(file, binding, seen);
    return this.keptUnder(this.importTargets, file, binding, () => this.followImport(file, binding, new Set()));
  }

  private followImport(file: string, binding: ImportBinding, seen: Set<string>): ExportTarget {
    const target = this.followImportedModule(file, binding, seen);
    // `import a.b.C.D;`: a name neither a module nor what it declares may be a type nested in one it declares.
    if (target.t !== "none" || binding.imported === "*") return target;
    return this.nestedTypeImport(file, binding, seen) ?? target;
  }

  private followImportedModule(file: string, binding: ImportBinding, seen: Set<string>): ExportTarget {
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

  /**
   * An import naming a type nested in another (see ModuleSystem.outerType): the specifier is cut back a part at a
   * time until what is left leads to a module declaring the part cut last, and the parts after it are followed
   * down through nested types, all in the outer type's file. Null where no cut leads anywhere; a module not
   * indexed yet is answered as such.
   */
  private nestedTypeImport(file: string, binding: ImportBinding, seen: Set<string>): ExportTarget | null {
    const outerType = this.system(file)?.outerType;
    if (!outerType) return null;
    const path = [binding.imported];
    for (let cut = outerType(binding.source); cut; cut = outerType(cut.module)) {
      path.unshift(cut.type);
      const module = this.resolveModule(file, cut.module);
      if (module.t !== "file" && module.t !== "package") continue;
      const outer = this.resolveExport(module.path, cut.type, new Set(seen));
      if (outer.t === "unavailable") return outer;
      if (outer.t !== "def") continue;
      let at: DefRef = outer.ref;
      for (const name of path.slice(1)) {
        const inner = this.nestedType(at, name);
        if (inner === null) return { t: "none", reason: `${this.symbolOf(at)} declares no type ${name}` };
        at = inner;
      }
      return { t: "def", ref: at };
    }
    return null;
  }

  /** The one type named `name` declared inside the type `container` (in its file, indexed with it), if there is one. */
  private nestedType(container: DefRef, name: string): DefRef | null {
    const file = container.file;
    const types = (childrenOf(this.indexedFacts(file) as FileFacts).get(`${container.def}\0${name}`) ?? []).filter((def) => CONTAINERS.has(this.definition({ file, def }).kind));
    return types.length === 1 ? { file, def: types[0] as number } : null;
  }

  private moduleTarget(path: string): ExportTarget {
    if (this.unavailable(path)) return { t: "unavailable", path };
    return { t: "module", path };
  }

  /** Follows an exported name through re-exports to the definition it finally names. */
  resolveExport(path: string, name: string, seen: Set<string>): ExportTarget {
    if (seen.size > 0) return this.followExport(path, name, seen);
    // A first question (nothing followed yet) depends only on what is indexed: its answer is kept.
    return this.keptUnder(this.exportTargets, path, name, () => this.followExport(path, name, seen));
  }

  private followExport(path: string, name: string, seen: Set<string>): ExportTarget {
    const key = `${path}\0${name}`;
    if (seen.has(key)) return { t: "none", reason: `${name} is re-exported in a cycle` };
    seen.add(key);
    if (this.unavailable(path)) return { t: "unavailable", path };
    const pkg = this.packages.get(path);
    if (pkg) return this.packageExport(path, pkg, name, seen);
    const facts = this.facts(path);
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
    for (const { found: one } of this.exportsInPackage(files, path, name, seen)) if (one) found.set(one.key, one.target);
    if (found.size === 1) return [...found.values()][0] as ExportTarget;
    if (found.size > 1) return { t: "none", reason: `${found.size} files of package ${path} declare ${name}` };
    return { t: "none", reason: `package ${path} declares no ${name}` };
  }

  /**
   * What each file of a package gives for `name`, in package order, as packageExport counts it: a definition or a
   * file that cannot be indexed, under a key of its own (null where it gives neither), and whether asking the file
   * lacked a file not indexed yet.
   */
  private *exportsInPackage(files: readonly string[], path: string, name: string, seen: Set<string>): Generator<{ file: string; found: { key: string; target: ExportTarget } | null; lacked: boolean }> {
    for (const file of this.possibleExporters(path, files, name) ?? this.exportersBeforeIndexed(files, name)) {
      const before = this.needs;
      let found: { key: string; target: ExportTarget } | null = null;
      // A file that does not mention the name (or, where a language exports only its declarations, does not
      // declare it) exports it only through `export *`, where its language has that.
      // (A parse that gives up on its deadline is only known by parsing: that one case is not foreseen here.)
      if (!this.mayExport(file, name) && !reexportsAll(file)) {
        if (this.skippedWithoutParse(file)) found = { key: `unavailable:${file}`, target: { t: "unavailable", path: file } };
      } else {
        const target = this.resolveExport(file, name, seen);
        if (target.t === "def") found = { key: defKey(target.ref), target };
        else if (target.t === "unavailable") found = { key: `unavailable:${target.path}`, target };
      }
      yield { file, found, lacked: this.needs > before };
    }
  }

  /**
   * Of a package's files, in order, those that can give `name` to exportsInPackage while some are not indexed:
   * where its languages export only their declarations and the tree's names are known, the name's declarers and
   * the files that were not parsed or cannot be (which count as unavailable); the rest give nothing and lack
   * nothing. Otherwise all of them. The JDK's `java.util` is asked about name after name: 370 files each time.
   */
  private exportersBeforeIndexed(files: readonly string[], name: string): readonly string[] {
    if (!allExportOnlyDeclarations(files) || !mayAnswerByNames(files, name)) return files;
    const declaring = this.text.declarersAmong(files, name, "others");
    const unparsed = declaring && this.text.unparsedAmong(files);
    if (!declaring || !unparsed) return files;
    const unavailable = this.index.unavailable.size === 0 ? [] : files.filter((f) => this.index.unavailable.has(f));
    if (unparsed.length === 0 && unavailable.length === 0) return declaring;
    const asked = new Set([...declaring, ...unparsed, ...unavailable]);
    return files.filter((f) => asked.has(f));
  }

  /**
   * Whether packageExport would find `name` in two files of the package at `path` or more (declared, or leading
   * to a file that cannot be indexed), which makes a use of it through an import uncertain: its files are asked in
   * the same order, only until two show. As in the package itself (see declaredTwiceInPackage), `syscall.EINVAL`
   * asked for every `zerrors_*.go` file of Go's syscall package.
   */
  private exportedTwiceByPackage(path: string, name: string): boolean {
    const files = this.packages.get(path);
    // An answer kept already is as cheap as this one.
    if (!files || this.exportTargets.get(path)?.has(name) || this.unavailable(path)) return false;
    const found = new Set<string>();
    for (const { file, found: one, lacked } of this.exportsInPackage(files, path, name, new Set([`${path}\0${name}`]))) {
      // A file not indexed yet counts as one more that may declare it (see declaredTwiceInPackage).
      if (one) found.add(one.key);
      else if (lacked) found.add(`lacked:${file}`);
      if (found.size > 1) return true;
    }
    return false;
  }

  /**
   * Whether a file can export `name`: it mentions it, and where its language exports only declarations, declares
   * it as no member (such declarations are its top-level ones: Go's package-level functions, types, constants and
   * variables, Java's classes). A file that only has methods of the name cannot export it: upstream of Go's
   * `fmt.Fprintf`, `os.Stat` had `file_plan9.go`, `stat_unix.go` and `stat_windows.go` parsed, a round each, to
   * find that only `stat.go` exports it (the others declare a method `Stat`).
   */
  private mayExport(file: string, name: string): boolean {
    return exportsOnlyDeclarations(file) ? this.mayDefine(file, name, "others") : this.text.mentions(file, name);
  }

  /**
   * The files of a package that can add to packageExport's answer for `name`, in package order: the unavailable
   * ones, and the indexed ones that export the name or re-export whole modules (any other indexed file exports
   * nothing by that name, and a file no grammar covers nothing at all). Null until every file of the package is
   * indexed or known to be unavailable, when the answer must ask each file.
   */
  private possibleExporters(path: string, files: readonly string[], name: string): string[] | null {
    let exporters = this.packageExporters.get(path);
    if (!exporters) {
      if (!files.every((f) => this.index.facts.has(f) || this.index.unavailable.has(f) || !this.indexable(f))) return null;
      exporters = { always: [], byName: new Map() };
      files.forEach((f, i) => {
        const facts = this.index.facts.get(f);
        if (!facts) {
          if (this.index.unavailable.has(f)) (exporters as PackageExporters).always.push(i);
          return;
        }
        const names = new Set<string>();
        for (const e of facts.exports) {
          if ("all" in e) (exporters as PackageExporters).always.push(i);
          if ("exported" in e) names.add(e.exported);
        }
        for (const n of names) {
          const list = (exporters as PackageExporters).byName.get(n);
          if (list) list.push(i);
          else (exporters as PackageExporters).byName.set(n, [i]);
        }
      });
      this.packageExporters.set(path, exporters);
    }
    const named = exporters.byName.get(name) ?? [];
    const positions = exporters.always.length === 0 ? named : [...new Set([...exporters.always, ...named])].sort((a, b) => a - b);
    return positions.map((i) => files[i] as string);
  }
}

/** A relative specifier of dots only (`.`, `../..`, Python's `from . import`): it names a folder's index module. */
const DOTS_ONLY_SPECIFIER = /["'`](?:\.\.?\/)*\.\.?\/?["'`]|from\s+\.+\s+import/;
/** A module source, as an import's facts hold it, made of dots alone: `.`, `../..`, Python's `...`. */
const DOTS_ONLY_SOURCE = /^(?:\.\.?\/)*\.\.?\/?$|^\.+$/;
/** What separates the parts of a module source: folders, extensions, Python's and Rust's module paths. */
const SOURCE_PART_SEPARATORS = /[/.:\\]+/;

interface ModuleNames {
  stem: string;
  folder: string;
  selfName: string | null;
}

/**
 * Whether an import's source, as written, may name a module: one of its parts (between `/`, `.`, `:` or `\`)
 * is the module's file name or its folder's, or it is the name its package's own files import it by (or a path
 * under it), or it is dots alone. A relative source that resolves to the module ends in one of those names,
 * whatever extension it writes; a short file name (`es`) is not found inside every source that holds its
 * letters (`errors`, `types`).
 */
function sourceMayName({ stem, folder, selfName }: ModuleNames): (source: string) => boolean {
  return (source) =>
    DOTS_ONLY_SOURCE.test(source) ||
    (selfName !== null && (source === selfName || source.startsWith(`${selfName}/`))) ||
    source.split(SOURCE_PART_SEPARATORS).some((part) => part !== "" && (part === stem || part === folder));
}

/** Whether a file's language has re-exports of a whole module (`export * from`), by its queries. */
function reexportsAll(file: string): boolean {
  return exportCaptures(file).has("@reexport.all");
}

/**
 * Whether a file's language exports nothing but its own declarations under their own names (its queries capture
 * no other export): then only a file that may declare a name can export it.
 */
export function exportsOnlyDeclarations(file: string): boolean {
  if (!languageForPath(file)?.definitionSites) return false;
  return [...exportCaptures(file)].every((capture) => capture === "@export.declaration");
}

const allExportOnlyDeclarationsOfLists = new WeakMap<readonly string[], boolean>();

/** Whether every one of `files` exports only its declarations (see exportsOnlyDeclarations), kept per list. */
function allExportOnlyDeclarations(files: readonly string[]): boolean {
  let only = allExportOnlyDeclarationsOfLists.get(files);
  if (only === undefined) {
    only = files.every(exportsOnlyDeclarations);
    allExportOnlyDeclarationsOfLists.set(files, only);
  }
  return only;
}

/** The export captures a file's language's queries use, read once per language. */
function exportCaptures(file: string): ReadonlySet<string> {
  const spec = languageForPath(file);
  if (!spec) return NO_CAPTURES;
  let captures = exportCapturesByLanguage.get(spec.name);
  if (!captures) {
    captures = new Set(spec.querySource.match(/@(?:re)?export[\w.]*/g));
    exportCapturesByLanguage.set(spec.name, captures);
  }
  return captures;
}
const exportCapturesByLanguage = new Map<string, ReadonlySet<string>>();
const NO_CAPTURES: ReadonlySet<string> = new Set();

let anonymous: Set<string> | null = null;
/** The names languages give declarations without a name. */
function anonymousNames(): Set<string> {
  anonymous ??= new Set(languages().map((l) => l.anonymousDefinitionName));
  return anonymous;
}

/** Whether a path lies directly in a folder (`dirnamePosix(path) === dir`, without making the folder's name). */
function inFolder(path: string, dir: string): boolean {
  if (dir === "") return path.indexOf("/") < 0;
  return path.length > dir.length + 1 && path.charCodeAt(dir.length) === SLASH && path.startsWith(dir) && path.indexOf("/", dir.length + 1) < 0;
}

const SLASH = 0x2f;

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const languagesOfLists = new WeakMap<readonly string[], { unknown: boolean; anonymous: ReadonlySet<string> }>();

/**
 * Whether mayDefineByText answers for every one of `files` by the kept names alone when asked about `name`: each
 * is of a language, none of one whose anonymous declarations go by that name.
 */
function mayAnswerByNames(files: readonly string[], name: string): boolean {
  let languages = languagesOfLists.get(files);
  if (!languages) {
    const anonymous = new Set<string>();
    let unknown = false;
    for (const f of files) {
      const spec = languageForPath(f);
      if (!spec) unknown = true;
      else if (spec.anonymousDefinitionName !== undefined) anonymous.add(spec.anonymousDefinitionName);
    }
    languages = { unknown, anonymous };
    languagesOfLists.set(files, languages);
  }
  return !languages.unknown && !languages.anonymous.has(name);
}

/** See CodeGraph.mayDefine; a function of the text alone, so that what is kept with the text holds no graph. */
function mayDefineByText(text: TreeText, file: string, name: string, sort: DeclarationSort): boolean {
  const spec = languageForPath(file);
  if (!spec || spec.anonymousDefinitionName === name) return true;
  const { sites, placed } = definitionRulesOf(spec, sort);
  return text.mayDefine(file, name, sites, sort, placed);
}

/** How many definitions an uncertain edge's candidates are, or that there are more than it lists. */
function candidateCount(candidates: readonly DefRef[]): string {
  return candidates.length > MAX_LISTED_CANDIDATES ? `more than ${MAX_LISTED_CANDIDATES} definitions` : count(candidates.length, "definition");
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
