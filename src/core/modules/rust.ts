// Rust modules: a crate is the directory of a Cargo.toml; its root module is src/lib.rs (or src/main.rs), and
// module `a::b` is src/a/b.rs or src/a/b/mod.rs. `use` paths start at `crate`, `self` or `super`, or name a
// child module of the current one; any other first segment is another crate, outside the tree.
import { dirnamePosix, joinPosix, type ModuleSystem } from "../resolver.js";

interface Crate {
  /** The directory holding the crate's module files (its src/). */
  src: string;
  name: string;
}

const PACKAGE_NAME = /^\s*\[package\][^[]*?^\s*name\s*=\s*"([^"]+)"/m;

/** The crate a file belongs to; its name is Cargo.toml's package name, else its directory's name. */
function findCrate(file: string, files: ReadonlySet<string>, read?: (path: string) => string | null): Crate | null {
  for (let dir = dirnamePosix(file); ; dir = dirnamePosix(dir)) {
    const manifest = joinPosix(dir, "Cargo.toml");
    if (files.has(manifest)) {
      const src = joinPosix(dir, "src");
      if (!file.startsWith(`${src}/`)) return null;
      const declared = read ? PACKAGE_NAME.exec(read(manifest) ?? "")?.[1] : undefined;
      const name = (declared ?? (dir.slice(dir.lastIndexOf("/") + 1) || "crate")).replace(/-/g, "_");
      return { src, name };
    }
    if (dir === "") return null;
  }
}

/** The module path of a file inside its crate: [] for the crate root, [a, b] for src/a/b.rs or src/a/b/mod.rs. */
function moduleSegments(file: string, crate: Crate): string[] | null {
  const rel = file.slice(crate.src.length + 1).replace(/\.rs$/, "");
  const segments = rel.split("/");
  if (segments[0] === "bin") return null; // each src/bin file is a crate root of its own
  if (segments.length === 1 && (segments[0] === "lib" || segments[0] === "main")) return [];
  if (segments[segments.length - 1] === "mod") segments.pop();
  return segments;
}

function moduleFile(crate: Crate, segments: string[], files: ReadonlySet<string>): string | null {
  const candidates =
    segments.length === 0
      ? [joinPosix(crate.src, "lib.rs"), joinPosix(crate.src, "main.rs")]
      : [joinPosix(crate.src, `${segments.join("/")}.rs`), joinPosix(crate.src, `${segments.join("/")}/mod.rs`)];
  for (const c of candidates) if (files.has(c)) return c;
  return null;
}

export const rustModules: ModuleSystem = {
  resolve(fromFile, specifier, files) {
    const crate = findCrate(fromFile, files);
    const current = crate ? moduleSegments(fromFile, crate) : null;
    if (!crate || current === null) return { t: "external" };
    const path = specifier.split("::");
    const first = path[0];
    // `crate` and `self` are consumed; `super` steps out in the loop; a plain name is a child module.
    const segments = first === "crate" ? [] : [...current];
    const rest = first === "crate" || first === "self" ? path.slice(1) : path;
    const anchored = first === "crate" || first === "self" || first === "super";
    for (const segment of rest) {
      if (segment === "super") {
        if (segments.length === 0) return { t: "missing" };
        segments.pop();
      } else segments.push(segment);
    }
    const found = moduleFile(crate, segments, files);
    if (found) return { t: "file", path: found };
    return anchored ? { t: "missing" } : { t: "external" };
  },
  submodule: (specifier, name) => `${specifier}::${name}`,
  modulePath(file, files, _packageName, read) {
    const crate = findCrate(file, files, read);
    if (!crate) return [];
    const segments = moduleSegments(file, crate);
    return [crate.name, ...(segments ?? [])];
  },
};
