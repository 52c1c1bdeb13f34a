#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-WTSHOA7Z.js";
import "./chunk-PUDMB45O.js";
import "./chunk-ZXJLTQUC.js";
import "./chunk-6NAJNGES.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
