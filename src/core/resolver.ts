// Module specifiers to repository files. A language's descriptor names its module system; each system is one
// function here, shared by every language that uses it.

export type ModuleResolution = { t: "file"; path: string } | { t: "external" } | { t: "missing" };

export type ModuleResolver = (fromFile: string, specifier: string, files: ReadonlySet<string>) => ModuleResolution;

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

export const MODULE_RESOLVERS: Readonly<Record<string, ModuleResolver>> = { ecmascript };
