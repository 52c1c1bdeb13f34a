// Module specifiers to repository files. A language's descriptor names its module system; each system is a set
// of rules (ModuleSystem), shared by every language that uses it. The ECMAScript rules live here; the others in
// src/core/modules/.

/** A file, or a package: a directory whose files share one namespace (Go and Java packages). */
export type ModuleResolution =
  | { t: "file"; path: string }
  | { t: "package"; path: string; files: readonly string[] }
  | { t: "external" }
  | { t: "missing" };

/** `read` gives a tree file's text, for systems whose manifests say how specifiers map to directories (go.mod). */
export type ModuleResolver = (
  fromFile: string,
  specifier: string,
  files: ReadonlySet<string>,
  read?: (path: string) => string | null,
) => ModuleResolution;

/** How files outside a package's folder name its top-level declarations (see ModuleSystem.namedOutsideBy). */
export interface PackageNaming {
  /** A word each such file writes (for the words' sketches to rule files out unread). */
  word: string;
  /** Texts of which each such file holds one. */
  texts: readonly string[];
  /**
   * Where such a file names a declaration only in one form, a pattern its text matches wherever it may name
   * `name` (Java: after the package's name, `java.util.List`, or in a file declaring the same package).
   */
  writing?: (name: string) => RegExp;
}

/** The files of a tree that can name some file's declarations (see ModuleSystem.namersOf). */
export interface Namers {
  may(user: string): boolean;
  /** How many of the tree's files may. */
  count: number;
  /** Those files, in the tree's order (listed when first asked). */
  files(): readonly string[];
}

export interface ModuleSystem {
  resolve: ModuleResolver;
  /**
   * The part of an importing file that its resolutions depend on (besides its language), where that is less than
   * the whole path: files with the same scope resolve every specifier alike, so they share one answer.
   */
  scope?: (fromFile: string) => string;
  /**
   * The specifier of a module's submodule `name`, tried when a module does not itself declare a name that is
   * imported from it (Python `from pkg import submodule`, Rust `use crate::a::submodule`).
   */
  submodule?: (specifier: string, name: string) => string;
  /**
   * Where an import may name a type declared inside another (Java's `import a.b.C.D;`, D a class nested in C):
   * how the specifier splits into the module that declares the outermost type and that type's name, tried when
   * the specifier leads to no module, or the module does not declare the imported name. The rest of the path
   * down to the imported name is followed through the types' nested types.
   */
  outerType?: (specifier: string) => { module: string; type: string } | null;
  /** The package a file belongs to, whose top-level declarations it sees without importing them. */
  packageOf?: (file: string, files: ReadonlySet<string>, packageName: string | null) => { path: string; files: readonly string[] } | null;
  /**
   * Whether a module offers only what it declares itself (no re-exports): then `pkg.Name`, through a namespace
   * import, can only mean a declaration of the module the import names, and an imported name is the name of
   * what it leads to (Go's packages, Java's).
   */
  exportsOwnOnly?: boolean;
  /**
   * Whether a declaration is written under a name other than its own only where an import renames it, and such an
   * import writes the name it takes too (Python's `from m import K as L`): no import binds a default export under
   * a name of the importer's choosing. A file can then name a declaration only by its name or by a name some
   * file's import gave it (see CodeGraph.findValuesReaching).
   */
  renamesOnlyInImports?: boolean;
  /**
   * What a file outside folder `dir` writes wherever it names a top-level declaration of the package there (that
   * of a file declaring `packageName`): a word, and texts of which it holds one (Go: an import source ending with
   * the folder's name; Java: the package's name, in an import, a qualified name or its own package clause). Null
   * where a file can name them otherwise (Go: a module's root, named by the module's path).
   */
  namedOutsideBy?: (dir: string, files: ReadonlySet<string>, packageName: string | null) => PackageNaming | null;
  /**
   * Where the language bounds which files can name a file's declarations by more than what they write (Java's
   * modules), those that may; null where any may. A use from a file it turns down is no use.
   */
  namersOf?: (file: string, files: ReadonlySet<string>, read?: (path: string) => string | null) => Namers | null;
  /** The module path that qualifies the names a file declares (`django.db.models`), outermost first. */
  modulePath?: (file: string, files: ReadonlySet<string>, packageName: string | null, read?: (path: string) => string | null) => string[];
}

