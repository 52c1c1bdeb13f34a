#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-3R236URP.js";
import "./chunk-AB3E27QE.js";
import "./chunk-XA4NDYYT.js";
import "./chunk-HAP55L7A.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
