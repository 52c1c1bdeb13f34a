import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-VZPII6MY.js";
import "./chunk-CZSSO7KC.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-NBFT7JZ6.js";
import "./chunk-NC7QZNE3.js";
import "./chunk-TWVVGII4.js";
import "./chunk-H2DUY2RF.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
