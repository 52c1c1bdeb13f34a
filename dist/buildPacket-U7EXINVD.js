#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-NV6AB5I5.js";
import "./chunk-UOLFPCNZ.js";
import "./chunk-ETTR36YJ.js";
import "./chunk-GWGPRHOQ.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
