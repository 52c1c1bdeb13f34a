import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-R5RJX2AI.js";
import "./chunk-A4NQQP5W.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-N6PMSL4A.js";
import "./chunk-EVWXXADR.js";
import "./chunk-AWS7PG72.js";
import "./chunk-NYHH2JQ2.js";
import "./chunk-6XARDAJW.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
