import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/runtime/tuneCompilers.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { setFlagsFromString } from "node:v8";
var FLAGS_BY_V8_MAJOR = /* @__PURE__ */ new Map([["11", ["--interrupt-budget=270336", "--wasm-tiering-budget=200000000"]]]);
var FLAG = /^--[a-z][a-z0-9-]*(=[A-Za-z0-9._-]+)?$/;
function compilerFlags(env, v8Version) {
  const given = env.ODIN_SLICE_V8_FLAGS;
  if (given === void 0) return { flags: FLAGS_BY_V8_MAJOR.get(v8Version.split(".")[0] ?? "") ?? [], ignored: [] };
  const words = given.split(/\s+/).filter((w) => w.length > 0);
  return { flags: words.filter((w) => FLAG.test(w)), ignored: words.filter((w) => !FLAG.test(w)) };
}
__name(compilerFlags, "compilerFlags");
function tuneCompilers(env = process.env, warn = (message) => process.stderr.write(message)) {
  const { flags, ignored } = compilerFlags(env, process.versions.v8);
  for (const flag of flags) setFlagsFromString(flag);
  if (ignored.length > 0) warn(`odin-slice: ODIN_SLICE_V8_FLAGS: not a flag, left out: ${ignored.join(" ")}
`);
}
__name(tuneCompilers, "tuneCompilers");

export {
  tuneCompilers
};
