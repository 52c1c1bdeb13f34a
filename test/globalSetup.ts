// Builds dist/ once before any test runs, so that tests of the bundled command line and Action see the current
// sources (and never race one another rebuilding it).
import { execFileSync } from "node:child_process";
import { join } from "node:path";

export default function setup(): void {
  execFileSync(process.execPath, [join(import.meta.dirname, "..", "scripts", "build.mjs")], { stdio: "inherit" });
}
