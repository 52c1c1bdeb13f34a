#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-GFP7XS7B.js";
import "./chunk-AUWOQ7BT.js";
import "./chunk-HGTPDZWD.js";
import "./chunk-GKUIFXCU.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
