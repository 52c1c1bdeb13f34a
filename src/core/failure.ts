// Expected failures are values with a stable `kind`; shells render them from one table.

export type FailureKind =
  | "invalid_request"
  | "invalid_depth"
  | "invalid_anchor"
  | "path_outside_root"
  | "symbol_not_found"
  | "ambiguous_symbol"
  | "analysis_unavailable"
  | "anchor_exceeds_budget"
  | "path_not_found"
  | "entrypoint_path_not_found"
  | "stale_source"
  | "packet_invalid"
  | "worker_output_invalid";

export interface Failure {
  readonly kind: FailureKind;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
  /** What to do about this case, where the class's general recovery does not fit it. */
  readonly recovery?: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: Failure };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(kind: FailureKind, message: string, details?: Record<string, unknown>, recovery?: string): Result<T> {
  const failure: Failure = details ? { kind, message, details } : { kind, message };
  return { ok: false, failure: recovery === undefined ? failure : { ...failure, recovery } };
}

/** What a user should do about each failure class: the one table every shell renders from. */
export const RECOVERY: Readonly<Record<FailureKind, string>> = {
  invalid_request: "Give a non-empty task, a positive integer budget and a known mode.",
  invalid_depth:
    "Use neighborhood with depth 1, upstream or downstream with depth 2-4, or path or entrypoint with depth 10-20.",
  invalid_anchor: "Give a repository-relative FILE:START-END range of live lines, an existing path, or a symbol.",
  path_outside_root: "Give a path inside the repository; absolute paths, `..` and links that leave it are refused.",
  symbol_not_found: "Give a symbol that is defined in the repository at this commit, or a FILE:START-END range.",
  ambiguous_symbol: "Pick one of the candidates and give it as FILE#Qualified.Name or FILE:START-END.",
  analysis_unavailable:
    "This file is not parsed here (its reason says why): use neighborhood mode with a line-range or path anchor.",
  anchor_exceeds_budget: "Give a narrower line range or a symbol, or a larger --budget.",
  path_not_found: "No call or reference path within the depth: check the peer, or ask again with a larger --depth.",
  entrypoint_path_not_found:
    "No public entrypoint reaches this anchor within the depth: ask again with a larger --depth.",
  stale_source: "The source changed while the packet was built: ask again.",
  packet_invalid: "The packet failed verification and was not sent; this is a bug worth reporting.",
  worker_output_invalid: "The model's answer broke the response contract and was rejected.",
};

/** What a user should do about this failure: its own recovery where it has one, else its class's. */
export function recoveryOf(failure: Failure): string {
  return failure.recovery ?? RECOVERY[failure.kind];
}

/** The JSON object the CLI prints for a failure: the class first, then its details. */
export function failureRecord(failure: Failure): Record<string, unknown> {
  return { failure: failure.kind, message: failure.message, recovery: recoveryOf(failure), ...(failure.details ?? {}) };
}
