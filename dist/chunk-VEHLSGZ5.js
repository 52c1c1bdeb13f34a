import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/core/outline/outlineCap.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var DEFAULT_OUTLINE_CAP = 2048;

export {
  DEFAULT_OUTLINE_CAP
};
