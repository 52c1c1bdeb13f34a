// Scripted worker answers about the `ledger` fixture, anchored at src/ledger.ts#Ledger.add.
import type { WorkerResponse } from "../../src/core/workerResponse.js";

export const TASK = "What does Ledger.add do with an amount?";
export const ANCHOR = "src/ledger.ts#Ledger.add";
export const KEY = "sk-test-0123456789abcdefSECRET";

export const SINK_CLAIM = "the formatted line goes to MemorySink.write, which keeps it in memory";

export function answer(overrides: Partial<WorkerResponse> = {}): WorkerResponse {
  return {
    status: "complete",
    answer: "add keeps the amount in entries, then writes it, formatted by formatCents, to the sink.",
    evidence: [
      { claim: "add keeps the amount in entries", file: "src/ledger.ts", start_line: 13, end_line: 13 },
      { claim: "formatCents renders cents as a decimal string", file: "src/money.ts", start_line: 1, end_line: 3 },
      { claim: SINK_CLAIM, file: "src/ledger.ts", start_line: 14, end_line: 14 },
    ],
    proposed_edits: [
      {
        file: "src/money.ts",
        start_line: 2,
        end_line: 2,
        replacement: "  return (cents / 100).toFixed(2);",
        rationale: "toFixed states the two decimals directly",
      },
    ],
    missing_context: [],
    uncertainties: [`hypothesis: ${SINK_CLAIM}`],
    ...overrides,
  };
}

export const needsContext = (requests: { symbol_or_range: string; reason: string }[]): WorkerResponse => ({
  status: "needs_context",
  answer: "",
  evidence: [],
  proposed_edits: [],
  missing_context: requests,
  uncertainties: [],
});
