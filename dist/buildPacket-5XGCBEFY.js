#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-PULOK3OE.js";
import "./chunk-3HCFFSQ5.js";
import "./chunk-5DTQU2NZ.js";
import "./chunk-XW7FCMMT.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
