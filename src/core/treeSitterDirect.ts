// Query matches, node ends and node types read straight from the tree-sitter runtime's memory. The runtime's own `matches()`
// reads each captured node through a generic accessor, five calls per node, and builds it through a class whose
// fields are defined one by one; on a Go file those reads cost more than the matching itself. The layout read
// here is the runtime's transfer buffer (web-tree-sitter 0.27, pinned in package.json); a test compares every
// match and node with the runtime's own answers, so an upgrade that changes it fails there, not in a packet.
import type { Node, Query, QueryCapture, QueryMatch, Tree } from "web-tree-sitter";

/** The parts of the Emscripten module the runtime keeps private, reached through the object `Parser.init` fills. */
interface RuntimeModule {
  HEAP32: Int32Array;
  HEAPU8: Uint8Array;
  HEAPU32: Uint32Array;
  _ts_init(): number;
  _ts_query_matches_wasm(...args: number[]): void;
  _ts_node_symbol_wasm(tree: number): number;
  _free(address: number): void;
  currentQueryProgressCallback: ((state: unknown) => boolean) | null;
}

/** A node as the runtime's class holds it: its handle in slot 0, then its fields in their declared order. */
interface NodeFields {
  0: number;
  id: number;
  startIndex: number;
  startPosition: { row: number; column: number };
  tree: Tree;
}

type NodeMaker = new (tree: Tree, id: number, startIndex: number, row: number, column: number, other: number) => Node;

interface Direct {
  module: RuntimeModule;
  /** The transfer buffer's address, in 32-bit words. */
  transfer: number;
  makeNode: NodeMaker;
}

let direct: Direct | null = null;

/** One captured node's size in the transfer buffer, in 32-bit words: its capture index, then the node. */
const CAPTURE_WORDS = 6;
const UNLIMITED = 0xffffffff;
/** forEachMatch's table of the nodes it made lately: a power of two of slots. */
const RECENT_MASK = 1023;

/**
 * Called once the runtime is initialised, with the object given to `Parser.init` (Emscripten fills that very
 * object with the module's exports) and the runtime's `Node` class, whose prototype the nodes made here share.
 */
export function attachRuntime(module: object, nodeClass: { prototype: object }): void {
  const m = module as RuntimeModule;
  const used = [m._ts_init, m._ts_query_matches_wasm, m._ts_node_symbol_wasm, m._free];
  if (used.some((f) => typeof f !== "function") || !(m.HEAP32 instanceof Int32Array) || !(m.HEAPU8 instanceof Uint8Array) || !(m.HEAPU32 instanceof Uint32Array)) {
    throw new Error("web-tree-sitter's module lacks the functions or memory view this version of odin-slice reads (see package.json for the version it pins)");
  }
  // The runtime's own class shape: slot 0 (the node's handle) defined as a field, then the fields in their declared
  // order. Defining slot 0 matters: a plain store to an index would search the prototype chain for a setter.
  class DirectNode {
    [index: number]: number;
    0 = 0;
    _children = undefined;
    _namedChildren = undefined;
    id: number;
    startIndex: number;
    startPosition: { row: number; column: number };
    tree: Tree;
    constructor(tree: Tree, id: number, startIndex: number, row: number, column: number, other: number) {
      this[0] = other;
      this.id = id;
      this.startIndex = startIndex;
      this.startPosition = { row, column };
      this.tree = tree;
    }
  }
  Object.setPrototypeOf(DirectNode.prototype, nodeClass.prototype);
  const makeNode = DirectNode as unknown as NodeMaker;
  direct = { module: m, transfer: m._ts_init() >> 2, makeNode };
}

/** The runtime as attachRuntime found it: every query and node comes from a runtime parser.ts set up. */
function runtime(): Direct {
  if (direct === null) throw new Error("tree-sitter's runtime was read before parser.ts set it up");
  return direct;
}

/** Writes a node where the runtime's node functions read their argument. */
function marshal(d: Direct, node: Node): void {
  const fields = node as unknown as NodeFields;
  const heap = d.module.HEAP32;
  const at = d.transfer;
  heap[at] = fields.id;
  heap[at + 1] = fields.startIndex;
  heap[at + 2] = fields.startPosition.row;
  heap[at + 3] = fields.startPosition.column;
  heap[at + 4] = fields[0];
}

/**
 * Every match of a query under a node, as `query.matches(node, { progressCallback, maxStartDepth })` gives them
 * (text predicates applied), or null when the progress callback cancelled the run.
 */
export function queryMatches(query: Query, node: Node, progressCallback: () => boolean, maxStartDepth = UNLIMITED): QueryMatch[] | null {
  const out: QueryMatch[] = [];
  const done = forEachMatch(query, node, progressCallback, (patternIndex, captures) => {
    out.push({ patternIndex, captures: captures.map((c) => ({ patternIndex, name: c.name, node: c.node })) });
  }, maxStartDepth);
  return done ? out : null;
}

/**
 * Each match of a query under a node, in the order `queryMatches` gives them, handed to `visit` as it is read;
 * false when the progress callback cancelled the run (then none is visited). The captures and the array holding
 * them are reused for the next match: `visit` keeps their nodes, never them. Made anew for each match, they were
 * two fifths of what reading a Go file allocated, where collection took a fifth of its time. Matches start at
 * `node` or below it, no deeper than `maxStartDepth` levels.
 */
