#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-5NL4XHCW.js";
import "./chunk-TS5Y2QKB.js";
import "./chunk-OSFJZV6Z.js";
import "./chunk-EF63OFSP.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
