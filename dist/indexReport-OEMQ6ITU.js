import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  Workspace,
  isDeadlineReason
} from "./chunk-VS53XYIZ.js";
import "./chunk-UQKUPWTJ.js";
import {
  qualifiedName
} from "./chunk-TCYNHTT5.js";
import {
  Repository
} from "./chunk-FTX7Z7FU.js";
import {
  fail,
  ok
} from "./chunk-X6EQBXGC.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/core/indexReport.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
async function indexReport(root, options = {}) {
  const repo = Repository.open(root);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(root)} is not a directory`);
  return ok(await buildReport(repo, options.cache ?? null));
}
__name(indexReport, "indexReport");
async function reportTextOf(repo, cache, key) {
  const { root: _root, ...report } = await buildReport(repo, cache);
  const text = JSON.stringify(report);
  if (key && !report.unavailable.some((u) => isDeadlineReason(u.reason))) cache.putReport(key, text);
  cache?.evict();
  return text;
}
__name(reportTextOf, "reportTextOf");
async function buildReport(repo, cache) {
  const ws = new Workspace(repo, { cache });
  const graph = await ws.graph();
  if (cache) await ws.prepareEntrypoints();
  ws.finish();
  const report = { root: repo.root, files: 0, unavailable: [], definitions: [], edges: [] };
  for (const [file, reason] of [...graph.index.unavailable].sort()) report.unavailable.push({ file, reason });
  const files = [...graph.index.facts.keys()].sort();
  report.files = files.length;
  for (const file of files) {
    const facts = graph.facts(file);
    if (!facts) continue;
    for (const def of facts.definitions) {
      report.definitions.push({ file, start_line: def.start, end_line: def.end, kind: def.kind, symbol: qualifiedName(def) });
    }
    for (const use of graph.usesWithin(file, 1, facts.lineCount)) {
      if (!use.certain && !use.uncertain) continue;
      const from = `${use.unit.file}:${use.unit.start}-${use.unit.end}`;
      const to = use.certain ? graph.unitOfDef(use.certain) : null;
      report.edges.push({
        file,
        line: use.line,
        kind: use.kind,
        name: use.name,
        from,
        certainty: use.certain ? "certain" : "uncertain",
        to: to ? { file: to.file, start_line: to.start, end_line: to.end, symbol: to.symbol ?? "" } : null,
        reason: use.uncertain ? use.uncertain.reason : null
      });
    }
  }
  return report;
}
__name(buildReport, "buildReport");
export {
  indexReport,
  reportTextOf
};
