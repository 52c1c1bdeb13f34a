#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-GMJKUTIA.js";
import "./chunk-R4BHYNLG.js";
import "./chunk-RUINFPNZ.js";
import "./chunk-TQYJOTII.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
