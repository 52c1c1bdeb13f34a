import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fixedPointTokens,
  outlineFile,
  parseTerms
} from "./chunk-LXY32WRB.js";
import {
  DEFAULT_OUTLINE_CAP
} from "./chunk-VEHLSGZ5.js";
import {
  Entrypoints,
  MAX_LISTED_CANDIDATES,
  Workspace,
  defKey,
  setOfList
} from "./chunk-VS53XYIZ.js";
import {
  useCount
} from "./chunk-TCYNHTT5.js";
import {
  Repository,
  entryOf,
  languageForPath
} from "./chunk-FTX7Z7FU.js";
import {
  fail,
  ok
} from "./chunk-X6EQBXGC.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/core/buildPacket.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/anchor.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var LINE_RANGE = /^(.+?):(\d+)(?:-(\d+))?$/;
var SEGMENT = /^[^\s.:#/\\]+$/;
function symbolSegments(text) {
  const segments = text.split(/::|\./);
  return segments.length > 0 && segments.every((s) => SEGMENT.test(s)) ? segments : null;
}
__name(symbolSegments, "symbolSegments");
function segmentsName(modulePath, chain, segments, rootAliases) {
  const full = [...modulePath, ...chain];
  const first = segments[0];
  if (segments.length > 1 && first !== void 0 && rootAliases.includes(first)) {
    const rooted = [...modulePath.slice(0, 1), ...segments.slice(1)];
    return rooted.length === full.length && rooted.every((s, i) => s === full[i]);
  }
  if (full.length < segments.length) return false;
  const tail = full.slice(full.length - segments.length);
  return tail.every((s, i) => s === segments[i]);
}
__name(segmentsName, "segmentsName");
function parseAnchor(text, isFile) {
  const raw = text.trim();
  if (raw.length === 0) return { ok: false, message: "the anchor is empty" };
  if (raw.includes("\0")) return { ok: false, message: "the anchor contains a NUL byte" };
  if (raw.startsWith("entry:")) {
    const parsed2 = parseSymbol(raw.slice("entry:".length), "entrypoint");
    return parsed2 ?? { ok: false, message: `${JSON.stringify(raw)} is not an entry:SYMBOL anchor` };
  }
  if (raw.includes("#")) {
    const parsed2 = parseSymbol(raw, "symbol");
    return parsed2 ?? { ok: false, message: `${JSON.stringify(raw)} is not a FILE#Qualified.Name anchor` };
  }
  const range = LINE_RANGE.exec(raw);
  if (range) {
    const file = range[1];
    const start = Number(range[2]);
    const end = range[3] === void 0 ? start : Number(range[3]);
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 1) {
      return { ok: false, message: `line numbers start at 1 (got ${raw})` };
    }
    if (end < start) return { ok: false, message: `the range ${start}-${end} is reversed` };
    return { ok: true, anchor: { kind: "line_range", file, start, end } };
  }
  if (raw.includes("/") || raw.includes("\\") || isFile(raw)) return { ok: true, anchor: { kind: "path", file: raw } };
  const parsed = parseSymbol(raw, "symbol");
  return parsed ?? { ok: false, message: `${JSON.stringify(raw)} is neither a file of the tree nor a symbol` };
}
__name(parseAnchor, "parseAnchor");
function parseSymbol(text, kind) {
  const hash = text.indexOf("#");
  const file = hash >= 0 ? text.slice(0, hash) : null;
  const segments = symbolSegments(hash >= 0 ? text.slice(hash + 1) : text);
  if (!segments || file === "") return null;
  return { ok: true, anchor: { kind, file, segments } };
}
__name(parseSymbol, "parseSymbol");
function packetAnchor(anchor, canonicalFile) {
  const kind = anchor.kind;
  switch (anchor.kind) {
    case "line_range":
      return { kind, value: `${canonicalFile ?? anchor.file}:${anchor.start}-${anchor.end}` };
    case "path":
      return { kind, value: canonicalFile ?? anchor.file };
    default: {
      const name = anchor.segments.join(".");
      return { kind, value: anchor.file === null ? name : `${canonicalFile ?? anchor.file}#${name}` };
    }
  }
}
__name(packetAnchor, "packetAnchor");

// src/core/budget.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/labelOrder.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function inLabelOrder(files) {
  return [...files].map((f) => `${f}:`).sort().map((label) => label.slice(0, -1));
}
__name(inLabelOrder, "inLabelOrder");

// src/core/packetMeasure.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/packet.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var PACKET_SCHEMA = "odin-slice-packet-v1";
var MODES = ["neighborhood", "upstream", "downstream", "path", "entrypoint"];
var RELATIONSHIPS = [
  "anchor",
  "enclosing",
  "caller",
  "callee",
  "reference",
  "import",
  "path",
  "peer",
  "entrypoint",
  "requested"
];
var STEP_RELATIONSHIPS = ["enclosing", "caller", "callee", "reference", "import"];
var OMISSION_REASONS = ["budget", "depth", "uncertain", "unavailable"];
var SUMMARY_OMISSION = { candidate: "additional candidates", reason: "budget" };
function rangeLabel(file, start, end) {
  return `${file}:${start}-${end}`;
}
__name(rangeLabel, "rangeLabel");
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
__name(compareStrings, "compareStrings");
function compareSlices(a, b) {
  return a.hop - b.hop || compareStrings(a.file, b.file) || a.start_line - b.start_line || a.end_line - b.end_line || compareStrings(a.relationship, b.relationship);
}
__name(compareSlices, "compareSlices");
function compareUncertainEdges(a, b) {
  return compareStrings(a.from, b.from) || compareStrings(a.to, b.to) || compareStrings(a.kind, b.kind) || compareStrings(a.reason, b.reason);
}
__name(compareUncertainEdges, "compareUncertainEdges");
function compareOmissions(a, b) {
  return compareStrings(a.candidate, b.candidate) || compareStrings(a.reason, b.reason);
}
__name(compareOmissions, "compareOmissions");
function serializePacket(packet) {
  const ordered = {
    schema: packet.schema,
    task: packet.task,
    root: packet.root,
    anchor: { kind: packet.anchor.kind, value: packet.anchor.value },
    peer: packet.peer === null ? null : { kind: packet.peer.kind, value: packet.peer.value },
    mode: packet.mode,
    depth: packet.depth,
    budget: {
      limit_estimated_tokens: packet.budget.limit_estimated_tokens,
      used_estimated_tokens: packet.budget.used_estimated_tokens
    },
    slices: packet.slices.map(orderedSlice),
    uncertain_edges: packet.uncertain_edges.map(orderedEdge),
    omissions: packet.omissions.map(orderedOmission)
  };
  return JSON.stringify(ordered);
}
__name(serializePacket, "serializePacket");
function orderedSlice(s) {
  return {
    file: s.file,
    start_line: s.start_line,
    end_line: s.end_line,
    symbol: s.symbol,
    hop: s.hop,
    relationship: s.relationship,
    certainty: s.certainty,
    content: s.content
  };
}
__name(orderedSlice, "orderedSlice");
function orderedEdge(e) {
  return { from: e.from, to: e.to, kind: e.kind, reason: e.reason };
}
__name(orderedEdge, "orderedEdge");
function orderedOmission(o) {
  return { candidate: o.candidate, reason: o.reason };
}
__name(orderedOmission, "orderedOmission");

// src/core/packetMeasure.ts
var EMPTY_LIST = { bytes: 0, count: 0 };
function withElement(list, bytes) {
  return { bytes: list.bytes + bytes, count: list.count + 1 };
}
__name(withElement, "withElement");
var sliceSizes = /* @__PURE__ */ new WeakMap();
function sliceBytes(s) {
  let bytes = sliceSizes.get(s);
  if (bytes === void 0) {
    bytes = sliceHeadBytes(s) + jsonStringBytes(s.content);
    sliceSizes.set(s, bytes);
  }
  return bytes;
}
__name(sliceBytes, "sliceBytes");
function sliceHeadBytes(head) {
  let bytes = sliceSizes.get(head);
  if (bytes === void 0) {
    const { file, start_line, end_line, symbol, hop, relationship, certainty } = head;
    bytes = Buffer.byteLength(JSON.stringify(orderedSlice({ file, start_line, end_line, symbol, hop, relationship, certainty, content: "" })), "utf8") - 2;
    sliceSizes.set(head, bytes);
  }
  return bytes;
}
__name(sliceHeadBytes, "sliceHeadBytes");
function leastHeadBytes(file, endLine, hop, relationship) {
  let frame = leastHeadFrames.get(relationship);
  if (frame === void 0) {
    frame = sliceHeadBytes({ file: "", start_line: 1, end_line: 1, symbol: "", hop: 0, relationship, certainty: "certain" }) - jsonStringBytes("") - 2;
    leastHeadFrames.set(relationship, frame);
  }
  return frame + jsonStringBytes(file) + decimalDigits(endLine) + decimalDigits(hop);
}
__name(leastHeadBytes, "leastHeadBytes");
var leastHeadFrames = /* @__PURE__ */ new Map();
function decimalDigits(n) {
  let digits = 1;
  for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  return digits;
}
__name(decimalDigits, "decimalDigits");
function jsonStringBytes(text) {
  let bytes = 2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      if (c >= 32) bytes += c === 34 || c === 92 ? 2 : 1;
      else bytes += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    } else if (c < 2048) bytes += 2;
    else if (c >= 55296 && c < 56320 && i + 1 < text.length && (text.charCodeAt(i + 1) & 64512) === 56320) {
      bytes += 4;
      i++;
    } else if (c >= 55296 && c < 57344) bytes += 6;
    else bytes += 3;
  }
  return bytes;
}
__name(jsonStringBytes, "jsonStringBytes");
function edgeJson(e) {
  return JSON.stringify(orderedEdge(e));
}
__name(edgeJson, "edgeJson");
function omissionBytes(o) {
  return Buffer.byteLength(JSON.stringify(orderedOmission(o)), "utf8");
}
__name(omissionBytes, "omissionBytes");
var PacketMeasure = class {
  constructor(frame) {
    this.frame = frame;
  }
  frame;
  static {
    __name(this, "PacketMeasure");
  }
  /** Bytes of the frame with empty lists, by the number of digits of the estimate it states. */
  frameBytes = /* @__PURE__ */ new Map();
  /**
   * The estimated tokens of a packet with these lists: the least fixed point of the estimate that states itself,
   * found as the full serialization finds it (from 0 upwards).
   */
  tokens(slices, edges, omissions) {
    const lists = listBytes(slices) + listBytes(edges) + listBytes(omissions);
    let used = 0;
    for (; ; ) {
      const next = Math.ceil((this.frameSize(used) + lists) / 4);
      if (next === used) return used;
      used = next;
    }
  }
  frameSize(used) {
    const digits = String(used).length;
    let bytes = this.frameBytes.get(digits);
    if (bytes === void 0) {
      const empty = {
        ...this.frame,
        budget: { limit_estimated_tokens: this.frame.budget.limit_estimated_tokens, used_estimated_tokens: used },
        slices: [],
        uncertain_edges: [],
        omissions: []
      };
      bytes = Buffer.byteLength(serializePacket(empty), "utf8");
      this.frameBytes.set(digits, bytes);
    }
    return bytes;
  }
};
function listBytes(list) {
  return list.count === 0 ? 0 : list.bytes + list.count - 1;
}
__name(listBytes, "listBytes");

