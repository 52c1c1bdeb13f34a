import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-2ZVVYSU7.js";
import "./chunk-TH74PG3Q.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-KTIOI7W5.js";
import "./chunk-G2WDVARC.js";
import "./chunk-WN4RA74B.js";
import "./chunk-RLPLGUAO.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
