// One file's facts as text, for the cache and for the parse workers' replies. A file's uses are most of its facts
// (thousands per large file), and as JSON objects each repeats its keys and its target: written as columns, the
// text is about a third as long and is read more than twice as fast (Go's standard library), which is most of
// what a request answered from the cache spends.
// The uses come after the declarations, one line per name, and are read only when asked for: many files are
// loaded only for their declarations (the first few definitions of a name), and a question about who calls a
// name needs only that name's uses, which its line holds (a common method name is used in hundreds of files,
// each with thousands of other uses).
// The declarations are columns too: a file loaded for its declarations alone spends most of its time parsing them,
// and as objects each repeated its six keys.
// Imports, exports, module-level statements and entrypoint marks each have a line of their own after the head and
// are read when first asked for: most files a request loads are asked only for their declarations, and those parts
// were more than half of each head read (a Java file's imports, a Go file's exports, one per top-level name).
import type { Definition, DefinitionKind, FileFacts, LocalTarget, Reference } from "./facts.js";

/** Changes whenever the text below changes shape: it is part of the cache's version. */
export const FACTS_CODEC = "lines-3";

const KINDS: readonly DefinitionKind[] = ["function", "method", "class", "interface", "type", "enum", "module", "variable"];

/** The keys every definition has, in the order the extractor makes them; any others come after them. */
const BASE_KEYS = ["name", "kind", "chain", "start", "end", "parent"] as const;

/**
 * A file's definitions as columns: names; kinds (a digit each, the place in KINDS); starts, each less the one
 * before; lengths in lines (end less start); parents; chains, 0 where the chain is an earlier parent's (or none)
 * then the owner (if any) then the name; the definitions with more keys than the six, as [place, those keys]; and
 * any definition of another shape whole, as [place, definition].
 */
type DefinitionColumns = [
  names: string[],
  kinds: string,
  starts: number[],
  lengths: number[],
  parents: number[],
  chains: (0 | string[])[],
  more: [number, Partial<Definition>][],
  whole: [number, Definition][],
];

function derivedChain(defs: readonly Definition[], def: Definition): string[] {
  const above = def.parent >= 0 ? (defs[def.parent] as Definition).chain : [];
  return def.owner === undefined ? [...above, def.name] : [...above, def.owner, def.name];
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function definitionColumns(defs: readonly Definition[]): DefinitionColumns {
  const columns: DefinitionColumns = [[], "", [], [], [], [], [], []];
  let lastStart = 0;
  defs.forEach((def, i) => {
    const keys = Object.keys(def);
    const kind = KINDS.indexOf(def.kind);
    const usual = kind >= 0 && BASE_KEYS.every((k, j) => keys[j] === k);
    if (!usual) columns[7].push([i, def]);
    columns[0].push(def.name);
    columns[1] += String(Math.max(0, kind));
    columns[2].push(def.start - lastStart);
    lastStart = def.start;
    columns[3].push(def.end - def.start);
    columns[4].push(def.parent);
    // Derived only from a parent read before it.
    columns[5].push(def.parent < i && sameStrings(def.chain, derivedChain(defs, def)) ? 0 : def.chain);
    if (usual && keys.length > BASE_KEYS.length) {
      const more: Record<string, unknown> = {};
      for (const k of keys.slice(BASE_KEYS.length)) more[k] = (def as unknown as Record<string, unknown>)[k];
      columns[6].push([i, more as Partial<Definition>]);
    }
  });
  return columns;
}

function definitionsOf(columns: DefinitionColumns): Definition[] {
  const [names, kinds, starts, lengths, parents, chains, more, whole] = columns;
  const defs: Definition[] = new Array(names.length);
  let start = 0;
  for (let i = 0; i < names.length; i++) {
    start += starts[i] as number;
    const chain = chains[i] as string[];
    defs[i] = { name: names[i] as string, kind: KINDS[kinds.charCodeAt(i) - 48] as DefinitionKind, chain, start, end: start + (lengths[i] as number), parent: parents[i] as number };
  }
  for (const [i, keys] of more) Object.assign(defs[i] as Definition, keys);
  for (const [i, def] of whole) defs[i] = def;
  // In order, so that a parent's chain is whole before its children's are derived from it.
  for (let i = 0; i < defs.length; i++) if ((chains[i] as unknown) === 0) (defs[i] as Definition).chain = derivedChain(defs, defs[i] as Definition);
  return defs;
}

/**
 * The uses of one name, as one JSON array: the name, then per use (in the file's order) its place in the file's
 * uses less the place of the one before, its kind ("c" for a call, "r" otherwise), its line less the line of the
 * one before, its unit, its target (index into the name's distinct targets; none when there is only one) and its
 * label (0 when it is the name).
 */
type NameLine = [name: string, places: number[], kinds: string, lines: number[], units: number[], targets: LocalTarget[], target: number[], labels: (string | 0)[]];

/** The parts of facts written on lines of their own after the head, in this order, and read when first asked for. */
const LATER_KEYS = ["imports", "exports", "moduleUnits", "entry"] as const;
type LaterKey = (typeof LATER_KEYS)[number];

type Head = Omit<FileFacts, "references" | "definitions" | LaterKey> & { definitions: DefinitionColumns; references: null } & { [K in LaterKey]: null };

/** The uses of one name in one file, and their places among all of the file's uses. */
export interface NamedReferences {
  places: readonly number[];
  references: readonly Reference[];
}

const NONE: NamedReferences = { places: [], references: [] };

const NEWLINE = 10;

/** The places of each name's uses among a file's uses, in the file's order; names in order of first use. */
function placesByName(references: readonly Reference[]): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  references.forEach((ref, i) => {
    const places = byName.get(ref.name);
    if (places) places.push(i);
    else byName.set(ref.name, [i]);
  });
  return byName;
}

