// Every module system a language descriptor may name, by its `moduleSystem` field.
import { goModules } from "./modules/go.js";
import { javaModules } from "./modules/java.js";
import { pythonModules } from "./modules/python.js";
import { rustModules } from "./modules/rust.js";
import { ecmascriptModules, type ModuleSystem } from "./resolver.js";

export const MODULE_SYSTEMS: Readonly<Record<string, ModuleSystem>> = {
  ecmascript: ecmascriptModules,
  go: goModules,
  java: javaModules,
  python: pythonModules,
  rust: rustModules,
};
