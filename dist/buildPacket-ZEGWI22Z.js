import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-Y4JBY7KR.js";
import "./chunk-4JSYWCDV.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-ENJHU6MK.js";
import "./chunk-AL7X3CUK.js";
import "./chunk-OE3K2472.js";
import "./chunk-6R5BT5LF.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
