import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-SZIY3CCL.js";
import "./chunk-NSHBVQBZ.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-AVQHYY4A.js";
import "./chunk-JY55JX2T.js";
import "./chunk-2AXRXTGC.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
