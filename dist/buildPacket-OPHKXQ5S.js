#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-Z4TK3DCB.js";
import "./chunk-QXWIDBDV.js";
import "./chunk-FZBPG5KN.js";
import "./chunk-PDJA6Y3C.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
