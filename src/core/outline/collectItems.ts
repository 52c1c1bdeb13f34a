// Finds the declarations an outline can show: those the outline query captures that sit directly in the file's
// top level or in the members of another shown declaration. A declaration inside a function body, an `if`, or
// any other statement is not shown on its own: lifting it out would misstate the file (and in Python break
// its indentation). Walks with a TreeCursor and skips every subtree it will not show, so deep nesting costs
// nothing and no recursion is involved.
import type { Node, Query, Tree } from "web-tree-sitter";
import type { OutlineDescriptor } from "./outlineLanguages.js";
import type { OutlineKind } from "./outlineSchema.js";
import { matchesWithDeadline } from "../matchesWithDeadline.js";

export interface Declaration {
  kind: OutlineKind;
  name: string | null;
  /** The declaration's node, widened to the wrappers around it (`export`, decorators). */
  node: Node;
  /** The node holding its member declarations, if it can have any. */
  members: Node | null;
  /** The outermost body nodes in its own text (outside `members`), in source order: what gets elided. */
  bodies: Node[];
  /** Index of the enclosing declaration in the list, or null at the top level. */
  parent: number | null;
  children: number[];
}

export interface Collected {
  /** In pre-order, which is source order. */
  declarations: Declaration[];
  /** A docstring kept at the head of a body, by the body node's id. */
  docs: ReadonlyMap<number, Node>;
}

interface Draft {
  kind: OutlineKind;
  pattern: number;
  name: string | null;
  node: Node;
  members: Node | null;
}

type Context =
  | { mode: "scope"; owner: number | null }
  | { mode: "header"; owner: number };

function widen(node: Node, wrappers: ReadonlySet<string>): Node {
  let current = node;
  for (let parent = current.parent; parent && wrappers.has(parent.type); parent = parent.parent) current = parent;
  return current;
}

/** The declarations an outline shows; null when the outline query ran past its deadline. */
export function collectItems(tree: Tree, query: Query, descriptor: OutlineDescriptor, deadlineMs: number): Collected | null {
  const wrappers = new Set(descriptor.wrappers);
  const transparent = new Set(descriptor.transparent);
  const drafts = new Map<number, Draft>();
  const bodies = new Set<number>();
  const docs = new Map<number, Node>();

  const matches = matchesWithDeadline(query, tree.rootNode, deadlineMs);
  if (matches === null) return null;
  for (const match of matches) {
    let item: Node | null = null;
    let kind: OutlineKind | null = null;
    let name: Node | null = null;
    let members: Node | null = null;
    for (const capture of match.captures) {
      if (capture.name.startsWith("item.")) {
        item = capture.node;
        kind = capture.name.slice(5) as OutlineKind;
      } else if (capture.name === "name") name = capture.node;
      else if (capture.name === "members") members = capture.node;
      else if (capture.name === "body") bodies.add(capture.node.id);
      else if (capture.name === "doc" && capture.node.parent) docs.set(capture.node.parent.id, capture.node);
    }
    if (!item || !kind) continue;
    const node = widen(item, wrappers);
    const existing = drafts.get(node.id);
    // The earliest pattern decides what a declaration is; later ones may only fill in what it left open.
    if (!existing || match.patternIndex < existing.pattern) {
      drafts.set(node.id, {
        kind,
        pattern: match.patternIndex,
        name: name ? name.text : (existing?.name ?? null),
        node,
        members: members ?? existing?.members ?? null,
      });
    } else {
      existing.name ??= name ? name.text : null;
      existing.members ??= members;
    }
  }

  const declarations: Declaration[] = [];
  const stack: Context[] = [{ mode: "scope", owner: null }];
  const cursor = tree.walk();
  try {
    if (!cursor.gotoFirstChild()) return { declarations, docs };
    for (;;) {
      const context = stack[stack.length - 1] as Context;
      const node = cursor.currentNode;
      let inner: Context | null = null;
      if (context.mode === "scope") {
        const draft = drafts.get(node.id);
        if (draft) {
          const index = declarations.length;
          declarations.push({ kind: draft.kind, name: draft.name, node, members: draft.members, bodies: [], parent: context.owner, children: [] });
          if (context.owner !== null) (declarations[context.owner] as Declaration).children.push(index);
          inner = { mode: "header", owner: index };
        } else if (transparent.has(node.type)) {
          inner = context;
        }
      } else {
        const owner = declarations[context.owner] as Declaration;
        // A declaration on one line is shown whole: splitting it into lines would only make it longer.
        if (owner.members && node.id === owner.members.id && owner.node.startPosition.row !== owner.node.endPosition.row) {
          inner = { mode: "scope", owner: context.owner };
        } else if (owner.members && node.id === owner.members.id) inner = context;
        else if (bodies.has(node.id)) owner.bodies.push(node);
        else inner = context;
      }
      if (inner && cursor.gotoFirstChild()) {
        stack.push(inner);
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (stack.length === 1 || !cursor.gotoParent()) return { declarations, docs };
        stack.pop();
      }
    }
  } finally {
    cursor.delete();
  }
}

/** The share of the file's characters that lie inside ERROR nodes. */
export function errorShare(tree: Tree): number {
  const root = tree.rootNode;
  const total = root.endIndex - root.startIndex;
  if (total === 0 || !root.hasError) return 0;
  let inError = 0;
  const cursor = tree.walk();
  try {
    let depth = 0;
    for (;;) {
      const node = cursor.currentNode;
      const descend = node.isError ? false : node.hasError;
      if (node.isError) inError += node.endIndex - node.startIndex;
      if (descend && cursor.gotoFirstChild()) {
        depth++;
        continue;
      }
      for (;;) {
        if (depth === 0) return inError / total;
        if (cursor.gotoNextSibling()) break;
        cursor.gotoParent();
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}
