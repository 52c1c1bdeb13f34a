#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-2G5WIIAI.js";
import "./chunk-A7XT4MOW.js";
import "./chunk-OFXAPJ5O.js";
import "./chunk-X2FXD2IT.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