// src/core/budget.ts
var RECORD_FILES_AHEAD = 8;
var WALK_SHARE = 0.25;
var FIRST_GROUPS = 16;
var READ_AHEAD = { parsing: 0.5, loading: 1.25 };
function assemble(frame, slices, edges, omissions, used) {
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
    omissions
  };
}
__name(assemble, "assemble");
function dedupeSorted(items, compare) {
  return items.filter((item, i) => i === 0 || compare(items[i - 1], item) !== 0);
}
__name(dedupeSorted, "dedupeSorted");
function measure(frame, slices, edges, omissions) {
  const result = fixedPointTokens((used) => serializePacket(assemble(frame, slices, edges, omissions, used)));
  return { used: result.used, bytes: result.bytes };
}
__name(measure, "measure");
function applyBudget(frame, mandatory, candidates, lastLevel, loose, otherOmissions, treeFiles = null, next = null, secondLevel = null) {
  const limit = frame.budget.limit_estimated_tokens;
  const size = new PacketMeasure(frame);
  const slices = mandatory.map((c) => c.slice.read());
  const taken = [...mandatory];
  let sliceSize = slices.reduce((list2, slice) => withElement(list2, sliceBytes(slice)), EMPTY_LIST);
  const edges = [];
  const edgesIn = /* @__PURE__ */ new Set();
  let edgeSize = EMPTY_LIST;
  const jsonOf = /* @__PURE__ */ new Map();
  const withEdges = /* @__PURE__ */ __name((list2) => {
    let grown = edgeSize;
    const added = /* @__PURE__ */ new Set();
    for (const edge of list2) {
      let json = jsonOf.get(edge);
      if (json === void 0) {
        json = edgeJson(edge);
        jsonOf.set(edge, json);
      }
      if (edgesIn.has(json) || added.has(json)) continue;
      added.add(json);
      grown = withElement(grown, Buffer.byteLength(json, "utf8"));
    }
    return { size: grown, added: [...added] };
  }, "withEdges");
  const take = /* @__PURE__ */ __name((list2, grown) => {
    edges.push(...list2);
    edgeSize = grown.size;
    for (const json of grown.added) edgesIn.add(json);
  }, "take");
  const nothingMoreFits = /* @__PURE__ */ __name((files, item) => {
    const shortest2 = files === null ? null : shortestPath(files);
    return shortest2 !== null && leastDoesNotFit(shortest2, item) && noRecordFits(shortest2);
  }, "nothingMoreFits");
  const leastDoesNotFit = /* @__PURE__ */ __name((shortest2, item) => {
    const least = item === "slice" ? size.tokens(withElement(sliceSize, leastSliceBytes({ file: shortest2, hop: 1 })), edgeSize, EMPTY_LIST) : size.tokens(sliceSize, withElement(edgeSize, leastEdgeBytes(shortest2)), EMPTY_LIST);
    return least > limit;
  }, "leastDoesNotFit");
  const omitted = [];
  const noRecordFits = /* @__PURE__ */ __name((shortest2) => {
    const fitsAlone = /* @__PURE__ */ __name((...records) => size.tokens(sliceSize, edgeSize, records.reduce(withElement, EMPTY_LIST)) <= limit, "fitsAlone");
    const least = omissionBytes({ candidate: `${shortest2}:1-1`, reason: SHORTEST_REASON });
    const summary = omissionBytes(SUMMARY_OMISSION);
    if (!fitsAlone(least) && !fitsAlone(summary)) return true;
    return fitsAlone(summary) && !fitsAlone(least, summary) && size.tokens(sliceSize, edgeSize, turnedDownSize) > limit;
  }, "noRecordFits");
  const turnedDown = /* @__PURE__ */ new Set();
  let turnedDownSize = EMPTY_LIST;
  const turnDown = /* @__PURE__ */ __name((candidate) => {
    omitted.push({ candidate, reason: "budget" });
    if (turnedDown.has(candidate)) return;
    turnedDown.add(candidate);
    turnedDownSize = withElement(turnedDownSize, omissionBytes({ candidate, reason: "budget" }));
  }, "turnDown");
  const order = next !== null && secondLevel !== null && treeFiles !== null ? labelOrder(treeFiles) : null;
  let firstLevelFiles = 0;
  const walkBound = /* @__PURE__ */ __name(() => Math.ceil(firstLevelFiles * WALK_SHARE), "walkBound");
  const recordsAlonePast = /* @__PURE__ */ __name(() => {
    const shortest2 = order === null ? null : shortestPath(treeFiles);
    return shortest2 !== null && secondLevel.asked < walkBound() && leastDoesNotFit(shortest2, "slice");
  }, "recordsAlonePast");
  const anchorOnly = size.tokens(sliceSize, EMPTY_LIST, EMPTY_LIST);
  if (anchorOnly > limit) return { fits: false, anchorTokens: anchorOnly };
  const addEdgesThatFit = /* @__PURE__ */ __name((list2) => {
    for (const edge of [...list2].sort(compareUncertainEdges)) {
      const grown = withEdges([edge]);
      if (size.tokens(sliceSize, grown.size, EMPTY_LIST) <= limit) take([edge], grown);
    }
  }, "addEdgesThatFit");
  addEdgesThatFit(mandatory.flatMap((c) => c.uncertainEdges));
  const broughtOmissions = [];
  const pastTaken = [];
  let waiting = false;
  const tooLarge = /* @__PURE__ */ __name((c) => {
    const head = sliceHeadBytes(c.slice.head);
    for (const least of c.slice.leastContentBytes()) {
      if (size.tokens(withElement(sliceSize, head + least), edgeSize, EMPTY_LIST) > limit) return true;
    }
    return false;
  }, "tooLarge");
  const label = /* @__PURE__ */ __name((c) => rangeLabel(c.slice.head.file, c.slice.head.start_line, c.slice.head.end_line), "label");
  let takenBytes = 0;
  const offer = /* @__PURE__ */ __name((c) => {
    if (tooLarge(c)) {
      if (!waiting) turnDown(label(c));
      return;
    }
    const slice = c.slice.read();
    const trialSlices = withElement(sliceSize, sliceBytes(slice));
    let edges2 = c.uncertainEdges;
    let brought = [];
    if (c.deferred) {
      const alone = size.tokens(trialSlices, edgeSize, EMPTY_LIST) <= limit;
      const found = alone ? c.deferred() : { edges: [], omissions: [] };
      if (!found || waiting) {
        waiting = true;
        return;
      }
      edges2 = [...edges2, ...found.edges];
      brought = found.omissions;
    } else if (waiting) return;
    const grown = withEdges(edges2);
    if (size.tokens(trialSlices, grown.size, EMPTY_LIST) <= limit) {
      slices.push(slice);
      taken.push(c);
      takenBytes += trialSlices.bytes - sliceSize.bytes;
      sliceSize = trialSlices;
      take(edges2, grown);
      broughtOmissions.push(...brought);
      if (c.beyond) pastTaken.push(c.beyond);
    } else {
      turnDown(label(c));
    }
  }, "offer");
  for (const c of [...candidates].sort(bySlice)) offer(c);
  if (waiting) return { fits: "pending", ask: null };
  const skipped = typeof lastLevel === "function" && nothingMoreFits(treeFiles, "slice");
  let groups = typeof lastLevel !== "function" ? lastLevel : skipped ? [] : lastLevel();
  firstLevelFiles = groups.length;
  let list = "slices";
  let leastSlice = [];
  let leastOwnSlice = [];
  let groupPrefixes = [];
  const tooLargeNow = /* @__PURE__ */ __name((bytes) => size.tokens(withElement(sliceSize, bytes), edgeSize, EMPTY_LIST) > limit, "tooLargeNow");
  const noSliceFits = /* @__PURE__ */ __name((from) => tooLargeNow(leastSlice[from]), "noSliceFits");
  const spannedLineSlice = /* @__PURE__ */ new Map();
  const noOwnSliceFits = /* @__PURE__ */ __name((i) => {
    if (tooLargeNow(leastOwnSlice[i])) return true;
    let bytes = spannedLineSlice.get(i);
    if (bytes === void 0) {
      bytes = leastSliceSpanning(groups[i]);
      spannedLineSlice.set(i, bytes);
    }
    return tooLargeNow(bytes);
  }, "noOwnSliceFits");
  let unreadGroup = -1;
  let stopGroup = -1;
  let groupsRead = 0;
  let groupRecords = 0;
  let bytesBefore = takenBytes;
  const levelsPastWanted = /* @__PURE__ */ __name(() => list === "slices" && next !== null && !nothingMoreFits(treeFiles, "slice"), "levelsPastWanted");
  const wantedWhole = /* @__PURE__ */ __name(() => levelsPastWanted() && !recordsAlonePast(), "wantedWhole");
  const readLevel = /* @__PURE__ */ __name(() => {
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
      const found = groups[i].read(!noSliceFits(i) || wantedWhole());
      if (!found) {
        if (unreadGroup < 0) unreadGroup = i;
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
  }, "readLevel");
  if (!readLevel()) return { fits: "pending", ask: null };
  if (unreadGroup < 0 && !skipped && levelsPastWanted()) {
    const levels = next();
    for (const c of [...levels.candidates].sort(bySlice)) offer(c);
    if (waiting) return { fits: "pending", ask: null };
    groups = nothingMoreFits(treeFiles, "slice") ? [] : levels.groups();
    list = "next";
    if (!readLevel()) return { fits: "pending", ask: null };
  }
  const restAtOnce = /* @__PURE__ */ __name(() => {
    const left = groups.length - unreadGroup;
    return { fits: "pending", ask: { list, from: unreadGroup, count: left, loadable: left } };
  }, "restAtOnce");
  if (unreadGroup >= 0 && wantedWhole() && stopGroup < 0) return restAtOnce();
  if (stopGroup >= 0) {
    const groupBytes = takenBytes - bytesBefore;
    const wantedGroups = /* @__PURE__ */ __name((share) => {
      const roomBytes = 4 * (limit - size.tokens(sliceSize, edgeSize, EMPTY_LIST));
      const bySliceSize = Math.min(FIRST_GROUPS, Math.max(2, Math.ceil(roomBytes * slices.length / sliceSize.bytes) + 1));
      if (groupsRead === 0) return bySliceSize;
      if (groupBytes === 0) return Math.max(groupsRead, bySliceSize);
      return Math.max(2, Math.ceil(groupsRead / 2), Math.ceil(share * roomBytes * groupsRead / groupBytes) + 2);
    }, "wantedGroups");
    if (wantedWhole() && groupBytes > 0 && 2 * wantedGroups(READ_AHEAD.loading) >= groups.length - unreadGroup) return restAtOnce();
    const ask = { list, from: stopGroup, count: wantedGroups(READ_AHEAD.parsing), loadable: wantedGroups(READ_AHEAD.loading) };
    if (leastOwnSlice.some((_, i) => i > stopGroup && noOwnSliceFits(i))) ask.mayFit = (i) => !noOwnSliceFits(i);
    return { fits: "pending", ask };
  }
  let beyondWaiting = false;
  let beyondRest = null;
  const beyondWanted = /* @__PURE__ */ new Set();
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
  const looseList = typeof loose !== "function" ? loose : nothingMoreFits(treeFiles, "edge") ? [] : loose(taken);
  const looseOmissions = [];
  let edgesDone = false;
  let unread = -1;
  let readGroups = 0;
  let readEdgeBytes = 0;
  const shortestPrefix = suffixMinima(looseList.map((g) => g.prefix.length));
  const emptyEdgeBytes = edgeJson({ from: "1-1", to: "", kind: "", reason: "" }).length;
  const noEdgeFits = /* @__PURE__ */ __name((from) => size.tokens(sliceSize, withElement(edgeSize, emptyEdgeBytes + shortestPrefix[from]), EMPTY_LIST) > limit, "noEdgeFits");
  for (let i = 0; i < looseList.length; i++) {
    if (!edgesDone && noEdgeFits(i)) edgesDone = true;
    if (looseList[i].holdsAny?.() === false) continue;
    const group = looseList[i].read();
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
  const wanted = /* @__PURE__ */ __name((share) => {
    const roomBytes = 4 * (limit - size.tokens(sliceSize, edgeSize, EMPTY_LIST));
    if (readGroups === 0) return FIRST_GROUPS;
    if (readEdgeBytes === 0) return Math.max(FIRST_GROUPS, readGroups);
    return Math.max(FIRST_GROUPS / 2, Math.ceil(share * roomBytes * readGroups / readEdgeBytes) + 2);
  }, "wanted");
  const toParse = /* @__PURE__ */ __name((wantedCount) => Math.min(wantedCount, Math.max(FIRST_GROUPS, readGroups)), "toParse");
  if (unread >= 0 && !edgesDone) return { fits: "pending", ask: { list: "loose", from: unread, count: toParse(wanted(READ_AHEAD.parsing)), loadable: wanted(READ_AHEAD.loading) } };
  if (beyondWaiting) return { fits: "pending", ask: null };
  const inPacket = new Set(slices.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const others = [...otherOmissions, ...broughtOmissions, ...looseOmissions].filter((o) => !inPacket.has(o.candidate));
  let allOmissions = dedupeSorted([...omitted, ...others].sort(compareOmissions), compareOmissions);
  const omissionSize = /* @__PURE__ */ new Map();
  const sizeOfOmissions = /* @__PURE__ */ __name((list2) => list2.reduce((total, o) => {
    let bytes = omissionSize.get(o);
    if (bytes === void 0) {
      bytes = omissionBytes(o);
      omissionSize.set(o, bytes);
    }
    return withElement(total, bytes);
  }, EMPTY_LIST), "sizeOfOmissions");
  const fits = /* @__PURE__ */ __name((list2) => size.tokens(sliceSize, edgeSize, sizeOfOmissions(list2)) <= limit, "fits");
  const recordsRoom = /* @__PURE__ */ __name((shortestFile) => {
    const left = 4 * (limit - size.tokens(sliceSize, edgeSize, sizeOfOmissions(allOmissions)));
    return Math.max(0, Math.floor(left / (omissionBytes({ candidate: `${shortestFile}:1-1`, reason: SHORTEST_REASON }) + 1)));
  }, "recordsRoom");
  const unreadLists = [];
  if (unreadGroup >= 0) unreadLists.push({ list, from: unreadGroup, prefix: groupPrefixes[unreadGroup], read: groupsRead, records: groupRecords });
  if (unread >= 0) unreadLists.push({ list: "loose", from: unread, prefix: looseList[unread].prefix, read: readGroups, records: looseOmissions.length });
  if (beyondRest !== null) unreadLists.push({ list: "beyond", from: 0, prefix: beyondRest, read: 0, records: 0 });
  const first = unreadLists.reduce((a, b) => a === null || compareStrings(b.prefix, a.prefix) < 0 ? b : a, null);
  if (list === "slices" && unreadGroup >= 0 && order !== null && recordsAlonePast() && !(shortest !== null && noRecordFits(shortest))) {
    const bound = first?.prefix ?? null;
    let before = 0;
    let beforeSize = EMPTY_LIST;
    for (let at = 0; at < order.length; at++) {
      const file = order[at];
      const prefix = `${file}:`;
      if (bound !== null && compareStrings(prefix, bound) >= 0) break;
      while (before < allOmissions.length && compareStrings(allOmissions[before].candidate, prefix) < 0) {
        beforeSize = withElement(beforeSize, omissionBytes(allOmissions[before]));
        before++;
      }
      if (size.tokens(sliceSize, edgeSize, beforeSize) > limit) break;
      const ahead = Math.min(RECORD_FILES_AHEAD, walkBound() - secondLevel.asked - 1);
      const records = secondLevel.read(file, order.slice(at + 1, at + 1 + Math.max(0, ahead)));
      if (records === null) return { fits: "pending", ask: null };
      const fresh = records.filter((o) => !inPacket.has(o.candidate));
      if (fresh.length > 0) allOmissions = dedupeSorted([...allOmissions, ...fresh].sort(compareOmissions), compareOmissions);
    }
  }
  if (first && !(shortest !== null && noRecordFits(shortest))) {
    allOmissions = allOmissions.filter((o) => compareStrings(o.candidate, first.prefix) < 0);
    if (fits(allOmissions)) {
      if (first.list === "beyond") return { fits: "pending", ask: { list: "beyond", files: [...beyondWanted] } };
      const more = first.records > 0 && shortest !== null ? Math.ceil(recordsRoom(shortest) * first.read / first.records) + 2 : first.read;
      const count = Math.max(FIRST_GROUPS / 2, Math.min(first.read, more));
      return { fits: "pending", ask: { list: first.list, from: first.from, count, loadable: count } };
    }
  }
  const omissions = fitOmissions(allOmissions, fits);
  const final = measure(frame, slices, edges, omissions);
  return { fits: true, packet: assemble(frame, slices, edges, omissions, final.used), bytes: final.bytes };
}
__name(applyBudget, "applyBudget");
function suffixMinima(numbers) {
  return suffixMinimaOf(numbers, (a, b) => a - b);
}
__name(suffixMinima, "suffixMinima");
function suffixMinimaOf(items, compare) {
  const out = [...items];
  for (let i = out.length - 2; i >= 0; i--) if (compare(out[i + 1], out[i]) < 0) out[i] = out[i + 1];
  return out;
}
__name(suffixMinimaOf, "suffixMinimaOf");
function shortestPath(files) {
  let shortest = shortestPaths.get(files);
  if (shortest === void 0) {
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
__name(shortestPath, "shortestPath");
var SHORTEST_REASON = [...OMISSION_REASONS].sort((a, b) => a.length - b.length)[0];
function leastEdgeBytes(file) {
  return Buffer.byteLength(edgeJson({ from: `${file}:1-1`, to: "", kind: "", reason: "" }));
}
__name(leastEdgeBytes, "leastEdgeBytes");
var shortestPaths = /* @__PURE__ */ new WeakMap();
function labelOrder(files) {
  return entryOf(labelOrders, files, () => files.some((f) => f.includes(":")) ? null : inLabelOrder(files));
}
__name(labelOrder, "labelOrder");
var labelOrders = /* @__PURE__ */ new WeakMap();
function bySlice(a, b) {
  return compareSlices(a.slice.head, b.slice.head);
}
__name(bySlice, "bySlice");
function leastSliceBytes(group) {
  return leastHeadBytes(group.file, 1, group.hop, SHORTEST_STEP_RELATIONSHIP) + jsonStringBytes("x");
}
__name(leastSliceBytes, "leastSliceBytes");
function leastSliceSpanning(group) {
  const held = group.shortestLine?.() ?? null;
  if (held === null) return leastSliceBytes(group);
  return leastHeadBytes(group.file, held.line, group.hop, SHORTEST_STEP_RELATIONSHIP) + 2 + held.bytes;
}
__name(leastSliceSpanning, "leastSliceSpanning");
var SHORTEST_STEP_RELATIONSHIP = [...STEP_RELATIONSHIPS].sort((a, b) => a.length - b.length)[0];
function largestFitting(max, fits) {
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
__name(largestFitting, "largestFitting");
function fitOmissions(all, fits) {
  if (fits(all)) return all;
  const withSummary = largestFitting(all.length - 1, (n) => fits([...all.slice(0, n), SUMMARY_OMISSION]));
  if (withSummary >= 0) return [...all.slice(0, withSummary), SUMMARY_OMISSION];
  return all.slice(0, Math.max(0, largestFitting(all.length - 1, (n) => fits(all.slice(0, n)))));
}
__name(fitOmissions, "fitOmissions");

// src/core/contextRequest.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function rejectRequest(request, reason, range = null) {
  return { symbol_or_range: request.symbol_or_range, why_needed: request.reason, range, disposition: "rejected", reason };
}
__name(rejectRequest, "rejectRequest");
function acceptRequest(request, range, reason) {
  return { symbol_or_range: request.symbol_or_range, why_needed: request.reason, range, disposition: "accepted", reason };
}
__name(acceptRequest, "acceptRequest");

// src/core/request.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var DEFAULT_BUDGET = 8192;
var DEPTHS = {
  neighborhood: { min: 1, max: 1, default: 1 },
  upstream: { min: 2, max: 4, default: 2 },
  downstream: { min: 2, max: 4, default: 2 },
  path: { min: 10, max: 20, default: 10 },
  entrypoint: { min: 10, max: 20, default: 10 }
};
function isMode(value) {
  return MODES.includes(value);
}
__name(isMode, "isMode");
function validateRequest(request) {
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
__name(validateRequest, "validateRequest");

// src/core/searchProgress.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function newSecondLevelState() {
  return { records: /* @__PURE__ */ new Map(), asked: 0 };
}
__name(newSecondLevelState, "newSecondLevelState");
var SearchProgress = class {
  static {
    __name(this, "SearchProgress");
  }
  /** Each search's state after its last level that passed a checkpoint, by the search's key. */
  searches = /* @__PURE__ */ new Map();
  /** The definitions inside each range (Navigator.nodeForUnit): a file's facts do not change between rounds. */
  targetsByRange = /* @__PURE__ */ new Map();
  /**
   * The second level's records each file gave (see Traversal.secondLevel), made without lacking a file, and how
   * many files it asked to index in all.
   */
  secondLevel = newSecondLevelState();
};

// src/core/sliceSource.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function fileSlice(head, lineCount, file) {
  let made = null;
  const text = /* @__PURE__ */ __name(() => {
    const f = file();
    return f && !f.binary ? f : null;
  }, "text");
  return {
    head,
    *leastContentBytes() {
      if (lineCount !== null && head.start_line <= lineCount) yield 2 + 2 * (Math.min(head.end_line, lineCount) - head.start_line);
      const f = text();
      if (f) yield f.leastJsonBytes(head.start_line, head.end_line);
    },
    read() {
      if (!made) {
        const f = text();
        made = { ...head, content: f ? f.slice(head.start_line, head.end_line) : "" };
      }
      return made;
    }
  };
}
__name(fileSlice, "fileSlice");

// src/core/traverse.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/backwardReach.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var keyOf = /* @__PURE__ */ __name((u) => rangeLabel(u.file, u.start, u.end), "keyOf");
var BackwardReach = class {
  /**
   * `goals`: every node the search going out from `start` would stop at; `depth`: its most hops. The search
   * steps only along certain uses, so the backward one does too (see predecessors).
   */
  constructor(nav, start, goals, depth) {
    this.nav = nav;
    this.start = start;
    this.depth = depth;
    this.frontier = [];
    const startKey = keyOf(start.unit);
    for (const goal of goals) {
      const key = keyOf(goal.unit);
      if (this.hops.has(key) || key === startKey) continue;
      this.hops.set(key, 0);
      this.frontier.push(goal);
    }
    this.levels = [this.frontier];
    if (this.frontier.length === 0 || depth === 0) this.complete = true;
  }
  nav;
  start;
  depth;
  static {
    __name(this, "BackwardReach");
  }
  /** Fewest hops from each node found so far to a goal; complete once `complete` is set. */
  hops = /* @__PURE__ */ new Map();
  frontier;
  /** The nodes of each level taken, the goals first. */
  levels;
  level = 0;
  complete = false;
  get frontierSize() {
    return this.frontier.length;
  }
  /** The navigator of a later round of the same request (see SearchProgress): the levels found so far stand. */
  useNavigator(nav) {
    this.nav = nav;
  }
  /**
   * One more level back. Asks the graph for files it may lack: the caller's round is then asked again, and the
   * level is taken then (nothing of it is kept before its checkpoint passes).
   */
  step() {
    const level = this.level + 1;
    const reached = /* @__PURE__ */ new Set();
    const next = [];
    for (const node of this.frontier) {
      for (const before of this.predecessors(node)) {
        const key = keyOf(before.unit);
        if (this.hops.has(key) || reached.has(key)) continue;
        reached.add(key);
        next.push(before);
      }
    }
    this.nav.graph.checkpoint();
    for (const key of reached) this.hops.set(key, level);
    this.level = level;
    this.frontier = next;
    this.levels.push(next);
    if (next.length === 0 || level >= this.depth) this.complete = true;
  }
  /** The fewest hops from a node to a goal, if it is within the levels taken so far. */
  hopsFrom(node) {
    return this.hops.get(keyOf(node.unit));
  }
  /** How many levels back have been taken. */
  get levelsTaken() {
    return this.level;
  }
  /** How many nodes the last level taken found. */
  get lastLevelSize() {
    return this.frontier.length;
  }
  /**
   * Whether the levels taken hold every node at most `hops` from a goal: those they found, or all that reach a
   * goal once no node is left to step back from.
   */
  knowsStepsInto(hops) {
    return hops <= this.level || this.complete && this.frontier.length === 0;
  }
  /**
   * The certain steps a search going out takes from `from` into the nodes the levels taken found at most `hops`
   * from a goal: those of Navigator.steps into them, found from the uses of their definitions (read to take the
   * level after theirs, or, for the last level taken, looked for in the files of `from` alone), so that the uses
   * of the nodes stepped from need not all be resolved. Each comes with the visit it leaves.
   */
  stepsInto(from, hops) {
    const graph = this.nav.graph;
    const byFile = /* @__PURE__ */ new Map();
    for (const visit of from) entryOf(byFile, visit.node.unit.file, () => []).push(visit);
    const out = [];
    const add = /* @__PURE__ */ __name((used, use) => {
      const d = graph.definition(used);
      for (const visit of byFile.get(use.file) ?? []) {
        const u = visit.node.unit;
        if (use.line < u.start || use.line > u.end) continue;
        if (used.file === u.file && d.start >= u.start && d.end <= u.end) continue;
        out.push({ step: { to: this.nav.nodeForDef(used), from: visit.node, kind: use.kind }, parent: visit });
      }
    }, "add");
    this.levels.slice(0, hops + 1).forEach((level, k) => {
      for (const node of level) {
        for (const used of this.definitionsOf(node)) {
          if (k < this.level) for (const use of graph.usesOf(used)) add(used, use);
          else for (const file of byFile.keys()) for (const use of graph.usesOfIn(used, file)) add(used, use);
        }
      }
    });
    return out;
  }
  /**
   * Whether a node reached in `hop` hops may still reach a goal within `limit` hops of the start. A node the
   * levels taken so far have not found is farther from every goal than they go: ruled out once they go as far as
   * the hops left.
   */
  allows(node, hop, limit) {
    const hops = this.hops.get(keyOf(node.unit));
    if (hops !== void 0) return hops <= limit - hop;
    return this.worthStepping(hop, limit);
  }
  /** Whether another level back could rule out more of a search at `hop` whose paths end within `limit` hops. */
  worthStepping(hop, limit) {
    return !this.complete && this.level < limit - hop;
  }
  /**
   * The nodes a search going out steps to `node` from: the reverse of Navigator.outgoing's certain steps. A node
   * stands for the definitions of its range; a step comes from every definition whose range holds a certain use
   * of one of them (a class steps wherever its methods do), and from the search's start when it holds the use,
   * except where the used definition lies inside the stepping one.
   */
  predecessors(node) {
    const graph = this.nav.graph;
    const out = [];
    for (const used of this.definitionsOf(node)) {
      const d = graph.definition(used);
      const holds = /* @__PURE__ */ __name((u) => !(used.file === u.file && d.start >= u.start && d.end <= u.end), "holds");
      for (const use of graph.usesOf(used)) {
        for (const around of this.definitionsAround(use.file, use.line)) if (holds(around.unit)) out.push(around);
        const s = this.start.unit;
        if (use.file === s.file && use.line >= s.start && use.line <= s.end && holds(s)) out.push(this.start);
      }
    }
    return out;
  }
  /** The definitions a node stands for here: a definition's unit is its range, so those of the node's own range. */
  definitionsOf(node) {
    const facts = this.nav.graph.facts(node.unit.file);
    if (!facts || node.unit.def === null) return [];
    const refs = [];
    facts.definitions.forEach((d, def) => {
      if (d.start === node.unit.start && d.end === node.unit.end) refs.push({ file: node.unit.file, def });
    });
    return refs;
  }
  /**
   * Whether the next level back would index at most `bound` more files, as far as the text tells: the files
   * not indexed yet that may use the frontier's definitions by their names. A level back reads every file that
   * may use a name, and a common name (`forName`, `get`) is used in thousands.
   */
  nextLevelReadsAtMost(bound) {
    const graph = this.nav.graph;
    const files = /* @__PURE__ */ new Set();
    for (const node of this.frontier) {
      for (const ref of this.definitionsOf(node)) {
        for (const file of graph.usersByName(ref)) {
          if (graph.holds(file)) continue;
          files.add(file);
          if (files.size > bound) return false;
        }
      }
    }
    return true;
  }
  /** The nodes of a file's definitions whose ranges hold a line (made for those alone: a large file has thousands). */
  definitionsAround(file, line) {
    const facts = this.nav.graph.facts(file);
    if (!facts) return [];
    const nodes = [];
    facts.definitions.forEach((d, def) => {
      if (d.start <= line && line <= d.end) nodes.push(this.nav.nodeForDef({ file, def }));
    });
    return nodes;
  }
};

// src/core/traverse.ts
var LooseFileGroup = class {
  constructor(file, listing) {
    this.file = file;
    this.listing = listing;
    this.prefix = `${file}:`;
  }
  file;
  listing;
  static {
    __name(this, "LooseFileGroup");
  }
  prefix;
  /** The file to index to read the group: none where it holds no possible caller. */
  get files() {
    return this.holdsAny() ? [this.file] : [];
  }
  holdsAny() {
    return this.listing.heldIn(this.file).length > 0;
  }
  read() {
    if (!this.holdsAny()) return { edges: [], omissions: [] };
    return this.listing.graph.holds(this.file) ? this.listing.callers(this.file) : null;
  }
};
function usedInside(node, use) {
  return use.file === node.unit.file && use.line >= node.unit.start && use.line <= node.unit.end;
}
__name(usedInside, "usedInside");
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
__name(cmp, "cmp");
function unitKey(u) {
  return rangeLabel(u.file, u.start, u.end);
}
__name(unitKey, "unitKey");
function compareSteps(a, b) {
  return cmp(a.to.unit.file, b.to.unit.file) || a.to.unit.start - b.to.unit.start || a.to.unit.end - b.to.unit.end || cmp(a.kind, b.kind) || cmp(a.from.unit.file, b.from.unit.file) || a.from.unit.start - b.from.unit.start || a.from.unit.end - b.from.unit.end;
}
__name(compareSteps, "compareSteps");
var Navigator = class {
  constructor(graph, fileLines, progress = null) {
    this.graph = graph;
    this.fileLines = fileLines;
    this.targetsByRange = progress?.targetsByRange ?? /* @__PURE__ */ new Map();
  }
  graph;
  fileLines;
  static {
    __name(this, "Navigator");
  }
  targetsByRange;
  /** The definitions lying wholly inside a range; if none, the smallest one around it. */
  targetsOf(file, start, end) {
    const facts = this.graph.facts(file);
    if (!facts) return [];
    const inside = [];
    let around = null;
    let aroundSize = Infinity;
    facts.definitions.forEach((d, i) => {
      if (d.start >= start && d.end <= end) inside.push({ file, def: i });
      else if (d.start <= start && d.end >= end && d.end - d.start < aroundSize) {
        around = { file, def: i };
        aroundSize = d.end - d.start;
      }
    });
    if (inside.length > 0) return inside;
    return around ? [around] : [];
  }
  nodeForUnit(unit) {
    if (unit.def === null) return { unit, targets: [] };
    const key = `${unit.file}\0${unit.start}\0${unit.end}`;
    let targets = this.targetsByRange.get(key);
    if (!targets) {
      targets = this.targetsOf(unit.file, unit.start, unit.end);
      if (this.graph.facts(unit.file)) this.targetsByRange.set(key, targets);
    }
    return { unit, targets };
  }
  nodeForDef(ref) {
    return this.nodeForUnit(this.graph.unitOfDef(ref));
  }
  /** The smallest definition strictly around a node's range. */
  enclosing(node) {
    const facts = this.graph.facts(node.unit.file);
    if (!facts) return null;
    let best = null;
    let bestSize = Infinity;
    facts.definitions.forEach((d, i) => {
      const contains = d.start <= node.unit.start && d.end >= node.unit.end;
      const same = d.start === node.unit.start && d.end === node.unit.end;
      if (contains && !same && d.end - d.start < bestSize) {
        best = { file: node.unit.file, def: i };
        bestSize = d.end - d.start;
      }
    });
    return best ? this.nodeForDef(best) : null;
  }
  insideRange(node, ref) {
    if (ref.file !== node.unit.file) return false;
    const d = this.graph.definition(ref);
    return d.start >= node.unit.start && d.end <= node.unit.end;
  }
  outgoing(node) {
    const steps = [];
    const imports = [];
    const uncertain = [];
    const omissions = [];
    for (const use of this.graph.usesWithin(node.unit.file, node.unit.start, node.unit.end)) {
      if (use.via) {
        const statement = { file: use.file, start: use.via.start, end: use.via.end, symbol: null, def: null };
        imports.push({ to: { unit: statement, targets: [] }, from: node, kind: "import" });
      }
      if (use.certain) {
        if (!this.insideRange(node, use.certain)) steps.push({ to: this.nodeForDef(use.certain), from: node, kind: use.kind });
      } else if (use.uncertain) {
        uncertain.push(this.uncertainEdge(node.unit, use, use.uncertain.candidates, null));
        omissions.push(...this.candidateOmissions(use.uncertain.candidates));
      } else if (use.unavailable) {
        const lines = this.fileLines(use.unavailable);
        if (lines !== null && lines > 0) omissions.push({ candidate: rangeLabel(use.unavailable, 1, lines), reason: "unavailable" });
      }
    }
    return { steps, imports, uncertain, omissions };
  }
  /**
   * About how many uses a step out of a node resolves, what a level of a search going out costs: its file's uses
   * in the share of its lines the node spans. Counting them exactly would read every use of the file, which a
   * search narrowed by the levels back may never need (Go's `rewriteARM64.go`: 7 ms of a 35 ms request).
   */
  estimatedUsesWithin(node) {
    const facts = this.graph.facts(node.unit.file);
    if (!facts || facts.lineCount <= 0) return 0;
    const lines = Math.min(facts.lineCount, node.unit.end - node.unit.start + 1);
    return Math.round(useCount(facts) * lines / facts.lineCount);
  }
  /**
   * The certain steps from a node alone, in the order outgoing and incoming give them: what a search along
   * certain edges follows. Uncertain edges are not made, nor their candidates looked for (each a file to load).
   */
  steps(node, direction) {
    const steps = [];
    if (direction === "in") {
      for (const target of node.targets) {
        for (const use of this.graph.usesOf(target)) {
          if (!usedInside(node, use)) steps.push({ to: this.nodeForUnit(use.unit), from: node, kind: use.kind });
        }
      }
      return steps;
    }
    for (const use of this.graph.usesWithin(node.unit.file, node.unit.start, node.unit.end, true)) {
      const target = use.certain;
      if (!this.insideRange(node, target)) steps.push({ to: this.nodeForDef(target), from: node, kind: use.kind });
    }
    return steps;
  }
  /**
   * The files that may hold a step into the nodes (the uses of their definitions), in order, each with the
   * nodes' definitions it may use, in the nodes' order: where stepsInto may find some, and what it asks there.
   * (A level's frontier may hold hundreds of definitions, most of them used in a few of its files.)
   */
  filesSteppingInto(nodes) {
    const byFile = /* @__PURE__ */ new Map();
    for (const node of nodes) {
      for (const target of node.targets) {
        for (const file of this.graph.useFiles(target)) entryOf(byFile, file, () => []).push({ node, target });
      }
    }
    return new Map([...byFile].sort((a, b) => cmp(a[0], b[0])));
  }
  /** The steps into the nodes from one file (as filesSteppingInto lists them for it), in that order; the file must be indexed. */
  stepsInto(into, file) {
    const steps = [];
    for (const { node, target } of into) {
      for (const use of this.graph.usesOfIn(target, file)) {
        if (!usedInside(node, use)) steps.push({ to: this.nodeForUnit(use.unit), from: node, kind: use.kind });
      }
    }
    return steps;
  }
  /**
   * The possible callers of the nodes' definitions (calls through receivers of unknown type), one group per file
   * that may hold some, in the order of their labels; a group is read only when the budget gets to it, so the
   * files past the budget's last edge are never loaded (see applyBudget). Which of the files the graph gives
   * (possibleUseFiles) are among them is asked of a file when its group is reached too: a group found to hold
   * none reads nothing and asks for no file.
   */
  looseGroups(nodes) {
    const byList = /* @__PURE__ */ new Map();
    let order = 0;
    for (const node of nodes) {
      for (const target of node.targets) {
        const { files: files2, holds } = this.graph.possibleUseFiles(target);
        if (files2.length > 0) entryOf(byList, files2, () => []).push({ node, target, holds, order: order++ });
      }
    }
    const held = /* @__PURE__ */ new Map();
    const heldIn = /* @__PURE__ */ __name((file) => entryOf(held, file, () => {
      const found = [];
      for (const [list, sources] of byList) {
        if (!setOfList(list).has(file)) continue;
        for (const s of sources) if (s.holds === null || s.holds(file)) found.push(s);
      }
      return byList.size > 1 ? found.sort((a, b) => a.order - b.order) : found;
    }), "heldIn");
    const lists = [...byList.keys()];
    const files = inLabelOrder(lists.length === 1 ? lists[0] : new Set(lists.flat()));
    if (files.some((f) => f.includes(":"))) {
      const holding = files.filter((f) => heldIn(f).length > 0);
      if (holding.length === 0) return [];
      return [{ prefix: holding.length === 1 ? `${holding[0]}:` : "", files: holding, read: /* @__PURE__ */ __name(() => holding.every((f) => this.graph.holds(f)) ? this.possibleCallers(holding, heldIn) : null, "read") }];
    }
    const listing = { graph: this.graph, heldIn, callers: /* @__PURE__ */ __name((file) => this.possibleCallers([file], heldIn), "callers") };
    return files.map((file) => new LooseFileGroup(file, listing));
  }
  possibleCallers(files, sourcesIn) {
    const edges = [];
    const omissions = [];
    for (const file of files) {
      for (const { node, target } of sourcesIn(file)) {
        for (const use of this.graph.possibleUsesIn(target, file)) {
          if (usedInside(node, use) || !use.uncertain) continue;
          edges.push(this.uncertainEdge(use.unit, use, [target], node.unit));
          omissions.push({ candidate: unitKey(use.unit), reason: "uncertain" });
        }
      }
    }
    return { edges, omissions };
  }
  uncertainEdge(from, use, candidates, to) {
    const u = use.uncertain;
    const only = candidates.length === 1 ? this.graph.unitOfDef(candidates[0]) : null;
    const target = to ?? only;
    return {
      from: unitKey(from),
      to: target ? unitKey(target) : u.label,
      kind: use.kind,
      reason: `${u.label}: ${u.reason}`
    };
  }
  candidateOmissions(candidates) {
    if (candidates.length > MAX_LISTED_CANDIDATES) return [];
    return candidates.map((c) => ({ candidate: unitKey(this.graph.unitOfDef(c)), reason: "uncertain" }));
  }
};
function relationshipFor(kind, direction) {
  if (kind === "enclosing") return "enclosing";
  if (kind === "import") return "import";
  if (kind === "call") return direction === "in" ? "caller" : "callee";
  return "reference";
}
__name(relationshipFor, "relationshipFor");
function traverse(nav, anchor, mode, depth, peer, entrypoints, progress = null) {
  switch (mode) {
    case "neighborhood":
      return { ok: true, traversal: neighborhood(nav, anchor) };
    case "upstream":
      return { ok: true, traversal: breadthFirst(nav, anchor, depth, "in", progress) };
    case "downstream":
      return { ok: true, traversal: breadthFirst(nav, anchor, depth, "out") };
    case "path":
      return shortestPath2(nav, anchor, depth, peer, progress);
    case "entrypoint":
      return entrypointPath(nav, anchor, depth, entrypoints ?? Entrypoints.none(), progress);
  }
}
__name(traverse, "traverse");
function anchorSlice(anchor, edges) {
  return { unit: anchor.unit, hop: 0, relationship: "anchor", edges, mandatory: true };
}
__name(anchorSlice, "anchorSlice");
function sliceSteps(steps, hop, seen) {
  steps.sort((a, b) => compareSteps(a.step, b.step));
  const reached = /* @__PURE__ */ new Set();
  const out = [];
  for (const { step, direction } of steps) {
    const key = unitKey(step.to.unit);
    if (seen.has(key) || reached.has(key)) continue;
    reached.add(key);
    out.push({ slice: { unit: step.to.unit, hop, relationship: relationshipFor(step.kind, direction), edges: [], mandatory: false }, node: step.to });
  }
  return out;
}
__name(sliceSteps, "sliceSteps");
function levelGroups(nav, frontier, known, hop, seen, finish = () => void 0) {
  const stepping = frontier.length > 0 ? nav.filesSteppingInto(frontier) : /* @__PURE__ */ new Map();
  const knownByFile = /* @__PURE__ */ new Map();
  for (const k of known) {
    const list = knownByFile.get(k.step.to.unit.file);
    if (list) list.push(k);
    else knownByFile.set(k.step.to.unit.file, [k]);
  }
  const files = [.../* @__PURE__ */ new Set([...stepping.keys(), ...knownByFile.keys()])].sort(cmp);
  const groups = /* @__PURE__ */ new Map();
  for (const file of files) {
    let slices = null;
    const read = /* @__PURE__ */ __name((load = false) => {
      if (slices) return slices;
      const into = stepping.has(file);
      if (into && !(load ? nav.graph.holdsNow(file) : nav.graph.holds(file))) return null;
      const made = nav.graph.unlessLacking(() => {
        const steps = [];
        if (into) for (const step of nav.stepsInto(stepping.get(file), file)) steps.push({ step, direction: "in" });
        steps.push(...knownByFile.get(file) ?? []);
        return sliceSteps(steps, hop, seen);
      });
      if (!made) return null;
      slices = made.map(({ slice, node }) => {
        finish(slice, node);
        return slice;
      });
      return slices;
    }, "read");
    let shortest = knownByFile.has(file) ? null : void 0;
    const shortestLine = /* @__PURE__ */ __name(() => {
      if (shortest === void 0) shortest = nav.graph.shortestUseLine(stepping.get(file).map((s) => s.target), file);
      return shortest;
    }, "shortestLine");
    groups.set(file, { file, hop, read, shortestLine });
  }
  return groups;
}
__name(levelGroups, "levelGroups");
function neighborhood(nav, anchor) {
  const out = nav.outgoing(anchor);
  const known = [];
  const enclosing = nav.enclosing(anchor);
  if (enclosing) known.push({ step: { to: enclosing, from: anchor, kind: "enclosing" }, direction: "out" });
  for (const step of out.steps) known.push({ step, direction: "out" });
  for (const step of out.imports) {
    if (step.to.unit.file === anchor.unit.file) known.push({ step, direction: "out" });
  }
  let level = null;
  const lastLevel = /* @__PURE__ */ __name(() => [...(level ??= levelGroups(nav, [anchor], known, 1, /* @__PURE__ */ new Set([unitKey(anchor.unit)]))).values()], "lastLevel");
  return { slices: [{ ...anchorSlice(anchor, out.uncertain), callersOf: anchor }], lastLevel, omissions: out.omissions };
}
__name(neighborhood, "neighborhood");
function breadthFirst(nav, anchor, depth, direction, progress = null) {
  const seen = /* @__PURE__ */ new Set([unitKey(anchor.unit)]);
  const root = anchorSlice(anchor, []);
  if (direction === "in") root.callersOf = anchor;
  const omissions = [];
  if (direction === "in" && depth >= 2) {
    let level = null;
    const keepNode = /* @__PURE__ */ __name((slice, node) => {
      slice.callersOf = node;
    }, "keepNode");
    const levelNow = /* @__PURE__ */ __name(() => level ??= levelGroups(nav, [anchor], [], 1, seen, keepNode), "levelNow");
    const firstLevel = /* @__PURE__ */ __name(() => [...levelNow().values()], "firstLevel");
    const next = /* @__PURE__ */ __name(() => {
      const frontier = [];
      for (const group of firstLevel()) {
        const read = group.read();
        if (!read) throw new Error(`the first level's file ${group.file} is not read yet`);
        for (const slice of read) frontier.push({ node: slice.callersOf, slice });
      }
      for (const { slice } of frontier) seen.add(unitKey(slice.unit));
      return levelsFrom(nav, 2, depth, direction, frontier, seen, root, omissions);
    }, "next");
    const traversal = { slices: [root], lastLevel: firstLevel, omissions, next };
    if (depth === 2 && !nav.graph.isReference) traversal.secondLevel = secondLevelRecords(nav, anchor, levelNow, progress?.secondLevel ?? newSecondLevelState());
    return traversal;
  }
  const rest = levelsFrom(nav, 1, depth, direction, [{ node: anchor, slice: root }], seen, root, omissions);
  return { slices: [root, ...rest.slices], lastLevel: rest.lastLevel, omissions };
}
__name(breadthFirst, "breadthFirst");
function secondLevelRecords(nav, anchor, firstLevel, state) {
  const graph = nav.graph;
  const nodesByFile = /* @__PURE__ */ new Map();
  const nodesHolding = /* @__PURE__ */ __name((target) => {
    const group = firstLevel().get(target.file);
    if (!group) return [];
    let byTarget = nodesByFile.get(target.file);
    if (!byTarget) {
      const slices = group.read(true);
      if (!slices) return null;
      byTarget = /* @__PURE__ */ new Map();
      for (const slice of slices) {
        const node = slice.callersOf;
        for (const t of node.targets) entryOf(byTarget, defKey(t), () => []).push(node);
      }
      nodesByFile.set(target.file, byTarget);
    }
    return byTarget.get(defKey(target)) ?? [];
  }, "nodesHolding");
  const recordsOf = /* @__PURE__ */ __name((file, ahead) => {
    if (!graph.holds(file)) {
      const asked = [file, ...ahead].filter((f) => !graph.holds(f));
      state.asked += asked.length;
      graph.request(asked);
      return null;
    }
    const facts = graph.indexedFacts(file);
    if (!facts || facts.references.length === 0) return [];
    const missingBefore = graph.missing.size;
    const made = graph.unlessLacking(() => {
      const level = firstLevel();
      const seen = /* @__PURE__ */ new Set([unitKey(anchor.unit)]);
      for (const slice of level.get(file)?.read(true) ?? []) seen.add(unitKey(slice.unit));
      const steps = [];
      const intoLevel = /* @__PURE__ */ __name((f) => level.has(f), "intoLevel");
      for (const use of graph.usesWithin(file, 1, facts.lineCount, true, (r) => graph.mayLeadInto(file, facts, r, intoLevel))) {
        for (const node of nodesHolding(use.certain) ?? []) {
          if (!usedInside(node, use)) steps.push({ step: { to: { unit: use.unit, targets: [] }, from: node, kind: use.kind }, direction: "in" });
        }
      }
      return sliceSteps(steps, 2, seen).map(({ slice }) => ({ candidate: unitKey(slice.unit), reason: "budget" }));
    });
    if (made === null) state.asked += graph.missing.size - missingBefore;
    return made;
  }, "recordsOf");
  return {
    read(file, ahead) {
      let records = state.records.get(file);
      if (!records) {
        const made = recordsOf(file, ahead);
        if (!made) return null;
        records = made;
        state.records.set(file, records);
      }
      return records;
    },
    get asked() {
      return state.asked;
    }
  };
}
__name(secondLevelRecords, "secondLevelRecords");
function levelsFrom(nav, first, depth, direction, start, seen, root, omissions) {
  const slices = [];
  let frontier = start;
  let lastLevel = /* @__PURE__ */ __name(() => [], "lastLevel");
  for (let hop = first; hop <= depth && frontier.length > 0; hop++) {
    if (direction === "in" && hop === depth) {
      const nodes = frontier.map((f) => f.node);
      let level = null;
      const levelNow = /* @__PURE__ */ __name(() => level ??= levelGroups(nav, nodes, [], hop, seen, (slice, node) => {
        slice.beyond = () => {
          const past = [];
          const stepping = nav.filesSteppingInto([node]);
          const files = [...stepping.keys()];
          for (let i = 0; i < files.length; i++) {
            const file = files[i];
            if (!nav.graph.holdsNow(file)) return { omissions: past, unread: files.slice(i), read: i };
            for (const step of nav.stepsInto(stepping.get(file), file)) {
              const key = unitKey(step.to.unit);
              if (seen.has(key) || inLastLevel(levelNow(), step.to.unit)) continue;
              past.push({ candidate: key, reason: "depth" });
            }
          }
          return { omissions: past, unread: [], read: files.length };
        };
      }), "levelNow");
      lastLevel = /* @__PURE__ */ __name(() => [...levelNow().values()], "lastLevel");
      frontier = [];
      break;
    }
    const steps = [];
    for (const { node, slice } of frontier) {
      if (direction === "in") {
        steps.push(...nav.steps(node, "in"));
      } else if (slice === root) {
        const out = nav.outgoing(node);
        steps.push(...out.steps);
        slice.edges.push(...out.uncertain);
        omissions.push(...out.omissions);
      } else {
        steps.push(...nav.steps(node, "out"));
        slice.outgoing = { node, omissions: true };
      }
    }
    nav.graph.checkpoint();
    steps.sort(compareSteps);
    const next = [];
    for (const step of steps) {
      const key = unitKey(step.to.unit);
      if (seen.has(key)) continue;
      seen.add(key);
      const slice = {
        unit: step.to.unit,
        hop,
        relationship: relationshipFor(step.kind, direction),
        edges: [],
        mandatory: false
      };
      if (direction === "in" && hop < depth) slice.callersOf = step.to;
      slices.push(slice);
      next.push({ node: step.to, slice });
    }
    frontier = next;
  }
  for (const { node, slice } of frontier) {
    slice.beyond = () => {
      const past = [];
      for (const step of nav.steps(node, direction)) {
        const key = unitKey(step.to.unit);
        if (!seen.has(key)) past.push({ candidate: key, reason: "depth" });
      }
      return { omissions: past, unread: [], read: 0 };
    };
  }
  return { slices, lastLevel };
}
__name(levelsFrom, "levelsFrom");
function inLastLevel(level, unit) {
  const group = level.get(unit.file);
  if (!group) return false;
  const key = unitKey(unit);
  return (group.read() ?? []).some((s) => unitKey(s.unit) === key);
}
__name(inLastLevel, "inLastLevel");
var PATH_SEARCH = { backwardWhenWiderThan: 4, backwardFilesPerNode: 8, usesPerBackwardFile: 16, usesPerLookedPair: 2 };
function search(nav, anchor, depth, direction, goal, goals, progress) {
  const saved = progress?.searches.get(progress.key);
  if (saved?.result !== void 0) return saved.result;
  let state;
  if (saved) {
    state = saved;
    state.reach?.useNavigator(nav);
  } else {
    const start = { node: anchor, parent: null, hop: 0 };
    if (goal(anchor)) return start;
    const reach2 = goals && direction === "out" && !nav.graph.isReference ? new BackwardReach(nav, anchor, goals(), depth) : null;
    state = { hop: 1, frontier: [start], seen: /* @__PURE__ */ new Set([unitKey(anchor.unit)]), reach: reach2, limit: depth };
  }
  const { seen, reach } = state;
  const keep = /* @__PURE__ */ __name((result) => {
    nav.graph.checkpoint();
    if (result !== void 0) state.result = result;
    progress?.searches.set(progress.key, state);
    return result ?? null;
  }, "keep");
  while (state.hop <= depth && state.frontier.length > 0) {
    const hop = state.hop;
    if (reach) {
      narrowByReach(nav, state, reach, hop);
      if (state.frontier.length === 0) break;
    }
    const steps = (reach ? stepsKnownBack(nav, state, reach, hop) : null) ?? allSteps(nav, state.frontier, direction);
    nav.graph.checkpoint();
    steps.sort((a, b) => compareSteps(a.step, b.step));
    const reached = /* @__PURE__ */ new Set();
    const next = [];
    let found = null;
    for (const { step, parent } of steps) {
      const key = unitKey(step.to.unit);
      if (seen.has(key) || reached.has(key)) continue;
      reached.add(key);
      const visit = { node: step.to, parent, hop };
      if (goal(step.to)) {
        found = visit;
        break;
      }
      next.push(visit);
    }
    nav.graph.checkpoint();
    if (found) return keep(found);
    for (const key of reached) seen.add(key);
    state.frontier = next;
    state.hop = hop + 1;
    keep();
  }
  return keep(null);
}
__name(search, "search");
function allSteps(nav, frontier, direction) {
  const steps = [];
  for (const visit of frontier) {
    for (const step of nav.steps(visit.node, direction)) steps.push({ step, parent: visit });
  }
  return steps;
}
__name(allSteps, "allSteps");
function stepsKnownBack(nav, state, reach, hop) {
  if (reach.knowsStepsInto(state.limit - hop)) return reach.stepsInto(state.frontier, state.limit - hop);
  if (reach.levelsTaken === 0) return null;
  const files = new Set(state.frontier.map((visit) => visit.node.unit.file)).size;
  if (reach.lastLevelSize * files * PATH_SEARCH.usesPerLookedPair > estimatedUsesOf(nav, state.frontier)) return null;
  const known = reach.stepsInto(state.frontier, reach.levelsTaken);
  nav.graph.checkpoint();
  let nearest = Infinity;
  for (const { step } of known) {
    if (!state.seen.has(unitKey(step.to.unit))) nearest = Math.min(nearest, reach.hopsFrom(step.to) ?? Infinity);
  }
  state.limit = Math.min(state.limit, hop + nearest);
  const within = state.limit - hop;
  return reach.knowsStepsInto(within) ? known.filter(({ step }) => (reach.hopsFrom(step.to) ?? Infinity) <= within) : null;
}
__name(stepsKnownBack, "stepsKnownBack");
function narrowByReach(nav, state, reach, hop) {
  const meet = /* @__PURE__ */ __name(() => {
    for (const visit of state.frontier) {
      const back = reach.hopsFrom(visit.node);
      if (back !== void 0) state.limit = Math.min(state.limit, visit.hop + back);
    }
  }, "meet");
  meet();
  let bound;
  const filesWorthReading = /* @__PURE__ */ __name(() => {
    if (bound === void 0) {
      const width = state.frontier.length;
      const uses = estimatedUsesOf(nav, state.frontier);
      bound = Math.max(width > PATH_SEARCH.backwardWhenWiderThan ? PATH_SEARCH.backwardFilesPerNode * width : 0, Math.floor(uses / PATH_SEARCH.usesPerBackwardFile));
    }
    return bound;
  }, "filesWorthReading");
  while (reach.worthStepping(hop - 1, state.limit) && reach.frontierSize < state.frontier.length && reach.nextLevelReadsAtMost(filesWorthReading())) {
    reach.step();
    meet();
  }
  state.frontier = state.frontier.filter((visit) => reach.allows(visit.node, visit.hop, state.limit));
}
__name(narrowByReach, "narrowByReach");
function estimatedUsesOf(nav, frontier) {
  let uses = 0;
  for (const visit of frontier) uses += nav.estimatedUsesWithin(visit.node);
  return uses;
}
__name(estimatedUsesOf, "estimatedUsesOf");
function pathOf(end) {
  const out = [];
  for (let v = end; v; v = v.parent) out.unshift(v);
  return out;
}
__name(pathOf, "pathOf");
function overlaps(a, b) {
  return a.file === b.file && a.start <= b.end && b.start <= a.end;
}
__name(overlaps, "overlaps");
function reachesPeer(node, peer) {
  const u = node.unit;
  const p = peer.unit;
  if (!overlaps(u, p)) return false;
  const around = u.start <= p.start && u.end >= p.end && (u.start !== p.start || u.end !== p.end);
  return !around || peer.targets.some((t) => t.file === u.file && t.def === u.def);
}
__name(reachesPeer, "reachesPeer");
function nodesReaching(nav, target) {
  const facts = nav.graph.facts(target.unit.file);
  if (!facts) return [];
  const { file, start, end } = target.unit;
  const nodes = [];
  facts.definitions.forEach((d, def) => {
    if (d.start > end || d.end < start) return;
    const node = nav.nodeForDef({ file, def });
    if (reachesPeer(node, target)) nodes.push(node);
  });
  return nodes;
}
__name(nodesReaching, "nodesReaching");
function progressOf(progress, name, start) {
  return progress ? { searches: progress.searches, key: `${name}\0${unitKey(start.unit)}` } : null;
}
__name(progressOf, "progressOf");
function shortestPath2(nav, anchor, depth, peer, progress) {
  const found = search(nav, anchor, depth, "out", (node) => node !== anchor && reachesPeer(node, peer), () => nodesReaching(nav, peer), progressOf(progress, "path", anchor));
  if (!found) {
    const failure = {
      ok: false,
      kind: "path_not_found",
      message: `no certain call or reference path from ${unitKey(anchor.unit)} to ${unitKey(peer.unit)} within depth ${depth}`
    };
    const reverse = search(nav, peer, depth, "out", (node) => node !== peer && reachesPeer(node, anchor), () => nodesReaching(nav, anchor), progressOf(progress, "reverse", peer));
    if (!reverse) return failure;
    return {
      ...failure,
      message: `${failure.message}; there is one from ${unitKey(peer.unit)} to ${unitKey(anchor.unit)} in ${reverse.hop} ${reverse.hop === 1 ? "hop" : "hops"}`,
      recovery: "A path follows calls from the anchor to the peer: try swapping anchor and --peer."
    };
  }
  const path = pathOf(found);
  const slices = [];
  for (const visit of path) {
    if (visit.hop === 0) slices.push(anchorSlice(anchor, found.hop > 0 ? nav.outgoing(visit.node).uncertain : []));
    else if (visit === found) slices.push({ unit: peer.unit, hop: visit.hop, relationship: "peer", edges: [], mandatory: true });
    else slices.push({ unit: visit.node.unit, hop: visit.hop, relationship: "path", edges: [], outgoing: { node: visit.node, omissions: false }, mandatory: false });
  }
  return { ok: true, traversal: { slices, lastLevel: /* @__PURE__ */ __name(() => [], "lastLevel"), omissions: [] } };
}
__name(shortestPath2, "shortestPath");
function entrypointPath(nav, anchor, depth, entry, progress) {
  const anchorIsEntry = anchor.targets.some((t) => entry.hasDefinition(t));
  const found = search(nav, anchor, depth, "in", (node) => entry.has(node.unit) || node === anchor && anchorIsEntry, null, progressOf(progress, "entrypoint", anchor));
  if (!found) {
    return {
      ok: false,
      kind: "entrypoint_path_not_found",
      message: `no public entrypoint reaches ${unitKey(anchor.unit)} through certain edges within depth ${depth}`
    };
  }
  const slices = [];
  for (const visit of pathOf(found)) {
    if (visit.hop === 0) slices.push(anchorSlice(anchor, []));
    else {
      const last = visit === found;
      slices.push({ unit: visit.node.unit, hop: visit.hop, relationship: last ? "entrypoint" : "path", edges: [], mandatory: last });
    }
  }
  return { ok: true, traversal: { slices, lastLevel: /* @__PURE__ */ __name(() => [], "lastLevel"), omissions: [] } };
}
__name(entrypointPath, "entrypointPath");

// src/core/verify.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var MODE_RELATIONSHIPS = {
  neighborhood: ["anchor", "enclosing", "caller", "callee", "reference", "import"],
  upstream: ["anchor", "caller", "reference"],
  downstream: ["anchor", "callee", "reference"],
  path: ["anchor", "path", "peer"],
  entrypoint: ["anchor", "path", "entrypoint"]
};
var REPLACEMENT_RELATIONSHIPS = ["anchor", "peer", "entrypoint", "requested"];
function invalid(check, message) {
  return fail("packet_invalid", `${check}: ${message}`, { check });
}
__name(invalid, "invalid");
function verifyPacket(bytes, repo, expected) {
  let packet;
  try {
    packet = JSON.parse(bytes);
  } catch {
    return invalid("serialization", "not JSON");
  }
  if (typeof packet !== "object" || packet === null || !Array.isArray(packet.slices)) {
    return invalid("schema", "not a packet object");
  }
  let reserialized;
  try {
    reserialized = serializePacket(packet);
  } catch {
    return invalid("schema", "fields missing");
  }
  if (reserialized !== bytes) return invalid("serialization", "key order, spacing or extra fields differ from the schema");
  if (packet.schema !== PACKET_SCHEMA) return invalid("schema", `schema is ${String(packet.schema)}`);
  if (packet.root !== repo.root) return invalid("root", "the packet's root is not the canonical root of the tree");
  if (!MODES.includes(packet.mode) || packet.mode !== expected.mode) return invalid("mode", "mode differs from the request");
  if (packet.depth !== expected.depth) return invalid("depth", "depth differs from the request");
  const limit = packet.budget.limit_estimated_tokens;
  if (limit !== expected.limit) return invalid("budget", "limit differs from the request");
  const recomputed = fixedPointTokens(
    (used) => serializePacket({ ...packet, budget: { limit_estimated_tokens: limit, used_estimated_tokens: used } })
  ).used;
  if (recomputed !== packet.budget.used_estimated_tokens) {
    return invalid("budget", `stated ${packet.budget.used_estimated_tokens} estimated tokens, recomputed ${recomputed}`);
  }
  if (recomputed > limit) return invalid("budget", `${recomputed} estimated tokens exceed the limit ${limit}`);
  const allowed = expected.replacement ? REPLACEMENT_RELATIONSHIPS : MODE_RELATIONSHIPS[packet.mode];
  const ranges = /* @__PURE__ */ new Set();
  const read = repo.freshReader();
  for (let i = 0; i < packet.slices.length; i++) {
    const s = packet.slices[i];
    if (i > 0 && compareSlices(packet.slices[i - 1], s) > 0) return invalid("order", "slices are out of order");
    const key = `${s.file}:${s.start_line}-${s.end_line}`;
    if (ranges.has(key)) return invalid("order", `range ${key} appears twice`);
    ranges.add(key);
    if (s.certainty !== "certain") return invalid("traversal", `${key} is not certain`);
    if (!RELATIONSHIPS.includes(s.relationship) || !allowed.includes(s.relationship)) {
      return invalid("traversal", `${key} has relationship ${s.relationship}, not allowed in ${packet.mode} mode`);
    }
    if (!Number.isInteger(s.hop) || s.hop < 0 || s.hop > packet.depth) return invalid("traversal", `${key} is at hop ${s.hop}, beyond depth ${packet.depth}`);
    if (s.hop === 0 !== (s.relationship === "anchor")) return invalid("traversal", `${key}: hop 0 is the anchor and only the anchor`);
    const file = read(s.file);
    if (file === void 0) return invalid("containment", `${s.file} is not a canonical path inside the root`);
    if (!file || file.binary) return invalid("containment", `${s.file} cannot be read as text`);
    if (!Number.isInteger(s.start_line) || !Number.isInteger(s.end_line) || s.start_line < 1 || s.start_line > s.end_line || s.end_line > file.lineCount) {
      return invalid("range", `${key} is not within the file's ${file.lineCount} lines`);
    }
    if (file.slice(s.start_line, s.end_line) !== s.content) {
      return fail("stale_source", `${key} no longer holds the bytes the packet carries`, { range: key });
    }
  }
  const anchors = packet.slices.filter((s) => s.hop === 0);
  if (anchors.length !== 1) return invalid("anchor", `expected one hop-0 slice, found ${anchors.length}`);
  const anchorCheck = anchorHolds(anchors[0], expected.anchor, read);
  if (anchorCheck) return invalid("anchor", anchorCheck);
  if (packet.mode === "path" && packet.slices.filter((s) => s.relationship === "peer").length !== 1) {
    return invalid("traversal", "a path packet ends at exactly one peer slice");
  }
  if (packet.mode === "entrypoint" && packet.slices.filter((s) => s.relationship === "entrypoint").length > 1) {
    return invalid("traversal", "an entrypoint packet ends at one entrypoint");
  }
  for (let i = 1; i < packet.uncertain_edges.length; i++) {
    if (compareUncertainEdges(packet.uncertain_edges[i - 1], packet.uncertain_edges[i]) >= 0) {
      return invalid("order", "uncertain edges are not in strict lexicographic order");
    }
  }
  const omissions = packet.omissions;
  const last = omissions[omissions.length - 1];
  const sorted = last && last.candidate === SUMMARY_OMISSION.candidate && last.reason === SUMMARY_OMISSION.reason ? omissions.slice(0, -1) : omissions;
  for (let i = 0; i < sorted.length; i++) {
    const o = sorted[i];
    if (!OMISSION_REASONS.includes(o.reason)) return invalid("omissions", `unknown reason ${o.reason}`);
    if (i > 0 && compareOmissions(sorted[i - 1], o) >= 0) {
      return invalid("order", "omissions are not in strict lexicographic order");
    }
  }
  return ok(packet);
}
__name(verifyPacket, "verifyPacket");
function anchorHolds(slice, anchor, read) {
  switch (anchor.kind) {
    case "line_range":
      return slice.file === anchor.file && slice.start_line === anchor.start && slice.end_line === anchor.end ? null : `hop 0 is ${slice.file}:${slice.start_line}-${slice.end_line}, not the requested ${anchor.file}:${anchor.start}-${anchor.end}`;
    case "path": {
      const file = read(anchor.file);
      const lines = file && !file.binary ? file.lineCount : -1;
      return slice.file === anchor.file && slice.start_line === 1 && slice.end_line === lines ? null : `hop 0 is not the whole of ${anchor.file}`;
    }
    default: {
      if (anchor.file !== null && slice.file !== anchor.file) return `hop 0 is in ${slice.file}, not ${anchor.file}`;
      const symbol = (slice.symbol === null ? null : symbolSegments(slice.symbol)) ?? [];
      const aliases = languageForPath(slice.file)?.rootAliases ?? [];
      return segmentsName(symbol.slice(0, 1), symbol.slice(1), anchor.segments, aliases) || segmentsName([], symbol, anchor.segments, aliases) ? null : `hop 0 is ${slice.symbol ?? "no symbol"}, not ${anchor.segments.join(".")}`;
    }
  }
}
__name(anchorHolds, "anchorHolds");

// src/core/buildPacket.ts
async function buildPacket(request, options = {}) {
  const valid = validateRequest(request);
  if (!valid.ok) return valid;
  const req = valid.value;
  const repo = Repository.open(req.root, options.limits, options.cache?.givenFiles(req.root) ?? null);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(req.root)} is not a directory`);
  const ws = new Workspace(repo, { wholeTree: options.index === "whole-tree", cache: options.cache ?? null, ...options.lineage ? { lineage: options.lineage } : {} });
  const isEntry = /* @__PURE__ */ __name((text) => text !== null && text.trim().startsWith("entry:"), "isEntry");
  if (req.mode === "entrypoint" || isEntry(req.anchor) || isEntry(req.peer)) await ws.prepareEntrypoints();
  const beyond = repo.filesBeyondLimit();
  const partial = beyond > 0 ? [{ candidate: `${beyond} files past the first ${repo.limits.maxFiles} (the index's file limit)`, reason: "unavailable" }] : [];
  const made = /* @__PURE__ */ new Map();
  const progress = new SearchProgress();
  const planned = await ws.settle((graph) => {
    const p = plan(ws, graph, req, options, made, progress);
    if (!p.ok) return p;
    const { frame, mandatory, candidates, groups, next, loose, looseListed, secondLevel, omissions } = p.value;
    graph.checkpoint();
    const outcome2 = applyBudget(frame, mandatory, candidates, groups, loose, [...omissions, ...partial], repo.files(), next, secondLevel);
    if (outcome2.fits !== "pending") return ok({ plan: p.value, outcome: outcome2 });
    if (outcome2.ask?.list === "beyond") graph.request(outcome2.ask.files);
    else if (outcome2.ask) {
      const { list, from, count, loadable, mayFit } = outcome2.ask;
      const asking = list === "loose" ? looseListed() : (list === "next" ? next().groups() : groups()).map((g) => ({ files: [g.file] }));
      const unread = [];
      for (let i = from; i < asking.length && unread.length < Math.max(count, loadable); i++) {
        const g = asking[i];
        if ((!mayFit || mayFit(i)) && !g.files.every((f) => graph.holds(f))) unread.push(g);
      }
      const asked = [...unread.slice(0, count), ...unread.slice(count, loadable).filter((g) => g.files.every((f) => ws.loadsWithoutParsing(f)))];
      graph.request(asked.flatMap((g) => g.files));
    }
    graph.checkpoint();
    throw new Error("the budget waits for files that are all indexed");
  });
  ws.finish();
  if (!planned.ok) return planned;
  const { plan: chosen, outcome } = planned.value;
  const { a, requests } = chosen;
  if (!outcome.fits) {
    const what = a.anchor.kind === "path" ? `the whole of ${a.packetAnchor.value}` : `the anchor ${a.packetAnchor.value}`;
    const outline = await outlineFile(repo.root, a.node.unit.file, {
      cap: Math.min(req.budget, DEFAULT_OUTLINE_CAP),
      terms: parseTerms(req.task.replace(/[^\p{L}\p{N}_$]+/gu, " ")).filter((t) => t.length >= 3),
      limits: options.limits
    });
    return fail("anchor_exceeds_budget", `${what} needs ${outcome.anchorTokens} estimated tokens; the budget is ${req.budget}`, {
      anchor: a.packetAnchor.value,
      needed_estimated_tokens: outcome.anchorTokens,
      limit_estimated_tokens: req.budget,
      ...outline.ok ? { outline: outline.value } : {}
    });
  }
  const verified = verifyPacket(outcome.bytes, repo, {
    anchor: a.anchor,
    mode: req.mode,
    depth: req.depth,
    limit: req.budget,
    replacement: requests !== void 0
  });
  if (!verified.ok) return verified;
  if (!requests) return ok({ packet: verified.value, bytes: outcome.bytes });
  const inPacket = new Set(verified.value.slices.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const judged = requests.map(
    (r) => r.disposition === "accepted" && r.reason === ADDED && !inPacket.has(r.range) ? { ...r, reason: "valid, but left out: the budget was spent (see omissions)" } : r
  );
  return ok({ packet: verified.value, bytes: outcome.bytes, requests: judged });
}
__name(buildPacket, "buildPacket");
function plan(ws, graph, req, options, made, progress) {
  const repo = ws.repo;
  const graphMode = req.mode !== "neighborhood";
  const anchor = resolveAnchor(ws, graph, req.anchor);
  if (!anchor.ok) return anchor;
  let peer = null;
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
  const frame = {
    schema: PACKET_SCHEMA,
    task: req.task,
    root: repo.root,
    anchor: a.packetAnchor,
    peer: peer ? peer.packetAnchor : null,
    mode: req.mode,
    depth: req.depth,
    budget: { limit_estimated_tokens: req.budget }
  };
  const toSlice = /* @__PURE__ */ __name((unit, hop, relationship) => {
    const key = `${rangeLabel(unit.file, unit.start, unit.end)}\0${hop}\0${relationship}\0${JSON.stringify(unit.symbol)}`;
    let slice = made.get(key);
    if (!slice) {
      const head = { file: unit.file, start_line: unit.start, end_line: unit.end, symbol: unit.symbol, hop, relationship, certainty: "certain" };
      slice = fileSlice(head, graph.indexedFacts(unit.file)?.lineCount ?? null, () => repo.read(unit.file));
      made.set(key, slice);
    }
    return slice;
  }, "toSlice");
  const mandatory = [];
  const candidates = [];
  let groups = /* @__PURE__ */ __name(() => [], "groups");
  let next = null;
  let loose = /* @__PURE__ */ __name(() => [], "loose");
  let looseListed = /* @__PURE__ */ __name(() => [], "looseListed");
  let secondLevel = null;
  let omissions = [];
  if (a.node && a.indexed) {
    const nav = new Navigator(graph, (f) => ws.lineCount(f), progress);
    const entry = req.mode === "entrypoint" ? ws.entrypoints() : null;
    const result = traverse(nav, a.node, req.mode, req.depth, peer?.node ?? null, entry, progress);
    if (!result.ok) return fail(result.kind, result.message, void 0, result.recovery);
    const callersOf = /* @__PURE__ */ new WeakMap();
    const candidateOf = /* @__PURE__ */ __name((s) => {
      const c = { slice: toSlice(s.unit, s.hop, s.relationship), uncertainEdges: s.edges };
      if (s.callersOf) callersOf.set(c, s.callersOf);
      const outgoing = s.outgoing;
      if (outgoing) {
        c.deferred = () => graph.unlessLacking(() => {
          const out = nav.outgoing(outgoing.node);
          return { edges: out.uncertain, omissions: outgoing.omissions ? out.omissions : [] };
        });
      }
      const beyond = s.beyond;
      if (beyond) c.beyond = () => graph.unlessLacking(beyond);
      return c;
    }, "candidateOf");
    for (const s of result.traversal.slices) (s.mandatory ? mandatory : candidates).push(candidateOf(s));
    const lastLevel = result.traversal.lastLevel;
    const groupsOf = /* @__PURE__ */ __name((level) => {
      let listed2 = null;
      return () => listed2 ??= level().map((g) => ({ file: g.file, hop: g.hop, read: /* @__PURE__ */ __name((load) => g.read(load)?.map(candidateOf) ?? null, "read"), shortestLine: /* @__PURE__ */ __name(() => g.shortestLine(), "shortestLine") }));
    }, "groupsOf");
    groups = groupsOf(lastLevel);
    const later = result.traversal.next;
    if (later) {
      let levels = null;
      next = /* @__PURE__ */ __name(() => {
        if (!levels) {
          const found = later();
          levels = { candidates: found.slices.map(candidateOf), groups: groupsOf(found.lastLevel) };
        }
        return levels;
      }, "next");
    }
    let listed = [];
    loose = /* @__PURE__ */ __name((taken) => listed = nav.looseGroups(taken.flatMap((c) => callersOf.get(c) ?? [])), "loose");
    looseListed = /* @__PURE__ */ __name(() => listed, "looseListed");
    secondLevel = result.traversal.secondLevel ?? null;
    omissions = result.traversal.omissions;
  } else {
    const unit = a.node.unit;
    mandatory.push({ slice: toSlice(unit, 0, "anchor"), uncertainEdges: [] });
  }
  let requests;
  if (options.requested) {
    const resolved = resolveRequests(ws, graph, options.requested, mandatory.map((c) => c.slice.head));
    requests = resolved.outcomes;
    candidates.length = 0;
    groups = /* @__PURE__ */ __name(() => [], "groups");
    next = null;
    loose = /* @__PURE__ */ __name(() => [], "loose");
    looseListed = /* @__PURE__ */ __name(() => [], "looseListed");
    secondLevel = null;
    omissions = [];
    for (const unit of resolved.units) {
      candidates.push({ slice: toSlice(unit, 1, "requested"), uncertainEdges: uncertainEdgesOf(ws, graph, unit) });
    }
  }
  return ok({ a, frame, mandatory, candidates, groups, next, loose, looseListed, secondLevel, omissions, requests });
}
__name(plan, "plan");
var ADDED = "added to the replacement packet";
function resolveRequests(ws, graph, requested, anchors) {
  const taken = new Set(anchors.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const outcomes = [];
  const units = [];
  for (const request of requested) {
    const text = request.symbol_or_range.trim();
    if (request.reason.trim() === "") {
      outcomes.push(rejectRequest(request, "no reason given for needing it"));
      continue;
    }
    const parsed = parseAnchor(text, (p) => ws.repo.checkPath(p).ok);
    if (!parsed.ok || parsed.anchor.kind !== "line_range" && parsed.anchor.kind !== "symbol") {
      outcomes.push(rejectRequest(request, "not an exact symbol or FILE:START-END range"));
      continue;
    }
    const resolved = resolveAnchor(ws, graph, text);
    if (!resolved.ok) {
      const candidates = resolved.failure.details?.candidates;
      const listed = candidates ? `: ${candidates.map((c) => c.anchor).join(", ")}` : "";
      outcomes.push(rejectRequest(request, `${resolved.failure.kind}: ${resolved.failure.message}${listed}`));
      continue;
    }
    const unit = resolved.value.node.unit;
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
__name(resolveRequests, "resolveRequests");
function uncertainEdgesOf(ws, graph, unit) {
  if (languageForPath(unit.file) === null) return [];
  if (!graph.facts(unit.file)) return [];
  return new Navigator(graph, (f) => ws.lineCount(f)).outgoing({ unit, targets: [] }).uncertain;
}
__name(uncertainEdgesOf, "uncertainEdgesOf");
function resolveAnchor(ws, graph, text) {
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
    const canonical2 = spec.kind === "line_range" ? { ...spec, file: checked.path } : { kind: "path", file: checked.path };
    if (canonical2.kind === "line_range" && canonical2.end > lineCount) {
      return fail("invalid_anchor", `${checked.path} has ${lineCount} lines; ${canonical2.start}-${canonical2.end} is past its end`, {
        anchor: text,
        line_count: lineCount
      });
    }
    const start = canonical2.kind === "line_range" ? canonical2.start : 1;
    const end = canonical2.kind === "line_range" ? canonical2.end : lineCount;
    const unit2 = { file: checked.path, start, end, symbol: null, def: null };
    const supported = languageForPath(checked.path) !== null && !ws.repo.isInSkippedFolder(checked.path);
    let indexed = false;
    let targets = [];
    if (supported) {
      if (graph.facts(checked.path)) {
        indexed = true;
        targets = new Navigator(graph, () => null).targetsOf(checked.path, start, end);
      }
    }
    return ok({ anchor: canonical2, packetAnchor: packetAnchor(canonical2, checked.path), node: { unit: unit2, targets }, indexed });
  }
  let fileFilter = null;
  if (spec.file !== null) {
    const checked = repo.checkPath(spec.file);
    if (!checked.ok) return fail(checked.kind, checked.message, { anchor: text });
    fileFilter = checked.path;
  }
  const last = spec.segments[spec.segments.length - 1];
  const named = fileFilter !== null ? graph.definitionsNamedIn(fileFilter, last) : graph.definitionsNamed(last);
  graph.checkpoint();
  let matches = named.filter((ref2) => {
    if (fileFilter !== null && ref2.file !== fileFilter) return false;
    const rootAliases = languageForPath(ref2.file)?.rootAliases ?? [];
    return segmentsName(graph.modulePath(ref2.file), graph.definition(ref2).chain, spec.segments, rootAliases);
  });
  graph.checkpoint();
  const name = spec.segments.join(".");
  if (spec.kind === "entrypoint") {
    const entry = ws.entrypoints();
    const defined = matches;
    matches = matches.filter((ref2) => entry.has(graph.unitOfDef(ref2)));
    if (matches.length === 0 && defined.length > 0) {
      const sites = defined.map((ref2) => `${ref2.file}:${graph.definition(ref2).start}-${graph.definition(ref2).end}`).sort();
      const plain = text.trim().slice("entry:".length);
      return fail(
        "symbol_not_found",
        `${name} is defined at ${sites.join(", ")} but is not a public entrypoint`,
        { anchor: text, defined_at: sites },
        `Give ${plain} as a plain symbol anchor with --mode entrypoint to find the public entrypoints that reach it.`
      );
    }
  }
  if (matches.length === 0) return fail("symbol_not_found", `no definition named ${name}${fileFilter ? ` in ${fileFilter}` : ""}`, { anchor: text });
  const candidates = matches.map((ref2) => {
    const def = graph.definition(ref2);
    const symbol = graph.symbolOf(ref2);
    return { file: ref2.file, start_line: def.start, end_line: def.end, symbol, anchor: `${ref2.file}#${symbol}` };
  }).sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0) || x.start_line - y.start_line || x.end_line - y.end_line || (x.symbol < y.symbol ? -1 : x.symbol > y.symbol ? 1 : 0));
  const perAnchor = /* @__PURE__ */ new Map();
  for (const c of candidates) perAnchor.set(c.anchor, (perAnchor.get(c.anchor) ?? 0) + 1);
  for (const c of candidates) if ((perAnchor.get(c.anchor) ?? 0) > 1) c.anchor = `${c.file}:${c.start_line}-${c.end_line}`;
  if (candidates.length > 1) {
    return fail("ambiguous_symbol", `${name} names ${candidates.length} definitions`, { anchor: text, candidates });
  }
  const ref = matches[0];
  const unit = graph.unitOfDef(ref);
  const canonical = { kind: spec.kind, file: fileFilter, segments: spec.segments };
  const nav = new Navigator(graph, () => null);
  return ok({ anchor: canonical, packetAnchor: packetAnchor(canonical, fileFilter), node: { unit, targets: nav.targetsOf(unit.file, unit.start, unit.end) }, indexed: true });
}
__name(resolveAnchor, "resolveAnchor");

export {
  rangeLabel,
  serializePacket,
  DEFAULT_BUDGET,
  buildPacket
};
