#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-JBA6UGAQ.js";
import "./chunk-BICIF6T6.js";
import "./chunk-P5SDJ2DQ.js";
import "./chunk-XVTHX7P4.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
