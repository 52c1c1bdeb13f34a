#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-D4L7Z6VL.js";
import "./chunk-VNHCCXGH.js";
import "./chunk-NIDB7Y57.js";
import "./chunk-HQ75XNHT.js";
import "./chunk-7IY33UIC.js";
import "./chunk-6G4ICUQI.js";
import "./chunk-VQJ43D4A.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
