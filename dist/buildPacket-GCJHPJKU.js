import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-2RQQBTXF.js";
import "./chunk-SUO3JXMK.js";
import "./chunk-OSASSA4E.js";
import "./chunk-WN2EBT6E.js";
import "./chunk-RO6NVSVZ.js";
import "./chunk-Z4R55D3J.js";
import "./chunk-IX4GWCXO.js";
import "./chunk-CABV6PFZ.js";
import "./chunk-OOSSRGWR.js";
export {
  buildPacket
};
