import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-NS5CFK5H.js";
import "./chunk-LULEGMPO.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-23PUIRCM.js";
import "./chunk-VWWUSMHC.js";
import "./chunk-4YNXBCFP.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
