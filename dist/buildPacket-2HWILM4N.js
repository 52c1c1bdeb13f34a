import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-D6XXP35M.js";
import "./chunk-SUO3JXMK.js";
import "./chunk-OSASSA4E.js";
import "./chunk-DPFWET4C.js";
import "./chunk-RO6NVSVZ.js";
import "./chunk-QBZV4B26.js";
import "./chunk-IX4GWCXO.js";
import "./chunk-CABV6PFZ.js";
import "./chunk-OOSSRGWR.js";
export {
  buildPacket
};
