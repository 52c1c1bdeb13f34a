// Seed step 9: what a worker may ask for when the packet lacks source, and how each request was judged.

/** One entry of a worker's `missing_context`. */
export interface ContextRequest {
  symbol_or_range: string;
  reason: string;
}

export interface ContextRequestOutcome {
  symbol_or_range: string;
  /** The worker's own reason for asking. */
  why_needed: string;
  /** The range the request names, `file:start-end`, once it resolved to one. */
  range: string | null;
  disposition: "accepted" | "rejected";
  /** Why it was accepted or rejected, and for an accepted range whether the budget let it in. */
  reason: string;
}

export function rejectRequest(request: ContextRequest, reason: string, range: string | null = null): ContextRequestOutcome {
  return { symbol_or_range: request.symbol_or_range, why_needed: request.reason, range, disposition: "rejected", reason };
}

export function acceptRequest(request: ContextRequest, range: string, reason: string): ContextRequestOutcome {
  return { symbol_or_range: request.symbol_or_range, why_needed: request.reason, range, disposition: "accepted", reason };
}
