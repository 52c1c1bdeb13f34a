#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-DG24WCQG.js";
import "./chunk-O3UDWNZT.js";
import "./chunk-V5TUVVT4.js";
import "./chunk-CHND5BFI.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
