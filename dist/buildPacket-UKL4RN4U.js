import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-ID3LENFU.js";
import "./chunk-SVJTVNUI.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-DE72HI3B.js";
import "./chunk-EELAEAPQ.js";
import "./chunk-PMUWB6WR.js";
import "./chunk-HMS6O4AK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
