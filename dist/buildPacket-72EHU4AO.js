import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-LYL5TYHX.js";
import "./chunk-YGQK25RF.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-BWZ7ROVS.js";
import "./chunk-NZCSHXH4.js";
import "./chunk-7AJRA4G5.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
