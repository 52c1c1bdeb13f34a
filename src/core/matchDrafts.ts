// A parsed file's query matches read once, each by the role its captures give it, into drafts: what the file
// declares, binds, imports, exports and uses, and the declared types, before any name is resolved (extract.ts).
import type { Node, QueryCapture } from "web-tree-sitter";
import { BARRIER_CAPTURE } from "./extractionQuery.js";
import type { BindingDraft, NodeReader, RefDraft } from "./extractionNodes.js";
import type { DefinitionKind, EntryFacts } from "./facts.js";

const DEFINITION_KINDS: ReadonlySet<string> = new Set([
  "function",
  "method",
  "class",
  "interface",
  "type",
  "enum",
  "module",
  "variable",
]);

export interface DefDraft {
  node: Node;
  nameNode: Node | null;
  owner: string | null;
  kind: DefinitionKind;
  pattern: number;
  startIndex: number;
  endIndex: number;
}

/**
 * What a capture name says about the match it is in, in the order extraction tests for them: a match is read as
 * the kind of the earliest one among its captures. Names are classified once per process, not once per match.
 */
const enum Role {
  Barrier,
  Definition,
  Heritage,
  Package,
  Entry,
  ImportSkip,
  Import,
  Export,
  /** A capture `collectDeclaredTypes` takes; a match without one is of another kind. */
  Types,
  Reference,
  Other,
}

const DECLARED_TYPE_CAPTURES: ReadonlySet<string> = new Set([
  "returns.of",
  "destructured",
  "field",
  "callback.outer",
  "expression",
  "parameter",
  "parameter.contextual",
  "argument",
  "argument.new",
  "argument.spread",
]);

function roleOf(name: string): Role {
  if (name === BARRIER_CAPTURE) return Role.Barrier;
  if (name.startsWith("definition.")) return Role.Definition;
  if (name === "heritage") return Role.Heritage;
  if (name === "package") return Role.Package;
  if (name.startsWith("entry.")) return Role.Entry;
  if (name === "import.skip") return Role.ImportSkip;
  if (name === "import") return Role.Import;
  if (name.startsWith("export.") || name.startsWith("reexport.")) return Role.Export;
  if (DECLARED_TYPE_CAPTURES.has(name)) return Role.Types;
  if (name.startsWith("reference.")) return Role.Reference;
  return Role.Other;
}

const roles = new Map<string, Role>();

function roleOfName(name: string): Role {
  let role = roles.get(name);
  if (role === undefined) {
    role = roleOf(name);
    roles.set(name, role);
  }
  return role;
}

/**
 * A match's captures as the query gives them, in pattern order. Matches have a handful of captures: reading them
 * by scanning costs less than building a map per match.
 */
export type Captures = readonly QueryCapture[];

const NONE: readonly Node[] = [];

/** The earliest role among a match's captures: it decides how the match is read. */
function roleOfMatch(caps: Captures): Role {
  let role = Role.Other;
  for (const c of caps) {
    const r = roleOfName(c.name);
    if (r < role) role = r;
  }
  return role;
}

/** The first capture name of a role in a match. */
function headOf(caps: Captures, role: Role): string {
  for (const c of caps) if (roleOfName(c.name) === role) return c.name;
  return "";
}

/** The first node captured under a name. */
export function one(caps: Captures, name: string): Node | null {
  for (const c of caps) if (c.name === name) return c.node;
  return null;
}

/** Every node captured under a name, in capture order. */
function all(caps: Captures, name: string): readonly Node[] {
  let out: Node[] | null = null;
  for (const c of caps) if (c.name === name) (out ??= []).push(c.node);
  return out ?? NONE;
}

function has(caps: Captures, name: string): boolean {
  for (const c of caps) if (c.name === name) return true;
  return false;
}

/** What types.scm captured: declared types of definitions, fields and parameters, and typed expressions. */
export interface DeclaredTypes {
  /** A declaration (`of`) and the type name of its declared return type. */
  returns: { of: Node; type: Node }[];
  /** A declaration, a property of the object type it declares it returns, and that property's type. */
  returnFields: { of: Node; name: Node; type: Node }[];
  /** A name destructured from a value (`const { status } = f()`) and that value. */
  destructured: Map<number, Node>;
  /** A field's name node and its declared type's name node. */
  fields: Map<number, { name: Node; type: Node }>;
  /** Positional parameters; `contextual` are those without a declared type. */
  parameters: Set<number>;
  contextual: Set<number>;
  /** A parameter of function type, one parameter of that function type and the latter's declared type. */
  callbacks: { outer: Node; inner: Node; type: Node }[];
  expressions: Map<number, { type?: Node; like?: Node; object?: Node; field?: Node; returns?: Node }>;
  /** Functions passed as arguments: true when passed to a constructor. */
  arguments: Map<number, boolean>;
  spreads: Set<number>;
  /** A binding without a declared type and its initializer. */
  values: Map<number, Node>;
}