import { entryOf } from "./entryOf.js";
import { languageForPath } from "./languages.js";
import { partitionPoint } from "./partitionPoint.js";

const SCRIPT_EXTENSIONS = [".ts", ".tsx", ".d.ts", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
const JS_TO_TS: Readonly<Record<string, string[]>> = {
  ".js": [".ts", ".tsx", ".d.ts"],
  ".jsx": [".tsx"],
  ".mjs": [".mts", ".d.mts"],
  ".cjs": [".cts", ".d.cts"],
};

export function normalizePosix(path: string): string | null {
  const out: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(segment);
  }
  return out.join("/");
}

export function dirnamePosix(path: string): string {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}

/**
 * The files a script-module path may denote, in the order Node tries them, or with `declarationsFirst` in the
 * order the TypeScript compiler does: `./x.js` is `x.ts` (or `x.d.ts`) before it is `x.js`.
 */
export function scriptCandidates(base: string, declarationsFirst = false): string[] {
  const out = declarationsFirst ? [] : [base];
  for (const [js, tsList] of Object.entries(JS_TO_TS)) {
    if (base.endsWith(js)) for (const ts of tsList) out.push(base.slice(0, -js.length) + ts);
  }
  if (declarationsFirst) out.push(base);
  for (const ext of SCRIPT_EXTENSIONS) out.push(base + ext);
  for (const ext of SCRIPT_EXTENSIONS) out.push(`${base}/index${ext}`);
  return out;
}

/**
 * Relative specifiers (`./x`, `../y/z.js`), and a package's own name (`zod/v4` inside zod) where its
 * package.json maps it through `exports`; any other bare specifier names a package outside the tree.
 */
const ecmascript: ModuleResolver = (fromFile, specifier, files, read) => {
  if (!specifier.startsWith("./") && !specifier.startsWith("../") && specifier !== "." && specifier !== "..") {
    return selfReference(fromFile, specifier, files, read);
  }
  const dir = dirnamePosix(fromFile);
  const base = normalizePosix(dir === "" ? specifier : `${dir}/${specifier}`);
  if (base === null) return { t: "missing" };
  const declarationsFirst = languageForPath(fromFile)?.declarationsFirst === true;
  for (const candidate of scriptCandidates(base, declarationsFirst)) if (files.has(candidate)) return { t: "file", path: candidate };
  return { t: "missing" };
};

/**
 * The files whose text the engine reads besides parsing them: the manifests of module systems (go.mod,
 * Cargo.toml, package.json, Java's module-info.java) and of entrypoint finders (package.json). A workspace reads
 * no other (see Workspace.read), and what a tree's files make known is keyed by their contents (IndexCache.treeKey).
 */
const MANIFEST_NAMES: ReadonlySet<string> = new Set(["go.mod", "Cargo.toml", "package.json", "module-info.java"]);

export function isManifest(path: string): boolean {
  return MANIFEST_NAMES.has(path.slice(path.lastIndexOf("/") + 1));
}

/** Parsed package.json files, per reader (one tree's files). */
const manifests = new WeakMap<(path: string) => string | null, Map<string, { name?: unknown; exports?: unknown } | null>>();

function manifest(path: string, read: (path: string) => string | null): { name?: unknown; exports?: unknown } | null {
  let cache = manifests.get(read);
  if (!cache) {
    cache = new Map();
    manifests.set(read, cache);
  }
  if (!cache.has(path)) {
    let parsed: { name?: unknown; exports?: unknown } | null = null;
    try {
      const value: unknown = JSON.parse(read(path) ?? "null");
      if (value && typeof value === "object") parsed = value as { name?: unknown; exports?: unknown };
    } catch {
      parsed = null;
    }
    cache.set(path, parsed);
  }
  return cache.get(path) ?? null;
}

