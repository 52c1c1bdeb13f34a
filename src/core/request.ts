// Seed step 1: a request is checked whole before any file is read.
import { fail, ok, type Result } from "./failure.js";
import { MODES, type Mode } from "./packet.js";

export interface SliceRequest {
  root: string;
  anchor: string;
  task: string;
  mode?: Mode | string;
  depth?: number;
  peer?: string | null;
  budget?: number;
}

export interface ValidRequest {
  root: string;
  anchor: string;
  task: string;
  mode: Mode;
  depth: number;
  peer: string | null;
  budget: number;
}

export const DEFAULT_BUDGET = 8192;

/** The depths each mode allows, and the default the grammar fills in. */
export const DEPTHS: Readonly<Record<Mode, { min: number; max: number; default: number }>> = {
  neighborhood: { min: 1, max: 1, default: 1 },
  upstream: { min: 2, max: 4, default: 2 },
  downstream: { min: 2, max: 4, default: 2 },
  path: { min: 10, max: 20, default: 10 },
  entrypoint: { min: 10, max: 20, default: 10 },
};

export function isMode(value: string): value is Mode {
  return (MODES as readonly string[]).includes(value);
}

export function validateRequest(request: SliceRequest): Result<ValidRequest> {
  const task = request.task.trim();
  if (task.length === 0) return fail("invalid_request", "the task is empty: say what the worker should answer");
  if (task.includes("\0")) return fail("invalid_request", "the task contains a NUL byte");
  const mode = request.mode ?? "neighborhood";
  if (!isMode(mode)) return fail("invalid_request", `unknown mode ${JSON.stringify(mode)}; use one of ${MODES.join(", ")}`);
  const range = DEPTHS[mode];
  const depth = request.depth ?? range.default;
  if (!Number.isInteger(depth) || depth < range.min || depth > range.max) {
    const allowed = range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;
    return fail("invalid_depth", `${mode} takes depth ${allowed}, not ${depth}`, { mode, depth, allowed });
  }
  const budget = request.budget ?? DEFAULT_BUDGET;
  if (!Number.isSafeInteger(budget) || budget <= 0) {
    return fail("invalid_request", `the budget must be a positive integer, not ${budget}`);
  }
  const peer = request.peer ?? null;
  if (mode === "path" && (peer === null || peer.trim() === "")) {
    return fail("invalid_request", "path mode needs a peer anchor (--peer) to find the path to");
  }
  if (mode !== "path" && peer !== null) {
    return fail("invalid_request", `a peer anchor is only used in path mode, not ${mode}`);
  }
  if (request.anchor.trim().length === 0) return fail("invalid_anchor", "the anchor is empty");
  return ok({ root: request.root, anchor: request.anchor, task, mode, depth, peer, budget });
}
