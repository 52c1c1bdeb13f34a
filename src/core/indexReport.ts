// A dump of what the index knows about a tree: its definitions and every resolved use. For people checking why
// a packet holds what it holds, and for measuring the index against a compiler's own answers.
import { qualifiedName } from "./facts.js";
import { fail, ok, type Result } from "./failure.js";
import type { IndexCache } from "./indexCache.js";
import { isDeadlineReason } from "./indexer.js";
import { Repository } from "./repository.js";
import { Workspace } from "./workspace.js";

export interface IndexReport {
  root: string;
  files: number;
  unavailable: { file: string; reason: string }[];
  definitions: { file: string; start_line: number; end_line: number; kind: string; symbol: string }[];
  edges: {
    file: string;
    line: number;
    kind: string;
    name: string;
    from: string;
    certainty: "certain" | "uncertain";
    to: { file: string; start_line: number; end_line: number; symbol: string } | null;
    reason: string | null;
  }[];
}

export async function indexReport(root: string, options: { cache?: IndexCache | null } = {}): Promise<Result<IndexReport>> {
  const repo = Repository.open(root);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(root)} is not a directory`);
  return ok(await buildReport(repo, options.cache ?? null));
}

/**
 * The report of a tree not kept in the cache, as JSON text without its root (see indexReportText), kept under
 * `key` for the next run on the same tree.
 */
export async function reportTextOf(repo: Repository, cache: IndexCache | null, key: string | null): Promise<string> {
  const { root: _root, ...report } = await buildReport(repo, cache);
  const text = JSON.stringify(report);
  // A file given up on a deadline may be indexed on another run: such a report is not the tree's to keep.
  if (key && !report.unavailable.some((u) => isDeadlineReason(u.reason))) (cache as IndexCache).putReport(key, text);
  cache?.evict();
  return text;
}

async function buildReport(repo: Repository, cache: IndexCache | null): Promise<IndexReport> {
  const ws = new Workspace(repo, { cache });
  const graph = await ws.graph();
  // With a cache, the tree's entrypoints are found and kept too, for later entrypoint requests on it.
  if (cache) await ws.prepareEntrypoints();
  ws.finish();
  const report: IndexReport = { root: repo.root, files: 0, unavailable: [], definitions: [], edges: [] };
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
        reason: use.uncertain ? use.uncertain.reason : null,
      });
    }
  }
  return report;
}
