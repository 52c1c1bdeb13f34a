// Seed steps 1-6 as one function: request in, verified packet bytes (or a failure value) out.
import { packetAnchor, parseAnchor, segmentsName, type AnchorSpec } from "./anchor.js";
import { applyBudget, type BudgetOutcome, type Candidate, type CandidateGroup, type NextLevels, type PacketFrame, type SecondLevelRecords } from "./budget.js";
import { acceptRequest, rejectRequest, type ContextRequest, type ContextRequestOutcome } from "./contextRequest.js";
import { fail, ok, type Result } from "./failure.js";
import type { IndexCache } from "./indexCache.js";
import type { CodeGraph, DefRef, Unit } from "./graph.js";
import { languageForPath } from "./languages.js";
import { DEFAULT_OUTLINE_CAP, outlineFile } from "./outline/outlineFile.js";
import { parseTerms } from "./outline/relevance.js";
import { PACKET_SCHEMA, rangeLabel, type Omission, type Packet, type PacketAnchor, type Slice } from "./packet.js";
import { Repository, type RepositoryLimits } from "./repository.js";
import { validateRequest, type SliceRequest, type ValidRequest } from "./request.js";
import { SearchProgress } from "./searchProgress.js";
import { fileSlice, type SliceHead, type SliceSource } from "./sliceSource.js";
import { Navigator, traverse, type FileGroup, type GraphNode, type SliceGroup, type TraversedSlice } from "./traverse.js";
import { verifyPacket } from "./verify.js";
import { Workspace } from "./workspace.js";

export interface PacketResult {
  packet: Packet;
  /** The packet exactly as serialized: what a worker receives. */
  bytes: string;
  /** For a replacement packet: how each requested range was judged, in the order asked. */
  requests?: ContextRequestOutcome[];
}

export interface BuildOptions {
  limits?: RepositoryLimits;
  /**
   * Seed step 9: build a replacement packet instead, from the original anchors plus these requested ranges
   * only (no graph context), under the same budget and with the same algorithm and verifier.
   */
  requested?: readonly ContextRequest[];
  /**
   * "on-demand" (the default) parses the files the request reaches; "whole-tree" parses every file first and
   * rules none out by its text. Both give the same bytes: the second is the reference the first is tested against.
   */
  index?: "on-demand" | "whole-tree";
  /** FileFacts kept by file content between requests (see indexCache.ts); none by default. */
  cache?: IndexCache | null;
  /** What the tree's names are kept under in the cache: the same for every version of one repository (see Workspace). */
  lineage?: string;
}

export interface CandidateSymbol {
  file: string;
  start_line: number;
  end_line: number;
  symbol: string;
  anchor: string;
}

type Resolved = { anchor: AnchorSpec; packetAnchor: PacketAnchor; node: GraphNode | null; indexed: boolean };

/** What the graph part of a request decides: the packet's frame and candidates, before the budget. */
interface Plan {
  a: Resolved;
  frame: PacketFrame;
  mandatory: Candidate[];
  candidates: Candidate[];
  /** The last level's groups, listed when the budget first asks for them. */
  groups: () => CandidateGroup[];
  /** The levels past those, where the last listed is the first of more (see Traversal.next). */
  next: (() => NextLevels) | null;
  /** The possible callers' groups into the candidates taken, listed when the budget first asks for them. */
  loose: (taken: readonly Candidate[]) => FileGroup[];
  /** The groups `loose` listed last: those the budget's request names. */
  looseListed: () => FileGroup[];
  /** Upstream at depth 2: the second level's records file by file (see Traversal.secondLevel). */
  secondLevel: SecondLevelRecords | null;
  omissions: Omission[];
  requests: ContextRequestOutcome[] | undefined;
}

