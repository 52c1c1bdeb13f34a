// A language's extraction query split in two: the patterns that only match the file's top-level statements, and
// the rest. A pattern rooted at the file's node (`(source_file (function_declaration) @export.declaration)`) starts
// at the root and stays in progress while the query walks every node of the file, waiting for another child of the
// root; in Go those patterns took a fifth of the query engine's time. Written without their root and run apart,
// starting no deeper than the root's children, they give the same matches for almost nothing.

/** A pattern's place in the query's source: from its first token to the last capture or quantifier after it. */
export interface PatternSpan {
  start: number;
  end: number;
}

/** Patterns compiled as one query, and for each of its patterns the index it had in the whole query. */
export interface PatternSubset {
  source: string;
  patterns: number[];
}

export interface SplitPatterns {
  nested: PatternSubset;
  /** The top-level patterns without their root, to be run from the root no deeper than its children; null if none. */
  top: PatternSubset | null;
}

type Token = { text: string; start: number; end: number };
type Group = { open: "(" | "["; items: Item[]; start: number; end: number };
type Item = Group | Token;

const isGroup = (item: Item | undefined): item is Group => item !== undefined && "open" in item;
const isAtom = (item: Item | undefined, test: (text: string) => boolean): boolean =>
  item !== undefined && !isGroup(item) && test(item.text);
const isCapture = (item: Item): boolean => isAtom(item, (t) => t.startsWith("@"));
const isPredicate = (item: Item): boolean => isGroup(item) && isAtom(item.items[0], (t) => t.startsWith("#"));

/** The query language's tokens: brackets, strings, and words (node types, fields, captures, anchors, quantifiers). */
const TOKEN = /(\s+|;[^\n]*)|[()[\]]|"(?:[^"\\]|\\.)*"?|[^\s()[\]";]+/gy;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    // Whitespace and comments (a line from `;`) are no tokens.
    if (m[1] === undefined) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Brackets nested into groups; null where they do not balance. */
function groups(list: Token[]): Item[] | null {
  const stack: Group[] = [{ open: "(", items: [], start: 0, end: 0 }];
  for (const t of list) {
    const top = stack[stack.length - 1] as Group;
    if (t.text === "(" || t.text === "[") {
      const g: Group = { open: t.text, items: [], start: t.start, end: t.end };
      top.items.push(g);
      stack.push(g);
    } else if (t.text === ")" || t.text === "]") {
      if (stack.length === 1 || (t.text === ")") !== (top.open === "(")) return null;
      top.end = t.end;
      stack.pop();
    } else top.items.push(t);
  }
  return stack.length === 1 ? (stack[0] as Group).items : null;
}

/**
 * Whether a root's child pattern, run unrooted from the root no deeper than its children, matches what it matched
 * under the root: a node or an alternation of nodes of named types, none of which the root itself could be (the
 * run also tries the root).
 */
function childMatchesApart(child: Group, rootType: string): boolean {
  const named = (g: Item | undefined): boolean =>
    isGroup(g) && g.open === "(" && isAtom(g.items[0], (t) => /^[A-Za-z][A-Za-z0-9_]*$/.test(t) && t !== rootType && t !== "ERROR");
  if (child.open === "(") return named(child);
  return child.items.length > 0 && child.items.every((item) => named(item) || isCapture(item));
}

/** A pattern at the query's top level: its item and the captures and quantifiers after it. */
interface Pattern {
  head: Item;
  suffixes: Token[];
  start: number;
  end: number;
}

/** A query source's patterns, in the order the query numbers them; null where its brackets do not balance. */
function patternsOf(source: string): Pattern[] | null {
  const items = groups(tokens(source));
  if (!items) return null;
  const patterns: Pattern[] = [];
  for (const item of items) {
    const last = patterns[patterns.length - 1];
    if (last && !isGroup(item) && (item.text.startsWith("@") || /^[*+?]$/.test(item.text))) {
      last.suffixes.push(item);
      last.end = item.end;
    } else patterns.push({ head: item, suffixes: [], start: item.start, end: item.end });
  }
  return patterns;
}

/**
 * The pattern without its root, if it is `(ROOT CHILD @captures...)` or `((ROOT CHILD @captures...) (#predicate)...)`
 * with nothing else at the root: no capture of the root, no field, anchor or quantifier on the child, one child.
 */
function unrooted(pattern: Pattern, source: string, rootType: string): string | null {
  const outer = pattern.head;
  if (!isGroup(outer) || pattern.suffixes.length > 0) return null;
  let rooted = outer;
  let predicates: Item[] = [];
  if (isGroup(outer.items[0])) {
    // A pattern grouped with its predicates.
    rooted = outer.items[0];
    predicates = outer.items.slice(1);
    if (!predicates.every(isPredicate)) return null;
  }
  if (rooted.open !== "(" || !isAtom(rooted.items[0], (t) => t === rootType)) return null;
  const [child, ...after] = rooted.items.slice(1);
  if (!isGroup(child) || !after.every(isCapture) || !childMatchesApart(child, rootType)) return null;
  const last = after.length > 0 ? (after[after.length - 1] as Token).end : child.end;
  const body = source.slice(child.start, last);
  if (predicates.length === 0) return body;
  return `(${body} ${predicates.map((p) => source.slice((p as Group).start, (p as Group).end)).join(" ")})`;
}

/** One pattern's text without its root (see unrooted), or null where it is not of that shape. */
export function unrootedPattern(text: string, rootType: string): string | null {
  const patterns = patternsOf(text);
  return patterns?.length === 1 ? unrooted(patterns[0] as Pattern, text, rootType) : null;
}

/**
 * Where each pattern of a query's source lies, in the order the query numbers them: each item at the top level
 * (a node, an alternation, a group with its predicates, a string, a wildcard) with the captures and quantifiers
 * that follow it. Read from the source rather than from a compiled query: compiling a language's query took tens
 * to hundreds of milliseconds, which a cold request would pay twice. A test compares these with the runtime's.
 */
export function patternSpans(source: string): PatternSpan[] | null {
  return patternsOf(source)?.map(({ start, end }) => ({ start, end })) ?? null;
}

/**
 * The query's patterns split into those run apart from the root's children and the rest, each keeping its index;
 * null where the source's brackets do not balance.
 */
export function splitTopLevelPatterns(source: string, rootType: string): SplitPatterns | null {
  const patterns = patternsOf(source);
  if (!patterns) return null;
  const nested: string[] = [];
  const nestedPatterns: number[] = [];
  const top: string[] = [];
  const topPatterns: number[] = [];
  patterns.forEach((pattern, index) => {
    const apart = rootType === "" ? null : unrooted(pattern, source, rootType);
    if (apart === null) {
      nested.push(source.slice(pattern.start, pattern.end));
      nestedPatterns.push(index);
    } else {
      top.push(apart);
      topPatterns.push(index);
    }
  });
  return {
    nested: { source: nested.join("\n"), patterns: nestedPatterns },
    top: top.length > 0 ? { source: top.join("\n"), patterns: topPatterns } : null,
  };
}
