// Languages are data: one folder per language with a `language.json` descriptor and its `.scm` query files.
// This module finds those folders and the grammar WASM files, whether running from src/ or from the bundle.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { entryOf } from "./entryOf.js";
import type { DeclarationSort } from "./facts.js";
import { compileImportQualifiers, type ImportQualifierDescriptor } from "./importQualifiers.js";
import { compileSketchLexicon, type SketchLexicon, type SketchLexiconDescriptor } from "./wordSketch.js";

export interface LanguageDescriptor {
  name: string;
  extensions: string[];
  grammar: { package: string; wasm: string };
  /** Query files, relative to the language folder; concatenated in this order into one query. */
  queries: string[];
  /** Which module resolver binds import specifiers to files (see resolver.ts). */
  moduleSystem: string;
  /**
   * The conditions under which a package's `exports` map is read for this language's imports, where its module
   * system reads one (TypeScript resolves types first).
   */
  exportConditions?: string[];
  /** Whether this language's imports of `./x.js` mean `x.ts` or `x.d.ts` first, where both exist (TypeScript). */
  declarationsFirst?: boolean;
  /** Node types whose range a declaration directly inside them takes (export statements, decorators). */
  rangeWrappers: string[];
  /** Declaration node types that are overload signatures, merged with the declaration that follows. */
  overloadSignatures: string[];
  /** Node types inside which `this`/`self` no longer means the enclosing class. */
  thisBarriers: string[];
  /** Receiver node types or identifier texts that mean the enclosing class's instance. */
  selfReceivers: string[];
  /** Receiver node types or identifier texts that mean the superclass. */
  superReceivers: string[];
  /** The name a declaration without a name takes. */
  anonymousDefinitionName: string;
  /**
   * Whether a declaration without a name can be reached for certain only from its own file, its members too:
   * no other file can name it or its type (Java's `new T() { ... }`; not a default export, which an import names).
   */
  anonymousStaysInFile?: boolean;
  /**
   * Whether a certain use of a definition always bears the definition's own name, or a name it is exported as:
   * no import binds a declaration under another name (Go's imports bind packages; Java's keep the class's or
   * member's name). A file's lines that hold none of those names then hold none of its uses, so a slice of a user
   * of the definition spans at least one line that does (see TreeText.shortestLineHolding). Checked against the
   * parser's resolved uses by test/core/usesBearNames.test.ts.
   */
  usesBearDefinitionNames?: boolean;
  /**
   * Modifiers that keep a member to its own file (Java's `private`: only the top-level class around it, in the
   * same file, can name it): its certain uses are looked for there alone.
   */
  fileScopedModifiers?: string[];
  /**
   * The characters that may stand right before a name written on a receiver (`x.next()`), past blanks on its
   * line: the member access itself, what may sit between it and the name (Java's `x.<T>next()`, the end of a
   * comment). A file in which every mention of a name stands after something else, and not first on its line
   * (the line before could end with the access), holds no use of it on a receiver, so no possible caller.
   */
  receiverMarks?: string;
  /**
   * Keywords a declared name follows (Python's `def` and `class`): a mention right after one, past blanks on its
   * line, declares the name (or stands in a comment or a string) and is no use of it, so a file that mentions a
   * name only so is not searched for its uses.
   */
  declarationKeywords?: string[];
  /**
   * What follows a name that an import renames, as a pattern (Python's `K as L`, blanks, line continuations and
   * comments between): a file whose text holds no name so followed renames none (see CodeGraph.findValuesReaching).
   * It may match more than renaming imports (`except K as e`), never fewer. Without it, every file is read for them.
   */
  renamedAfter?: string;
  /**
   * How a file's header of imports binds the names that qualify uses with a package (Go's `bytes` in
   * `bytes.Equal`), line by line (importQualifiers.ts): a mention after such a name, one the file writes nowhere
   * but before the separator, is no call on a receiver either. The patterns may find fewer imports than the
   * parser (only slower), never one it does not bind: checked by test/core/importQualifiers.test.ts.
   */
  importQualifiers?: ImportQualifierDescriptor;
  /** How qualified names are written (`.` unless the language says otherwise, as Rust's `::`). */
  symbolSeparator?: string;
  /**
   * Words that, first in a symbol anchor, name the root of the file's module path (Rust's `crate`): the anchor then
   * names the whole qualified name from that root, whatever the root's own name is.
   */
  rootAliases?: string[];
  /**
   * Where methods declared outside their type (captured with @owner) may live: in the type's own file
   * ("file", Rust `impl` blocks proven only there) or in any file of its package ("package", Go).
   */
  ownerScope?: "file" | "package";
  /**
   * Where a declared name can stand: regular expressions (read with the `m` flag over the file's bytes as latin1)
   * for the text right before it (`func `, `class `, a line start) and, optionally, a lookahead for the text right
   * after it (`(`). A file where no mention of a name stands at one of these sites cannot declare it and is not
   * parsed to count or find its definitions. The sites may match more than declarations (only slower), never
   * fewer; without them any mention may be one.
   */
  definitionSites?: DefinitionSite[];
  /**
   * Sites where a name, in code (outside comments and strings, as the sketchLexicon reads them), is surely
   * declared as a definition of the site's sort: the converse of definitionSites, which may match more. Read as
   * definitionSites are, over the file's text with its comments and strings blanked. A file with such a site
   * is counted among a name's declarers without being parsed, where only their number matters (more than an
   * uncertain edge lists). Checked against the parser's declarations by test/core/sureDefinitionSites.test.ts.
   */
  sureDefinitionSites?: SureDefinitionSite[];
  /**
   * Where a member declared apart from its type names the type it belongs to (Go's receivers, `func (e *Errno)`),
   * read as definitionSites are, around the type's name. A file where no mention of a type's name stands at one
   * of them declares no member of that type. Checked against the parser's declarations by
   * test/core/definitionSites.test.ts. Without them any mention may be one.
   */
  ownerSites?: DefinitionSite[];
  /**
   * Whether every declaration that is no member stands outside all `{ }` of code (Go's package-level ones:
   * bodies of functions, structs and interfaces are braced): a definition site of that sort inside braces
   * (a function's `var buf`, a line `m = x`) is then no declaration. Files whose braces do not pair are read as
   * if it were not so. Checked against the parser's declarations by test/core/definitionSites.test.ts.
   */
  topLevelOutsideBraces?: boolean;
  /**
   * Whether every definition site stands at a line's start or right after a word, `>`, `]`, `)` or `/` (the end
   * of a block comment), past spaces and tabs: then the words' sketch of a file whose text is not kept says where
   * a name may be declared (wordSketch.declaredHash), and a file that mentions a name only elsewhere (Java's
   * `x.size()`, `@Override`) is ruled out without being read again. Checked against the parser's declarations
   * by test/core/definitionSites.test.ts.
   */
  definitionsAfterWords?: boolean;
  /**
   * How the language writes comments and strings, where a file's comments can be told from its code without
   * parsing it: the words of comments are then left out of its sketch (wordSketch.sketchWordsInto), so that a
   * name written only in documentation does not have the file parsed. Without it a file is sketched whole.
   */
  sketchLexicon?: SketchLexiconDescriptor;
  /**
   * A regular expression (Unicode) that the names visible outside their package match (Go: an upper-case
   * initial). A name that does not match can only be declared and used inside one package, so a use of it is
   * looked up there alone. Without it any name may come from anywhere.
   */
  exportedNames?: string;
}

