#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-JZR53UKM.js";
import "./chunk-NWQFXCVE.js";
import "./chunk-6GDYCOOD.js";
import "./chunk-WWI3RN6G.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
