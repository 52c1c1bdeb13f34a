#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-JSGQNMLO.js";
import "./chunk-XST3PA4J.js";
import "./chunk-IJCJCBOU.js";
import "./chunk-DD2PXAH4.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
