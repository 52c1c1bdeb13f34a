// The text one declaration contributes to an outline, in the two forms it can take: as a leaf (every body,
// members included, replaced by a marker) and as a container (its header up to the members' opening bracket,
// then its kept members, then its closing line). Elision markers come from the language folder; they are
// comments or `...`, so the outline stays valid source.
import type { Node } from "web-tree-sitter";
import type { Declaration } from "./collectItems.js";
import type { OutlineDescriptor } from "./outlineLanguages.js";
import type { OutlineLine } from "./outlineSchema.js";
import type { SourceText } from "./SourceText.js";

export interface RenderedDeclaration {
  leaf: OutlineLine[];
  leafHidden: number;
  /** Empty when the declaration has no members. */
  open: OutlineLine[];
  close: OutlineLine[];
  containerHidden: number;
  startLine: number;
  endLine: number;
}

interface Elision {
  start: number;
  end: number;
  text: string;
  /** The row the lines the marker text breaks onto are numbered after. */
  breakRow: number;
  hidden: number;
}

const CLOSERS: Readonly<Record<string, string>> = { "{": "}", "(": ")", "[": "]" };

/** The last row a node occupies: one that ends at column 0 ends on the row before. */
export function lastRow(node: Node): number {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row - 1 : row;
}

function fill(template: string, lines: number): string {
  return template.replace("{lines}", `${lines} line${lines === 1 ? "" : "s"}`);
}

export class DeclarationRenderer {
  private readonly comments: ReadonlySet<string>;
  private readonly leading: ReadonlySet<string>;
  private readonly terminators: ReadonlySet<string>;
  private readonly indented: ReadonlySet<string>;

  constructor(
    private readonly src: SourceText,
    private readonly descriptor: OutlineDescriptor,
    private readonly docs: ReadonlyMap<number, Node>,
  ) {
    this.comments = new Set(descriptor.comments);
    this.leading = new Set([...descriptor.comments, ...descriptor.attached]);
    this.terminators = new Set(descriptor.terminators);
    this.indented = new Set(descriptor.indentedBodies);
  }

  render(decl: Declaration): RenderedDeclaration {
    const { start, prefix } = this.pieceStart(this.firstLeading(decl.node));
    const end = this.pieceEnd(decl.node);
    const startLine = decl.node.startPosition.row + 1;
    const endLine = lastRow(decl.node) + 1;
    const all = [...decl.bodies, ...(decl.members ? [decl.members] : [])].sort((a, b) => a.startIndex - b.startIndex);
    const leaf = this.renderRange(start, prefix, end, this.elisions(all));
    if (!decl.members) {
      return { leaf: leaf.lines, leafHidden: leaf.hidden, open: [], close: [], containerHidden: 0, startLine, endLine };
    }
    const members = decl.members;
    const before = this.elisions(decl.bodies.filter((b) => b.startIndex < members.startIndex));
    const after = this.elisions(decl.bodies.filter((b) => b.startIndex >= members.endIndex));
    let open;
    let close;
    if (this.indented.has(members.type)) {
      // An indented body has no brackets: the header ends where the members begin, minus the indentation.
      open = this.renderRange(start, prefix, members.startIndex, before);
      while (open.lines.length > 1 && (open.lines[open.lines.length - 1] as OutlineLine).text === "") open.lines.pop();
      const doc = this.docs.get(members.id);
      if (doc) {
        const docPiece = this.pieceStart(doc);
        open.lines.push(...this.renderRange(docPiece.start, docPiece.prefix, doc.endIndex, []).lines);
      }
      close = { lines: [] as OutlineLine[], hidden: 0 };
    } else {
      open = this.renderRange(start, prefix, members.startIndex + 1, before);
      const closing = this.pieceStart(members.endIndex - 1);
      close = this.renderRange(closing.start, closing.prefix, end, after);
    }
    return {
      leaf: leaf.lines,
      leafHidden: leaf.hidden,
      open: open.lines,
      close: close.lines,
      containerHidden: open.hidden + close.hidden,
      startLine,
      endLine,
    };
  }

  /** The comments and attributes directly above a declaration (no blank line between) start its piece. */
  private firstLeading(node: Node): Node {
    let first = node;
    for (let s = node.previousSibling; s && this.leading.has(s.type); s = s.previousSibling) {
      if (lastRow(s) < first.startPosition.row - 1 || !this.src.startsLine(s.startIndex)) break;
      first = s;
    }
    return first;
  }

