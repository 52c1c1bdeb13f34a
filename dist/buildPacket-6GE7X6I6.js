import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-NHBOCRBG.js";
import "./chunk-V2IZP63G.js";
import "./chunk-6EHDRYFZ.js";
import "./chunk-P4TXXF2Z.js";
import "./chunk-OSASSA4E.js";
import "./chunk-JOAB5KC6.js";
import "./chunk-IZC7GWOO.js";
import "./chunk-DBN72ILH.js";
export {
  buildPacket
};
