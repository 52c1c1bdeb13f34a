#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-LS5TUXRV.js";
import "./chunk-HBSJ7RW6.js";
import "./chunk-2VMGAS33.js";
import "./chunk-S4DJDB3V.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
