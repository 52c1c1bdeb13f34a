import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-QQ7I62KT.js";
import "./chunk-IQFZLRHB.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-AMI4XHYK.js";
import "./chunk-O6NKAPPR.js";
import "./chunk-Z42XH7HO.js";
import "./chunk-S6COMVTE.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
