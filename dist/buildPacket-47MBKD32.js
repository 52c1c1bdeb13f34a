#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-R6WI3H3T.js";
import "./chunk-B6BCCI5U.js";
import "./chunk-YOVZDCEZ.js";
import "./chunk-CCEMZKU4.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
