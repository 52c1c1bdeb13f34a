#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-CGFJMOQW.js";
import "./chunk-2HVN32CU.js";
import "./chunk-ZQKZXMCU.js";
import "./chunk-DOT7OW4H.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
