#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-XPBFYUCF.js";
import "./chunk-6EMJAWMT.js";
import "./chunk-XHRB3ZIU.js";
import "./chunk-PKPTCAUX.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
