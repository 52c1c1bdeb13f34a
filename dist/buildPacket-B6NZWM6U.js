import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-LOVJQG7Z.js";
import "./chunk-4JSYWCDV.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-S65JL5QC.js";
import "./chunk-AL7X3CUK.js";
import "./chunk-F7EMI33I.js";
import "./chunk-6R5BT5LF.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
