// What one parse of one file yields: plain data, independent of every other file, so it can be cached by
// content and resolved against the rest of the tree later.

export type DefinitionKind = "function" | "method" | "class" | "interface" | "type" | "enum" | "module" | "variable";

export interface Definition {
  name: string;
  kind: DefinitionKind;
  /** The chain of enclosing named declarations, outermost first, ending with `name`. */
  chain: string[];
  /** Lines of the whole declaration, including an export or decorator that wraps it. */
  start: number;
  end: number;
  /** Index of the smallest enclosing definition, or -1. */
  parent: number;
  /** For a class: where the name in its `extends` clause leads, as far as this file can tell. */
  extends?: LocalTarget;
}

export interface ImportBinding {
  /** The name bound in this file. */
  local: string;
  /** The name taken from the module: an export name, "default", or "*" for the whole module. */
  imported: string;
  /** The module specifier as written. */
  source: string;
  /** Lines of the import statement. */
  start: number;
  end: number;
}

export type LocalBinding = { t: "def"; def: number } | { t: "import"; imp: number };

export type ExportFact =
  | { exported: string; local: LocalBinding }
  | { exported: string; source: string; imported: string }
  | { all: string };

/** Where a use of a name leads, as far as this file alone can tell. */
export type LocalTarget =
  | { t: "def"; def: number }
  | { t: "member"; def: number; member: string }
  | { t: "super"; def: number; member: string }
  | { t: "import"; imp: number; member: string | null }
  | { t: "free" }
  | { t: "unknown_receiver" }
  | { t: "uncertain"; reason: string };

export interface Reference {
  name: string;
  kind: "call" | "reference";
  line: number;
  /** The unit the use sits in: a definition index, or -1 - k for module-level statement k. */
  unit: number;
  target: LocalTarget;
  /** The used expression as written, for labelling an edge that cannot be resolved. */
  label: string;
}

export interface FileFacts {
  path: string;
  language: string;
  lineCount: number;
  /** False when the parse gave up (deadline) and only the line count is known. */
  parsed: boolean;
  definitions: Definition[];
  /** Module-level statements that hold uses outside any definition. */
  moduleUnits: { start: number; end: number }[];
  imports: ImportBinding[];
  exports: ExportFact[];
  references: Reference[];
}

export function qualifiedName(def: Definition): string {
  return def.chain.join(".");
}
