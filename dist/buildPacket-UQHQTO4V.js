#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-TLF7SEMC.js";
import "./chunk-NOVRP4US.js";
import "./chunk-SH6AFXJZ.js";
import "./chunk-LNJBHBOT.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
