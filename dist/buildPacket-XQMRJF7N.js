import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-AIXVXBHD.js";
import "./chunk-QY62SHTK.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-BP7BSSLD.js";
import "./chunk-2Z3VVAED.js";
import "./chunk-4K5TK6JO.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
