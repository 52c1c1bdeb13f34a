// Where each captured use stands in one parsed file: its scope, its unit (a definition or a module-level
// statement) and the class `this` refers to there, from the nesting of the captured nodes.
import type { Node, Tree } from "web-tree-sitter";
import type { Definition } from "./facts.js";
import { endLine, lineOf, type BindingDraft, type NodeReader, type RefDraft, type Scope } from "./extractionNodes.js";

export interface Site {
  scope: Scope;
  unit: number;
  classDef: number | null;
  barrier: boolean;
}

/** The captured nodes whose nesting decides each use's scope, unit and class context. */
export interface Context {
  scopeNodes: ReadonlyMap<number, Node>;
  hiddenScopeIds: ReadonlySet<number>;
  bindings: ReadonlyMap<number, BindingDraft>;
  defNodes: ReadonlyMap<number, Node>;
  defNodeIndex: ReadonlyMap<number, number>;
  barrierNodes: ReadonlyMap<number, Node>;
  refDrafts: ReadonlyMap<number, RefDraft>;
  receivers: ReadonlyMap<number, Node>;
  definitions: readonly Definition[];
  isDefinitionName: (id: number) => boolean;
  /** Whether two definition names name one definition (an overload's signatures and its implementation). */
  sameDefinition: (a: number, b: number) => boolean;
  /** Called with the first binding of a name its scope binds again (`x = A()` then `x = b()`): its type is unsure. */
  rebound: (first: number) => void;
}

export interface Walk {
  sites: Map<number, Site>;
  moduleUnits: { start: number; end: number }[];
  rootScope: Scope;
  selfBindings: Map<number, number>;
}

/** The state inside a node: what the walk would hold on entering it. */
interface State {
  scope: Scope;
  unit: number;
  classDef: number | null;
  barrier: boolean;
}

/** Records a binding in the scope the walk is in (or the one around it), as the tree's order meets it. */
function bind(id: number, binding: BindingDraft, state: State, ctx: Context, selfBindings: Map<number, number>): void {
  const scope = state.scope;
  const target = binding.outer && scope.parent ? scope.parent : scope;
  const prior = target.bindings.get(binding.name);
  if (prior === undefined) target.bindings.set(binding.name, id);
  else if (ctx.isDefinitionName(prior) && ctx.isDefinitionName(id) && !ctx.sameDefinition(prior, id)) {
    target.several ??= new Map();
    const list = target.several.get(binding.name);
    if (list) list.push(id);
    else target.several.set(binding.name, [prior, id]);
  } else if (prior !== id) ctx.rebound(prior);
  if (binding.self && state.unit >= 0) selfBindings.set(id, state.unit);
}

/** The state inside a node, given the state around it. */
function enter(id: number, outer: State, ctx: Context, isBarrier: boolean): State {
  let { scope, unit, classDef, barrier } = outer;
  if (ctx.scopeNodes.has(id)) {
    scope = { parent: scope, bindings: new Map() };
    if (ctx.hiddenScopeIds.has(id)) scope.hidden = true;
  }
  const def = ctx.defNodeIndex.get(id);
  if (def !== undefined) {
    unit = def;
    const d = ctx.definitions[def] as Definition;
    // Inside a class, or a method declared for a type outside its body, `this`/`self` is that type.
    if (d.kind === "class" || d.kind === "interface" || d.owner !== undefined) {
      classDef = def;
      barrier = false;
    } else if (isBarrier) barrier = true;
  } else if (isBarrier) barrier = true;
  return { scope, unit, classDef, barrier };
}

interface Item {
  id: number;
  node: Node;
  start: number;
  end: number;
  /** Opens a scope, a unit or a `this` barrier: the nodes inside it see a different state. */
  container: boolean;
}

/**
 * The walk's result without visiting every node: the captured nodes sorted in tree order (start, then outer
 * before inner) and swept once with a stack of the ones still open. Two nodes with positive width are nested
 * exactly when their ranges are; nodes with identical ranges are ordered by their ancestry. A tree whose captured
 * nodes include an empty one (error recovery) gets null: the cursor walk handles it.
 */
export function sweepIntervals(tree: Tree, ctx: Context, read: NodeReader): Walk | null {
  const root = tree.rootNode;
  const items = capturedItems(root.id, ctx, read);
  if (!items) return null;
  orderSameRanges(items);
  // A call per item (see collectMatch).
  const sweep = new IntervalSweep(root, ctx);
  for (const item of items) if (!sweep.visit(item)) return null;
  return sweep.walk;
}

