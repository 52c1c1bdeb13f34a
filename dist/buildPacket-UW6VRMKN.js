#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-QODJR4QY.js";
import "./chunk-X7BBWAU7.js";
import "./chunk-KZVNTL7U.js";
import "./chunk-ZM6U7DON.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
