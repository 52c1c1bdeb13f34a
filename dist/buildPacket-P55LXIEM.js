import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-LO7VZADR.js";
import "./chunk-XCS2XEKG.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-S4YKMZMG.js";
import "./chunk-OEYS6PQM.js";
import "./chunk-PMXP2FLQ.js";
import "./chunk-YGC5RMZK.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
