// The engine bundled from src/ for scripts that run outside the test runner (accuracy checks, fuzzing), next to
// links to the language folders and node_modules it loads at run time.
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const project = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** exports: a map from export name to a module path under src/, e.g. { buildPacket: "core/buildPacket.ts" }. */
export async function loadEngine(exports) {
  const dir = mkdtempSync(join(tmpdir(), "odin-slice-engine-"));
  symlinkSync(join(project, "src/languages"), join(dir, "languages"));
  symlinkSync(join(project, "node_modules"), join(dir, "node_modules"));
  const source = Object.entries(exports)
    .map(([name, path]) => `export { ${name} } from ${JSON.stringify(join(project, "src", path))};`)
    .join("\n");
  await build({
    stdin: { contents: source, resolveDir: project, loader: "ts" },
    outfile: join(dir, "engine.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return import(pathToFileURL(join(dir, "engine.mjs")).href);
}
