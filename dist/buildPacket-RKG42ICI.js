#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-Y55BDSO2.js";
import "./chunk-BJE4GXOP.js";
import "./chunk-POIIHYFT.js";
import "./chunk-EH5MNLWB.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
