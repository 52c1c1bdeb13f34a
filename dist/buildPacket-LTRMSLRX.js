#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-A2VFPGNI.js";
import "./chunk-4Y3AHLGW.js";
import "./chunk-UYVKBY76.js";
import "./chunk-3UBTQSNF.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
