import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-FRXKY7YX.js";
import "./chunk-AUXHMP22.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-PMOEJXYL.js";
import "./chunk-4WDPDJFA.js";
import "./chunk-GZHTYMYO.js";
import "./chunk-IJBQYRWU.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
