import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-LTARRTY2.js";
import "./chunk-FRWMHFER.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-X57PNRAL.js";
import "./chunk-LGCTM7XC.js";
import "./chunk-KHGVCM3X.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
