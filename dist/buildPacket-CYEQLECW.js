#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-LUCI7LWG.js";
import "./chunk-ETP66G65.js";
import "./chunk-CJDVVLUB.js";
import "./chunk-BJKXWIB5.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
