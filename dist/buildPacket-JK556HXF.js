#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-2DRUUQXB.js";
import "./chunk-5TIZFDAB.js";
import "./chunk-3EPTPKVB.js";
import "./chunk-STVMEXND.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
