import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-D4KVSOAM.js";
import "./chunk-FRWMHFER.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-SB3FTXPN.js";
import "./chunk-LGCTM7XC.js";
import "./chunk-XL5REPKW.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
