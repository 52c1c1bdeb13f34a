#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-CGUTE2KN.js";
import "./chunk-7E3JJLSL.js";
import "./chunk-NTD6W6BC.js";
import "./chunk-ABKPU4OG.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
