#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-WZ2AQV4R.js";
import "./chunk-KFUNPHNL.js";
import "./chunk-GMM6ZUG7.js";
import "./chunk-Z4V6YFDH.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
