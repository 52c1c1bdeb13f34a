#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-J32NXRGZ.js";
import "./chunk-SWCUANBC.js";
import "./chunk-FXKJJINN.js";
import "./chunk-DAKDFR6L.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
