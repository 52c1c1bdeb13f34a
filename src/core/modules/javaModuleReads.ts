// Java's module system (JLS 7.7): code in a named module can name only the types of the modules it reads, so a
// declaration of one module cannot be used from a module that cannot reach it. A tree's `module-info.java` files
// say which folders are named modules (every file below one, to the next) and what each requires.
import { entryOf } from "../entryOf.js";
import { dirnamePosix, type Namers } from "../resolver.js";

const MODULE_INFO = "module-info.java";

/** The named modules of one tree, worked out from its module-info files when first asked. */
interface TreeModules {
  /** Module name by the folder of a module-info.java that declares one. */
  roots: Map<string, string>;
  /** The modules each module requires, as its module-info files write them (every kind: transitive, static). */
  requires: Map<string, Set<string>>;
  /** The module a folder's files belong to (null: none, the unnamed module), kept per folder and per file. */
  moduleOfDir: Map<string, string | null>;
  moduleOfFile: Map<string, string | null>;
  /** Per module, the files that may name its declarations. */
  namers: Map<string, Namers>;
  /** The tree's files by module (null: none), in the tree's order, listed when first asked. */
  filesByModule: Map<string | null, string[]> | null;
  /** Per module, the modules from which it can be reached. */
  readersOf: Map<string, ReadonlySet<string>> | null;
}

const byTree = new WeakMap<ReadonlySet<string>, TreeModules | null>();

/**
 * Which files may name a declaration of `file` at all: where `file` lies in a named module, the files of no named
 * module (the class path reads every module) and those of the modules that reach it by `requires`, directly or
 * through others (a module reading one whose classes extend the declaring module's can call their inherited
 * methods; `java.base` is read by all). Null where any file may: no module-info in the tree, or `file` in none.
 * Exports are not looked at: a package that is not exported can still be reached through a subclass in one that
 * is, so they bound nothing a name alone can tell.
 */
export function javaNamersOf(file: string, files: ReadonlySet<string>, read?: (path: string) => string | null): Namers | null {
  const tree = treeModules(files, read);
  if (!tree) return null;
  const module = moduleOf(tree, file);
  if (module === null) return null;
  let namers = tree.namers.get(module);
  if (!namers) {
    const readers = readersOf(tree).get(module) ?? new Set([module]);
    const byModule = filesByModule(tree, files);
    const lists = [...byModule].filter(([of]) => of === null || readers.has(of)).map(([, list]) => list);
    let listed: readonly string[] | null = null;
    namers = {
      may: (user: string) => {
        const of = moduleOf(tree, user);
        return of === null || readers.has(of);
      },
      count: lists.reduce((n, list) => n + list.length, 0),
      // The tree's order is its paths' (the listing is sorted): the modules' lists merged back into it.
      files: () => (listed ??= lists.length === 1 ? (lists[0] as string[]) : lists.flat().sort()),
    };
    tree.namers.set(module, namers);
  }
  return namers;
}

function filesByModule(tree: TreeModules, files: ReadonlySet<string>): Map<string | null, string[]> {
  if (tree.filesByModule) return tree.filesByModule;
  const byModule = new Map<string | null, string[]>();
  for (const file of files) entryOf(byModule, moduleOf(tree, file), () => []).push(file);
  tree.filesByModule = byModule;
  return byModule;
}

function treeModules(files: ReadonlySet<string>, read?: (path: string) => string | null): TreeModules | null {
  let tree = byTree.get(files);
  if (tree !== undefined) return tree;
  tree = null;
  if (read) {
    for (const path of files) {
      if (path !== MODULE_INFO && !path.endsWith(`/${MODULE_INFO}`)) continue;
      const text = read(path);
      const declared = text === null ? null : moduleDeclaration(text);
      if (!declared) continue;
      tree ??= { roots: new Map(), requires: new Map(), moduleOfDir: new Map(), moduleOfFile: new Map(), namers: new Map(), filesByModule: null, readersOf: null };
      tree.roots.set(dirnamePosix(path), declared.name);
      const requires = entryOf(tree.requires, declared.name, () => new Set<string>());
      for (const r of declared.requires) requires.add(r);
    }
  }
  byTree.set(files, tree);
  return tree;
}

/** The module a module-info file declares and those it requires; null where it declares none. */
export function moduleDeclaration(text: string): { name: string; requires: string[] } | null {
  // Comments and strings first: a word in them is no directive.
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"/g, " ");
  const name = /\bmodule\s+([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*\{/.exec(code);
  if (!name) return null;
  const requires: string[] = [];
  for (const m of code.matchAll(/\brequires\s+((?:(?:transitive|static)\s+)*)([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*;/g)) {
    requires.push((m[2] as string).replace(/\s+/g, ""));
  }
  return { name: (name[1] as string).replace(/\s+/g, ""), requires };
}

/** The named module a file belongs to: that of the nearest folder above it with a module-info.java. */
function moduleOf(tree: TreeModules, file: string): string | null {
  // Asked of every file a name's search lists: kept per file, not worked out from its folder each time.
  let module = tree.moduleOfFile.get(file);
  if (module === undefined) {
    module = moduleOfDir(tree, dirnamePosix(file));
    tree.moduleOfFile.set(file, module);
  }
  return module;
}

function moduleOfDir(tree: TreeModules, dir: string): string | null {
  const known = tree.moduleOfDir.get(dir);
  if (known !== undefined) return known;
  const root = tree.roots.get(dir);
  const module = root !== undefined ? root : dir === "" ? null : moduleOfDir(tree, dirnamePosix(dir));
  tree.moduleOfDir.set(dir, module);
  return module;
}

/** For every module of the tree, those from which it can be reached by requires (itself included). */
function readersOf(tree: TreeModules): Map<string, ReadonlySet<string>> {
  if (tree.readersOf) return tree.readersOf;
  const requiredBy = new Map<string, Set<string>>();
  const edge = (from: string, to: string) => entryOf(requiredBy, to, () => new Set<string>()).add(from);
  for (const [module, requires] of tree.requires) {
    for (const r of requires) edge(module, r);
    // Every module reads java.base without saying so.
    if (module !== "java.base") edge(module, "java.base");
  }
  const out = new Map<string, ReadonlySet<string>>();
  for (const module of tree.requires.keys()) {
    const reached = new Set([module]);
    const queue = [module];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const reader of requiredBy.get(next) ?? []) {
        if (reached.has(reader)) continue;
        reached.add(reader);
        queue.push(reader);
      }
    }
    out.set(module, reached);
  }
  tree.readersOf = out;
  return out;
}
