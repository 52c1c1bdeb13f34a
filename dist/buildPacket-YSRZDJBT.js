#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-JCLECI3P.js";
import "./chunk-JRUOV477.js";
import "./chunk-VKYQA3W7.js";
import "./chunk-AQSIUXW3.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
