import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-IIZZEOLI.js";
import "./chunk-XBUL2UXT.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-BHOY76TC.js";
import "./chunk-KEU3ONY3.js";
import "./chunk-JAO35U4Q.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