export function encodeFacts(facts: FileFacts): string {
  const byName = placesByName(facts.references);
  // JSON text holds no raw line break: the first one ends the head, each later one a name's uses. The head keeps
  // the uses' place among the keys, so that the facts read back list their keys in the order they were made in.
  const head: Head = { ...facts, definitions: definitionColumns(facts.definitions), references: null, imports: null, exports: null, moduleUnits: null, entry: null };
  let text = JSON.stringify(head);
  for (const key of LATER_KEYS) text += `\n${JSON.stringify(facts[key])}`;
  text += `\n${facts.references.length}`;
  for (const [name, places] of byName) text += `\n${JSON.stringify(nameLine(name, places, facts.references))}`;
  return text;
}

function nameLine(name: string, places: number[], all: readonly Reference[]): NameLine {
  const line: NameLine = [name, [], "", [], [], [], [], []];
  const targetIndex = new Map<string, number>();
  let lastPlace = 0;
  let lastLine = 0;
  let renamed = false;
  for (const place of places) {
    const ref = all[place] as Reference;
    line[1].push(place - lastPlace);
    lastPlace = place;
    line[2] += ref.kind === "call" ? "c" : "r";
    line[3].push(ref.line - lastLine);
    lastLine = ref.line;
    line[4].push(ref.unit);
    const key = JSON.stringify(ref.target);
    let t = targetIndex.get(key);
    if (t === undefined) {
      t = line[5].length;
      line[5].push(ref.target);
      targetIndex.set(key, t);
    }
    line[6].push(t);
    line[7].push(ref.label === name ? 0 : ref.label);
    if (ref.label !== name) renamed = true;
  }
  if (line[5].length === 1) line[6] = [];
  if (!renamed) line[7] = [];
  return line;
}

/** Decodes one name's line, adding its uses to `out` at their places. Uses with equal targets share one target object. */
function readNameLine(line: NameLine, out: (place: number, ref: Reference) => void): void {
  const [name, places, kinds, lines, units, targets, target, labels] = line;
  let place = 0;
  let lineNumber = 0;
  for (let k = 0; k < places.length; k++) {
    place += places[k] as number;
    lineNumber += lines[k] as number;
    const label = labels.length === 0 ? 0 : (labels[k] as string | 0);
    out(place, {
      name,
      kind: kinds.charCodeAt(k) === 99 ? "call" : "reference",
      line: lineNumber,
      unit: units[k] as number,
      target: targets[target.length === 0 ? 0 : (target[k] as number)] as LocalTarget,
      label: label === 0 ? name : label,
    });
  }
}

