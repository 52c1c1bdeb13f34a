#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-O6G6FXIE.js";
import "./chunk-GOKPFMZS.js";
import "./chunk-XU7VIPF3.js";
import "./chunk-D4VHUYCG.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