/** Takes a match of the declared-type captures (one with a capture of `DECLARED_TYPE_CAPTURES`). */
function collectDeclaredTypes(caps: Captures, out: DeclaredTypes): void {
  const returnsOf = one(caps, "returns.of");
  const returns = one(caps, "returns");
  if (returnsOf) {
    if (returns) out.returns.push({ of: returnsOf, type: returns });
    const name = one(caps, "returns.field");
    const type = one(caps, "returns.field.type");
    if (name && type) out.returnFields.push({ of: returnsOf, name, type });
    return;
  }
  const destructured = one(caps, "destructured");
  if (destructured) {
    const value = one(caps, "destructured.value");
    if (value) out.destructured.set(destructured.id, value);
    return;
  }
  const field = one(caps, "field");
  if (field) {
    const type = one(caps, "field.type");
    // One field may match two patterns (`private readonly x: T`): it is one declaration.
    if (type && !out.fields.has(field.id)) out.fields.set(field.id, { name: field, type });
    return;
  }
  const outer = one(caps, "callback.outer");
  if (outer) {
    const inner = one(caps, "callback.inner");
    const type = one(caps, "callback.type");
    if (inner && type) out.callbacks.push({ outer, inner, type });
    return;
  }
  const expression = one(caps, "expression");
  if (expression) {
    const parts = {
      type: one(caps, "expression.type") ?? undefined,
      like: one(caps, "expression.like") ?? undefined,
      object: one(caps, "expression.object") ?? undefined,
      field: one(caps, "expression.field") ?? undefined,
      returns: one(caps, "expression.returns") ?? undefined,
    };
    if (!out.expressions.has(expression.id)) out.expressions.set(expression.id, parts);
    return;
  }
  const take = (capture: string, add: (n: Node) => void) => {
    for (const n of all(caps, capture)) add(n);
  };
  take("parameter", (n) => out.parameters.add(n.id));
  take("parameter.contextual", (n) => out.contextual.add(n.id));
  take("argument", (n) => out.arguments.set(n.id, false));
  take("argument.new", (n) => out.arguments.set(n.id, true));
  take("argument.spread", (n) => out.spreads.add(n.id));
}

export interface ImportDraft {
  statement: Node;
  local: Node;
  localName: string;
  imported: string;
  /**
   * The module's path as the statement writes it: one part, or several where a list's entry continues the path
   * before the list (Rust's `use a::{b::C}`), joined with the language's symbol separator.
   */
  source: string[];
}

/** What a file's matches say, gathered by collectMatch before any name is resolved. */
export interface Drafts {
  defDrafts: Map<string, DefDraft>;
  scopeNodes: Map<number, Node>;
  hiddenScopeIds: Set<number>;
  barrierNodes: Map<number, Node>;
  bindings: Map<number, BindingDraft>;
  /** A binding's node and the node of its declared type's name. */
  bindingTypes: Map<number, number>;
  importDrafts: ImportDraft[];
  packageName: string | null;
  entryNodes: { mains: Node[]; publics: Node[] };
  entry: EntryFacts;
  exportDrafts: { kind: string; nodes: Captures }[];
  refDrafts: Map<number, RefDraft>;
  notReferences: Set<number>;
  heritage: { declaration: Node; name: Node }[];
  skippedImports: Set<number>;
  declared: DeclaredTypes;
}

/** Drafts with nothing in them yet: each match is read into them by collectMatch, once, as the query gives it. */
export function emptyDrafts(): Drafts {
  return {
    defDrafts: new Map(),
    scopeNodes: new Map(),
    hiddenScopeIds: new Set(),
    barrierNodes: new Map(),
    bindings: new Map(),
    bindingTypes: new Map(),
    importDrafts: [],
    packageName: null,
    entryNodes: { mains: [], publics: [] },
    entry: { mains: [], publics: [], program: false, names: null },
    exportDrafts: [],
    refDrafts: new Map(),
    notReferences: new Set(),
    heritage: [],
    skippedImports: new Set(),
    declared: {
      returns: [],
      returnFields: [],
      destructured: new Map(),
      fields: new Map(),
      parameters: new Set(),
      contextual: new Set(),
      callbacks: [],
      expressions: new Map(),
      arguments: new Map(),
      spreads: new Set(),
      values: new Map(),
    },
  };
}

/**
 * One match read into the drafts by its role. A function of its own, called per match: V8 then optimises it once,
 * where a long loop in a function called once per file had it optimised on the stack and again when next called.
 * The captures are the query run's and are reused for the next match: only their nodes are kept.
 */
