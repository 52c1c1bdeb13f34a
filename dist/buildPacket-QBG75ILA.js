#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-C2CMYNMZ.js";
import "./chunk-EWJME475.js";
import "./chunk-XX2T7WHR.js";
import "./chunk-DSOVTFTQ.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
