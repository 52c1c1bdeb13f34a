// Module resolution, memoized: a specifier resolves the same way every time for one file set and one reader of
// the tree's manifests, so each (importing scope, specifier) is worked out once for as long as both live (a
// workspace keeps them for its whole request). The scope is the part of the importing file the rules look at
// (its language and, for most systems, only its directory), so files of one folder share their answers.
import { languageForPath } from "./languages.js";
import { MODULE_SYSTEMS } from "./moduleSystems.js";
import type { ModuleResolution } from "./resolver.js";

type Reader = (path: string) => string | null;

/** Stands for "no reader" as a WeakMap key. */
const NO_READER: Reader = () => null;

const memo = new WeakMap<ReadonlySet<string>, WeakMap<Reader, Map<string, ModuleResolution>>>();

const EXTERNAL: ModuleResolution = { t: "external" };

/** What `specifier` in `fromFile` names, by the module system of the file's language. */
export function resolveModule(fromFile: string, specifier: string, files: ReadonlySet<string>, read?: Reader): ModuleResolution {
  const spec = languageForPath(fromFile);
  const system = spec ? MODULE_SYSTEMS[spec.moduleSystem] : undefined;
  if (!spec || !system) return EXTERNAL;
  let byReader = memo.get(files);
  if (!byReader) {
    byReader = new WeakMap();
    memo.set(files, byReader);
  }
  let answers = byReader.get(read ?? NO_READER);
  if (!answers) {
    answers = new Map();
    byReader.set(read ?? NO_READER, answers);
  }
  const key = `${spec.name}\0${system.scope ? system.scope(fromFile) : fromFile}\0${specifier}`;
  let module = answers.get(key);
  if (!module) {
    module = system.resolve(fromFile, specifier, files, read);
    answers.set(key, module);
  }
  return module;
}
