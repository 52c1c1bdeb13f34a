// Outlines many real source files that no one on this project wrote, re-parses every outline with a parser of
// its own, and prints the counts. Sources: the rxjs and @tanstack/react-query npm packages (TypeScript, TSX and
// the JavaScript rxjs ships), and the Debian packages python3-django, golang-1.19-src, openjdk-17-source and
// rust-src (fetched with `apt-get download`, unpacked with `dpkg-deb -x`). A source that cannot be fetched is
// reported and skipped. Not part of `npm test`: it needs the registries and takes a minute.
//
//   npm run eval:outline [-- --per-language N] [--keep DIR]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const project = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(project, "package.json"));
const { values } = parseArgs({ options: { "per-language": { type: "string" }, keep: { type: "string" } } });
const perLanguage = Number(values["per-language"] ?? 1500);
const work = resolve(values.keep ?? join(tmpdir(), "odin-slice-eval-outline"));
mkdirSync(work, { recursive: true });

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 }).toString();
}

/** Fetches each source once into the work folder; returns the folder or null with the reason printed. */
function fetchSource(name, fetch) {
  const dir = join(work, name);
  if (existsSync(join(dir, ".done"))) return dir;
  mkdirSync(dir, { recursive: true });
  try {
    fetch(dir);
    run("touch", [".done"], dir);
    return dir;
  } catch (error) {
    console.log(`skipped ${name}: ${String(error.stderr ?? error.message).trim().split("\n").pop()}`);
    return null;
  }
}

const npmPackage = (spec) => (dir) => {
  const tgz = run("npm", ["pack", spec, "--silent"], dir).trim().split("\n").pop();
  run("tar", ["xzf", tgz], dir);
};
const debPackage = (pkg, after) => (dir) => {
  run("apt-get", ["download", pkg], dir);
  const deb = readdirSync(dir).find((f) => f.endsWith(".deb"));
  run("dpkg-deb", ["-x", deb, "root"], dir);
  after?.(dir);
};

function walk(dir, test) {
  const out = [];
  const stack = [dir];
  while (stack.length > 0) {
    const d = stack.pop();
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) stack.push(p);
      else if (entry.isFile() && test(p)) out.push(p);
    }
  }
  return out.sort();
}

const sources = [
  { language: "typescript", fetch: ["rxjs-7.8.2", npmPackage("rxjs@7.8.2")], under: "package/src", ext: ".ts", skip: /\.d\.ts$/ },
  { language: "javascript", fetch: ["rxjs-7.8.2", npmPackage("rxjs@7.8.2")], under: "package/dist/cjs", ext: ".js" },
  { language: "tsx", fetch: ["react-query-5.108.4", npmPackage("@tanstack/react-query@5.108.4")], under: "package", ext: ".tsx" },
  { language: "python", fetch: ["python3-django", debPackage("python3-django")], under: "root/usr/lib/python3/dist-packages/django", ext: ".py" },
  { language: "go", fetch: ["golang-1.19-src", debPackage("golang-1.19-src")], under: "root/usr/share/go-1.19/src", ext: ".go" },
  {
    language: "java",
    fetch: [
      "openjdk-17-source",
      debPackage("openjdk-17-source", (dir) => {
        const zip = walk(join(dir, "root"), (p) => p.endsWith("src.zip"))[0];
        mkdirSync(join(dir, "src"), { recursive: true });
        run("unzip", ["-q", zip, "java.base/*", "java.sql/*", "java.net.http/*", "-d", join(dir, "src")]);
      }),
    ],
    under: "src",
    ext: ".java",
  },
  { language: "rust", fetch: ["rust-src", debPackage("rust-src")], under: "root/usr/src", ext: ".rs" },
];

const grammars = {
  typescript: ["tree-sitter-typescript", "tree-sitter-typescript.wasm"],
  tsx: ["tree-sitter-typescript", "tree-sitter-tsx.wasm"],
  javascript: ["tree-sitter-javascript", "tree-sitter-javascript.wasm"],
  python: ["tree-sitter-python", "tree-sitter-python.wasm"],
  go: ["tree-sitter-go", "tree-sitter-go.wasm"],
  rust: ["tree-sitter-rust", "tree-sitter-rust.wasm"],
  java: ["tree-sitter-java", "tree-sitter-java.wasm"],
};

