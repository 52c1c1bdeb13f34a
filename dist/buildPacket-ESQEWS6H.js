#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-UZYIKUAT.js";
import "./chunk-JW6L27BP.js";
import "./chunk-JZNQHYAB.js";
import "./chunk-DHT76H5Y.js";
import "./chunk-7IY33UIC.js";
import "./chunk-ACQ4SP7S.js";
import "./chunk-GVALWDGS.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