export interface DefinitionSite {
  before: string;
  after?: string;
  /**
   * Which declarations stand here, when only one sort can: "members" (inside or for another declaration: Go
   * methods, Java methods) or "others" (Go's functions and package variables). A search for one sort skips the
   * sites of the other.
   */
  declares?: "members" | "others";
  /**
   * Whether the name at this site always follows one of the sketchLexicon's declaringKeywords, with only blanks
   * and comments between (Java's classes): a question for a sort all of whose sites do so rules out a file whose
   * sketch holds the name after no such keyword (wordSketch.keywordHash). Checked against the parser's
   * declarations by test/core/definitionSites.test.ts.
   */
  afterKeyword?: boolean;
  /**
   * Whether the name at this site always stands where a declaration may (see definitionsAfterWords) and is
   * always followed, past blanks and comments, by one of the sketchLexicon's declarationOpeners (Java's methods:
   * `(` or `{`): a question for a sort whose sites all stand so, or after a keyword, rules out a file whose
   * sketch holds the name before no opener nor after a keyword (wordSketch.openerHash). Checked as afterKeyword.
   */
  beforeOpener?: boolean;
}

/**
 * Where the names of one sort of declaration stand, as a file's words' sketch records them: after a declaring
 * keyword or before a declaration opener (every site of the sort is `afterKeyword` or `beforeOpener`: one or
 * both), after words (definitionsAfterWords), or anywhere the sketch can tell.
 */
