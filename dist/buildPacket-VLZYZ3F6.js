import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-B6EDDOT7.js";
import "./chunk-DD267UKH.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-BHXQMKTK.js";
import "./chunk-F46P3JWK.js";
import "./chunk-MFLCCALN.js";
import "./chunk-3JDA24W4.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