  /**
   * A piece starts at the beginning of its line; one that shares its line with something not shown starts at
   * its own first character, indented like that line so an indentation-sensitive language still parses.
   */
  private pieceStart(at: Node | number): { start: number; prefix: string } {
    const index = typeof at === "number" ? at : at.startIndex;
    if (this.src.startsLine(index)) return { start: this.src.lineStart(index), prefix: "" };
    return { start: index, prefix: this.src.indentation(index) };
  }

  /** A declaration's piece takes the `;` after it and a comment that follows on its last line. */
  private pieceEnd(node: Node): number {
    let end = node.endIndex;
    const row = lastRow(node);
    let s = node.nextSibling;
    while (s && !s.isNamed && this.terminators.has(s.type) && s.startPosition.row === row) {
      end = s.endIndex;
      s = s.nextSibling;
    }
    if (s && this.comments.has(s.type) && s.startPosition.row === row) end = s.endIndex;
    const text = this.src.text;
    while (end > node.startIndex && /\s/.test(text.charAt(end - 1))) end--;
    return end;
  }

  private elisions(nodes: readonly Node[]): Elision[] {
    const out: Elision[] = [];
    for (const node of nodes) {
      const e = this.indented.has(node.type) ? this.elideIndented(node) : this.elideBracketed(node);
      if (e) out.push(e);
    }
    return out;
  }

  /** Replaces what lies between a multi-line body's brackets. */
  private elideBracketed(node: Node): Elision | null {
    const src = this.src;
    const open = node.startIndex;
    const close = node.endIndex - 1;
    if (node.startPosition.row === lastRow(node)) return null;
    if (CLOSERS[src.text.charAt(open)] !== src.text.charAt(close) || close <= open) return null;
    const hidden = src.contentLines(open + 1, close);
    if (hidden === 0) return null;
    let text = fill(this.descriptor.markers.bracketed, hidden);
    // A marker that is a line comment must end its line; the closing bracket then goes on the next one.
    if (text.endsWith("\n")) text += src.indentation(close);
    return { start: open + 1, end: close, text, breakRow: src.rowOf(close), hidden };
  }

  /** Replaces an indented body, after its docstring if it has one. */
  private elideIndented(node: Node): Elision | null {
    const src = this.src;
    const doc = this.docs.get(node.id);
    const from = doc ? doc.endIndex : node.startIndex;
    const hidden = src.contentLines(from, node.endIndex);
    if (hidden === 0 || (!doc && node.startPosition.row === lastRow(node))) return null;
    const marker = fill(this.descriptor.markers.indented ?? "", hidden);
    if (!doc) return { start: from, end: node.endIndex, text: marker, breakRow: src.rowOf(from), hidden };
    let next = from;
    while (next < node.endIndex && /\s/.test(src.text.charAt(next))) next++;
    return { start: from, end: node.endIndex, text: `\n${src.indentation(next)}${marker}`, breakRow: src.rowOf(next), hidden };
  }

  /** Source from `from` to `to` with the elisions applied, as numbered lines with trailing spaces removed. */
  private renderRange(from: number, prefix: string, to: number, elisions: readonly Elision[]): { lines: OutlineLine[]; hidden: number } {
    const text = this.src.text;
    const lines: OutlineLine[] = [];
    let current: OutlineLine = { line: this.src.rowOf(from) + 1, text: prefix };
    let hidden = 0;
    const emitSource = (a: number, b: number): void => {
      if (a >= b) return;
      let row = this.src.rowOf(a);
      let segment = a;
      for (let nl = text.indexOf("\n", a); nl !== -1 && nl < b; nl = text.indexOf("\n", nl + 1)) {
        current.text += text.slice(segment, nl);
        lines.push(current);
        row++;
        current = { line: row + 1, text: "" };
        segment = nl + 1;
      }
      current.text += text.slice(segment, b);
    };
    let pos = from;
    for (const e of elisions) {
      if (e.start < pos || e.end > to) continue;
      emitSource(pos, e.start);
      const parts = e.text.split("\n");
      current.text += parts[0] as string;
      for (const part of parts.slice(1)) {
        lines.push(current);
        current = { line: e.breakRow + 1, text: part };
      }
      pos = e.end;
      hidden += e.hidden;
    }
    emitSource(pos, to);
    lines.push(current);
    for (const line of lines) line.text = line.text.trimEnd();
    return { lines, hidden };
  }
}
