// One file's facts as text, for the cache and for the parse workers' replies. A file's uses are most of its facts
// (thousands per large file), and as JSON objects each repeats its keys and its target: written as columns over
// a table of the file's names and of its distinct targets, the text is about a third as long and is read more
// than twice as fast (Go's standard library), which is most of what a request answered from the cache spends.
// The uses come last, on a line of their own, and are read only when first asked for: many files are loaded only
// for their declarations (the first few definitions of a name), and the uses are more than half of the text.
import type { FileFacts, LocalTarget, Reference } from "./facts.js";

/** Changes whenever the text below changes shape: it is part of the cache's version. */
export const FACTS_CODEC = "columns-2";

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

type Head = Omit<FileFacts, "references"> & { references: null };

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
  // JSON text holds no raw line break: the first one ends the head. The head keeps the uses' place among the
  // keys, so that the facts read back list their keys in the order they were made in.
  const head: Head = { ...facts, references: null };
  return `${JSON.stringify(head)}\n${JSON.stringify(columns)}`;
}

/**
 * The facts encodeFacts wrote; their uses are read from the text when first asked for. Uses with equal targets
 * share one target object: facts are never changed once made, by any reader.
 */
export function decodeFacts(text: string): FileFacts {
  const split = text.indexOf("\n");
  if (split < 0) throw new Error("facts text without its uses");
  const facts = JSON.parse(text.slice(0, split)) as Head;
  let rest: string | null = text.slice(split + 1);
  // Read once for these facts and every copy factsAtPath makes of them; the text is let go once read.
  let references: Reference[] | null = null;
  Object.defineProperty(facts, "references", {
    enumerable: true,
    configurable: true,
    get(this: FileFacts): Reference[] {
      if (references === null) {
        references = decodeReferences(JSON.parse(rest as string) as ReferenceColumns);
        rest = null;
      }
      Object.defineProperty(this, "references", { value: references, enumerable: true, writable: false, configurable: false });
      return references;
    },
  });
  return facts as unknown as FileFacts;
}

/** The same facts under another path (a file with the same bytes elsewhere), their uses still unread if they were. */
export function factsAtPath(facts: Omit<FileFacts, "path"> & { path?: string }, path: string): FileFacts {
  if (facts.path === path) return facts as FileFacts;
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(facts)) as FileFacts;
  Object.defineProperty(copy, "path", { value: path, enumerable: true, writable: true, configurable: true });
  return copy;
}

function decodeReferences(c: ReferenceColumns): Reference[] {
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
  return references;
}
