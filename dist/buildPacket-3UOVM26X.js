#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-EHMPREU6.js";
import "./chunk-P3SQIZMK.js";
import "./chunk-DVOQDP5R.js";
import "./chunk-OPP3MGIR.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
