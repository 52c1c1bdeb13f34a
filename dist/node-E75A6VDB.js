import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-345FIXK7.js";
import "./chunk-OOSSRGWR.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
