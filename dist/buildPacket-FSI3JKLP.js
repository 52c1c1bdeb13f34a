import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-D4SVR34T.js";
import "./chunk-CZSSO7KC.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-DP2DKQMY.js";
import "./chunk-NC7QZNE3.js";
import "./chunk-2YQ6YJAH.js";
import "./chunk-H2DUY2RF.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
