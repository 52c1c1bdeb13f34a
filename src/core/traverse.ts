// Seed step 3: the graph ranges a mode selects, breadth-first, in the seed's edge order, with every edge the
// index cannot prove kept apart as uncertain.
import { defKey, MAX_LISTED_CANDIDATES, type CodeGraph, type DefRef, type PossibleUseFiles, type ResolvedUse, type Unit } from "./graph.js";
import { BackwardReach } from "./backwardReach.js";
import { Entrypoints } from "./entrypoints.js";
import { entryOf } from "./entryOf.js";
import { useCount } from "./factsCodec.js";
import { inLabelOrder } from "./labelOrder.js";
import { setOfList } from "./setOfList.js";
import type { BeyondRecords, LooseGroup, SecondLevelRecords } from "./budget.js";
import { rangeLabel, type Mode, type Omission, type Relationship, type StepRelationship, type UncertainEdge } from "./packet.js";
import { newSecondLevelState, type SearchProgress, type SearchState, type SecondLevelState, type Visit } from "./searchProgress.js";
import type { HeldLine } from "./shortestLineHolding.js";

/** A place in the graph: a range of one file, and the definitions whose uses count as uses of it. */
export interface GraphNode {
  unit: Unit;
  targets: DefRef[];
}

export interface TraversedSlice {
  unit: Unit;
  hop: number;
  relationship: Relationship;
  /** Uncertain edges out of this slice's code, which only mean something when the slice is in the packet. */
  edges: UncertainEdge[];
  /**
   * Set instead of `edges` for a slice past the anchor downstream or on a path: the node whose uncertain edges
   * are found when the budget gets to the slice (Navigator.outgoing), with the omissions they bring downstream
   * (a path names no candidates of its slices' uncertain calls). A slice on a path is often a whole class.
   */
  outgoing?: { node: GraphNode; omissions: boolean };
  /**
   * For a slice of the last hop: the `depth` omissions past it, one step further (what lies beyond a slice the
   * packet does not hold is not named), found when the budget has taken the slice; going back, file by file as
   * far as the budget's records go (see BeyondRecords).
   */
  beyond?: () => BeyondRecords;
  /**
   * Where the packet lists the possible callers of the slice's code (calls through receivers of unknown type) if
   * it takes the slice: the node they call (see Navigator.looseGroups). Going back, every level's but the last.
   */
  callersOf?: GraphNode;
  mandatory: boolean;
}

/** A group of possible callers (see Navigator.looseGroups), with the files it reads: those to index to read it. */
export interface FileGroup extends LooseGroup {
  files: string[];
}

/** A definition whose possible callers a file may hold, the node it is taken for, and which files hold some. */
interface LooseSource {
  node: GraphNode;
  target: DefRef;
  holds: PossibleUseFiles["holds"];
  /** Its place among the nodes' definitions: the order in which a file's possible callers are read. */
  order: number;
}

/** What the groups of one listing of possible callers share (see Navigator.looseGroups). */
interface LooseListing {
  graph: CodeGraph;
  /** The sources whose possible callers a file holds, asked once per listing. */
  heldIn(file: string): readonly LooseSource[];
  callers(file: string): { edges: UncertainEdge[]; omissions: Omission[] };
}

/** The possible callers in one file: none where the file turns out to hold none, read once the file is indexed. */
class LooseFileGroup implements FileGroup {
  readonly prefix: string;

  constructor(
    private readonly file: string,
    private readonly listing: LooseListing,
  ) {
    this.prefix = `${file}:`;
  }

  /** The file to index to read the group: none where it holds no possible caller. */
  get files(): string[] {
    return this.holdsAny() ? [this.file] : [];
  }

  holdsAny(): boolean {
    return this.listing.heldIn(this.file).length > 0;
  }

  read(): { edges: UncertainEdge[]; omissions: Omission[] } | null {
    if (!this.holdsAny()) return { edges: [], omissions: [] };
    return this.listing.graph.holds(this.file) ? this.listing.callers(this.file) : null;
  }
}

/**
 * The slices of a traversal's last level that lie in one file, found when the budget gets to the file: the level
 * before is known whole, and each file that may use it is read for its steps alone (see CandidateGroup).
 */
export interface SliceGroup {
  file: string;
  hop: number;
  /**
   * Null while the file, or what resolving its uses needs, is not indexed yet (the latter marked as needed);
   * with `load`, a file the cache holds is loaded at once (see CodeGraph.holdsNow).
   */
  read(load?: boolean): TraversedSlice[] | null;
  /** A line each of its slices spans, the least costly, known without reading the file (null when unknown). */
  shortestLine(): HeldLine | null;
}

export interface Traversal {
  slices: TraversedSlice[];
  /**
   * The last level's slices by file, in the order of their files; they come after every slice of `slices`.
   * Listed when first asked for (listing them finds where the last level's callers can be), and kept.
   */
  lastLevel: () => SliceGroup[];
  omissions: Omission[];
  /**
   * Where `lastLevel` is the first of more levels: those past it, found from every slice of it once each of its
   * files is read (and only if the packet may still take something of them).
   */
  next?: () => { slices: TraversedSlice[]; lastLevel: () => SliceGroup[] };
  /** Upstream at depth 2: the second level's records file by file, without reading the first whole (see secondLevelRecords). */
  secondLevel?: SecondLevelRecords;
}

export type TraversalResult = { ok: true; traversal: Traversal } | { ok: false; kind: "path_not_found" | "entrypoint_path_not_found"; message: string; recovery?: string };

type EdgeKind = "enclosing" | "import" | "call" | "reference";

export interface Step {
  to: GraphNode;
  from: GraphNode;
  kind: EdgeKind;
}

/** A definition of a node a file may use (see Navigator.filesSteppingInto). */
interface SteppedInto {
  node: GraphNode;
  target: DefRef;
}

