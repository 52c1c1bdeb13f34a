import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/outline/outlineCap.ts
var DEFAULT_OUTLINE_CAP = 2048;

export {
  DEFAULT_OUTLINE_CAP
};
