#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-JV66MGTB.js";
import "./chunk-A6Z4NPMN.js";
import "./chunk-UAC6UYWZ.js";
import "./chunk-RZNB2KAZ.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