export function collectMatch(d: Drafts, caps: Captures, pattern: number, read: NodeReader): void {
  switch (roleOfMatch(caps)) {
    case Role.Barrier:
      for (const n of all(caps, BARRIER_CAPTURE)) d.barrierNodes.set(n.id, n);
      break;
    case Role.Definition:
      draftDefinition(d, caps, pattern, read);
      break;
    case Role.Heritage: {
      const declaration = one(caps, "heritage");
      const name = one(caps, "heritage.name");
      if (declaration && name) d.heritage.push({ declaration, name });
      break;
    }
    case Role.Package:
      d.packageName ??= (one(caps, "package") as Node).text;
      break;
    case Role.Entry:
      draftEntry(d, caps);
      break;
    case Role.ImportSkip:
      // A name an import binds that the index does not follow (a Java static import): neither an import nor a
      // local value, so that its uses stay free names.
      for (const n of all(caps, "import.skip")) d.skippedImports.add(n.id);
      break;
    case Role.Import:
      draftImport(d, caps);
      break;
    case Role.Export:
      d.exportDrafts.push({ kind: headOf(caps, Role.Export), nodes: caps.map((c) => ({ patternIndex: c.patternIndex, name: c.name, node: c.node })) });
      for (const { name: n, node } of caps) {
        if (n === "export.name" || n === "export.alias" || n.startsWith("reexport.")) d.notReferences.add(node.id);
      }
      break;
    case Role.Types:
      collectDeclaredTypes(caps, d.declared);
      break;
    case Role.Reference:
      draftReference(d, caps, pattern);
      break;
    default:
      draftScopesAndBindings(d, caps, read);
  }
}

function draftDefinition(d: Drafts, caps: Captures, pattern: number, read: NodeReader): void {
  const head = headOf(caps, Role.Definition);
  const kind = head.slice("definition.".length);
  const node = one(caps, head);
  if (!node || !DEFINITION_KINDS.has(kind)) return;
  const nameNode = one(caps, "name");
  const key = `${node.id}:${nameNode?.id ?? ""}`;
  const prior = d.defDrafts.get(key);
  if (prior && prior.pattern <= pattern) return;
  const owner = one(caps, "owner");
  d.defDrafts.set(key, {
    node,
    nameNode,
    owner: owner ? read.text(owner) : null,
    kind: kind as DefinitionKind,
    pattern,
    startIndex: node.startIndex,
    endIndex: read.end(node),
  });
}

function draftEntry(d: Drafts, caps: Captures): void {
  for (const node of all(caps, "entry.main")) d.entryNodes.mains.push(node);
  for (const node of all(caps, "entry.public")) d.entryNodes.publics.push(node);
  if (has(caps, "entry.program")) d.entry.program = true;
  for (const node of all(caps, "entry.name")) (d.entry.names ??= []).push(node.text);
  if (has(caps, "entry.names")) d.entry.names ??= [];
}

function draftImport(d: Drafts, caps: Captures): void {
  const statement = one(caps, "import");
  const sources = all(caps, "import.source");
  if (!statement || sources.length === 0) return;
  const source = (sources.length === 1 ? sources : [...sources].sort((a, b) => a.startIndex - b.startIndex)).map((n) => n.text);
  for (const [capture, imported] of [
    ["import.default", "default"],
    ["import.namespace", "*"],
  ] as const) {
    const local = one(caps, capture);
    if (local) d.importDrafts.push({ statement, local, localName: local.text, imported, source });
  }
  // A module bound under the last segment of its path (Go `import "a/b/util"` binds `util`): the path
  // string itself stands for the binding.
  const byPath = one(caps, "import.path");
  if (byPath) {
    const localName = byPath.text.slice(byPath.text.lastIndexOf("/") + 1);
    d.importDrafts.push({ statement, local: byPath, localName, imported: "*", source });
    d.bindings.set(byPath.id, { node: byPath, name: localName, outer: false, self: false });
  }
  const name = one(caps, "import.name");
  if (name) {
    const local = one(caps, "import.alias") ?? name;
    d.importDrafts.push({ statement, local, localName: local.text, imported: name.text, source });
    d.notReferences.add(name.id);
  }
}

function draftReference(d: Drafts, caps: Captures, pattern: number): void {
  const refHead = headOf(caps, Role.Reference);
  const nameNode = one(caps, "name");
  const callee = one(caps, refHead);
  if (!nameNode || !callee) return;
  const prior = d.refDrafts.get(nameNode.id);
  if (prior && prior.pattern <= pattern) return;
  d.refDrafts.set(nameNode.id, {
    nameNode,
    receiver: one(caps, "receiver"),
    kind: refHead === "reference.call" ? "call" : refHead === "reference.none" ? "none" : "reference",
    pattern,
    callee,
  });
}

function draftScopesAndBindings(d: Drafts, caps: Captures, read: NodeReader): void {
  for (const n of all(caps, "scope")) d.scopeNodes.set(n.id, n);
  for (const n of all(caps, "scope.hidden")) {
    d.scopeNodes.set(n.id, n);
    d.hiddenScopeIds.add(n.id);
  }
  for (const n of all(caps, "binding")) if (!d.bindings.get(n.id)?.self) d.bindings.set(n.id, { node: n, name: read.text(n), outer: false, self: false });
  // A binding with a declared type (`x: Store`, `const x = new Store()`): calls on it go to that type's members.
  const typed = one(caps, "binding");
  const typeName = one(caps, "binding.type");
  if (typed && typeName) d.bindingTypes.set(typed.id, typeName.id);
  const value = one(caps, "binding.value");
  if (typed && value) d.declared.values.set(typed.id, value);
  for (const n of all(caps, "binding.outer")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: true, self: false });
  for (const n of all(caps, "binding.self")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: false, self: true });
  for (const n of all(caps, "binding.method")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: true, self: false, callsOnly: true });
}
