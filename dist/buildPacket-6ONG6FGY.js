import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-A4TISQRP.js";
import "./chunk-DJYNXBV3.js";
import "./chunk-IKB6LPEC.js";
import "./chunk-P4TXXF2Z.js";
import "./chunk-OSASSA4E.js";
import "./chunk-JOAB5KC6.js";
import "./chunk-IZC7GWOO.js";
import "./chunk-DBN72ILH.js";
export {
  buildPacket
};
