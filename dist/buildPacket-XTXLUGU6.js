#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-5R2PFALH.js";
import "./chunk-X2GEZJ7M.js";
import "./chunk-PLSWM6SV.js";
import "./chunk-ZIRRQEC3.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
