#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-PA3RZLOI.js";
import "./chunk-IUJEQCSI.js";
import "./chunk-2M65EKTV.js";
import "./chunk-HK4ONW6D.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
