import type { Reference } from "./facts.js";

/**
 * What a use's answer depends on besides its file, as a key: its kind, its name and where its file alone says it
 * leads. Uses with the same key in one file mean the same definitions (javac's `JCTree` names `List` and `pos`
 * hundreds of times), so one answer serves them all, but for the place it is used at (see CodeGraph.resolveUse).
 * Null where the target is worth no key: one of the file's own definitions (cheap to answer) or a declared type
 * (a tree of type sources, seldom repeated whole).
 */
export function answerKey(ref: Reference, certainOnly: boolean): string | null {
  const t = ref.target;
  const head = `${certainOnly ? "c" : "a"}${ref.kind === "call" ? "c" : "r"}${t.t}\0${ref.name}`;
  switch (t.t) {
    case "def":
    case "typed":
      return null;
    case "member":
    case "super":
    case "owned":
      return `${head}\0${t.def}\0${t.member}`;
    case "several":
      return `${head}\0${t.defs.join(",")}`;
    case "import":
      return t.member === null ? `${head}\0${t.imp}` : `${head}\0${t.imp}\0${t.member}`;
    case "free":
      return head;
    case "unknown_receiver":
      return t.free === undefined ? head : `${head}\0\0${t.free}`;
    case "uncertain":
      return `${head}\0${t.reason}`;
  }
}