/** What facts read from text keep of it until their uses are read whole. */
interface UnreadUses {
  /**
   * The bytes after the head: the count of uses, then a line per name. Kept as bytes, outside the JavaScript
   * heap: a request holds the unread uses of every file it loads, and as strings the collector copied them over
   * and over.
   */
  text: Buffer | null;
  count: number;
  named: Map<string, NamedReferences>;
  /** Every use, once read whole. */
  all: Reference[] | null;
}

/** The lines of the parts read when first asked for (LATER_KEYS), and those read so far. */
interface LaterParts {
  text: Buffer;
  /** Where each part's line starts in `text`, and where the last one ends. */
  bounds: number[];
  read: Partial<Pick<FileFacts, LaterKey>>;
}

function laterPart<K extends LaterKey>(later: LaterParts, key: K): FileFacts[K] {
  let value = later.read[key];
  if (value === undefined) {
    const k = LATER_KEYS.indexOf(key);
    value = JSON.parse(later.text.toString("utf8", later.bounds[k], (later.bounds[k + 1] as number) - 1)) as FileFacts[K];
    later.read[key] = value;
  }
  return value as FileFacts[K];
}

/**
 * Facts read from text. A class, so that every file's facts share one shape and one getter: facts are read in
 * every hot loop of a request, and an object given its lazy uses by defining properties on it is kept in V8's
 * slow dictionary mode. Its uses are read from `unread` when first asked for; JSON.stringify sees plain facts.
 */
class DecodedFacts implements FileFacts {
  readonly path: string;
  readonly language: string;
  readonly lineCount: number;
  readonly parsed: boolean;
  readonly definitions: FileFacts["definitions"];
  readonly packageName: string | null;
  /** Both shared by the copies factsAtPath makes; private, so that spreading the facts does not copy them. */
  readonly #unread: UnreadUses;
  readonly #later: LaterParts;

  constructor(head: Pick<FileFacts, "language" | "lineCount" | "parsed" | "definitions" | "packageName">, path: string, unread: UnreadUses, later: LaterParts) {
    this.path = path;
    this.language = head.language;
    this.lineCount = head.lineCount;
    this.parsed = head.parsed;
    this.definitions = head.definitions;
    this.packageName = head.packageName;
    this.#unread = unread;
    this.#later = later;
  }

  /** The uses of facts read from text, or null for other facts. */
  static unreadOf(facts: FileFacts): UnreadUses | null {
    return facts instanceof DecodedFacts ? facts.#unread : null;
  }

