import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-6BI5WVTM.js";
import "./chunk-5UTHRDRN.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-QSVUMOZ5.js";
import "./chunk-UOMHA5J5.js";
import "./chunk-H7CKCKFA.js";
import "./chunk-FMLH35OB.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
