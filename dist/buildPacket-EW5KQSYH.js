#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-4IK3BRLM.js";
import "./chunk-HLNPDVQ5.js";
import "./chunk-KEZAVCBH.js";
import "./chunk-3LWB3ZNL.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
