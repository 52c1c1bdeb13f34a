import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-22HXTBCO.js";
import "./chunk-MABVUFRJ.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-KEDQT4JX.js";
import "./chunk-Q7EYHUOP.js";
import "./chunk-YA6HHN5V.js";
import "./chunk-6OQQHSHB.js";
import "./chunk-X6EQBXGC.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
