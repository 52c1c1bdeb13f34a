#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-7UZ4D72B.js";
import "./chunk-3QHDE75D.js";
import "./chunk-NS6SRCKR.js";
import "./chunk-KN55D64K.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
