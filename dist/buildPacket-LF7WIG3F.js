#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-EXLVBUKW.js";
import "./chunk-SR3RVAFZ.js";
import "./chunk-KDXRH3IW.js";
import "./chunk-E6FIVALA.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
