#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-N5AFT4QA.js";
import "./chunk-5OGMFQUB.js";
import "./chunk-R2G75SXZ.js";
import "./chunk-QXLKHBZO.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
