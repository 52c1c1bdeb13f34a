import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-AP3KA2Q4.js";
import "./chunk-EFGF2LAP.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-HI4E3NTW.js";
import "./chunk-3MFCXVHL.js";
import "./chunk-5I3I2QE7.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
