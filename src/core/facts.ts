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
  /**
   * The type a method is declared for when it is declared outside that type's body (a Go method's receiver
   * type, the type of a Rust `impl` block). It is part of the chain, just before `name`.
   */
  owner?: string;
  /** A function's or method's declared return type, when it names one type. */
  returns?: TypeSource;
  /** The properties of the object type a function or method declares it returns (`(): { status: Status }`). */
  returnFields?: { name: string; type: TypeSource }[];
  /** A class's or interface's fields of declared type, by name. */
  fields?: { name: string; type: TypeSource }[];
  /** Parameters of function type: the declared type of parameter `param` of the function passed as argument `arg`. */
  callbacks?: { arg: number; param: number; type: TypeSource }[];
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
  /** A member of the type that definition `def` (a method with an `owner`) belongs to: Rust `self.x`, Go `recv.x`. */
  | { t: "owned"; def: number; member: string }
  /** A name bound in one scope by several definitions (overloads, conditional definitions). */
  | { t: "several"; defs: number[] }
  | { t: "import"; imp: number; member: string | null }
  | { t: "free" }
  /** `free` names the receiver when it is a name this file does not bind (maybe one of its package). */
  | { t: "unknown_receiver"; free?: string }
  | { t: "uncertain"; reason: string }
  /** A member of whatever type `type` proves the receiver to have. */
  | { t: "typed"; type: TypeSource; member: string };

/** Where the declared type of an expression comes from, as far as this file alone can tell. */
export type TypeSource =
  /** A type named in a declaration (`x: Store`, `new Store()`, `y as Store`): where the name leads. */
  | { t: "name"; target: LocalTarget }
  /** `this` inside class or interface `def`. */
  | { t: "self"; def: number }
  /** A call's result: the declared return type of what `callee` leads to. */
  | { t: "returns"; callee: LocalTarget }
  /** A field read: the declared type of field `name` of the type `of`. */
  | { t: "field"; of: TypeSource; name: string }
  /** A parameter of a function passed as argument `arg` of a call (`construct`: of a `new`), typed by the callee's declaration. */
  | { t: "argument"; callee: LocalTarget; construct: boolean; arg: number; param: number };

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
  /** The package a file declares (Go `package x`, Java `package a.b;`), or null. */
  packageName: string | null;
  /** What the language's entrypoint queries marked; which of it is public is decided per module system. */
  entry: EntryFacts;
}

export interface EntryFacts {
  /** Definitions that start a program (`func main`, `public static void main`, `fn main`). */
  mains: number[];
  /** Definitions declared public by their own syntax (`pub`, `public`, a capitalised Go name). */
  publics: number[];
  /** The module-level code of this file is a program (`if __name__ == "__main__":`). */
  program: boolean;
  /** Names a module lists as its public interface (Python `__all__`), or null when it lists none. */
  names: string[] | null;
}

/**
 * Whether a use with this target may resolve for certain to a definition of another file, once the rest of the
 * tree is known: not a use of the file's own definition (certain, but here), nor of several of them, nor one the
 * file found unresolvable, nor a call on a receiver of unknown type that names no type of the file's package, nor
 * a call on a value whose declared type is a name the file does not bind (the graph follows a declared type's
 * name only to a definition or an import). A question for the certain uses of a definition skips the other files
 * whose uses of its name cannot be such.
 */
export function mayBeCertainElsewhere(target: LocalTarget): boolean {
  switch (target.t) {
    case "def":
    case "several":
    case "uncertain":
      return false;
    case "unknown_receiver":
      return target.free !== undefined;
    case "typed":
      return target.type.t !== "name" || FOLLOWED_TYPE_NAMES.has(target.type.target.t);
    default:
      return true;
  }
}

/** The targets of a declared type's name that the graph follows to a type (CodeGraph.targetOf). */
const FOLLOWED_TYPE_NAMES: ReadonlySet<LocalTarget["t"]> = new Set(["def", "member", "typed", "import"]);

/**
 * The name the type must have whose member a use reaches, when the use can reach a member only so and says which
 * name: `X.name` through an import of X, `x.name` where `x` would be a type of the file's package, a call on a
 * value of declared type X. Where a module offers only what it declares and nothing inherits members, the
 * definition such a use may reach for certain is a member of a type named X; null when the use does not tell.
 */
export function ownerNamed(facts: FileFacts, target: LocalTarget): string | null {
  switch (target.t) {
    case "import": {
      const imported = (facts.imports[target.imp] as ImportBinding).imported;
      return target.member !== null && imported !== "*" ? imported : null;
    }
    case "member":
      return (facts.definitions[target.def] as Definition).name;
    case "owned": {
      // A member of the type the method belongs to: the one before the method in its chain.
      const chain = (facts.definitions[target.def] as Definition).chain;
      return chain.length >= 2 ? (chain[chain.length - 2] as string) : null;
    }
    case "unknown_receiver":
      return target.free ?? null;
    case "typed":
      return typeNamed(facts, target.type);
    default:
      return null;
  }
}

function typeNamed(facts: FileFacts, type: TypeSource): string | null {
  if (type.t === "self") return (facts.definitions[type.def] as Definition).name;
  return type.t === "name" ? targetName(facts, type.target) : null;
}

/**
 * The name a target is written as, where the graph follows it to a definition (CodeGraph.targetOf): a module that
 * offers only its own declarations gives one under the name it is imported by. Null for a whole module (`*`).
 */
export function targetName(facts: FileFacts, target: LocalTarget): string | null {
  switch (target.t) {
    case "def":
      return (facts.definitions[target.def] as Definition).name;
    case "member":
    case "typed":
      return target.member;
    case "import": {
      const imported = (facts.imports[target.imp] as ImportBinding).imported;
      return target.member ?? (imported === "*" ? null : imported);
    }
    default:
      return null;
  }
}

/** Which declarations a search for a name wants: members, the others, or all. */
export type DeclarationSort = "members" | "others" | "all";

/** A member, for the "named elsewhere" candidate lists: declared inside another definition or for a type. */
export function isMember(def: Definition): boolean {
  return def.parent >= 0 || def.owner !== undefined;
}

export function qualifiedName(def: Definition): string {
  return def.chain.join(".");
}
