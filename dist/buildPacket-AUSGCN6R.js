import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-TFH2M7HD.js";
import "./chunk-BKL7TUZE.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-37CS65BI.js";
import "./chunk-7BD3XGOH.js";
import "./chunk-RDIWLIXP.js";
import "./chunk-XWV6QCRU.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
