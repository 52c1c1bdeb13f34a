#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-UDWQV3XR.js";
import "./chunk-T6MWNWW2.js";
import "./chunk-2ZH5Q4H4.js";
import "./chunk-ISMTOAKQ.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
