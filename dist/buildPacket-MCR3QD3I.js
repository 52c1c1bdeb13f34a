#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-CYGNX7W5.js";
import "./chunk-SXQTPVRV.js";
import "./chunk-E4OJ55UC.js";
import "./chunk-4Q3EP4GY.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
