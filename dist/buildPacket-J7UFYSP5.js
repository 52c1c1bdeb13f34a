import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-4KXX5GV4.js";
import "./chunk-EOWRFW4K.js";
import "./chunk-OSASSA4E.js";
import "./chunk-G3GDM676.js";
import "./chunk-LHLHB6VD.js";
import "./chunk-QBDZEJS4.js";
import "./chunk-NYG77WIU.js";
import "./chunk-CABV6PFZ.js";
import "./chunk-OOSSRGWR.js";
export {
  buildPacket
};
