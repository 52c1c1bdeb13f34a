#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-RELGH42X.js";
import "./chunk-OOBQ6W5M.js";
import "./chunk-BBHPUMSH.js";
import "./chunk-EJTOBCZB.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
