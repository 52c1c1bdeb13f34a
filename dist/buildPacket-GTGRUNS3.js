import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-HQTAEHHG.js";
import "./chunk-SUO3JXMK.js";
import "./chunk-OSASSA4E.js";
import "./chunk-IM73LXKE.js";
import "./chunk-RO6NVSVZ.js";
import "./chunk-QUYV27J6.js";
import "./chunk-IX4GWCXO.js";
import "./chunk-CABV6PFZ.js";
import "./chunk-OOSSRGWR.js";
export {
  buildPacket
};