export type DefinitionPlacement = "afterKeyword" | "beforeOpener" | "afterKeywordOrBeforeOpener" | "afterWords" | "anywhere";

/** The placement of a language's declarations of one sort (see DefinitionPlacement). */
export function definitionPlacementOf(spec: LanguageSpec, sort: DeclarationSort): DefinitionPlacement {
  return definitionRulesOf(spec, sort).placed;
}

/** The placement of a sort whose sites all follow a keyword or precede an opener (or of no sites, for none). */
function placementOf(spec: LanguageSpec, sites: readonly DefinitionSite[]): DefinitionPlacement {
  const keywords = (spec.sketchLexicon?.declaringKeywords ?? []).length > 0;
  const openers = (spec.sketchLexicon?.declarationOpeners ?? "").length > 0 && spec.definitionsAfterWords === true;
  const afterKeyword = (site: DefinitionSite) => keywords && site.afterKeyword === true;
  const beforeOpener = (site: DefinitionSite) => openers && site.beforeOpener === true;
  if (sites.length === 0 || !sites.every((site) => afterKeyword(site) || beforeOpener(site))) return spec.definitionsAfterWords === true ? "afterWords" : "anywhere";
  const someAfterKeyword = sites.some(afterKeyword);
  const someBeforeOpener = sites.some((site) => !afterKeyword(site));
  return someAfterKeyword && someBeforeOpener ? "afterKeywordOrBeforeOpener" : someAfterKeyword ? "afterKeyword" : "beforeOpener";
}

