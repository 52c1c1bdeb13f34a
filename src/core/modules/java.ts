// Java packages: a package is a directory under a source root; `import a.b.C` names C in the directory a/b of
// whichever source root holds it. The importing file's own root is found by trying its ancestor directories;
// the other roots of the tree (Maven's src/test/java beside src/main/java, the modules of a multi-module build,
// the JDK's modules) hold the rest of the class path, so Maven, Gradle and JDK layouts work without configuration.
import { entryOf } from "../entryOf.js";
import { javaNamersOf } from "./javaModuleReads.js";
import { directoriesEndingWith, dirnamePosix, filesInDirectoryWhere, joinPosix, type ModuleResolution, type ModuleSystem } from "../resolver.js";

const isJava = (file: string): boolean => file.endsWith(".java");

function javaFiles(dir: string, files: ReadonlySet<string>): readonly string[] {
  return filesInDirectoryWhere(dir, files, isJava);
}

/**
 * A package is one across the class path: its folders under every source root of the tree, their files in
 * the tree's order, named by the first folder. A one-part name (`util`) is left to the importing file's own
 * root: folders of that name under other roots are more likely other packages than the same one.
 */
function packageAt(rel: string, found: string, files: ReadonlySet<string>): JavaPackage {
  const dirs = rel.includes("/") ? directoriesEndingWith(rel, files, isJava) : [found];
  if (dirs.length <= 1) return { t: "package", path: found, files: javaFiles(found, files) };
  // One answer (one list) per tree and package: what is worked out per list of a package's files is kept by it.
  let byRel = packagesAcrossRoots.get(files);
  if (!byRel) {
    byRel = new Map();
    packagesAcrossRoots.set(files, byRel);
  }
  return entryOf(byRel, rel, () => ({ t: "package", path: dirs[0] as string, files: dirs.flatMap((dir) => javaFiles(dir, files)).sort() }));
}

type JavaPackage = Extract<ModuleResolution, { t: "package" }>;

const packagesAcrossRoots = new WeakMap<ReadonlySet<string>, Map<string, JavaPackage>>();

/** A class (`a/b/C`) that exactly one source root of the tree declares; null for none or several. */
function classInOneRoot(rel: string, files: ReadonlySet<string>): string | null {
  const slash = rel.lastIndexOf("/");
  if (slash < 0) return null;
  const holders = directoriesEndingWith(rel.slice(0, slash), files, isJava)
    .map((dir) => `${dir}/${rel.slice(slash + 1)}.java`)
    .filter((file) => files.has(file));
  return holders.length === 1 ? (holders[0] as string) : null;
}

export const javaModules: ModuleSystem = {
  scope: dirnamePosix,
  // A class is imported by its own name from the package that declares it; nothing is re-exported.
  exportsOwnOnly: true,
  resolve(fromFile, specifier, files) {
    const rel = specifier.split(".").join("/");
    for (let dir = dirnamePosix(fromFile); ; dir = dirnamePosix(dir)) {
      const asPackage = joinPosix(dir, rel);
      if (javaFiles(asPackage, files).length > 0) return packageAt(rel, asPackage, files);
      const asClass = joinPosix(dir, `${rel}.java`);
      if (files.has(asClass)) return { t: "file", path: asClass };
      if (dir === "") break;
    }
    // Another source root. A package first, as above; a class that two roots declare is left unknown, since
    // which of them the build puts on the class path is not written in the tree.
    const packages = rel.includes("/") ? directoriesEndingWith(rel, files, isJava) : [];
    if (packages.length > 0) return packageAt(rel, packages[0] as string, files);
    const asClass = classInOneRoot(rel, files);
    return asClass === null ? { t: "external" } : { t: "file", path: asClass };
  },
  packageOf(file, files, packageName) {
    const dir = dirnamePosix(file);
    const rel = packageName === null ? "" : packageName.split(".").join("/");
    // The same package under the tree's other source roots, where the file's folder is where its name says.
    if (rel.includes("/") && (dir === rel || dir.endsWith(`/${rel}`))) {
      const pkg = packageAt(rel, dir, files);
      return { path: pkg.path, files: pkg.files };
    }
    return { path: dir, files: javaFiles(dir, files) };
  },
  // A top-level class is named from another package only through its package's name: a single-type or on-demand
  // import, or a qualified name; a file of the same package under another source root writes the name in its
  // package clause. (A nested class is not: a class extending its outer class names it bare.) Since an on-demand
  // import binds no name here, a file that may use one class for certain writes the class after the package's
  // name (its import, or a qualified use), unless it declares the same package.
  namedOutsideBy(_dir, _files, packageName) {
    if (!packageName) return null;
    const pkg = patternOf(packageName);
    return {
      word: packageName.slice(packageName.lastIndexOf(".") + 1),
      texts: [packageName],
      writing: (name) => new RegExp(`${pkg}\\s*\\.\\s*${patternOf(name)}(?![\\w$])|\\bpackage\\s+${pkg}\\s*;`),
    };
  },
  namersOf: javaNamersOf,
  // `import a.b.C.D;` names D, a class nested in C: cut back to the package a.b, which declares C.
  outerType: (specifier) => {
    const dot = specifier.lastIndexOf(".");
    return dot <= 0 ? null : { module: specifier.slice(0, dot), type: specifier.slice(dot + 1) };
  },
  modulePath: (_file, _files, packageName) => (packageName === null ? [] : packageName.split(".")),
};

/** A text as a regular expression that matches it literally. */
function patternOf(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
