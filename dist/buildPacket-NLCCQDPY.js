import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-U3UX6EWG.js";
import "./chunk-4JSYWCDV.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-OS47XXDS.js";
import "./chunk-AL7X3CUK.js";
import "./chunk-BU4ZLBI5.js";
import "./chunk-6R5BT5LF.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
