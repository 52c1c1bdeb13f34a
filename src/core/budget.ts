// Seed step 5: add candidates in order under one aggregate limit, then account for what was left out.
import { entryOf } from "./entryOf.js";
import { inLabelOrder } from "./labelOrder.js";
import { EMPTY_LIST, edgeJson, jsonStringBytes, omissionBytes, PacketMeasure, leastHeadBytes, sliceBytes, sliceHeadBytes, withElement, type ListSize, type MeasuredFrame } from "./packetMeasure.js";
import type { HeldLine } from "./shortestLineHolding.js";
import type { SliceSource } from "./sliceSource.js";
import { fixedPointTokens } from "./tokens.js";
import {
  compareOmissions,
  compareStrings,
  compareSlices,
  compareUncertainEdges,
  rangeLabel,
  serializePacket,
  OMISSION_REASONS,
  STEP_RELATIONSHIPS,
  SUMMARY_OMISSION,
  type Omission,
  type OmissionReason,
  type Packet,
  type Slice,
  type StepRelationship,
  type UncertainEdge,
} from "./packet.js";

/** A slice to offer to the budget, with the uncertain edges that come into the packet only with it. */
export interface Candidate {
  /** Read only if the budget could take it. */
  slice: SliceSource;
  uncertainEdges: UncertainEdge[];
  /**
   * Edges found only when the slice alone fits (finding them can mean loading the files of every definition
   * an uncertain call may mean), with the omissions they bring, which the packet lists only with the slice;
   * null while files they need are not indexed.
   */
  deferred?: () => { edges: UncertainEdge[]; omissions: Omission[] } | null;
  /** Omissions listed only when the slice is in the packet, found once it is; null while files are missing. */
  beyond?: () => BeyondRecords | null;
}

/**
 * The omission records past a slice the packet holds (see Candidate.beyond), read file by file in order: those of
 * the `read` files read so far, and the files left, in order. A file's records sort from its prefix (`file:`) on,
 * so those before the least prefix of the files left are all known; the files left are read only while those
 * records still fit (the users of the compiler's `ssa.Func`: a hundred files, five megabytes of generated rewrite
 * rules among them, whose records sort past the few dozen a budget can list).
 */
export interface BeyondRecords {
  omissions: Omission[];
  unread: readonly string[];
  read: number;
}

export type PacketFrame = MeasuredFrame;

/**
 * Upstream at depth 2, the second level's omission records asked of one file at a time, from the file's own uses:
 * once no slice of any file fits, the second level adds records alone, of which the room keeps those whose labels
 * sort first, so only the files at the front of the order need asking (see applyBudget's `secondLevel`).
 */
export interface SecondLevelRecords {
  /**
   * The records of the second level's ranges in `file`, or null while files they need are not indexed (marked as
   * needed: with `ahead`, the files next in the order, where `file` itself is not indexed yet).
   */
  read(file: string, ahead: readonly string[]): Omission[] | null;
  /**
   * How many files it has asked to index over the request: those it walked and those resolving their uses lacked.
   * Files early in the order may hold no second-level range (those of an anchor few call, whose second level lies
   * far down the tree), and a file's uses may lead into many others: past a share of as many files as the first
   * level holds (WALK_SHARE), the first is read whole instead, and the second level found from it.
   */
  readonly asked: number;
}

/**
 * The candidates of a traversal's last level that lie in one file, offered after every other candidate (they
 * are of the last hop) in the order of their files: a level's slices are found file by file, so a request need
 * not index every file that may use the level before (the callers of `defaultWriteObject`: a thousand files).
 * `read` gives them, or null while the file, or what resolving its uses needs, is not indexed yet.
 */
export interface CandidateGroup {
  file: string;
  /** The hop of its slices, for the least a slice of it can take (see leastSliceBytes). */
  hop: number;
  /** `load`: whether a file the cache holds is loaded now; without it, only a file indexed already is read. */
  read(load: boolean): Candidate[] | null;
  /** A line that every slice of the group spans, the least costly, where that is known before reading it. */
  shortestLine?(): HeldLine | null;
}

/**
 * The possible callers found in one file (calls through receivers of unknown type), which the packet lists while
 * the budget allows. Every edge's `from` and every omission's candidate is a range of that file, so each label
 * starts with `prefix` (the file and a colon); groups come in the order of their prefixes, which is the order of
 * their labels. `read` gives them, or null while the file is not indexed yet.
 */
export interface LooseGroup {
  prefix: string;
  read(): { edges: UncertainEdge[]; omissions: Omission[] } | null;
  /**
   * False for a group found to hold no possible caller once reached (its file was listed as one that may): it
   * gives nothing and is not counted among the groups read, as if it were not listed.
   */
  holdsAny?(): boolean;
}

export type BudgetOutcome =
  | { fits: true; packet: Packet; bytes: string }
  | { fits: false; anchorTokens: number }
  /**
   * The packet depends on what is not indexed yet: a deferred candidate's edges (the files they need are marked
   * as needed), or unread loose groups, those from `from` on, of which about `count` are likely needed.
   */
  | { fits: "pending"; ask: GroupRequest | { list: "beyond"; files: readonly string[] } | null };

