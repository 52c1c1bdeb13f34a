#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-FOXDI52X.js";
import "./chunk-N2WXQ2Q2.js";
import "./chunk-YDUD5X6G.js";
import "./chunk-LINUJJ5U.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
