#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-O3HE74D7.js";
import "./chunk-ENXZPL6A.js";
import "./chunk-BETMTA4G.js";
import "./chunk-MJN2YO5W.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
