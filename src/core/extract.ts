// One parse of one file, read through the language's queries into FileFacts. Nothing here knows a language:
// node types and capture names come from the language folder.
import type { Node, Tree } from "web-tree-sitter";
import { definitionSitesOf, type LanguageSpec } from "./languages.js";
import { PLAIN_NAME } from "./nameAtSite.js";
import { endLine, lineOf, NodeReader, type BindingDraft, type RefDraft, type Scope } from "./extractionNodes.js";
import { collectMatch, emptyDrafts, one, type Captures, type DeclaredTypes, type DefDraft, type Drafts } from "./matchDrafts.js";
import { eachMatchUntil } from "./matchesWithDeadline.js";
import type { ExtractionQueries } from "./extractionQuery.js";
import { sweepIntervals, walkTree, type Context, type Site, type Walk } from "./scopeWalk.js";
import type {
  Definition,
  DefinitionKind,
  ExportFact,
  FileFacts,
  ImportBinding,
  LocalBinding,
  LocalTarget,
  Reference,
  TypeSource,
} from "./facts.js";

const CONTAINER_KINDS: ReadonlySet<DefinitionKind> = new Set(["class", "interface", "enum", "module"]);
const LABEL_LIMIT = 80;

function label(raw: string): string {
  const text = raw.replace(/\s+/g, " ");
  return text.length > LABEL_LIMIT ? `${text.slice(0, LABEL_LIMIT - 1)}…` : text;
}

/**
 * A use as written: a call's callee (`this.store.save`), else the text of the use up to its name (`items.add` of
 * a Java `items.add(x)`), else the name.
 */
function useLabel(draft: RefDraft, read: NodeReader): string {
  const callee = draft.callee;
  const type = read.type(callee);
  if (type.startsWith("call") || type.startsWith("new")) {
    return label(read.text(callee.childForFieldName("function") ?? callee.childForFieldName("constructor") ?? draft.nameNode));
  }
  if (draft.receiver && callee.startIndex <= draft.receiver.startIndex && read.end(draft.nameNode) <= read.end(callee)) {
    return label(read.slice(draft.receiver.startIndex, read.end(draft.nameNode)));
  }
  return label(read.text(draft.nameNode));
}

/** Widens a declaration to the export/decorator/ambient statements that wrap only it. */
function wrappedRange(node: Node, wrappers: ReadonlySet<string>): { start: number; end: number } {
  let outer = node;
  for (let p = node.parent; p && wrappers.has(p.type); p = p.parent) outer = p;
  return { start: lineOf(outer.startPosition.row), end: endLine(outer) };
}

/** A node's position among the siblings that `counts`, or null when a sibling in `stop` comes before it. */
function positionAmong(node: Node, counts: (n: Node) => boolean, stop: ReadonlySet<number> = new Set()): number | null {
  const parent = node.parent;
  if (!parent || !counts(node)) return null;
  let i = 0;
  for (const sibling of parent.namedChildren) {
    if (!sibling) continue;
    if (sibling.id === node.id) return i;
    if (stop.has(sibling.id)) return null;
    if (counts(sibling)) i++;
  }
  return null;
}

/**
 * Reads one parsed file into its facts, in phases (each a function of its own: V8 optimises a function whole, and
 * one function of all of them took it longer to optimise, per worker, than the files it then parsed).
 */
