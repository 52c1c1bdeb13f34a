import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-MT7P5K26.js";
import "./chunk-AUYITGYZ.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-4LYPVXX5.js";
import "./chunk-QCPNUCGH.js";
import "./chunk-IIEZSOYJ.js";
import "./chunk-HCLCZOXD.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
