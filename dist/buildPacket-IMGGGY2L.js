#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-G7HIDHYX.js";
import "./chunk-3PEPGM7D.js";
import "./chunk-AQUE3E5V.js";
import "./chunk-YNEBSAVK.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
