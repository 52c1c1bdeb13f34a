#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-AQ73CGIK.js";
import "./chunk-BUKGQK2O.js";
import "./chunk-PC2US5CN.js";
import "./chunk-LBALF3VM.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
