import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-RIUWD4PW.js";
import "./chunk-SVJTVNUI.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-FKWGR5B3.js";
import "./chunk-EELAEAPQ.js";
import "./chunk-7GJDH3LN.js";
import "./chunk-HMS6O4AK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
