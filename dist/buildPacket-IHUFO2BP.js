import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-FIH2ELWT.js";
import "./chunk-EOWRFW4K.js";
import "./chunk-OSASSA4E.js";
import "./chunk-INTTPT4D.js";
import "./chunk-LHLHB6VD.js";
import "./chunk-SGWRTKXV.js";
import "./chunk-NYG77WIU.js";
import "./chunk-CABV6PFZ.js";
import "./chunk-OOSSRGWR.js";
export {
  buildPacket
};
