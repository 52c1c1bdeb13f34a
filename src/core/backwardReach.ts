// The nodes that can reach a path search's goal, found backward from the goal, so that the search (going out
// from its start) may skip what cannot reach the goal in the hops it has left, and stop at once when its start
// cannot. Proving that there is no path within ten hops otherwise follows every call the start reaches: on the
// JDK, every file of the tree. Where the two searches meet, the path through the meeting node bounds how far the
// first goal lies, and the search going out keeps only what the levels back show within that bound.
import { entryOf } from "./entryOf.js";
import type { DefRef, ResolvedUse, Unit } from "./graph.js";
import { rangeLabel } from "./packet.js";
import type { GraphNode, Navigator, Step } from "./traverse.js";

const keyOf = (u: Unit): string => rangeLabel(u.file, u.start, u.end);

export class BackwardReach {
  /** Fewest hops from each node found so far to a goal; complete once `complete` is set. */
  private readonly hops = new Map<string, number>();
  private frontier: GraphNode[];
  /** The nodes of each level taken, the goals first. */
  private readonly levels: GraphNode[][];
  private level = 0;
  complete = false;

  /**
   * `goals`: every node the search going out from `start` would stop at; `depth`: its most hops. The search
   * steps only along certain uses, so the backward one does too (see predecessors).
   */
  constructor(
    private nav: Navigator,
    private readonly start: GraphNode,
    goals: readonly GraphNode[],
    private readonly depth: number,
  ) {
    this.frontier = [];
    // The start is no goal of the search going out (it is where it begins, and never reached again): a path
    // back to it proves no path to a goal.
    const startKey = keyOf(start.unit);
    for (const goal of goals) {
      const key = keyOf(goal.unit);
      if (this.hops.has(key) || key === startKey) continue;
      this.hops.set(key, 0);
      this.frontier.push(goal);
    }
    this.levels = [this.frontier];
    if (this.frontier.length === 0 || depth === 0) this.complete = true;
  }

  get frontierSize(): number {
    return this.frontier.length;
  }

  /** The navigator of a later round of the same request (see SearchProgress): the levels found so far stand. */
  useNavigator(nav: Navigator): void {
    this.nav = nav;
  }

  /**
   * One more level back. Asks the graph for files it may lack: the caller's round is then asked again, and the
   * level is taken then (nothing of it is kept before its checkpoint passes).
   */
  step(): void {
    const level = this.level + 1;
    const reached = new Set<string>();
    const next: GraphNode[] = [];
    for (const node of this.frontier) {
      for (const before of this.predecessors(node)) {
        const key = keyOf(before.unit);
        if (this.hops.has(key) || reached.has(key)) continue;
        reached.add(key);
        next.push(before);
      }
    }
    this.nav.graph.checkpoint();
    for (const key of reached) this.hops.set(key, level);
    this.level = level;
    this.frontier = next;
    this.levels.push(next);
    if (next.length === 0 || level >= this.depth) this.complete = true;
  }

  /** The fewest hops from a node to a goal, if it is within the levels taken so far. */
  hopsFrom(node: GraphNode): number | undefined {
    return this.hops.get(keyOf(node.unit));
  }

  /** How many levels back have been taken. */
  get levelsTaken(): number {
    return this.level;
  }

  /** How many nodes the last level taken found. */
  get lastLevelSize(): number {
    return this.frontier.length;
  }

  /**
   * Whether the levels taken hold every node at most `hops` from a goal: those they found, or all that reach a
   * goal once no node is left to step back from.
   */
  knowsStepsInto(hops: number): boolean {
    return hops <= this.level || (this.complete && this.frontier.length === 0);
  }

