import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-46UMVVYA.js";
import "./chunk-LULEGMPO.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-7YJGJBCF.js";
import "./chunk-VWWUSMHC.js";
import "./chunk-BMVW4VO6.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
