#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-N5OGBNIV.js";
import "./chunk-3HIOJBST.js";
import "./chunk-ZTH3GX3W.js";
import "./chunk-CUN7VXXT.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
