// Seed step 7: what a worker receives, and nothing more: a fixed instruction, then the task, the packet bytes
// exactly as serialized, and the response schema. Each call is a new conversation of these two messages.
import { RESPONSE_SCHEMA } from "../core/workerResponse.js";

export interface WorkerPrompt {
  /** The fixed read-only instruction. */
  system: string;
  /** The task, the packet bytes and the response schema. */
  user: string;
}

export const WORKER_INSTRUCTION = `You answer one question about source code for a code reviewer. You are read-only: you cannot read files, run code, browse, call tools or change anything, and nothing you propose is applied. The packet below is all the source you have.

The packet is JSON (schema odin-slice-packet-v1). Each slice holds the exact lines start_line..end_line of a file: the first line of its content is line start_line. uncertain_edges are calls or references whose target the parser could not prove; omissions are ranges that were left out.

Answer with one JSON object that follows the response schema exactly: no text or code fence around it, no field it does not list.
- status: "complete" when you answer the task, "needs_context" when you need more source, "cannot_answer" when the task cannot be answered from source (say why in answer).
- evidence: one item per claim your answer makes, citing a file and line range that lies entirely inside one slice of the packet. Every claim cites at least one range.
- A claim that depends on an uncertain edge (what a call through an unknown receiver or a value reaches) is only a hypothesis: add to uncertainties the text "hypothesis: " followed by the claim exactly as written in evidence.
- proposed_edits: each replaces lines start_line..end_line of a file, inside one slice, with replacement (the new lines joined by \\n; empty deletes the lines). Edits must keep the file syntactically valid.
- missing_context, with status "needs_context" only: each exact symbol (Name.member, or FILE#Name.member) or FILE:START-END range you need, and why. You will then get one replacement packet holding only the anchor and the ranges you asked for, so ask for every range you still need, including ranges of this packet. No further packet follows it.`;

export const SCHEMA_TEXT = JSON.stringify(RESPONSE_SCHEMA);

export function workerPrompt(task: string, packetBytes: string): WorkerPrompt {
  return {
    system: WORKER_INSTRUCTION,
    user: `Task:\n${task}\n\nPacket:\n${packetBytes}\n\nResponse schema:\n${SCHEMA_TEXT}`,
  };
}

const KEPT_KEYWORDS = new Set(["type", "properties", "required", "additionalProperties", "items", "enum", "description"]);

/**
 * The response schema reduced to what providers' structured-output modes accept (OpenAI strict mode,
 * Anthropic's output format, local servers' grammars): types, fields and enums. The full schema is still the
 * one the answer is checked against.
 */
export function structuredOutputSchema(schema: unknown = RESPONSE_SCHEMA): unknown {
  if (Array.isArray(schema)) return schema.map((s) => structuredOutputSchema(s));
  if (schema === null || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!KEPT_KEYWORDS.has(key)) continue;
    if (key === "properties") {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, structuredOutputSchema(v)]));
    } else out[key] = key === "items" ? structuredOutputSchema(value) : value;
  }
  return out;
}
