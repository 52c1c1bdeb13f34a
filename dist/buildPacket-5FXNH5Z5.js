#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-OCF66GUV.js";
import "./chunk-WRRGTYNI.js";
import "./chunk-IN4XEB23.js";
import "./chunk-W7H7AFFW.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
