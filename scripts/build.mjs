// Bundles the shells into dist/ and copies the runtime assets they load:
// the tree-sitter WASM files and the per-language query folders.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { webTreeSitterNodes } from "./webTreeSitterNodes.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const project = resolve(here, "..");
// `node scripts/build.mjs [OUTDIR] [NAME=ENTRY ...]`: extra entries join the command line's bundle and share its
// chunks (the benchmark's measuring script, so that it runs the very engine files the command runs).
const outdir = resolve(project, process.argv[2] ?? "dist");
const extraEntries = Object.fromEntries(process.argv.slice(3).map((arg) => arg.split("=")));
const require = createRequire(join(project, "package.json"));

const entries = [
  // The installed command (package.json's bin): CommonJS, so that a run the cache answers whole starts without the
  // ES module loader; it loads the command line below (cli.js) for every other run.
  { in: "src/cli/bin.ts", out: "cli", shebang: true, commonjs: true },
  // The command line, the Action and the App, built together and split: what each loads only when asked (the
  // model SDKs, the Action's request-serving code) goes to chunks of its own, and the code they share (the
  // engine, web-tree-sitter, the SDKs) to chunks all three load, each written once.
  { in: { cli: "src/cli/index.ts", index: "src/action/index.ts", app: "src/app/server.ts" }, shebang: false, split: true, extras: true },
  // The parse pool's worker thread, found beside the bundle that starts it (src/core/parsePool.ts).
  { in: "src/core/parseWorker.ts", out: "parseWorker", shebang: false },
];

// Every file under a folder by its path from `base` and its bytes, hashed.
function sourcesHash(dir, base) {
  const h = createHash("sha1");
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else h.update(relative(base, path).split(sep).join("/")).update("\0").update(readFileSync(path)).update("\0");
    }
  };
  walk(dir);
  return h.digest("hex");
}
// Every source the engine is built from: a cached whole-tree report is reused only by the same engine.
const engineSources = sourcesHash(join(project, "src"), project);
// The language folders alone, copied beside the bundle: what the facts the cache keeps are extracted by. Hashed
// as src/core/indexCache.ts hashes them when run from source (the Action's cache keys name the result).
const languageFiles = sourcesHash(join(project, "src", "languages"), join(project, "src", "languages"));
// The last dot-separated part of every language's extensions, lower-cased, as src/core/languages.ts finds them
// when run from source: what tells a file the engine may read from one it never reads, without the descriptors.
const languagesDir = join(project, "src", "languages");
const extensionParts = [
  ...new Set(
    readdirSync(languagesDir)
      .filter((name) => existsSync(join(languagesDir, name, "language.json")))
      .flatMap((name) => JSON.parse(readFileSync(join(languagesDir, name, "language.json"), "utf8")).extensions)
      .map((ext) => ext.slice(ext.lastIndexOf(".")).toLowerCase()),
  ),
].sort();

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

// The entry's way to the whole command line: the ES module bundle beside it, never bundled into it.
const commandLineBeside = {
  name: "command-line-beside",
  setup(b) {
    b.onResolve({ filter: /^\.\/index\.js$/ }, (args) => (args.importer.endsWith(join("cli", "bin.ts")) ? { path: "./cli.js", external: true } : undefined));
  },
};

for (const entry of entries) {
  const points = Object.fromEntries(
    Object.entries(typeof entry.in === "string" ? { [entry.out]: entry.in } : entry.in)
      .map(([out, path]) => [out, join(project, path)])
      .filter(([, path]) => existsSync(path)),
  );
  if (Object.keys(points).length === 0) continue;
  const shebang = entry.shebang ? "#!/usr/bin/env node\n" : "";
  await build({
    entryPoints: { ...points, ...(entry.extras ? extraEntries : {}) },
    outdir,
    splitting: entry.split === true,
    // Chunks sit beside the bundle: the engine finds its WASM, languages and parse worker next to itself.
    chunkNames: "[name]-[hash]",
    bundle: true,
    platform: "node",
    format: entry.commonjs ? "cjs" : "esm",
    ...(entry.commonjs ? { outExtension: { ".js": ".cjs" } } : {}),
    target: "node20",
    legalComments: "none",
    define: {
      __ODIN_SLICE_ENGINE__: JSON.stringify(engineSources),
      __ODIN_SLICE_LANGUAGES__: JSON.stringify(languageFiles),
      __ODIN_SLICE_EXTENSION_PARTS__: JSON.stringify(extensionParts),
      ...(entry.commonjs ? { "import.meta.url": "__importMetaUrl" } : {}),
    },
    // Class names as written: @actions/cache tells its errors apart by comparing them. Not in the parse worker,
    // which holds none of it: keeping names wraps every closure the extraction makes, once per file, in a call.
    keepNames: entry.out !== "parseWorker",
    logLevel: "warning",
    plugins: entry.commonjs ? [commandLineBeside] : [webTreeSitterNodes],
    banner: {
      js: entry.commonjs
        ? `${shebang}"use strict";\nconst __importMetaUrl = require("node:url").pathToFileURL(__filename).href;`
        : `${shebang}import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);`,
    },
  });
}

const wasmDir = join(outdir, "wasm");
mkdirSync(wasmDir, { recursive: true });
const wasmFiles = [
  ["web-tree-sitter", "web-tree-sitter.wasm"],
  ["tree-sitter-typescript", "tree-sitter-typescript.wasm"],
  ["tree-sitter-typescript", "tree-sitter-tsx.wasm"],
  ["tree-sitter-javascript", "tree-sitter-javascript.wasm"],
  ["tree-sitter-python", "tree-sitter-python.wasm"],
  ["tree-sitter-go", "tree-sitter-go.wasm"],
  ["tree-sitter-rust", "tree-sitter-rust.wasm"],
  ["tree-sitter-java", "tree-sitter-java.wasm"],
];
for (const [pkg, file] of wasmFiles) {
  cpSync(require.resolve(`${pkg}/${file}`), join(wasmDir, file));
}
cpSync(join(project, "src/languages"), join(outdir, "languages"), { recursive: true });
writeFileSync(join(outdir, "package.json"), '{"type":"module"}\n');
