#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-734INALW.js";
import "./chunk-FWPF27Y2.js";
import "./chunk-3MXM7AQM.js";
import "./chunk-5UAIVFBC.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
