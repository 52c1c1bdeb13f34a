import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-SZDXJ3C2.js";
import "./chunk-YGQK25RF.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-HOAQ465E.js";
import "./chunk-NZCSHXH4.js";
import "./chunk-HLGS72PX.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
