// What a tree's root files make public, as a cache keeps it. A package's entry modules can export thousands of
// declarations while a request asks about a few: the declarations are kept grouped by file, one line per file,
// and a file's line is read only when it is asked about.
import type { DefinitionKeys, RootedEntrypoints } from "./entrypoints.js";

/** The first line: the programs and the files with public declarations, in the order of the lines after it. */
interface Head {
  programs: string[];
  files: string[];
}

export function encodeEntrypoints(entry: RootedEntrypoints): string {
  const byFile = new Map<string, number[]>();
  for (const key of entry.definitions) {
    const at = key.lastIndexOf("#");
    const file = key.slice(0, at);
    const defs = byFile.get(file);
    if (defs) defs.push(Number(key.slice(at + 1)));
    else byFile.set(file, [Number(key.slice(at + 1))]);
  }
  const head: Head = { programs: [...entry.programs], files: [...byFile.keys()] };
  return [JSON.stringify(head), ...[...byFile.values()].map((defs) => defs.join(" "))].join("\n");
}

/** Entrypoints as encodeEntrypoints wrote them, or null for text it did not write. */
export function decodeEntrypoints(text: string): RootedEntrypoints | null {
  const lines = text.split("\n");
  let head: Head;
  try {
    head = JSON.parse(lines[0] as string) as Head;
  } catch {
    return null;
  }
  const strings = (x: unknown): x is string[] => Array.isArray(x) && x.every((v) => typeof v === "string");
  if (!head || !strings(head.programs) || !strings(head.files) || head.files.length !== lines.length - 1) return null;
  return { definitions: new KeptDefinitions(head.files, lines), programs: new Set(head.programs) };
}

/** The public declarations of a kept tree, each file's read on the first question about it. */
class KeptDefinitions implements DefinitionKeys {
  private readonly lineOf = new Map<string, number>();
  private readonly read = new Map<string, ReadonlySet<number>>();
  private readonly added = new Set<string>();

  constructor(
    private readonly files: readonly string[],
    private readonly lines: readonly string[],
  ) {
    files.forEach((file, i) => this.lineOf.set(file, i + 1));
  }

  has(key: string): boolean {
    if (this.added.size > 0 && this.added.has(key)) return true;
    const at = key.lastIndexOf("#");
    const file = key.slice(0, at);
    return this.defsOf(file)?.has(Number(key.slice(at + 1))) ?? false;
  }

  add(key: string): this {
    this.added.add(key);
    return this;
  }

  *[Symbol.iterator](): Iterator<string> {
    for (const file of this.files) for (const def of this.defsOf(file) ?? []) yield `${file}#${def}`;
    yield* this.added;
  }

  private defsOf(file: string): ReadonlySet<number> | null {
    let defs = this.read.get(file);
    if (!defs) {
      const line = this.lineOf.get(file);
      if (line === undefined) return null;
      defs = new Set((this.lines[line] as string).split(" ").map(Number));
      this.read.set(file, defs);
    }
    return defs;
  }
}
