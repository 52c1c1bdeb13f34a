#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-JDTYNBRP.js";
import "./chunk-UKT2B253.js";
import "./chunk-VIPCTNJH.js";
import "./chunk-SXSTOCHB.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
