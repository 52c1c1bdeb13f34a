import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-XRX3B6JW.js";
import "./chunk-QY62SHTK.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-6KAL2F3T.js";
import "./chunk-2Z3VVAED.js";
import "./chunk-QUCYS36Q.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
