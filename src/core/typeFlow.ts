// Where a file's declarations let a value of one type become a value named otherwise. The graph proves a call's
// receiver to be of type K only from names its file writes: K itself, a class of its file, or a function, method
// or field whose declaration (in whatever file) gives K as its type, directly or through another such name. A
// declaration's type is proved the same way in its own file. So each declaration below is a step from the name
// its declared type is proved by to the name that declaration is written as where it is used.
import { targetName, type Definition, type FileFacts, type TypeSource } from "./facts.js";

/** A value of a type reached through name `from` is also reached through name `to`. */
export interface TypeFlowStep {
  from: string;
  to: string;
}

/**
 * The steps a file's declarations make: a class to the one it extends (a value of the class is one of that
 * class too, for the members it inherits), a function or method to its declared return type, a field to its
 * declared type, a function taking a callback to the type it gives the callback's parameter. `anonymous` is the
 * language's name of a declaration without a name, which nothing elsewhere can write.
 */
export function typeFlowSteps(facts: FileFacts, anonymous: string | null): TypeFlowStep[] {
  const steps: TypeFlowStep[] = [];
  const step = (from: string | null, to: string) => {
    if (from !== null && to !== anonymous) steps.push({ from, to });
  };
  for (const def of facts.definitions) {
    if (def.extends) step(targetName(facts, def.extends), def.name);
    if (def.returns) step(typeName(facts, def.returns, anonymous), def.name);
    for (const f of def.returnFields ?? []) step(typeName(facts, f.type, anonymous), f.name);
    for (const f of def.fields ?? []) step(typeName(facts, f.type, anonymous), f.name);
    for (const c of def.callbacks ?? []) {
      const from = typeName(facts, c.type, anonymous);
      step(from, def.name);
      // A constructor's callbacks are reached by writing its class (`new Store(cb)`).
      const parent = facts.definitions[def.parent];
      if (parent) step(from, parent.name);
    }
  }
  return steps;
}

/**
 * The name, as the file writes it, that the type a declared type proves is reached by: a declared type's own
 * name, the function whose result it is, the field read, the function a callback is passed to. Null where the
 * graph proves no type from it.
 */
export function typeName(facts: FileFacts, type: TypeSource, anonymous: string | null): string | null {
  switch (type.t) {
    case "name":
      return targetName(facts, type.target);
    case "self": {
      // `this` in a class without a name is a value of the class it extends, for the members it inherits.
      const def = facts.definitions[type.def] as Definition;
      return def.name === anonymous ? (def.extends ? targetName(facts, def.extends) : null) : def.name;
    }
    case "returns":
      return targetName(facts, type.callee);
    case "field":
      return type.name;
    case "argument":
      return targetName(facts, type.callee);
  }
}

/**
 * The steps a file's renaming imports make (`from m import K as L`): a value reached through K is reached through
 * L too, in this file and in any file that imports L from it. Whole-module imports take no declaration's name.
 */
export function renamingSteps(facts: FileFacts): TypeFlowStep[] {
  return facts.imports.filter((b) => b.imported !== "*" && b.imported !== "default" && b.local !== b.imported).map((b) => ({ from: b.imported, to: b.local }));
}
