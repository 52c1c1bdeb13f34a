#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-4ZX6JJWD.js";
import "./chunk-KWVQ7BPZ.js";
import "./chunk-BC66KIAV.js";
import "./chunk-6VFB52KU.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
