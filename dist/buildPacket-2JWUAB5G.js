import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-4Z7EQANO.js";
import "./chunk-EFGF2LAP.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-SI7JPZDW.js";
import "./chunk-3MFCXVHL.js";
import "./chunk-SWXFBODH.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
