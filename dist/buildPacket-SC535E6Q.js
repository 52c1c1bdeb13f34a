import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-JUROHVZW.js";
import "./chunk-SUO3JXMK.js";
import "./chunk-OSASSA4E.js";
import "./chunk-UAA6R22C.js";
import "./chunk-RO6NVSVZ.js";
import "./chunk-ZLYP4BFA.js";
import "./chunk-IX4GWCXO.js";
import "./chunk-CABV6PFZ.js";
import "./chunk-OOSSRGWR.js";
export {
  buildPacket
};
