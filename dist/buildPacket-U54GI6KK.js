#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-TNXOMFJV.js";
import "./chunk-42DYDMNN.js";
import "./chunk-B2VNFRDV.js";
import "./chunk-QOSG26TQ.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
