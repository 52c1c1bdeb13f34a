// The condensate: what an outline of one file is, as data. Its JSON Schema is outline.schema.json next to this
// file; validateOutline checks a condensate against it.

/** The schema identifier every outline condensate declares. */
export const OUTLINE_SCHEMA = "odin-slice-outline-v1";

/** The languages with outline data: one folder each under src/languages with an outline.json. */
export const OUTLINE_LANGUAGES = ["go", "java", "javascript", "python", "rust", "tsx", "typescript"] as const;
export type OutlineLanguage = (typeof OUTLINE_LANGUAGES)[number];

/** What kind of declaration an item is; a language's outline.scm names it in `@item.<kind>`. */
export const OUTLINE_KINDS = [
  "package",
  "import",
  "export",
  "module",
  "class",
  "interface",
  "trait",
  "impl",
  "type",
  "enum",
  "function",
  "method",
  "field",
  "constant",
  "variable",
  "macro",
] as const;
export type OutlineKind = (typeof OUTLINE_KINDS)[number];

/**
 * Which slicer produced a condensate: `outline` parsed the file and kept its declarations; `text` kept whole
 * lines of a file that could not be outlined.
 */
export type SlicerName = "outline" | "text";

/** Why the text slicer answered instead of the outline slicer. */
export const FALLBACK_REASONS = [
  "no_grammar",
  "not_parsed",
  "mostly_errors",
  "no_declarations",
  "outline_does_not_parse",
] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];

/** One declaration kept from a file. Lines are 1-based and inclusive, in the original file. */
export interface OutlineItem {
  kind: OutlineKind;
  /** The chain of enclosing declaration names, dot-separated (`UserStore.save`); null for imports and the like. */
  symbol: string | null;
  start_line: number;
  end_line: number;
  /** How many lines of this declaration's own bodies the outline hides. */
  hidden_lines: number;
}

/** One line of the condensed text, with the number of the original line it starts with. */
export interface OutlineLine {
  line: number;
  text: string;
}

export interface OutlineCondensate {
  schema: typeof OUTLINE_SCHEMA;
  /** The repository-relative path, or null when raw text was condensed. */
  file: string | null;
  slicer: SlicerName;
  /** The grammar the file was parsed with, or would have been; null when no grammar covers it. */
  language: OutlineLanguage | null;
  /** Null when the outline slicer answered; otherwise why the text slicer did. */
  fallback: { reason: FallbackReason; detail: string } | null;
  terms: string[];
  /** The cap on the estimate of the condensed text (the lines joined with LF). */
  cap_estimated_tokens: number;
  used_estimated_tokens: number;
  source_lines: number;
  /** Declarations kept, in source order (always empty from the text slicer). */
  items: OutlineItem[];
  /** Declarations the cap left out. */
  omitted_items: number;
  /** The condensed text in source order; line numbers never decrease. */
  lines: OutlineLine[];
}

/** The condensed text itself: what a reader or a model is given. */
export function outlineText(condensate: Pick<OutlineCondensate, "lines">): string {
  return condensate.lines.map((l) => l.text).join("\n");
}
