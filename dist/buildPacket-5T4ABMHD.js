#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-JVXBE4JF.js";
import "./chunk-TVSOC6O2.js";
import "./chunk-ZANLLCXR.js";
import "./chunk-E6BWDDK4.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