/**
 * A package importing itself by name: the nearest package.json above the importing file names the package
 * and maps its subpaths through `exports`, under the conditions the importing file's language resolves with
 * (its descriptor's `exportConditions`, in the order the exports object lists them).
 */
function selfReference(fromFile: string, specifier: string, files: ReadonlySet<string>, read?: (path: string) => string | null): ModuleResolution {
  const conditions = languageForPath(fromFile)?.exportConditions;
  if (!read || !conditions) return { t: "external" };
  const above = exportingPackageAbove(fromFile, files, read);
  if (!above) return { t: "external" };
  const { dir, name, exports } = above;
  if (specifier !== name && !specifier.startsWith(`${name}/`)) return { t: "external" };
  const subpath = `.${specifier.slice(name.length)}`;
  const target = exportTarget(exports, subpath, new Set(conditions));
  if (target === null || !target.startsWith("./")) return { t: "missing" };
  const base = normalizePosix(joinPosix(dir, target.slice(2)));
  if (base === null) return { t: "missing" };
  const declarationsFirst = languageForPath(fromFile)?.declarationsFirst === true;
  for (const candidate of scriptCandidates(base, declarationsFirst)) if (files.has(candidate)) return { t: "file", path: candidate };
  // Mapped to a build output the tree does not hold (a checkout before its build): as good as outside.
  return { t: "external" };
}

/** The nearest package.json above a file, when it has a name and maps subpaths through `exports`. */
function exportingPackageAbove(file: string, files: ReadonlySet<string>, read: (path: string) => string | null): { dir: string; name: string; exports: unknown } | null {
  let dir = dirnamePosix(file);
  while (!files.has(joinPosix(dir, "package.json"))) {
    if (dir === "") return null;
    dir = dirnamePosix(dir);
  }
  const pkg = manifest(joinPosix(dir, "package.json"), read);
  const name = pkg?.name;
  if (typeof name !== "string" || pkg?.exports === undefined || pkg.exports === null) return null;
  return { dir, name, exports: pkg.exports };
}

/**
 * The name the files of a module's own package may import it by (`shop`, `shop/util`: see selfReference), which
 * need hold neither the module's file name nor its folder's; null where no package.json above it maps `exports`.
 */
export function selfReferenceName(path: string, files: ReadonlySet<string>, read?: (path: string) => string | null): string | null {
  return read ? (exportingPackageAbove(path, files, read)?.name ?? null) : null;
}

