// The result as one JSON object with the keys the command line's --json promises: packet, response,
// validation, replacement ({packet, response, validation} or null) and failure (null when there is none).
import { failureRecord } from "../core/failure.js";
import type { Round, SliceAnswer } from "./answerSliceRequest.js";

export interface AnswerRecord {
  packet: Round["packet"] | null;
  response: Round["response"];
  validation: Round["validation"] | null;
  replacement: { packet: Round["packet"]; response: Round["response"]; validation: Round["validation"] } | null;
  failure: Record<string, unknown> | null;
}

export function answerRecord(answer: SliceAnswer): AnswerRecord {
  const { first, replacement } = answer;
  return {
    packet: first?.packet ?? null,
    response: first?.response ?? null,
    validation: first?.validation ?? null,
    replacement: replacement ? { packet: replacement.packet, response: replacement.response, validation: replacement.validation } : null,
    failure: answer.failure ? failureRecord(answer.failure) : null,
  };
}
