#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-ZRUFHJR3.js";
import "./chunk-5IPR2PV4.js";
import "./chunk-PEO3646R.js";
import "./chunk-NZXEOWMS.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