/**
 * The levels past the one listed last (see applyBudget's `next`): their candidates known whole, then their last
 * level's groups, listed when first asked for.
 */
export interface NextLevels {
  candidates: Candidate[];
  groups: () => readonly CandidateGroup[];
}

/**
 * The groups a pending outcome asks for, of the last level's candidates (`slices`), of the levels past it
 * (`next`) or of the possible callers (`loose`), from the first unread one: `count` groups to parse, and up to
 * `loadable` of them where their files come from the cache without parsing (see READ_AHEAD).
 */
export interface GroupRequest {
  list: "slices" | "next" | "loose";
  from: number;
  count: number;
  loadable: number;
  /** Where given, only the groups it holds for are asked: the others could give records alone, not needed yet. */
  mayFit?: (index: number) => boolean;
}

/** The files past one not indexed yet asked for with it, where the second level's records are read file by file. */
const RECORD_FILES_AHEAD = 8;

/**
 * The share of the first level's files that the second level's walk may ask for (see SecondLevelRecords.asked)
 * before it gives up and the first level is read whole: a walk that gives up costs at most a quarter again as
 * many files as reading the first level (and what one walked file's uses need past that). Where the walk pays, a
 * request parses far fewer (upstream of Go's fmt.Fprintf: 85 files in all, where its first level holds 308);
 * where it does not, a Java anchor whose walked files' uses lead into the classes they import had 537 files
 * parsed where the first level read whole parses 153 (the JDK's Collections.unmodifiableList; 187 now).
 */
const WALK_SHARE = 0.25;

/** Unread groups asked for at once before any has been read: enough for a few edges, few enough to load fast. */
const FIRST_GROUPS = 16;

/**
 * The share of the groups the room left would take, at the rate of the edges read so far, that the budget asks
 * for next (see applyBudget). The first groups' rate is a poor guide (a tree's first folders are often tests).
 * Where files are parsed, another round costs far less than the files parsed past the last edge (the JDK's
 * `ZPageTable` neighborhood parsed 150 files at 1.25 where the budget was full at the 68th, 73 at a half); where
 * they come from the cache, loading a few files too many costs less than a round (upstream of Go's
 * `poset.lookup`: 28 ms in 3 rounds at 1.25, 40 in 5 at a half).
 */
const READ_AHEAD = { parsing: 0.5, loading: 1.25 } as const;

function assemble(frame: PacketFrame, slices: Slice[], edges: UncertainEdge[], omissions: Omission[], used: number): Packet {
  return {
    schema: frame.schema,
    task: frame.task,
    root: frame.root,
    anchor: frame.anchor,
    peer: frame.peer,
    mode: frame.mode,
    depth: frame.depth,
    budget: { limit_estimated_tokens: frame.budget.limit_estimated_tokens, used_estimated_tokens: used },
    slices: [...slices].sort(compareSlices),
    uncertain_edges: dedupeSorted([...edges].sort(compareUncertainEdges), compareUncertainEdges),
    omissions,
  };
}

function dedupeSorted<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  return items.filter((item, i) => i === 0 || compare(items[i - 1] as T, item) !== 0);
}

function measure(frame: PacketFrame, slices: Slice[], edges: UncertainEdge[], omissions: Omission[]) {
  const result = fixedPointTokens((used) => serializePacket(assemble(frame, slices, edges, omissions, used)));
  return { used: result.used, bytes: result.bytes };
}

/**
 * The mandatory anchor candidates come first (hop 0, and the peer in path mode); the rest are kept while the
 * whole packet's fixed-point estimate stays within the limit. Rejected candidates become `budget` omissions;
 * omission records that do not fit are dropped from the end of their order and replaced by one summary record
 * when it fits. Source content is never cut.
 *
 * Possible callers (`loose`) are listed last, into the candidates taken alone (an edge into a range the packet
 * does not hold says nothing about its code), in their order until the first that does not fit: a prefix, so
 * that the packet depends on the files up to that edge alone, and a request need not load every file that
 * calls a common name on an untyped receiver (Go's `Write`: 343 files, of which some 75 fill a default budget).
 * Their omission records follow the same rule as the others; once the records that sort before the first
 * unread group no longer fit, the rest cannot change which are kept. Until then the outcome is "pending", and
 * says how many groups to read next (see GroupRequest).
 *
 * The last level's candidates (`groups`) follow the others, file by file, under the same rule: once no slice of
 * the files left could fit (each takes at least its head, see leastSliceBytes), they add only `budget` omission
 * records, which sort from their file's prefix on; the files left need reading only while the records before
 * that prefix still fit. Upstream at depth 2, once no slice of any file fits, the second level adds records alone:
 * those are asked of each file in the order of their labels (`secondLevel`), as far as the room keeps them,
 * and the first level is read as a last one, where it would otherwise be read whole for them.
 */
