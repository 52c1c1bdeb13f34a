import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  failureRecord
} from "./chunk-X6EQBXGC.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/pipeline/answerRecord.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function answerRecord(answer) {
  const { first, replacement } = answer;
  return {
    packet: first?.packet ?? null,
    response: first?.response ?? null,
    validation: first?.validation ?? null,
    replacement: replacement ? { packet: replacement.packet, response: replacement.response, validation: replacement.validation } : null,
    failure: answer.failure ? failureRecord(answer.failure) : null
  };
}
__name(answerRecord, "answerRecord");

export {
  answerRecord
};
