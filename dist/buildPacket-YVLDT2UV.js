#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-FWIDXGLG.js";
import "./chunk-KJP5VP6L.js";
import "./chunk-NDJBSRXJ.js";
import "./chunk-FOOPJVFA.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
