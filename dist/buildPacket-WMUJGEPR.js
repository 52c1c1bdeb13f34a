#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-XYEKMD6X.js";
import "./chunk-VDFLZ2RQ.js";
import "./chunk-SDZ4RXTC.js";
import "./chunk-Z7DTKAUK.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
