import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-NTQCSOQK.js";
import "./chunk-ISH7MRR5.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-62IRJK6Z.js";
import "./chunk-WUXLCUUB.js";
import "./chunk-RJTHMILE.js";
import "./chunk-MLY63S62.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
