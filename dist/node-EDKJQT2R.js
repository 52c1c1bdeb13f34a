#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-4QFNKEX6.js";
import "./chunk-CP2CZPWG.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
