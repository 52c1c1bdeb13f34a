// What the graph searches of one request learned in its earlier rounds. A round ends where an answer lacked
// files; everything a search settled before such a checkpoint rested on files already indexed, and the next
// round, with more files, would settle it again the same way. Kept here, the next round goes on from there
// instead of walking the same levels again (a path ten hops deep took a dozen rounds, each from the start).
import type { BackwardReach } from "./backwardReach.js";
import type { DefRef } from "./graph.js";
import type { Omission } from "./packet.js";
import type { GraphNode } from "./traverse.js";

/** See SearchProgress.secondLevel. */
export interface SecondLevelState {
  records: Map<string, Omission[]>;
  asked: number;
}

/** A request's second-level state before any file was asked. */
export function newSecondLevelState(): SecondLevelState {
  return { records: new Map(), asked: 0 };
}

/** A node reached by a search, with the visit it was first reached from. */
export interface Visit {
  node: GraphNode;
  parent: Visit | null;
  hop: number;
}

/** A breadth-first search between levels: the next hop to take, from which nodes, and every node seen. */
export interface SearchState {
  hop: number;
  frontier: Visit[];
  seen: Set<string>;
  reach: BackwardReach | null;
  /** The most hops a path found from here can take: the search's depth, or less where it met the backward one. */
  limit: number;
  /** Set once the search has ended: the goal it found, or null for none. */
  result?: Visit | null;
}

export class SearchProgress {
  /** Each search's state after its last level that passed a checkpoint, by the search's key. */
  readonly searches = new Map<string, SearchState>();
  /** The definitions inside each range (Navigator.nodeForUnit): a file's facts do not change between rounds. */
  readonly targetsByRange = new Map<string, DefRef[]>();
  /**
   * The second level's records each file gave (see Traversal.secondLevel), made without lacking a file, and how
   * many files it asked to index in all.
   */
  readonly secondLevel: SecondLevelState = newSecondLevelState();
}
