#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-2S2QRFVH.js";
import "./chunk-4UWC3A6P.js";
import "./chunk-WL5YVVCK.js";
import "./chunk-MFWQVHEX.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
