#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-DMZGGW5P.js";
import "./chunk-WJ62FDDT.js";
import "./chunk-EAYPBHKN.js";
import "./chunk-ZDDZEX6A.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
