import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-AG2IBWKO.js";
import "./chunk-Q27UNKIJ.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-5DFA2E6C.js";
import "./chunk-QDR227OR.js";
import "./chunk-3LSI64LD.js";
import "./chunk-XRCFBR2P.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
