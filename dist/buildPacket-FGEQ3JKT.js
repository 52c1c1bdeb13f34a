import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-E5N7I2QN.js";
import "./chunk-LXY32WRB.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-RTT3FH6G.js";
import "./chunk-UQKUPWTJ.js";
import "./chunk-R6SU7DQA.js";
import "./chunk-FTX7Z7FU.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