export function extractFacts(path: string, spec: LanguageSpec, tree: Tree, query: ExtractionQueries, lineCount: number, deadlineMs: number): FileFacts | null {
  const root = tree.rootNode;
  const read = new NodeReader(root);
  // Each match read into the drafts as the query gives it, none of them kept, ranked by its pattern's index in
  // the whole query.
  const drafts = emptyDrafts();
  const stopAt = performance.now() + deadlineMs;
  const { nestedPatterns, topPatterns } = query;
  if (!eachMatchUntil(query.nested, root, stopAt, (p, caps) => collectMatch(drafts, caps, nestedPatterns[p] as number, read))) return null;
  // The top-level patterns were written under the root: where the root is another node (an error), none matches.
  if (query.top && read.type(root) === query.rootType) {
    if (!eachMatchUntil(query.top, root, stopAt, (p, caps) => collectMatch(drafts, caps, topPatterns[p] as number, read), 1)) return null;
  }
  const defs = placeDefinitions(drafts.defDrafts, spec, read, root.hasError);
  const { imports, importByLocal } = placeImports(drafts, spec.symbolSeparator ?? "");
  const names = new NameLookup(drafts.bindings, defs.defByName, importByLocal);
  const { definitions, defByNode, defByName } = defs;
  const { declared, bindings, bindingTypes } = drafts;

  const selfReceivers = new Set(spec.selfReceivers);
  // For every use: its scope, its unit and the class `this` refers to, from the nesting of the captured nodes.
  const receivers = new Map<number, Node>();
  for (const r of drafts.refDrafts.values()) if (r.receiver) receivers.set(r.receiver.id, r.receiver);
  // `this` inside a typed expression (`this.store`): its site says which class it is.
  for (const e of declared.expressions.values()) {
    for (const n of [e.object, e.like]) if (n && selfReceivers.has(n.type)) receivers.set(n.id, n);
  }
  const defNodeIndex = new Map<number, number>();
  for (const [id, list] of defByNode) defNodeIndex.set(id, Math.max(...list));
  const context: Context = {
    scopeNodes: drafts.scopeNodes,
    hiddenScopeIds: drafts.hiddenScopeIds,
    bindings,
    defNodes: defs.defNodes,
    defNodeIndex,
    barrierNodes: drafts.barrierNodes,
    refDrafts: drafts.refDrafts,
    receivers,
    definitions,
    isDefinitionName: (id) => defByName.has(id),
    sameDefinition: (a, b) => defByName.get(a) === defByName.get(b),
    // Where assignments bind (Python), one of several proves no type or value: the name may hold either.
    rebound: (first) => {
      bindingTypes.delete(first);
      declared.values.delete(first);
    },
  };
  const walk = sweepIntervals(tree, context, read) ?? walkTree(tree, context, new Set(spec.thisBarriers));
  const entry = drafts.entry;
  for (const [kind, nodes] of Object.entries(drafts.entryNodes) as [keyof typeof drafts.entryNodes, Node[]][]) {
    const marked = new Set<number>();
    for (const node of nodes) for (const def of defByNode.get(node.id) ?? []) marked.add(def);
    entry[kind] = [...marked].sort((a, b) => a - b);
  }

  const uses = readUses(drafts, definitions, names, walk, spec, read, selfReceivers);
  const { references, referenceNodes } = uses;
  // A class's superclass is wherever the name in its extends clause leads.
  const targetByNode = new Map<number, LocalTarget>();
  references.forEach((r, i) => targetByNode.set(referenceNodes[i] as number, r.target));
  for (const call of uses.typedCalls) {
    const type = targetByNode.get(call.typeNode);
    const ref = references[call.index] as Reference;
    if (type?.t === "def" && CONTAINER_KINDS.has((definitions[type.def] as Definition).kind)) ref.target = { t: "member", def: type.def, member: call.member };
    else if (type?.t === "import" && type.member === null) ref.target = { t: "import", imp: type.imp, member: call.member };
  }
  settleDeclaredTypes({
    declared,
    references,
    referenceNodes,
    referenceReceivers: uses.referenceReceivers,
    targetByNode,
    definitions,
    defByNode,
    defNodeIndex,
    scopeNodes: drafts.scopeNodes,
    overloaded: defs.overloaded,
    refDrafts: drafts.refDrafts,
    bindingTypes,
    bindings,
    selfReceivers,
    siteOf: (node) => walk.sites.get(node.id) ?? null,
    bindingAt: (node) => {
      if (!node.type.endsWith("identifier")) return null;
      const site = walk.sites.get(node.id);
      const id = site ? names.find(site.scope, node.text) : null;
      return id === null || names.bindingOf(id).t !== "value" ? null : id;
    },
  });
  settleHeritage(drafts.heritage, targetByNode, defByNode, definitions);
  references.sort((a, b) => a.line - b.line || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  const moduleScope = walk.rootScope;
  const exports = buildExports(drafts.exportDrafts, defByNode, (def) => (definitions[def] as Definition).name, (name) => {
    const bindingId = names.find(moduleScope, name);
    if (bindingId === null) return null;
    const b = names.bindingOf(bindingId);
    return b.t === "value" ? null : b;
  });

  return {
    path,
    language: spec.name,
    lineCount,
    parsed: true,
    definitions,
    moduleUnits: walk.moduleUnits,
    imports,
    exports,
    references,
    packageName: drafts.packageName,
    entry,
  };
}

/** A file's definitions, and the nodes that lead to them. */
interface PlacedDefinitions {
  definitions: Definition[];
  /** A definition's node (and an overload's first signature) and the definitions it declares. */
  defByNode: Map<number, number[]>;
  defNodes: Map<number, Node>;
  /** A definition's name node (and its signatures') and the definition. */
  defByName: Map<number, number>;
  /** Overloaded definitions, with the name nodes of the signatures callers see. */
  overloaded: Map<number, Node[]>;
}

/** Definitions in source order, outer before inner; the parent is the innermost one that contains it. */
function placeDefinitions(defDrafts: ReadonlyMap<string, DefDraft>, spec: LanguageSpec, read: NodeReader, recovered: boolean): PlacedDefinitions {
  const wrappers = new Set(spec.rangeWrappers);
  const drafts = [...defDrafts.values()].sort(
    (a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex || a.pattern - b.pattern,
  );
  const kept = mergeOverloads(drafts, new Set(spec.overloadSignatures));
  const definitions: Definition[] = [];
  const defByNode = new Map<number, number[]>();
  const defNodes = new Map<number, Node>();
  const defByName = new Map<number, number>();
  const stack: { index: number; endIndex: number; startIndex: number }[] = [];
  const overloaded = new Map<number, Node[]>();
  for (const { draft, first, overloaded: several, names: signatureNames } of kept) {
    while (stack.length > 0 && (stack[stack.length - 1] as { endIndex: number }).endIndex < draft.endIndex) stack.pop();
    let parent = -1;
    for (let i = stack.length - 1; i >= 0; i--) {
      const s = stack[i] as { index: number; endIndex: number; startIndex: number };
      // Declarators of one statement share a range: they are siblings, not nested.
      if (s.startIndex === draft.startIndex && s.endIndex === draft.endIndex) continue;
      parent = s.index;
      break;
    }
    const name = draft.nameNode ? read.text(draft.nameNode) : spec.anonymousDefinitionName;
    // Where the parser recovered from a syntax error, what it took for a declaration may be none (the type
    // parameters of a signature it could not read, as variables): a name that does not stand where its language
    // declares names is none, as a search of the files' text for a name's declarations finds them (definitionSites),
    // so that a request parses the same declarations as a whole-tree index holds.
    if (recovered && draft.nameNode && !standsAtSite(draft.nameNode, name, parent >= 0 || draft.owner !== null ? "members" : "others", spec, read)) continue;
    const outer = parent >= 0 ? (definitions[parent] as Definition).chain : [];
    const chain = draft.owner !== null ? [...outer, draft.owner, name] : [...outer, name];
    const range = wrappedRange(draft.node, wrappers);
    const start = first ? Math.min(range.start, wrappedRange(first, wrappers).start) : range.start;
    const index = definitions.length;
    if (several) overloaded.set(index, signatureNames);
    const definition: Definition = { name, kind: draft.kind, chain, start, end: range.end, parent };
    if (draft.owner !== null) definition.owner = draft.owner;
    definitions.push(definition);
    const list = defByNode.get(draft.node.id);
    if (list) list.push(index);
    else defByNode.set(draft.node.id, [index]);
    defNodes.set(draft.node.id, draft.node);
    if (first) {
      defByNode.set(first.id, [index]);
      defNodes.set(first.id, first);
    }
    if (draft.nameNode) defByName.set(draft.nameNode.id, index);
    for (const n of signatureNames) defByName.set(n.id, index);
    stack.push({ index, endIndex: draft.endIndex, startIndex: draft.startIndex });
  }
  return { definitions, defByNode, defNodes, defByName, overloaded };
}

/** Whether a definition's name stands at one of its language's sites for its sort; true without sites, as a search finds it. */
function standsAtSite(nameNode: Node, name: string, sort: "members" | "others", spec: LanguageSpec, read: NodeReader): boolean {
  const sites = definitionSitesOf(spec, sort);
  return sites === undefined || !PLAIN_NAME.test(name) || read.atSite(nameNode, sites);
}

/** The file's imports, but those it skips, whose names are then bound by nothing. */
function placeImports(d: Drafts, separator: string): { imports: ImportBinding[]; importByLocal: Map<number, number> } {
  const imports: ImportBinding[] = [];
  const importByLocal = new Map<number, number>();
  for (const id of d.skippedImports) d.bindings.delete(id);
  for (const draft of d.importDrafts) {
    if (d.skippedImports.has(draft.local.id)) continue;
    importByLocal.set(draft.local.id, imports.length);
    imports.push({
      local: draft.localName,
      imported: draft.imported,
      source: draft.source.join(separator),
      start: lineOf(draft.statement.startPosition.row),
      end: endLine(draft.statement),
    });
  }
  return { imports, importByLocal };
}

/** What a name used in a scope is bound to, as the walk's scopes say. */
class NameLookup {
  constructor(
    private readonly bindings: ReadonlyMap<number, BindingDraft>,
    private readonly defByName: ReadonlyMap<number, number>,
    private readonly importByLocal: ReadonlyMap<number, number>,
  ) {}

  /** The binding a name used in `scope` sees, and the scope that binds it; a use that is not a call looks past names only calls see. */
  private bound(scope: Scope | null, name: string, call: boolean): { id: number; scope: Scope } | null {
    for (let s = scope; s; s = s.parent) {
      if (s.hidden && s !== scope) continue;
      const id = s.bindings.get(name);
      if (id !== undefined && (call || !this.bindings.get(id)?.callsOnly)) return { id, scope: s };
    }
    return null;
  }

  find(scope: Scope | null, name: string, call = false): number | null {
    return this.bound(scope, name, call)?.id ?? null;
  }

  /** Several definitions bound under one name in the scope that binds it: which one is meant is not proven. */
  several(scope: Scope | null, name: string, call: boolean): LocalTarget | null {
    const ids = this.bound(scope, name, call)?.scope.several?.get(name);
    if (!ids) return null;
    return { t: "several", defs: ids.map((id) => this.defByName.get(id) as number) };
  }

  /** Whether a node names a definition or an import: a declaration, not a use. */
  declares(id: number): boolean {
    return this.defByName.has(id) || this.importByLocal.has(id);
  }

  bindingOf(bindingId: number): LocalBinding | { t: "value" } {
    const def = this.defByName.get(bindingId);
    if (def !== undefined) return { t: "def", def };
    const imp = this.importByLocal.get(bindingId);
    if (imp !== undefined) return { t: "import", imp };
    return { t: "value" };
  }
}

/** The file's uses, each with where it leads as far as the file tells, and the calls whose receiver's type is declared. */
interface Uses {
  references: Reference[];
  /** Per use, its name node and its receiver. */
  referenceNodes: number[];
  referenceReceivers: (Node | null)[];
  /** Calls on a binding of declared type, settled once the type's own name is resolved. */
  typedCalls: { index: number; typeNode: number; member: string }[];
}

/** What reading a file's uses needs, one object for the calls per use. */
interface UseReading {
  d: Drafts;
  definitions: readonly Definition[];
  names: NameLookup;
  walk: Walk;
  read: NodeReader;
  uses: Uses;
  selfReceivers: ReadonlySet<string>;
  superReceivers: ReadonlySet<string>;
}

function readUses(d: Drafts, definitions: readonly Definition[], names: NameLookup, walk: Walk, spec: LanguageSpec, read: NodeReader, selfReceivers: ReadonlySet<string>): Uses {
  const uses: Uses = { references: [], referenceNodes: [], referenceReceivers: [], typedCalls: [] };
  const reading: UseReading = { d, definitions, names, walk, read, uses, selfReceivers, superReceivers: new Set(spec.superReceivers) };
  // A call per use, not the loop's body inline (see collectMatch).
  for (const draft of d.refDrafts.values()) readUse(reading, draft);
  return uses;
}

function readUse(r: UseReading, draft: RefDraft): void {
  const id = draft.nameNode.id;
  if (draft.kind === "none") return;
  if (r.d.bindings.has(id) || r.names.declares(id) || r.d.notReferences.has(id)) return;
  const site = r.walk.sites.get(id);
  if (!site) return;
  const name = r.read.text(draft.nameNode);
  const target = draft.receiver ? receiverTarget(r, draft, draft.receiver, name, site) : plainTarget(draft, name, site, r.names);
  if (!target) return;
  const uses = r.uses;
  uses.referenceNodes.push(id);
  uses.referenceReceivers.push(draft.receiver);
  uses.references.push({
    name,
    kind: draft.kind,
    line: lineOf(draft.nameNode.startPosition.row),
    unit: site.unit,
    target,
    label: useLabel(draft, r.read),
  });
}

/** Where a name used alone leads. */
function plainTarget(draft: RefDraft, name: string, site: Site, names: NameLookup): LocalTarget | null {
  const call = draft.kind === "call";
  const bindingId = names.find(site.scope, name, call);
  if (bindingId === null) return { t: "free" };
  const several = names.several(site.scope, name, call);
  if (several) return several;
  const b = names.bindingOf(bindingId);
  if (b.t === "def") return { t: "def", def: b.def };
  if (b.t === "import") return { t: "import", imp: b.imp, member: null };
  return call ? { t: "uncertain", reason: "call through a value" } : null;
}

/** Where a name used on a receiver (`recv.name`) leads. */
function receiverTarget(r: UseReading, draft: RefDraft, receiver: Node, name: string, site: Site): LocalTarget | null {
  const { definitions, names, walk, uses, read } = r;
  const receiverName = read.text(receiver);
  const receiverType = read.type(receiver);
  const receiverSite = walk.sites.get(receiver.id);
  const selfOf = walk.selfBindings.get(names.find(receiverSite?.scope ?? null, receiverName) ?? -1);
  // What `self` means where a receiver bound as a method's receiver parameter is used.
  const owns = (def: number) => (definitions[def] as Definition).owner !== undefined;
  if (selfOf !== undefined && owns(selfOf) && receiverType.endsWith("identifier")) return { t: "owned", def: selfOf, member: name };
  if (r.selfReceivers.has(receiverType) || r.selfReceivers.has(receiverName)) {
    if (site.classDef === null) return { t: "uncertain", reason: `\`${receiverName}\` outside a class` };
    if (site.barrier) return { t: "uncertain", reason: `\`${receiverName}\` rebound by a nested function` };
    if (owns(site.classDef)) return { t: "owned", def: site.classDef, member: name };
    return { t: "member", def: site.classDef, member: name };
  }
  if (r.superReceivers.has(receiverType) || r.superReceivers.has(receiverName)) {
    if (site.classDef === null) return { t: "uncertain", reason: `\`${receiverName}\` outside a class` };
    return { t: "super", def: site.classDef, member: name };
  }
  const bindingId = receiverSite && receiverType.endsWith("identifier") ? names.find(receiverSite.scope, receiverName) : null;
  const b = bindingId === null ? null : names.bindingOf(bindingId);
  if (b?.t === "def" && CONTAINER_KINDS.has((definitions[b.def] as Definition).kind)) return { t: "member", def: b.def, member: name };
  if (b?.t === "import") return { t: "import", imp: b.imp, member: name };
  // A name this file does not bind may still be a type of its package (Java, Go): the graph decides.
  if (bindingId === null && receiverType.endsWith("identifier")) return draft.kind === "call" ? { t: "unknown_receiver", free: receiverName } : null;
  // Only calls on an unknown receiver are worth an uncertain edge; property reads are not.
  if (draft.kind !== "call") return null;
  const typeNode = bindingId === null ? undefined : r.d.bindingTypes.get(bindingId);
  if (typeNode !== undefined) uses.typedCalls.push({ index: uses.references.length, typeNode, member: name });
  return { t: "unknown_receiver" };
}

/** A class's superclass is wherever the one name in its extends clause leads. */
function settleHeritage(
  heritage: readonly { declaration: Node; name: Node }[],
  targetByNode: ReadonlyMap<number, LocalTarget>,
  defByNode: ReadonlyMap<number, number[]>,
  definitions: Definition[],
): void {
  const extendsNamed = new Map<number, number>();
  for (const { declaration } of heritage) extendsNamed.set(declaration.id, (extendsNamed.get(declaration.id) ?? 0) + 1);
  for (const { declaration, name } of heritage) {
    // Several names extended (an interface extending two): which one an inherited member comes from is not followed.
    if ((extendsNamed.get(declaration.id) ?? 0) > 1) continue;
    const target = targetByNode.get(name.id);
    for (const def of defByNode.get(declaration.id) ?? []) {
      if (target && (target.t === "def" || target.t === "import" || target.t === "member")) (definitions[def] as Definition).extends = target;
    }
  }
}

interface Typing {
  declared: DeclaredTypes;
  references: Reference[];
  referenceNodes: number[];
  referenceReceivers: (Node | null)[];
  targetByNode: Map<number, LocalTarget>;
  definitions: Definition[];
  defByNode: ReadonlyMap<number, number[]>;
  defNodeIndex: ReadonlyMap<number, number>;
  scopeNodes: ReadonlyMap<number, Node>;
  overloaded: ReadonlyMap<number, Node[]>;
  refDrafts: ReadonlyMap<number, RefDraft>;
  bindingTypes: ReadonlyMap<number, number>;
  bindings: ReadonlyMap<number, BindingDraft>;
  selfReceivers: ReadonlySet<string>;
  siteOf: (node: Node) => Site | null;
  /** The value binding (not a definition or an import) a name used at `node` refers to. */
  bindingAt: (node: Node) => number | null;
}

/** The deepest chain of expressions followed for one type: beyond it the type is left unknown. */
const TYPE_DEPTH = 24;

/**
 * Declared types: definitions get their return types, fields and callback parameter types, and a call on a
 * receiver that no name of this file resolves gets the receiver's declared type, for the graph to follow
 * across files. Nothing here is inferred from how a value is used.
 */
function settleDeclaredTypes(x: Typing): void {
  const { declared, references, targetByNode, definitions } = x;
  const named = (typeNode: Node | undefined): TypeSource | null => {
    const target = typeNode ? targetByNode.get(typeNode.id) : undefined;
    return target ? { t: "name", target } : null;
  };
  const returnsOf = new Map<number, Node>();
  for (const { of, type } of declared.returns) {
    returnsOf.set(of.id, type);
    const defs = x.defByNode.get(of.id) ?? [];
    const t = named(type);
    if (defs.length === 1 && t && !x.overloaded.has(defs[0] as number)) (definitions[defs[0] as number] as Definition).returns = t;
  }
  const returnFieldCount = new Map<string, number>();
  for (const { of, name } of declared.returnFields) returnFieldCount.set(`${of.id}\0${name.text}`, (returnFieldCount.get(`${of.id}\0${name.text}`) ?? 0) + 1);
  for (const { of, name, type } of declared.returnFields) {
    const defs = x.defByNode.get(of.id) ?? [];
    const t = named(type);
    if (defs.length !== 1 || !t || x.overloaded.has(defs[0] as number) || returnFieldCount.get(`${of.id}\0${name.text}`) !== 1) continue;
    ((definitions[defs[0] as number] as Definition).returnFields ??= []).push({ name: name.text, type: t });
  }
  // An overloaded function returns what its signatures declare (callers never see the implementation's), when
  // every signature declares the same type.
  for (const [def, names] of x.overloaded) {
    const types = names.map((n) => (n.parent ? named(returnsOf.get(n.parent.id)) : null));
    const first = types[0];
    if (first && types.every((t) => t !== null && JSON.stringify(t) === JSON.stringify(first))) (definitions[def] as Definition).returns = first;
  }
  // A field belongs to the nearest class or interface around it (a parameter property: around its constructor).
  const fieldsSeen = new Map<string, number>();
  const pendingFields: { def: number; name: string; type: TypeSource }[] = [];
  for (const { name, type } of declared.fields.values()) {
    let owner: number | null = null;
    for (let p = name.parent; p; p = p.parent) {
      const def = x.defNodeIndex.get(p.id);
      if (def !== undefined && CONTAINER_KINDS.has((definitions[def] as Definition).kind)) {
        owner = def;
        break;
      }
    }
    const t = named(type);
    if (owner === null || !t) continue;
    const key = `${owner}\0${name.text}`;
    fieldsSeen.set(key, (fieldsSeen.get(key) ?? 0) + 1);
    pendingFields.push({ def: owner, name: name.text, type: t });
  }
  for (const f of pendingFields) {
    // A name declared twice in one type (a field and an accessor, a merged declaration) proves no one type.
    if ((fieldsSeen.get(`${f.def}\0${f.name}`) ?? 0) > 1) continue;
    ((definitions[f.def] as Definition).fields ??= []).push({ name: f.name, type: f.type });
  }
  const isParameter = (n: Node) => declared.parameters.has(n.id);
  for (const { outer, inner, type } of declared.callbacks) {
    const fn = outer.parent?.parent;
    if (!fn) continue;
    // The declaration the parameter list belongs to: the function itself, or the declaration it is the value of.
    let def: number | undefined;
    for (let p: Node | null = fn; p; p = p.parent) {
      def = x.defNodeIndex.get(p.id);
      if (def !== undefined || (p.id !== fn.id && x.scopeNodes.has(p.id))) break;
    }
    const arg = positionAmong(outer, isParameter);
    const param = positionAmong(inner, isParameter);
    const t = named(type);
    if (def === undefined || x.overloaded.has(def) || arg === null || param === null || !t) continue;
    ((definitions[def] as Definition).callbacks ??= []).push({ arg, param, type: t });
  }

  const indexByNode = new Map<number, number>();
  x.referenceNodes.forEach((id, i) => indexByNode.set(id, i));
  const callees = new Map<number, RefDraft>();
  for (const d of x.refDrafts.values()) if (d.kind === "call") callees.set(d.callee.id, d);
  const settled = new Set<number>();
  /** The target of the use whose name is `node`, typed first when its receiver's type is declared. */
  const targetOfName = (nameId: number, depth: number): LocalTarget | null => {
    const i = indexByNode.get(nameId);
    if (i === undefined) return null;
    const ref = references[i] as Reference;
    if (settled.has(i)) return ref.target;
    settled.add(i);
    const receiver = x.referenceReceivers[i];
    if (receiver && ref.kind === "call" && ref.target.t === "unknown_receiver" && ref.target.free === undefined) {
      const type = typeOfNode(receiver, depth + 1);
      if (type) ref.target = { t: "typed", type, member: ref.name };
    }
    return ref.target;
  };
  const bindingTypeMemo = new Map<number, TypeSource | null>();
  const typeOfBinding = (id: number, depth: number): TypeSource | null => {
    if (bindingTypeMemo.has(id)) return bindingTypeMemo.get(id) ?? null;
    bindingTypeMemo.set(id, null);
    let type: TypeSource | null = null;
    const typeNode = x.bindingTypes.get(id);
    const value = declared.values.get(id);
    const node = x.bindings.get(id)?.node;
    if (typeNode !== undefined) {
      const target = targetByNode.get(typeNode);
      type = target ? { t: "name", target } : null;
    } else if (value) type = typeOfNode(value, depth + 1);
    else if (node && declared.destructured.has(node.id)) {
      const of = typeOfNode(declared.destructured.get(node.id) as Node, depth + 1);
      type = of ? { t: "field", of, name: node.text } : null;
    }
    else if (node && declared.contextual.has(node.id)) type = typeOfArgumentParameter(node, depth);
    bindingTypeMemo.set(id, type);
    return type;
  };
  /** An untyped parameter of a function passed as an argument: typed by the callee's parameter, if it declares one. */
  const typeOfArgumentParameter = (node: Node, depth: number): TypeSource | null => {
    const param = isParameter(node) ? node : node.parent && isParameter(node.parent) ? node.parent : null;
    if (!param) return null;
    const fn = [param.parent, param.parent?.parent].find((n) => n && declared.arguments.has(n.id));
    const call = fn?.parent?.parent;
    const callee = call ? callees.get(call.id) : undefined;
    if (!fn || !callee) return null;
    const arg = positionAmong(fn, (n) => !n.isExtra, declared.spreads);
    const index = positionAmong(param, isParameter);
    const target = targetOfName(callee.nameNode.id, depth + 1);
    if (arg === null || index === null || !target) return null;
    return { t: "argument", callee: target, construct: declared.arguments.get(fn.id) === true, arg, param: index };
  };
  const typeOfNode = (node: Node, depth: number): TypeSource | null => {
    if (depth > TYPE_DEPTH) return null;
    const e = declared.expressions.get(node.id);
    if (e) {
      if (e.type) return named(e.type);
      if (e.like) return typeOfNode(e.like, depth + 1);
      if (e.object && e.field) {
        const of = typeOfNode(e.object, depth + 1);
        return of ? { t: "field", of, name: e.field.text } : null;
      }
      if (e.returns) {
        const callee = targetOfName(e.returns.id, depth + 1);
        return callee ? { t: "returns", callee } : null;
      }
      return null;
    }
    if (x.selfReceivers.has(node.type)) {
      const site = x.siteOf(node);
      if (!site || site.classDef === null || site.barrier || (definitions[site.classDef] as Definition).owner !== undefined) return null;
      return { t: "self", def: site.classDef };
    }
    const id = x.bindingAt(node);
    return id === null ? null : typeOfBinding(id, depth + 1);
  };
  references.forEach((ref, i) => {
    if (ref.kind === "call" && ref.target.t === "unknown_receiver") targetOfName(x.referenceNodes[i] as number, 0);
  });
}

/**
 * Overload signatures followed by their implementation (same parent, same name) become one definition;
 * `overloaded` marks one that several declarations made, whose declared types then differ by call.
 */
function mergeOverloads(drafts: DefDraft[], signatures: ReadonlySet<string>): { draft: DefDraft; first: Node | null; overloaded: boolean; names: Node[] }[] {
  const out: { draft: DefDraft; first: Node | null; overloaded: boolean; names: Node[] }[] = [];
  let pending: DefDraft | null = null;
  // The names of the signatures merged so far: each names the one definition.
  let names: Node[] = [];
  for (const draft of drafts) {
    if (pending) {
      const sameName = pending.nameNode?.text === draft.nameNode?.text;
      const sameParent = pending.node.parent?.id === draft.node.parent?.id || pending.node.parent?.parent?.id === draft.node.parent?.parent?.id;
      if (sameName && sameParent && draft.startIndex >= pending.endIndex) {
        if (signatures.has(draft.node.type)) {
          if (draft.nameNode) names.push(draft.nameNode); // another signature of the same overload set
          continue;
        }
        out.push({ draft, first: pending.node, overloaded: true, names });
        pending = null;
        continue;
      }
      out.push({ draft: pending, first: null, overloaded: names.length > 1, names });
      pending = null;
    }
    if (signatures.has(draft.node.type)) {
      pending = draft;
      names = draft.nameNode ? [draft.nameNode] : [];
    } else out.push({ draft, first: null, overloaded: false, names: [] });
  }
  if (pending) out.push({ draft: pending, first: null, overloaded: names.length > 1, names });
  return out;
}

function buildExports(
  drafts: { kind: string; nodes: Captures }[],
  defByNode: ReadonlyMap<number, number[]>,
  defName: (def: number) => string,
  resolveLocal: (name: string) => LocalBinding | null,
): ExportFact[] {
  const out: ExportFact[] = [];
  const seen = new Set<string>();
  const push = (fact: ExportFact) => {
    const key = JSON.stringify(fact);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(fact);
    }
  };
  for (const { nodes } of drafts) {
    const declared = one(nodes, "export.declaration");
    if (declared) {
      for (const def of defByNode.get(declared.id) ?? []) push({ exported: defName(def), local: { t: "def", def } });
    }
    const dflt = one(nodes, "export.default");
    if (dflt) {
      const defs = defByNode.get(dflt.id);
      if (defs && defs.length > 0) push({ exported: "default", local: { t: "def", def: defs[0] as number } });
      else if (dflt.type.endsWith("identifier")) {
        const local = resolveLocal(dflt.text);
        if (local) push({ exported: "default", local });
      }
    }
    const name = one(nodes, "export.name");
    if (name) {
      const local = resolveLocal(name.text);
      if (local) push({ exported: (one(nodes, "export.alias") ?? name).text, local });
    }
    const source = one(nodes, "reexport.source");
    const reName = one(nodes, "reexport.name");
    if (source && reName) {
      push({ exported: (one(nodes, "reexport.alias") ?? reName).text, source: source.text, imported: reName.text });
    }
    const namespace = one(nodes, "reexport.namespace");
    if (namespace && source) push({ exported: namespace.text, source: source.text, imported: "*" });
    const all = one(nodes, "reexport.all");
    if (all) push({ all: all.text });
  }
  return out;
}
