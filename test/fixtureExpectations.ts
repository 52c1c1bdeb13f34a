// Reads the expectations a fixture states inline: `def:`, `calls:`, `refs:` and `uncertain:` clauses in a
// comment at the end of a line (`//`, `#`, or `/* ... */` where only a block comment fits, as in JSX),
// separated by `|`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface Expectations {
  defs: string[];
  edges: string[];
  uncertain: string[];
}

const CLAUSE = /(?:\/\/|#|\/\*)\s*((?:def|calls|refs|uncertain):.*?)(?:\s*\*\/.*)?$/;

export function sourceFiles(root: string, extensions: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (extensions.some((e) => name.endsWith(e))) out.push(relative(root, path).split("\\").join("/"));
    }
  };
  walk(root);
  return out;
}

export function readExpectations(root: string, files: string[]): Expectations {
  const result: Expectations = { defs: [], edges: [], uncertain: [] };
  for (const file of files) {
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    lines.forEach((text, i) => {
      const match = CLAUSE.exec(text);
      if (!match) return;
      const line = i + 1;
      for (const clause of (match[1] as string).split("|")) {
        // Only the first colon ends the key: Rust names contain `::`.
        const colon = clause.indexOf(":");
        const key = clause.slice(0, colon).trim();
        const value = clause.slice(colon + 1).trim();
        const items = value.split(",").map((s) => s.trim()).filter(Boolean);
        for (const item of items) {
          if (key === "def") result.defs.push(`${file}:${line} ${item}`);
          else if (key === "calls") result.edges.push(`${file}:${line} call ${item}`);
          else if (key === "refs") result.edges.push(`${file}:${line} reference ${item}`);
          else if (key === "uncertain") result.uncertain.push(`${file}:${line} ${item}`);
        }
      }
    });
  }
  for (const list of Object.values(result)) list.sort();
  return result;
}
