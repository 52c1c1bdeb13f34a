import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-MSZ4UAHV.js";
import "./chunk-A3MZN46F.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-A7WNC65P.js";
import "./chunk-5XT7V2VA.js";
import "./chunk-MY45LLQW.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
