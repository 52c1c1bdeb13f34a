// The fixture projects' source files, for the tests that read every one of them.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { languageForPath } from "../src/core/languages.js";

export const FIXTURES = join(import.meta.dirname, "fixtures");

/** Every file under `dir` (the fixtures by default) that some language reads, sorted. */
export function fixtureSources(dir: string = FIXTURES): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...fixtureSources(path));
    else if (languageForPath(path)) out.push(path);
  }
  return out.sort();
}
