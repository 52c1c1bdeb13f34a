import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-UDQE4TRP.js";
import "./chunk-TP7PCRFV.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-KYJ7KI6P.js";
import "./chunk-NWQBEHM7.js";
import "./chunk-O3HP4FWP.js";
import "./chunk-UJWFFPZX.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
