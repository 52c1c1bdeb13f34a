// Certain call edges of the index on real Python code (Django, as Debian's python3-django installs it) against
// jedi's goto on every call site of a sample of its files.
// Usage: node scripts/eval-edges/python.mjs [PACKAGE_DIR] [--files N]
//   PACKAGE_DIR: a Python package directory (default: wherever the interpreter imports `django` from);
//   N: how many of its files are judged (default 60, spread evenly over the sorted file list; jedi is slow).
// Needs a python3 with jedi (Debian: python3-jedi); PYTHON names the interpreter if `python3` lacks it.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadEngine as loadSharedEngine } from "../loadEngine.mjs";

const here = dirname(fileURLToPath(import.meta.url));

/** An interpreter that imports jedi, preferring one that also imports the default package. */
function python() {
  const candidates = [process.env.PYTHON, "python3", "/usr/bin/python3"].filter(Boolean);
  for (const modules of ["jedi, django", "jedi"]) {
    for (const candidate of candidates) {
      const probe = spawnSync(candidate, ["-c", `import ${modules}`], { encoding: "utf8" });
      if (probe.status === 0) return candidate;
    }
  }
  return null;
}

function defaultPackage(interpreter) {
  const probe = spawnSync(interpreter, ["-c", "import django, os; print(os.path.dirname(django.__file__))"], { encoding: "utf8" });
  return probe.status === 0 ? probe.stdout.trim() : null;
}

function loadEngine() {
  return loadSharedEngine({ Repository: "core/repository.ts", Workspace: "core/workspace.ts" });
}

function pythonFiles(root) {
  const out = [];
  const walk = (d, rel) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(p).isDirectory()) walk(p, r);
      else if (name.endsWith(".py")) out.push(r);
    }
  };
  walk(root, "");
  return out;
}

export async function evaluate(packageDir, sampleSize, interpreter) {
  // The package is copied under a fresh root so that its absolute imports (`from django.db import ...`) resolve
  // inside the tree, as they do for Python.
  const root = mkdtempSync(join(tmpdir(), "odin-slice-eval-py-"));
  const name = basename(packageDir);
  cpSync(packageDir, join(root, name), { recursive: true, filter: (src) => statSync(src).isDirectory() || src.endsWith(".py") });
  const all = pythonFiles(root);
  const step = Math.max(1, Math.floor(all.length / sampleSize));
  const sample = all.filter((_, i) => i % step === 0).slice(0, sampleSize);

  const { Repository, Workspace } = await loadEngine();
  const graph = await new Workspace(Repository.open(root)).graph();
  const oracle = execFileSync(interpreter, [join(here, "jedi_calls.py")], {
    input: JSON.stringify({ root, files: sample }),
    encoding: "utf8",
    maxBuffer: 1 << 30,
  })
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

  // Certain call edges of the index on the sampled files, by site line.
  const ours = new Map();
  let certainCalls = 0;
  for (const file of sample) {
    const facts = graph.facts(file);
    if (!facts) continue;
    for (const use of graph.usesWithin(file, 1, facts.lineCount)) {
      if (!use.certain || use.kind !== "call") continue;
      certainCalls++;
      const def = graph.definition(use.certain);
      const key = `${file}:${use.line}`;
      ours.set(key, [...(ours.get(key) ?? []), { name: use.name, file: use.certain.file, start: def.start, end: def.end, defName: def.name, symbol: graph.symbolOf(use.certain) }]);
    }
  }
  const holds = (edge, target) => target.file === edge.file && target.line >= edge.start && target.line <= edge.end && target.name === edge.defName;

  // Precision: each certain edge whose site jedi resolves inside the tree is right when jedi names its target.
  const sites = new Map();
  for (const s of oracle) {
    const key = `${s.file}:${s.line}`;
    sites.set(key, [...(sites.get(key) ?? []), s]);
  }
  let judged = 0;
  let correct = 0;
  const wrong = [];
  for (const [key, edges] of ours) {
    for (const edge of edges) {
      const targets = (sites.get(key) ?? []).filter((s) => s.name === edge.name).flatMap((s) => s.targets);
      if (targets.length === 0) continue;
      judged++;
      if (targets.some((t) => holds(edge, t))) correct++;
      else wrong.push(`${key} ${edge.name} -> ${edge.symbol}; jedi: ${targets.map((t) => `${t.full_name ?? t.name}@${t.file}:${t.line}`).join(", ")}`);
    }
  }
  // Recall: call sites jedi resolves to exactly one function or class of the tree (a call inside the definition it
  // names is not an edge between units), found by a certain edge of the index.
  let oracleEdges = 0;
  let found = 0;
  const missed = [];
  for (const s of oracle) {
    const targets = s.targets.filter((t) => t.type === "function" || t.type === "class");
    if (targets.length !== 1) continue;
    const t = targets[0];
    const recursive = t.file === s.file && graph.facts(t.file)?.definitions.some((d) => d.name === t.name && d.start <= t.line && t.line <= d.end && d.start <= s.line && s.line <= d.end && t.line >= d.start);
    if (recursive) continue;
    oracleEdges++;
    if ((ours.get(`${s.file}:${s.line}`) ?? []).some((e) => e.name === s.name && holds(e, t))) found++;
    else missed.push(`${s.file}:${s.line} ${s.name} -> ${t.full_name ?? t.name}@${t.file}:${t.line}`);
  }
  return { label: name, files: sample.length, of: all.length, sites: oracle.length, certainCalls, judged, precision: judged ? correct / judged : 1, oracleEdges, recall: oracleEdges ? found / oracleEdges : 1, wrong, missed };
}

export async function main(args = []) {
  const interpreter = python();
  if (!interpreter) {
    console.log("python: skipped (no python3 with jedi; install python3-jedi or set PYTHON)");
    return;
  }
  const n = args.indexOf("--files");
  const sampleSize = n >= 0 ? Number(args[n + 1]) : 60;
  const positional = args.filter((a, i) => !a.startsWith("--") && (n < 0 || i !== n + 1));
  const packageDir = positional[0] ?? defaultPackage(interpreter);
  if (!packageDir) {
    console.log("python: skipped (django is not installed: install python3-django or pass a package directory)");
    return;
  }
  const r = await evaluate(resolve(packageDir), sampleSize, interpreter);
  console.log(`python (${r.label}, ${r.files} of ${r.of} files, ${r.sites} call sites): ${r.certainCalls} certain call edges; jedi resolves ${r.judged} of them`);
  console.log(`  precision ${r.precision.toFixed(4)} (certain call edges whose target is where jedi's goto leads)`);
  console.log(`  recall    ${r.recall.toFixed(4)} (${r.oracleEdges} calls jedi resolves to one function or class of the tree)`);
  for (const w of r.wrong.slice(0, 20)) console.log(`  wrong:  ${w}`);
  for (const m of r.missed.slice(0, 20)) console.log(`  missed: ${m}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main(process.argv.slice(2));
