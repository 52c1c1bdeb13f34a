// How V8 compiles the engine in a process of ours: a request from a fresh process (the command line, the Action, an
// App that has just started) runs its hot code for a second or two, and by default V8 spends much of that time on
// two cores compiling it again, optimised: the tree-sitter runtime's WebAssembly functions (about 0.65 s of
// compiling per process in the background, the parser's and the query engine's largest first) and the engine's
// own JavaScript. Higher tiering budgets leave what runs only a short while on the first tiers and still optimise
// what runs long (a whole-tree index, a long-running App): on Node 20, cold requests took 5-25% less
// (docs/performance.md).
import { setFlagsFromString } from "node:v8";

/**
 * The flags set when ODIN_SLICE_V8_FLAGS is not, by V8's major version, where they were measured to help: on
 * Node 20's V8 11, four times its interrupt budget and a wasm tiering budget of 200 MB (where 1.8 MB). Node 24's
 * V8 13 starts optimising on invocation counts, with Maglev between the tiers and a wasm budget of 13 MB: cold
 * requests there already took about a tenth less than on Node 20, and the like flags changed them by 0-6%, so
 * none is set (an unknown flag would only make V8 print an error).
 */
const FLAGS_BY_V8_MAJOR: ReadonlyMap<string, readonly string[]> = new Map([["11", ["--interrupt-budget=270336", "--wasm-tiering-budget=200000000"]]]);

/** A flag as V8 reads one: a name, and a plain value where it takes one. */
const FLAG = /^--[a-z][a-z0-9-]*(=[A-Za-z0-9._-]+)?$/;

/**
 * The flags to set under V8 `v8Version`: ODIN_SLICE_V8_FLAGS (words split by blanks; empty for none) in place of
 * the version's own, and the words of it that are not a flag, which are not set.
 */
export function compilerFlags(env: NodeJS.ProcessEnv, v8Version: string): { flags: readonly string[]; ignored: readonly string[] } {
  const given = env.ODIN_SLICE_V8_FLAGS;
  if (given === undefined) return { flags: FLAGS_BY_V8_MAJOR.get(v8Version.split(".")[0] ?? "") ?? [], ignored: [] };
  const words = given.split(/\s+/).filter((w) => w.length > 0);
  return { flags: words.filter((w) => FLAG.test(w)), ignored: words.filter((w) => !FLAG.test(w)) };
}

/**
 * Sets the compiler flags for this process and the worker threads it starts after (V8's flags are the process's),
 * before the engine's code runs: the tiering budgets are read as functions run and as the WebAssembly runtime is
 * instantiated. Says on `warn` (standard error) which words of ODIN_SLICE_V8_FLAGS it left out.
 */
export function tuneCompilers(env: NodeJS.ProcessEnv = process.env, warn: (message: string) => void = (message) => process.stderr.write(message)): void {
  const { flags, ignored } = compilerFlags(env, process.versions.v8);
  for (const flag of flags) setFlagsFromString(flag);
  if (ignored.length > 0) warn(`odin-slice: ODIN_SLICE_V8_FLAGS: not a flag, left out: ${ignored.join(" ")}\n`);
}
