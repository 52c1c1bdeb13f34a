#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-TPVUUTWU.js";
import "./chunk-BJ2FGED4.js";
import "./chunk-REBTI7IA.js";
import "./chunk-DHT76H5Y.js";
import "./chunk-7IY33UIC.js";
import "./chunk-ACQ4SP7S.js";
import "./chunk-GVALWDGS.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
