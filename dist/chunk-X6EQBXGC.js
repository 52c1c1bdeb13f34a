import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/core/failure.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function ok(value) {
  return { ok: true, value };
}
__name(ok, "ok");
function fail(kind, message, details, recovery) {
  const failure = details ? { kind, message, details } : { kind, message };
  return { ok: false, failure: recovery === void 0 ? failure : { ...failure, recovery } };
}
__name(fail, "fail");
var RECOVERY = {
  invalid_request: "Give a non-empty task, a positive integer budget and a known mode.",
  invalid_depth: "Use neighborhood with depth 1, upstream or downstream with depth 2-4, or path or entrypoint with depth 10-20.",
  invalid_anchor: "Give a repository-relative FILE:START-END range of live lines, an existing path, or a symbol.",
  path_outside_root: "Give a path inside the repository; absolute paths, `..` and links that leave it are refused.",
  symbol_not_found: "Give a symbol that is defined in the repository at this commit, or a FILE:START-END range.",
  ambiguous_symbol: "Pick one of the candidates and give it as FILE#Qualified.Name or FILE:START-END.",
  analysis_unavailable: "This file is not parsed here (its reason says why): use neighborhood mode with a line-range or path anchor.",
  anchor_exceeds_budget: "Give a narrower line range or a symbol, or a larger --budget.",
  path_not_found: "No call or reference path within the depth: check the peer, or ask again with a larger --depth.",
  entrypoint_path_not_found: "No public entrypoint reaches this anchor within the depth: ask again with a larger --depth.",
  stale_source: "The source changed while the packet was built: ask again.",
  packet_invalid: "The packet failed verification and was not sent; this is a bug worth reporting.",
  worker_output_invalid: "The model's answer broke the response contract and was rejected."
};
function recoveryOf(failure) {
  return failure.recovery ?? RECOVERY[failure.kind];
}
__name(recoveryOf, "recoveryOf");
function failureRecord(failure) {
  return { failure: failure.kind, message: failure.message, recovery: recoveryOf(failure), ...failure.details ?? {} };
}
__name(failureRecord, "failureRecord");

export {
  ok,
  fail,
  recoveryOf,
  failureRecord
};