export interface LanguageSpec extends LanguageDescriptor {
  /** The query source: the language's query files concatenated. */
  querySource: string;
  /** Absolute path of the grammar's WASM file. */
  wasmPath: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** dist/languages next to the bundle, or src/languages when running from source. */
export function languagesDirectory(): string {
  const candidates = [join(here, "languages"), resolve(here, "../languages")];
  for (const c of candidates) if (existsSync(join(c, "typescript", "language.json"))) return c;
  throw new Error(`language folders not found (looked in ${candidates.join(", ")})`);
}

/** A WASM file copied next to the bundle (dist/wasm), or the one its npm package ships. */
export function wasmFile(pkg: string, file: string): string {
  const bundled = join(here, "wasm", file);
  if (existsSync(bundled)) return bundled;
  return require.resolve(`${pkg}/${file}`);
}

let registry: LanguageSpec[] | null = null;

/** A site where a name in code surely names a declaration of one sort (see LanguageSpec.sureDefinitionSites). */
export interface SureDefinitionSite {
  before: string;
  after: string;
  declares: "members" | "others";
}

/** A language's sureDefinitionSites of one sort, as one list per language and sort; empty for none. */
export function sureDefinitionSitesOf(spec: LanguageSpec, sort: "members" | "others"): readonly SureDefinitionSite[] {
  return sureSitesBySort(spec)?.[sort] ?? [];
}

const sureSitesBySort = compiledOnce(
  (spec) => spec.sureDefinitionSites,
  (all) => ({ members: all.filter((s) => s.declares === "members"), others: all.filter((s) => s.declares === "others") }),
);

/** The language of this name (a parse job names its language so), or null. */
export function languageNamed(name: string): LanguageSpec | null {
  return languages().find((s) => s.name === name) ?? null;
}

/**
 * A language's definitionSites where declarations of one sort can stand ("all": every site), as one list per
 * language and sort, so that what is derived from a list can be kept with it.
 */
export function definitionSitesOf(spec: LanguageSpec, sort: DeclarationSort): readonly DefinitionSite[] | undefined {
  return definitionRulesOf(spec, sort).sites;
}

/**
 * A language's definition sites of one sort and their placement, made once per language: asked of every file a
 * question by name looks at, for name after name.
 */
export function definitionRulesOf(spec: LanguageSpec, sort: DeclarationSort): { sites: readonly DefinitionSite[] | undefined; placed: DefinitionPlacement } {
  let rules = rulesBySpec.get(spec);
  if (!rules) {
    const all = spec.definitionSites;
    const of = (sites: readonly DefinitionSite[] | undefined) => ({ sites, placed: placementOf(spec, sites ?? []) });
    const ofSort = (one: "members" | "others") => of(all?.filter((s) => s.declares === undefined || s.declares === one));
    rules = { all: of(all), members: ofSort("members"), others: ofSort("others") };
    rulesBySpec.set(spec, rules);
  }
  return rules[sort];
}

const rulesBySpec = new Map<LanguageSpec, Record<DeclarationSort, { sites: readonly DefinitionSite[] | undefined; placed: DefinitionPlacement }>>();

/**
 * A descriptor field compiled once per language: `compile` of the field, or null for a language without it, or
 * for no language.
 */
function compiledOnce<D, C>(field: (spec: LanguageSpec) => D | undefined, compile: (descriptor: D) => C): (spec: LanguageSpec | null) => C | null {
  const compiled = new Map<LanguageSpec, C | null>();
  return (spec) => {
    if (!spec) return null;
    let value = compiled.get(spec);
    if (value === undefined) {
      const descriptor = field(spec);
      value = descriptor === undefined ? null : compile(descriptor);
      compiled.set(spec, value);
    }
    return value;
  };
}

/** A language's sketchLexicon, compiled once; null for a language without one, or for no language. */
export const sketchLexiconOf = compiledOnce((spec) => spec.sketchLexicon, compileSketchLexicon);

/** The sketchLexicon of a path's language, if it has one: what every sketch of a file is made with. */
export function sketchLexiconForPath(path: string): SketchLexicon | null {
  return sketchLexiconOf(languageForPath(path));
}

/** A language's importQualifiers, compiled once; null when it has none. */
export const importQualifiersOf = compiledOnce((spec) => spec.importQualifiers, compileImportQualifiers);

/** A language's exportedNames, compiled once; null when it has none. */
export const exportedNamesOf = compiledOnce((spec) => spec.exportedNames, (pattern) => new RegExp(pattern, "u"));

export function languages(): readonly LanguageSpec[] {
  if (registry) return registry;
  const dir = languagesDirectory();
  const specs: LanguageSpec[] = [];
  for (const name of readdirSync(dir).sort()) {
    const descriptorPath = join(dir, name, "language.json");
    if (!existsSync(descriptorPath)) continue;
    const descriptor = JSON.parse(readFileSync(descriptorPath, "utf8")) as LanguageDescriptor;
    const spec = { ...descriptor, wasmPath: wasmFile(descriptor.grammar.package, descriptor.grammar.wasm) } as LanguageSpec;
    // Read when first asked for: a run that parses nothing (a warm `index`, a cached request) needs only the
    // descriptors, and the query files are most of the registry's reads (about 50 of its 57 files).
    let querySource: string | undefined;
    Object.defineProperty(spec, "querySource", {
      enumerable: true,
      get: () => (querySource ??= descriptor.queries.map((q) => readFileSync(join(dir, name, q), "utf8")).join("\n")),
    });
    specs.push(spec);
  }
  registry = specs;
  return specs;
}

/** What the language's queries say of it, found once per language. */
const inheriting = new Map<LanguageSpec, boolean>();
const flowing = new Map<LanguageSpec, boolean>();
const provedInPackage = new Map<LanguageSpec, boolean>();

/**
 * Whether a class of the language can take members from the one it extends: its queries capture a superclass
 * (`@heritage`). Where none can, a member reached through a type is a member of that very type.
 */
export function inheritsMembers(spec: LanguageSpec): boolean {
  return entryOf(inheriting, spec, () => /@heritage\b/.test(spec.querySource));
}

/**
 * Whether a declaration of the language can lead a value of one type to a name of another (typeFlow.ts): its
 * queries capture a superclass, a declared return type, a field's type or a callback's (`@heritage`, `@returns`,
 * `@field`, `@callback`). Where none can, the files writing a type's name are all its values can be in.
 */
export function flowsTypes(spec: LanguageSpec): boolean {
  return entryOf(flowing, spec, () => /@(?:heritage|returns|field|callback)\b/.test(spec.querySource));
}

/**
 * Whether, outside a type's own package, only its name written before a member (`Type.member`) can prove a
 * receiver to be of that type: no declaration leads a type to another name (flowsTypes), no class takes members
 * from another (inheritsMembers), and no binding's declared type (`@binding.type`) names a type of another file,
 * its language's imports binding modules alone (no `@import.name` or `@import.default`: Go's `var b Buffer`
 * names a type of its own file or none). A call `x.m()` elsewhere is then never a certain call of the member.
 */
export function receiversProvedInPackage(spec: LanguageSpec): boolean {
  return entryOf(provedInPackage, spec, () => {
    const source = spec.querySource;
    const typedBindingsLeave = /@binding\.type\b/.test(source) && /@import\.(?:name|default)\b/.test(source);
    return !typedBindingsLeave && !flowsTypes(spec) && !inheritsMembers(spec);
  });
}

/** The last part of every language's extension, lower-cased, written into the bundle when it is built (scripts/build.mjs). */
declare const __ODIN_SLICE_EXTENSION_PARTS__: readonly string[] | undefined;

let extensionParts: ReadonlySet<string> | null = null;

/**
 * Whether a path ends as some language's files do, by its last dot-separated part: true of every path that
 * languageForPath gives a language (and of a few more, `x.d.ts`'s kin), and known in a bundle without reading the
 * languages' descriptors, which a warm `odin-slice index` answered by dist/cli.cjs alone does not have.
 */
export function mayBeLanguageFile(path: string): boolean {
  extensionParts ??= new Set(
    typeof __ODIN_SLICE_EXTENSION_PARTS__ !== "undefined"
      ? __ODIN_SLICE_EXTENSION_PARTS__
      : languages().flatMap((spec) => spec.extensions.map((ext) => ext.slice(ext.lastIndexOf(".")).toLowerCase())),
  );
  const dot = path.lastIndexOf(".");
  if (dot < 0) return false;
  const last = path.slice(dot);
  return !last.includes("/") && extensionParts.has(last.toLowerCase());
}

/** The language of a path by its extension, or null when no grammar covers it. */
export function languageForPath(path: string): LanguageSpec | null {
  // Asked of every file of a listing (the JDK's: 25,000): answered per last dot-separated part as written, not per
  // path, since a map of every path cost more than matching each path afresh.
  const dot = path.lastIndexOf(".");
  if (dot < 0) return null;
  const last = path.slice(dot);
  let known = byLastPartAsWritten.get(last);
  if (known === undefined) {
    known = last.includes("/") ? null : languageOfLastPart(last.toLowerCase());
    if (byLastPartAsWritten.size > 10_000) byLastPartAsWritten.clear();
    byLastPartAsWritten.set(last, known);
  }
  return known === SEVERAL_PARTS ? matchLanguage(path) : known;
}

/** Stands for a last part that ends a longer extension as well (`.ts` of `.d.ts`): the whole path decides. */
const SEVERAL_PARTS = Symbol("several parts");

const byLastPartAsWritten = new Map<string, LanguageSpec | null | typeof SEVERAL_PARTS>();

/** Every language's extensions, by the last dot-separated part of each (`.d.ts` under `.ts`). */
let extensionsByLastPart: Map<string, { ext: string; spec: LanguageSpec }[]> | null = null;

function languageOfLastPart(lower: string): LanguageSpec | null | typeof SEVERAL_PARTS {
  extensionsByLastPart ??= byLastPart(languages());
  const candidates = extensionsByLastPart.get(lower);
  if (!candidates) return null;
  if (candidates.some(({ ext }) => ext !== lower)) return SEVERAL_PARTS;
  return (candidates[0] as { spec: LanguageSpec }).spec;
}

function matchLanguage(path: string): LanguageSpec | null {
  // Only the extensions ending as the path does are compared, the longest matching one winning.
  extensionsByLastPart ??= byLastPart(languages());
  const lower = path.toLowerCase();
  const candidates = extensionsByLastPart.get(lower.slice(lower.lastIndexOf(".")));
  let best: LanguageSpec | null = null;
  let bestLength = 0;
  for (const { ext, spec } of candidates ?? []) {
    if (lower.endsWith(ext) && ext.length > bestLength) {
      best = spec;
      bestLength = ext.length;
    }
  }
  return best;
}

function byLastPart(specs: readonly LanguageSpec[]): Map<string, { ext: string; spec: LanguageSpec }[]> {
  const map = new Map<string, { ext: string; spec: LanguageSpec }[]>();
  for (const spec of specs) {
    for (const ext of spec.extensions) {
      const last = ext.slice(ext.lastIndexOf("."));
      const list = map.get(last);
      if (list) list.push({ ext, spec });
      else map.set(last, [{ ext, spec }]);
    }
  }
  return map;
}
