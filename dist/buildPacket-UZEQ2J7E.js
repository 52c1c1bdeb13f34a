import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-5ORCPK46.js";
import "./chunk-KOICHG5X.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-WOHDDSRT.js";
import "./chunk-WMU6UWXR.js";
import "./chunk-H3EYVA2P.js";
import "./chunk-53MAR7T4.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
