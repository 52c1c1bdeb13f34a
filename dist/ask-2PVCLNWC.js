import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  answerRecord
} from "./chunk-C5UKI2ZX.js";
import {
  PACKET_OPTIONS
} from "./chunk-62NQERAX.js";
import {
  answerSliceRequest,
  createWorker
} from "./chunk-YNMI6GFL.js";
import {
  ProviderError,
  resolveWorkerConfig
} from "./chunk-LV3MOGXW.js";
import "./chunk-4MPETLDX.js";
import "./chunk-LXY32WRB.js";
import "./chunk-VEHLSGZ5.js";
import "./chunk-VS53XYIZ.js";
import "./chunk-UQKUPWTJ.js";
import {
  cacheFromEnvironment
} from "./chunk-TCYNHTT5.js";
import "./chunk-FTX7Z7FU.js";
import {
  recoveryOf
} from "./chunk-X6EQBXGC.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/cli/ask.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { parseArgs } from "node:util";

// src/cli/askReport.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var indent = /* @__PURE__ */ __name((text, prefix) => text.split("\n").map((line) => line === "" ? line : prefix + line).join("\n"), "indent");
function packetSection(title, packet) {
  const b = packet.budget;
  const out = [
    `${title}: ${packet.anchor.value}, ${packet.mode} depth ${packet.depth}, ${packet.slices.length} slice(s), ${b.used_estimated_tokens} of ${b.limit_estimated_tokens} estimated tokens`
  ];
  for (const s of packet.slices) {
    out.push(`  hop ${s.hop}  ${s.relationship.padEnd(10)} ${s.file}:${s.start_line}-${s.end_line}${s.symbol ? `  ${s.symbol}` : ""}`);
  }
  for (const e of packet.uncertain_edges) out.push(`  uncertain: ${e.from} -> ${e.to} (${e.kind}): ${e.reason}`);
  for (const o of packet.omissions) out.push(`  omitted: ${o.candidate} (${o.reason})`);
  return out;
}
__name(packetSection, "packetSection");
function responseSection(response) {
  if (!response) return ["Response: unreadable (see validation)"];
  const out = [`Response: ${response.status}`];
  if (response.answer.trim() !== "") out.push(indent(response.answer, "  "));
  if (response.evidence.length > 0) {
    out.push("  Evidence:");
    for (const e of response.evidence) out.push(`    ${e.file}:${e.start_line}-${e.end_line}  ${e.claim}`);
  }
  if (response.proposed_edits.length > 0) {
    out.push("  Proposed edits (never applied):");
    for (const e of response.proposed_edits) {
      out.push(`    ${e.file}:${e.start_line}-${e.end_line}  ${e.rationale}`);
      out.push(e.replacement === "" ? "      (delete these lines)" : indent(e.replacement, "      | "));
    }
  }
  if (response.uncertainties.length > 0) {
    out.push("  Uncertainties:");
    for (const u of response.uncertainties) out.push(`    - ${u}`);
  }
  if (response.missing_context.length > 0) {
    out.push("  Missing context:");
    for (const m of response.missing_context) out.push(`    - ${m.symbol_or_range}: ${m.reason}`);
  }
  return out;
}
__name(responseSection, "responseSection");
function validationSection(v) {
  const b = v.budget;
  const out = [
    "Validation:",
    `  budget: ${b.used_estimated_tokens} of ${b.limit_estimated_tokens} estimated tokens, recomputed ${b.recomputed_estimated_tokens}: ${b.within_limit ? "ok" : "MISMATCH"}`
  ];
  if (!v.schema.valid) {
    out.push("  response schema: rejected");
    for (const e of v.schema.errors) out.push(`    - ${e}`);
  }
  const list = /* @__PURE__ */ __name((title, rows) => {
    if (rows.length === 0) return;
    out.push(`  ${title}:`);
    for (const r of rows) out.push(`    ${r.disposition.padEnd(8)} ${r.what}: ${r.reason}`);
  }, "list");
  list("citations", v.citations.map((c) => ({ disposition: c.disposition, what: `${c.file}:${c.start_line}-${c.end_line}`, reason: c.reason })));
  list("claims", v.claims.map((c) => ({ disposition: c.disposition, what: JSON.stringify(c.claim), reason: c.reason })));
  list("proposed edits", v.edits.map((e) => ({ disposition: e.disposition, what: `${e.file}:${e.start_line}-${e.end_line}`, reason: e.reason })));
  list(
    "context requests",
    v.context_requests.map((r) => ({ disposition: r.disposition, what: r.range ? `${r.symbol_or_range} (${r.range})` : r.symbol_or_range, reason: r.reason }))
  );
  return out;
}
__name(validationSection, "validationSection");
function roundSection(title, round) {
  return [...packetSection(title, round.packet), "", ...responseSection(round.response), "", ...validationSection(round.validation)];
}
__name(roundSection, "roundSection");
var VERDICT = {
  answered: "answered; every accepted claim and edit is checked against the packet and the live tree",
  cannot_answer: "the worker cannot answer this from the source",
  needs_context: "the worker still needs context that was not given",
  failed: "failed"
};
function renderAnswer(answer) {
  const out = [`Worker: ${answer.worker}`, ""];
  if (answer.first) out.push(...roundSection("Packet", answer.first), "");
  if (answer.replacement) out.push(...roundSection("Replacement packet", answer.replacement), "");
  if (answer.failure) {
    out.push(`Result: ${answer.failure.kind}: ${answer.failure.message}`, `Recovery: ${recoveryOf(answer.failure)}`);
  } else out.push(`Result: ${VERDICT[answer.outcome]}`);
  return out.join("\n") + "\n";
}
__name(renderAnswer, "renderAnswer");

