#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-UDQJK4RW.js";
import "./chunk-DMQFFXCS.js";
import "./chunk-YTUHGEHW.js";
import "./chunk-ONA4WBMP.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
