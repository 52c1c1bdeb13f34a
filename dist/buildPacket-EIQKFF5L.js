#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-MEF2M7I6.js";
import "./chunk-E7QE756T.js";
import "./chunk-HPU6J34X.js";
import "./chunk-MVEAG5QQ.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
