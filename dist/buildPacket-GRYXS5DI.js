import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-LXXETD5U.js";
import "./chunk-3YXHSCZ6.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-C6BXNLDB.js";
import "./chunk-NIH4CULQ.js";
import "./chunk-G3DJ2PLZ.js";
import "./chunk-ZXEFU2CQ.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
