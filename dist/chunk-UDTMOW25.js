import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_OUTLINE_CAP
} from "./chunk-VEHLSGZ5.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/cli/outlineUsage.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var OUTLINE_USAGE = `  odin-slice outline FILE [--root DIR] [--cap TOKENS] [--terms a,b] [--json]

Outline: FILE (relative to --root, default .) with bodies elided, cut to --cap estimated tokens
(default ${DEFAULT_OUTLINE_CAP}) keeping the declarations most relevant to --terms; --json prints the condensate.
`;
var OutlineUsageError = class extends Error {
  static {
    __name(this, "OutlineUsageError");
  }
};

export {
  OUTLINE_USAGE,
  OutlineUsageError
};
