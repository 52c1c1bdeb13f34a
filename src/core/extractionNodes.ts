// What reading one parsed file shares between its phases (extract.ts, scopeWalk.ts): the captured names and
// bindings before they are resolved, lexical scopes, and the reading of node positions and text.
import type { Node } from "web-tree-sitter";
import type { DefinitionSite } from "./languages.js";
import { nameAtSite } from "./nameAtSite.js";
import { endIndexOf, typeOf } from "./treeSitterDirect.js";

export interface RefDraft {
  nameNode: Node;
  receiver: Node | null;
  /** "none": a name that is not a use (a keyword argument's name, `a.b.c`'s `c`), captured to shadow later patterns. */
  kind: "call" | "reference" | "none";
  pattern: number;
  callee: Node;
}

export interface Scope {
  parent: Scope | null;
  bindings: Map<string, number>;
  /** Names that more than one definition binds in this scope, with every such definition's name node. */
  several?: Map<string, number[]>;
  /** A scope whose names nested scopes do not see (a Python class body). */
  hidden?: boolean;
}

export interface BindingDraft {
  node: Node;
  name: string;
  outer: boolean;
  /** A method's receiver parameter (Go `func (s *Server)`): uses of it are uses of the method's owner type. */
  self: boolean;
  /** A name only calls see (`@binding.method`: Java keeps methods apart from fields and variables). */
  callsOnly?: boolean;
}

/** A tree-sitter row as a 1-based line. */
export function lineOf(row: number): number {
  return row + 1;
}

/** The last line a node occupies: a node that ends at column 0 ends on the line before. */
export function endLine(node: { endPosition: { row: number; column: number }; startPosition: { row: number } }): number {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row : row + 1;
}

/**
 * A file's node ends, types and texts, read without the runtime's getters: a node's `endIndex` and `text` are
 * calls into the runtime, while its end is read here from the runtime's memory (see endIndexOf) and its text
 * sliced from the file's source, taken once.
 */
export class NodeReader {
  private readonly base: number;
  private readonly source: string;

  constructor(root: Node) {
    // The root starts after any leading whitespace; every node lies within it.
    this.base = root.startIndex;
    this.source = root.text;
  }

  end(node: Node): number {
    return endIndexOf(node);
  }

  type(node: Node): string {
    return typeOf(node);
  }

  text(node: Node): string {
    return this.source.slice(node.startIndex - this.base, this.end(node) - this.base);
  }

  /** Whether the name `node` writes stands there at one of `sites` (see nameAtSite). */
  atSite(node: Node, sites: readonly DefinitionSite[]): boolean {
    return nameAtSite(this.source, node.startIndex - this.base, sites);
  }

  /** The source between two offsets inside the root. */
  slice(start: number, end: number): string {
    return this.source.slice(start - this.base, end - this.base);
  }
}