/** The path `exports` maps a subpath to: an exact key, else the longest `*` pattern that matches it. */
function exportTarget(exports: unknown, subpath: string, conditions: ReadonlySet<string>): string | null {
  const isSubpathMap = exports !== null && typeof exports === "object" && !Array.isArray(exports) && Object.keys(exports).some((k) => k.startsWith("."));
  if (!isSubpathMap) return subpath === "." ? conditional(exports, conditions, null) : null;
  const map = exports as Record<string, unknown>;
  if (Object.hasOwn(map, subpath)) return conditional(map[subpath], conditions, null);
  let best: { key: string; star: string } | null = null;
  for (const key of Object.keys(map)) {
    const star = key.indexOf("*");
    if (star < 0 || key.indexOf("*", star + 1) >= 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (!subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < key.length - 1) continue;
    if (!best || prefix.length > best.key.indexOf("*")) best = { key, star: subpath.slice(prefix.length, subpath.length - suffix.length) };
  }
  return best ? conditional(map[best.key], conditions, best.star) : null;
}

/** A target under conditions: the first listed condition that applies, followed down to a path. */
function conditional(target: unknown, conditions: ReadonlySet<string>, star: string | null): string | null {
  if (typeof target === "string") return star === null ? target : target.split("*").join(star);
  if (Array.isArray(target)) {
    for (const t of target) {
      const found = conditional(t, conditions, star);
      if (found !== null) return found;
    }
    return null;
  }
  if (target === null || typeof target !== "object") return null;
  for (const [key, value] of Object.entries(target as Record<string, unknown>)) {
    if (!conditions.has(key)) continue;
    const found = conditional(value, conditions, star);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Each file set's files in order, and the files directly inside each directory asked about: a Java import is
 * tried as a package in every folder above its file, most of which hold nothing, so a directory's files are
 * found by binary search when first asked for, not by indexing every directory of the tree (the JDK's 15,000
 * files: 9 ms of each fresh request).
 */
const directoryIndexes = new WeakMap<
  ReadonlySet<string>,
  {
    sorted: readonly string[];
    byDirectory: Map<string, readonly string[]>;
    kept: Map<(file: string) => boolean, Map<string, readonly string[]>>;
    byLastName: Map<(file: string) => boolean, Map<string, string[]>>;
  }
>();

function directoryIndex(files: ReadonlySet<string>) {
  let index = directoryIndexes.get(files);
  if (!index) {
    const listed = [...files];
    // Sets made from a sorted listing (the usual case) need no sort.
    if (!listed.every((f, i) => i === 0 || (listed[i - 1] as string) < f)) listed.sort();
    index = { sorted: listed, byDirectory: new Map(), kept: new Map(), byLastName: new Map() };
    directoryIndexes.set(files, index);
  }
  return index;
}

/**
 * The files directly inside `dir` that `keep` keeps (a function made once), in order: one list for every file
 * of a package, which what is worked out per list (a package's file numbers, its languages) is kept by.
 */
export function filesInDirectoryWhere(dir: string, files: ReadonlySet<string>, keep: (file: string) => boolean): readonly string[] {
  const kept = entryOf(directoryIndex(files).kept, keep, () => new Map<string, readonly string[]>());
  return entryOf(kept, dir, () => filesInDirectory(dir, files).filter(keep));
}

/**
 * The folders holding a file `keep` keeps (a function made once) whose path is `rel` or ends with `/rel`, in
 * order: one package's folder under each source root of a tree. The folders are indexed once per file set and
 * `keep`, by their last name.
 */
export function directoriesEndingWith(rel: string, files: ReadonlySet<string>, keep: (file: string) => boolean): readonly string[] {
  const byLastName = entryOf(directoryIndex(files).byLastName, keep, () => {
    const index = new Map<string, string[]>();
    // A folder's files are not contiguous in the listing: a folder comes back after its subfolders' files.
    const seen = new Set<string>();
    for (const file of directoryIndex(files).sorted) {
      const dir = dirnamePosix(file);
      if (seen.has(dir) || !keep(file)) continue;
      seen.add(dir);
      entryOf(index, dir.slice(dir.lastIndexOf("/") + 1), () => []).push(dir);
    }
    for (const list of index.values()) list.sort();
    return index;
  });
  const found = byLastName.get(rel.slice(rel.lastIndexOf("/") + 1)) ?? [];
  return found.filter((dir) => dir === rel || dir.endsWith(`/${rel}`));
}

/** The files directly inside `dir` ("" is the root), in order. */
export function filesInDirectory(dir: string, files: ReadonlySet<string>): readonly string[] {
  const index = directoryIndex(files);
  let found = index.byDirectory.get(dir);
  if (!found) {
    const sorted = index.sorted;
    const prefix = dir === "" ? "" : `${dir}/`;
    // The paths under a folder are contiguous in a sorted list: from the first not before its prefix.
    const lo = partitionPoint(sorted.length, (i) => (sorted[i] as string) < prefix);
    const inside: string[] = [];
    for (let i = lo; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++) {
      if (!(sorted[i] as string).includes("/", prefix.length)) inside.push(sorted[i] as string);
    }
    found = inside;
    index.byDirectory.set(dir, found);
  }
  return found;
}

export function joinPosix(dir: string, rest: string): string {
  return dir === "" ? rest : `${dir}/${rest}`;
}

export const ecmascriptModules: ModuleSystem = { resolve: ecmascript, scope: dirnamePosix };
