// Module specifiers to repository files. A language's descriptor names its module system; each system is a set
// of rules (ModuleSystem), shared by every language that uses it. The ECMAScript rules live here; the others in
// src/core/modules/.

/** A file, or a package: a directory whose files share one namespace (Go and Java packages). */
export type ModuleResolution =
  | { t: "file"; path: string }
  | { t: "package"; path: string; files: string[] }
  | { t: "external" }
  | { t: "missing" };

/** `read` gives a tree file's text, for systems whose manifests say how specifiers map to directories (go.mod). */
export type ModuleResolver = (
  fromFile: string,
  specifier: string,
  files: ReadonlySet<string>,
  read?: (path: string) => string | null,
) => ModuleResolution;

export interface ModuleSystem {
  resolve: ModuleResolver;
  /**
   * The specifier of a module's submodule `name`, tried when a module does not itself declare a name that is
   * imported from it (Python `from pkg import submodule`, Rust `use crate::a::submodule`).
   */
  submodule?: (specifier: string, name: string) => string;
  /** The package a file belongs to, whose top-level declarations it sees without importing them. */
  packageOf?: (file: string, files: ReadonlySet<string>) => { path: string; files: string[] } | null;
  /** The module path that qualifies the names a file declares (`django.db.models`), outermost first. */
  modulePath?: (file: string, files: ReadonlySet<string>, packageName: string | null, read?: (path: string) => string | null) => string[];
}

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

/** The files a script-module path may denote, in the order Node and TypeScript try them. */
export function scriptCandidates(base: string): string[] {
  const out = [base];
  for (const [js, tsList] of Object.entries(JS_TO_TS)) {
    if (base.endsWith(js)) for (const ts of tsList) out.push(base.slice(0, -js.length) + ts);
  }
  for (const ext of SCRIPT_EXTENSIONS) out.push(base + ext);
  for (const ext of SCRIPT_EXTENSIONS) out.push(`${base}/index${ext}`);
  return out;
}

/** Relative specifiers (`./x`, `../y/z.js`) only; a bare specifier names a package outside the tree. */
const ecmascript: ModuleResolver = (fromFile, specifier, files) => {
  if (!specifier.startsWith("./") && !specifier.startsWith("../") && specifier !== "." && specifier !== "..") {
    return { t: "external" };
  }
  const dir = dirnamePosix(fromFile);
  const base = normalizePosix(dir === "" ? specifier : `${dir}/${specifier}`);
  if (base === null) return { t: "missing" };
  for (const candidate of scriptCandidates(base)) if (files.has(candidate)) return { t: "file", path: candidate };
  return { t: "missing" };
};

/** The files directly inside each directory ("" is the root), computed once per file set. */
const directoryIndexes = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();

export function filesInDirectory(dir: string, files: ReadonlySet<string>): readonly string[] {
  let index = directoryIndexes.get(files);
  if (!index) {
    index = new Map();
    for (const f of [...files].sort()) {
      const d = dirnamePosix(f);
      const list = index.get(d);
      if (list) list.push(f);
      else index.set(d, [f]);
    }
    directoryIndexes.set(files, index);
  }
  return index.get(dir) ?? [];
}

export function joinPosix(dir: string, rest: string): string {
  return dir === "" ? rest : `${dir}/${rest}`;
}

export const ecmascriptModules: ModuleSystem = { resolve: ecmascript };
