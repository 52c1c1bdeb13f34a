#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-3IXPV6PX.js";
import "./chunk-MCCFCPAN.js";
import "./chunk-YYK2TMU3.js";
import "./chunk-IQNM65AC.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
