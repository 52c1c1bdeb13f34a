import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-THVET7RD.js";
import "./chunk-SKDVXRUJ.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-5S5LVI4Q.js";
import "./chunk-RK5A3MG4.js";
import "./chunk-WN33FTNQ.js";
import "./chunk-LD7NAYEI.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
