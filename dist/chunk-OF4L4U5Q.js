import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/cli/packetOptions.ts
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
