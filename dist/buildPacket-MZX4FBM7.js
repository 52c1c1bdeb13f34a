import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-SQCFILWF.js";
import "./chunk-NTRXRS6S.js";
import "./chunk-HY6SGTZB.js";
import "./chunk-P4TXXF2Z.js";
import "./chunk-OSASSA4E.js";
import "./chunk-JOAB5KC6.js";
import "./chunk-IZC7GWOO.js";
import "./chunk-DBN72ILH.js";
export {
  buildPacket
};
