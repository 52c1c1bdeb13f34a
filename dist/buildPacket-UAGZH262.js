import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-UIX3TQVP.js";
import "./chunk-QY62SHTK.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-CUTBS2P6.js";
import "./chunk-2Z3VVAED.js";
import "./chunk-NTWDQPAF.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
