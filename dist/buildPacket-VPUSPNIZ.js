import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-QASW6ZNF.js";
import "./chunk-3YXHSCZ6.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-YSD4R3B3.js";
import "./chunk-NIH4CULQ.js";
import "./chunk-RMJ6WZEH.js";
import "./chunk-ZXEFU2CQ.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
