#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-COKT4TAJ.js";
import "./chunk-PVRR6YV5.js";
import "./chunk-CSZCDGKK.js";
import "./chunk-HGLDA3NK.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
