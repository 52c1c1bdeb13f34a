#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-TSO44KGJ.js";
import "./chunk-L63XGKWZ.js";
import "./chunk-TFR77RA7.js";
import "./chunk-EVGC3ZL7.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
