#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-TT72DGTJ.js";
import "./chunk-4N2ELVDX.js";
import "./chunk-42VITNBM.js";
import "./chunk-HL7GGGAT.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
