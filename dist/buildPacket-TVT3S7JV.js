#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-XMSIIG6H.js";
import "./chunk-2CE26UQW.js";
import "./chunk-7ZLUGWG6.js";
import "./chunk-D7PDOFCW.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
