import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-MEK5FAPI.js";
import "./chunk-BKL7TUZE.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-VAUARMFD.js";
import "./chunk-7BD3XGOH.js";
import "./chunk-FPGX4FFT.js";
import "./chunk-XWV6QCRU.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
