// The outline slicer: parse, keep the declarations, elide the bodies, fit the cap by relevance, and check that
// what comes out parses. Whenever it cannot honestly answer, the text slicer answers instead and the condensate
// says so; a readable file is never refused.
import type { Node } from "web-tree-sitter";
import { normalizeNewlines, splitLines } from "../lines.js";
import { parseWithDeadline } from "../parser.js";
import { estimateTokens } from "../tokens.js";
import { collectItems, errorShare, type Declaration } from "./collectItems.js";
import { loadOutlineGrammar, type LoadedOutline } from "./outlineGrammar.js";
import type { OutlineSpec } from "./outlineLanguages.js";
import { OUTLINE_SCHEMA, outlineText, type FallbackReason, type OutlineCondensate, type OutlineItem, type OutlineLine } from "./outlineSchema.js";
import { chooseItems, normalizeTerms, relevanceOrder } from "./relevance.js";
import { DeclarationRenderer, type RenderedDeclaration } from "./renderDeclaration.js";
import { SourceText } from "./SourceText.js";
import { TextSlicer, type Slicer } from "./TextSlicer.js";

/** How long a parse may take before the file is treated as unparseable. */
export const OUTLINE_PARSE_DEADLINE_MS = 2000;
/** A file more than this share of which lies in ERROR nodes is mostly errors: its outline would mislead. */
export const MAX_ERROR_SHARE = 0.5;

function bytesOf(lines: readonly OutlineLine[]): number {
  let n = 0;
  for (const l of lines) n += Buffer.byteLength(l.text, "utf8") + 1;
  return n;
}

function symbolOf(declarations: readonly Declaration[], index: number): string | null {
  const names: string[] = [];
  for (let i: number | null = index; i !== null; i = (declarations[i] as Declaration).parent) {
    const name = (declarations[i] as Declaration).name;
    if (name !== null) names.unshift(name);
  }
  return (declarations[index] as Declaration).name === null ? null : names.join(".");
}

export class OutlineSlicer implements Slicer {
  private readonly terms: string[];

  private constructor(
    private readonly grammar: LoadedOutline,
    terms: readonly string[],
    private readonly file: string | null,
  ) {
    this.terms = normalizeTerms(terms);
  }

  /** A slicer for one language, with the caller's terms fixed for every slice it makes. */
  static async create(spec: OutlineSpec, terms: readonly string[], file: string | null = null): Promise<OutlineSlicer> {
    return new OutlineSlicer(await loadOutlineGrammar(spec), terms, file);
  }

  slice(raw: string, cap: number): OutlineCondensate {
    const text = normalizeNewlines(raw);
    const fallback = (reason: FallbackReason, detail: string): OutlineCondensate =>
      new TextSlicer(this.terms, { file: this.file, language: this.grammar.spec.language, reason, detail }).slice(text, cap);

    const { parser, query, spec } = this.grammar;
    const tree = parseWithDeadline(parser, text, OUTLINE_PARSE_DEADLINE_MS);
    if (!tree) return fallback("not_parsed", `the ${spec.language} parser gave up after ${OUTLINE_PARSE_DEADLINE_MS} ms`);
    let declarations: Declaration[];
    let rendered: RenderedDeclaration[];
    try {
      const share = errorShare(tree);
      if (share > MAX_ERROR_SHARE) {
        return fallback("mostly_errors", `${Math.round(share * 100)}% of the file does not parse as ${spec.language}`);
      }
      const collected = collectItems(tree, query, spec.descriptor, OUTLINE_PARSE_DEADLINE_MS);
      if (!collected) return fallback("not_parsed", `reading the ${spec.language} declarations took longer than ${OUTLINE_PARSE_DEADLINE_MS} ms`);
      declarations = collected.declarations;
      const renderer = new DeclarationRenderer(new SourceText(text), spec.descriptor, collected.docs);
      rendered = declarations.map((d) => renderer.render(d));
    } finally {
      tree.delete();
    }
    if (declarations.length === 0 && text.trim().length > 0) {
      return fallback("no_declarations", `no declarations found that a ${spec.language} outline shows`);
    }

    const depth = declarations.map(() => 0);
    declarations.forEach((d, i) => {
      if (d.parent !== null) depth[i] = (depth[d.parent] as number) + 1;
    });
    const order = relevanceOrder(
      declarations.map((d, i) => ({
        kind: d.kind,
        name: d.name,
        depth: depth[i] as number,
        text: (rendered[i] as RenderedDeclaration).leaf.map((l) => l.text).join("\n").toLowerCase(),
      })),
      this.terms,
    );
    const sized = declarations.map((d, i) => {
      const r = rendered[i] as RenderedDeclaration;
      return { parent: d.parent, leafBytes: bytesOf(r.leaf), containerBytes: bytesOf(r.open) + bytesOf(r.close) };
    });
    const kept = chooseItems(sized, order, cap * 4);
    const { lines, items } = assemble(declarations, rendered, kept);

    const condensate: OutlineCondensate = {
      schema: OUTLINE_SCHEMA,
      file: this.file,
      slicer: "outline",
      language: spec.language,
      fallback: null,
      terms: this.terms,
      cap_estimated_tokens: cap,
      used_estimated_tokens: estimateTokens(outlineText({ lines })),
      source_lines: splitLines(text).length,
      items,
      omitted_items: declarations.length - items.length,
      lines,
    };
    // The promise that an outline is valid source is checked, not assumed.
    const problem = this.parseProblem(outlineText(condensate));
    return problem ? fallback("outline_does_not_parse", problem) : condensate;
  }

