// Go packages: a package is a directory; an import path names one through the module path that the nearest
// go.mod declares (`module example.com/shop` makes `example.com/shop/util` the directory util/ beside it). The
// standard library's go.mod declares `module std`, whose import paths are directories under it, for its own files
// and for a module inside it (Go's `cmd`).
import { dirnamePosix, filesInDirectoryWhere, joinPosix, type ModuleSystem } from "../resolver.js";

const MODULE_LINE = /^\s*module\s+("?)([^\s"]+)\1\s*$/m;

/** The module path a folder's go.mod declares, or undefined. */
function moduleAt(dir: string, read: (path: string) => string | null): string | undefined {
  return MODULE_LINE.exec(read(joinPosix(dir, "go.mod")) ?? "")?.[2];
}

function goModDirectory(file: string, files: ReadonlySet<string>): string | null {
  for (let dir = dirnamePosix(file); ; dir = dirnamePosix(dir)) {
    if (files.has(joinPosix(dir, "go.mod"))) return dir;
    if (dir === "") return null;
  }
}

/** An import path of the standard library: its first element has no dot (a module path's domain has one). */
function isStandardPath(specifier: string): boolean {
  return !specifier.split("/")[0]?.includes(".");
}

/**
 * The folder of the `std` module that encloses a module's folder, or null: in Go's own tree `cmd` is a module
 * inside `std`, and its imports of the standard library name the packages beside it. Elsewhere the standard
 * library lies outside the tree.
 */
function enclosingStd(modDir: string, files: ReadonlySet<string>, read: (path: string) => string | null): string | null {
  for (let dir = modDir; dir !== ""; ) {
    const outer = goModDirectory(dir, files);
    if (outer === null) return null;
    if (moduleAt(outer, read) === "std") return outer;
    dir = outer;
  }
  return null;
}

const isGo = (file: string): boolean => file.endsWith(".go");

function isSource(file: string): boolean {
  return file.endsWith(".go") && !file.endsWith("_test.go");
}

export const goModules: ModuleSystem = {
  scope: dirnamePosix,
  exportsOwnOnly: true,
  // An import path is the module's path and then the folder's path under the module's root (see resolve): it ends
  // with the folder's name. Dot imports bind no name here, and nothing is re-exported.
  namedOutsideBy(dir, files) {
    if (dir === "" || files.has(joinPosix(dir, "go.mod"))) return null;
    const last = dir.slice(dir.lastIndexOf("/") + 1);
    return { word: last, texts: [`/${last}"`, `"${last}"`] };
  },
  resolve(fromFile, specifier, files, read) {
    const modDir = goModDirectory(fromFile, files);
    if (modDir === null || !read) return { t: "external" };
    const module = moduleAt(modDir, read);
    if (!module) return { t: "external" };
    // The package's folder, and what an import of it is when the folder holds no Go source: a package of this
    // module that is missing, or one the standard library of the machine may have outside the tree.
    let dir: string;
    let absent: "missing" | "external" = "missing";
    // A module's root package is its go.mod's folder itself.
    if (specifier === module) dir = modDir;
    else if (specifier.startsWith(`${module}/`)) dir = joinPosix(modDir, specifier.slice(module.length + 1));
    else if (isStandardPath(specifier)) {
      // The standard library's own tree: `std`, or a module inside it (Go's `cmd`) that imports from it.
      const std = module === "std" ? modDir : enclosingStd(modDir, files, read);
      if (std === null) return { t: "external" };
      dir = joinPosix(std, specifier);
      absent = "external";
    } else return { t: "external" };
    const sources = filesInDirectoryWhere(dir, files, isSource);
    return sources.length === 0 ? { t: absent } : { t: "package", path: dir, files: sources };
  },
  packageOf(file, files) {
    const dir = dirnamePosix(file);
    return { path: dir, files: filesInDirectoryWhere(dir, files, isGo) };
  },
  modulePath: (_file, _files, packageName) => (packageName === null ? [] : [packageName]),
};
