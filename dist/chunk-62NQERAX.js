import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/cli/packetOptions.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var PACKET_OPTIONS = {
  root: { type: "string" },
  anchor: { type: "string" },
  task: { type: "string" },
  mode: { type: "string" },
  depth: { type: "string" },
  peer: { type: "string" },
  budget: { type: "string" }
};

export {
  PACKET_OPTIONS
};
