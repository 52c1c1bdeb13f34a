import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-UZK6CEVC.js";
import "./chunk-5UTHRDRN.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-DRAD7C7M.js";
import "./chunk-UOMHA5J5.js";
import "./chunk-SH7CGCBX.js";
import "./chunk-FMLH35OB.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
