import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-ZGVRHULJ.js";
import "./chunk-DNS2GQBT.js";
import "./chunk-OSASSA4E.js";
import "./chunk-KYP2BEOI.js";
import "./chunk-HYD3L4HE.js";
import "./chunk-TPUUDR7U.js";
import "./chunk-EODHRAGU.js";
import "./chunk-2QPDDV3N.js";
import "./chunk-DBN72ILH.js";
export {
  buildPacket
};
