// Certain call edges of the index on real Go code (packages of the standard library, from the toolchain's own
// GOROOT/src: Debian's golang-1.19-src) against the Go type checker (go/types, imports checked from source) on
// every call in a function body.
// Usage: node scripts/eval-edges/go.mjs [PACKAGE...]
//   PACKAGE: standard library import paths to judge (default: a set of small packages that call one another).
// Needs a go command (GO names one): installed here with apt-get (golang-1.19-go, which brings golang-1.19-src)
// when `go` is missing and this runs as root.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const project = resolve(here, "../..");
const DEFAULT_PACKAGES = [
  ...["strings", "bytes", "bufio", "container/list", "sort", "text/tabwriter", "encoding/csv", "path", "net/url"],
  ...["encoding/json", "text/template/parse", "go/scanner", "go/token", "compress/flate", "archive/tar", "regexp", "regexp/syntax", "strconv"],
];
const DEBIAN_GO = "/usr/lib/go-1.19/bin/go";

/** A go command: on PATH, where Debian's golang-1.19-go puts it, or installed now when running as root. */
function goCommand() {
  for (const candidate of [process.env.GO, "go", DEBIAN_GO].filter(Boolean)) {
    if (spawnSync(candidate, ["version"], { stdio: "ignore" }).status === 0) return candidate;
  }
  if (process.getuid?.() !== 0) return null;
  spawnSync("apt-get", ["update"], { stdio: "ignore" });
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "golang-1.19-go"], { stdio: "ignore" });
  return install.status === 0 && existsSync(DEBIAN_GO) ? DEBIAN_GO : null;
}

/** The toolchain's GOROOT/src: Debian's golang-1.19-src, which golang-1.19-go installs beside it. */
function goSource(go) {
  const src = join(execFileSync(go, ["env", "GOROOT"], { encoding: "utf8" }).trim(), "src");
  return existsSync(join(src, "strings")) ? src : null;
}

/** The packages' own source files (no tests, no subpackages) under a fresh root whose go.mod says `module std`. */
function treeOf(src, packages) {
  const root = mkdtempSync(join(tmpdir(), "odin-slice-eval-go-"));
  writeFileSync(join(root, "go.mod"), "module std\n\ngo 1.19\n");
  for (const pkg of packages) {
    mkdirSync(join(root, pkg), { recursive: true });
    for (const name of readdirSync(join(src, pkg))) {
      const file = join(src, pkg, name);
      if (name.endsWith(".go") && !name.endsWith("_test.go") && statSync(file).isFile()) cpSync(file, join(root, pkg, name));
    }
  }
  return root;
}

