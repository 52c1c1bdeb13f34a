#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-BVEVGQEK.js";
import "./chunk-L6EIAQME.js";
import "./chunk-H54TBZF2.js";
import "./chunk-MY7QGL75.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
