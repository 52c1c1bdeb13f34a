#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-2DKXKFYA.js";
import "./chunk-PLVLRGW5.js";
import "./chunk-7M6EUU4M.js";
import "./chunk-7PMJ3SFY.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
