import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-US2WTWZR.js";
import "./chunk-SAV5OG5I.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-BPQP3CT7.js";
import "./chunk-CJ74T4WR.js";
import "./chunk-IXWKP7AP.js";
import "./chunk-U46OBLQE.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
