#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-CWEFCHFE.js";
import "./chunk-NFQKD3WO.js";
import "./chunk-ZHU7IHEM.js";
import "./chunk-L3FWNIOH.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
