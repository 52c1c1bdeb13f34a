import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-2LP4NHNJ.js";
import "./chunk-EU6TSR73.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-Z7O3KUWS.js";
import "./chunk-NL3BZGPU.js";
import "./chunk-H3VUZQYZ.js";
import "./chunk-ZU6S5CT5.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
