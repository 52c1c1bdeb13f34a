import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-5BSYLD57.js";
import "./chunk-CZSSO7KC.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-RUGWPBJN.js";
import "./chunk-NC7QZNE3.js";
import "./chunk-YAGHCDPD.js";
import "./chunk-H2DUY2RF.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