  /** The same facts under another path, sharing what is read of them; null for facts not read from text. */
  static atPath(facts: FileFacts, path: string): FileFacts | null {
    return facts instanceof DecodedFacts ? new DecodedFacts(facts, path, facts.#unread, facts.#later) : null;
  }

  get imports(): FileFacts["imports"] {
    return laterPart(this.#later, "imports");
  }

  get exports(): FileFacts["exports"] {
    return laterPart(this.#later, "exports");
  }

  get moduleUnits(): FileFacts["moduleUnits"] {
    return laterPart(this.#later, "moduleUnits");
  }

  get entry(): FileFacts["entry"] {
    return laterPart(this.#later, "entry");
  }

  get references(): Reference[] {
    const unread = this.#unread;
    if (unread.all === null) {
      unread.all = readAllUses(unread);
      unread.text = null;
    }
    return unread.all;
  }

  toJSON(): FileFacts {
    return {
      path: this.path,
      language: this.language,
      lineCount: this.lineCount,
      parsed: this.parsed,
      definitions: this.definitions,
      moduleUnits: this.moduleUnits,
      imports: this.imports,
      exports: this.exports,
      references: this.references,
      packageName: this.packageName,
      entry: this.entry,
    };
  }
}

/**
 * The facts encodeFacts wrote; their uses are read from the text when first asked for, all of them or (see
 * referencesNamed) those of one name. Facts are never changed once made, by any reader.
 */
export function decodeFacts(text: string | Buffer): FileFacts {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  const split = bytes.indexOf(NEWLINE);
  if (split < 0) throw new Error("facts text without its uses");
  const read = JSON.parse(bytes.toString("utf8", 0, split)) as Head;
  const head = read as unknown as Pick<FileFacts, "path" | "language" | "lineCount" | "parsed" | "definitions" | "packageName">;
  head.definitions = definitionsOf(read.definitions);
  // Each later part's line, then the count of uses.
  const bounds = [split + 1];
  for (let k = 0; k < LATER_KEYS.length; k++) {
    const end = bytes.indexOf(NEWLINE, bounds[k] as number);
    if (end < 0) throw new Error("facts text without its uses");
    bounds.push(end + 1);
  }
  const usesAt = (bounds[LATER_KEYS.length] as number) - 1;
  // The parts' lines copied apart (a few hundred bytes as a rule), so that holding them does not hold the uses.
  const later: LaterParts = { text: Buffer.from(bytes.subarray(split + 1, usesAt + 1)), bounds: bounds.map((b) => b - split - 1), read: {} };
  const countEnd = bytes.indexOf(NEWLINE, usesAt + 1);
  const count = Number(bytes.toString("latin1", usesAt + 1, countEnd < 0 ? bytes.length : countEnd));
  // Kept for these facts and every copy factsAtPath makes of them; the bytes are let go once the uses are read whole.
  return new DecodedFacts(head, head.path, { text: bytes.subarray(usesAt), count: Number.isInteger(count) ? count : -1, named: new Map(), all: null }, later);
}

function readAllUses(unread: UnreadUses): Reference[] {
  const bytes = unread.text as Buffer;
  if (unread.count < 0) throw new SyntaxError("facts text without the count of its uses");
  const first = bytes.indexOf(NEWLINE, 1);
  // Every line break but the first is between two names' lines: as commas they make one array of them.
  const lines = first < 0 ? [] : (JSON.parse(`[${bytes.toString("utf8", first + 1).replaceAll("\n", ",")}]`) as NameLine[]);
  const references: Reference[] = new Array(unread.count);
  for (const line of lines) readNameLine(line, (place, ref) => (references[place] = ref));
  return references;
}

/** How many uses a file's facts hold, told without reading them where they are still unread. */
export function useCount(facts: FileFacts): number {
  const unread = DecodedFacts.unreadOf(facts);
  if (unread && unread.all === null && unread.count >= 0) return unread.count;
  return facts.references.length;
}

const namedOfRead = new WeakMap<readonly Reference[], Map<string, NamedReferences>>();

/**
 * The uses named `name` among a file's facts, in the file's order: read from that name's line alone while the
 * rest of the uses are unread.
 */
export function referencesNamed(facts: FileFacts, name: string): NamedReferences {
  const unread = DecodedFacts.unreadOf(facts);
  if (unread && unread.text !== null && unread.count >= 0) {
    let named = unread.named.get(name);
    if (!named) {
      named = readOneName(unread.text, name);
      unread.named.set(name, named);
    }
    return named;
  }
  const all = facts.references;
  let byName = namedOfRead.get(all);
  if (!byName) {
    byName = new Map([...placesByName(all)].map(([n, places]) => [n, { places, references: places.map((i) => all[i] as Reference) }]));
    namedOfRead.set(all, byName);
  }
  return byName.get(name) ?? NONE;
}

function readOneName(bytes: Buffer, name: string): NamedReferences {
  const start = bytes.indexOf(`\n[${JSON.stringify(name)},`, 0, "utf8");
  if (start < 0) return NONE;
  const end = bytes.indexOf(NEWLINE, start + 1);
  const named = { places: [] as number[], references: [] as Reference[] };
  readNameLine(JSON.parse(bytes.toString("utf8", start + 1, end < 0 ? bytes.length : end)) as NameLine, (place, ref) => {
    named.places.push(place);
    named.references.push(ref);
  });
  return named;
}

/** The same facts under another path (a file with the same bytes elsewhere), their uses still unread if they were. */
/** Whether facts were read from text and their uses not yet read whole. */
export function hasUnreadUses(facts: FileFacts): boolean {
  return DecodedFacts.unreadOf(facts)?.all === null;
}

export function factsAtPath(facts: Omit<FileFacts, "path"> & { path?: string }, path: string): FileFacts {
  if (facts.path === path) return facts as FileFacts;
  return DecodedFacts.atPath(facts as FileFacts, path) ?? { ...(facts as FileFacts), path };
}
