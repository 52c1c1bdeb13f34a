#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-NC2GCY62.js";
import "./chunk-CRE3FXLZ.js";
import "./chunk-DNKU53OX.js";
import "./chunk-DOMHXCSS.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
