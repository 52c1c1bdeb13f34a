#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-6NZVVN6A.js";
import "./chunk-AKBM6NQY.js";
import "./chunk-N7G4BZN6.js";
import "./chunk-L5VBDCQC.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
