import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_RETRY,
  parseWorkerResponse,
  workerLabel,
  workerPrompt
} from "./chunk-LV3MOGXW.js";
import {
  buildPacket,
  rangeLabel,
  serializePacket
} from "./chunk-4MPETLDX.js";
import {
  fixedPointTokens
} from "./chunk-LXY32WRB.js";
import {
  loadLanguage,
  parseWithDeadline
} from "./chunk-UQKUPWTJ.js";
import {
  IndexCache
} from "./chunk-TCYNHTT5.js";
import {
  Repository,
  languageForPath,
  normalizeNewlines,
  splitLines
} from "./chunk-FTX7Z7FU.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/pipeline/answerSliceRequest.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/validateAnswer.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/claimEdges.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var RANGE_LABEL = /^(.+):(\d+)-(\d+)$/;
function parseRangeLabel(label2) {
  const m = RANGE_LABEL.exec(label2);
  return m ? { file: m[1], start: Number(m[2]), end: Number(m[3]) } : null;
}
__name(parseRangeLabel, "parseRangeLabel");
function edgeTargetName(edge) {
  const label2 = parseRangeLabel(edge.to) === null ? edge.to : edge.reason.split(": ")[0] ?? edge.reason;
  const last = /[A-Za-z_$][\w$]*$/.exec(label2.trim());
  return last ? last[0] : label2.trim();
}
__name(edgeTargetName, "edgeTargetName");
function namesWord(text, word) {
  if (word === "") return false;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\w$])${escaped}($|[^\\w$])`).test(text);
}
__name(namesWord, "namesWord");
function edgesUnderClaim(claim, cited, edges) {
  return edges.filter((edge) => {
    const from = parseRangeLabel(edge.from);
    if (!from) return false;
    const overlaps = cited.some((r) => r.file === from.file && r.start <= from.end && r.end >= from.start);
    return overlaps && namesWord(claim, edgeTargetName(edge));
  });
}
__name(edgesUnderClaim, "edgesUnderClaim");
var HYPOTHESIS_PREFIX = "hypothesis:";
function isLabelledHypothesis(claim, uncertainties) {
  const text = claim.trim();
  return uncertainties.some((u) => {
    const entry = u.trim();
    return entry.toLowerCase().startsWith(HYPOTHESIS_PREFIX) && entry.slice(HYPOTHESIS_PREFIX.length).includes(text);
  });
}
__name(isLabelledHypothesis, "isLabelledHypothesis");

// src/core/editSyntax.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var EDIT_PARSE_DEADLINE_MS = 2e3;
function applyEditInMemory(lines, start, end, replacement) {
  return [...lines.slice(0, start - 1), ...splitLines(normalizeNewlines(replacement)), ...lines.slice(end)];
}
__name(applyEditInMemory, "applyEditInMemory");
function errorNodes(tree) {
  const cursor = tree.walk();
  let count = 0;
  try {
    for (; ; ) {
      if (cursor.nodeType === "ERROR" || cursor.nodeIsMissing) count++;
      if (cursor.gotoFirstChild()) continue;
      for (; ; ) {
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return count;
      }
    }
  } finally {
    cursor.delete();
  }
}
__name(errorNodes, "errorNodes");
async function countErrors(path, text) {
  const spec = languageForPath(path);
  if (!spec) return null;
  const { parser } = await loadLanguage(spec);
  const tree = parseWithDeadline(parser, text, EDIT_PARSE_DEADLINE_MS);
  if (!tree) return null;
  try {
    return errorNodes(tree);
  } finally {
    tree.delete();
  }
}
__name(countErrors, "countErrors");
async function checkEditSyntax(path, lines, start, end, replacement) {
  if (!languageForPath(path)) return { checked: false, why: "no parser for this file's language" };
  const before = await countErrors(path, lines.join("\n") + "\n");
  const after = await countErrors(path, applyEditInMemory(lines, start, end, replacement).join("\n") + "\n");
  if (before === null || after === null) return { checked: false, why: `a parse took longer than ${EDIT_PARSE_DEADLINE_MS} ms` };
  return { checked: true, errorsBefore: before, errorsAfter: after };
}
__name(checkEditSyntax, "checkEditSyntax");

// src/core/validateAnswer.ts
function budgetCheck(packet) {
  const limit = packet.budget.limit_estimated_tokens;
  const recomputed = fixedPointTokens(
    (used) => serializePacket({ ...packet, budget: { limit_estimated_tokens: limit, used_estimated_tokens: used } })
  ).used;
  return {
    limit_estimated_tokens: limit,
    used_estimated_tokens: packet.budget.used_estimated_tokens,
    recomputed_estimated_tokens: recomputed,
    within_limit: recomputed === packet.budget.used_estimated_tokens && recomputed <= limit
  };
}
__name(budgetCheck, "budgetCheck");
function unreadableAnswerReport(packet, errors) {
  return { budget: budgetCheck(packet), schema: { valid: false, errors }, citations: [], claims: [], edits: [], context_requests: [] };
}
__name(unreadableAnswerReport, "unreadableAnswerReport");
function containingSlice(packet, r) {
  return packet.slices.find((s) => s.file === r.file && s.start_line <= r.start && r.end <= s.end_line) ?? null;
}
__name(containingSlice, "containingSlice");
function locate(packet, read, r) {
  const slice = containingSlice(packet, r);
  if (!slice) return { t: "outside" };
  const file = read(r.file);
  if (!file || file.binary || file.lineCount < r.end) return { t: "stale", slice };
  const offset = r.start - slice.start_line;
  const expected = slice.content.split("\n").slice(offset, offset + r.end - r.start + 1).join("\n");
  return file.slice(r.start, r.end) === expected ? { t: "live", slice, file } : { t: "stale", slice };
}
__name(locate, "locate");
var label = /* @__PURE__ */ __name((s) => rangeLabel(s.file, s.start_line, s.end_line), "label");
async function validateAnswer(packet, response, repo) {
  const read = repo.freshReader();
  const violations = [];
  const stale = [];
  const citations = response.evidence.map((e) => {
    const range = rangeLabel(e.file, e.start_line, e.end_line);
    const state = locate(packet, read, { file: e.file, start: e.start_line, end: e.end_line });
    const base = { claim: e.claim, file: e.file, start_line: e.start_line, end_line: e.end_line };
    if (state.t === "outside") {
      violations.push(`evidence ${range} is not inside any packet slice`);
      return { ...base, slice: null, disposition: "rejected", reason: "not inside any slice of the packet" };
    }
    if (state.t === "stale") {
      stale.push(range);
      return { ...base, slice: label(state.slice), disposition: "rejected", reason: "the live file no longer holds these lines as the packet does" };
    }
    return { ...base, slice: label(state.slice), disposition: "accepted", reason: "inside the slice, and the live lines are unchanged" };
  });
  const claimTexts = [...new Set(response.evidence.map((e) => e.claim))];
  const claims = claimTexts.map((claim) => {
    const own = citations.filter((c) => c.claim === claim);
    const cited = own.map((c) => ({ file: c.file, start: c.start_line, end: c.end_line }));
    const edges = edgesUnderClaim(claim, cited, packet.uncertain_edges).map((e) => `${e.from} -> ${e.to}`);
    const hypothesis = isLabelledHypothesis(claim, response.uncertainties);
    const base = { claim, evidence: own.map((c) => rangeLabel(c.file, c.start_line, c.end_line)), uncertain_edges: edges, hypothesis };
    const refused = own.find((c) => c.disposition === "rejected");
    if (refused) {
      return { ...base, disposition: "rejected", reason: `its evidence ${rangeLabel(refused.file, refused.start_line, refused.end_line)} was rejected: ${refused.reason}` };
    }
    if (edges.length > 0 && !hypothesis) {
      violations.push(`the claim ${JSON.stringify(claim)} rests on the uncertain edge ${edges.join(", ")} but is not labelled a hypothesis in uncertainties`);
      return { ...base, disposition: "rejected", reason: `rests on the uncertain edge ${edges.join(", ")} without being labelled a hypothesis in uncertainties` };
    }
    const note = hypothesis ? "; labelled a hypothesis in uncertainties" : "";
    return { ...base, disposition: "accepted", reason: `every cited range is in the packet and unchanged${note}` };
  });
  const edits = [];
  for (const edit of response.proposed_edits) {
    const range = rangeLabel(edit.file, edit.start_line, edit.end_line);
    const state = locate(packet, read, { file: edit.file, start: edit.start_line, end: edit.end_line });
    const base = { file: edit.file, start_line: edit.start_line, end_line: edit.end_line };
    if (state.t === "outside") {
      violations.push(`the edit of ${range} is not inside any packet slice`);
      edits.push({ ...base, slice: null, disposition: "rejected", reason: "not inside any slice of the packet" });
      continue;
    }
    const slice = label(state.slice);
    if (state.t === "stale") {
      stale.push(range);
      edits.push({ ...base, slice, disposition: "rejected", reason: "the live file no longer holds these lines as the packet does" });
      continue;
    }
    const lines = state.file.lines;
    const current = lines.slice(edit.start_line - 1, edit.end_line);
    const proposed = splitLines(normalizeNewlines(edit.replacement));
    if (current.length === proposed.length && current.every((line, i) => line === proposed[i])) {
      edits.push({ ...base, slice, disposition: "rejected", reason: "the replacement is the same as the current lines" });
      continue;
    }
    const syntax = await checkEditSyntax(edit.file, lines, edit.start_line, edit.end_line, edit.replacement);
    if (!syntax.checked) {
      edits.push({ ...base, slice, disposition: "accepted", reason: `inside the slice and unchanged; syntax not checked: ${syntax.why}` });
    } else if (syntax.errorsAfter > syntax.errorsBefore) {
      const added = syntax.errorsAfter - syntax.errorsBefore;
      edits.push({ ...base, slice, disposition: "rejected", reason: `applied in memory, the file no longer parses: ${added} new syntax error(s)` });
    } else {
      edits.push({ ...base, slice, disposition: "accepted", reason: "inside the slice and unchanged; applied in memory, the file parses with no new syntax error" });
    }
  }
  const report = { budget: budgetCheck(packet), schema: { valid: true, errors: [] }, citations, claims, edits, context_requests: [] };
  if (stale.length > 0) {
    const failure = { kind: "stale_source", message: `cited ranges changed since the packet was built: ${stale.join(", ")}`, details: { ranges: stale } };
    return { report, failure };
  }
  if (violations.length > 0) {
    const failure = { kind: "worker_output_invalid", message: `the worker's answer breaks the citation contract: ${violations.join("; ")}`, details: { errors: violations } };
    return { report, failure };
  }
  return { report, failure: null };
}
__name(validateAnswer, "validateAnswer");

