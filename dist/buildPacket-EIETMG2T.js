import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-DHDDQHAN.js";
import "./chunk-3EMDNZYO.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-NKIZPRNR.js";
import "./chunk-SRUW6DWS.js";
import "./chunk-UPKVLCFK.js";
import "./chunk-SIC3MLOD.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
