#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-X3S3WMXR.js";
import "./chunk-UEZON7D7.js";
import "./chunk-RAZ6P72A.js";
import "./chunk-MYHNTJJH.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
