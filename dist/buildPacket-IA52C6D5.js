import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-CZ7XFGVQ.js";
import "./chunk-KY7VLYL7.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-HWNTTU24.js";
import "./chunk-F3CWUMEF.js";
import "./chunk-TIARTJ53.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
