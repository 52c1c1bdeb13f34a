// Go packages: a package is a directory; an import path names one through the module path that the nearest
// go.mod declares (`module example.com/shop` makes `example.com/shop/util` the directory util/ beside it). The
// standard library's go.mod declares `module std`, whose import paths are directories under it.
import { dirnamePosix, filesInDirectoryWhere, joinPosix, type ModuleSystem } from "../resolver.js";

const MODULE_LINE = /^\s*module\s+("?)([^\s"]+)\1\s*$/m;

function goModDirectory(file: string, files: ReadonlySet<string>): string | null {
  for (let dir = dirnamePosix(file); ; dir = dirnamePosix(dir)) {
    if (files.has(joinPosix(dir, "go.mod"))) return dir;
    if (dir === "") return null;
  }
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
    const module = MODULE_LINE.exec(read(joinPosix(modDir, "go.mod")) ?? "")?.[2];
    if (!module) return { t: "external" };
    let rel: string;
    if (specifier === module) rel = "";
    else if (specifier.startsWith(`${module}/`)) rel = specifier.slice(module.length + 1);
    else if (module === "std" && !specifier.split("/")[0]?.includes(".")) rel = specifier;
    else return { t: "external" };
    // A module's root package (`rel` empty) is its go.mod's folder itself.
    const dir = rel === "" ? modDir : joinPosix(modDir, rel);
    const sources = filesInDirectoryWhere(dir, files, isSource);
    if (sources.length === 0) return module === "std" ? { t: "external" } : { t: "missing" };
    return { t: "package", path: dir, files: sources };
  },
  packageOf(file, files) {
    const dir = dirnamePosix(file);
    return { path: dir, files: filesInDirectoryWhere(dir, files, isGo) };
  },
  modulePath: (_file, _files, packageName) => (packageName === null ? [] : [packageName]),
};
