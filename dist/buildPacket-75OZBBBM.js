#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-VKFFSEXM.js";
import "./chunk-2NYP72PB.js";
import "./chunk-7OONC5N6.js";
import "./chunk-V2D73IN4.js";
import "./chunk-7IY33UIC.js";
import "./chunk-XIVJQ3FK.js";
import "./chunk-XY7JC2C5.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
