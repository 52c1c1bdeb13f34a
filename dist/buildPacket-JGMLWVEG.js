#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-3VVWWBBE.js";
import "./chunk-QLCHU5GS.js";
import "./chunk-2XPGMXGC.js";
import "./chunk-5VJQUFHX.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
