// Python modules: a module is a `.py` file or the `__init__.py` of a package (a directory holding one).
// Absolute imports are looked up from the directory above a file's outermost package (where Python's search
// path would start), then from the repository root and `src/`; anything else is a package outside the tree.
import { dirnamePosix, joinPosix, type ModuleSystem } from "../resolver.js";

function isPackage(dir: string, files: ReadonlySet<string>): boolean {
  return files.has(joinPosix(dir, "__init__.py"));
}

/** The directory above the outermost package that contains the file (its own directory if that is no package). */
export function importRoot(file: string, files: ReadonlySet<string>): string {
  let dir = dirnamePosix(file);
  while (dir !== "" && isPackage(dir, files)) dir = dirnamePosix(dir);
  return dir;
}

function moduleFile(base: string, files: ReadonlySet<string>): string | null {
  for (const candidate of [`${base}.py`, joinPosix(base, "__init__.py")]) if (files.has(candidate)) return candidate;
  return null;
}

export const pythonModules: ModuleSystem = {
  scope: dirnamePosix,
  // `from m import K as L` writes K; `import m` is followed by `m.K`; there is no default import.
  renamesOnlyInImports: true,
  resolve(fromFile, specifier, files) {
    const dots = /^\.*/.exec(specifier)?.[0].length ?? 0;
    const rest = specifier.slice(dots).split(".").filter(Boolean).join("/");
    if (dots > 0) {
      let dir = dirnamePosix(fromFile);
      for (let i = 1; i < dots; i++) {
        if (dir === "") return { t: "missing" };
        dir = dirnamePosix(dir);
      }
      const found = rest === "" ? (files.has(joinPosix(dir, "__init__.py")) ? joinPosix(dir, "__init__.py") : null) : moduleFile(joinPosix(dir, rest), files);
      return found ? { t: "file", path: found } : { t: "missing" };
    }
    if (rest === "") return { t: "missing" };
    for (const root of new Set([importRoot(fromFile, files), "", "src"])) {
      const found = moduleFile(joinPosix(root, rest), files);
      if (found) return { t: "file", path: found };
    }
    return { t: "external" };
  },
  submodule: (specifier, name) => (specifier.endsWith(".") ? `${specifier}${name}` : `${specifier}.${name}`),
  modulePath(file, files) {
    const root = importRoot(file, files);
    const rel = (root === "" ? file : file.slice(root.length + 1)).replace(/\.py$/, "");
    const segments = rel.split("/");
    if (segments[segments.length - 1] === "__init__") segments.pop();
    return segments;
  },
};
