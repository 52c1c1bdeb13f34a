import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-JE2T2YSK.js";
import "./chunk-XW5QLXHK.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-5LW2QVSM.js";
import "./chunk-M7W4T5MO.js";
import "./chunk-GG7K6NOX.js";
import "./chunk-VRX5ZCLI.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