export function applyBudget(
  frame: PacketFrame,
  mandatory: Candidate[],
  candidates: Candidate[],
  lastLevel: readonly CandidateGroup[] | (() => readonly CandidateGroup[]),
  loose: readonly LooseGroup[] | ((taken: readonly Candidate[]) => readonly LooseGroup[]),
  otherOmissions: Omission[],
  treeFiles: readonly string[] | null = null,
  next: (() => NextLevels) | null = null,
  secondLevel: SecondLevelRecords | null = null,
): BudgetOutcome {
  const limit = frame.budget.limit_estimated_tokens;
  const size = new PacketMeasure(frame);
  const slices: Slice[] = mandatory.map((c) => c.slice.read());
  // The candidates whose slices are in, for the possible callers into them.
  const taken: Candidate[] = [...mandatory];
  let sliceSize = slices.reduce((list, slice) => withElement(list, sliceBytes(slice)), EMPTY_LIST);
  const edges: UncertainEdge[] = [];
  // The packet lists each edge once: an edge already in adds nothing.
  const edgesIn = new Set<string>();
  let edgeSize = EMPTY_LIST;
  // An edge is offered again with each slice it comes with and each time one is tried: its JSON is made once.
  const jsonOf = new Map<UncertainEdge, string>();
  const withEdges = (list: UncertainEdge[]): { size: ListSize; added: string[] } => {
    let grown = edgeSize;
    const added = new Set<string>();
    for (const edge of list) {
      let json = jsonOf.get(edge);
      if (json === undefined) {
        json = edgeJson(edge);
        jsonOf.set(edge, json);
      }
      if (edgesIn.has(json) || added.has(json)) continue;
      added.add(json);
      grown = withElement(grown, Buffer.byteLength(json, "utf8"));
    }
    return { size: grown, added: [...added] };
  };
  const take = (list: UncertainEdge[], grown: { size: ListSize; added: string[] }) => {
    edges.push(...list);
    edgeSize = grown.size;
    for (const json of grown.added) edgesIn.add(json);
  };
  // Whether a list still to come could add nothing at all: not the least slice (or edge) any file of the tree
  // could give, nor the least record, nor the summary. The room only shrinks from here. The least record is that of
  // the tree's shortest path with the shortest reason, no longer than any record listed already: those cannot fit
  // either, so the records a list would add cannot change which of the others are kept.
  const nothingMoreFits = (files: readonly string[] | null, item: "slice" | "edge"): boolean => {
    const shortest = files === null ? null : shortestPath(files);
    return shortest !== null && leastDoesNotFit(shortest, item) && noRecordFits(shortest);
  };
  // Whether not even the least slice (or edge) a file of this path could give fits.
  const leastDoesNotFit = (shortest: string, item: "slice" | "edge"): boolean => {
    const least = item === "slice" ? size.tokens(withElement(sliceSize, leastSliceBytes({ file: shortest, hop: 1 })), edgeSize, EMPTY_LIST) : size.tokens(sliceSize, withElement(edgeSize, leastEdgeBytes(shortest)), EMPTY_LIST);
    return least > limit;
  };
  const omitted: Omission[] = [];
  // Whether the records still to come could change none of those listed: no record fits, not even the summary; or
  // the summary fits but not beside even the least record, and the records turned down so far do not fit on their
  // own, so that the list is cut to the summary alone whatever else it holds (upstream of the first line of Go's
  // fmt.Fprintf, whose budget leaves room for the summary alone: the next level's files were read for records
  // the summary stood for).
  const noRecordFits = (shortest: string): boolean => {
    const fitsAlone = (...records: number[]) => size.tokens(sliceSize, edgeSize, records.reduce(withElement, EMPTY_LIST)) <= limit;
    const least = omissionBytes({ candidate: `${shortest}:1-1`, reason: SHORTEST_REASON });
    const summary = omissionBytes(SUMMARY_OMISSION);
    if (!fitsAlone(least) && !fitsAlone(summary)) return true;
    return fitsAlone(summary) && !fitsAlone(least, summary) && size.tokens(sliceSize, edgeSize, turnedDownSize) > limit;
  };
  // The records of the candidates turned down so far, each label once: every one of them is in the final list.
  const turnedDown = new Set<string>();
  let turnedDownSize = EMPTY_LIST;
  const turnDown = (candidate: string): void => {
    omitted.push({ candidate, reason: "budget" });
    if (turnedDown.has(candidate)) return;
    turnedDown.add(candidate);
    turnedDownSize = withElement(turnedDownSize, omissionBytes({ candidate, reason: "budget" }));
  };
  // Whether the level past the listed one adds records alone, which `secondLevel` finds file by file in the order
  // of their labels: no slice of any file fits any more.
  // (`firstLevelFiles` is set once the first level is listed; see SecondLevelRecords.asked.)
  const order = next !== null && secondLevel !== null && treeFiles !== null ? labelOrder(treeFiles) : null;
  let firstLevelFiles = 0;
  const walkBound = (): number => Math.ceil(firstLevelFiles * WALK_SHARE);
  const recordsAlonePast = (): boolean => {
    const shortest = order === null ? null : shortestPath(treeFiles as readonly string[]);
    return shortest !== null && (secondLevel as SecondLevelRecords).asked < walkBound() && leastDoesNotFit(shortest, "slice");
  };
  const anchorOnly = size.tokens(sliceSize, EMPTY_LIST, EMPTY_LIST);
  if (anchorOnly > limit) return { fits: false, anchorTokens: anchorOnly };
  const addEdgesThatFit = (list: UncertainEdge[]) => {
    for (const edge of [...list].sort(compareUncertainEdges)) {
      const grown = withEdges([edge]);
      if (size.tokens(sliceSize, grown.size, EMPTY_LIST) <= limit) take([edge], grown);
    }
  };
  // The anchor's own unresolved edges say what its code may reach: they come before any other slice.
  addEdgesThatFit(mandatory.flatMap((c) => c.uncertainEdges));

  const broughtOmissions: Omission[] = [];
  const pastTaken: NonNullable<Candidate["beyond"]>[] = [];
  let waiting = false;
  // A slice too large to fit by a bound on its size is turned down without being read (the edges only add).
  const tooLarge = (c: Candidate): boolean => {
    const head = sliceHeadBytes(c.slice.head);
    for (const least of c.slice.leastContentBytes()) {
      if (size.tokens(withElement(sliceSize, head + least), edgeSize, EMPTY_LIST) > limit) return true;
    }
    return false;
  };
  const label = (c: Candidate) => rangeLabel(c.slice.head.file, c.slice.head.start_line, c.slice.head.end_line);
  // The bytes of the slices taken, for the rate at which the last level's files fill the room.
  let takenBytes = 0;
  const offer = (c: Candidate): void => {
    if (tooLarge(c)) {
      if (!waiting) turnDown(label(c));
      return;
    }
    const slice = c.slice.read();
    const trialSlices = withElement(sliceSize, sliceBytes(slice));
    let edges = c.uncertainEdges;
    let brought: Omission[] = [];
    if (c.deferred) {
      // Edges only add to a slice: one that does not fit alone is left out whatever they are.
      const alone = size.tokens(trialSlices, edgeSize, EMPTY_LIST) <= limit;
      const found = alone ? c.deferred() : { edges: [], omissions: [] };
      // While some are unknown the rest are still asked for (those that fit alone), so that one round of
      // indexing serves them all; nothing is taken meanwhile.
      if (!found || waiting) {
        waiting = true;
        return;
      }
      edges = [...edges, ...found.edges];
      brought = found.omissions;
    } else if (waiting) return;
    const grown = withEdges(edges);
    if (size.tokens(trialSlices, grown.size, EMPTY_LIST) <= limit) {
      slices.push(slice);
      taken.push(c);
      takenBytes += trialSlices.bytes - sliceSize.bytes;
      sliceSize = trialSlices;
      take(edges, grown);
      broughtOmissions.push(...brought);
      if (c.beyond) pastTaken.push(c.beyond);
    } else {
      turnDown(label(c));
    }
  };
  for (const c of [...candidates].sort(bySlice)) offer(c);
  if (waiting) return { fits: "pending", ask: null };

  // The last level, file by file, until a file is not read yet. Past the point where no slice of the files left
  // could fit, a file indexed already is still read (its omission records), but none is asked for here.
  // The last level's files are listed only when the budget gets to them, and not at all when not even the least
  // slice, the least record or the summary any file of the tree could give fits any more: the room only shrinks
  // from here, so the level could add nothing (upstream of a line of the JDK's BufferedWriter, whose first hop
  // fills the budget, followed where a PrintStream can be to list the callers of its methods: 549 files).
  // A level with more past it (`next`) is skipped on the same terms: what comes after it is the slices and records
  // of the levels past, and the possible callers into the slices taken, which need none of it.
  const skipped = typeof lastLevel === "function" && nothingMoreFits(treeFiles, "slice");
  let groups: readonly CandidateGroup[] = typeof lastLevel !== "function" ? lastLevel : skipped ? [] : lastLevel();
  firstLevelFiles = groups.length;
  let list: "slices" | "next" = "slices";
  let leastSlice: number[] = [];
  let leastOwnSlice: number[] = [];
  let groupPrefixes: string[] = [];
  const tooLargeNow = (bytes: number): boolean => size.tokens(withElement(sliceSize, bytes), edgeSize, EMPTY_LIST) > limit;
  // No slice of the groups from `from` on fits; none of group `i`'s does.
  const noSliceFits = (from: number): boolean => tooLargeNow(leastSlice[from] as number);
  // By the head alone first; then, for a file not read yet, by the shortest line its slices must span.
  const spannedLineSlice = new Map<number, number>();
  const noOwnSliceFits = (i: number): boolean => {
    if (tooLargeNow(leastOwnSlice[i] as number)) return true;
    let bytes = spannedLineSlice.get(i);
    if (bytes === undefined) {
      bytes = leastSliceSpanning(groups[i] as CandidateGroup);
      spannedLineSlice.set(i, bytes);
    }
    return tooLargeNow(bytes);
  };
  // The first group not read (its records unknown), and the first not read that could still give a slice.
  let unreadGroup = -1;
  let stopGroup = -1;
  let groupsRead = 0;
  // The omission records the level's groups read so far gave: the rate at which reading on would give more.
  let groupRecords = 0;
  let bytesBefore = takenBytes;
  // The levels past this one are found from all of its slices: while a slice or a record of theirs may still fit,
  // it is read whole, each file loaded from the cache at once. The possible callers listed after them are those
  // into the slices taken, known without it (upstream of the first line of Go's fmt.Sprintf, its first 16 files of
  // callers fill the packet; the other 637 were parsed to find which methods the second level's calls may reach).
  const levelsPastWanted = (): boolean => list === "slices" && next !== null && !nothingMoreFits(treeFiles, "slice");
  // Where the level past it adds records alone and `secondLevel` finds them, it is read as a last level is; once
  // it is read all the same, the levels past are found from it (the files that may use it are known by then).
  const wantedWhole = (): boolean => levelsPastWanted() && !recordsAlonePast();
  const readLevel = (): boolean => {
    leastOwnSlice = groups.map(leastSliceBytes);
    spannedLineSlice.clear();
    leastSlice = suffixMinima(leastOwnSlice);
    groupPrefixes = suffixMinimaOf(groups.map((g) => `${g.file}:`), compareStrings);
    unreadGroup = -1;
    stopGroup = -1;
    groupsRead = 0;
    const omittedBefore = omitted.length;
    bytesBefore = takenBytes;
    for (let i = 0; i < groups.length; i++) {
      // Files are loaded from the cache as the slices go; past them, a file is asked for like one to parse.
      const found = (groups[i] as CandidateGroup).read(!noSliceFits(i) || wantedWhole());
      if (!found) {
        if (unreadGroup < 0) unreadGroup = i;
        // A file none of whose slices could fit any more gives records alone, which sort after those of the files
        // before it: the files past it are read on for their slices, and it is asked for only if its records
        // could still be listed (the neighborhood of Go's errors.New, whose budget fills at the 24th of 365 files
        // of callers: the few files past it with paths short enough for a slice, not all 341).
        if (noOwnSliceFits(i)) continue;
        stopGroup = i;
        break;
      }
      groupsRead++;
      for (const c of [...found].sort(bySlice)) offer(c);
      if (waiting) return false;
    }
    groupRecords = omitted.length - omittedBefore;
    return true;
  };
  if (!readLevel()) return { fits: "pending", ask: null };
  if (unreadGroup < 0 && !skipped && levelsPastWanted()) {
    // The level is read and something may still fit: the levels past it, listed now (upstream of a line of
    // the compiler's ir.Func: its 48 users are parsed only if the packet can take more than the first ones).
    const levels = (next as () => NextLevels)();
    for (const c of [...levels.candidates].sort(bySlice)) offer(c);
    if (waiting) return { fits: "pending", ask: null };
    groups = nothingMoreFits(treeFiles, "slice") ? [] : levels.groups();
    list = "next";
    if (!readLevel()) return { fits: "pending", ask: null };
  }
  // A level the levels past it need whole unless the packet fills first: once none of its files left could give a
  // slice, the rest of it at once. Until then its files are read as a last level's are, those that could still
  // give a slice, as far as the room would go: a packet that fills leaves too little room for anything the levels
  // past could add more often than not (upstream of the first line of Go's fmt.Errorf: the budget fills to one
  // token from the first few dozen of its 362 files of callers, and all 362 were parsed). But where the room
  // would take more than half the files left at the rate so far, those left at once: a round for each few files
  // cost more than the files parsed past the point where it fills (upstream of the class line of the JDK's
  // ObjectOutputStream: 255 files in eight rounds, not one).
  const restAtOnce = (): BudgetOutcome => {
    const left = groups.length - unreadGroup;
    return { fits: "pending", ask: { list, from: unreadGroup, count: left, loadable: left } };
  };
  if (unreadGroup >= 0 && wantedWhole() && stopGroup < 0) return restAtOnce();
  if (stopGroup >= 0) {
    // A share of the files the room left would take at the rate so far, and at least half as many as were read
    // (a level whose slices do not fill the room is read whole in a few rounds). Before any slice of the level
    // is taken, as many files as the room would take slices of the size of those taken already: a room that
    // holds one more slice does not have a large file parsed for nothing (the compiler's 8,000-line ssa.go).
    const groupBytes = takenBytes - bytesBefore;
    const wantedGroups = (share: number): number => {
      const roomBytes = 4 * (limit - size.tokens(sliceSize, edgeSize, EMPTY_LIST));
      // As many files as the room would take slices of the size of those taken already, at most FIRST_GROUPS.
      const bySliceSize = Math.min(FIRST_GROUPS, Math.max(2, Math.ceil((roomBytes * slices.length) / sliceSize.bytes) + 1));
      if (groupsRead === 0) return bySliceSize;
      // Files read that gave nothing say little of those left but cost a round each: as many again as were read.
      if (groupBytes === 0) return Math.max(groupsRead, bySliceSize);
      return Math.max(2, Math.ceil(groupsRead / 2), Math.ceil((share * roomBytes * groupsRead) / groupBytes) + 2);
    };
    if (wantedWhole() && groupBytes > 0 && 2 * wantedGroups(READ_AHEAD.loading) >= groups.length - unreadGroup) return restAtOnce();
    const ask: GroupRequest = { list, from: stopGroup, count: wantedGroups(READ_AHEAD.parsing), loadable: wantedGroups(READ_AHEAD.loading) };
    // Past `from`, the files that could give records alone wait (see readLevel).
    if (leastOwnSlice.some((_, i) => i > stopGroup && noOwnSliceFits(i))) ask.mayFit = (i) => !noOwnSliceFits(i);
    return { fits: "pending", ask };
  }
  // Every one is asked for, so that one round of indexing serves them all. They give records alone: where no
  // record could fit at all, finding them is work for nothing (upstream of zod's joinValues, whose slices fill
  // the packet to its last token: the files that may call the slices taken, 106 of the tree's 239, were parsed).
  let beyondWaiting = false;
  let beyondRest: string | null = null;
  const beyondWanted = new Set<string>();
  const shortest = treeFiles === null ? null : shortestPath(treeFiles);
  const recordsPastWanted = shortest === null || !noRecordFits(shortest);
  for (const beyond of recordsPastWanted ? pastTaken : []) {
    const found = beyond();
    if (!found) {
      beyondWaiting = true;
      continue;
    }
    broughtOmissions.push(...found.omissions);
    if (found.unread.length === 0) continue;
    for (const file of found.unread) if (beyondRest === null || compareStrings(`${file}:`, beyondRest) < 0) beyondRest = `${file}:`;
    for (const file of found.unread.slice(0, Math.max(FIRST_GROUPS / 2, found.read))) beyondWanted.add(file);
  }

  // The possible callers are listed only now, under the same rule: when a full budget could take none of their
  // calls nor records, finding which files may hold some is work for nothing (upstream of a line of the JDK's
  // BufferedWriter, whose first hop fills the budget: 1.4 s of asking which files near each callee write its name).
  const looseList = typeof loose !== "function" ? loose : nothingMoreFits(treeFiles, "edge") ? [] : loose(taken);
  const looseOmissions: Omission[] = [];
  let edgesDone = false;
  let unread = -1;
  let readGroups = 0;
  let readEdgeBytes = 0;
  // No call read from the groups left is smaller than an edge from `1-1` of the shortest prefix among them, its
  // other fields empty: once even that does not fit, no more edges do, and the groups left are read only for
  // their omission records, if at all. (A prefix's UTF-16 length is no more than its bytes. A group listed that
  // turns out to hold none only lowers that bound.)
  const shortestPrefix = suffixMinima(looseList.map((g) => g.prefix.length));
  const emptyEdgeBytes = edgeJson({ from: "1-1", to: "", kind: "", reason: "" }).length;
  const noEdgeFits = (from: number): boolean =>
    size.tokens(sliceSize, withElement(edgeSize, emptyEdgeBytes + (shortestPrefix[from] as number)), EMPTY_LIST) > limit;
  for (let i = 0; i < looseList.length; i++) {
    if (!edgesDone && noEdgeFits(i)) edgesDone = true;
    if ((looseList[i] as LooseGroup).holdsAny?.() === false) continue;
    const group = (looseList[i] as LooseGroup).read();
    if (!group) {
      unread = i;
      break;
    }
    readGroups++;
    looseOmissions.push(...group.omissions);
    if (edgesDone) continue;
    for (const edge of [...group.edges].sort(compareUncertainEdges)) {
      const grown = withEdges([edge]);
      readEdgeBytes += grown.size.bytes - edgeSize.bytes;
      if (grown.added.length === 0) continue;
      if (size.tokens(sliceSize, grown.size, EMPTY_LIST) > limit) {
        edgesDone = true;
        break;
      }
      take([edge], grown);
    }
  }
  // How many more groups to read: a share (READ_AHEAD) of those the room left would take at the edges' rate so far.
  const wanted = (share: number): number => {
    const roomBytes = 4 * (limit - size.tokens(sliceSize, edgeSize, EMPTY_LIST));
    if (readGroups === 0) return FIRST_GROUPS;
    // Groups read that gave no edge (files that write a method's name on receivers of other types) say little
    // of those left but cost a round each: as many again as were read.
    if (readEdgeBytes === 0) return Math.max(FIRST_GROUPS, readGroups);
    return Math.max(FIRST_GROUPS / 2, Math.ceil((share * roomBytes * readGroups) / readEdgeBytes) + 2);
  };
  // Files to parse: no more than were read so far. The rate of the first files is a poor guide to the rest (a
  // tree's first folders are often commands and tests that write the name on other receivers), and the files
  // past the point where the room fills cost the most where they are the package's largest (the neighborhood of
  // net/http's ioFile.Close: 16 files gave 28 calls, so the next round asked for all 46 left, 1.9 MB, where the
  // packet filled 18 files in; at most 16 then, 35 files parsed in all, not 66, the same number of rounds).
  const toParse = (wantedCount: number): number => Math.min(wantedCount, Math.max(FIRST_GROUPS, readGroups));
  if (unread >= 0 && !edgesDone) return { fits: "pending", ask: { list: "loose", from: unread, count: toParse(wanted(READ_AHEAD.parsing)), loadable: wanted(READ_AHEAD.loading) } };
  if (beyondWaiting) return { fits: "pending", ask: null };

  // A range that made it into the packet is not also reported as left out for another reason.
  const inPacket = new Set(slices.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const others = [...otherOmissions, ...broughtOmissions, ...looseOmissions].filter((o) => !inPacket.has(o.candidate));
  let allOmissions = dedupeSorted([...omitted, ...others].sort(compareOmissions), compareOmissions);
  const omissionSize = new Map<Omission, number>();
  const sizeOfOmissions = (list: Omission[]) =>
    list.reduce((total, o) => {
      let bytes = omissionSize.get(o);
      if (bytes === undefined) {
        bytes = omissionBytes(o);
        omissionSize.set(o, bytes);
      }
      return withElement(total, bytes);
    }, EMPTY_LIST);
  const fits = (list: Omission[]) => size.tokens(sliceSize, edgeSize, sizeOfOmissions(list)) <= limit;
  // How many more records the room could take past those of `allOmissions`, each no smaller than the least one.
  const recordsRoom = (shortestFile: string): number => {
    const left = 4 * (limit - size.tokens(sliceSize, edgeSize, sizeOfOmissions(allOmissions)));
    return Math.max(0, Math.floor(left / (omissionBytes({ candidate: `${shortestFile}:1-1`, reason: SHORTEST_REASON }) + 1)));
  };
  // The unread groups' records all sort after their prefix: the records before the least such prefix are the
  // first of the whole list, and when they alone do not fit, the whole list does not, and the records kept are
  // among them. Otherwise the list whose unread records come first is read on.
  const unreadLists: { list: GroupRequest["list"] | "beyond"; from: number; prefix: string; read: number; records: number }[] = [];
  if (unreadGroup >= 0) unreadLists.push({ list, from: unreadGroup, prefix: groupPrefixes[unreadGroup] as string, read: groupsRead, records: groupRecords });
  if (unread >= 0) unreadLists.push({ list: "loose", from: unread, prefix: (looseList[unread] as LooseGroup).prefix, read: readGroups, records: looseOmissions.length });
  if (beyondRest !== null) unreadLists.push({ list: "beyond", from: 0, prefix: beyondRest, read: 0, records: 0 });
  // The list whose unread records come first.
  const first = unreadLists.reduce<(typeof unreadLists)[number] | null>((a, b) => (a === null || compareStrings(b.prefix, a.prefix) < 0 ? b : a), null);
  // Where no record could fit at all, the groups left could change none of them.
  if (list === "slices" && unreadGroup >= 0 && order !== null && recordsAlonePast() && !(shortest !== null && noRecordFits(shortest))) {
    // The second level gives records alone: each file is asked for its own in the order of their labels (a file's
    // sort from its prefix on) until the records before the next file no longer fit, so that none of its or later
    // files' could be kept, or another list's unread records come first (read on then, as that list asks).
    const bound = first?.prefix ?? null;
    // The records before the file at hand, and their size: the list is sorted, and a file's records go after them.
    let before = 0;
    let beforeSize = EMPTY_LIST;
    for (let at = 0; at < order.length; at++) {
      const file = order[at] as string;
      const prefix = `${file}:`;
      if (bound !== null && compareStrings(prefix, bound) >= 0) break;
      while (before < allOmissions.length && compareStrings((allOmissions[before] as Omission).candidate, prefix) < 0) {
        beforeSize = withElement(beforeSize, omissionBytes(allOmissions[before] as Omission));
        before++;
      }
      if (size.tokens(sliceSize, edgeSize, beforeSize) > limit) break;
      // No more files in all than the walk's bound (see SecondLevelRecords.asked).
      const ahead = Math.min(RECORD_FILES_AHEAD, walkBound() - (secondLevel as SecondLevelRecords).asked - 1);
      const records = (secondLevel as SecondLevelRecords).read(file, order.slice(at + 1, at + 1 + Math.max(0, ahead)));
      if (records === null) return { fits: "pending", ask: null };
      const fresh = records.filter((o) => !inPacket.has(o.candidate));
      if (fresh.length > 0) allOmissions = dedupeSorted([...allOmissions, ...fresh].sort(compareOmissions), compareOmissions);
    }
  }
  if (first && !(shortest !== null && noRecordFits(shortest))) {
    allOmissions = allOmissions.filter((o) => compareStrings(o.candidate, first.prefix) < 0);
    if (fits(allOmissions)) {
      if (first.list === "beyond") return { fits: "pending", ask: { list: "beyond", files: [...beyondWanted] } };
      // As many groups again as were read (a list whose groups give few records is read in few rounds), but no
      // more than would give the records the room could still take, at the rate the list gave them so far: the
      // groups read include those indexed already, which cost nothing (upstream of fmt.Fprintf, whose room held
      // one record: 392 files of the next level were parsed because as many had been read for free).
      const more = first.records > 0 && shortest !== null ? Math.ceil((recordsRoom(shortest) * first.read) / first.records) + 2 : first.read;
      const count = Math.max(FIRST_GROUPS / 2, Math.min(first.read, more));
      return { fits: "pending", ask: { list: first.list, from: first.from, count, loadable: count } };
    }
  }
  const omissions = fitOmissions(allOmissions, fits);
  const final = measure(frame, slices, edges, omissions);
  return { fits: true, packet: assemble(frame, slices, edges, omissions, final.used), bytes: final.bytes };
}

/** For each position, the least of the numbers from it to the end. */
function suffixMinima(numbers: readonly number[]): number[] {
  return suffixMinimaOf(numbers, (a, b) => a - b);
}

function suffixMinimaOf<T>(items: readonly T[], compare: (a: T, b: T) => number): T[] {
  const out = [...items];
  for (let i = out.length - 2; i >= 0; i--) if (compare(out[i + 1] as T, out[i] as T) < 0) out[i] = out[i + 1] as T;
  return out;
}

/** The path of fewest bytes as a JSON string among a tree's files (null for none), found once per listing. */
function shortestPath(files: readonly string[]): string | null {
  let shortest = shortestPaths.get(files);
  if (shortest === undefined) {
    shortest = null;
    let least = Infinity;
    for (const f of files) {
      const bytes = jsonStringBytes(f);
      if (bytes < least) [shortest, least] = [f, bytes];
    }
    shortestPaths.set(files, shortest);
  }
  return shortest;
}

const SHORTEST_REASON = [...OMISSION_REASONS].sort((a, b) => a.length - b.length)[0] as OmissionReason;

/** The least bytes a call from a file can add as an uncertain edge: from its first line, its other fields empty. */
function leastEdgeBytes(file: string): number {
  return Buffer.byteLength(edgeJson({ from: `${file}:1-1`, to: "", kind: "", reason: "" }));
}

const shortestPaths = new WeakMap<readonly string[], string | null>();

/** A tree's files in label order (see inLabelOrder), once per listing; null where a path holds a colon. */
function labelOrder(files: readonly string[]): readonly string[] | null {
  return entryOf(labelOrders, files, () => (files.some((f) => f.includes(":")) ? null : inLabelOrder(files)));
}

const labelOrders = new WeakMap<readonly string[], readonly string[] | null>();

function bySlice(a: Candidate, b: Candidate): number {
  return compareSlices(a.slice.head, b.slice.head);
}

/**
 * The least bytes any slice of a group's file can add: its head with the shortest line numbers and symbol, the
 * shortest relationship a step gives, and content of one character (a range starts at a declaration's first
 * token, so its first line is never empty). Once even that does not fit, no slice of the file does: the
 * neighborhood of Go's errors.New, whose first 16 files of callers leave 128 bytes, no longer reads the 349 others
 * in 13 rounds to learn that no slice of `log/log.go` fits.
 */
function leastSliceBytes(group: Pick<CandidateGroup, "file" | "hop">): number {
  return leastHeadBytes(group.file, 1, group.hop, SHORTEST_STEP_RELATIONSHIP) + jsonStringBytes("x");
}

/**
 * The least bytes a slice of a group's file can add, where each spans a line known before the file is read (see
 * CandidateGroup.shortestLine): that line whole, and its number as the slice's last. Where the budget fills with
 * a few dozen tokens left, most files of callers still to read could give a slice of a short head but not one
 * that spans a line naming the callee (the neighborhood of Go's strings.Split: 150 of 175 files parsed for it).
 */
function leastSliceSpanning(group: CandidateGroup): number {
  const held = group.shortestLine?.() ?? null;
  if (held === null) return leastSliceBytes(group);
  // The line's bytes as UTF-8: its JSON string (the content) takes no fewer, and the quotes.
  return leastHeadBytes(group.file, held.line, group.hop, SHORTEST_STEP_RELATIONSHIP) + 2 + held.bytes;
}

const SHORTEST_STEP_RELATIONSHIP: Slice["relationship"] = [...STEP_RELATIONSHIPS].sort((a, b) => a.length - b.length)[0] as StepRelationship;

/** The largest n for which `fits(n)` holds, given that it holds for every smaller n; -1 when it never does. */
function largestFitting(max: number, fits: (n: number) => boolean): number {
  if (!fits(0)) return -1;
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Omission records in their order, as many as fit. When some must go, they go from the end, and room is kept for
 * the one summary record that says the list was cut; without that record a reader could not tell a short list
 * from a trimmed one. Only when the summary itself cannot fit is the list cut without it. More records never
 * make the packet smaller, so bisection finds the same prefix as removing records one at a time.
 */
function fitOmissions(all: Omission[], fits: (list: Omission[]) => boolean): Omission[] {
  if (fits(all)) return all;
  const withSummary = largestFitting(all.length - 1, (n) => fits([...all.slice(0, n), SUMMARY_OMISSION]));
  if (withSummary >= 0) return [...all.slice(0, withSummary), SUMMARY_OMISSION];
  return all.slice(0, Math.max(0, largestFitting(all.length - 1, (n) => fits(all.slice(0, n)))));
}
