import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-NTVENXN7.js";
import "./chunk-A4NQQP5W.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-A6REUIQM.js";
import "./chunk-EVWXXADR.js";
import "./chunk-HW2PECR3.js";
import "./chunk-NYHH2JQ2.js";
import "./chunk-6XARDAJW.js";
import "./chunk-PZYY5HN3.js";
export {
  buildPacket
};
