import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-NBTG2BSD.js";
import "./chunk-5Z3JPVF5.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-4LCA4DUI.js";
import "./chunk-SLVEJML3.js";
import "./chunk-7GLE4BIN.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