// src/pipeline/answerSliceRequest.ts
async function delegate(worker, built, repo) {
  const { packet, bytes } = built;
  const reply = await worker.ask(workerPrompt(packet.task, bytes));
  const unreadable = /* @__PURE__ */ __name((errors, message) => ({
    round: { packet, packetBytes: bytes, response: null, validation: unreadableAnswerReport(packet, errors) },
    failure: { kind: "worker_output_invalid", message, details: { errors, output: reply.text.slice(0, 2e3) } }
  }), "unreadable");
  if (reply.refusal !== null) return unreadable([`the model declined to answer: ${reply.refusal}`], `the model declined to answer: ${reply.refusal}`);
  const parsed = parseWorkerResponse(reply.text);
  if (!parsed.ok) {
    const errors = [...parsed.failure.details?.errors ?? [parsed.failure.message]];
    if (reply.truncated) errors.push("the answer was cut off at the model's output limit");
    return unreadable(errors, parsed.failure.message);
  }
  const checked = await validateAnswer(packet, parsed.value, repo);
  return { round: { packet, packetBytes: bytes, response: parsed.value, validation: checked.report }, failure: checked.failure };
}
__name(delegate, "delegate");
var NOT_SERVED = "not served: only one replacement packet is ever built";
function unserved(response) {
  return response.missing_context.map((r) => ({
    symbol_or_range: r.symbol_or_range,
    why_needed: r.reason,
    range: null,
    disposition: "rejected",
    reason: NOT_SERVED
  }));
}
__name(unserved, "unserved");
function settle(response) {
  return response.status === "complete" ? "answered" : response.status;
}
__name(settle, "settle");
async function answerSliceRequest(request, worker, options = {}) {
  const done = /* @__PURE__ */ __name((outcome, first2, replacement, failure) => ({
    outcome,
    first: first2,
    replacement,
    failure,
    worker: worker.label
  }), "done");
  options = { ...options, cache: options.cache ?? new IndexCache() };
  const built = await buildPacket(request, options);
  if (!built.ok) return done("failed", null, null, built.failure);
  const repo = Repository.open(built.value.packet.root, options.limits);
  if (!repo) throw new Error(`the packet's root ${built.value.packet.root} is no longer a directory`);
  const first = await delegate(worker, built.value, repo);
  if (first.failure) return done("failed", first.round, null, first.failure);
  const response = first.round.response;
  if (response.status !== "needs_context") return done(settle(response), first.round, null, null);
  const rebuilt = await buildPacket(request, { ...options, requested: response.missing_context });
  if (!rebuilt.ok) return done("failed", first.round, null, rebuilt.failure);
  first.round.validation.context_requests = rebuilt.value.requests ?? [];
  if (!rebuilt.value.packet.slices.some((s) => s.relationship === "requested")) {
    return done("needs_context", first.round, null, null);
  }
  const second = await delegate(worker, rebuilt.value, repo);
  if (second.failure) return done("failed", first.round, second.round, second.failure);
  const final = second.round.response;
  if (final.status === "needs_context") second.round.validation.context_requests = unserved(final);
  return done(settle(final), first.round, second.round, null);
}
__name(answerSliceRequest, "answerSliceRequest");

// src/worker/createWorker.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function createWorker(config, retry = DEFAULT_RETRY) {
  let made = null;
  const make = /* @__PURE__ */ __name(async () => config.provider === "anthropic" ? (await import("./anthropicWorker-WMD33L7Z.js")).anthropicWorker(config, retry) : (await import("./openAICompatibleWorker-O5MJD2L7.js")).openAICompatibleWorker(config, retry), "make");
  return {
    label: workerLabel(config),
    async ask(prompt) {
      made ??= make();
      return (await made).ask(prompt);
    }
  };
}
__name(createWorker, "createWorker");

export {
  answerSliceRequest,
  createWorker
};
