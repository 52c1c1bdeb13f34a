import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-UD4XXSMD.js";
import "./chunk-DY6GQ7KD.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-H5LJYZQU.js";
import "./chunk-QG7WFXMH.js";
import "./chunk-6T4D42M6.js";
import "./chunk-FBHDUE7R.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