export async function buildPacket(request: SliceRequest, options: BuildOptions = {}): Promise<Result<PacketResult>> {
  const valid = validateRequest(request);
  if (!valid.ok) return valid;
  const req = valid.value;
  // A checkout whose files git listed (the App, the Action) is not walked again.
  const repo = Repository.open(req.root, options.limits, options.cache?.givenFiles(req.root) ?? null);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(req.root)} is not a directory`);
  const ws = new Workspace(repo, { wholeTree: options.index === "whole-tree", cache: options.cache ?? null, ...(options.lineage ? { lineage: options.lineage } : {}) });
  // What the tree's root files make public is found before the question (each file's own part when asked).
  const isEntry = (text: string | null) => text !== null && text.trim().startsWith("entry:");
  if (req.mode === "entrypoint" || isEntry(req.anchor) || isEntry(req.peer)) await ws.prepareEntrypoints();
  const beyond = repo.filesBeyondLimit();
  // A tree past the file limit was indexed in part: the packet says so rather than pretend the graph is whole.
  const partial: Omission[] = beyond > 0 ? [{ candidate: `${beyond} files past the first ${repo.limits.maxFiles} (the index's file limit)`, reason: "unavailable" }] : [];
  // A slice is made once for all the rounds that offer it (its lines cut when the budget could take it, its size
  // measured once).
  const made = new Map<string, SliceSource>();
  // What the graph searches settled in a round is taken up by the next (see SearchProgress).
  const progress = new SearchProgress();
  // The budget is applied within the rounds: the possible callers it lists are loaded only as far as it gets.
  const planned = await ws.settle((graph): Result<{ plan: Plan; outcome: Exclude<BudgetOutcome, { fits: "pending" }> }> => {
    const p = plan(ws, graph, req, options, made, progress);
    if (!p.ok) return p;
    const { frame, mandatory, candidates, groups, next, loose, looseListed, secondLevel, omissions } = p.value;
    // A plan that lacked files is made again once they are indexed: no budget is worth applying to it.
    graph.checkpoint();
    const outcome = applyBudget(frame, mandatory, candidates, groups, loose, [...omissions, ...partial], repo.files(), next, secondLevel);
    if (outcome.fits !== "pending") return ok({ plan: p.value, outcome });
    if (outcome.ask?.list === "beyond") graph.request(outcome.ask.files);
    else if (outcome.ask) {
      const { list, from, count, loadable, mayFit } = outcome.ask;
      const asking = list === "loose" ? looseListed() : (list === "next" ? (next as () => NextLevels)().groups() : groups()).map((g) => ({ files: [g.file] }));
      // Only as many as the request takes are looked for: asking whether a group may fit can read its file.
      const unread: (typeof asking)[number][] = [];
      for (let i = from; i < asking.length && unread.length < Math.max(count, loadable); i++) {
        const g = asking[i] as (typeof asking)[number];
        if ((!mayFit || mayFit(i)) && !g.files.every((f) => graph.holds(f))) unread.push(g);
      }
      // Past the groups to parse, those the cache holds whole, as far as loading would go: a round costs more.
      const asked = [...unread.slice(0, count), ...unread.slice(count, loadable).filter((g) => g.files.every((f) => ws.loadsWithoutParsing(f)))];
      graph.request(asked.flatMap((g) => g.files));
    }
    // Asked again once they are indexed: a pending outcome never ends the rounds.
    graph.checkpoint();
    throw new Error("the budget waits for files that are all indexed");
  });
  ws.finish();
  if (!planned.ok) return planned;
  const { plan: chosen, outcome } = planned.value;
  const { a, requests } = chosen;
  if (!outcome.fits) {
    const what = a.anchor.kind === "path" ? `the whole of ${a.packetAnchor.value}` : `the anchor ${a.packetAnchor.value}`;
    // The anchor's file in outline, so the reviewer can pick a symbol or a narrower range that fits.
    const outline = await outlineFile(repo.root, (a.node as GraphNode).unit.file, {
      cap: Math.min(req.budget, DEFAULT_OUTLINE_CAP),
      terms: parseTerms(req.task.replace(/[^\p{L}\p{N}_$]+/gu, " ")).filter((t) => t.length >= 3),
      limits: options.limits,
    });
    return fail("anchor_exceeds_budget", `${what} needs ${outcome.anchorTokens} estimated tokens; the budget is ${req.budget}`, {
      anchor: a.packetAnchor.value,
      needed_estimated_tokens: outcome.anchorTokens,
      limit_estimated_tokens: req.budget,
      ...(outline.ok ? { outline: outline.value } : {}),
    });
  }
  const verified = verifyPacket(outcome.bytes, repo, {
    anchor: a.anchor,
    mode: req.mode,
    depth: req.depth,
    limit: req.budget,
    replacement: requests !== undefined,
  });
  if (!verified.ok) return verified;
  if (!requests) return ok({ packet: verified.value, bytes: outcome.bytes });
  const inPacket = new Set(verified.value.slices.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const judged = requests.map((r) =>
    r.disposition === "accepted" && r.reason === ADDED && !inPacket.has(r.range as string)
      ? { ...r, reason: "valid, but left out: the budget was spent (see omissions)" }
      : r,
  );
  return ok({ packet: verified.value, bytes: outcome.bytes, requests: judged });
}

function plan(ws: Workspace, graph: CodeGraph, req: ValidRequest, options: BuildOptions, made: Map<string, SliceSource>, progress: SearchProgress): Result<Plan> {
  const repo = ws.repo;
  const graphMode = req.mode !== "neighborhood";
  const anchor = resolveAnchor(ws, graph, req.anchor);
  if (!anchor.ok) return anchor;
  let peer: Resolved | null = null;
  if (req.peer !== null) {
    const resolvedPeer = resolveAnchor(ws, graph, req.peer);
    if (!resolvedPeer.ok) return resolvedPeer;
    peer = resolvedPeer.value;
  }
  for (const end of [anchor.value, peer]) {
    if (!end) continue;
    if (graphMode && !end.indexed) {
      const file = end.anchor.kind === "line_range" || end.anchor.kind === "path" ? end.anchor.file : "";
      const reason = ws.unavailableReason(file);
      return fail("analysis_unavailable", `${req.mode} mode needs a parsed file: ${file} (${reason})`, { file, reason });
    }
  }

  const a = anchor.value;
  const frame: PacketFrame = {
    schema: PACKET_SCHEMA,
    task: req.task,
    root: repo.root,
    anchor: a.packetAnchor,
    peer: peer ? peer.packetAnchor : null,
    mode: req.mode,
    depth: req.depth,
    budget: { limit_estimated_tokens: req.budget },
  };

  const toSlice = (unit: Unit, hop: number, relationship: Slice["relationship"]): SliceSource => {
    const key = `${rangeLabel(unit.file, unit.start, unit.end)}\0${hop}\0${relationship}\0${JSON.stringify(unit.symbol)}`;
    let slice = made.get(key);
    if (!slice) {
      const head: SliceHead = { file: unit.file, start_line: unit.start, end_line: unit.end, symbol: unit.symbol, hop, relationship, certainty: "certain" };
      // The line count bounds the slice only where the file is indexed: asking for it would index it.
      slice = fileSlice(head, graph.indexedFacts(unit.file)?.lineCount ?? null, () => repo.read(unit.file));
      made.set(key, slice);
    }
    return slice;
  };

  const mandatory: Candidate[] = [];
  const candidates: Candidate[] = [];
  let groups: () => CandidateGroup[] = () => [];
  let next: (() => NextLevels) | null = null;
  let loose: Plan["loose"] = () => [];
  let looseListed: Plan["looseListed"] = () => [];
  let secondLevel: SecondLevelRecords | null = null;
  let omissions: Omission[] = [];
  if (a.node && a.indexed) {
    const nav = new Navigator(graph, (f) => ws.lineCount(f), progress);
    // Entrypoints are only computed for the modes that need them.
    const entry = req.mode === "entrypoint" ? ws.entrypoints() : null;
    const result = traverse(nav, a.node, req.mode, req.depth, peer?.node ?? null, entry, progress);
    if (!result.ok) return fail(result.kind, result.message, undefined, result.recovery);
    // The node whose possible callers are listed if the budget takes the candidate (see TraversedSlice.callersOf).
    const callersOf = new WeakMap<Candidate, GraphNode>();
    const candidateOf = (s: TraversedSlice): Candidate => {
      const c: Candidate = { slice: toSlice(s.unit, s.hop, s.relationship), uncertainEdges: s.edges };
      if (s.callersOf) callersOf.set(c, s.callersOf);
      const outgoing = s.outgoing;
      if (outgoing) {
        c.deferred = () =>
          graph.unlessLacking(() => {
            const out = nav.outgoing(outgoing.node);
            return { edges: out.uncertain, omissions: outgoing.omissions ? out.omissions : [] };
          });
      }
      const beyond = s.beyond;
      if (beyond) c.beyond = () => graph.unlessLacking(beyond);
      return c;
    };
    for (const s of result.traversal.slices) (s.mandatory ? mandatory : candidates).push(candidateOf(s));
    const lastLevel = result.traversal.lastLevel;
    const groupsOf = (level: () => SliceGroup[]) => {
      let listed: CandidateGroup[] | null = null;
      return () => (listed ??= level().map((g) => ({ file: g.file, hop: g.hop, read: (load: boolean) => g.read(load)?.map(candidateOf) ?? null, shortestLine: () => g.shortestLine() })));
    };
    groups = groupsOf(lastLevel);
    const later = result.traversal.next;
    if (later) {
      let levels: NextLevels | null = null;
      next = () => {
        if (!levels) {
          const found = later();
          levels = { candidates: found.slices.map(candidateOf), groups: groupsOf(found.lastLevel) };
        }
        return levels;
      };
    }
    // Listed once per plan, when the budget has taken its slices; a pending outcome's request names these groups.
    let listed: FileGroup[] = [];
    loose = (taken) => (listed = nav.looseGroups(taken.flatMap((c) => callersOf.get(c) ?? [])));
    looseListed = () => listed;
    secondLevel = result.traversal.secondLevel ?? null;
    omissions = result.traversal.omissions;
  } else {
    const unit = (a.node as GraphNode).unit;
    mandatory.push({ slice: toSlice(unit, 0, "anchor"), uncertainEdges: [] });
  }

  let requests: ContextRequestOutcome[] | undefined;
  if (options.requested) {
    const resolved = resolveRequests(ws, graph, options.requested, mandatory.map((c) => c.slice.head));
    requests = resolved.outcomes;
    candidates.length = 0;
    groups = () => [];
    next = null;
    loose = () => [];
    looseListed = () => [];
    secondLevel = null;
    omissions = [];
    for (const unit of resolved.units) {
      candidates.push({ slice: toSlice(unit, 1, "requested"), uncertainEdges: uncertainEdgesOf(ws, graph, unit) });
    }
  }
  return ok({ a, frame, mandatory, candidates, groups, next, loose, looseListed, secondLevel, omissions, requests });
}

const ADDED = "added to the replacement packet";

/** Each request must name an exact symbol or FILE:START-END inside the root, and say why it is needed. */
function resolveRequests(
  ws: Workspace,
  graph: CodeGraph,
  requested: readonly ContextRequest[],
  anchors: readonly SliceHead[],
): { outcomes: ContextRequestOutcome[]; units: Unit[] } {
  const taken = new Set(anchors.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const outcomes: ContextRequestOutcome[] = [];
  const units: Unit[] = [];
  for (const request of requested) {
    const text = request.symbol_or_range.trim();
    if (request.reason.trim() === "") {
      outcomes.push(rejectRequest(request, "no reason given for needing it"));
      continue;
    }
    const parsed = parseAnchor(text, (p) => ws.repo.checkPath(p).ok);
    if (!parsed.ok || (parsed.anchor.kind !== "line_range" && parsed.anchor.kind !== "symbol")) {
      outcomes.push(rejectRequest(request, "not an exact symbol or FILE:START-END range"));
      continue;
    }
    const resolved = resolveAnchor(ws, graph, text);
    if (!resolved.ok) {
      const candidates = resolved.failure.details?.candidates as CandidateSymbol[] | undefined;
      const listed = candidates ? `: ${candidates.map((c) => c.anchor).join(", ")}` : "";
      outcomes.push(rejectRequest(request, `${resolved.failure.kind}: ${resolved.failure.message}${listed}`));
      continue;
    }
    const unit = (resolved.value.node as GraphNode).unit;
    const range = rangeLabel(unit.file, unit.start, unit.end);
    if (taken.has(range)) {
      outcomes.push(acceptRequest(request, range, "already in the packet"));
      continue;
    }
    taken.add(range);
    units.push(unit);
    outcomes.push(acceptRequest(request, range, ADDED));
  }
  return { outcomes, units };
}

/** The unresolved calls and references out of a requested range, so claims about them stay hypotheses. */
function uncertainEdgesOf(ws: Workspace, graph: CodeGraph, unit: Unit): Packet["uncertain_edges"] {
  if (languageForPath(unit.file) === null) return [];
  if (!graph.facts(unit.file)) return [];
  return new Navigator(graph, (f) => ws.lineCount(f)).outgoing({ unit, targets: [] }).uncertain;
}

function resolveAnchor(ws: Workspace, graph: CodeGraph, text: string): Result<Resolved> {
  const repo = ws.repo;
  const parsed = parseAnchor(text, (p) => repo.exists(p));
  if (!parsed.ok) return fail("invalid_anchor", parsed.message, { anchor: text });
  const spec = parsed.anchor;

  if (spec.kind === "line_range" || spec.kind === "path") {
    const checked = repo.checkPath(spec.file);
    if (!checked.ok) return fail(checked.kind, checked.message, { anchor: text });
    const file = repo.read(checked.path);
    if (!file) return fail("invalid_anchor", `${checked.path} cannot be read`, { anchor: text });
    if (file.binary) return fail("invalid_anchor", `${checked.path} is a binary file`, { anchor: text });
    const lineCount = file.lineCount;
    if (lineCount === 0) return fail("invalid_anchor", `${checked.path} is empty`, { anchor: text });
    const canonical: AnchorSpec =
      spec.kind === "line_range" ? { ...spec, file: checked.path } : { kind: "path", file: checked.path };
    if (canonical.kind === "line_range" && canonical.end > lineCount) {
      return fail("invalid_anchor", `${checked.path} has ${lineCount} lines; ${canonical.start}-${canonical.end} is past its end`, {
        anchor: text,
        line_count: lineCount,
      });
    }
    const start = canonical.kind === "line_range" ? canonical.start : 1;
    const end = canonical.kind === "line_range" ? canonical.end : lineCount;
    const unit: Unit = { file: checked.path, start, end, symbol: null, def: null };
    const supported = languageForPath(checked.path) !== null && !ws.repo.isInSkippedFolder(checked.path);
    let indexed = false;
    let targets: DefRef[] = [];
    if (supported) {
      if (graph.facts(checked.path)) {
        indexed = true;
        targets = new Navigator(graph, () => null).targetsOf(checked.path, start, end);
      }
    }
    return ok({ anchor: canonical, packetAnchor: packetAnchor(canonical, checked.path), node: { unit, targets }, indexed });
  }

  // Symbols and entrypoints: every definition whose qualified name ends with the given segments.
  let fileFilter: string | null = null;
  if (spec.file !== null) {
    const checked = repo.checkPath(spec.file);
    if (!checked.ok) return fail(checked.kind, checked.message, { anchor: text });
    fileFilter = checked.path;
  }
  const last = spec.segments[spec.segments.length - 1] as string;
  // An anchor that names its file is looked up in that file alone: the other files that define the name (Go's
  // sixty-five `New`s beside errors.New) need no parse.
  const named = fileFilter !== null ? graph.definitionsNamedIn(fileFilter, last) : graph.definitionsNamed(last);
  graph.checkpoint();
  let matches = named.filter((ref) => {
    if (fileFilter !== null && ref.file !== fileFilter) return false;
    const rootAliases = languageForPath(ref.file)?.rootAliases ?? [];
    return segmentsName(graph.modulePath(ref.file), graph.definition(ref).chain, spec.segments, rootAliases);
  });
  graph.checkpoint();
  const name = spec.segments.join(".");
  if (spec.kind === "entrypoint") {
    const entry = ws.entrypoints();
    const defined = matches;
    matches = matches.filter((ref) => entry.has(graph.unitOfDef(ref)));
    if (matches.length === 0 && defined.length > 0) {
      // The name exists: what the user wants is likely the entrypoints that reach it, which entrypoint mode finds.
      const sites = defined.map((ref) => `${ref.file}:${graph.definition(ref).start}-${graph.definition(ref).end}`).sort();
      const plain = text.trim().slice("entry:".length);
      return fail(
        "symbol_not_found",
        `${name} is defined at ${sites.join(", ")} but is not a public entrypoint`,
        { anchor: text, defined_at: sites },
        `Give ${plain} as a plain symbol anchor with --mode entrypoint to find the public entrypoints that reach it.`,
      );
    }
  }
  if (matches.length === 0) return fail("symbol_not_found", `no definition named ${name}${fileFilter ? ` in ${fileFilter}` : ""}`, { anchor: text });
  const candidates: CandidateSymbol[] = matches
    .map((ref) => {
      const def = graph.definition(ref);
      const symbol = graph.symbolOf(ref);
      return { file: ref.file, start_line: def.start, end_line: def.end, symbol, anchor: `${ref.file}#${symbol}` };
    })
    .sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0) || x.start_line - y.start_line || x.end_line - y.end_line || (x.symbol < y.symbol ? -1 : x.symbol > y.symbol ? 1 : 0));
  // Definitions that share a file and a qualified name (Java overloads, conditional definitions) can only be told
  // apart by their lines: each such candidate's anchor is its line range, which names it alone.
  const perAnchor = new Map<string, number>();
  for (const c of candidates) perAnchor.set(c.anchor, (perAnchor.get(c.anchor) ?? 0) + 1);
  for (const c of candidates) if ((perAnchor.get(c.anchor) ?? 0) > 1) c.anchor = `${c.file}:${c.start_line}-${c.end_line}`;
  if (candidates.length > 1) {
    return fail("ambiguous_symbol", `${name} names ${candidates.length} definitions`, { anchor: text, candidates });
  }
  const ref = matches[0] as DefRef;
  const unit = graph.unitOfDef(ref);
  const canonical: AnchorSpec = { kind: spec.kind, file: fileFilter, segments: spec.segments };
  const nav = new Navigator(graph, () => null);
  return ok({ anchor: canonical, packetAnchor: packetAnchor(canonical, fileFilter), node: { unit, targets: nav.targetsOf(unit.file, unit.start, unit.end) }, indexed: true });
}
