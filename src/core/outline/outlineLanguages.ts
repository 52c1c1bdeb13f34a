// Outline knowledge is data: a language folder's outline.json and the query files it lists. A language is
// outlined by path once its folder also has the language.json that names its extensions and grammar.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { languages, languagesDirectory } from "../languages.js";
import { OUTLINE_LANGUAGES, type OutlineLanguage } from "./outlineSchema.js";

export interface OutlineDescriptor {
  /** Query files, relative to the language folder, concatenated into one query (see typescript/outline.scm). */
  queries: string[];
  /** Comment node types: kept in front of the declaration they sit directly above, or after it on its line. */
  comments: string[];
  /** Other node types that sit directly above a declaration and belong to it (Rust attributes). */
  attached: string[];
  /** Node types whose range a declaration directly inside them takes (export statements, decorators). */
  wrappers: string[];
  /** Node types between a scope and its declarations that are looked through. */
  transparent: string[];
  /** Tokens after a declaration on its last line that belong to it (`;` after a class field). */
  terminators: string[];
  /** Body node types delimited by indentation rather than brackets: the whole node is replaced. */
  indentedBodies: string[];
  /**
   * Elision markers; `{lines}` becomes "N line(s)". `bracketed` replaces what lies between a body's brackets
   * (when it ends with a newline, the closing bracket goes on a line of its own); `indented` replaces a whole
   * indented body.
   */
  markers: { bracketed: string; indented?: string };
}

export interface OutlineSpec {
  language: OutlineLanguage;
  extensions: readonly string[];
  wasmPath: string;
  querySource: string;
  descriptor: OutlineDescriptor;
}

/** Where a language's grammar is, when its folder has no language.json to say so yet. */
export interface OutlineGrammar {
  wasmPath: string;
  extensions: readonly string[];
}

const STRING_LISTS = ["queries", "comments", "attached", "wrappers", "transparent", "terminators", "indentedBodies"] as const;

function parseDescriptor(language: string, text: string): OutlineDescriptor {
  const raw = JSON.parse(text) as Record<string, unknown>;
  for (const key of STRING_LISTS) {
    const value = raw[key];
    if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
      throw new Error(`${language}/outline.json: ${key} must be a list of strings`);
    }
  }
  const markers = raw.markers as Record<string, unknown> | undefined;
  if (!markers || typeof markers.bracketed !== "string" || !markers.bracketed.includes("{lines}")) {
    throw new Error(`${language}/outline.json: markers.bracketed must be a string containing {lines}`);
  }
  const indentedBodies = raw.indentedBodies as string[];
  if (indentedBodies.length > 0 && (typeof markers.indented !== "string" || !markers.indented.includes("{lines}"))) {
    throw new Error(`${language}/outline.json: markers.indented must contain {lines} when there are indented bodies`);
  }
  return raw as unknown as OutlineDescriptor;
}

export function isOutlineLanguage(name: string): name is OutlineLanguage {
  return (OUTLINE_LANGUAGES as readonly string[]).includes(name);
}

/** The languages whose folders hold an outline.json, whether or not they have a language.json yet. */
export function outlineFolders(): OutlineLanguage[] {
  const dir = languagesDirectory();
  return OUTLINE_LANGUAGES.filter((name) => existsSync(join(dir, name, "outline.json")));
}

/** One language's outline data with the grammar given explicitly. */
export function readOutlineSpec(language: OutlineLanguage, grammar: OutlineGrammar): OutlineSpec {
  const folder = join(languagesDirectory(), language);
  const descriptor = parseDescriptor(language, readFileSync(join(folder, "outline.json"), "utf8"));
  const querySource = descriptor.queries.map((q) => readFileSync(join(folder, q), "utf8")).join("\n");
  return { language, extensions: grammar.extensions, wasmPath: grammar.wasmPath, querySource, descriptor };
}

let registry: Map<string, OutlineSpec> | null = null;

/** Outline data for every language that has both a language.json and an outline.json, by language name. */
export function outlineSpecs(): ReadonlyMap<string, OutlineSpec> {
  if (registry) return registry;
  const found = new Map<string, OutlineSpec>();
  const withData = new Set<string>(outlineFolders());
  for (const spec of languages()) {
    if (!isOutlineLanguage(spec.name) || !withData.has(spec.name)) continue;
    found.set(spec.name, readOutlineSpec(spec.name, { wasmPath: spec.wasmPath, extensions: spec.extensions }));
  }
  registry = found;
  return found;
}

/** The outline data for a path by its extension (the longest matching extension wins), or null. */
export function outlineSpecForPath(path: string): OutlineSpec | null {
  const lower = path.toLowerCase();
  let best: OutlineSpec | null = null;
  let bestLength = 0;
  for (const spec of outlineSpecs().values()) {
    for (const ext of spec.extensions) {
      if (lower.endsWith(ext) && ext.length > bestLength) {
        best = spec;
        bestLength = ext.length;
      }
    }
  }
  return best;
}