export function evaluate(go, src, packages) {
  execFileSync(process.execPath, [join(project, "scripts/build.mjs")], { stdio: "inherit" });
  const root = treeOf(src, packages);
  const report = JSON.parse(execFileSync(process.execPath, [join(project, "dist/cli.cjs"), "index", "--root", root], { encoding: "utf8", maxBuffer: 1 << 30 }));
  const oracle = execFileSync(go, ["run", join(here, "go_uses.go"), src, ...packages], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
    // Outside any module: go_uses.go is a program of its own, built with the standard library alone.
    env: { ...process.env, GO111MODULE: "off", GOFLAGS: "", GOCACHE: process.env.GOCACHE ?? join(tmpdir(), "odin-slice-eval-go-cache") },
    cwd: here,
  })
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

  const sites = new Map(); // "file:line" -> oracle sites there
  for (const s of oracle) sites.set(`${s.file}:${s.line}`, [...(sites.get(`${s.file}:${s.line}`) ?? []), s]);
  const inTree = (t) => packages.includes(t.file.slice(0, t.file.lastIndexOf("/")));
  const holds = (e, t) => e.to !== null && t.file === e.to.file && t.line >= e.to.start_line && t.line <= e.to.end_line;

  // Precision: each certain edge (call or reference) at a name the checker resolves (by line and name) is right
  // when its target holds the declaration the checker names, wherever that is (one outside the tree makes any
  // edge wrong).
  const certain = report.edges.filter((e) => e.certainty === "certain" && e.file.endsWith(".go"));
  let judged = 0;
  let correct = 0;
  const wrong = [];
  for (const e of certain) {
    const targets = (sites.get(`${e.file}:${e.line}`) ?? []).filter((s) => s.name === e.name).map((s) => s.target);
    if (targets.length === 0) continue;
    judged++;
    if (targets.some((t) => holds(e, t))) correct++;
    else wrong.push(`${e.file}:${e.line} ${e.name} -> ${e.to?.symbol} (${e.to?.file}:${e.to?.start_line}); checker: ${targets.map((t) => `${t.kind} ${t.name}@${t.file}:${t.line}`).join(", ")}`);
  }

  // Recall: calls of functions and methods declared in the tree, found as certain edges. Left out, as no edge
  // between units: calls of an interface's methods, through variables and fields, conversions, and calls inside
  // the function they name.
  const defsByFile = new Map();
  for (const d of report.definitions) defsByFile.set(d.file, [...(defsByFile.get(d.file) ?? []), d]);
  const recursive = (s) =>
    s.target.file === s.file &&
    (defsByFile.get(s.file) ?? []).some((d) => d.start_line <= s.target.line && s.target.line <= d.end_line && d.start_line <= s.line && s.line <= d.end_line && d.symbol.split(".").pop() === s.target.name);
  const byLine = new Map();
  for (const e of certain) byLine.set(`${e.file}:${e.line}`, [...(byLine.get(`${e.file}:${e.line}`) ?? []), e]);
  let oracleEdges = 0;
  let found = 0;
  const missed = [];
  const missedKinds = new Map();
  for (const s of oracle) {
    if (!s.call || !["func", "method"].includes(s.target.kind) || !inTree(s.target) || recursive(s)) continue;
    oracleEdges++;
    if ((byLine.get(`${s.file}:${s.line}`) ?? []).some((e) => e.name === s.name && holds(e, s.target))) found++;
    else {
      missed.push(`${s.file}:${s.line} ${s.name} -> ${s.target.kind} ${s.target.name}@${s.target.file}:${s.target.line}`);
      missedKinds.set(s.target.kind, (missedKinds.get(s.target.kind) ?? 0) + 1);
    }
  }
  return {
    label: packages.join(", "),
    files: report.files,
    sites: oracle.length,
    calls: oracle.filter((s) => s.call).length,
    certainEdges: certain.length,
    judged,
    precision: judged ? correct / judged : 1,
    oracleEdges,
    recall: oracleEdges ? found / oracleEdges : 1,
    wrong,
    missed,
    missedKinds,
  };
}

export async function main(args = []) {
  const go = goCommand();
  if (!go) {
    console.log("go: skipped (no go command: install golang-1.19-go, or Go >= 1.19, or set GO)");
    return;
  }
  const src = goSource(go);
  if (!src) {
    console.log("go: skipped (the go command has no GOROOT/src: install golang-1.19-src)");
    return;
  }
  const packages = args.length > 0 ? args : DEFAULT_PACKAGES;
  const r = evaluate(go, src, packages);
  console.log(`go (${r.label}: ${r.files} files, ${r.sites} resolved uses, ${r.calls} calls): ${r.certainEdges} certain edges; the checker resolves ${r.judged} of them`);
  console.log(`  precision ${r.precision.toFixed(4)} (certain edges whose target holds the checker's declaration)`);
  console.log(`  recall    ${r.recall.toFixed(4)} (of ${r.oracleEdges} calls into the tree, found as certain edges; missed by kind: ${[...r.missedKinds].map(([k, n]) => `${k} ${n}`).join(", ") || "none"})`);
  const limit = process.env.VERBOSE ? Infinity : 20;
  for (const w of r.wrong.slice(0, limit)) console.log(`  wrong:  ${w}`);
  for (const m of r.missed.slice(0, limit)) console.log(`  missed: ${m}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main(process.argv.slice(2));