  private parseProblem(outline: string): string | null {
    // Parsed as a file is: ending with a newline, which Go needs after its last declaration.
    const tree = parseWithDeadline(this.grammar.parser, `${outline}\n`, OUTLINE_PARSE_DEADLINE_MS);
    if (!tree) return "the outline could not be re-parsed in time";
    try {
      if (!tree.rootNode.hasError) return null;
      return `the outline has a syntax error near line ${firstErrorRow(tree.rootNode) + 1} of the outline (the file itself may not parse)`;
    } finally {
      tree.delete();
    }
  }
}

function firstErrorRow(root: Node): number {
  let node = root;
  // Follow the first child that holds the error down to it; a loop, not recursion.
  for (;;) {
    if (node.isError || node.isMissing) return node.startPosition.row;
    const next = node.children.find((c) => c !== null && (c.hasError || c.isError || c.isMissing)) ?? null;
    if (!next) return node.startPosition.row;
    node = next;
  }
}

/** The kept declarations' lines in source order: containers around their kept members, leaves whole. */
function assemble(
  declarations: readonly Declaration[],
  rendered: readonly RenderedDeclaration[],
  kept: readonly boolean[],
): { lines: OutlineLine[]; items: OutlineItem[] } {
  const keptChildren = declarations.map((d) => d.children.filter((c) => kept[c]).length);
  // Pre-order indices: a declaration's subtree is the run of indices up to subtreeEnd.
  const subtreeEnd = declarations.map((_, i) => i);
  for (let i = declarations.length - 1; i >= 0; i--) {
    const children = (declarations[i] as Declaration).children;
    if (children.length > 0) subtreeEnd[i] = subtreeEnd[children[children.length - 1] as number] as number;
  }
  const lines: OutlineLine[] = [];
  const items: OutlineItem[] = [];
  const open: number[] = [];
  for (let i = 0; i < declarations.length; i++) {
    if (!kept[i]) continue;
    while (open.length > 0 && i > (subtreeEnd[open[open.length - 1] as number] as number)) {
      lines.push(...(rendered[open.pop() as number] as RenderedDeclaration).close);
    }
    const r = rendered[i] as RenderedDeclaration;
    const container = (keptChildren[i] as number) > 0;
    lines.push(...(container ? r.open : r.leaf));
    if (container) open.push(i);
    const d = declarations[i] as Declaration;
    items.push({
      kind: d.kind,
      symbol: symbolOf(declarations, i),
      start_line: r.startLine,
      end_line: r.endLine,
      hidden_lines: container ? r.containerHidden : r.leafHidden,
    });
  }
  while (open.length > 0) lines.push(...(rendered[open.pop() as number] as RenderedDeclaration).close);
  return { lines, items };
}
