#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-FTUD6TPN.js";
import "./chunk-OO42Z3QK.js";
import "./chunk-TZC5GBLF.js";
import "./chunk-VUAPGF66.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
