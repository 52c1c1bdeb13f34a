import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-NIFVVJNW.js";
import "./chunk-ENXCEOOW.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-QDVY3HMC.js";
import "./chunk-AO7CF2W5.js";
import "./chunk-UZ2IH4FT.js";
import "./chunk-LKXNRK72.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
