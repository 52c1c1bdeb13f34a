import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-IJGB4KHE.js";
import "./chunk-YGQK25RF.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-XYOZQJE3.js";
import "./chunk-NZCSHXH4.js";
import "./chunk-MSS6L6WO.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
