#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-AME62HGK.js";
import "./chunk-LOD6IAXK.js";
import "./chunk-QDTKA6HR.js";
import "./chunk-A2GK34KV.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
