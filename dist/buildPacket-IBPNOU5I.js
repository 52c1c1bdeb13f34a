#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-63NBCAGO.js";
import "./chunk-5KDG3HRS.js";
import "./chunk-XCHMS3SS.js";
import "./chunk-SMNUUFMM.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
