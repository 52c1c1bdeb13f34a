#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-BNW4BMOX.js";
import "./chunk-YE7KTSON.js";
import "./chunk-W6ATQMV4.js";
import "./chunk-JFDLYNMV.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
