#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-OSWTAQ3B.js";
import "./chunk-OHSQK2LX.js";
import "./chunk-WB26SSCR.js";
import "./chunk-UYW2DX4E.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
