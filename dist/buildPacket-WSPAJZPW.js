import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-YC3LM65P.js";
import "./chunk-VQ3ZID5T.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-65MZ4XGD.js";
import "./chunk-5QUPTVUF.js";
import "./chunk-GAH3HKKN.js";
import "./chunk-4OTH7UMM.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
