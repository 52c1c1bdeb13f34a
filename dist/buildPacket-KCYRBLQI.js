#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-THZJFIJD.js";
import "./chunk-P4ZJK4JK.js";
import "./chunk-W7Z5CC5G.js";
import "./chunk-R3TZESZG.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
