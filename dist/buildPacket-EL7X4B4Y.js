import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-DBNICEDS.js";
import "./chunk-SVJTVNUI.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-IJS3KN7O.js";
import "./chunk-EELAEAPQ.js";
import "./chunk-SE3QK3GS.js";
import "./chunk-HMS6O4AK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
