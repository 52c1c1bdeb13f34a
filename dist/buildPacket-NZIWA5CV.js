import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-AXPUDW7H.js";
import "./chunk-LULEGMPO.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-OB3G3QXK.js";
import "./chunk-VWWUSMHC.js";
import "./chunk-U2ZOGMYG.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
