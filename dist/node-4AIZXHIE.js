import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-LAUN6AUV.js";
import "./chunk-PZYY5HN3.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
