#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-D3ACTB4Y.js";
import "./chunk-7LNZBLAQ.js";
import "./chunk-6GMOYQVD.js";
import "./chunk-GKB2QDWF.js";
import "./chunk-CP2CZPWG.js";
export {
  buildPacket
};
