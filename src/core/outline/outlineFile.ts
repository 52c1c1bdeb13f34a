// The outline of one file inside a tree: what `odin-slice outline`, `/slice outline PATH "terms"` and an
// over-budget anchor reply show. Paths are checked like anchors (no escape from the root, no links out).
import { fail, ok, type Result } from "../failure.js";
import { Repository, type RepositoryLimits } from "../repository.js";
import { outlineSpecForPath, type OutlineSpec } from "./outlineLanguages.js";
import type { OutlineCondensate } from "./outlineSchema.js";
import { OutlineSlicer } from "./OutlineSlicer.js";
import { TextSlicer, type Slicer } from "./TextSlicer.js";
import { DEFAULT_OUTLINE_CAP } from "./outlineCap.js";

export { DEFAULT_OUTLINE_CAP };

export interface OutlineOptions {
  cap?: number;
  terms?: readonly string[];
  limits?: RepositoryLimits;
  /** Outline data to use instead of the one found by the path's extension (tests of languages in progress). */
  spec?: OutlineSpec | null;
}

/** A slicer for a file: the outline slicer when a grammar covers it, the text slicer (which says why) if not. */
export async function slicerFor(path: string | null, terms: readonly string[], spec: OutlineSpec | null, skip: string | null = null): Promise<Slicer> {
  if (skip !== null) return new TextSlicer(terms, { file: path, language: spec?.language ?? null, reason: "not_parsed", detail: skip });
  if (!spec) {
    return new TextSlicer(terms, { file: path, language: null, reason: "no_grammar", detail: "no outline grammar covers this file's extension" });
  }
  return OutlineSlicer.create(spec, terms, path);
}

export async function outlineFile(root: string, path: string, options: OutlineOptions = {}): Promise<Result<OutlineCondensate>> {
  const cap = options.cap ?? DEFAULT_OUTLINE_CAP;
  if (!Number.isSafeInteger(cap) || cap < 1) return fail("invalid_request", `the cap must be a positive integer, not ${cap}`);
  const repo = Repository.open(root, options.limits);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(root)} is not a directory`);
  const checked = repo.checkPath(path);
  if (!checked.ok) return fail(checked.kind, checked.message, { anchor: path });
  const file = repo.read(checked.path);
  if (!file) return fail("invalid_anchor", `${checked.path} cannot be read`, { anchor: path });
  if (file.binary) return fail("invalid_anchor", `${checked.path} is a binary file`, { anchor: path });
  const spec = options.spec === undefined ? outlineSpecForPath(checked.path) : options.spec;
  const slicer = await slicerFor(checked.path, options.terms ?? [], spec, file.skip);
  return ok(slicer.slice(file.text, cap));
}
