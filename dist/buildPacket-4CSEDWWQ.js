import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-W2VVAE7Z.js";
import "./chunk-EOWRFW4K.js";
import "./chunk-OSASSA4E.js";
import "./chunk-YEUXATSD.js";
import "./chunk-LHLHB6VD.js";
import "./chunk-FHGRESXF.js";
import "./chunk-NYG77WIU.js";
import "./chunk-CABV6PFZ.js";
import "./chunk-OOSSRGWR.js";
export {
  buildPacket
};