  /**
   * The certain steps a search going out takes from `from` into the nodes the levels taken found at most `hops`
   * from a goal: those of Navigator.steps into them, found from the uses of their definitions (read to take the
   * level after theirs, or, for the last level taken, looked for in the files of `from` alone), so that the uses
   * of the nodes stepped from need not all be resolved. Each comes with the visit it leaves.
   */
  stepsInto<V extends { node: GraphNode }>(from: readonly V[], hops: number): { step: Step; parent: V }[] {
    const graph = this.nav.graph;
    const byFile = new Map<string, V[]>();
    for (const visit of from) entryOf(byFile, visit.node.unit.file, () => []).push(visit);
    const out: { step: Step; parent: V }[] = [];
    const add = (used: DefRef, use: ResolvedUse) => {
      const d = graph.definition(used);
      for (const visit of byFile.get(use.file) ?? []) {
        const u = visit.node.unit;
        if (use.line < u.start || use.line > u.end) continue;
        // A use of a definition inside the node stepping is no step (as in Navigator.steps).
        if (used.file === u.file && d.start >= u.start && d.end <= u.end) continue;
        out.push({ step: { to: this.nav.nodeForDef(used), from: visit.node, kind: use.kind }, parent: visit });
      }
    };
    this.levels.slice(0, hops + 1).forEach((level, k) => {
      for (const node of level) {
        for (const used of this.definitionsOf(node)) {
          if (k < this.level) for (const use of graph.usesOf(used)) add(used, use);
          else for (const file of byFile.keys()) for (const use of graph.usesOfIn(used, file)) add(used, use);
        }
      }
    });
    return out;
  }

  /**
   * Whether a node reached in `hop` hops may still reach a goal within `limit` hops of the start. A node the
   * levels taken so far have not found is farther from every goal than they go: ruled out once they go as far as
   * the hops left.
   */
  allows(node: GraphNode, hop: number, limit: number): boolean {
    const hops = this.hops.get(keyOf(node.unit));
    if (hops !== undefined) return hops <= limit - hop;
    return this.worthStepping(hop, limit);
  }

  /** Whether another level back could rule out more of a search at `hop` whose paths end within `limit` hops. */
  worthStepping(hop: number, limit: number): boolean {
    return !this.complete && this.level < limit - hop;
  }

  /**
   * The nodes a search going out steps to `node` from: the reverse of Navigator.outgoing's certain steps. A node
   * stands for the definitions of its range; a step comes from every definition whose range holds a certain use
   * of one of them (a class steps wherever its methods do), and from the search's start when it holds the use,
   * except where the used definition lies inside the stepping one.
   */
  private predecessors(node: GraphNode): GraphNode[] {
    const graph = this.nav.graph;
    const out: GraphNode[] = [];
    for (const used of this.definitionsOf(node)) {
      const d = graph.definition(used);
      const holds = (u: Unit) => !(used.file === u.file && d.start >= u.start && d.end <= u.end);
      for (const use of graph.usesOf(used)) {
        for (const around of this.definitionsAround(use.file, use.line)) if (holds(around.unit)) out.push(around);
        const s = this.start.unit;
        if (use.file === s.file && use.line >= s.start && use.line <= s.end && holds(s)) out.push(this.start);
      }
    }
    return out;
  }

  /** The definitions a node stands for here: a definition's unit is its range, so those of the node's own range. */
  private definitionsOf(node: GraphNode): DefRef[] {
    const facts = this.nav.graph.facts(node.unit.file);
    if (!facts || node.unit.def === null) return [];
    const refs: DefRef[] = [];
    facts.definitions.forEach((d, def) => {
      if (d.start === node.unit.start && d.end === node.unit.end) refs.push({ file: node.unit.file, def });
    });
    return refs;
  }

  /**
   * Whether the next level back would index at most `bound` more files, as far as the text tells: the files
   * not indexed yet that may use the frontier's definitions by their names. A level back reads every file that
   * may use a name, and a common name (`forName`, `get`) is used in thousands.
   */
  nextLevelReadsAtMost(bound: number): boolean {
    const graph = this.nav.graph;
    const files = new Set<string>();
    for (const node of this.frontier) {
      for (const ref of this.definitionsOf(node)) {
        for (const file of graph.usersByName(ref)) {
          if (graph.holds(file)) continue;
          files.add(file);
          if (files.size > bound) return false;
        }
      }
    }
    return true;
  }

  /** The nodes of a file's definitions whose ranges hold a line (made for those alone: a large file has thousands). */
  private definitionsAround(file: string, line: number): GraphNode[] {
    const facts = this.nav.graph.facts(file);
    if (!facts) return [];
    const nodes: GraphNode[] = [];
    facts.definitions.forEach((d, def) => {
      if (d.start <= line && line <= d.end) nodes.push(this.nav.nodeForDef({ file, def }));
    });
    return nodes;
  }
}
