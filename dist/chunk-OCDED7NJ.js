import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  failureRecord
} from "./chunk-CABV6PFZ.js";
import {
  __name
} from "./chunk-OOSSRGWR.js";

// src/pipeline/answerRecord.ts
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
