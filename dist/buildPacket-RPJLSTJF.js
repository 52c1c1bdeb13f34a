#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-CJQGME7L.js";
import "./chunk-BCQJV537.js";
import "./chunk-HFUPTHSJ.js";
import "./chunk-J6ZMF7RX.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
