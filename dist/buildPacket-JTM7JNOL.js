#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-RK2VZJT4.js";
import "./chunk-2BBWZHTW.js";
import "./chunk-UOB3QFKS.js";
import "./chunk-J7C6RPD2.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
