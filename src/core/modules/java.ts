// Java packages: a package is a directory under a source root; `import a.b.C` names C in the directory a/b of
// whichever source root holds it. The source root is found by trying the importing file's ancestor directories,
// so Maven, Gradle and JDK layouts all work without configuration.
import { dirnamePosix, filesInDirectoryWhere, joinPosix, type ModuleSystem } from "../resolver.js";

const isJava = (file: string): boolean => file.endsWith(".java");

function javaFiles(dir: string, files: ReadonlySet<string>): readonly string[] {
  return filesInDirectoryWhere(dir, files, isJava);
}

export const javaModules: ModuleSystem = {
  scope: dirnamePosix,
  // A class is imported by its own name from the package that declares it; nothing is re-exported.
  exportsOwnOnly: true,
  resolve(fromFile, specifier, files) {
    const rel = specifier.split(".").join("/");
    for (let dir = dirnamePosix(fromFile); ; dir = dirnamePosix(dir)) {
      const asPackage = javaFiles(joinPosix(dir, rel), files);
      if (asPackage.length > 0) return { t: "package", path: joinPosix(dir, rel), files: asPackage };
      const asClass = joinPosix(dir, `${rel}.java`);
      if (files.has(asClass)) return { t: "file", path: asClass };
      if (dir === "") return { t: "external" };
    }
  },
  packageOf(file, files) {
    const dir = dirnamePosix(file);
    return { path: dir, files: javaFiles(dir, files) };
  },
  // A top-level class is named from another package only through its package's name: a single-type or on-demand
  // import, or a qualified name; a file of the same package under another source root writes the name in its
  // package clause. (A nested class is not: a class extending its outer class names it bare.)
  namedOutsideBy(_dir, _files, packageName) {
    if (!packageName) return null;
    return { word: packageName.slice(packageName.lastIndexOf(".") + 1), texts: [packageName] };
  },
  modulePath: (_file, _files, packageName) => (packageName === null ? [] : packageName.split(".")),
};
