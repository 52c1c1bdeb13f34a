import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-LOYPKGEH.js";
import "./chunk-S6LOM3NJ.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-FQ245DB4.js";
import "./chunk-EGCBXLHV.js";
import "./chunk-W5AAE5DN.js";
import "./chunk-IXP6ZV5O.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
