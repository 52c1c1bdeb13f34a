#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-GR2TXG6R.js";
import "./chunk-3752GO4A.js";
import "./chunk-AVLXQZZY.js";
import "./chunk-H4FOKRTW.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