/** The captured nodes as items, sorted by start and outer first; null when one is empty. */
function capturedItems(rootId: number, ctx: Context, read: NodeReader): Item[] | null {
  const byId = new Map<number, Item>();
  const add = (node: Node, container: boolean) => {
    const id = node.id;
    if (id === rootId) return true;
    const known = byId.get(id);
    if (known) {
      if (container) known.container = true;
      return true;
    }
    const start = node.startIndex;
    const end = read.end(node);
    if (end <= start) return false;
    byId.set(id, { id, node, start, end, container });
    return true;
  };
  for (const maps of [ctx.scopeNodes, ctx.defNodes, ctx.barrierNodes]) {
    for (const node of maps.values()) if (!add(node, true)) return null;
  }
  for (const b of ctx.bindings.values()) if (!add(b.node, false)) return null;
  for (const r of ctx.refDrafts.values()) if (!add(r.nameNode, false)) return null;
  for (const node of ctx.receivers.values()) if (!add(node, false)) return null;
  return [...byId.values()].sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Runs of identical ranges: the node with fewer ancestors of that same range is the outer one. */
function orderSameRanges(items: Item[]): void {
  for (let i = 0; i < items.length; ) {
    const first = items[i] as Item;
    let j = i + 1;
    while (j < items.length && (items[j] as Item).start === first.start && (items[j] as Item).end === first.end) j++;
    if (j - i > 1) {
      const run = items.slice(i, j).map((item) => {
        let depth = 0;
        for (let p = item.node.parent; p && p.startIndex === item.start && p.endIndex === item.end; p = p.parent) depth++;
        return { item, depth };
      });
      run.sort((a, b) => a.depth - b.depth);
      run.forEach((r, k) => (items[i + k] = r.item));
    }
    i = j;
  }
}

type TopLevelNode = { start: number; end: number; node: Node };

/** The sweep's stack of open containers and what it has found so far. */
class IntervalSweep {
  readonly walk: Walk = { sites: new Map(), moduleUnits: [], rootScope: { parent: null, bindings: new Map() }, selfBindings: new Map() };
  private readonly base: State = { scope: this.walk.rootScope, unit: -1, classDef: null, barrier: false };
  private readonly stack: { end: number; state: State }[] = [];
  private readonly moduleUnitOf = new Map<number, number>();
  private topLevelNodes: TopLevelNode[] | null = null;

  constructor(
    private readonly root: Node,
    private readonly ctx: Context,
  ) {}

  /** Takes the next item in tree order; false when a use lies outside every top-level node (the sweep gives up). */
  visit(item: Item): boolean {
    const { ctx, stack } = this;
    while (stack.length > 0 && (stack[stack.length - 1] as { end: number }).end < item.end) stack.pop();
    const outer = stack.length > 0 ? (stack[stack.length - 1] as { state: State }).state : this.base;
    const state = item.container ? enter(item.id, outer, ctx, ctx.barrierNodes.has(item.id)) : outer;
    const binding = ctx.bindings.get(item.id);
    if (binding) bind(item.id, binding, state, ctx, this.walk.selfBindings);
    if (ctx.refDrafts.has(item.id) || ctx.receivers.has(item.id)) {
      const unit = state.unit === -1 ? this.moduleUnit(item) : state.unit;
      if (unit === null) return false;
      this.walk.sites.set(item.id, { scope: state.scope, unit, classDef: state.classDef, barrier: state.barrier });
    }
    if (item.container) stack.push({ end: item.end, state });
    return true;
  }

  /** The module-level unit (-1 - k) of the top-level statement that holds an item outside every definition. */
  private moduleUnit(item: Item): number | null {
    const top = this.topLevelIndex(item);
    if (top < 0) return null;
    let unit = this.moduleUnitOf.get(top);
    if (unit === undefined) {
      const node = (this.topLevel()[top] as TopLevelNode).node;
      unit = this.walk.moduleUnits.length;
      this.walk.moduleUnits.push({ start: lineOf(node.startPosition.row), end: endLine(node) });
      this.moduleUnitOf.set(top, unit);
    }
    return -1 - unit;
  }

  private topLevel(): TopLevelNode[] {
    return (this.topLevelNodes ??= this.root.children.flatMap((c) => {
      const start = c.startIndex;
      const end = c.endIndex;
      return end > start ? [{ start, end, node: c }] : [];
    }));
  }

  private topLevelIndex(item: Item): number {
    const nodes = this.topLevel();
    let lo = 0;
    let hi = nodes.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const t = nodes[mid] as TopLevelNode;
      if (t.end <= item.start) lo = mid + 1;
      else if (t.start > item.start) hi = mid - 1;
      else return t.end >= item.end ? mid : -1;
    }
    return -1;
  }
}

/** The same result by visiting every node with a cursor: for trees the sweep declines. */
export function walkTree(tree: Tree, ctx: Context, barrierTypes: ReadonlySet<string>): Walk {
  const rootScope: Scope = { parent: null, bindings: new Map() };
  const sites = new Map<number, Site>();
  const selfBindings = new Map<number, number>();
  const moduleUnits: { start: number; end: number }[] = [];
  let state: State = { scope: rootScope, unit: -1, classDef: null, barrier: false };
  let moduleUnit = -1;
  // What each open node changed, restored when the walk leaves it.
  const frames: State[] = [];
  const cursor = tree.walk();
  try {
    for (;;) {
      const id = cursor.nodeId;
      const depth = frames.length;
      frames.push(state);
      if (depth === 1) moduleUnit = -1;
      if (depth > 0) state = enter(id, state, ctx, barrierTypes.has(cursor.nodeType));
      const binding = ctx.bindings.get(id);
      if (binding) bind(id, binding, state, ctx, selfBindings);
      if (ctx.refDrafts.has(id) || ctx.receivers.has(id)) {
        let siteUnit = state.unit;
        if (siteUnit === -1 && depth >= 1) {
          if (moduleUnit === -1) {
            const top = topLevelRange(cursor, depth);
            if (top) {
              moduleUnits.push(top);
              moduleUnit = moduleUnits.length - 1;
            }
          }
          siteUnit = -1 - moduleUnit;
        }
        sites.set(id, { scope: state.scope, unit: siteUnit, classDef: state.classDef, barrier: state.barrier });
      }
      if (cursor.gotoFirstChild()) continue;
      for (;;) {
        state = frames.pop() as State;
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return { sites, moduleUnits, rootScope, selfBindings };
      }
    }
  } finally {
    cursor.delete();
  }
}

/** The lines of the top-level statement the cursor is inside (it is `depth` levels below the root). */
function topLevelRange(cursor: { currentNode: Node }, depth: number): { start: number; end: number } | null {
  let node: Node | null = cursor.currentNode;
  for (let d = depth; d > 1 && node; d--) node = node.parent;
  if (!node) return null;
  return { start: lineOf(node.startPosition.row), end: endLine(node) };
}
