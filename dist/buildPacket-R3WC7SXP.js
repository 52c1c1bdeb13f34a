import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-TBIICVEU.js";
import "./chunk-SUO3JXMK.js";
import "./chunk-OSASSA4E.js";
import "./chunk-EIKF6WRR.js";
import "./chunk-RO6NVSVZ.js";
import "./chunk-2CPDJ5JK.js";
import "./chunk-IX4GWCXO.js";
import "./chunk-CABV6PFZ.js";
import "./chunk-OOSSRGWR.js";
export {
  buildPacket
};