// src/cli/ask.ts
var ASK_USAGE = `Usage:
  odin-slice ask --root DIR --anchor ANCHOR --task TEXT [--mode MODE] [--depth N] [--peer ANCHOR] [--budget TOKENS]
                 [--provider github-models|openai|anthropic] [--model NAME] [--base-url URL] [--timeout SECONDS] [--json]

Keys come from the environment: ODIN_SLICE_API_KEY, else GITHUB_TOKEN, OPENAI_API_KEY or ANTHROPIC_API_KEY.
ODIN_SLICE_PROVIDER, ODIN_SLICE_MODEL and ODIN_SLICE_BASE_URL stand in for the flags.
Exit: 0 answered, 3 a failure class, 4 the model endpoint failed, 5 no answer (cannot answer / needs context).
`;
var EXIT = { answered: 0, failed: 3, cannot_answer: 5, needs_context: 5 };
var UsageError = class extends Error {
  static {
    __name(this, "UsageError");
  }
};
function integer(name, value) {
  if (value === void 0) return void 0;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} takes an integer, not ${JSON.stringify(value)}`);
  return Number(value);
}
__name(integer, "integer");
async function runAsk(args, io, env) {
  let values;
  let depth;
  let budget;
  let timeout;
  try {
    const parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        ...PACKET_OPTIONS,
        provider: { type: "string" },
        model: { type: "string" },
        "base-url": { type: "string" },
        timeout: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" }
      }
    });
    values = parsed.values;
    if (values.help) {
      io.stdout(ASK_USAGE);
      return 0;
    }
    if (parsed.positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(parsed.positionals[0])}`);
    if (values.anchor === void 0) throw new UsageError("--anchor is required");
    if (values.task === void 0) throw new UsageError("--task is required");
    depth = integer("depth", values.depth);
    budget = integer("budget", values.budget);
    timeout = integer("timeout", values.timeout);
  } catch (error) {
    if (error instanceof UsageError || error.code?.startsWith("ERR_PARSE_ARGS")) {
      io.stderr(`odin-slice: ${error.message}

${ASK_USAGE}`);
      return 2;
    }
    throw error;
  }
  const config = resolveWorkerConfig({ provider: values.provider, model: values.model, baseUrl: values["base-url"], timeoutSeconds: timeout }, env);
  if (!config.ok) {
    io.stderr(`odin-slice: ${config.message}

${ASK_USAGE}`);
    return 2;
  }
  try {
    const answer = await answerSliceRequest(
      {
        root: values.root ?? ".",
        anchor: values.anchor,
        task: values.task,
        mode: values.mode,
        depth,
        peer: values.peer ?? null,
        budget
      },
      createWorker(config.config),
      { cache: cacheFromEnvironment(env) }
    );
    io.stdout(values.json ? JSON.stringify(answerRecord(answer)) + "\n" : renderAnswer(answer));
    return EXIT[answer.outcome];
  } catch (error) {
    if (error instanceof ProviderError) {
      io.stderr(`odin-slice: the model endpoint failed: ${error.message}
`);
      return 4;
    }
    throw error;
  }
}
__name(runAsk, "runAsk");
export {
  ASK_USAGE,
  runAsk
};
