import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-D2RPFKKJ.js";
import "./chunk-DD267UKH.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-AAMSO6AN.js";
import "./chunk-F46P3JWK.js";
import "./chunk-DUB3DQDY.js";
import "./chunk-3JDA24W4.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
