#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-SAREEH2N.js";
import "./chunk-LM4KALOZ.js";
import "./chunk-A3HZJMXR.js";
import "./chunk-NUSQOQQQ.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