// The outline module, bundled next to the language folders and grammar files exactly as dist/ has them.
const bundleDir = join(work, "bundle");
run(process.execPath, [join(project, "scripts/build.mjs"), bundleDir], project);
await build({
  entryPoints: [join(project, "src/core/outline/index.ts")],
  outfile: join(bundleDir, "outline.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
const outline = await import(pathToFileURL(join(bundleDir, "outline.js")).href);
const { Parser, Language } = await import("web-tree-sitter");
await Parser.init({ locateFile: () => require.resolve("web-tree-sitter/web-tree-sitter.wasm") });

const MAX_BYTES = 1024 * 1024;
const rows = [];
const failures = [];
for (const source of sources) {
  const [name, fetch] = source.fetch;
  const dir = fetchSource(name, fetch);
  if (!dir) continue;
  const [pkg, wasm] = grammars[source.language];
  const wasmPath = require.resolve(`${pkg}/${wasm}`);
  const spec = outline.readOutlineSpec(source.language, { wasmPath, extensions: [source.ext] });
  const slicer = await outline.OutlineSlicer.create(spec, []);
  const capped = await outline.OutlineSlicer.create(spec, ["error", "parse"]);
  const checker = new Parser();
  checker.setLanguage(await Language.load(wasmPath));
  let files = walk(join(dir, source.under), (p) => p.endsWith(source.ext) && !(source.skip?.test(p) ?? false));
  files = files.filter((p) => statSync(p).size <= MAX_BYTES);
  // An even spread over the tree, not its first folders.
  if (files.length > perLanguage) {
    const step = files.length / perLanguage;
    files = Array.from({ length: perLanguage }, (_, i) => files[Math.floor(i * step)]);
  }
  const row = { language: source.language, source: name, files: files.length, outlined: 0, fallbacks: {}, sourceHasErrors: 0,
    outlineErrors: 0, cleanSourceFallbacks: 0, sourceLines: 0, outlineLines: 0, cappedOk: 0, capViolations: 0, schemaProblems: 0, ms: 0 };
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    if (text.includes("\0")) continue;
    const sourceTree = checker.parse(text);
    const sourceHasError = sourceTree.rootNode.hasError;
    sourceTree.delete();
    if (sourceHasError) row.sourceHasErrors++;
    const t0 = performance.now();
    const c = slicer.slice(text, 1_000_000_000);
    row.ms += performance.now() - t0;
    const problems = outline.validateOutline(c);
    if (problems.length > 0) {
      row.schemaProblems++;
      failures.push(`${relative(work, file)}: ${problems[0]}`);
    }
    if (c.slicer === "outline") {
      row.outlined++;
      row.sourceLines += c.source_lines;
      row.outlineLines += c.lines.length;
      const tree = checker.parse(`${outline.outlineText(c)}\n`);
      if (tree.rootNode.hasError) {
        row.outlineErrors++;
        failures.push(`${relative(work, file)}: outline does not parse`);
      }
      tree.delete();
    } else {
      const reason = c.fallback.reason;
      row.fallbacks[reason] = (row.fallbacks[reason] ?? 0) + 1;
      if (!sourceHasError && reason !== "no_declarations") {
        row.cleanSourceFallbacks++;
        failures.push(`${relative(work, file)}: ${reason}: ${c.fallback.detail}`);
      }
    }
    const small = capped.slice(text, 256);
    if (outline.validateOutline(small).length === 0) row.cappedOk++;
    else row.capViolations++;
  }
  rows.push(row);
  const fb = Object.entries(row.fallbacks).map(([k, v]) => `${k} ${v}`).join(", ") || "none";
  console.log(
    `${row.language.padEnd(10)} ${String(row.files).padStart(5)} files (${name}): outlined ${row.outlined}, text fallback: ${fb}; ` +
      `outlines with a syntax error ${row.outlineErrors}; clean sources that fell back ${row.cleanSourceFallbacks} ` +
      `(sources with errors ${row.sourceHasErrors}); lines ${row.sourceLines} -> ${row.outlineLines} ` +
      `(${row.sourceLines ? ((100 * row.outlineLines) / row.sourceLines).toFixed(1) : 0}%); capped at 256: ${row.cappedOk} valid, ` +
      `${row.capViolations} invalid; schema problems ${row.schemaProblems}; ${(row.ms / Math.max(1, row.files)).toFixed(2)} ms/file`,
  );
}
const total = rows.reduce(
  (t, r) => ({ files: t.files + r.files, outlined: t.outlined + r.outlined, errors: t.errors + r.outlineErrors, clean: t.clean + r.cleanSourceFallbacks }),
  { files: 0, outlined: 0, errors: 0, clean: 0 },
);
console.log(`total: ${total.files} files, ${total.outlined} outlined, ${total.errors} outlines with a syntax error, ${total.clean} clean sources that fell back`);
for (const f of failures.slice(0, 40)) console.log(`  ${f}`);
if (failures.length > 40) console.log(`  … ${failures.length - 40} more`);
process.exitCode = total.errors > 0 ? 1 : 0;
