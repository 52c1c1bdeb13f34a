import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-WZIUBNLR.js";
import "./chunk-TH74PG3Q.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-3NPPJOMO.js";
import "./chunk-G2WDVARC.js";
import "./chunk-N4MAHO54.js";
import "./chunk-RLPLGUAO.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
