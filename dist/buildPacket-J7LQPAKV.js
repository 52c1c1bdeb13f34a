#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-ONMGKFEB.js";
import "./chunk-J3CUVPCP.js";
import "./chunk-2UQLOXF5.js";
import "./chunk-MO2KZUXK.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
