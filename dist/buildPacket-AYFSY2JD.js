import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-NUMSWKCQ.js";
import "./chunk-SPJ7KSMF.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-2YYDDWZ6.js";
import "./chunk-KCZWN77D.js";
import "./chunk-AA5L5CGA.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
