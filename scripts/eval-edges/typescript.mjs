// Certain call edges of the index against the TypeScript language service's call hierarchy, on real code.
// Usage: node scripts/eval-edges/typescript.mjs [ROOT]   (without ROOT it fetches rxjs@7.8.2 from the registry)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const project = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export function fetchPackage(spec) {
  const dir = mkdtempSync(join(tmpdir(), "odin-slice-eval-"));
  const tarball = execFileSync("npm", ["pack", spec, "--silent"], { cwd: dir, encoding: "utf8" }).trim().split("\n").pop();
  execFileSync("tar", ["xzf", tarball], { cwd: dir });
  return join(dir, "package");
}

function sourceFiles(root) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      if (["node_modules", "dist", "build", ".git"].includes(name)) continue;
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith(".d.ts")) out.push(p);
    }
  };
  walk(root);
  return out;
}

/**
 * Where the type checker says the name used on a line is declared: every identifier with that text on that line,
 * through import aliases, to its declarations' files and lines.
 */
function checkerDeclarations(program, root, file, line, name) {
  const sf = program.getSourceFile(join(root, file));
  if (!sf) return null;
  const checker = program.getTypeChecker();
  const lineStart = sf.getPositionOfLineAndCharacter(line - 1, 0);
  const lineEnd = line < sf.getLineStarts().length ? sf.getPositionOfLineAndCharacter(line, 0) : sf.end;
  const out = [];
  const visit = (node) => {
    if (node.end < lineStart || node.pos > lineEnd) return;
    if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && node.text === name && node.getStart(sf) >= lineStart && node.getStart(sf) < lineEnd) {
      let symbol = ts.isShorthandPropertyAssignment(node.parent)
        ? checker.getShorthandAssignmentValueSymbol(node.parent)
        : checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      for (const d of symbol?.declarations ?? []) {
        const dsf = d.getSourceFile();
        out.push({ file: relative(root, dsf.fileName), line: dsf.getLineAndCharacterOfPosition(d.getStart(dsf)).line + 1 });
      }
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return out;
}

/** The language service's outgoing calls of every function-like declaration, as site -> targets. */
function oracleCalls(root, files) {
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: false,
    noEmit: true,
    types: [],
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  };
  const host = {
    getScriptFileNames: () => files,
    getScriptVersion: () => "1",
    getScriptSnapshot: (f) => {
      try {
        return ts.ScriptSnapshot.fromString(readFileSync(f, "utf8"));
      } catch {
        return undefined;
      }
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const ls = ts.createLanguageService(host, ts.createDocumentRegistry());
  const program = ls.getProgram();
  languageServiceProgram = program;
  const calls = new Map(); // "file:line" -> [{file, line, name}]
  const inRoot = (f) => !relative(root, f).startsWith("..") && !f.includes("/node_modules/");
  for (const file of files) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const stack = [sf];
    while (stack.length) {
      const node = stack.pop();
      if (ts.isFunctionLike(node) && node.name && "body" in node && node.body) {
        const items = ls.prepareCallHierarchy(file, node.name.getStart(sf));
        for (const item of Array.isArray(items) ? items : items ? [items] : []) {
          for (const call of ls.provideCallHierarchyOutgoingCalls(file, item.selectionSpan.start)) {
            if (!inRoot(call.to.file)) continue;
            const toSf = program.getSourceFile(call.to.file);
            const toLine = toSf.getLineAndCharacterOfPosition(call.to.selectionSpan.start).line + 1;
            for (const span of call.fromSpans) {
              const line = sf.getLineAndCharacterOfPosition(span.start).line + 1;
              const key = `${relative(root, file)}:${line}`;
              const list = calls.get(key) ?? [];
              list.push({ file: relative(root, call.to.file), line: toLine, name: call.to.name });
              calls.set(key, list);
            }
          }
        }
      }
      node.forEachChild((c) => {
        stack.push(c);
      });
    }
  }
  return calls;
}

let languageServiceProgram = null;

export function evaluate(root) {
  execFileSync(process.execPath, [join(project, "scripts/build.mjs")], { stdio: "inherit" });
  const report = JSON.parse(
    execFileSync(process.execPath, [join(project, "dist/cli.cjs"), "index", "--root", root], { encoding: "utf8", maxBuffer: 1 << 30 }),
  );
  const files = sourceFiles(root);
  const oracle = oracleCalls(root, files);
  const ours = report.edges.filter((e) => e.certainty === "certain" && e.kind === "call" && /\.(ts|tsx|mts|cts)$/.test(e.file) && !e.file.endsWith(".d.ts"));
  const defsByFile = new Map();
  for (const d of report.definitions) defsByFile.set(d.file, [...(defsByFile.get(d.file) ?? []), d]);
  // Whether the definition whose name sits on t.line also spans the call site.
  const enclosingLines = (t, siteLine) =>
    (defsByFile.get(t.file) ?? []).some((d) => d.start_line <= t.line && t.line <= d.end_line && d.start_line <= siteLine && siteLine <= d.end_line && d.symbol.split(".").pop() === t.name);
  const matches = (e, t) => t.file === e.to.file && t.line >= e.to.start_line && t.line <= e.to.end_line;

  // Precision: every certain edge (calls and references) against the type checker's declarations of the name.
  const certain = report.edges.filter((e) => e.certainty === "certain" && /\.(ts|tsx|mts|cts)$/.test(e.file) && !e.file.endsWith(".d.ts"));
  let covered = 0;
  let correct = 0;
  const wrong = [];
  for (const e of certain) {
    const declarations = checkerDeclarations(languageServiceProgram, root, e.file, e.line, e.name);
    if (!declarations || declarations.length === 0) continue;
    covered++;
    if (declarations.some((t) => matches(e, t))) correct++;
    else wrong.push(`${e.file}:${e.line} ${e.name} -> ${e.to.symbol} (${e.to.file}:${e.to.start_line}); checker: ${declarations.map((t) => `${t.file}:${t.line}`).join(", ")}`);
  }
  let oracleEdges = 0;
  let found = 0;
  const missed = [];
  const byLine = new Map();
  // The call hierarchy also counts a function passed as a value; a certain edge of either kind answers it.
  for (const e of certain) {
    const key = `${e.file}:${e.line}`;
    byLine.set(key, [...(byLine.get(key) ?? []), e]);
  }
  for (const [site, targets] of oracle) {
    const seen = new Set();
    const [siteFile, siteLine] = [site.slice(0, site.lastIndexOf(":")), Number(site.slice(site.lastIndexOf(":") + 1))];
    for (const t of targets) {
      const k = `${t.file}:${t.line}`;
      // A call inside the declaration it names (recursion) is not an edge between units.
      if (t.file === siteFile && enclosingLines(t, siteLine)) continue;
      if (seen.has(k)) continue;
      seen.add(k);
      oracleEdges++;
      if ((byLine.get(site) ?? []).some((e) => matches(e, t))) found++;
      else missed.push(`${site} -> ${t.name}@${t.file}:${t.line}`);
    }
  }
  return {
    root,
    label: JSON.parse(readFileSync(join(root, "package.json"), "utf8")).name ?? root,
    certainEdges: certain.length,
    certainCallEdges: ours.length,
    coveredByOracle: covered,
    precision: covered ? correct / covered : 1,
    oracleEdges,
    recall: oracleEdges ? found / oracleEdges : 1,
    wrong,
    missed,
  };
}

export async function main(root = null) {
  for (const tree of root ? [root] : [fetchPackage("rxjs@7.8.2"), fetchPackage("zod@3.25.76")]) report(evaluate(tree));
}

function report(r) {
  console.log(`typescript (${r.label}): ${r.certainEdges} certain edges (${r.certainCallEdges} calls); the checker resolves ${r.coveredByOracle} of them`);
  console.log(`  precision ${r.precision.toFixed(4)} (certain edges whose target holds the checker's declaration)`);
  console.log(`  recall    ${r.recall.toFixed(4)} (of ${r.oracleEdges} call-hierarchy calls into the tree, found as certain call edges)`);
  if (process.env.VERBOSE) {
    for (const w of r.wrong) console.log(`  wrong: ${w}`);
    for (const m of r.missed) console.log(`  missed: ${m}`);
  } else {
    for (const w of r.wrong.slice(0, 20)) console.log(`  wrong: ${w}`);
    for (const m of r.missed.slice(0, 20)) console.log(`  missed: ${m}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv[2] ? resolve(process.argv[2]) : null);
}
