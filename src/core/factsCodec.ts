// One file's facts as text, for the cache and for the parse workers' replies. A file's uses are most of its facts
// (thousands per large file), and as JSON objects each repeats its keys and its target: written as columns over
// a table of the file's names and of its distinct targets, the text is about a third as long and is read more
// than twice as fast (Go's standard library), which is most of what a request answered from the cache spends.
import type { FileFacts, LocalTarget, Reference } from "./facts.js";

/** Changes whenever the text below changes shape: it is part of the cache's version. */
export const FACTS_CODEC = "columns-1";

/** The uses of one file, by column. */
interface ReferenceColumns {
  /** The names and labels the uses hold. */
  strings: string[];
  /** The distinct targets, each once. */
  targets: LocalTarget[];
  /** Per use: its name (index into strings). */
  name: number[];
  /** Per use: "c" for a call, "r" for another reference. */
  kind: string;
  /** Per use: its line, less the line of the use before it. */
  line: number[];
  unit: number[];
  /** Per use: its target (index into targets). */
  target: number[];
  /** Per use: its label (index into strings), or -1 when the label is the name. */
  label: number[];
}

type Encoded = Omit<FileFacts, "references"> & { references: ReferenceColumns };

export function encodeFacts(facts: FileFacts): string {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const intern = (s: string): number => {
    let i = stringIndex.get(s);
    if (i === undefined) {
      i = strings.length;
      strings.push(s);
      stringIndex.set(s, i);
    }
    return i;
  };
  const targets: LocalTarget[] = [];
  const targetIndex = new Map<string, number>();
  const columns: ReferenceColumns = { strings, targets, name: [], kind: "", line: [], unit: [], target: [], label: [] };
  let kinds = "";
  let lastLine = 0;
  for (const ref of facts.references) {
    columns.name.push(intern(ref.name));
    kinds += ref.kind === "call" ? "c" : "r";
    columns.line.push(ref.line - lastLine);
    lastLine = ref.line;
    columns.unit.push(ref.unit);
    const key = JSON.stringify(ref.target);
    let t = targetIndex.get(key);
    if (t === undefined) {
      t = targets.length;
      targets.push(ref.target);
      targetIndex.set(key, t);
    }
    columns.target.push(t);
    columns.label.push(ref.label === ref.name ? -1 : intern(ref.label));
  }
  columns.kind = kinds;
  const encoded: Encoded = { ...facts, references: columns };
  return JSON.stringify(encoded);
}

/**
 * The facts encodeFacts wrote. Uses with equal targets share one target object: facts are never changed once
 * made, by any reader.
 */
export function decodeFacts(text: string): FileFacts {
  const encoded = JSON.parse(text) as Encoded;
  const c = encoded.references;
  const references: Reference[] = new Array(c.name.length);
  let line = 0;
  for (let i = 0; i < references.length; i++) {
    const name = c.strings[c.name[i] as number] as string;
    const label = c.label[i] as number;
    line += c.line[i] as number;
    references[i] = {
      name,
      kind: c.kind.charCodeAt(i) === 99 ? "call" : "reference",
      line,
      unit: c.unit[i] as number,
      target: c.targets[c.target[i] as number] as LocalTarget,
      label: label < 0 ? name : (c.strings[label] as string),
    };
  }
  return { ...encoded, references };
}
