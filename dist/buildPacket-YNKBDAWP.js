import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-4MPETLDX.js";
import "./chunk-LXY32WRB.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-VS53XYIZ.js";
import "./chunk-UQKUPWTJ.js";
import "./chunk-TCYNHTT5.js";
import "./chunk-FTX7Z7FU.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
