import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-RFWJ5M5B.js";
import "./chunk-UQVOT7RH.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-7A6FFHMC.js";
import "./chunk-2O4YBERV.js";
import "./chunk-FC7SO6JX.js";
import "./chunk-SVIXTBRD.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
