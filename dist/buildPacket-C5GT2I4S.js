#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-GECDA65O.js";
import "./chunk-65S75ZSI.js";
import "./chunk-6DF4J3LN.js";
import "./chunk-55LODS23.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
