import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-4KQA66HN.js";
import "./chunk-DY6GQ7KD.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-56GIUGBB.js";
import "./chunk-QG7WFXMH.js";
import "./chunk-TPXCHFIS.js";
import "./chunk-FBHDUE7R.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
