// The worker's answer as the coordinator accepts it: one JSON object that the response schema (a file of the
// repository, checked with ajv) admits, and nothing else.
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { fail, ok, type Result } from "./failure.js";
import schema from "./workerResponse.schema.json" with { type: "json" };

export const RESPONSE_SCHEMA: Readonly<Record<string, unknown>> = schema;

export const RESPONSE_STATUSES = ["complete", "needs_context", "cannot_answer"] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export interface Evidence {
  claim: string;
  file: string;
  start_line: number;
  end_line: number;
}

export interface ProposedEdit {
  file: string;
  start_line: number;
  end_line: number;
  replacement: string;
  rationale: string;
}

export interface WorkerResponse {
  status: ResponseStatus;
  answer: string;
  evidence: Evidence[];
  proposed_edits: ProposedEdit[];
  missing_context: { symbol_or_range: string; reason: string }[];
  uncertainties: string[];
}

/**
 * The schema's checker, compiled at its first use: compiling it was most of what loading the Action's request
 * code cost, and a request that fails or is refused before a model answers never checks an answer.
 */
let compiled: ValidateFunction<WorkerResponse> | null = null;

function checker(): ValidateFunction<WorkerResponse> {
  compiled ??= new Ajv({ allErrors: true, strict: true, verbose: true }).compile<WorkerResponse>(schema);
  return compiled;
}

/** One line per violation, naming the place in the response (`/evidence/2/start_line`) and what is wrong. */
function describe(error: ErrorObject): string | null {
  const at = error.instancePath === "" ? "the response" : error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "if":
      return null; // the failing branch reports the actual problem
    case "required":
      return `${at}: missing field ${JSON.stringify(params.missingProperty)}`;
    case "additionalProperties":
      return `${at}: unknown field ${JSON.stringify(params.additionalProperty)}`;
    case "enum":
      return `${at}: ${JSON.stringify(error.data)} is not one of ${(params.allowedValues as unknown[]).join(", ")}`;
    case "pattern":
      return `${at}: must not be blank`;
    case "minItems":
      return `${at}: must have at least ${String(params.limit)} item(s) for this status`;
    case "maxItems":
      return `${at}: must be empty for this status`;
    default:
      return `${at}: ${error.message ?? error.keyword}`;
  }
}

/** Reads the raw text a worker returned: malformed JSON, a missing or unknown field or value are rejected. */
export function parseWorkerResponse(text: string): Result<WorkerResponse> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const errors = [`not JSON: ${(error as Error).message}`];
    return fail("worker_output_invalid", `the worker's answer is not JSON`, { errors });
  }
  // A reversed range is a wrong value that JSON Schema cannot express.
  const check = checker();
  const errors = check(value)
    ? reversedRanges(value)
    : [...new Set((check.errors ?? []).map(describe).filter((e): e is string => e !== null))];
  if (errors.length === 0) return ok(value as WorkerResponse);
  return fail("worker_output_invalid", `the worker's answer breaks the response schema: ${errors.join("; ")}`, { errors });
}

function reversedRanges(response: WorkerResponse): string[] {
  const out: string[] = [];
  const scan = (items: { start_line: number; end_line: number }[], field: string) =>
    items.forEach((e, i) => {
      if (e.start_line > e.end_line) out.push(`/${field}/${i}: the range ${e.start_line}-${e.end_line} is reversed`);
    });
  scan(response.evidence, "evidence");
  scan(response.proposed_edits, "proposed_edits");
  return out;
}
