import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-DZZDLNVK.js";
import "./chunk-IQFZLRHB.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-E7NTOUZH.js";
import "./chunk-O6NKAPPR.js";
import "./chunk-7QIMW5ZF.js";
import "./chunk-S6COMVTE.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
