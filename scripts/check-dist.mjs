// Fails when the committed dist/ differs from a fresh build (the Action runs dist/, not src/).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const project = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const fresh = mkdtempSync(join(tmpdir(), "odin-slice-dist-"));

function list(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out;
}

try {
  execFileSync(process.execPath, [join(project, "scripts/build.mjs"), fresh], { stdio: "inherit" });
  const committed = join(project, "dist");
  const a = list(fresh);
  const b = list(committed);
  const problems = [];
  for (const f of a) if (!b.includes(f)) problems.push(`missing from dist/: ${f}`);
  for (const f of b) if (!a.includes(f)) problems.push(`not produced by the build: dist/${f}`);
  for (const f of a) {
    if (b.includes(f) && !readFileSync(join(fresh, f)).equals(readFileSync(join(committed, f)))) {
      problems.push(`differs from a fresh build: dist/${f}`);
    }
  }
  if (problems.length) {
    console.error("dist/ is stale; run `npm run build` and commit dist/:\n  " + problems.join("\n  "));
    process.exitCode = 1;
  } else {
    console.log(`dist/ matches a fresh build (${a.length} files)`);
  }
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
