import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildPacket
} from "./chunk-HQH2DIJI.js";
import "./chunk-EOWRFW4K.js";
import "./chunk-OSASSA4E.js";
import "./chunk-44LOPAM7.js";
import "./chunk-LHLHB6VD.js";
import "./chunk-VCUBCZP2.js";
import "./chunk-NYG77WIU.js";
import "./chunk-CABV6PFZ.js";
import "./chunk-OOSSRGWR.js";
export {
  buildPacket
};
