import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-ICOXXY42.js";
import "./chunk-IQFZLRHB.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-D4QGRR7V.js";
import "./chunk-O6NKAPPR.js";
import "./chunk-U457ZE2F.js";
import "./chunk-S6COMVTE.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
