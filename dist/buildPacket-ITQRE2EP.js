#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-WIY7UN7P.js";
import "./chunk-I67XJOP5.js";
import "./chunk-W622C6FF.js";
import "./chunk-GNASHXAX.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
