import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-GKCIWHMF.js";
import "./chunk-LXY32WRB.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-5M2XEDZL.js";
import "./chunk-UQKUPWTJ.js";
import "./chunk-R3W7EN4F.js";
import "./chunk-FTX7Z7FU.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
