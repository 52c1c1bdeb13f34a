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

/**
 * The pattern without its root, if it is `(ROOT CHILD @captures...)` or `((ROOT CHILD @captures...) (#predicate)...)`
 * with nothing else at the root: no capture of the root, no field, anchor or quantifier on the child, one child.
 */
export function unrootedPattern(text: string, rootType: string): string | null {
  const items = groups(tokens(text));
  if (!items || items.length !== 1 || !isGroup(items[0])) return null;
  const outer = items[0];
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
  const body = text.slice(child.start, last);
  if (predicates.length === 0) return body;
  return `(${body} ${predicates.map((p) => text.slice((p as Group).start, (p as Group).end)).join(" ")})`;
}

/**
 * Where each pattern of a query's source lies, in the order the query numbers them: each item at the top level
 * (a node, an alternation, a group with its predicates, a string, a wildcard) with the captures and quantifiers
 * that follow it. Read from the source rather than from a compiled query: compiling a language's query took tens
 * to hundreds of milliseconds, which a cold request would pay twice. A test compares these with the runtime's.
 */
export function patternSpans(source: string): PatternSpan[] | null {
  const items = groups(tokens(source));
  if (!items) return null;
  const spans: PatternSpan[] = [];
  for (const item of items) {
    const suffix = !isGroup(item) && (item.text.startsWith("@") || /^[*+?]$/.test(item.text));
    const last = spans[spans.length - 1];
    if (suffix && last) last.end = item.end;
    else spans.push({ start: item.start, end: item.end });
  }
  return spans;
}

/** The query's patterns split into those run apart from the root's children and the rest, each keeping its index. */
export function splitTopLevelPatterns(source: string, spans: readonly PatternSpan[], rootType: string): SplitPatterns {
  const nested: string[] = [];
  const nestedPatterns: number[] = [];
  const top: string[] = [];
  const topPatterns: number[] = [];
  // Only a pattern that opens with the root is read further (missing one that a comment splits only keeps it whole).
  const opensWithRoot = new RegExp(`^\\((?:\\s*\\()?\\s*${rootType.replace(/[^A-Za-z0-9_]/g, "")}[\\s)]`);
  spans.forEach((span, index) => {
    const text = source.slice(span.start, span.end);
    const unrooted = rootType !== "" && opensWithRoot.test(text) ? unrootedPattern(text, rootType) : null;
    if (unrooted === null) {
      nested.push(text);
      nestedPatterns.push(index);
    } else {
      top.push(unrooted);
      topPatterns.push(index);
    }
  });
  return {
    nested: { source: nested.join("\n"), patterns: nestedPatterns },
    top: top.length > 0 ? { source: top.join("\n"), patterns: topPatterns } : null,
  };
}
