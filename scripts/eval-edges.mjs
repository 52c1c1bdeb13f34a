// npm run eval:edges: every language's accuracy check (scripts/eval-edges/<language>.mjs), one after another.
// Each module exports `main()`, which fetches its real code, compares the index with an oracle and prints figures.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dir = join(dirname(fileURLToPath(import.meta.url)), "eval-edges");
const only = process.argv.slice(2);
for (const name of readdirSync(dir).filter((f) => f.endsWith(".mjs")).sort()) {
  const language = name.replace(/\.mjs$/, "");
  if (only.length > 0 && !only.includes(language)) continue;
  const module = await import(pathToFileURL(join(dir, name)).href);
  await module.main();
}
