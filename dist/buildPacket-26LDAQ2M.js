import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-EMPQLG3S.js";
import "./chunk-DD267UKH.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-A5VZFBV3.js";
import "./chunk-F46P3JWK.js";
import "./chunk-QWEXVXHJ.js";
import "./chunk-3JDA24W4.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
