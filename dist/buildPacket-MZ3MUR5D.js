#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-YGOICXQO.js";
import "./chunk-WNKWQHVP.js";
import "./chunk-MZKMMYE6.js";
import "./chunk-3UGTPLY2.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