/** Whether a use lies in the node's own range (a recursive call): no step into the node. */
function usedInside(node: GraphNode, use: ResolvedUse): boolean {
  return use.file === node.unit.file && use.line >= node.unit.start && use.line <= node.unit.end;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function unitKey(u: Unit): string {
  return rangeLabel(u.file, u.start, u.end);
}

/** The seed's order: destination path and lines, edge kind, then source path and lines. */
function compareSteps(a: Step, b: Step): number {
  return (
    cmp(a.to.unit.file, b.to.unit.file) ||
    a.to.unit.start - b.to.unit.start ||
    a.to.unit.end - b.to.unit.end ||
    cmp(a.kind, b.kind) ||
    cmp(a.from.unit.file, b.from.unit.file) ||
    a.from.unit.start - b.from.unit.start ||
    a.from.unit.end - b.from.unit.end
  );
}

export class Navigator {
  private readonly targetsByRange: Map<string, DefRef[]>;

  constructor(
    readonly graph: CodeGraph,
    private readonly fileLines: (file: string) => number | null,
    progress: SearchProgress | null = null,
  ) {
    this.targetsByRange = progress?.targetsByRange ?? new Map();
  }

  /** The definitions lying wholly inside a range; if none, the smallest one around it. */
  targetsOf(file: string, start: number, end: number): DefRef[] {
    const facts = this.graph.facts(file);
    if (!facts) return [];
    const inside: DefRef[] = [];
    let around: DefRef | null = null;
    let aroundSize = Infinity;
    facts.definitions.forEach((d, i) => {
      if (d.start >= start && d.end <= end) inside.push({ file, def: i });
      else if (d.start <= start && d.end >= end && d.end - d.start < aroundSize) {
        around = { file, def: i };
        aroundSize = d.end - d.start;
      }
    });
    if (inside.length > 0) return inside;
    return around ? [around] : [];
  }

  nodeForUnit(unit: Unit): GraphNode {
    if (unit.def === null) return { unit, targets: [] };
    // Kept per range: a class reached by many uses would list its every member once per use.
    const key = `${unit.file}\0${unit.start}\0${unit.end}`;
    let targets = this.targetsByRange.get(key);
    if (!targets) {
      targets = this.targetsOf(unit.file, unit.start, unit.end);
      // A file not indexed yet is asked for again once it is.
      if (this.graph.facts(unit.file)) this.targetsByRange.set(key, targets);
    }
    return { unit, targets };
  }

  nodeForDef(ref: DefRef): GraphNode {
    return this.nodeForUnit(this.graph.unitOfDef(ref));
  }

  /** The smallest definition strictly around a node's range. */
  enclosing(node: GraphNode): GraphNode | null {
    const facts = this.graph.facts(node.unit.file);
    if (!facts) return null;
    let best: DefRef | null = null;
    let bestSize = Infinity;
    facts.definitions.forEach((d, i) => {
      const contains = d.start <= node.unit.start && d.end >= node.unit.end;
      const same = d.start === node.unit.start && d.end === node.unit.end;
      if (contains && !same && d.end - d.start < bestSize) {
        best = { file: node.unit.file, def: i };
        bestSize = d.end - d.start;
      }
    });
    return best ? this.nodeForDef(best) : null;
  }

  private insideRange(node: GraphNode, ref: DefRef): boolean {
    if (ref.file !== node.unit.file) return false;
    const d = this.graph.definition(ref);
    return d.start >= node.unit.start && d.end <= node.unit.end;
  }

  outgoing(node: GraphNode): { steps: Step[]; imports: Step[]; uncertain: UncertainEdge[]; omissions: Omission[] } {
    const steps: Step[] = [];
    const imports: Step[] = [];
    const uncertain: UncertainEdge[] = [];
    const omissions: Omission[] = [];
    for (const use of this.graph.usesWithin(node.unit.file, node.unit.start, node.unit.end)) {
      if (use.via) {
        const statement: Unit = { file: use.file, start: use.via.start, end: use.via.end, symbol: null, def: null };
        imports.push({ to: { unit: statement, targets: [] }, from: node, kind: "import" });
      }
      if (use.certain) {
        if (!this.insideRange(node, use.certain)) steps.push({ to: this.nodeForDef(use.certain), from: node, kind: use.kind });
      } else if (use.uncertain) {
        uncertain.push(this.uncertainEdge(node.unit, use, use.uncertain.candidates, null));
        omissions.push(...this.candidateOmissions(use.uncertain.candidates));
      } else if (use.unavailable) {
        const lines = this.fileLines(use.unavailable);
        if (lines !== null && lines > 0) omissions.push({ candidate: rangeLabel(use.unavailable, 1, lines), reason: "unavailable" });
      }
    }
    return { steps, imports, uncertain, omissions };
  }

  /**
   * About how many uses a step out of a node resolves, what a level of a search going out costs: its file's uses
   * in the share of its lines the node spans. Counting them exactly would read every use of the file, which a
   * search narrowed by the levels back may never need (Go's `rewriteARM64.go`: 7 ms of a 35 ms request).
   */
  estimatedUsesWithin(node: GraphNode): number {
    const facts = this.graph.facts(node.unit.file);
    if (!facts || facts.lineCount <= 0) return 0;
    const lines = Math.min(facts.lineCount, node.unit.end - node.unit.start + 1);
    return Math.round((useCount(facts) * lines) / facts.lineCount);
  }

  /**
   * The certain steps from a node alone, in the order outgoing and incoming give them: what a search along
   * certain edges follows. Uncertain edges are not made, nor their candidates looked for (each a file to load).
   */
  steps(node: GraphNode, direction: "in" | "out"): Step[] {
    const steps: Step[] = [];
    if (direction === "in") {
      for (const target of node.targets) {
        for (const use of this.graph.usesOf(target)) {
          if (!usedInside(node, use)) steps.push({ to: this.nodeForUnit(use.unit), from: node, kind: use.kind });
        }
      }
      return steps;
    }
    for (const use of this.graph.usesWithin(node.unit.file, node.unit.start, node.unit.end, true)) {
      const target = use.certain as DefRef;
      if (!this.insideRange(node, target)) steps.push({ to: this.nodeForDef(target), from: node, kind: use.kind });
    }
    return steps;
  }

  /**
   * The files that may hold a step into the nodes (the uses of their definitions), in order, each with the
   * nodes' definitions it may use, in the nodes' order: where stepsInto may find some, and what it asks there.
   * (A level's frontier may hold hundreds of definitions, most of them used in a few of its files.)
   */
  filesSteppingInto(nodes: readonly GraphNode[]): Map<string, SteppedInto[]> {
    const byFile = new Map<string, SteppedInto[]>();
    for (const node of nodes) {
      for (const target of node.targets) {
        for (const file of this.graph.useFiles(target)) entryOf(byFile, file, () => []).push({ node, target });
      }
    }
    return new Map([...byFile].sort((a, b) => cmp(a[0], b[0])));
  }

  /** The steps into the nodes from one file (as filesSteppingInto lists them for it), in that order; the file must be indexed. */
  stepsInto(into: readonly SteppedInto[], file: string): Step[] {
    const steps: Step[] = [];
    for (const { node, target } of into) {
      for (const use of this.graph.usesOfIn(target, file)) {
        if (!usedInside(node, use)) steps.push({ to: this.nodeForUnit(use.unit), from: node, kind: use.kind });
      }
    }
    return steps;
  }

  /**
   * The possible callers of the nodes' definitions (calls through receivers of unknown type), one group per file
   * that may hold some, in the order of their labels; a group is read only when the budget gets to it, so the
   * files past the budget's last edge are never loaded (see applyBudget). Which of the files the graph gives
   * (possibleUseFiles) are among them is asked of a file when its group is reached too: a group found to hold
   * none reads nothing and asks for no file.
   */
  looseGroups(nodes: readonly GraphNode[]): FileGroup[] {
    // The sources by the list of files the graph gives for them: many share one (a hundred `equals` methods of
    // a package, their files listed once), and a file's sources are gathered only when its group is reached.
    const byList = new Map<readonly string[], LooseSource[]>();
    let order = 0;
    for (const node of nodes) {
      for (const target of node.targets) {
        const { files, holds } = this.graph.possibleUseFiles(target);
        if (files.length > 0) entryOf(byList, files, () => []).push({ node, target, holds, order: order++ });
      }
    }
    // The sources a file holds calls for, in the nodes' order, asked once per listing.
    const held = new Map<string, LooseSource[]>();
    const heldIn = (file: string): LooseSource[] =>
      entryOf(held, file, () => {
        const found: LooseSource[] = [];
        for (const [list, sources] of byList) {
          if (!setOfList(list).has(file)) continue;
          for (const s of sources) if (s.holds === null || s.holds(file)) found.push(s);
        }
        return byList.size > 1 ? found.sort((a, b) => a.order - b.order) : found;
      });
    const lists = [...byList.keys()];
    const files = inLabelOrder(lists.length === 1 ? (lists[0] as readonly string[]) : new Set(lists.flat()));
    // A path with a colon could make one file's labels sort among another's: such a tree's groups are one.
    if (files.some((f) => f.includes(":"))) {
      const holding = files.filter((f) => heldIn(f).length > 0);
      if (holding.length === 0) return [];
      return [{ prefix: holding.length === 1 ? `${holding[0]}:` : "", files: holding, read: () => (holding.every((f) => this.graph.holds(f)) ? this.possibleCallers(holding, heldIn) : null) }];
    }
    // One object per file and no closures of its own: a listing of thousands of files is made again each round.
    const listing: LooseListing = { graph: this.graph, heldIn, callers: (file) => this.possibleCallers([file], heldIn) };
    return files.map((file) => new LooseFileGroup(file, listing));
  }

  private possibleCallers(files: readonly string[], sourcesIn: (file: string) => readonly LooseSource[]) {
    const edges: UncertainEdge[] = [];
    const omissions: Omission[] = [];
    for (const file of files) {
      for (const { node, target } of sourcesIn(file)) {
        for (const use of this.graph.possibleUsesIn(target, file)) {
          if (usedInside(node, use) || !use.uncertain) continue;
          edges.push(this.uncertainEdge(use.unit, use, [target], node.unit));
          omissions.push({ candidate: unitKey(use.unit), reason: "uncertain" });
        }
      }
    }
    return { edges, omissions };
  }

  private uncertainEdge(from: Unit, use: ResolvedUse, candidates: DefRef[], to: Unit | null): UncertainEdge {
    const u = use.uncertain as NonNullable<ResolvedUse["uncertain"]>;
    const only = candidates.length === 1 ? this.graph.unitOfDef(candidates[0] as DefRef) : null;
    const target = to ?? only;
    return {
      from: unitKey(from),
      to: target ? unitKey(target) : u.label,
      kind: use.kind,
      reason: `${u.label}: ${u.reason}`,
    };
  }

  private candidateOmissions(candidates: DefRef[]): Omission[] {
    if (candidates.length > MAX_LISTED_CANDIDATES) return [];
    return candidates.map((c) => ({ candidate: unitKey(this.graph.unitOfDef(c)), reason: "uncertain" as const }));
  }
}

function relationshipFor(kind: EdgeKind, direction: "in" | "out"): StepRelationship {
  if (kind === "enclosing") return "enclosing";
  if (kind === "import") return "import";
  if (kind === "call") return direction === "in" ? "caller" : "callee";
  return "reference";
}

export function traverse(
  nav: Navigator,
  anchor: GraphNode,
  mode: Mode,
  depth: number,
  peer: GraphNode | null,
  entrypoints: Entrypoints | null,
  progress: SearchProgress | null = null,
): TraversalResult {
  switch (mode) {
    case "neighborhood":
      return { ok: true, traversal: neighborhood(nav, anchor) };
    case "upstream":
      return { ok: true, traversal: breadthFirst(nav, anchor, depth, "in", progress) };
    case "downstream":
      return { ok: true, traversal: breadthFirst(nav, anchor, depth, "out") };
    case "path":
      return shortestPath(nav, anchor, depth, peer as GraphNode, progress);
    case "entrypoint":
      return entrypointPath(nav, anchor, depth, entrypoints ?? Entrypoints.none(), progress);
  }
}

function anchorSlice(anchor: GraphNode, edges: UncertainEdge[]): TraversedSlice {
  return { unit: anchor.unit, hop: 0, relationship: "anchor", edges, mandatory: true };
}

/**
 * The slices a level's steps reach in one file, in the seed's edge order, each range once, none of `seen`: the
 * first step into a range names its relationship, and a caller comes before a callee of the same range.
 */
function sliceSteps(steps: { step: Step; direction: "in" | "out" }[], hop: number, seen: ReadonlySet<string>): { slice: TraversedSlice; node: GraphNode }[] {
  steps.sort((a, b) => compareSteps(a.step, b.step));
  const reached = new Set<string>();
  const out: { slice: TraversedSlice; node: GraphNode }[] = [];
  for (const { step, direction } of steps) {
    const key = unitKey(step.to.unit);
    if (seen.has(key) || reached.has(key)) continue;
    reached.add(key);
    out.push({ slice: { unit: step.to.unit, hop, relationship: relationshipFor(step.kind, direction), edges: [], mandatory: false }, node: step.to });
  }
  return out;
}

/**
 * A level read file by file (the last one, or going back the first of more): the files that may step into
 * `frontier` (read then), and those that `known` steps reach (read at once), each file's slices made by
 * sliceSteps. A group is read once it holds its file.
 */
function levelGroups(
  nav: Navigator,
  frontier: readonly GraphNode[],
  known: readonly { step: Step; direction: "in" | "out" }[],
  hop: number,
  seen: ReadonlySet<string>,
  finish: (slice: TraversedSlice, node: GraphNode) => void = () => undefined,
): Map<string, SliceGroup> {
  const stepping = frontier.length > 0 ? nav.filesSteppingInto(frontier) : new Map<string, SteppedInto[]>();
  const knownByFile = new Map<string, { step: Step; direction: "in" | "out" }[]>();
  for (const k of known) {
    const list = knownByFile.get(k.step.to.unit.file);
    if (list) list.push(k);
    else knownByFile.set(k.step.to.unit.file, [k]);
  }
  const files = [...new Set([...stepping.keys(), ...knownByFile.keys()])].sort(cmp);
  const groups = new Map<string, SliceGroup>();
  for (const file of files) {
    let slices: TraversedSlice[] | null = null;
    const read = (load = false): TraversedSlice[] | null => {
      if (slices) return slices;
      const into = stepping.has(file);
      if (into && !(load ? nav.graph.holdsNow(file) : nav.graph.holds(file))) return null;
      const made = nav.graph.unlessLacking(() => {
        // The steps into the frontier come first, as in the whole level's list (a tie keeps that order).
        const steps: { step: Step; direction: "in" | "out" }[] = [];
        if (into) for (const step of nav.stepsInto(stepping.get(file) as SteppedInto[], file)) steps.push({ step, direction: "in" });
        steps.push(...(knownByFile.get(file) ?? []));
        return sliceSteps(steps, hop, seen);
      });
      if (!made) return null;
      slices = made.map(({ slice, node }) => {
        finish(slice, node);
        return slice;
      });
      return slices;
    };
    // A file with steps into the frontier alone holds slices of units that use its definitions, each spanning a
    // line that names one where the language says so (CodeGraph.shortestUseLine).
    let shortest: HeldLine | null | undefined = knownByFile.has(file) ? null : undefined;
    const shortestLine = (): HeldLine | null => {
      if (shortest === undefined) shortest = nav.graph.shortestUseLine((stepping.get(file) as SteppedInto[]).map((s) => s.target), file);
      return shortest;
    };
    groups.set(file, { file, hop, read, shortestLine });
  }
  return groups;
}

function neighborhood(nav: Navigator, anchor: GraphNode): Traversal {
  const out = nav.outgoing(anchor);
  const known: { step: Step; direction: "in" | "out" }[] = [];
  const enclosing = nav.enclosing(anchor);
  if (enclosing) known.push({ step: { to: enclosing, from: anchor, kind: "enclosing" }, direction: "out" });
  for (const step of out.steps) known.push({ step, direction: "out" });
  for (const step of out.imports) {
    if (step.to.unit.file === anchor.unit.file) known.push({ step, direction: "out" });
  }
  // The callers are found file by file, with the rest of the level, as the budget gets to each file.
  let level: Map<string, SliceGroup> | null = null;
  const lastLevel = () => [...(level ??= levelGroups(nav, [anchor], known, 1, new Set([unitKey(anchor.unit)]))).values()];
  return { slices: [{ ...anchorSlice(anchor, out.uncertain), callersOf: anchor }], lastLevel, omissions: out.omissions };
}

function breadthFirst(nav: Navigator, anchor: GraphNode, depth: number, direction: "in" | "out", progress: SearchProgress | null = null): Traversal {
  const seen = new Set([unitKey(anchor.unit)]);
  const root = anchorSlice(anchor, []);
  if (direction === "in") root.callersOf = anchor;
  const omissions: Omission[] = [];
  if (direction === "in" && depth >= 2) {
    // The first level going back is found file by file too, and the levels past it only once it is read whole:
    // where its first files fill the packet (a type used in hundreds of files), the rest are never parsed.
    // Each slice of it keeps its node as the one its possible callers call, which the next level goes back from.
    let level: Map<string, SliceGroup> | null = null;
    const keepNode = (slice: TraversedSlice, node: GraphNode): void => {
      slice.callersOf = node;
    };
    const levelNow = () => (level ??= levelGroups(nav, [anchor], [], 1, seen, keepNode));
    const firstLevel = () => [...levelNow().values()];
    const next = () => {
      const frontier: { node: GraphNode; slice: TraversedSlice }[] = [];
      for (const group of firstLevel()) {
        const read = group.read();
        if (!read) throw new Error(`the first level's file ${group.file} is not read yet`);
        for (const slice of read) frontier.push({ node: slice.callersOf as GraphNode, slice });
      }
      for (const { slice } of frontier) seen.add(unitKey(slice.unit));
      return levelsFrom(nav, 2, depth, direction, frontier, seen, root, omissions);
    };
    const traversal: Traversal = { slices: [root], lastLevel: firstLevel, omissions, next };
    // The whole-tree reference finds the second level from the first, as the level is defined.
    if (depth === 2 && !nav.graph.isReference) traversal.secondLevel = secondLevelRecords(nav, anchor, levelNow, progress?.secondLevel ?? newSecondLevelState());
    return traversal;
  }
  const rest = levelsFrom(nav, 1, depth, direction, [{ node: anchor, slice: root }], seen, root, omissions);
  return { slices: [root, ...rest.slices], lastLevel: rest.lastLevel, omissions };
}

/**
 * The second level back's `budget` records, asked of one file at a time: the ranges of the file that use a range
 * of the first level for certain, none of them the anchor or of the first level. Found from the file's own
 * certain uses, each leading to one definition, whose file is read for its first-level ranges only if it may use
 * the anchor (one of the first level's files): the level is otherwise found from every range of the first,
 * which means reading every file that calls the anchor (Go's strings.HasPrefix: 289) for the one or two records
 * whose labels sort first. The answer for a file, once made without lacking any, is the request's (`state`).
 */
function secondLevelRecords(nav: Navigator, anchor: GraphNode, firstLevel: () => ReadonlyMap<string, SliceGroup>, state: SecondLevelState): SecondLevelRecords {
  const graph = nav.graph;
  // By file of the first level, its nodes by each definition they hold: a use of the definition steps into them.
  // A definition's file is indexed, so a group that cannot be read yet lacks what resolving its uses needs, which
  // its read marks as needed (as it does for the file at hand's own group).
  const nodesByFile = new Map<string, Map<string, GraphNode[]>>();
  const nodesHolding = (target: DefRef): GraphNode[] | null => {
    const group = firstLevel().get(target.file);
    if (!group) return [];
    let byTarget = nodesByFile.get(target.file);
    if (!byTarget) {
      const slices = group.read(true);
      if (!slices) return null;
      byTarget = new Map();
      for (const slice of slices) {
        const node = slice.callersOf as GraphNode;
        for (const t of node.targets) entryOf(byTarget, defKey(t), () => []).push(node);
      }
      nodesByFile.set(target.file, byTarget);
    }
    return byTarget.get(defKey(target)) ?? [];
  };
  const recordsOf = (file: string, ahead: readonly string[]): Omission[] | null => {
    if (!graph.holds(file)) {
      const asked = [file, ...ahead].filter((f) => !graph.holds(f));
      state.asked += asked.length;
      graph.request(asked);
      return null;
    }
    const facts = graph.indexedFacts(file);
    if (!facts || facts.references.length === 0) return [];
    const missingBefore = graph.missing.size;
    const made = graph.unlessLacking(() => {
      const level = firstLevel();
      const seen = new Set([unitKey(anchor.unit)]);
      for (const slice of level.get(file)?.read(true) ?? []) seen.add(unitKey(slice.unit));
      const steps: { step: Step; direction: "in" | "out" }[] = [];
      // A use that cannot lead into a file of the first level is not resolved: resolving `pkg.name` may need the
      // files of `pkg` parsed (upstream of Go's fmt.Fprintf, the walked files' uses of errors, strconv, time, ...).
      const intoLevel = (f: string) => level.has(f);
      for (const use of graph.usesWithin(file, 1, facts.lineCount, true, (r) => graph.mayLeadInto(file, facts, r, intoLevel))) {
        for (const node of nodesHolding(use.certain as DefRef) ?? []) {
          if (!usedInside(node, use)) steps.push({ step: { to: { unit: use.unit, targets: [] }, from: node, kind: use.kind }, direction: "in" });
        }
      }
      return sliceSteps(steps, 2, seen).map(({ slice }): Omission => ({ candidate: unitKey(slice.unit), reason: "budget" }));
    });
    // The files resolving the file's uses lacked count against the walk's bound as the files walked do: a Java
    // file's uses lead into the classes it imports (upstream of the JDK's Collections.unmodifiableList, the walk
    // had 537 files parsed where reading the first level whole parses 153).
    if (made === null) state.asked += graph.missing.size - missingBefore;
    return made;
  };
  return {
    read(file, ahead) {
      let records = state.records.get(file);
      if (!records) {
        const made = recordsOf(file, ahead);
        if (!made) return null;
        records = made;
        state.records.set(file, records);
      }
      return records;
    },
    get asked() {
      return state.asked;
    },
  };
}

/** The levels from `first` on, breadth first from `start` (the level before), the last one listed file by file going back. */
function levelsFrom(
  nav: Navigator,
  first: number,
  depth: number,
  direction: "in" | "out",
  start: { node: GraphNode; slice: TraversedSlice }[],
  seen: Set<string>,
  root: TraversedSlice,
  omissions: Omission[],
): { slices: TraversedSlice[]; lastLevel: () => SliceGroup[] } {
  const slices: TraversedSlice[] = [];
  let frontier = start;
  let lastLevel: () => SliceGroup[] = () => [];
  for (let hop = first; hop <= depth && frontier.length > 0; hop++) {
    if (direction === "in" && hop === depth) {
      // The last level going back is found file by file as the budget gets to each (its callers can be in
      // a thousand files of which a default budget holds a few dozen), and its files are listed only if the
      // budget gets to them at all (nothing changes `seen` past this level).
      const nodes = frontier.map((f) => f.node);
      let level: Map<string, SliceGroup> | null = null;
      const levelNow = (): Map<string, SliceGroup> =>
        (level ??= levelGroups(nav, nodes, [], hop, seen, (slice, node) => {
          slice.beyond = () => {
            // What calls the slice is looked for file by file, in order, as far as the files held go: the records
            // of a file sort from its prefix on, so those before the first file not held are all known here.
            const past: Omission[] = [];
            const stepping = nav.filesSteppingInto([node]);
            const files = [...stepping.keys()];
            for (let i = 0; i < files.length; i++) {
              const file = files[i] as string;
              if (!nav.graph.holdsNow(file)) return { omissions: past, unread: files.slice(i), read: i };
              for (const step of nav.stepsInto(stepping.get(file) as SteppedInto[], file)) {
                const key = unitKey(step.to.unit);
                if (seen.has(key) || inLastLevel(levelNow(), step.to.unit)) continue;
                past.push({ candidate: key, reason: "depth" });
              }
            }
            return { omissions: past, unread: [], read: files.length };
          };
        }));
      lastLevel = () => [...levelNow().values()];
      frontier = [];
      break;
    }
    const steps: Step[] = [];
    for (const { node, slice } of frontier) {
      if (direction === "in") {
        steps.push(...nav.steps(node, "in"));
      } else if (slice === root) {
        const out = nav.outgoing(node);
        steps.push(...out.steps);
        slice.edges.push(...out.uncertain);
        omissions.push(...out.omissions);
      } else {
        // What a slice's uncertain calls may mean is looked for only if the budget takes the slice (see Candidate).
        steps.push(...nav.steps(node, "out"));
        slice.outgoing = { node, omissions: true };
      }
    }
    // A hop that reached files not indexed yet is not built upon: they are indexed and the traversal asked again.
    nav.graph.checkpoint();
    steps.sort(compareSteps);
    const next: typeof frontier = [];
    for (const step of steps) {
      const key = unitKey(step.to.unit);
      if (seen.has(key)) continue;
      seen.add(key);
      const slice: TraversedSlice = {
        unit: step.to.unit,
        hop,
        relationship: relationshipFor(step.kind, direction),
        edges: [],
        mandatory: false,
      };
      // Going back, a level with another past it lists the possible callers of its slices that the packet takes.
      if (direction === "in" && hop < depth) slice.callersOf = step.to;
      slices.push(slice);
      next.push({ node: step.to, slice });
    }
    frontier = next;
  }
  // The last hop is not expanded into slices: one more look names what lies beyond each of its slices that the
  // packet holds, as `depth` omissions (see TraversedSlice.beyond).
  for (const { node, slice } of frontier) {
    slice.beyond = () => {
      const past: Omission[] = [];
      for (const step of nav.steps(node, direction)) {
        const key = unitKey(step.to.unit);
        if (!seen.has(key)) past.push({ candidate: key, reason: "depth" });
      }
      return { omissions: past, unread: [], read: 0 };
    };
  }
  return { slices, lastLevel };
}

/**
 * Whether a range is one of the last level's slices. Its file holds a use found already, so it is indexed; what
 * reading its group lacks is marked as needed (for an answer built on it to be asked again).
 */
function inLastLevel(level: ReadonlyMap<string, SliceGroup>, unit: Unit): boolean {
  const group = level.get(unit.file);
  if (!group) return false;
  const key = unitKey(unit);
  return (group.read() ?? []).some((s) => unitKey(s.unit) === key);
}

/**
 * How many files a level back may index at most, by what the text tells, before the search going out takes its
 * next level (on the JDK, the callers of `Charset.forName` would be looked for in the 900 files that call some
 * `forName`): 8 per node of the frontier going out once it is wider than 4 (a narrow one soon ends alone), or
 * one per 16 uses its next level would resolve, whichever is more. On the JDK a use resolved going out costs
 * 4-8 µs and a file read going back 70-200 µs. By width alone, a search out of `XlibUtil` resolved 4,685 uses of
 * six nodes (389 files loaded in all) before one level back (184 files) showed that nothing calls the peer; by
 * uses too, the level back comes first (192 files). Where more hops are left than levels back, the steps into
 * the last level's nodes are looked for first (see stepsKnownBack) if that takes at most one pair of such a node
 * and a file stepped from per 2 uses of the level out: a pair costs about 1.7 µs, so a look that finds nothing
 * costs at most a fifth of the level (a look from 551 nodes at the 654 of a third level found nothing in 470 ms),
 * and one that finds a step can spare the level (the JDK's search back from `Locale` to `ChronoZonedDateTimeImpl`
 * resolved 19,000 uses of 59 nodes in a third level its look would have ended: median 57-93 ms, from 130-143).
 * Tests change them, so that the small fixtures take the backward search too.
 */
export const PATH_SEARCH = { backwardWhenWiderThan: 4, backwardFilesPerNode: 8, usesPerBackwardFile: 16, usesPerLookedPair: 2 };

/**
 * Breadth-first search for the first node meeting `goal`, in the seed's edge order; null when none within depth.
 * Given `goals` (every node meeting `goal`, for a search going out), a backward search from them runs beside it
 * once its frontier is wide, a level whenever the backward frontier is the narrower. Nodes it shows cannot reach
 * a goal in the hops left are not expanded: the hops left are those to `depth`, or fewer once the two searches
 * meet (a path through the meeting node is that long, so the first goal lies no farther). Such a node lies on no
 * shortest path to a goal and is no parent of a node that does, so the first goal found, and the path to it, are
 * those of the search without it.
 * With `progress`, the search goes on from its last level that passed a checkpoint in an earlier round, under `key`.
 */
function search(
  nav: Navigator,
  anchor: GraphNode,
  depth: number,
  direction: "in" | "out",
  goal: (node: GraphNode) => boolean,
  goals: (() => GraphNode[]) | null,
  progress: { searches: SearchProgress["searches"]; key: string } | null,
): Visit | null {
  const saved = progress?.searches.get(progress.key);
  if (saved?.result !== undefined) return saved.result;
  let state: SearchState;
  if (saved) {
    state = saved;
    state.reach?.useNavigator(nav);
  } else {
    const start: Visit = { node: anchor, parent: null, hop: 0 };
    if (goal(anchor)) return start;
    // The whole-tree reference searches without it: test/core/onDemand.test.ts compares the two.
    const reach = goals && direction === "out" && !nav.graph.isReference ? new BackwardReach(nav, anchor, goals(), depth) : null;
    state = { hop: 1, frontier: [start], seen: new Set([unitKey(anchor.unit)]), reach, limit: depth };
  }
  const { seen, reach } = state;
  // Kept only past a checkpoint of this round: what was found before it may have lacked files.
  const keep = (result?: Visit | null): Visit | null => {
    nav.graph.checkpoint();
    if (result !== undefined) state.result = result;
    progress?.searches.set(progress.key, state);
    return result ?? null;
  };
  while (state.hop <= depth && state.frontier.length > 0) {
    const hop = state.hop;
    if (reach) {
      narrowByReach(nav, state, reach, hop);
      if (state.frontier.length === 0) break;
    }
    const steps = (reach ? stepsKnownBack(nav, state, reach, hop) : null) ?? allSteps(nav, state.frontier, direction);
    nav.graph.checkpoint();
    steps.sort((a, b) => compareSteps(a.step, b.step));
    // The level's nodes join `seen` once the goal test (which may read files) has passed its checkpoint.
    const reached = new Set<string>();
    const next: Visit[] = [];
    let found: Visit | null = null;
    for (const { step, parent } of steps) {
      const key = unitKey(step.to.unit);
      if (seen.has(key) || reached.has(key)) continue;
      reached.add(key);
      const visit: Visit = { node: step.to, parent, hop };
      if (goal(step.to)) {
        found = visit;
        break;
      }
      next.push(visit);
    }
    nav.graph.checkpoint();
    if (found) return keep(found);
    for (const key of reached) seen.add(key);
    state.frontier = next;
    state.hop = hop + 1;
    keep();
  }
  return keep(null);
}

function allSteps(nav: Navigator, frontier: readonly Visit[], direction: "in" | "out"): { step: Step; parent: Visit }[] {
  const steps: { step: Step; parent: Visit }[] = [];
  for (const visit of frontier) {
    for (const step of nav.steps(visit.node, direction)) steps.push({ step, parent: visit });
  }
  return steps;
}

/**
 * The steps of the level to `hop` that can still lead to a goal, when the backward levels know them all; else
 * null, for all the frontier's steps to be taken. A node reached now is kept only if it lies at most the hops left
 * from a goal: where the levels back hold every such node, the steps into them alone are taken (the first goal
 * and its path are the same), and the uses of the frontier's nodes are not all resolved. Where more hops are left
 * than levels back, the steps into the nodes those levels found are taken first: one of them shows a path through
 * it, which lowers the search's limit (as it would once the level is taken), often to what the levels know.
 */
function stepsKnownBack(nav: Navigator, state: SearchState, reach: BackwardReach, hop: number): { step: Step; parent: Visit }[] | null {
  if (reach.knowsStepsInto(state.limit - hop)) return reach.stepsInto(state.frontier, state.limit - hop);
  if (reach.levelsTaken === 0) return null;
  // The uses of the last level's nodes are looked for in each file stepped from: that look is taken only where
  // it costs a small part of the level out, for it may find no path.
  const files = new Set(state.frontier.map((visit) => visit.node.unit.file)).size;
  if (reach.lastLevelSize * files * PATH_SEARCH.usesPerLookedPair > estimatedUsesOf(nav, state.frontier)) return null;
  const known = reach.stepsInto(state.frontier, reach.levelsTaken);
  // The limit is lowered only on what a checkpoint has passed: a round that lacked files may have missed a use.
  nav.graph.checkpoint();
  let nearest = Infinity;
  for (const { step } of known) {
    if (!state.seen.has(unitKey(step.to.unit))) nearest = Math.min(nearest, reach.hopsFrom(step.to) ?? Infinity);
  }
  state.limit = Math.min(state.limit, hop + nearest);
  const within = state.limit - hop;
  return reach.knowsStepsInto(within) ? known.filter(({ step }) => (reach.hopsFrom(step.to) ?? Infinity) <= within) : null;
}

/**
 * Takes the backward levels worth taking before the search going out takes `hop`, lowers the search's limit
 * where the two meet, and leaves out of its frontier the nodes the backward levels show to be too far from a
 * goal. A backward level can cost more than a forward one (it loads every file that may use a name): it is taken
 * while the backward side is the narrower, and while the files it would read stay few for the width of the
 * search going out or the uses its next level would resolve (see PATH_SEARCH).
 */
function narrowByReach(nav: Navigator, state: SearchState, reach: BackwardReach, hop: number): void {
  // Where the two searches meet, a path of that many hops is sure: no goal lies farther than it.
  const meet = () => {
    for (const visit of state.frontier) {
      const back = reach.hopsFrom(visit.node);
      if (back !== undefined) state.limit = Math.min(state.limit, visit.hop + back);
    }
  };
  meet();
  let bound: number | undefined;
  const filesWorthReading = () => {
    if (bound === undefined) {
      const width = state.frontier.length;
      const uses = estimatedUsesOf(nav, state.frontier);
      bound = Math.max(width > PATH_SEARCH.backwardWhenWiderThan ? PATH_SEARCH.backwardFilesPerNode * width : 0, Math.floor(uses / PATH_SEARCH.usesPerBackwardFile));
    }
    return bound;
  };
  while (reach.worthStepping(hop - 1, state.limit) && reach.frontierSize < state.frontier.length && reach.nextLevelReadsAtMost(filesWorthReading())) {
    reach.step();
    meet();
  }
  state.frontier = state.frontier.filter((visit) => reach.allows(visit.node, visit.hop, state.limit));
}

/** About how many uses the next level out of a frontier resolves (see Navigator.estimatedUsesWithin). */
function estimatedUsesOf(nav: Navigator, frontier: readonly Visit[]): number {
  let uses = 0;
  for (const visit of frontier) uses += nav.estimatedUsesWithin(visit.node);
  return uses;
}

function pathOf(end: Visit): Visit[] {
  const out: Visit[] = [];
  for (let v: Visit | null = end; v; v = v.parent) out.unshift(v);
  return out;
}

function overlaps(a: Unit, b: Unit): boolean {
  return a.file === b.file && a.start <= b.end && b.start <= a.end;
}

/**
 * Whether reaching a node reaches the peer: a node that overlaps the peer's range, except one strictly around it
 * (the class of a peer method: constructing or naming the class runs none of its methods) unless it is the
 * definition the peer's range stands for (the function around a peer range inside its body).
 */
function reachesPeer(node: GraphNode, peer: GraphNode): boolean {
  const u = node.unit;
  const p = peer.unit;
  if (!overlaps(u, p)) return false;
  const around = u.start <= p.start && u.end >= p.end && (u.start !== p.start || u.end !== p.end);
  return !around || peer.targets.some((t) => t.file === u.file && t.def === u.def);
}

/** The nodes of `target`'s file that reach it (see reachesPeer): where a search for it may stop. */
function nodesReaching(nav: Navigator, target: GraphNode): GraphNode[] {
  const facts = nav.graph.facts(target.unit.file);
  if (!facts) return [];
  const { file, start, end } = target.unit;
  const nodes: GraphNode[] = [];
  facts.definitions.forEach((d, def) => {
    // Only a definition overlapping the target can reach it: the others are not made nodes (each costs a pass
    // over the file's definitions, and a large file has thousands).
    if (d.start > end || d.end < start) return;
    const node = nav.nodeForDef({ file, def });
    if (reachesPeer(node, target)) nodes.push(node);
  });
  return nodes;
}

/** Where a search of one request keeps its progress between rounds, under a name for the search. */
function progressOf(progress: SearchProgress | null, name: string, start: GraphNode): { searches: SearchProgress["searches"]; key: string } | null {
  return progress ? { searches: progress.searches, key: `${name}\0${unitKey(start.unit)}` } : null;
}

function shortestPath(nav: Navigator, anchor: GraphNode, depth: number, peer: GraphNode, progress: SearchProgress | null): TraversalResult {
  const found = search(nav, anchor, depth, "out", (node) => node !== anchor && reachesPeer(node, peer), () => nodesReaching(nav, peer), progressOf(progress, "path", anchor));
  if (!found) {
    const failure = {
      ok: false as const,
      kind: "path_not_found" as const,
      message: `no certain call or reference path from ${unitKey(anchor.unit)} to ${unitKey(peer.unit)} within depth ${depth}`,
    };
    // Paths follow calls one way only; the peer reaching the anchor is the likelier question, stated only when true.
    const reverse = search(nav, peer, depth, "out", (node) => node !== peer && reachesPeer(node, anchor), () => nodesReaching(nav, anchor), progressOf(progress, "reverse", peer));
    if (!reverse) return failure;
    return {
      ...failure,
      message: `${failure.message}; there is one from ${unitKey(peer.unit)} to ${unitKey(anchor.unit)} in ${reverse.hop} ${reverse.hop === 1 ? "hop" : "hops"}`,
      recovery: "A path follows calls from the anchor to the peer: try swapping anchor and --peer.",
    };
  }
  const path = pathOf(found);
  const slices: TraversedSlice[] = [];
  for (const visit of path) {
    // The peer's own calls lie past the path; those of the slices between are found if the budget takes them.
    if (visit.hop === 0) slices.push(anchorSlice(anchor, found.hop > 0 ? nav.outgoing(visit.node).uncertain : []));
    else if (visit === found) slices.push({ unit: peer.unit, hop: visit.hop, relationship: "peer", edges: [], mandatory: true });
    else slices.push({ unit: visit.node.unit, hop: visit.hop, relationship: "path", edges: [], outgoing: { node: visit.node, omissions: false }, mandatory: false });
  }
  return { ok: true, traversal: { slices, lastLevel: () => [], omissions: [] } };
}

function entrypointPath(nav: Navigator, anchor: GraphNode, depth: number, entry: Entrypoints, progress: SearchProgress | null): TraversalResult {
  // The anchor is its own entrypoint when it is, or lies wholly inside, a public declaration.
  const anchorIsEntry = anchor.targets.some((t) => entry.hasDefinition(t));
  const found = search(nav, anchor, depth, "in", (node) => entry.has(node.unit) || (node === anchor && anchorIsEntry), null, progressOf(progress, "entrypoint", anchor));
  if (!found) {
    return {
      ok: false,
      kind: "entrypoint_path_not_found",
      message: `no public entrypoint reaches ${unitKey(anchor.unit)} through certain edges within depth ${depth}`,
    };
  }
  const slices: TraversedSlice[] = [];
  for (const visit of pathOf(found)) {
    if (visit.hop === 0) slices.push(anchorSlice(anchor, []));
    else {
      const last = visit === found;
      slices.push({ unit: visit.node.unit, hop: visit.hop, relationship: last ? "entrypoint" : "path", edges: [], mandatory: last });
    }
  }
  return { ok: true, traversal: { slices, lastLevel: () => [], omissions: [] } };
}
