import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-OV5FA3I7.js";
import "./chunk-DNS2GQBT.js";
import "./chunk-OSASSA4E.js";
import "./chunk-RZIE7E4B.js";
import "./chunk-HYD3L4HE.js";
import "./chunk-F2XJ47KJ.js";
import "./chunk-EODHRAGU.js";
import "./chunk-2QPDDV3N.js";
import "./chunk-DBN72ILH.js";
export {
  buildPacket
};
