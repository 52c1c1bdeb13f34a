import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-OQ37TY7Y.js";
import "./chunk-EOWRFW4K.js";
import "./chunk-OSASSA4E.js";
import "./chunk-NRMAXZ5W.js";
import "./chunk-LHLHB6VD.js";
import "./chunk-GO4X5D4J.js";
import "./chunk-NYG77WIU.js";
import "./chunk-CABV6PFZ.js";
import "./chunk-OOSSRGWR.js";
export {
  buildPacket
};