export function forEachMatch(
  query: Query,
  node: Node,
  progressCallback: () => boolean,
  visit: (patternIndex: number, captures: readonly QueryCapture[]) => void,
  maxStartDepth = UNLIMITED,
): boolean {
  const d = runtime();
  const m = d.module;
  const tree = node.tree;
  let cancelled = false;
  // Once cancelled, the run stays cancelled, whatever the callback would say later.
  const watch = () => (cancelled ||= progressCallback());
  m.currentQueryProgressCallback = watch;
  marshal(d, node);
  try {
    m._ts_query_matches_wasm(
      (query as unknown as { 0: number })[0],
      (tree as unknown as { 0: number })[0],
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      UNLIMITED,
      maxStartDepth,
    );
  } finally {
    m.currentQueryProgressCallback = null;
  }
  // The heap's view is read after the call: the run may have grown the memory, which replaces the view.
  let heap = m.HEAP32;
  const count = heap[d.transfer] as number;
  const start = heap[d.transfer + 1] as number;
  if (cancelled) {
    m._free(start);
    return false;
  }
  const names = query.captureNames;
  const predicates = (query as unknown as { textPredicates: ((captures: QueryCapture[]) => boolean)[][] }).textPredicates;
  // The nodes made lately, by id (a node's id is its subtree's 8-byte aligned address): a node captured by several
  // patterns, or under two names in one, is mostly captured by matches close together, and is then one object. A
  // map of every node made grew with each match, a quarter of what reading a file allocated; a node made twice
  // is two objects of one node, which every reader tells apart by id, never by identity.
  // The run's own (a few kilobytes beside the megabytes a file's matches take): a visit that ran a query of its
  // own would otherwise find the nodes of that run in the table.
  const recentIds = new Int32Array(RECENT_MASK + 1);
  const recentNodes = new Array<Node | undefined>(RECENT_MASK + 1).fill(undefined);
  // One array of captures per count of captures, reused from match to match.
  const reused: QueryCapture[][] = [];
  let at = start >> 2;
  for (let i = 0; i < count; i++) {
    // And again for each match: what `visit` asks of the runtime may grow its memory too (the matches stay put).
    heap = m.HEAP32;
    const patternIndex = heap[at] as number;
    const captureCount = heap[at + 1] as number;
    at += 2;
    let captures = reused[captureCount];
    if (captures === undefined) {
      captures = Array.from({ length: captureCount }, () => ({ patternIndex: 0, name: "", node: null as unknown as Node }));
      reused[captureCount] = captures;
    }
    for (let c = 0; c < captureCount; c++) {
      const id = heap[at + 1] as number;
      const slot = (id >>> 3) & RECENT_MASK;
      let node: Node;
      if (recentIds[slot] === id) node = recentNodes[slot] as Node;
      else {
        node = new d.makeNode(tree, id, heap[at + 2] as number, heap[at + 3] as number, heap[at + 4] as number, heap[at + 5] as number);
        recentIds[slot] = id;
        recentNodes[slot] = node;
      }
      const capture = captures[c] as QueryCapture;
      capture.patternIndex = patternIndex;
      capture.name = names[heap[at] as number] as string;
      capture.node = node;
      at += CAPTURE_WORDS;
    }
    const tests = predicates[patternIndex] as ((captures: QueryCapture[]) => boolean)[];
    if (tests.length === 0 || tests.every((p) => p(captures))) visit(patternIndex, captures);
  }
  m._free(start);
  return true;
}

/**
 * A node's end offset, as `node.endIndex` reads it: its start and its subtree's size, read from the runtime's
 * memory. A call into the runtime for it (marshalling the node first) cost more than the rest of reading a use.
 * The node's id is the address of its 8-byte subtree: one stored inline (its lowest bit set) holds its size in
 * bytes in its last byte; otherwise it is the address of the subtree's data, whose size in bytes follows its
 * reference count and padding (4 + 12 bytes in). The parser reads UTF-16, two bytes to a code unit.
 */
export function endIndexOf(node: Node): number {
  const m = runtime().module;
  const at = (node as unknown as NodeFields).id;
  const bytes = m.HEAPU8;
  const size = (bytes[at] as number) & 1 ? (bytes[at + 7] as number) : (m.HEAPU32[((m.HEAPU32[at >> 2] as number) + SUBTREE_SIZE_OFFSET) >> 2] as number);
  return node.startIndex + (size >>> 1);
}

/** Where a heap subtree's size in bytes lies: after its reference count (4 bytes) and its padding (a Length, 12). */
const SUBTREE_SIZE_OFFSET = 16;

/** A node's type, as `node.type` reads it. */
export function typeOf(node: Node): string {
  const d = runtime();
  marshal(d, node);
  const symbol = d.module._ts_node_symbol_wasm((node.tree as unknown as { 0: number })[0]);
  return node.tree.language.types[symbol] || "ERROR";
}

/** Whether matches and node reads go straight to the runtime's memory (the runtime was set up by parser.ts). */
export function readsRuntimeDirectly(): boolean {
  return direct !== null;
}
