import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  BARRIER_CAPTURE,
  eachMatchUntil,
  endIndexOf,
  loadLanguage,
  parseWithDeadline,
  typeOf
} from "./chunk-UQKUPWTJ.js";
import {
  NameIndex,
  blobId,
  buildNameIndex,
  decodeFacts,
  directoriesEndingWith,
  dirnamePosix,
  ecmascriptModules,
  filesInDirectoryWhere,
  isManifest,
  isMember,
  joinPosix,
  keptDeclaredNamesOf,
  memberUseKey,
  moduleSourceKey,
  namespaceUseKey,
  normalizePosix,
  referencesNamed,
  scriptCandidates,
  selfReferenceName,
  sketchKey,
  targetName,
  useCount
} from "./chunk-TCYNHTT5.js";
import {
  ImportQualifiers,
  SKIPPED_FOLDER_REASON,
  declaredHash,
  definitionRulesOf,
  definitionSitesOf,
  entryOf,
  exportedNamesOf,
  flowsTypes,
  importQualifiersOf,
  inheritsMembers,
  isBlankByte,
  isWordByte,
  keywordHash,
  languageForPath,
  languageNamed,
  languages,
  openerHash,
  partitionPoint,
  proseSpans,
  readForSketch,
  readIntoScratch,
  readingRules,
  receiversProvedInPackage,
  regularFileStampNumbers,
  releaseScratch,
  scratchBuffer,
  scratchOfAtLeast,
  sketchBitsOf,
  sketchLength,
  sketchLexiconForPath,
  sketchLexiconOf,
  sketchMayHold,
  sketchReadInto,
  sketchWords,
  stampOf,
  sureDefinitionSitesOf,
  withinSpans,
  wordHash
} from "./chunk-FTX7Z7FU.js";
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/core/indexer.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/extract.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/nameAtSite.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var PLAIN_NAME = /^[A-Za-z0-9_$\u0080-\uffff]+$/;
var WHOLE_WORD = "[A-Za-z0-9_$\\u0080-\\uffff]+(?![A-Za-z0-9_$\\u0080-\\uffff])";
var kept = /* @__PURE__ */ new WeakMap();
function sitePattern(sites) {
  let pattern = kept.get(sites);
  if (!pattern) {
    const at = sites.map((s) => `(?<=(?:${s.before}))(?=${WHOLE_WORD}${s.after ?? ""})`);
    pattern = new RegExp(`(?:${at.join("|")})`, "my");
    kept.set(sites, pattern);
  }
  return pattern;
}
__name(sitePattern, "sitePattern");
function nameAtSite(text, at, sites) {
  const pattern = sitePattern(sites);
  pattern.lastIndex = at;
  return pattern.test(text);
}
__name(nameAtSite, "nameAtSite");

// src/core/extractionNodes.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function lineOf(row) {
  return row + 1;
}
__name(lineOf, "lineOf");
function endLine(node) {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row : row + 1;
}
__name(endLine, "endLine");
var NodeReader = class {
  static {
    __name(this, "NodeReader");
  }
  base;
  source;
  constructor(root) {
    this.base = root.startIndex;
    this.source = root.text;
  }
  end(node) {
    return endIndexOf(node);
  }
  type(node) {
    return typeOf(node);
  }
  text(node) {
    return this.source.slice(node.startIndex - this.base, this.end(node) - this.base);
  }
  /** Whether the name `node` writes stands there at one of `sites` (see nameAtSite). */
  atSite(node, sites) {
    return nameAtSite(this.source, node.startIndex - this.base, sites);
  }
  /** The source between two offsets inside the root. */
  slice(start, end) {
    return this.source.slice(start - this.base, end - this.base);
  }
};

// src/core/matchDrafts.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var DEFINITION_KINDS = /* @__PURE__ */ new Set([
  "function",
  "method",
  "class",
  "interface",
  "type",
  "enum",
  "module",
  "variable"
]);
var DECLARED_TYPE_CAPTURES = /* @__PURE__ */ new Set([
  "returns.of",
  "destructured",
  "field",
  "callback.outer",
  "expression",
  "parameter",
  "parameter.contextual",
  "argument",
  "argument.new",
  "argument.spread"
]);
function roleOf(name) {
  if (name === BARRIER_CAPTURE) return 0 /* Barrier */;
  if (name.startsWith("definition.")) return 1 /* Definition */;
  if (name === "heritage") return 2 /* Heritage */;
  if (name === "package") return 3 /* Package */;
  if (name.startsWith("entry.")) return 4 /* Entry */;
  if (name === "import.skip") return 5 /* ImportSkip */;
  if (name === "import") return 6 /* Import */;
  if (name.startsWith("export.") || name.startsWith("reexport.")) return 7 /* Export */;
  if (DECLARED_TYPE_CAPTURES.has(name)) return 8 /* Types */;
  if (name.startsWith("reference.")) return 9 /* Reference */;
  return 10 /* Other */;
}
__name(roleOf, "roleOf");
var roles = /* @__PURE__ */ new Map();
function roleOfName(name) {
  let role = roles.get(name);
  if (role === void 0) {
    role = roleOf(name);
    roles.set(name, role);
  }
  return role;
}
__name(roleOfName, "roleOfName");
var NONE = [];
function roleOfMatch(caps) {
  let role = 10 /* Other */;
  for (const c of caps) {
    const r = roleOfName(c.name);
    if (r < role) role = r;
  }
  return role;
}
__name(roleOfMatch, "roleOfMatch");
function headOf(caps, role) {
  for (const c of caps) if (roleOfName(c.name) === role) return c.name;
  return "";
}
__name(headOf, "headOf");
function one(caps, name) {
  for (const c of caps) if (c.name === name) return c.node;
  return null;
}
__name(one, "one");
function all(caps, name) {
  let out = null;
  for (const c of caps) if (c.name === name) (out ??= []).push(c.node);
  return out ?? NONE;
}
__name(all, "all");
function has(caps, name) {
  for (const c of caps) if (c.name === name) return true;
  return false;
}
__name(has, "has");
function collectDeclaredTypes(caps, out) {
  const returnsOf = one(caps, "returns.of");
  const returns = one(caps, "returns");
  if (returnsOf) {
    if (returns) out.returns.push({ of: returnsOf, type: returns });
    const name = one(caps, "returns.field");
    const type = one(caps, "returns.field.type");
    if (name && type) out.returnFields.push({ of: returnsOf, name, type });
    return;
  }
  const destructured = one(caps, "destructured");
  if (destructured) {
    const value = one(caps, "destructured.value");
    if (value) out.destructured.set(destructured.id, value);
    return;
  }
  const field = one(caps, "field");
  if (field) {
    const type = one(caps, "field.type");
    if (type && !out.fields.has(field.id)) out.fields.set(field.id, { name: field, type });
    return;
  }
  const outer = one(caps, "callback.outer");
  if (outer) {
    const inner = one(caps, "callback.inner");
    const type = one(caps, "callback.type");
    if (inner && type) out.callbacks.push({ outer, inner, type });
    return;
  }
  const expression = one(caps, "expression");
  if (expression) {
    const parts = {
      type: one(caps, "expression.type") ?? void 0,
      like: one(caps, "expression.like") ?? void 0,
      object: one(caps, "expression.object") ?? void 0,
      field: one(caps, "expression.field") ?? void 0,
      returns: one(caps, "expression.returns") ?? void 0
    };
    if (!out.expressions.has(expression.id)) out.expressions.set(expression.id, parts);
    return;
  }
  const take = /* @__PURE__ */ __name((capture, add) => {
    for (const n of all(caps, capture)) add(n);
  }, "take");
  take("parameter", (n) => out.parameters.add(n.id));
  take("parameter.contextual", (n) => out.contextual.add(n.id));
  take("argument", (n) => out.arguments.set(n.id, false));
  take("argument.new", (n) => out.arguments.set(n.id, true));
  take("argument.spread", (n) => out.spreads.add(n.id));
}
__name(collectDeclaredTypes, "collectDeclaredTypes");
function emptyDrafts() {
  return {
    defDrafts: /* @__PURE__ */ new Map(),
    scopeNodes: /* @__PURE__ */ new Map(),
    hiddenScopeIds: /* @__PURE__ */ new Set(),
    barrierNodes: /* @__PURE__ */ new Map(),
    bindings: /* @__PURE__ */ new Map(),
    bindingTypes: /* @__PURE__ */ new Map(),
    importDrafts: [],
    packageName: null,
    entryNodes: { mains: [], publics: [] },
    entry: { mains: [], publics: [], program: false, names: null },
    exportDrafts: [],
    refDrafts: /* @__PURE__ */ new Map(),
    notReferences: /* @__PURE__ */ new Set(),
    heritage: [],
    skippedImports: /* @__PURE__ */ new Set(),
    declared: {
      returns: [],
      returnFields: [],
      destructured: /* @__PURE__ */ new Map(),
      fields: /* @__PURE__ */ new Map(),
      parameters: /* @__PURE__ */ new Set(),
      contextual: /* @__PURE__ */ new Set(),
      callbacks: [],
      expressions: /* @__PURE__ */ new Map(),
      arguments: /* @__PURE__ */ new Map(),
      spreads: /* @__PURE__ */ new Set(),
      values: /* @__PURE__ */ new Map()
    }
  };
}
__name(emptyDrafts, "emptyDrafts");
function collectMatch(d, caps, pattern, read) {
  switch (roleOfMatch(caps)) {
    case 0 /* Barrier */:
      for (const n of all(caps, BARRIER_CAPTURE)) d.barrierNodes.set(n.id, n);
      break;
    case 1 /* Definition */:
      draftDefinition(d, caps, pattern, read);
      break;
    case 2 /* Heritage */: {
      const declaration = one(caps, "heritage");
      const name = one(caps, "heritage.name");
      if (declaration && name) d.heritage.push({ declaration, name });
      break;
    }
    case 3 /* Package */:
      d.packageName ??= one(caps, "package").text;
      break;
    case 4 /* Entry */:
      draftEntry(d, caps);
      break;
    case 5 /* ImportSkip */:
      for (const n of all(caps, "import.skip")) d.skippedImports.add(n.id);
      break;
    case 6 /* Import */:
      draftImport(d, caps);
      break;
    case 7 /* Export */:
      d.exportDrafts.push({ kind: headOf(caps, 7 /* Export */), nodes: caps.map((c) => ({ patternIndex: c.patternIndex, name: c.name, node: c.node })) });
      for (const { name: n, node } of caps) {
        if (n === "export.name" || n === "export.alias" || n.startsWith("reexport.")) d.notReferences.add(node.id);
      }
      break;
    case 8 /* Types */:
      collectDeclaredTypes(caps, d.declared);
      break;
    case 9 /* Reference */:
      draftReference(d, caps, pattern);
      break;
    default:
      draftScopesAndBindings(d, caps, read);
  }
}
__name(collectMatch, "collectMatch");
function draftDefinition(d, caps, pattern, read) {
  const head = headOf(caps, 1 /* Definition */);
  const kind = head.slice("definition.".length);
  const node = one(caps, head);
  if (!node || !DEFINITION_KINDS.has(kind)) return;
  const nameNode = one(caps, "name");
  const key = `${node.id}:${nameNode?.id ?? ""}`;
  const prior = d.defDrafts.get(key);
  if (prior && prior.pattern <= pattern) return;
  const owner = one(caps, "owner");
  d.defDrafts.set(key, {
    node,
    nameNode,
    owner: owner ? read.text(owner) : null,
    kind,
    pattern,
    startIndex: node.startIndex,
    endIndex: read.end(node)
  });
}
__name(draftDefinition, "draftDefinition");
function draftEntry(d, caps) {
  for (const node of all(caps, "entry.main")) d.entryNodes.mains.push(node);
  for (const node of all(caps, "entry.public")) d.entryNodes.publics.push(node);
  if (has(caps, "entry.program")) d.entry.program = true;
  for (const node of all(caps, "entry.name")) (d.entry.names ??= []).push(node.text);
  if (has(caps, "entry.names")) d.entry.names ??= [];
}
__name(draftEntry, "draftEntry");
function draftImport(d, caps) {
  const statement = one(caps, "import");
  const sources = all(caps, "import.source");
  if (!statement || sources.length === 0) return;
  const source = (sources.length === 1 ? sources : [...sources].sort((a, b) => a.startIndex - b.startIndex)).map((n) => n.text);
  for (const [capture, imported] of [
    ["import.default", "default"],
    ["import.namespace", "*"]
  ]) {
    const local = one(caps, capture);
    if (local) d.importDrafts.push({ statement, local, localName: local.text, imported, source });
  }
  const byPath = one(caps, "import.path");
  if (byPath) {
    const localName = byPath.text.slice(byPath.text.lastIndexOf("/") + 1);
    d.importDrafts.push({ statement, local: byPath, localName, imported: "*", source });
    d.bindings.set(byPath.id, { node: byPath, name: localName, outer: false, self: false });
  }
  const name = one(caps, "import.name");
  if (name) {
    const local = one(caps, "import.alias") ?? name;
    d.importDrafts.push({ statement, local, localName: local.text, imported: name.text, source });
    d.notReferences.add(name.id);
  }
}
__name(draftImport, "draftImport");
function draftReference(d, caps, pattern) {
  const refHead = headOf(caps, 9 /* Reference */);
  const nameNode = one(caps, "name");
  const callee = one(caps, refHead);
  if (!nameNode || !callee) return;
  const prior = d.refDrafts.get(nameNode.id);
  if (prior && prior.pattern <= pattern) return;
  d.refDrafts.set(nameNode.id, {
    nameNode,
    receiver: one(caps, "receiver"),
    kind: refHead === "reference.call" ? "call" : refHead === "reference.none" ? "none" : "reference",
    pattern,
    callee
  });
}
__name(draftReference, "draftReference");
function draftScopesAndBindings(d, caps, read) {
  for (const n of all(caps, "scope")) d.scopeNodes.set(n.id, n);
  for (const n of all(caps, "scope.hidden")) {
    d.scopeNodes.set(n.id, n);
    d.hiddenScopeIds.add(n.id);
  }
  for (const n of all(caps, "binding")) if (!d.bindings.get(n.id)?.self) d.bindings.set(n.id, { node: n, name: read.text(n), outer: false, self: false });
  const typed = one(caps, "binding");
  const typeName2 = one(caps, "binding.type");
  if (typed && typeName2) d.bindingTypes.set(typed.id, typeName2.id);
  const value = one(caps, "binding.value");
  if (typed && value) d.declared.values.set(typed.id, value);
  for (const n of all(caps, "binding.outer")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: true, self: false });
  for (const n of all(caps, "binding.self")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: false, self: true });
  for (const n of all(caps, "binding.method")) d.bindings.set(n.id, { node: n, name: read.text(n), outer: true, self: false, callsOnly: true });
}
__name(draftScopesAndBindings, "draftScopesAndBindings");

// src/core/scopeWalk.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function bind(id, binding, state, ctx, selfBindings) {
  const scope = state.scope;
  const target = binding.outer && scope.parent ? scope.parent : scope;
  const prior = target.bindings.get(binding.name);
  if (prior === void 0) target.bindings.set(binding.name, id);
  else if (ctx.isDefinitionName(prior) && ctx.isDefinitionName(id) && !ctx.sameDefinition(prior, id)) {
    target.several ??= /* @__PURE__ */ new Map();
    const list = target.several.get(binding.name);
    if (list) list.push(id);
    else target.several.set(binding.name, [prior, id]);
  } else if (prior !== id) ctx.rebound(prior);
  if (binding.self && state.unit >= 0) selfBindings.set(id, state.unit);
}
__name(bind, "bind");
function enter(id, outer, ctx, isBarrier) {
  let { scope, unit, classDef, barrier } = outer;
  if (ctx.scopeNodes.has(id)) {
    scope = { parent: scope, bindings: /* @__PURE__ */ new Map() };
    if (ctx.hiddenScopeIds.has(id)) scope.hidden = true;
  }
  const def = ctx.defNodeIndex.get(id);
  if (def !== void 0) {
    unit = def;
    const d = ctx.definitions[def];
    if (d.kind === "class" || d.kind === "interface" || d.owner !== void 0) {
      classDef = def;
      barrier = false;
    } else if (isBarrier) barrier = true;
  } else if (isBarrier) barrier = true;
  return { scope, unit, classDef, barrier };
}
__name(enter, "enter");
function sweepIntervals(tree, ctx, read) {
  const root = tree.rootNode;
  const items = capturedItems(root.id, ctx, read);
  if (!items) return null;
  orderSameRanges(items);
  const sweep = new IntervalSweep(root, ctx);
  for (const item of items) if (!sweep.visit(item)) return null;
  return sweep.walk;
}
__name(sweepIntervals, "sweepIntervals");
function capturedItems(rootId, ctx, read) {
  const byId = /* @__PURE__ */ new Map();
  const add = /* @__PURE__ */ __name((node, container) => {
    const id = node.id;
    if (id === rootId) return true;
    const known = byId.get(id);
    if (known) {
      if (container) known.container = true;
      return true;
    }
    const start = node.startIndex;
    const end = read.end(node);
    if (end <= start) return false;
    byId.set(id, { id, node, start, end, container });
    return true;
  }, "add");
  for (const maps of [ctx.scopeNodes, ctx.defNodes, ctx.barrierNodes]) {
    for (const node of maps.values()) if (!add(node, true)) return null;
  }
  for (const b of ctx.bindings.values()) if (!add(b.node, false)) return null;
  for (const r of ctx.refDrafts.values()) if (!add(r.nameNode, false)) return null;
  for (const node of ctx.receivers.values()) if (!add(node, false)) return null;
  return [...byId.values()].sort((a, b) => a.start - b.start || b.end - a.end);
}
__name(capturedItems, "capturedItems");
function orderSameRanges(items) {
  for (let i = 0; i < items.length; ) {
    const first = items[i];
    let j = i + 1;
    while (j < items.length && items[j].start === first.start && items[j].end === first.end) j++;
    if (j - i > 1) {
      const run = items.slice(i, j).map((item) => {
        let depth = 0;
        for (let p = item.node.parent; p && p.startIndex === item.start && p.endIndex === item.end; p = p.parent) depth++;
        return { item, depth };
      });
      run.sort((a, b) => a.depth - b.depth);
      run.forEach((r, k) => items[i + k] = r.item);
    }
    i = j;
  }
}
__name(orderSameRanges, "orderSameRanges");
var IntervalSweep = class {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
  }
  root;
  ctx;
  static {
    __name(this, "IntervalSweep");
  }
  walk = { sites: /* @__PURE__ */ new Map(), moduleUnits: [], rootScope: { parent: null, bindings: /* @__PURE__ */ new Map() }, selfBindings: /* @__PURE__ */ new Map() };
  base = { scope: this.walk.rootScope, unit: -1, classDef: null, barrier: false };
  stack = [];
  moduleUnitOf = /* @__PURE__ */ new Map();
  topLevelNodes = null;
  /** Takes the next item in tree order; false when a use lies outside every top-level node (the sweep gives up). */
  visit(item) {
    const { ctx, stack } = this;
    while (stack.length > 0 && stack[stack.length - 1].end < item.end) stack.pop();
    const outer = stack.length > 0 ? stack[stack.length - 1].state : this.base;
    const state = item.container ? enter(item.id, outer, ctx, ctx.barrierNodes.has(item.id)) : outer;
    const binding = ctx.bindings.get(item.id);
    if (binding) bind(item.id, binding, state, ctx, this.walk.selfBindings);
    if (ctx.refDrafts.has(item.id) || ctx.receivers.has(item.id)) {
      const unit = state.unit === -1 ? this.moduleUnit(item) : state.unit;
      if (unit === null) return false;
      this.walk.sites.set(item.id, { scope: state.scope, unit, classDef: state.classDef, barrier: state.barrier });
    }
    if (item.container) stack.push({ end: item.end, state });
    return true;
  }
  /** The module-level unit (-1 - k) of the top-level statement that holds an item outside every definition. */
  moduleUnit(item) {
    const top = this.topLevelIndex(item);
    if (top < 0) return null;
    let unit = this.moduleUnitOf.get(top);
    if (unit === void 0) {
      const node = this.topLevel()[top].node;
      unit = this.walk.moduleUnits.length;
      this.walk.moduleUnits.push({ start: lineOf(node.startPosition.row), end: endLine(node) });
      this.moduleUnitOf.set(top, unit);
    }
    return -1 - unit;
  }
  topLevel() {
    return this.topLevelNodes ??= this.root.children.flatMap((c) => {
      const start = c.startIndex;
      const end = c.endIndex;
      return end > start ? [{ start, end, node: c }] : [];
    });
  }
  topLevelIndex(item) {
    const nodes = this.topLevel();
    let lo = 0;
    let hi = nodes.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      const t = nodes[mid];
      if (t.end <= item.start) lo = mid + 1;
      else if (t.start > item.start) hi = mid - 1;
      else return t.end >= item.end ? mid : -1;
    }
    return -1;
  }
};
function walkTree(tree, ctx, barrierTypes) {
  const rootScope = { parent: null, bindings: /* @__PURE__ */ new Map() };
  const sites = /* @__PURE__ */ new Map();
  const selfBindings = /* @__PURE__ */ new Map();
  const moduleUnits = [];
  let state = { scope: rootScope, unit: -1, classDef: null, barrier: false };
  let moduleUnit = -1;
  const frames = [];
  const cursor = tree.walk();
  try {
    for (; ; ) {
      const id = cursor.nodeId;
      const depth = frames.length;
      frames.push(state);
      if (depth === 1) moduleUnit = -1;
      if (depth > 0) state = enter(id, state, ctx, barrierTypes.has(cursor.nodeType));
      const binding = ctx.bindings.get(id);
      if (binding) bind(id, binding, state, ctx, selfBindings);
      if (ctx.refDrafts.has(id) || ctx.receivers.has(id)) {
        let siteUnit = state.unit;
        if (siteUnit === -1 && depth >= 1) {
          if (moduleUnit === -1) {
            const top = topLevelRange(cursor, depth);
            if (top) {
              moduleUnits.push(top);
              moduleUnit = moduleUnits.length - 1;
            }
          }
          siteUnit = -1 - moduleUnit;
        }
        sites.set(id, { scope: state.scope, unit: siteUnit, classDef: state.classDef, barrier: state.barrier });
      }
      if (cursor.gotoFirstChild()) continue;
      for (; ; ) {
        state = frames.pop();
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return { sites, moduleUnits, rootScope, selfBindings };
      }
    }
  } finally {
    cursor.delete();
  }
}
__name(walkTree, "walkTree");
function topLevelRange(cursor, depth) {
  let node = cursor.currentNode;
  for (let d = depth; d > 1 && node; d--) node = node.parent;
  if (!node) return null;
  return { start: lineOf(node.startPosition.row), end: endLine(node) };
}
__name(topLevelRange, "topLevelRange");

// src/core/extract.ts
var CONTAINER_KINDS = /* @__PURE__ */ new Set(["class", "interface", "enum", "module"]);
var LABEL_LIMIT = 80;
function label(raw) {
  const text = raw.replace(/\s+/g, " ");
  return text.length > LABEL_LIMIT ? `${text.slice(0, LABEL_LIMIT - 1)}\u2026` : text;
}
__name(label, "label");
function useLabel(draft, read) {
  const callee = draft.callee;
  const type = read.type(callee);
  if (type.startsWith("call") || type.startsWith("new")) {
    return label(read.text(callee.childForFieldName("function") ?? callee.childForFieldName("constructor") ?? draft.nameNode));
  }
  if (draft.receiver && callee.startIndex <= draft.receiver.startIndex && read.end(draft.nameNode) <= read.end(callee)) {
    return label(read.slice(draft.receiver.startIndex, read.end(draft.nameNode)));
  }
  return label(read.text(draft.nameNode));
}
__name(useLabel, "useLabel");
function wrappedRange(node, wrappers) {
  let outer = node;
  for (let p = node.parent; p && wrappers.has(p.type); p = p.parent) outer = p;
  return { start: lineOf(outer.startPosition.row), end: endLine(outer) };
}
__name(wrappedRange, "wrappedRange");
function positionAmong(node, counts, stop = /* @__PURE__ */ new Set()) {
  const parent = node.parent;
  if (!parent || !counts(node)) return null;
  let i = 0;
  for (const sibling of parent.namedChildren) {
    if (!sibling) continue;
    if (sibling.id === node.id) return i;
    if (stop.has(sibling.id)) return null;
    if (counts(sibling)) i++;
  }
  return null;
}
__name(positionAmong, "positionAmong");
function extractFacts(path, spec, tree, query, lineCount, deadlineMs) {
  const root = tree.rootNode;
  const read = new NodeReader(root);
  const drafts = emptyDrafts();
  const stopAt = performance.now() + deadlineMs;
  const { nestedPatterns, topPatterns } = query;
  if (!eachMatchUntil(query.nested, root, stopAt, (p, caps) => collectMatch(drafts, caps, nestedPatterns[p], read))) return null;
  if (query.top && read.type(root) === query.rootType) {
    if (!eachMatchUntil(query.top, root, stopAt, (p, caps) => collectMatch(drafts, caps, topPatterns[p], read), 1)) return null;
  }
  const defs = placeDefinitions(drafts.defDrafts, spec, read, root.hasError);
  const { imports, importByLocal } = placeImports(drafts, spec.symbolSeparator ?? "");
  const names = new NameLookup(drafts.bindings, defs.defByName, importByLocal);
  const { definitions, defByNode, defByName } = defs;
  const { declared, bindings, bindingTypes } = drafts;
  const selfReceivers = new Set(spec.selfReceivers);
  const receivers = /* @__PURE__ */ new Map();
  for (const r of drafts.refDrafts.values()) if (r.receiver) receivers.set(r.receiver.id, r.receiver);
  for (const e of declared.expressions.values()) {
    for (const n of [e.object, e.like]) if (n && selfReceivers.has(n.type)) receivers.set(n.id, n);
  }
  const defNodeIndex = /* @__PURE__ */ new Map();
  for (const [id, list] of defByNode) defNodeIndex.set(id, Math.max(...list));
  const context = {
    scopeNodes: drafts.scopeNodes,
    hiddenScopeIds: drafts.hiddenScopeIds,
    bindings,
    defNodes: defs.defNodes,
    defNodeIndex,
    barrierNodes: drafts.barrierNodes,
    refDrafts: drafts.refDrafts,
    receivers,
    definitions,
    isDefinitionName: /* @__PURE__ */ __name((id) => defByName.has(id), "isDefinitionName"),
    sameDefinition: /* @__PURE__ */ __name((a, b) => defByName.get(a) === defByName.get(b), "sameDefinition"),
    // Where assignments bind (Python), one of several proves no type or value: the name may hold either.
    rebound: /* @__PURE__ */ __name((first) => {
      bindingTypes.delete(first);
      declared.values.delete(first);
    }, "rebound")
  };
  const walk = sweepIntervals(tree, context, read) ?? walkTree(tree, context, new Set(spec.thisBarriers));
  const entry = drafts.entry;
  for (const [kind, nodes] of Object.entries(drafts.entryNodes)) {
    const marked = /* @__PURE__ */ new Set();
    for (const node of nodes) for (const def of defByNode.get(node.id) ?? []) marked.add(def);
    entry[kind] = [...marked].sort((a, b) => a - b);
  }
  const uses = readUses(drafts, definitions, names, walk, spec, read, selfReceivers);
  const { references, referenceNodes } = uses;
  const targetByNode = /* @__PURE__ */ new Map();
  references.forEach((r, i) => targetByNode.set(referenceNodes[i], r.target));
  for (const call of uses.typedCalls) {
    const type = targetByNode.get(call.typeNode);
    const ref = references[call.index];
    if (type?.t === "def" && CONTAINER_KINDS.has(definitions[type.def].kind)) ref.target = { t: "member", def: type.def, member: call.member };
    else if (type?.t === "import" && type.member === null) ref.target = { t: "import", imp: type.imp, member: call.member };
  }
  settleDeclaredTypes({
    declared,
    references,
    referenceNodes,
    referenceReceivers: uses.referenceReceivers,
    targetByNode,
    definitions,
    defByNode,
    defNodeIndex,
    scopeNodes: drafts.scopeNodes,
    overloaded: defs.overloaded,
    refDrafts: drafts.refDrafts,
    bindingTypes,
    bindings,
    selfReceivers,
    siteOf: /* @__PURE__ */ __name((node) => walk.sites.get(node.id) ?? null, "siteOf"),
    bindingAt: /* @__PURE__ */ __name((node) => {
      if (!node.type.endsWith("identifier")) return null;
      const site = walk.sites.get(node.id);
      const id = site ? names.find(site.scope, node.text) : null;
      return id === null || names.bindingOf(id).t !== "value" ? null : id;
    }, "bindingAt")
  });
  settleHeritage(drafts.heritage, targetByNode, defByNode, definitions);
  references.sort((a, b) => a.line - b.line || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const moduleScope = walk.rootScope;
  const exports = buildExports(drafts.exportDrafts, defByNode, (def) => definitions[def].name, (name) => {
    const bindingId = names.find(moduleScope, name);
    if (bindingId === null) return null;
    const b = names.bindingOf(bindingId);
    return b.t === "value" ? null : b;
  });
  return {
    path,
    language: spec.name,
    lineCount,
    parsed: true,
    definitions,
    moduleUnits: walk.moduleUnits,
    imports,
    exports,
    references,
    packageName: drafts.packageName,
    entry
  };
}
__name(extractFacts, "extractFacts");
function placeDefinitions(defDrafts, spec, read, recovered) {
  const wrappers = new Set(spec.rangeWrappers);
  const drafts = [...defDrafts.values()].sort(
    (a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex || a.pattern - b.pattern
  );
  const kept2 = mergeOverloads(drafts, new Set(spec.overloadSignatures));
  const definitions = [];
  const defByNode = /* @__PURE__ */ new Map();
  const defNodes = /* @__PURE__ */ new Map();
  const defByName = /* @__PURE__ */ new Map();
  const stack = [];
  const overloaded = /* @__PURE__ */ new Map();
  for (const { draft, first, overloaded: several, names: signatureNames } of kept2) {
    while (stack.length > 0 && stack[stack.length - 1].endIndex < draft.endIndex) stack.pop();
    let parent = -1;
    for (let i = stack.length - 1; i >= 0; i--) {
      const s = stack[i];
      if (s.startIndex === draft.startIndex && s.endIndex === draft.endIndex) continue;
      parent = s.index;
      break;
    }
    const name = draft.nameNode ? read.text(draft.nameNode) : spec.anonymousDefinitionName;
    if (recovered && draft.nameNode && !standsAtSite(draft.nameNode, name, parent >= 0 || draft.owner !== null ? "members" : "others", spec, read)) continue;
    const outer = parent >= 0 ? definitions[parent].chain : [];
    const chain = draft.owner !== null ? [...outer, draft.owner, name] : [...outer, name];
    const range = wrappedRange(draft.node, wrappers);
    const start = first ? Math.min(range.start, wrappedRange(first, wrappers).start) : range.start;
    const index = definitions.length;
    if (several) overloaded.set(index, signatureNames);
    const definition = { name, kind: draft.kind, chain, start, end: range.end, parent };
    if (draft.owner !== null) definition.owner = draft.owner;
    definitions.push(definition);
    const list = defByNode.get(draft.node.id);
    if (list) list.push(index);
    else defByNode.set(draft.node.id, [index]);
    defNodes.set(draft.node.id, draft.node);
    if (first) {
      defByNode.set(first.id, [index]);
      defNodes.set(first.id, first);
    }
    if (draft.nameNode) defByName.set(draft.nameNode.id, index);
    for (const n of signatureNames) defByName.set(n.id, index);
    stack.push({ index, endIndex: draft.endIndex, startIndex: draft.startIndex });
  }
  return { definitions, defByNode, defNodes, defByName, overloaded };
}
__name(placeDefinitions, "placeDefinitions");
function standsAtSite(nameNode, name, sort, spec, read) {
  const sites = definitionSitesOf(spec, sort);
  return sites === void 0 || !PLAIN_NAME.test(name) || read.atSite(nameNode, sites);
}
__name(standsAtSite, "standsAtSite");
function placeImports(d, separator) {
  const imports = [];
  const importByLocal = /* @__PURE__ */ new Map();
  for (const id of d.skippedImports) d.bindings.delete(id);
  for (const draft of d.importDrafts) {
    if (d.skippedImports.has(draft.local.id)) continue;
    importByLocal.set(draft.local.id, imports.length);
    imports.push({
      local: draft.localName,
      imported: draft.imported,
      source: draft.source.join(separator),
      start: lineOf(draft.statement.startPosition.row),
      end: endLine(draft.statement)
    });
  }
  return { imports, importByLocal };
}
__name(placeImports, "placeImports");
var NameLookup = class {
  constructor(bindings, defByName, importByLocal) {
    this.bindings = bindings;
    this.defByName = defByName;
    this.importByLocal = importByLocal;
  }
  bindings;
  defByName;
  importByLocal;
  static {
    __name(this, "NameLookup");
  }
  /** The binding a name used in `scope` sees, and the scope that binds it; a use that is not a call looks past names only calls see. */
  bound(scope, name, call) {
    for (let s = scope; s; s = s.parent) {
      if (s.hidden && s !== scope) continue;
      const id = s.bindings.get(name);
      if (id !== void 0 && (call || !this.bindings.get(id)?.callsOnly)) return { id, scope: s };
    }
    return null;
  }
  find(scope, name, call = false) {
    return this.bound(scope, name, call)?.id ?? null;
  }
  /** Several definitions bound under one name in the scope that binds it: which one is meant is not proven. */
  several(scope, name, call) {
    const ids = this.bound(scope, name, call)?.scope.several?.get(name);
    if (!ids) return null;
    return { t: "several", defs: ids.map((id) => this.defByName.get(id)) };
  }
  /** Whether a node names a definition or an import: a declaration, not a use. */
  declares(id) {
    return this.defByName.has(id) || this.importByLocal.has(id);
  }
  bindingOf(bindingId) {
    const def = this.defByName.get(bindingId);
    if (def !== void 0) return { t: "def", def };
    const imp = this.importByLocal.get(bindingId);
    if (imp !== void 0) return { t: "import", imp };
    return { t: "value" };
  }
};
function readUses(d, definitions, names, walk, spec, read, selfReceivers) {
  const uses = { references: [], referenceNodes: [], referenceReceivers: [], typedCalls: [] };
  const reading = { d, definitions, names, walk, read, uses, selfReceivers, superReceivers: new Set(spec.superReceivers) };
  for (const draft of d.refDrafts.values()) readUse(reading, draft);
  return uses;
}
__name(readUses, "readUses");
function readUse(r, draft) {
  const id = draft.nameNode.id;
  if (draft.kind === "none") return;
  if (r.d.bindings.has(id) || r.names.declares(id) || r.d.notReferences.has(id)) return;
  const site = r.walk.sites.get(id);
  if (!site) return;
  const name = r.read.text(draft.nameNode);
  const target = draft.receiver ? receiverTarget(r, draft, draft.receiver, name, site) : plainTarget(draft, name, site, r.names);
  if (!target) return;
  const uses = r.uses;
  uses.referenceNodes.push(id);
  uses.referenceReceivers.push(draft.receiver);
  uses.references.push({
    name,
    kind: draft.kind,
    line: lineOf(draft.nameNode.startPosition.row),
    unit: site.unit,
    target,
    label: useLabel(draft, r.read)
  });
}
__name(readUse, "readUse");
function plainTarget(draft, name, site, names) {
  const call = draft.kind === "call";
  const bindingId = names.find(site.scope, name, call);
  if (bindingId === null) return { t: "free" };
  const several = names.several(site.scope, name, call);
  if (several) return several;
  const b = names.bindingOf(bindingId);
  if (b.t === "def") return { t: "def", def: b.def };
  if (b.t === "import") return { t: "import", imp: b.imp, member: null };
  return call ? { t: "uncertain", reason: "call through a value" } : null;
}
__name(plainTarget, "plainTarget");
function receiverTarget(r, draft, receiver, name, site) {
  const { definitions, names, walk, uses, read } = r;
  const receiverName = read.text(receiver);
  const receiverType = read.type(receiver);
  const receiverSite = walk.sites.get(receiver.id);
  const selfOf = walk.selfBindings.get(names.find(receiverSite?.scope ?? null, receiverName) ?? -1);
  const owns = /* @__PURE__ */ __name((def) => definitions[def].owner !== void 0, "owns");
  if (selfOf !== void 0 && owns(selfOf) && receiverType.endsWith("identifier")) return { t: "owned", def: selfOf, member: name };
  if (r.selfReceivers.has(receiverType) || r.selfReceivers.has(receiverName)) {
    if (site.classDef === null) return { t: "uncertain", reason: `\`${receiverName}\` outside a class` };
    if (site.barrier) return { t: "uncertain", reason: `\`${receiverName}\` rebound by a nested function` };
    if (owns(site.classDef)) return { t: "owned", def: site.classDef, member: name };
    return { t: "member", def: site.classDef, member: name };
  }
  if (r.superReceivers.has(receiverType) || r.superReceivers.has(receiverName)) {
    if (site.classDef === null) return { t: "uncertain", reason: `\`${receiverName}\` outside a class` };
    return { t: "super", def: site.classDef, member: name };
  }
  const bindingId = receiverSite && receiverType.endsWith("identifier") ? names.find(receiverSite.scope, receiverName) : null;
  const b = bindingId === null ? null : names.bindingOf(bindingId);
  if (b?.t === "def" && CONTAINER_KINDS.has(definitions[b.def].kind)) return { t: "member", def: b.def, member: name };
  if (b?.t === "import") return { t: "import", imp: b.imp, member: name };
  if (bindingId === null && receiverType.endsWith("identifier")) return draft.kind === "call" ? { t: "unknown_receiver", free: receiverName } : null;
  if (draft.kind !== "call") return null;
  const typeNode = bindingId === null ? void 0 : r.d.bindingTypes.get(bindingId);
  if (typeNode !== void 0) uses.typedCalls.push({ index: uses.references.length, typeNode, member: name });
  return { t: "unknown_receiver" };
}
__name(receiverTarget, "receiverTarget");
function settleHeritage(heritage, targetByNode, defByNode, definitions) {
  const extendsNamed = /* @__PURE__ */ new Map();
  for (const { declaration } of heritage) extendsNamed.set(declaration.id, (extendsNamed.get(declaration.id) ?? 0) + 1);
  for (const { declaration, name } of heritage) {
    if ((extendsNamed.get(declaration.id) ?? 0) > 1) continue;
    const target = targetByNode.get(name.id);
    for (const def of defByNode.get(declaration.id) ?? []) {
      if (target && (target.t === "def" || target.t === "import" || target.t === "member")) definitions[def].extends = target;
    }
  }
}
__name(settleHeritage, "settleHeritage");
var TYPE_DEPTH = 24;
function settleDeclaredTypes(x) {
  const { declared, references, targetByNode, definitions } = x;
  const named = /* @__PURE__ */ __name((typeNode) => {
    const target = typeNode ? targetByNode.get(typeNode.id) : void 0;
    return target ? { t: "name", target } : null;
  }, "named");
  const returnsOf = /* @__PURE__ */ new Map();
  for (const { of, type } of declared.returns) {
    returnsOf.set(of.id, type);
    const defs = x.defByNode.get(of.id) ?? [];
    const t = named(type);
    if (defs.length === 1 && t && !x.overloaded.has(defs[0])) definitions[defs[0]].returns = t;
  }
  const returnFieldCount = /* @__PURE__ */ new Map();
  for (const { of, name } of declared.returnFields) returnFieldCount.set(`${of.id}\0${name.text}`, (returnFieldCount.get(`${of.id}\0${name.text}`) ?? 0) + 1);
  for (const { of, name, type } of declared.returnFields) {
    const defs = x.defByNode.get(of.id) ?? [];
    const t = named(type);
    if (defs.length !== 1 || !t || x.overloaded.has(defs[0]) || returnFieldCount.get(`${of.id}\0${name.text}`) !== 1) continue;
    (definitions[defs[0]].returnFields ??= []).push({ name: name.text, type: t });
  }
  for (const [def, names] of x.overloaded) {
    const types = names.map((n) => n.parent ? named(returnsOf.get(n.parent.id)) : null);
    const first = types[0];
    if (first && types.every((t) => t !== null && JSON.stringify(t) === JSON.stringify(first))) definitions[def].returns = first;
  }
  const fieldsSeen = /* @__PURE__ */ new Map();
  const pendingFields = [];
  for (const { name, type } of declared.fields.values()) {
    let owner = null;
    for (let p = name.parent; p; p = p.parent) {
      const def = x.defNodeIndex.get(p.id);
      if (def !== void 0 && CONTAINER_KINDS.has(definitions[def].kind)) {
        owner = def;
        break;
      }
    }
    const t = named(type);
    if (owner === null || !t) continue;
    const key = `${owner}\0${name.text}`;
    fieldsSeen.set(key, (fieldsSeen.get(key) ?? 0) + 1);
    pendingFields.push({ def: owner, name: name.text, type: t });
  }
  for (const f of pendingFields) {
    if ((fieldsSeen.get(`${f.def}\0${f.name}`) ?? 0) > 1) continue;
    (definitions[f.def].fields ??= []).push({ name: f.name, type: f.type });
  }
  const isParameter = /* @__PURE__ */ __name((n) => declared.parameters.has(n.id), "isParameter");
  for (const { outer, inner, type } of declared.callbacks) {
    const fn = outer.parent?.parent;
    if (!fn) continue;
    let def;
    for (let p = fn; p; p = p.parent) {
      def = x.defNodeIndex.get(p.id);
      if (def !== void 0 || p.id !== fn.id && x.scopeNodes.has(p.id)) break;
    }
    const arg = positionAmong(outer, isParameter);
    const param = positionAmong(inner, isParameter);
    const t = named(type);
    if (def === void 0 || x.overloaded.has(def) || arg === null || param === null || !t) continue;
    (definitions[def].callbacks ??= []).push({ arg, param, type: t });
  }
  const indexByNode = /* @__PURE__ */ new Map();
  x.referenceNodes.forEach((id, i) => indexByNode.set(id, i));
  const callees = /* @__PURE__ */ new Map();
  for (const d of x.refDrafts.values()) if (d.kind === "call") callees.set(d.callee.id, d);
  const settled = /* @__PURE__ */ new Set();
  const targetOfName = /* @__PURE__ */ __name((nameId, depth) => {
    const i = indexByNode.get(nameId);
    if (i === void 0) return null;
    const ref = references[i];
    if (settled.has(i)) return ref.target;
    settled.add(i);
    const receiver = x.referenceReceivers[i];
    if (receiver && ref.kind === "call" && ref.target.t === "unknown_receiver" && ref.target.free === void 0) {
      const type = typeOfNode(receiver, depth + 1);
      if (type) ref.target = { t: "typed", type, member: ref.name };
    }
    return ref.target;
  }, "targetOfName");
  const bindingTypeMemo = /* @__PURE__ */ new Map();
  const typeOfBinding = /* @__PURE__ */ __name((id, depth) => {
    if (bindingTypeMemo.has(id)) return bindingTypeMemo.get(id) ?? null;
    bindingTypeMemo.set(id, null);
    let type = null;
    const typeNode = x.bindingTypes.get(id);
    const value = declared.values.get(id);
    const node = x.bindings.get(id)?.node;
    if (typeNode !== void 0) {
      const target = targetByNode.get(typeNode);
      type = target ? { t: "name", target } : null;
    } else if (value) type = typeOfNode(value, depth + 1);
    else if (node && declared.destructured.has(node.id)) {
      const of = typeOfNode(declared.destructured.get(node.id), depth + 1);
      type = of ? { t: "field", of, name: node.text } : null;
    } else if (node && declared.contextual.has(node.id)) type = typeOfArgumentParameter(node, depth);
    bindingTypeMemo.set(id, type);
    return type;
  }, "typeOfBinding");
  const typeOfArgumentParameter = /* @__PURE__ */ __name((node, depth) => {
    const param = isParameter(node) ? node : node.parent && isParameter(node.parent) ? node.parent : null;
    if (!param) return null;
    const fn = [param.parent, param.parent?.parent].find((n) => n && declared.arguments.has(n.id));
    const call = fn?.parent?.parent;
    const callee = call ? callees.get(call.id) : void 0;
    if (!fn || !callee) return null;
    const arg = positionAmong(fn, (n) => !n.isExtra, declared.spreads);
    const index = positionAmong(param, isParameter);
    const target = targetOfName(callee.nameNode.id, depth + 1);
    if (arg === null || index === null || !target) return null;
    return { t: "argument", callee: target, construct: declared.arguments.get(fn.id) === true, arg, param: index };
  }, "typeOfArgumentParameter");
  const typeOfNode = /* @__PURE__ */ __name((node, depth) => {
    if (depth > TYPE_DEPTH) return null;
    const e = declared.expressions.get(node.id);
    if (e) {
      if (e.type) return named(e.type);
      if (e.like) return typeOfNode(e.like, depth + 1);
      if (e.object && e.field) {
        const of = typeOfNode(e.object, depth + 1);
        return of ? { t: "field", of, name: e.field.text } : null;
      }
      if (e.returns) {
        const callee = targetOfName(e.returns.id, depth + 1);
        return callee ? { t: "returns", callee } : null;
      }
      return null;
    }
    if (x.selfReceivers.has(node.type)) {
      const site = x.siteOf(node);
      if (!site || site.classDef === null || site.barrier || definitions[site.classDef].owner !== void 0) return null;
      return { t: "self", def: site.classDef };
    }
    const id = x.bindingAt(node);
    return id === null ? null : typeOfBinding(id, depth + 1);
  }, "typeOfNode");
  references.forEach((ref, i) => {
    if (ref.kind === "call" && ref.target.t === "unknown_receiver") targetOfName(x.referenceNodes[i], 0);
  });
}
__name(settleDeclaredTypes, "settleDeclaredTypes");
function mergeOverloads(drafts, signatures) {
  const out = [];
  let pending = null;
  let names = [];
  for (const draft of drafts) {
    if (pending) {
      const sameName = pending.nameNode?.text === draft.nameNode?.text;
      const sameParent = pending.node.parent?.id === draft.node.parent?.id || pending.node.parent?.parent?.id === draft.node.parent?.parent?.id;
      if (sameName && sameParent && draft.startIndex >= pending.endIndex) {
        if (signatures.has(draft.node.type)) {
          if (draft.nameNode) names.push(draft.nameNode);
          continue;
        }
        out.push({ draft, first: pending.node, overloaded: true, names });
        pending = null;
        continue;
      }
      out.push({ draft: pending, first: null, overloaded: names.length > 1, names });
      pending = null;
    }
    if (signatures.has(draft.node.type)) {
      pending = draft;
      names = draft.nameNode ? [draft.nameNode] : [];
    } else out.push({ draft, first: null, overloaded: false, names: [] });
  }
  if (pending) out.push({ draft: pending, first: null, overloaded: names.length > 1, names });
  return out;
}
__name(mergeOverloads, "mergeOverloads");
function buildExports(drafts, defByNode, defName, resolveLocal) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const push = /* @__PURE__ */ __name((fact) => {
    const key = JSON.stringify(fact);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(fact);
    }
  }, "push");
  for (const { nodes } of drafts) {
    const declared = one(nodes, "export.declaration");
    if (declared) {
      for (const def of defByNode.get(declared.id) ?? []) push({ exported: defName(def), local: { t: "def", def } });
    }
    const dflt = one(nodes, "export.default");
    if (dflt) {
      const defs = defByNode.get(dflt.id);
      if (defs && defs.length > 0) push({ exported: "default", local: { t: "def", def: defs[0] } });
      else if (dflt.type.endsWith("identifier")) {
        const local = resolveLocal(dflt.text);
        if (local) push({ exported: "default", local });
      }
    }
    const name = one(nodes, "export.name");
    if (name) {
      const local = resolveLocal(name.text);
      if (local) push({ exported: (one(nodes, "export.alias") ?? name).text, local });
    }
    const source = one(nodes, "reexport.source");
    const reName = one(nodes, "reexport.name");
    if (source && reName) {
      push({ exported: (one(nodes, "reexport.alias") ?? reName).text, source: source.text, imported: reName.text });
    }
    const namespace = one(nodes, "reexport.namespace");
    if (namespace && source) push({ exported: namespace.text, source: source.text, imported: "*" });
    const all2 = one(nodes, "reexport.all");
    if (all2) push({ all: all2.text });
  }
  return out;
}
__name(buildExports, "buildExports");

// src/core/indexer.ts
var PARSE_DEADLINE_MS = 2e3;
function emptyIndex() {
  return { facts: /* @__PURE__ */ new Map(), unavailable: /* @__PURE__ */ new Map() };
}
__name(emptyIndex, "emptyIndex");
function unparsedReason(file) {
  if (!file) return "cannot be read";
  if (file.binary) return "binary file";
  return file.skip;
}
__name(unparsedReason, "unparsedReason");
var PARSE_TIMED_OUT = `parse exceeded ${PARSE_DEADLINE_MS} ms`;
var QUERY_TIMED_OUT = `reading its names took longer than ${PARSE_DEADLINE_MS} ms`;
function isDeadlineReason(reason) {
  return reason === PARSE_TIMED_OUT || reason === QUERY_TIMED_OUT;
}
__name(isDeadlineReason, "isDeadlineReason");
async function indexText(path, spec, text, lineCount) {
  const { parser, query } = await loadLanguage(spec);
  const tree = parseWithDeadline(parser, text, PARSE_DEADLINE_MS);
  if (!tree) return { unavailable: PARSE_TIMED_OUT };
  try {
    const facts = extractFacts(path, spec, tree, query, lineCount, PARSE_DEADLINE_MS);
    return facts ? { facts } : { unavailable: QUERY_TIMED_OUT };
  } finally {
    tree.delete();
  }
}
__name(indexText, "indexText");
function record(into, path, outcome) {
  if ("facts" in outcome) into.facts.set(path, outcome.facts);
  else into.unavailable.set(path, outcome.unavailable);
}
__name(record, "record");

// src/core/workspace.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/graph.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/answerKey.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function answerKey(ref, certainOnly) {
  const t = ref.target;
  const head = `${certainOnly ? "c" : "a"}${ref.kind === "call" ? "c" : "r"}${t.t}\0${ref.name}`;
  switch (t.t) {
    case "def":
    case "typed":
      return null;
    case "member":
    case "super":
    case "owned":
      return `${head}\0${t.def}\0${t.member}`;
    case "several":
      return `${head}\0${t.defs.join(",")}`;
    case "import":
      return t.member === null ? `${head}\0${t.imp}` : `${head}\0${t.imp}\0${t.member}`;
    case "free":
      return head;
    case "unknown_receiver":
      return t.free === void 0 ? head : `${head}\0\0${t.free}`;
    case "uncertain":
      return `${head}\0${t.reason}`;
  }
}
__name(answerKey, "answerKey");

// src/core/moduleSystems.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/modules/go.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var MODULE_LINE = /^\s*module\s+("?)([^\s"]+)\1\s*$/m;
function moduleAt(dir, read) {
  return MODULE_LINE.exec(read(joinPosix(dir, "go.mod")) ?? "")?.[2];
}
__name(moduleAt, "moduleAt");
function goModDirectory(file, files) {
  for (let dir = dirnamePosix(file); ; dir = dirnamePosix(dir)) {
    if (files.has(joinPosix(dir, "go.mod"))) return dir;
    if (dir === "") return null;
  }
}
__name(goModDirectory, "goModDirectory");
function isStandardPath(specifier) {
  return !specifier.split("/")[0]?.includes(".");
}
__name(isStandardPath, "isStandardPath");
function enclosingStd(modDir, files, read) {
  for (let dir = modDir; dir !== ""; ) {
    const outer = goModDirectory(dir, files);
    if (outer === null) return null;
    if (moduleAt(outer, read) === "std") return outer;
    dir = outer;
  }
  return null;
}
__name(enclosingStd, "enclosingStd");
var isGo = /* @__PURE__ */ __name((file) => file.endsWith(".go"), "isGo");
function isSource(file) {
  return file.endsWith(".go") && !file.endsWith("_test.go");
}
__name(isSource, "isSource");
var goModules = {
  scope: dirnamePosix,
  exportsOwnOnly: true,
  // An import path is the module's path and then the folder's path under the module's root (see resolve): it ends
  // with the folder's name. Dot imports bind no name here, and nothing is re-exported.
  namedOutsideBy(dir, files) {
    if (dir === "" || files.has(joinPosix(dir, "go.mod"))) return null;
    const last = dir.slice(dir.lastIndexOf("/") + 1);
    return { word: last, texts: [`/${last}"`, `"${last}"`] };
  },
  resolve(fromFile, specifier, files, read) {
    const modDir = goModDirectory(fromFile, files);
    if (modDir === null || !read) return { t: "external" };
    const module = moduleAt(modDir, read);
    if (!module) return { t: "external" };
    let dir;
    let absent = "missing";
    if (specifier === module) dir = modDir;
    else if (specifier.startsWith(`${module}/`)) dir = joinPosix(modDir, specifier.slice(module.length + 1));
    else if (isStandardPath(specifier)) {
      const std = module === "std" ? modDir : enclosingStd(modDir, files, read);
      if (std === null) return { t: "external" };
      dir = joinPosix(std, specifier);
      absent = "external";
    } else return { t: "external" };
    const sources = filesInDirectoryWhere(dir, files, isSource);
    return sources.length === 0 ? { t: absent } : { t: "package", path: dir, files: sources };
  },
  packageOf(file, files) {
    const dir = dirnamePosix(file);
    return { path: dir, files: filesInDirectoryWhere(dir, files, isGo) };
  },
  modulePath: /* @__PURE__ */ __name((_file, _files, packageName) => packageName === null ? [] : [packageName], "modulePath")
};

// src/core/modules/java.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/modules/javaModuleReads.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var MODULE_INFO = "module-info.java";
var byTree = /* @__PURE__ */ new WeakMap();
function javaNamersOf(file, files, read) {
  const tree = treeModules(files, read);
  if (!tree) return null;
  const module = moduleOf(tree, file);
  if (module === null) return null;
  let namers = tree.namers.get(module);
  if (!namers) {
    const readers = readersOf(tree).get(module) ?? /* @__PURE__ */ new Set([module]);
    const byModule = filesByModule(tree, files);
    const lists = [...byModule].filter(([of]) => of === null || readers.has(of)).map(([, list]) => list);
    let listed = null;
    namers = {
      may: /* @__PURE__ */ __name((user) => {
        const of = moduleOf(tree, user);
        return of === null || readers.has(of);
      }, "may"),
      count: lists.reduce((n, list) => n + list.length, 0),
      // The tree's order is its paths' (the listing is sorted): the modules' lists merged back into it.
      files: /* @__PURE__ */ __name(() => listed ??= lists.length === 1 ? lists[0] : lists.flat().sort(), "files")
    };
    tree.namers.set(module, namers);
  }
  return namers;
}
__name(javaNamersOf, "javaNamersOf");
function filesByModule(tree, files) {
  if (tree.filesByModule) return tree.filesByModule;
  const byModule = /* @__PURE__ */ new Map();
  for (const file of files) entryOf(byModule, moduleOf(tree, file), () => []).push(file);
  tree.filesByModule = byModule;
  return byModule;
}
__name(filesByModule, "filesByModule");
function treeModules(files, read) {
  let tree = byTree.get(files);
  if (tree !== void 0) return tree;
  tree = null;
  if (read) {
    for (const path of files) {
      if (path !== MODULE_INFO && !path.endsWith(`/${MODULE_INFO}`)) continue;
      const text = read(path);
      const declared = text === null ? null : moduleDeclaration(text);
      if (!declared) continue;
      tree ??= { roots: /* @__PURE__ */ new Map(), requires: /* @__PURE__ */ new Map(), moduleOfDir: /* @__PURE__ */ new Map(), moduleOfFile: /* @__PURE__ */ new Map(), namers: /* @__PURE__ */ new Map(), filesByModule: null, readersOf: null };
      tree.roots.set(dirnamePosix(path), declared.name);
      const requires = entryOf(tree.requires, declared.name, () => /* @__PURE__ */ new Set());
      for (const r of declared.requires) requires.add(r);
    }
  }
  byTree.set(files, tree);
  return tree;
}
__name(treeModules, "treeModules");
function moduleDeclaration(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"/g, " ");
  const name = /\bmodule\s+([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*\{/.exec(code);
  if (!name) return null;
  const requires = [];
  for (const m of code.matchAll(/\brequires\s+((?:(?:transitive|static)\s+)*)([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*;/g)) {
    requires.push(m[2].replace(/\s+/g, ""));
  }
  return { name: name[1].replace(/\s+/g, ""), requires };
}
__name(moduleDeclaration, "moduleDeclaration");
function moduleOf(tree, file) {
  let module = tree.moduleOfFile.get(file);
  if (module === void 0) {
    module = moduleOfDir(tree, dirnamePosix(file));
    tree.moduleOfFile.set(file, module);
  }
  return module;
}
__name(moduleOf, "moduleOf");
function moduleOfDir(tree, dir) {
  const known = tree.moduleOfDir.get(dir);
  if (known !== void 0) return known;
  const root = tree.roots.get(dir);
  const module = root !== void 0 ? root : dir === "" ? null : moduleOfDir(tree, dirnamePosix(dir));
  tree.moduleOfDir.set(dir, module);
  return module;
}
__name(moduleOfDir, "moduleOfDir");
function readersOf(tree) {
  if (tree.readersOf) return tree.readersOf;
  const requiredBy = /* @__PURE__ */ new Map();
  const edge = /* @__PURE__ */ __name((from, to) => entryOf(requiredBy, to, () => /* @__PURE__ */ new Set()).add(from), "edge");
  for (const [module, requires] of tree.requires) {
    for (const r of requires) edge(module, r);
    if (module !== "java.base") edge(module, "java.base");
  }
  const out = /* @__PURE__ */ new Map();
  for (const module of tree.requires.keys()) {
    const reached = /* @__PURE__ */ new Set([module]);
    const queue = [module];
    for (let next = queue.pop(); next !== void 0; next = queue.pop()) {
      for (const reader of requiredBy.get(next) ?? []) {
        if (reached.has(reader)) continue;
        reached.add(reader);
        queue.push(reader);
      }
    }
    out.set(module, reached);
  }
  tree.readersOf = out;
  return out;
}
__name(readersOf, "readersOf");

// src/core/modules/java.ts
var isJava = /* @__PURE__ */ __name((file) => file.endsWith(".java"), "isJava");
function javaFiles(dir, files) {
  return filesInDirectoryWhere(dir, files, isJava);
}
__name(javaFiles, "javaFiles");
function packageAt(rel, found, files) {
  const dirs = rel.includes("/") ? directoriesEndingWith(rel, files, isJava) : [found];
  if (dirs.length <= 1) return { t: "package", path: found, files: javaFiles(found, files) };
  let byRel = packagesAcrossRoots.get(files);
  if (!byRel) {
    byRel = /* @__PURE__ */ new Map();
    packagesAcrossRoots.set(files, byRel);
  }
  return entryOf(byRel, rel, () => ({ t: "package", path: dirs[0], files: dirs.flatMap((dir) => javaFiles(dir, files)).sort() }));
}
__name(packageAt, "packageAt");
var packagesAcrossRoots = /* @__PURE__ */ new WeakMap();
function classInOneRoot(rel, files) {
  const slash = rel.lastIndexOf("/");
  if (slash < 0) return null;
  const holders = directoriesEndingWith(rel.slice(0, slash), files, isJava).map((dir) => `${dir}/${rel.slice(slash + 1)}.java`).filter((file) => files.has(file));
  return holders.length === 1 ? holders[0] : null;
}
__name(classInOneRoot, "classInOneRoot");
var javaModules = {
  scope: dirnamePosix,
  // A class is imported by its own name from the package that declares it; nothing is re-exported.
  exportsOwnOnly: true,
  resolve(fromFile, specifier, files) {
    const rel = specifier.split(".").join("/");
    for (let dir = dirnamePosix(fromFile); ; dir = dirnamePosix(dir)) {
      const asPackage = joinPosix(dir, rel);
      if (javaFiles(asPackage, files).length > 0) return packageAt(rel, asPackage, files);
      const asClass2 = joinPosix(dir, `${rel}.java`);
      if (files.has(asClass2)) return { t: "file", path: asClass2 };
      if (dir === "") break;
    }
    const packages = rel.includes("/") ? directoriesEndingWith(rel, files, isJava) : [];
    if (packages.length > 0) return packageAt(rel, packages[0], files);
    const asClass = classInOneRoot(rel, files);
    return asClass === null ? { t: "external" } : { t: "file", path: asClass };
  },
  packageOf(file, files, packageName) {
    const dir = dirnamePosix(file);
    const rel = packageName === null ? "" : packageName.split(".").join("/");
    if (rel.includes("/") && (dir === rel || dir.endsWith(`/${rel}`))) {
      const pkg = packageAt(rel, dir, files);
      return { path: pkg.path, files: pkg.files };
    }
    return { path: dir, files: javaFiles(dir, files) };
  },
  // A top-level class is named from another package only through its package's name: a single-type or on-demand
  // import, or a qualified name; a file of the same package under another source root writes the name in its
  // package clause. (A nested class is not: a class extending its outer class names it bare.) Since an on-demand
  // import binds no name here, a file that may use one class for certain writes the class after the package's
  // name (its import, or a qualified use), unless it declares the same package.
  namedOutsideBy(_dir, _files, packageName) {
    if (!packageName) return null;
    const pkg = patternOf(packageName);
    return {
      word: packageName.slice(packageName.lastIndexOf(".") + 1),
      texts: [packageName],
      writing: /* @__PURE__ */ __name((name) => new RegExp(`${pkg}\\s*\\.\\s*${patternOf(name)}(?![\\w$])|\\bpackage\\s+${pkg}\\s*;`), "writing")
    };
  },
  namersOf: javaNamersOf,
  // `import a.b.C.D;` names D, a class nested in C: cut back to the package a.b, which declares C.
  outerType: /* @__PURE__ */ __name((specifier) => {
    const dot = specifier.lastIndexOf(".");
    return dot <= 0 ? null : { module: specifier.slice(0, dot), type: specifier.slice(dot + 1) };
  }, "outerType"),
  modulePath: /* @__PURE__ */ __name((_file, _files, packageName) => packageName === null ? [] : packageName.split("."), "modulePath")
};
function patternOf(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
__name(patternOf, "patternOf");

// src/core/modules/python.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function isPackage(dir, files) {
  return files.has(joinPosix(dir, "__init__.py"));
}
__name(isPackage, "isPackage");
function importRoot(file, files) {
  let dir = dirnamePosix(file);
  while (dir !== "" && isPackage(dir, files)) dir = dirnamePosix(dir);
  return dir;
}
__name(importRoot, "importRoot");
function moduleFile(base, files) {
  for (const candidate of [`${base}.py`, joinPosix(base, "__init__.py")]) if (files.has(candidate)) return candidate;
  return null;
}
__name(moduleFile, "moduleFile");
var pythonModules = {
  scope: dirnamePosix,
  // `from m import K as L` writes K; `import m` is followed by `m.K`; there is no default import.
  renamesOnlyInImports: true,
  resolve(fromFile, specifier, files) {
    const dots = /^\.*/.exec(specifier)?.[0].length ?? 0;
    const rest = specifier.slice(dots).split(".").filter(Boolean).join("/");
    if (dots > 0) {
      let dir = dirnamePosix(fromFile);
      for (let i = 1; i < dots; i++) {
        if (dir === "") return { t: "missing" };
        dir = dirnamePosix(dir);
      }
      const found = rest === "" ? files.has(joinPosix(dir, "__init__.py")) ? joinPosix(dir, "__init__.py") : null : moduleFile(joinPosix(dir, rest), files);
      return found ? { t: "file", path: found } : { t: "missing" };
    }
    if (rest === "") return { t: "missing" };
    for (const root of /* @__PURE__ */ new Set([importRoot(fromFile, files), "", "src"])) {
      const found = moduleFile(joinPosix(root, rest), files);
      if (found) return { t: "file", path: found };
    }
    return { t: "external" };
  },
  submodule: /* @__PURE__ */ __name((specifier, name) => specifier.endsWith(".") ? `${specifier}${name}` : `${specifier}.${name}`, "submodule"),
  modulePath(file, files) {
    const root = importRoot(file, files);
    const rel = (root === "" ? file : file.slice(root.length + 1)).replace(/\.py$/, "");
    const segments = rel.split("/");
    if (segments[segments.length - 1] === "__init__") segments.pop();
    return segments;
  }
};

// src/core/modules/rust.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var PACKAGE_NAME = /^\s*\[package\][^[]*?^\s*name\s*=\s*"([^"]+)"/m;
function findCrate(file, files, read) {
  for (let dir = dirnamePosix(file); ; dir = dirnamePosix(dir)) {
    const manifest = joinPosix(dir, "Cargo.toml");
    if (files.has(manifest)) {
      const src = joinPosix(dir, "src");
      if (!file.startsWith(`${src}/`)) return null;
      const declared = read ? PACKAGE_NAME.exec(read(manifest) ?? "")?.[1] : void 0;
      const name = (declared ?? (dir.slice(dir.lastIndexOf("/") + 1) || "crate")).replace(/-/g, "_");
      return { src, name };
    }
    if (dir === "") return null;
  }
}
__name(findCrate, "findCrate");
function moduleSegments(file, crate) {
  const rel = file.slice(crate.src.length + 1).replace(/\.rs$/, "");
  const segments = rel.split("/");
  if (segments[0] === "bin") return null;
  if (segments.length === 1 && (segments[0] === "lib" || segments[0] === "main")) return [];
  if (segments[segments.length - 1] === "mod") segments.pop();
  return segments;
}
__name(moduleSegments, "moduleSegments");
function moduleFile2(crate, segments, files) {
  const candidates = segments.length === 0 ? [joinPosix(crate.src, "lib.rs"), joinPosix(crate.src, "main.rs")] : [joinPosix(crate.src, `${segments.join("/")}.rs`), joinPosix(crate.src, `${segments.join("/")}/mod.rs`)];
  for (const c of candidates) if (files.has(c)) return c;
  return null;
}
__name(moduleFile2, "moduleFile");
var rustModules = {
  resolve(fromFile, specifier, files) {
    const crate = findCrate(fromFile, files);
    const current = crate ? moduleSegments(fromFile, crate) : null;
    if (!crate || current === null) return { t: "external" };
    const path = specifier.split("::");
    const first = path[0];
    const segments = first === "crate" ? [] : [...current];
    const rest = first === "crate" || first === "self" ? path.slice(1) : path;
    const anchored = first === "crate" || first === "self" || first === "super";
    for (const segment of rest) {
      if (segment === "super") {
        if (segments.length === 0) return { t: "missing" };
        segments.pop();
      } else segments.push(segment);
    }
    const found = moduleFile2(crate, segments, files);
    if (found) return { t: "file", path: found };
    return anchored ? { t: "missing" } : { t: "external" };
  },
  submodule: /* @__PURE__ */ __name((specifier, name) => `${specifier}::${name}`, "submodule"),
  modulePath(file, files, _packageName, read) {
    const crate = findCrate(file, files, read);
    if (!crate) return [];
    const segments = moduleSegments(file, crate);
    return [crate.name, ...segments ?? []];
  }
};

// src/core/moduleSystems.ts
var MODULE_SYSTEMS = {
  ecmascript: ecmascriptModules,
  go: goModules,
  java: javaModules,
  python: pythonModules,
  rust: rustModules
};

// src/core/resolveModule.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var NO_READER = /* @__PURE__ */ __name(() => null, "NO_READER");
var memo = /* @__PURE__ */ new WeakMap();
var EXTERNAL = { t: "external" };
function resolveModule(fromFile, specifier, files, read) {
  const spec = languageForPath(fromFile);
  const system = spec ? MODULE_SYSTEMS[spec.moduleSystem] : void 0;
  if (!spec || !system) return EXTERNAL;
  let byReader = memo.get(files);
  if (!byReader) {
    byReader = /* @__PURE__ */ new WeakMap();
    memo.set(files, byReader);
  }
  let answers = byReader.get(read ?? NO_READER);
  if (!answers) {
    answers = /* @__PURE__ */ new Map();
    byReader.set(read ?? NO_READER, answers);
  }
  const key = `${spec.name}\0${system.scope ? system.scope(fromFile) : fromFile}\0${specifier}`;
  let module = answers.get(key);
  if (!module) {
    module = system.resolve(fromFile, specifier, files, read);
    answers.set(key, module);
  }
  return module;
}
__name(resolveModule, "resolveModule");

// src/core/referencesWithin.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var inLineOrder = /* @__PURE__ */ new WeakMap();
function referencesWithin(references, start, end) {
  let sorted = inLineOrder.get(references);
  if (sorted === void 0) {
    sorted = true;
    for (let i = 1; i < references.length && sorted; i++) sorted = references[i - 1].line <= references[i].line;
    inLineOrder.set(references, sorted);
  }
  if (!sorted) return [0, references.length];
  const from = partitionPoint(references.length, (i) => references[i].line < start);
  const to = partitionPoint(references.length, (i) => references[i].line <= end);
  return [from, Math.max(from, to)];
}
__name(referencesWithin, "referencesWithin");

// src/core/setOfList.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var sets = /* @__PURE__ */ new WeakMap();
function setOfList(list) {
  let set = sets.get(list);
  if (!set) {
    set = new Set(list);
    sets.set(list, set);
  }
  return set;
}
__name(setOfList, "setOfList");

// src/core/typeFlow.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function typeFlowSteps(facts, anonymous2) {
  const steps = [];
  const step = /* @__PURE__ */ __name((from, to) => {
    if (from !== null && to !== anonymous2) steps.push({ from, to });
  }, "step");
  for (const def of facts.definitions) {
    if (def.extends) step(targetName(facts, def.extends), def.name);
    if (def.returns) step(typeName(facts, def.returns, anonymous2), def.name);
    for (const f of def.returnFields ?? []) step(typeName(facts, f.type, anonymous2), f.name);
    for (const f of def.fields ?? []) step(typeName(facts, f.type, anonymous2), f.name);
    for (const c of def.callbacks ?? []) {
      const from = typeName(facts, c.type, anonymous2);
      step(from, def.name);
      const parent = facts.definitions[def.parent];
      if (parent) step(from, parent.name);
    }
  }
  return steps;
}
__name(typeFlowSteps, "typeFlowSteps");
function typeName(facts, type, anonymous2) {
  switch (type.t) {
    case "name":
      return targetName(facts, type.target);
    case "self": {
      const def = facts.definitions[type.def];
      return def.name === anonymous2 ? def.extends ? targetName(facts, def.extends) : null : def.name;
    }
    case "returns":
      return targetName(facts, type.callee);
    case "field":
      return type.name;
    case "argument":
      return targetName(facts, type.callee);
  }
}
__name(typeName, "typeName");
function renamingSteps(facts) {
  return facts.imports.filter((b) => b.imported !== "*" && b.imported !== "default" && b.local !== b.imported).map((b) => ({ from: b.imported, to: b.local }));
}
__name(renamingSteps, "renamingSteps");

// src/core/graph.ts
var MAX_LISTED_CANDIDATES = 5;
var FilesNeeded = class extends Error {
  constructor(files) {
    super(`${files.length} files are not indexed yet`);
    this.files = files;
  }
  files;
  static {
    __name(this, "FilesNeeded");
  }
};
var TYPE_ONLY = /* @__PURE__ */ new Set(["type", "interface"]);
var TYPE_DEPTH2 = 32;
var TYPE_REACH_AFTER_FILES = 32;
var FEW_NAMERS_SHARE = 8;
var typeFlowByFacts = /* @__PURE__ */ new WeakMap();
function typeFlowStepsOf(facts, anonymous2) {
  let steps = typeFlowByFacts.get(facts);
  if (!steps) {
    steps = typeFlowSteps(facts, anonymous2);
    typeFlowByFacts.set(facts, steps);
  }
  return steps;
}
__name(typeFlowStepsOf, "typeFlowStepsOf");
var CONTAINERS = /* @__PURE__ */ new Set(["class", "interface", "enum", "module"]);
function definitionsBy(memo2, facts, keyOf) {
  let groups = memo2.get(facts.definitions);
  if (!groups) {
    const made = /* @__PURE__ */ new Map();
    facts.definitions.forEach((d, i) => {
      const key = keyOf(d);
      if (key === null) return;
      const list = made.get(key);
      if (list) list.push(i);
      else made.set(key, [i]);
    });
    memo2.set(facts.definitions, made);
    groups = made;
  }
  return groups;
}
__name(definitionsBy, "definitionsBy");
var childrenByFacts = /* @__PURE__ */ new WeakMap();
function childrenOf(facts) {
  return definitionsBy(childrenByFacts, facts, (d) => `${d.parent}\0${d.name}`);
}
__name(childrenOf, "childrenOf");
var ownedByFacts = /* @__PURE__ */ new WeakMap();
function ownedOf(facts) {
  return definitionsBy(ownedByFacts, facts, (d) => d.owner === void 0 ? null : d.chain.join("\0"));
}
__name(ownedOf, "ownedOf");
var joinedPaths = /* @__PURE__ */ new WeakMap();
var filteredByNamers = /* @__PURE__ */ new WeakMap();
function settledAnswers() {
  return { uses: /* @__PURE__ */ new Map(), usesOf: /* @__PURE__ */ new Map(), possibleUses: /* @__PURE__ */ new Map(), packageMentions: /* @__PURE__ */ new Map(), useSearches: /* @__PURE__ */ new Map(), usesInFile: /* @__PURE__ */ new Map(), answers: /* @__PURE__ */ new Map() };
}
__name(settledAnswers, "settledAnswers");
var UNLISTED = Object.freeze([{ file: "", def: -1 }]);
var MORE_THAN_LISTED = Object.freeze(Array.from({ length: MAX_LISTED_CANDIDATES + 1 }, () => ({ file: "", def: -1 })));
var NOT_CERTAIN = Object.freeze({
  file: "",
  line: 0,
  unit: { file: "", start: 0, end: 0, symbol: null, def: null },
  kind: "reference",
  name: "",
  certain: null,
  uncertain: null,
  unavailable: null,
  via: null
});
function usesList(lists, file, facts) {
  let list = lists.get(file);
  if (!list) {
    list = new Array(useCount(facts));
    lists.set(file, list);
  }
  return list;
}
__name(usesList, "usesList");
function defKey(ref) {
  return `${ref.file}#${ref.def}`;
}
__name(defKey, "defKey");
var CodeGraph = class {
  /** `read` lets module systems consult manifests (go.mod) of the tree; `text` finds the files naming a name. */
  constructor(index, files, text, read, settled = null, onNeed = null, indexNow = null) {
    this.onNeed = onNeed;
    this.indexNow = indexNow;
    this.index = index;
    this.files = files;
    this.text = text;
    this.read = read;
    this.settled = settled;
    this.answers = settled?.answers ?? /* @__PURE__ */ new Map();
  }
  onNeed;
  indexNow;
  static {
    __name(this, "CodeGraph");
  }
  index;
  files;
  text;
  resolved = /* @__PURE__ */ new Map();
  incomingCache = /* @__PURE__ */ new Map();
  possibleCache = /* @__PURE__ */ new Map();
  byName = /* @__PURE__ */ new Map();
  packageMentions = /* @__PURE__ */ new Map();
  exportIndex = /* @__PURE__ */ new Map();
  read;
  modulePaths = /* @__PURE__ */ new Map();
  /** Packages (directories of one namespace) that imports named, by path. */
  packages = /* @__PURE__ */ new Map();
  /** Answers that depend only on what is indexed, kept for the graph's life (hot in whole-tree resolution). */
  units = /* @__PURE__ */ new Map();
  packageOfFile = /* @__PURE__ */ new Map();
  packageDefs = /* @__PURE__ */ new Map();
  packageIndex = /* @__PURE__ */ new Map();
  /** By importing file, then binding (files of the same content share their facts, bindings included). */
  importTargets = /* @__PURE__ */ new Map();
  exportTargets = /* @__PURE__ */ new Map();
  membersByName = /* @__PURE__ */ new Map();
  packageExporters = /* @__PURE__ */ new Map();
  /** ownedMembers, by file and then owner chain and name. */
  owned = /* @__PURE__ */ new Map();
  nonMembersByName = /* @__PURE__ */ new Map();
  /** Indexable files that a question needed and the index does not hold yet. */
  missing = /* @__PURE__ */ new Set();
  /**
   * How often this graph has found a file it needs not indexed yet, or read an answer made while one was missing:
   * an answer made while it did not change is final.
   */
  needs = 0;
  /**
   * Answers given by earlier graphs of the same workspace without a need: the index only grows, so they stand,
   * and a question asked again round after round does not work them out again.
   */
  settled;
  /** The uses this graph resolved while some file they needed was missing (see partial): places, by file. */
  partialUses = /* @__PURE__ */ new Map();
  /** While true, a use that is not certain is not given its candidates (see certainUseAt). */
  namesDeferred = false;
  /** Answers by file and answerKey, made without a need (see resolveUse): they stand for later rounds too. */
  answers;
  /** How many uses were found inside the definition they name: such a use's answer holds for its place alone. */
  usesInside = 0;
  /**
   * Whether a file not indexed yet must wait for the next round: not where the workspace can index it at once
   * (its facts are in the cache), which spares a cached request the rounds that only load files. Answers made
   * without a need stand whatever else the index holds (they are kept for later rounds on that ground), so the
   * index may grow while a question goes on.
   */
  lacks(file) {
    if (this.indexNow?.(file)) return false;
    this.need(file);
    return true;
  }
  need(file) {
    if (this.onNeed && !this.missing.has(file)) this.onNeed(file);
    this.missing.add(file);
    this.needs++;
  }
  /**
   * Per cache, the keys of answers given while some file they needed was missing. Such an answer is kept for the
   * round (it is asked again and again) but counts as a need each time it is read, so that nothing built on it
   * is taken for final.
   */
  partial = /* @__PURE__ */ new Map();
  /**
   * The answer kept in `cache` under `key`, computed on first ask; with `final`, an answer given without a need is
   * also kept there, for the graphs of later rounds.
   */
  kept(cache, key, compute, final) {
    let value = cache.get(key) ?? final?.get(key);
    if (value !== void 0) {
      if (this.partial.size > 0 && this.partial.get(cache)?.has(key)) this.needs++;
      return value;
    }
    const before = this.needs;
    value = compute();
    cache.set(key, value);
    if (this.needs === before) final?.set(key, value);
    else {
      entryOf(this.partial, cache, () => /* @__PURE__ */ new Set()).add(key);
    }
    return value;
  }
  /** The answer kept under two keys, computed on first ask. */
  keptUnder(cache, a, b, compute) {
    return this.kept(entryOf(cache, a, () => /* @__PURE__ */ new Map()), b, compute);
  }
  /**
   * Whether this graph is the whole-tree reference, which answers each question the plainest way (every file's
   * uses resolved, no search narrowed), for the on-demand answers to be tested against.
   */
  get isReference() {
    return this.text.isUnfiltered;
  }
  /** Throws FilesNeeded when some answer given so far lacked files: a place to stop and index them. */
  checkpoint() {
    if (this.missing.size > 0) throw new FilesNeeded([...this.missing].sort());
  }
  indexable(file) {
    return this.files.has(file) && languageForPath(file) !== null;
  }
  /** Whether a file could not be indexed (binary, too large, the parse gave up). */
  unavailable(path) {
    if (this.index.unavailable.has(path)) return true;
    if (!this.index.facts.has(path) && this.indexable(path) && !this.lacks(path)) return this.index.unavailable.has(path);
    return false;
  }
  /** Whether a file is unavailable for a reason its bytes show (binary, too large, minified), without parsing it. */
  skippedWithoutParse(file) {
    if (this.index.unavailable.has(file)) return true;
    if (this.index.facts.has(file) || !this.indexable(file)) return false;
    if (!this.text.skipped(file)) return false;
    return this.lacks(file) || this.index.unavailable.has(file);
  }
  system(file) {
    const spec = languageForPath(file);
    return spec ? MODULE_SYSTEMS[spec.moduleSystem] ?? null : null;
  }
  /** Whether the tree's files are of more than one module system (a Go tree with a Python script). */
  get mixedSystems() {
    return this.text.severalModuleSystems;
  }
  /**
   * Whether code in `user` can mean a declaration of `file` by its name: only within one module system (a Python
   * call never reaches a TypeScript method, nor a Go method, though all of them write `save`).
   */
  systemReaches(user, file) {
    return !this.mixedSystems || languageForPath(user)?.moduleSystem === languageForPath(file)?.moduleSystem;
  }
  /** Those of `files` whose code can mean a declaration of `file` (see systemReaches and namersOf), in order. */
  ofSystemOf(file, files, anyModule = false) {
    const namers = anyModule ? null : this.namersOf(file);
    if (!this.mixedSystems) return namers ? this.filteredOnce(files, namers) : files;
    const system = languageForPath(file)?.moduleSystem;
    return files.filter((f) => languageForPath(f)?.moduleSystem === system && (!namers || namers.may(f)));
  }
  /**
   * Those of `files` that `namers` let name a declaration of the module, kept per list and per namers: the
   * possible callers of a hundred `equals` methods of a dozen JDK modules are looked for among the same 2,900
   * files, several methods to a module. Kept across the rounds too: a tree's namers are made once (they answer by
   * a file's path alone), and a request's lists of files by name are made once, so each round would filter the
   * same list by the same rule again (and give each round's listing of possible callers a new list to sort).
   */
  filteredOnce(files, namers) {
    return entryOf(entryOf(filteredByNamers, files, () => /* @__PURE__ */ new Map()), namers, () => files.filter(namers.may));
  }
  /**
   * Which files can name a declaration of `file` at all, where its module system bounds that (Java's modules: a
   * module that cannot reach another by `requires` names none of its classes); null where any can.
   */
  namersOf(file) {
    return this.system(file)?.namersOf?.(file, this.files, this.read) ?? null;
  }
  /** Whether code in `user` can name a declaration of `file` (see namersOf). */
  mayName(user, file) {
    return user === file || (this.namersOf(file)?.may(user) ?? true);
  }
  /** The module path a file's names are qualified with (empty where the language has none). */
  modulePath(file) {
    return this.kept(this.modulePaths, file, () => {
      const modulePathOf = this.system(file)?.modulePath;
      return modulePathOf ? modulePathOf(file, this.files, this.facts(file)?.packageName ?? null, this.read) : [];
    });
  }
  /**
   * The qualified name as the language writes it (`pkg.mod.Class.method`, `crate::mod::Type::method`): the
   * module path, then the chain of enclosing declarations.
   */
  symbolOf(ref) {
    const separator = languageForPath(ref.file)?.symbolSeparator ?? ".";
    const path = this.modulePath(ref.file);
    const chain = this.definition(ref).chain;
    if (path.length === 0) return chain.join(separator);
    let joined = joinedPaths.get(path);
    if (joined === void 0 || joined.separator !== separator) {
      joined = { separator, text: path.join(separator) };
      joinedPaths.set(path, joined);
    }
    return chain.length === 0 ? joined.text : `${joined.text}${separator}${chain.join(separator)}`;
  }
  /** Whether a file's text holds `text` anywhere: asked without parsing it. */
  textContains(file, text) {
    return this.text.contains(file, text);
  }
  facts(file) {
    const facts = this.index.facts.get(file);
    if (facts) return facts;
    if (this.index.unavailable.has(file) || !this.indexable(file) || this.lacks(file)) return null;
    return this.index.facts.get(file) ?? null;
  }
  /** A file's facts if it is indexed already, never asking for it (see facts). */
  indexedFacts(file) {
    return this.index.facts.get(file) ?? null;
  }
  definition(ref) {
    const facts = this.index.facts.get(ref.file);
    const def = facts?.definitions[ref.def];
    if (!def) throw new Error(`no definition ${defKey(ref)}`);
    return def;
  }
  unitOfDef(ref) {
    const units = this.unitsOf(ref.file);
    let unit = units.defs[ref.def];
    if (!unit) {
      const def = this.definition(ref);
      unit = { file: ref.file, start: def.start, end: def.end, symbol: this.symbolOf(ref), def: ref.def };
      units.defs[ref.def] = unit;
    }
    return unit;
  }
  unitsOf(file) {
    let units = this.units.get(file);
    if (!units) {
      units = { defs: [], modules: [] };
      this.units.set(file, units);
    }
    return units;
  }
  /** The files that can define or use `name`: those that mention it, and for a language's name of anonymous declarations, all of that language. */
  filesNaming(name) {
    if (!anonymousNames().has(name)) return this.text.filesMentioning(name);
    const anonymous2 = this.text.files.filter((f) => languageForPath(f)?.anonymousDefinitionName === name);
    if (anonymous2.length === 0) return this.text.filesMentioning(name);
    return [.../* @__PURE__ */ new Set([...this.text.filesMentioning(name), ...anonymous2])].sort(compareText);
  }
  /**
   * Whether a file can declare `name`: its language's anonymous name, or a mention at one of the sites where its
   * language declares names (language.json definitionSites). Only such files are parsed to find definitions.
   */
  mayDefine(file, name, sort = "all") {
    return mayDefineByText(this.text, file, name, sort);
  }
  /** Every definition with this simple name, in path and position order (what a symbol anchor is matched against). */
  definitionsNamed(name) {
    return this.kept(this.byName, name, () => this.filesNaming(name).flatMap((file) => this.mayDefine(file, name) ? this.definitionsNamedIn(file, name) : []));
  }
  /** The definitions of one file that bear `name`, in its order (the file asked for if not indexed yet). */
  definitionsNamedIn(file, name) {
    const list = [];
    this.facts(file)?.definitions.forEach((def, i) => {
      if (def.name === name) list.push({ file, def: i });
    });
    return list;
  }
  /**
   * The members among the definitions a use in `file` may mean by `name`, kept per name (the same names are asked
   * about by many uses): every definition of that name, or only its package's for a name private to its package.
   */
  membersNamed(file, name) {
    return this.namedKept(this.membersByName, file, name, true);
  }
  /** Those of the definitions a use in `file` may mean by `name` that are no members, kept per name. */
  nonMembersNamed(file, name) {
    return this.namedKept(this.nonMembersByName, file, name, false);
  }
  namedKept(kept2, file, name, members) {
    if (this.namesDeferred) return UNLISTED;
    const scope = this.privateScope(file, name);
    const system = this.mixedSystems ? `${languageForPath(file)?.moduleSystem ?? ""}\0` : "";
    const key = scope ? `${scope.key}\0${name}` : `${system}${name}`;
    return this.kept(kept2, key, () => {
      const sort = members ? "members" : "others";
      if (scope) {
        const packageName = this.facts(file)?.packageName ?? null;
        const files2 = this.packageFilesOf(file, scope).filter((f) => this.systemReaches(file, f) && this.mayDefine(f, name, sort));
        return this.firstDefinitionsNamed(files2, name, members, (facts) => facts.packageName === packageName);
      }
      const all2 = this.filesThatMayDefine(name, sort);
      const reaches = /* @__PURE__ */ __name((f) => this.systemReaches(file, f), "reaches");
      const files = this.mixedSystems ? { *[Symbol.iterator]() {
        for (const f of all2) if (reaches(f)) yield f;
      } } : all2;
      if (!anonymousNames().has(name) && this.surelyMoreThanListed(files, name, sort)) return MORE_THAN_LISTED;
      return this.firstDefinitionsNamed(files, name, members);
    });
  }
  /**
   * The files that may declare `name` (of one sort), by their text: kept for the whole request, since a question
   * asked round after round asks about the same names and the text does not change.
   */
  filesThatMayDefine(name, sort) {
    const text = this.text;
    const candidates = /* @__PURE__ */ __name(() => anonymousNames().has(name) ? this.filesNaming(name) : text.declarerCandidates(name, sort), "candidates");
    return text.keptFilter(`${sort}\0${name}`, candidates, (f) => mayDefineByText(text, f, name, sort));
  }
  /**
   * Whether more files than an uncertain edge lists surely declare `name`: by the kept names (see
   * TreeText.surelyDeclares), else by a sure site of their language in their code (sureDefinitionSites).
   */
  surelyMoreThanListed(files, name, sort) {
    let sure = 0;
    for (const file of files) {
      if (this.surelyDeclaredIn(file, name, sort) && ++sure > MAX_LISTED_CANDIDATES) return true;
    }
    return false;
  }
  surelyDeclaredIn(file, name, sort) {
    if (this.text.surelyDeclares(file, name, sort)) return true;
    const spec = languageForPath(file);
    return spec !== null && this.text.surelyDeclaresInCode(file, name, sureDefinitionSitesOf(spec, sort), sort);
  }
  /**
   * The definitions of `name` in `files` (those that may declare it) that are members (or, with `members` false, are not), in path and
   * position order, up to one more than MAX_LISTED_CANDIDATES: what an uncertain edge lists or counts. Files
   * are asked for in order only until that many could be found, so that a name declared in many files costs a
   * few parses rather than one per file; once no file is missing the answer is the first ones of the tree.
   * Files that only seem to declare the name (a field, a call the text cannot tell apart) are common, so each
   * time the name is asked again, as many more files are asked for as were indexed already: a name is settled
   * in a few rounds however many such files there are.
   */
  firstDefinitionsNamed(files, name, members, keep) {
    const enough = MAX_LISTED_CANDIDATES + 1;
    const out = [];
    let pending = 0;
    let indexed = 0;
    for (const file of files) {
      if (out.length >= enough || pending >= Math.max(enough - out.length, indexed)) break;
      const facts = this.facts(file);
      if (!facts) {
        if (!this.index.unavailable.has(file)) pending++;
        continue;
      }
      if (keep && !keep(facts)) continue;
      indexed++;
      facts.definitions.forEach((def, i) => {
        if (def.name === name && isMember(def) === members && out.length < enough) out.push({ file, def: i });
      });
    }
    return out;
  }
  /** The files of `file`'s package that declare its package name (sorted), or those that may, until they are indexed. */
  packageFilesOf(file, pkg) {
    const packageName = this.facts(file)?.packageName ?? null;
    return [...pkg.files].sort(compareText).filter((f) => {
      const facts = this.index.facts.get(f);
      return !facts || facts.packageName === packageName;
    });
  }
  /**
   * The package a name used in `file` is declared in, when the file's language keeps such a name private to its
   * package (language.json exportedNames: in Go a name with a lower-case initial); null when it may come from
   * anywhere. Only that package's files can declare or use it.
   */
  privateScope(file, name) {
    const exported = exportedNamesOf(languageForPath(file));
    if (!exported || exported.test(name)) return null;
    return this.packageOf(file);
  }
  /**
   * The files that may use `name` meaning a definition of `file` (its package's for a private name): "certainly",
   * in a way that may lead for certain to another file (see mayBeCertainElsewhere), where certain callers can be
   * besides `file` itself; "possibly", in a call on a receiver of unknown or declared type, where the calls that
   * may reach a method are.
   */
  filesThatMayUse(file, name, how, reaching, roughly = false, anyModule = false) {
    return this.ofSystemOf(file, this.filesOfAnySystemThatMayUse(file, name, how, reaching, roughly), anyModule);
  }
  /** filesThatMayUse, of every module system. */
  filesOfAnySystemThatMayUse(file, name, how, reaching, roughly = false) {
    const scope = this.privateScope(file, name);
    const namers = this.namersOf(file);
    const few = namers !== null && namers.count * FEW_NAMERS_SHARE <= this.files.size ? namers : null;
    const usersOf = /* @__PURE__ */ __name((key) => scope ? scope.files.filter((f) => this.text.uses(f, key, how)) : roughly ? this.text.filesMayUse(key, how) : few ? this.text.filesUsingAmong(few.files(), key, how) : this.text.filesUsing(key, how), "usersOf");
    if (how !== "certainly") return usersOf(name);
    const importing = reaching && !isMember(reaching) ? this.mayNameFromOutside(file, name) : null;
    let plain;
    if (!importing) plain = usersOf(name);
    else if (scope || roughly || few || this.text.knowsFilesUsing(name, how)) plain = usersOf(name).filter(importing);
    else {
      const naming = this.mayNameFromOutside(file, name, true);
      plain = this.text.filesMayUse(name, how).filter((user) => naming(user) && this.text.usedAmong(user, name, how));
    }
    let through = null;
    for (const source of this.text.namespaceSources(name)) {
      for (const user of usersOf(namespaceUseKey(name, source))) {
        if (!this.namespaceMayLeadTo(user, source, file)) continue;
        (through ??= new Set(plain)).add(user);
      }
    }
    const owner = reaching && this.ownerNamesExact(file) ? isMember(reaching) ? reaching.chain[reaching.chain.length - 2] ?? null : null : void 0;
    for (const named of this.text.memberOwners(name)) {
      if (owner !== void 0 && named !== owner) continue;
      for (const user of usersOf(memberUseKey(name, named))) (through ??= new Set(plain)).add(user);
    }
    return through ? [...through].sort(compareText) : plain;
  }
  /**
   * Where a package's top-level declarations are named from outside its folder only by files that write certain
   * texts (see ModuleSystem.namedOutsideBy: Go's `"…/util"` or `"util"`, Java's package name), the files that may
   * name `name`, one of `file`'s: those of its folder, and those that write one of the texts and name it in the
   * form their language does from outside: after a qualifier their imports bind to the package (Go's `ir.Func`,
   * not `ssa.Func`: 40 files of the compiler, where 186 import `ir` and write `Func`), or as PackageNaming.writing
   * says (Java's `java.util.List`). Null where that does not apply. With `sketchesFirst`, for a question about most
   * of the tree: such a file writes a word the words' sketches rule most files out by before their text is read.
   */
  mayNameFromOutside(file, name, sketchesFirst = false) {
    const dir = dirnamePosix(file);
    const named = this.namedOutside(file);
    if (named === null) return null;
    const writing = named.writing?.(name) ?? null;
    return (user) => dirnamePosix(user) === dir || this.writesPackageName(user, named, sketchesFirst) && this.text.mayNameThroughImport(user, named.texts, name) && (writing === null || this.text.matches(user, writing));
  }
  /**
   * Whether a file's text writes one of the texts that name a package from outside its folder (namedOutside).
   * With `sketchFirst`, the package's word is asked of the file's sketch first, which rules most files out
   * unread once the tree is swept; a word as common as Java's `util` or `io` is asked file by file, not searched
   * for across the whole tree to answer for a few files (230 ms each on the JDK). Asked of the text, not of the
   * names kept from an earlier index: a Java file may write the word only in the path of its import.
   */
  writesPackageName(user, named, sketchFirst) {
    return (!sketchFirst || this.text.mayWriteWord(user, named.word)) && named.texts.some((text) => this.text.contains(user, text));
  }
  /** What a file outside `file`'s folder writes to name its package's declarations (see ModuleSystem.namedOutsideBy). */
  namedOutside(file) {
    return this.system(file)?.namedOutsideBy?.(dirnamePosix(file), this.files, this.facts(file)?.packageName ?? null) ?? null;
  }
  /**
   * Whether a use that names the type whose member it reaches (see ownerNamed) names it by the type's own name:
   * where a module offers only what it declares (no import under a re-exported name) and nothing inherits members.
   */
  ownerNamesExact(file) {
    const spec = languageForPath(file);
    return this.system(file)?.exportsOwnOnly === true && spec !== null && !inheritsMembers(spec);
  }
  /**
   * Whether `pkg.name` in `user`, `pkg` a namespace import of `source`, may mean a declaration of `file`: where
   * modules offer only their own declarations, only if the import names `file`'s module.
   */
  namespaceMayLeadTo(user, source, file) {
    return this.namespaceMayLeadInto(user, source, (f) => f === file);
  }
  /** As namespaceMayLeadTo, for a declaration of any file that `into` holds. */
  namespaceMayLeadInto(user, source, into) {
    if (!this.system(user)?.exportsOwnOnly) return true;
    const module = this.resolveModule(user, source);
    if (module.t === "file") return into(module.path);
    return module.t === "package" && module.files.some(into);
  }
  /**
   * Whether `file`'s reference `r` may lead, for certain, to a declaration of a file that `into` holds, as far as
   * the file and the text of the module it names tell: not where it is `pkg.name` through a namespace import (see
   * namespaceMayLeadTo) and no file of that module that `into` holds may declare `name`. Asked before resolving
   * the use, which may need the module's files parsed.
   */
  mayLeadInto(file, facts, r, into) {
    const t = r.target;
    if (t.t !== "import" || t.member === null) return true;
    const member = t.member;
    const imp = facts.imports[t.imp];
    return imp === void 0 || imp.imported !== "*" || this.namespaceMayLeadInto(file, imp.source, (f) => into(f) && this.mayDefine(f, member));
  }
  /** The use a file's reference `i` makes, resolved once. */
  useAt(file, facts, i, ref) {
    const known = this.keptUse(file, facts, i);
    if (known !== void 0) return known;
    const before = this.needs;
    const use = this.resolveUse(file, facts, ref ?? facts.references[i]);
    this.keepUse(file, facts, i, use, this.needs === before);
    return use;
  }
  /**
   * The use a file's reference `i` makes when it is certain, else null: resolved only as far as certainty needs.
   * A use that is not certain lists the definitions it may mean, found by name across the tree (each a file to
   * load); a question that follows certain edges alone (a path search, the look past the last hop) has no use
   * for them, so they are not looked for here. The full answer, once known, is the same for a certain use.
   */
  certainUseAt(file, facts, i, ref) {
    const known = this.keptUse(file, facts, i, true);
    if (known !== void 0) return known?.certain ? known : null;
    const before = this.needs;
    this.namesDeferred = true;
    let use;
    try {
      use = this.resolveUse(file, facts, ref ?? facts.references[i]);
    } finally {
      this.namesDeferred = false;
    }
    this.keepUse(file, facts, i, use?.uncertain ? NOT_CERTAIN : use, this.needs === before);
    return use?.certain ? use : null;
  }
  /**
   * A use's answer kept by this graph or, final, by an earlier round's; undefined when there is none. NOT_CERTAIN
   * (see certainUseAt) stands for an answer only to a question about certain uses (`certainOnly`).
   */
  keptUse(file, facts, i, certainOnly = false) {
    let use = this.resolved.get(file)?.[i];
    if (use === void 0) {
      use = this.settled?.uses.get(file)?.[i];
      if (use !== void 0) usesList(this.resolved, file, facts)[i] = use;
    }
    if (use === void 0 || use === NOT_CERTAIN && !certainOnly) return void 0;
    if (this.partialUses.size > 0 && this.partialUses.get(file)?.has(i)) this.needs++;
    return use;
  }
  /** Keeps a use's answer for this graph and, made without a need (`final`), for the later rounds too. */
  keepUse(file, facts, i, use, final) {
    usesList(this.resolved, file, facts)[i] = use;
    if (!final) {
      entryOf(this.partialUses, file, () => /* @__PURE__ */ new Set()).add(i);
      return;
    }
    if (this.partialUses.size > 0) this.partialUses.get(file)?.delete(i);
    if (this.settled) usesList(this.settled.uses, file, facts)[i] = use;
  }
  /**
   * The uses between lines `start` and `end` of `file`, in the file's order; with `certainOnly`, the certain ones
   * alone, resolved no further than certainty needs (see certainUseAt); with `only`, of the references it takes.
   */
  usesWithin(file, start, end, certainOnly = false, only) {
    const facts = this.facts(file);
    if (!facts) return [];
    const out = [];
    const references = facts.references;
    const [from, to] = referencesWithin(references, start, end);
    for (let i = from; i < to; i++) {
      const r = references[i];
      if (r.line < start || r.line > end || only && !only(r)) continue;
      const use = certainOnly ? this.certainUseAt(file, facts, i, r) : this.useAt(file, facts, i, r);
      if (use) out.push(use);
    }
    return out;
  }
  /**
   * The names under which uses can reach a definition: its own name and every name a module exports it as
   * (`export { save as store }`, re-exported again), with the modules that export it as their default.
   */
  namesOf(ref) {
    const target = this.definition(ref);
    const names = /* @__PURE__ */ new Set([target.name]);
    const defaults = /* @__PURE__ */ new Set();
    const leadsHere = /* @__PURE__ */ __name((path, exported) => {
      const t = this.resolveExport(path, exported, /* @__PURE__ */ new Set());
      return t.t === "def" && t.ref.file === ref.file && t.ref.def === ref.def;
    }, "leadsHere");
    const queue = [];
    const add = /* @__PURE__ */ __name((path, name) => {
      if (name === "default") {
        if (!defaults.has(path)) {
          defaults.add(path);
          queue.push({ path, name });
        }
      } else if (!names.has(name)) {
        names.add(name);
        queue.push({ path, name });
      }
    }, "add");
    for (const e of this.facts(ref.file)?.exports ?? []) {
      if ("local" in e && e.local.t === "def" && e.local.def === ref.def) add(ref.file, e.exported);
    }
    if (this.system(ref.file)?.exportsOwnOnly) return { names, defaults };
    if (leadsHere(ref.file, target.name)) queue.push({ path: ref.file, name: target.name });
    while (queue.length > 0) {
      const { path, name } = queue.shift();
      const files = name === "default" ? this.importersOf(path) : this.filesThatMayUse(path, name, "certainly");
      const mayName = name === "default" ? sourceMayName(this.moduleNames(path)) : null;
      for (const file of files) {
        const facts = this.facts(file);
        if (!facts) continue;
        for (const e of facts.exports) {
          if (!("exported" in e) || names.has(e.exported) || e.exported === "default" && defaults.has(file)) continue;
          const binding = "local" in e ? e.local.t === "import" ? facts.imports[e.local.imp] : null : e;
          if (binding === null || binding.imported !== name && !(binding.imported === "default" && name === "default")) continue;
          if (mayName && !mayName(binding.source)) continue;
          if (leadsHere(file, e.exported)) add(file, e.exported);
        }
      }
    }
    return { names, defaults };
  }
  /**
   * The files whose imports may name a module: by the kept names, those with an import or re-export whose source
   * may name it (see sourceMayName); without them, or for a file they do not answer for, those whose text holds what
   * such a source would.
   */
  importersOf(path) {
    const names = this.moduleNames(path);
    const { stem, folder, selfName } = names;
    const textMayName = /* @__PURE__ */ __name((f) => stem !== "" && this.text.contains(f, stem) || folder !== "" && this.text.contains(f, folder) || selfName !== null && this.text.contains(f, selfName) || this.text.matches(f, DOTS_ONLY_SPECIFIER), "textMayName");
    const byNames = this.text.filesImportingFrom(`${stem}\0${folder}\0${selfName ?? ""}`, sourceMayName(names), textMayName);
    if (byNames) return byNames;
    const byStem = stem !== "" ? this.text.filesContaining(stem) : null;
    const byFolder = folder !== "" ? this.text.filesContaining(folder) : null;
    const bySelf = selfName !== null ? this.text.filesContaining(selfName) : null;
    const relative = this.text.filesMatching(DOTS_ONLY_SPECIFIER);
    return this.text.files.filter((f) => byStem?.has(f) || byFolder?.has(f) || bySelf?.has(f) || relative.has(f));
  }
  /**
   * What an import's source may hold to name the module at `path`: its file name (before any extension), its
   * folder's name (for an index module), and the name its package's own files import it by (see
   * selfReferenceName in resolver.ts), if any.
   */
  moduleNames(path) {
    let names = this.moduleNamesOf.get(path);
    if (!names) {
      const base = path.slice(path.lastIndexOf("/") + 1);
      const dir = dirnamePosix(path);
      names = {
        stem: base.slice(0, base.indexOf(".") < 0 ? base.length : base.indexOf(".")),
        folder: dir.slice(dir.lastIndexOf("/") + 1),
        selfName: selfReferenceName(path, this.files, this.read)
      };
      this.moduleNamesOf.set(path, names);
    }
    return names;
  }
  moduleNamesOf = /* @__PURE__ */ new Map();
  /**
   * The files that may use a definition by its own name (those not yet held are a measure of what usesOf would
   * index, not an answer: it leaves out other names the definition goes by).
   */
  usersByName(ref) {
    return this.ofSystemOf(ref.file, this.text.filesUsing(this.definition(ref).name, "certainly"));
  }
  /** Certain uses of a definition, from anywhere. */
  usesOf(ref) {
    return this.kept(this.incomingCache, defKey(ref), () => this.findUsesOf(ref), this.settled?.usesOf);
  }
  findUsesOf(ref) {
    if (this.text.isUnfiltered) {
      const out2 = [];
      for (const file of this.text.files) {
        const facts = this.facts(file);
        if (!facts) continue;
        facts.references.forEach((_, i) => {
          const use = this.certainUseAt(file, facts, i);
          if (use?.certain && use.certain.file === ref.file && use.certain.def === ref.def) out2.push(use);
        });
      }
      return out2;
    }
    const search = this.certainSearch(ref);
    const out = [];
    for (const file of search.files) {
      const facts = this.facts(file);
      if (facts) out.push(...this.usesInFile(ref, search, file, facts));
    }
    return out;
  }
  /**
   * The line of a file every unit holding a certain use of one of the definitions spans at least one of, and the
   * least such (see TreeText.shortestLineHolding): a line that holds one of the names they are used by, where
   * the file's language says its uses bear those names. Null where it does not, or no line holds one.
   */
  shortestUseLine(refs, file) {
    if (this.text.isUnfiltered || !languageForPath(file)?.usesBearDefinitionNames) return null;
    const names = /* @__PURE__ */ new Set();
    for (const ref of refs) {
      const named = this.namesOf(ref);
      if (named.defaults.size > 0) return null;
      for (const name of named.names) names.add(name);
    }
    return this.text.shortestLineHolding(file, names);
  }
  /**
   * The certain uses of a definition in one file: those of usesOf there, found without the files that may use it
   * elsewhere (a search stepping out of a file asks which of its uses lead to a known definition).
   */
  usesOfIn(ref, file) {
    if (this.text.isUnfiltered) return this.usesOf(ref).filter((u) => u.file === file);
    return this.kept(
      this.usesInFileCache,
      `${defKey(ref)}\0${file}`,
      () => {
        const search = this.certainSearch(ref);
        const at = partitionPoint(search.files.length, (i) => compareText(search.files[i], file) < 0);
        const facts = search.files[at] === file ? this.facts(file) : null;
        return facts ? this.usesInFile(ref, search, file, facts) : [];
      },
      this.settled?.usesInFile
    );
  }
  usesInFileCache = /* @__PURE__ */ new Map();
  /**
   * The files usesOf reads for a definition's uses, in order: those that may hold some (in the whole-tree
   * reference, those that do). Finding them indexes none of them but the files a member's type reach reads
   * (see typeOfMember).
   */
  useFiles(ref) {
    if (!this.text.isUnfiltered) return this.certainSearch(ref).files;
    const files = [];
    for (const use of this.usesOf(ref)) if (files[files.length - 1] !== use.file) files.push(use.file);
    return files;
  }
  /**
   * Where a definition's certain uses are looked for: useSearch, but for an overloaded member its own file alone,
   * and without the search of the files where a value of its type can be. No use elsewhere can tell which of the
   * overloads it means (Java's Objects.requireNonNull, named in 684 files of the JDK, each parsed to find none of
   * them certain); those files may still hold uses naming it among the others, which are looked for in all of
   * them (sharedNameUseFiles).
   */
  certainSearch(ref) {
    if (!this.overloaded(ref)) return this.useSearch(ref);
    return this.kept(this.ownFileSearches, defKey(ref), () => ({ ...this.namesOf(ref), files: [ref.file] }));
  }
  ownFileSearches = /* @__PURE__ */ new Map();
  /** Where usesOf looks for a definition's uses (the files that may use it, in order), and under which names. */
  useSearch(ref) {
    return this.kept(this.useSearches, defKey(ref), () => {
      const { names, defaults } = this.namesOf(ref);
      const candidates = /* @__PURE__ */ new Set([ref.file]);
      const def = this.definition(ref);
      const spec = languageForPath(ref.file);
      if (spec?.anonymousStaysInFile && def.chain.includes(spec.anonymousDefinitionName)) return { names, defaults, files: [ref.file] };
      if (this.keptToFile(ref) || this.withinTypeKeptToFile(ref)) return { names, defaults, files: [ref.file] };
      if (this.sharedAtTopLevel(ref)) return { names, defaults, files: [ref.file] };
      const unnamed = defaults.has(ref.file) && spec?.anonymousDefinitionName === def.name;
      const users = /* @__PURE__ */ __name((roughly, anyModule = false) => {
        const found = /* @__PURE__ */ new Set();
        for (const name of names) {
          if (unnamed && name === def.name) continue;
          for (const f of this.filesThatMayUse(ref.file, name, "certainly", def, roughly, anyModule)) found.add(f);
        }
        return found;
      }, "users");
      const type = this.typeOfMember(ref, def);
      const named = type ? users(true, true) : /* @__PURE__ */ new Set();
      const reach = type && named.size > TYPE_REACH_AFTER_FILES ? this.valuesReaching(ref.file, type.owner, type.container, named.size - 1, type.spec) : null;
      let mayHoldCertain = /* @__PURE__ */ __name((_f) => true, "mayHoldCertain");
      if (type && receiversProvedInPackage(type.spec)) {
        const home = new Set(this.packageOf(ref.file)?.files ?? [ref.file]);
        mayHoldCertain = /* @__PURE__ */ __name((f) => languageForPath(f) !== spec || home.has(f) || this.text.mayNameMemberOf(f, type.owner, def.name), "mayHoldCertain");
      }
      if (reach) {
        for (const f of this.ofSystemOf(ref.file, [...named])) if ((reach.has(f) || languageForPath(f) !== spec) && mayHoldCertain(f)) candidates.add(f);
      } else for (const f of users(false)) if (mayHoldCertain(f)) candidates.add(f);
      for (const path of defaults) for (const f of this.importersOf(path)) candidates.add(f);
      return { names, defaults, files: [...candidates].sort(compareText) };
    }, this.settled?.useSearches);
  }
  useSearches = /* @__PURE__ */ new Map();
  /**
   * Whether a member shares its name with another member of its container that is no type (Java's overloads).
   * A use in another file reaches a member only through a lookup of its container's members (findMember), which
   * then finds several and is not certain; nor does a call of a type's name pick one of them (callable).
   */
  overloaded(ref) {
    const def = this.definition(ref);
    if (def.parent < 0 || TYPE_ONLY.has(def.kind)) return false;
    return this.namesakes(ref).some((d) => !TYPE_ONLY.has(d.kind));
  }
  /** The other definitions of a definition's file with its name, parent and owner: a use of the name cannot tell them apart. */
  namesakes(ref) {
    const def = this.definition(ref);
    const facts = this.facts(ref.file);
    if (!facts) return [];
    const named = childrenOf(facts).get(`${def.parent}\0${def.name}`) ?? [];
    return named.filter((i) => i !== ref.def && facts.definitions[i].owner === def.owner).map((i) => facts.definitions[i]);
  }
  /** Whether a member's language keeps it to its own file by a modifier its header writes (fileScopedModifiers). */
  keptToFile(ref) {
    const key = defKey(ref);
    let kept2 = this.keptToFiles.get(key);
    if (kept2 === void 0) {
      const def = this.definition(ref);
      const modifiers = languageForPath(ref.file)?.fileScopedModifiers;
      kept2 = modifiers !== void 0 && isMember(def) && this.text.declaresWith(ref.file, def.start, def.name, modifiers);
      this.keptToFiles.set(key, kept2);
    }
    return kept2;
  }
  keptToFiles = /* @__PURE__ */ new Map();
  /**
   * Whether a member is declared inside a type its language keeps to its file (Java's private nested classes):
   * no other file can name that type, nor so reach a member of it for certain. (A call through an interface the
   * type implements is another matter: possible callers still look for those elsewhere.)
   */
  withinTypeKeptToFile(ref) {
    for (let at = this.definition(ref).parent; at >= 0; at = this.definition({ file: ref.file, def: at }).parent) {
      if (this.keptToFile({ file: ref.file, def: at })) return true;
    }
    return false;
  }
  /**
   * Where modules offer only their own declarations under their own names (Go, Java), or rename them only in
   * imports that write the name they take (Python), the files that may hold a certain use of member `def` from
   * outside its own file. Such a use is made on a value the graph proves to be of
   * the member's type or of a class extending it, and it proves that only from a name the use's file writes: the
   * type's, or one the tree's declarations lead to the type from (typeFlow.ts). The files that write those names
   * are followed from the type's name until no new name shows (and parsed, see valuesReaching): the files of the
   * language outside those hold no certain use. This gives the type to follow, or null where that does not apply.
   * The search gives up past as many files as name the member (a type written all over the tree), for the use
   * search to read those instead: the files followed are parsed, so it is worth it only if they are fewer.
   */
  typeOfMember(ref, def) {
    const spec = languageForPath(ref.file);
    const system = this.system(ref.file);
    if (!spec || !isMember(def) || !(system?.exportsOwnOnly || system?.renamesOnlyInImports)) return null;
    const container = def.parent >= 0 ? { file: ref.file, def: def.parent } : null;
    const owner = container ? this.definition(container).name : def.owner;
    if (owner === void 0 || owner === spec.anonymousDefinitionName) return null;
    return { owner, container, spec };
  }
  /**
   * The files a value of the type `owner` declared in `file` (the definition `container` where known) can be in,
   * as typeOfMember's comment says, kept per bound; null past `bound` files.
   */
  valuesReaching(file, owner, container, bound, spec) {
    const key = `${file}\0${owner}\0${container?.def ?? ""}\0${bound}`;
    return this.kept(this.reaches, key, () => ({ files: this.findValuesReaching(file, owner, container, bound, spec) })).files;
  }
  reaches = /* @__PURE__ */ new Map();
  findValuesReaching(file, owner, container, bound, spec) {
    const anonymous2 = spec.anonymousDefinitionName ?? null;
    let within = null;
    const outer = container ? this.definition(container).parent : -1;
    if (container && outer >= 0) {
      const enclosing = this.definition({ file, def: outer });
      if (CONTAINERS.has(enclosing.kind) && enclosing.name !== anonymous2) within = this.valuesReaching(file, enclosing.name, { file, def: outer }, bound, spec);
    }
    const reached = /* @__PURE__ */ new Set();
    const queue = [];
    const stepsFrom = /* @__PURE__ */ new Map();
    const read = /* @__PURE__ */ new Set();
    const names = /* @__PURE__ */ new Set();
    const reach = /* @__PURE__ */ __name((name, declaredIn, seed = false) => {
      const key = `${seed ? "seed" : ""}\0${this.privateScope(declaredIn, name)?.key ?? ""}\0${name}`;
      if (reached.has(key)) return;
      reached.add(key);
      names.add(name);
      queue.push({ name, declaredIn, seed });
      for (const step of stepsFrom.get(name) ?? []) reach(step.to, step.declaredIn);
    }, "reach");
    const ownerNamers = outer < 0 ? this.mayNameFromOutside(file, owner, true) : null;
    const namers = this.namersOf(file);
    const declarers = outer < 0 ? this.declarersIfSeveral(file, owner) : null;
    const ours = /* @__PURE__ */ __name((w) => languageForPath(w) === spec && (namers === null || namers.may(w)), "ours");
    const writersOf = /* @__PURE__ */ __name((name, declaredIn, seed) => {
      if (declarers && name === owner && declaredIn === file) return declarers.declaring.filter(ours);
      const scope = this.privateScope(declaredIn, name);
      let writers = scope ? scope.files.filter((f) => this.text.mentions(f, name)) : this.text.filesMentioning(name);
      if (!scope && ownerNamers && name === owner && declaredIn === file) writers = writers.filter(ownerNamers);
      return writers.filter((w) => ours(w) && (!seed || w === file || within === null || within.has(w)));
    }, "writersOf");
    const flows = flowsTypes(spec);
    const renames = this.system(file)?.renamesOnlyInImports === true;
    const stepped = /* @__PURE__ */ new Set();
    if (!flows && !renames && !declarers && !this.privateScope(file, owner)) {
      const sketched = this.text.filesMayMention(owner).filter(ours);
      if (sketched.length <= bound) {
        const enclosing = within;
        const may = new Set(sketched);
        return { has: /* @__PURE__ */ __name((f) => may.has(f) && (enclosing === null || f === file || enclosing.has(f)) && (ownerNamers?.(f) ?? true) && this.text.mentions(f, owner), "has") };
      }
    }
    if (writersOf(owner, file, within !== null).length > bound) return null;
    reach(owner, file, within !== null);
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, declaredIn, seed } = next;
      for (const writer of writersOf(name, declaredIn, seed)) {
        if (stepped.has(writer)) continue;
        if (!read.has(writer)) {
          read.add(writer);
          if (read.size > bound) return null;
        } else if (flows || !renames) continue;
        const facts = flows || renames && this.text.mayRename(writer, name, spec) ? this.facts(writer) : null;
        if (!facts) continue;
        stepped.add(writer);
        const steps = flows ? typeFlowStepsOf(facts, anonymous2) : [];
        for (const step of renames ? [...steps, ...renamingSteps(facts)] : steps) {
          entryOf(stepsFrom, step.from, () => []).push({ to: step.to, declaredIn: writer });
          if (names.has(step.from)) reach(step.to, writer);
        }
      }
    }
    if (!declarers) return read;
    const found = new Set(read);
    for (const f of declarers.writing) if (ours(f)) found.add(f);
    return found;
  }
  /**
   * Where `file`'s package surely declares the top-level name `owner` twice or more, the files of the package
   * that may declare it (by their text; `file` among them) and those that may declare a member of it; null where
   * it may declare it once.
   */
  declarersIfSeveral(file, owner) {
    const pkg = this.packageOf(file);
    if (!pkg) return null;
    const own = this.exportedDefinitions(file).get(owner)?.length ?? 0;
    if (own < 2 && !this.declaredInPackageAtLeast(file, owner, 2 - own)) return null;
    const declaring = new Set(this.mayDeclareAmong(pkg.files, owner, "others"));
    declaring.add(file);
    const sites = languageForPath(file)?.ownerSites;
    return { declaring: [...declaring].sort(compareText), writing: pkg.files.filter((f) => this.text.mayDeclareMemberOf(f, owner, sites)) };
  }
  /** The certain uses of a definition in one of the files its use search looks at, in the file's order. */
  usesInFile(ref, { names, defaults }, file, facts) {
    const out = [];
    let looked = names;
    for (const b of facts.imports) {
      if (!(defaults.size > 0 || names.has(b.imported)) || looked.has(b.local)) continue;
      if (looked === names) looked = new Set(names);
      looked.add(b.local);
    }
    const picked = [];
    for (const name of looked) {
      const named = referencesNamed(facts, name);
      named.references.forEach((r, k) => picked.push({ place: named.places[k], ref: r }));
    }
    if (looked.size > 1) picked.sort((a, b) => a.place - b.place);
    for (const { place, ref: r } of picked) {
      const t = r.target;
      const viaImport = t.t === "import" && t.member === null && (names.has(facts.imports[t.imp].imported) || defaults.size > 0);
      if (!names.has(r.name) && !viaImport) continue;
      const use = this.certainUseAt(file, facts, place, r);
      if (use?.certain && use.certain.file === ref.file && use.certain.def === ref.def) out.push(use);
    }
    return out;
  }
  /**
   * The files that may hold calls on receivers of unknown type naming this definition, which they may or may not
   * reach (see possibleUsesIn), found from the tree's names: none of them is loaded to list them. Where more
   * definitions share the name than an uncertain edge lists (Go's `Write`, Java's `get`), a call in a file that
   * cannot name the definition's package is as likely to mean any of hundreds: only the files near it are kept
   * (see nearRule). They are given as a sorted list that holds them all and the test that tells which of its
   * files are among them, asked of a file only when a reader gets to it (see Navigator.looseGroups): the budget
   * reads them in order and most often stops after a few (upstream of the JDK's `Objects.equals` read 2,013 files
   * near `java.util` for the one record its packet had room for).
   */
  possibleUseFiles(ref) {
    const def = this.definition(ref);
    if (def.name === languageForPath(ref.file)?.anonymousDefinitionName) return { files: [], holds: null };
    if (this.keptToFile(ref)) return { files: [ref.file], holds: null };
    const shared2 = this.sharedNameUseFiles(ref);
    if (!isMember(def)) return { files: shared2, holds: null };
    const onReceivers = this.receiverUseFiles(ref);
    if (shared2.length === 0) return onReceivers;
    const files = [.../* @__PURE__ */ new Set([...onReceivers.files, ...shared2])].sort(compareText);
    const onReceiver = onReceivers.holds;
    if (onReceiver === null) return { files, holds: null };
    const sharing = setOfList(shared2);
    return { files, holds: /* @__PURE__ */ __name((f) => sharing.has(f) || onReceiver(f), "holds") };
  }
  /**
   * possibleUseFiles's files of calls on receivers of unknown type, for a member: the files the sketches leave,
   * each asked when it is reached whether it uses the name on a receiver, by its text, and where a near rule
   * applies, whether it is near (or, when few definitions share the name, far too).
   */
  receiverUseFiles(ref) {
    const def = this.definition(ref);
    const near = this.nearRule(ref);
    const rough = this.filesThatMayUse(ref.file, def.name, "possibly", void 0, true);
    if (!near) return { files: rough, holds: /* @__PURE__ */ __name((f) => this.text.usedAmong(f, def.name, "possibly"), "holds") };
    let farCount;
    const farCounts = /* @__PURE__ */ __name(() => farCount ??= !this.sharedPastListed(ref), "farCounts");
    return { files: rough, holds: /* @__PURE__ */ __name((f) => (near.mayBeNear(f) || farCounts()) && this.text.usedAmong(f, def.name, "possibly"), "holds") };
  }
  /**
   * Where a package's declarations are named from outside its folder only through an import of it (see
   * ModuleSystem.namedOutsideBy: Go, Java), which files are near a member of it: those of its folder and those
   * whose imports name its package (`isNear`, by a file's facts), and those that may be, without loading them
   * (`mayBeNear`: by the kept names' import sources, else by the text an import writes). Null where that does not
   * apply, or for a name private to its package, which only its package calls.
   */
  nearRule(ref) {
    const key = defKey(ref);
    let rule = this.nearRules.get(key);
    if (rule === void 0) {
      rule = this.makeNearRule(ref);
      this.nearRules.set(key, rule);
    }
    return rule;
  }
  nearRules = /* @__PURE__ */ new Map();
  /** The near rules of the packages, by folder and package naming (see makeNearRule). */
  sharedNearRules = /* @__PURE__ */ new Map();
  makeNearRule(ref) {
    const def = this.definition(ref);
    if (this.privateScope(ref.file, def.name)) return null;
    const dir = dirnamePosix(ref.file);
    const named = this.namedOutside(ref.file);
    if (named === null) return null;
    const key = `${dir}\0${named.word}\0${named.texts.join("\0")}`;
    const shared2 = this.sharedNearRules.get(key);
    if (shared2) return shared2;
    const names = /* @__PURE__ */ __name((source) => named.texts.some((text) => `"${source}"`.includes(text)), "names");
    let importers;
    const mayImport = /* @__PURE__ */ __name((user) => {
      if (importers === void 0) {
        const kept2 = this.text.filesImportingFrom(`near\0${named.texts.join("\0")}`, names, (f) => this.writesPackageName(f, named, false));
        importers = kept2 ? new Set(kept2) : null;
      }
      return importers ? importers.has(user) : this.writesPackageName(user, named, true);
    }, "mayImport");
    const rule = {
      mayBeNear: /* @__PURE__ */ __name((user) => inFolder(user, dir) || mayImport(user), "mayBeNear"),
      isNear: /* @__PURE__ */ __name((user) => inFolder(user, dir) || (this.facts(user)?.imports.some((b) => names(b.source)) ?? false), "isNear")
    };
    this.sharedNearRules.set(key, rule);
    return rule;
  }
  /** Whether more member definitions share a member's name than an uncertain edge lists. */
  sharedPastListed(ref) {
    return this.membersNamed(ref.file, this.definition(ref).name).length > MAX_LISTED_CANDIDATES;
  }
  /**
   * The uses in `file` (one of possibleUseFiles) that may reach this definition without proving it: calls on
   * receivers of unknown type, and uses that name it among other definitions of its name (see sharedNameUseFiles).
   */
  possibleUsesIn(ref, file) {
    const def = this.definition(ref);
    if (file !== ref.file && this.keptToFile(ref) || !this.systemReaches(file, ref.file) || !this.mayName(file, ref.file)) return [];
    const shared2 = this.sharesItsName(ref) ? this.sharedNameUsesIn(ref, file) : [];
    const onReceivers = isMember(def) ? this.receiverUsesIn(ref, file) : [];
    if (shared2.length === 0) return onReceivers;
    if (onReceivers.length === 0) return shared2;
    return [...onReceivers, ...shared2].sort((a, b) => a.line - b.line);
  }
  /**
   * Whether another definition shares this one's name where a use cannot tell them apart: in the same scope of
   * its file (Java's overloads, Python's conditional definitions or a property's getter and setter), as a member
   * of the same type (Go's methods declared in several per-platform files of a package), or at the top level of
   * its package (Go's per-platform functions). Such a use names several candidates, this one among them: it is
   * an uncertain edge into this definition, as it is one out of its user.
   */
  sharesItsName(ref) {
    return this.kept(this.sharesName, defKey(ref), () => this.findSharesItsName(ref));
  }
  sharesName = /* @__PURE__ */ new Map();
  findSharesItsName(ref) {
    const def = this.definition(ref);
    if (this.namesakes(ref).length > 0) return true;
    if (isMember(def)) return this.ownedMembers(ref.file, def.chain.slice(0, -1), def.name).length > 1;
    return this.sharedAtTopLevel(ref);
  }
  /** Whether other files of its package declare a package-level name too (Go's per-platform files). */
  sharedAtTopLevel(ref) {
    const def = this.definition(ref);
    return (this.system(ref.file)?.exportsOwnOnly ?? false) && !isMember(def) && def.parent < 0 && this.declaredInPackageAtLeast(ref.file, def.name, 1);
  }
  /**
   * The files that may hold a use naming this definition among others of its name (see sharesItsName): those
   * its certain callers are looked for in (the files where a value of a member's type can be, for one); for a
   * package-level name other files of its package declare too, whose certain callers are looked for in its own
   * file alone, those that may use the name in a way that could lead to it for certain were it alone.
   */
  sharedNameUseFiles(ref) {
    if (!this.sharesItsName(ref)) return [];
    if (!this.sharedAtTopLevel(ref)) return this.useSearch(ref).files;
    const def = this.definition(ref);
    const files = new Set(this.filesThatMayUse(ref.file, def.name, "certainly", def));
    files.add(ref.file);
    return [...files].sort(compareText);
  }
  /** The uses in `file` that name this definition among others of its name (sharedNameUseFiles). */
  sharedNameUsesIn(ref, file) {
    const def = this.definition(ref);
    const uses = this.kept(this.sharedCache, `${def.name}\0${file}`, () => this.uncertainUsesNamed(file, def.name, false));
    return uses.filter((use) => {
      const { candidates, anyOfTree } = use.uncertain;
      if (anyOfTree) return false;
      if (candidates === MORE_THAN_LISTED) return dirnamePosix(file) === dirnamePosix(ref.file);
      return candidates.some((c) => c.file === ref.file && c.def === ref.def);
    });
  }
  sharedCache = /* @__PURE__ */ new Map();
  /** The calls in `file` on receivers of unknown type that may reach this member. */
  receiverUsesIn(ref, file) {
    const def = this.definition(ref);
    const scope = this.privateScope(ref.file, def.name);
    const key = `${scope ? `${scope.key}\0` : ""}${def.name}\0${file}`;
    const uses = this.kept(this.possibleCache, key, () => this.uncertainUsesNamed(file, def.name, true), this.settled?.possibleUses);
    if (uses.length === 0) return uses;
    const near = this.nearRule(ref);
    return near && !near.isNear(file) && this.sharedPastListed(ref) ? [] : uses;
  }
  /**
   * The uses of `name` in `file` that prove no definition: with `onReceivers`, the calls on receivers of unknown
   * or declared type (any of the name's members may be meant); else the other uses that name several definitions.
   */
  uncertainUsesNamed(file, name, onReceivers) {
    const out = [];
    const facts = this.facts(file);
    if (!facts) return out;
    const named = referencesNamed(facts, name);
    named.references.forEach((r, k) => {
      if ((r.target.t === "unknown_receiver" || r.target.t === "typed") !== onReceivers) return;
      const use = this.useAt(file, facts, named.places[k], r);
      if (use && !use.certain && use.uncertain && (onReceivers || use.uncertain.candidates.length > 1)) out.push(use);
    });
    return out;
  }
  /** Whether the index holds a file's outcome (its facts, or why it has none): asking about it needs nothing. */
  holds(file) {
    return this.index.facts.has(file) || this.index.unavailable.has(file) || !this.indexable(file);
  }
  /**
   * Whether the index holds a file's outcome or takes it now without a parse (from the cache): what is read in
   * order as far as a budget goes is loaded then, not a round later.
   */
  holdsNow(file) {
    return this.holds(file) || (this.indexNow?.(file) ?? false);
  }
  /** What `answer` gives, or null when it needed files the index does not hold yet (marked as needed). */
  unlessLacking(answer) {
    const before = this.needs;
    const value = answer();
    return this.needs === before ? value : null;
  }
  /**
   * Files marked as needed by `request`: a batch the question chose (the budget's next files), not what its
   * answers lacked, which says nothing of how much of the tree the question will reach (see Workspace.settle).
   */
  requested = /* @__PURE__ */ new Set();
  /** Marks files as needed, for the workspace to index before the question is asked again. */
  request(files) {
    for (const file of files) {
      if (this.holds(file)) continue;
      this.need(file);
      this.requested.add(file);
    }
  }
  unitOf(file, facts, unit) {
    const units = this.unitsOf(file);
    if (unit >= 0) return units.defs[unit] ?? this.unitOfDef({ file, def: unit });
    let moduleUnit = units.modules[-1 - unit];
    if (!moduleUnit) {
      const m = facts.moduleUnits[-1 - unit];
      if (!m) throw new Error(`no module unit ${unit} in ${file}`);
      moduleUnit = { file, start: m.start, end: m.end, symbol: null, def: null };
      units.modules[-1 - unit] = moduleUnit;
    }
    return moduleUnit;
  }
  resolveUse(file, facts, ref) {
    const key = answerKey(ref, this.namesDeferred);
    const answers = key === null ? null : entryOf(this.answers, file, () => /* @__PURE__ */ new Map());
    const answer = answers?.get(key);
    if (answer !== void 0) return this.answerAt(answer, file, facts, ref);
    const needsBefore = this.needs;
    const insideBefore = this.usesInside;
    let use = this.resolveUseByName(file, facts, ref);
    if (use?.certain && !this.mayName(file, use.certain.file)) use = null;
    if (answers && this.needs === needsBefore && this.usesInside === insideBefore) answers.set(key, use);
    return use;
  }
  /** A kept answer (see resolveUse) for a use at another place of the same file. */
  answerAt(answer, file, facts, ref) {
    if (answer === null || answer === NOT_CERTAIN) return answer;
    if (answer.certain) {
      const def = this.definition(answer.certain);
      if (answer.certain.file === file && ref.line >= def.start && ref.line <= def.end) return null;
    }
    const uncertain = answer.uncertain && { ...answer.uncertain, label: ref.label };
    return { file, line: ref.line, unit: this.unitOf(file, facts, ref.unit), kind: ref.kind, name: ref.name, certain: answer.certain, uncertain, unavailable: answer.unavailable, via: answer.via };
  }
  resolveUseByName(file, facts, ref) {
    const site = { file, facts, ref, before: this.missing.size };
    const t = ref.target;
    switch (t.t) {
      case "def":
        return this.certainUse(site, { file, def: t.def });
      case "member":
        return this.member(site, { file, def: t.def }, t.member);
      case "super":
        return this.member(site, { file, def: t.def }, t.member, null, true);
      case "owned": {
        const method = facts.definitions[t.def];
        const owner = method.chain.slice(0, -1);
        const found = this.ownedMembers(file, owner, t.member);
        if (found.length === 1) return this.certainUse(site, found[0]);
        const name = owner.join(".");
        if (found.length > 1) return this.uncertainUse(site, `${count(found.length, "definition")} named ${t.member} in ${name}`, found);
        if (this.stalled(site)) return null;
        const elsewhere = this.membersNamed(file, t.member);
        if (elsewhere.length === 0) return null;
        return this.uncertainUse(site, `${name} declares no method ${t.member} here (a field, or promoted from an embedded type?)`, elsewhere, null, true);
      }
      case "several":
        return this.uncertainUse(
          site,
          `${count(t.defs.length, "definition")} named ${ref.name} in one scope`,
          t.defs.map((def) => ({ file, def }))
        );
      case "import": {
        const binding = facts.imports[t.imp];
        if (binding.imported === "*" && t.member === null) return null;
        const target = this.resolveImport(file, binding);
        if (target.t === "unavailable") return this.useOf(site, null, null, target.path, binding);
        if (target.t === "none") return target.reason ? this.uncertainUse(site, target.reason, [], binding) : null;
        if (target.t === "module") {
          if (t.member === null) return null;
          if (this.namesDeferred && this.exportedTwiceByPackage(target.path, t.member)) return NOT_CERTAIN;
          const inner = this.resolveExport(target.path, t.member, /* @__PURE__ */ new Set());
          if (inner.t === "def") return this.certainUse(site, inner.ref, binding);
          if (inner.t === "module") return null;
          if (inner.t === "unavailable") return this.useOf(site, null, null, inner.path, binding);
          return this.uncertainUse(site, `${target.path} exports no ${t.member}`, [], binding);
        }
        if (t.member === null) return this.certainUse(site, target.ref, binding);
        return this.member(site, target.ref, t.member, binding);
      }
      case "free": {
        if (this.namesDeferred && this.declaredTwiceInPackage(file, ref.name)) return NOT_CERTAIN;
        if (this.declaredInPackageAtLeast(file, ref.name, MAX_LISTED_CANDIDATES + 1)) {
          return this.uncertainUse(site, `${candidateCount(MORE_THAN_LISTED)} named ${ref.name} in this package`, MORE_THAN_LISTED);
        }
        const inPackage = this.packageDefinitions(file, ref.name);
        if (inPackage.length === 1) return this.certainUse(site, inPackage[0]);
        if (inPackage.length > 1) return this.uncertainUse(site, `${count(inPackage.length, "definition")} named ${ref.name} in this package`, inPackage);
        if (this.stalled(site)) return null;
        const candidates = this.nonMembersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return this.uncertainUse(site, `not bound in this file; ${candidateCount(candidates)} named ${ref.name} elsewhere`, candidates, null, true);
      }
      case "unknown_receiver": {
        const container = t.free === void 0 ? [] : this.packageDefinitions(file, t.free);
        if (container.length === 1 && CONTAINERS.has(this.definition(container[0]).kind)) {
          return this.member(site, container[0], ref.name);
        }
        if (this.stalled(site)) return null;
        const candidates = this.membersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return this.uncertainUse(site, `receiver type unknown; ${candidateCount(candidates)} named ${ref.name}`, candidates, null, true);
      }
      case "uncertain": {
        const candidates = this.membersNamed(file, ref.name);
        return this.uncertainUse(site, t.reason, candidates, null, true);
      }
      case "typed": {
        const type = this.typeOf(file, t.type, 0);
        if (type) return this.member(site, type, t.member);
        if (this.stalled(site)) return null;
        const candidates = this.membersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return this.uncertainUse(site, `receiver type unknown; ${candidateCount(candidates)} named ${ref.name}`, candidates, null, true);
      }
    }
  }
  /**
   * A use leading certainly to `named`, or null where it is no edge. Methods rather than closures made per use:
   * resolving a large class's uses made and dropped several closures for each.
   */
  certainUse(site, named, via = null) {
    const { file, ref } = site;
    const target = ref.kind === "call" ? this.callable(named) : named;
    const def = this.definition(target);
    if (target.file === file && ref.line >= def.start && ref.line <= def.end) {
      this.usesInside++;
      return null;
    }
    return this.useOf(site, target, null, null, via);
  }
  uncertainUse(site, reason, candidates, via = null, anyOfTree = false) {
    if (this.namesDeferred) return NOT_CERTAIN;
    return this.useOf(site, null, { label: site.ref.label, reason, candidates, ...anyOfTree ? { anyOfTree: true } : {} }, null, via);
  }
  /** Whether the use's answer so far lacked files (see resolveUse). */
  stalled(site) {
    return this.missing.size > site.before;
  }
  useOf(site, certain, uncertain, unavailable, via) {
    const { file, facts, ref } = site;
    return { file, line: ref.line, unit: this.unitOf(file, facts, ref.unit), kind: ref.kind, name: ref.name, certain, uncertain, unavailable, via };
  }
  /** A type's namesake value declared beside it (same file, same parent; never a method declared apart from its type, as Go's are), which a call of the name means. */
  callable(ref) {
    const def = this.definition(ref);
    if (!TYPE_ONLY.has(def.kind)) return ref;
    const twins = [];
    this.facts(ref.file)?.definitions.forEach((d, i) => {
      if (d.name === def.name && d.parent === def.parent && d.owner === void 0 && !TYPE_ONLY.has(d.kind)) twins.push({ file: ref.file, def: i });
    });
    return twins.length === 1 ? twins[0] : ref;
  }
  /** The class or interface a declared type leads to, when declarations prove one; null otherwise. */
  typeOf(file, type, depth) {
    if (depth > TYPE_DEPTH2) return null;
    switch (type.t) {
      case "name": {
        const ref = this.targetOf(file, type.target, depth + 1);
        return ref && CONTAINERS.has(this.definition(ref).kind) ? ref : null;
      }
      case "self":
        return { file, def: type.def };
      case "returns": {
        const named = this.targetOf(file, type.callee, depth + 1);
        const callee = named ? this.callable(named) : null;
        const returns = callee ? this.definition(callee).returns : void 0;
        return callee && returns ? this.typeOf(callee.file, returns, depth + 1) : null;
      }
      case "field": {
        if (type.of.t === "returns") {
          const named = this.targetOf(file, type.of.callee, depth + 1);
          const callee = named ? this.callable(named) : null;
          const field2 = callee ? this.definition(callee).returnFields?.find((f) => f.name === type.name) : void 0;
          if (callee && field2) return this.typeOf(callee.file, field2.type, depth + 1);
        }
        const of = this.typeOf(file, type.of, depth + 1);
        const field = of ? this.fieldOf(of, type.name) : null;
        return field ? this.typeOf(field.file, field.type, depth + 1) : null;
      }
      case "argument": {
        const named = this.targetOf(file, type.callee, depth + 1);
        let callee = named ? this.callable(named) : null;
        if (callee && type.construct) {
          if (this.definition(callee).kind !== "class") return null;
          const constructors = this.findMember(callee, "constructor");
          callee = constructors.length === 1 ? constructors[0] : null;
        }
        if (!callee) return null;
        const callbacks = (this.definition(callee).callbacks ?? []).filter((c) => c.arg === type.arg && c.param === type.param);
        return callbacks.length === 1 ? this.typeOf(callee.file, callbacks[0].type, depth + 1) : null;
      }
    }
  }
  /** The one definition a name's target in `file` proves, followed through imports and declared types. */
  targetOf(file, target, depth) {
    const facts = this.facts(file);
    if (!facts) return null;
    const memberOf = /* @__PURE__ */ __name((container, name) => {
      if (!container || !CONTAINERS.has(this.definition(container).kind)) return null;
      const found = this.findMember(container, name);
      return found.length === 1 ? found[0] : null;
    }, "memberOf");
    switch (target.t) {
      case "def":
        return { file, def: target.def };
      case "member":
        return memberOf({ file, def: target.def }, target.member);
      case "typed":
        return memberOf(this.typeOf(file, target.type, depth + 1), target.member);
      case "import": {
        const binding = facts.imports[target.imp];
        if (binding.imported === "*" && target.member === null) return null;
        const resolved = this.resolveImport(file, binding);
        if (resolved.t === "module") {
          if (target.member === null) return null;
          const inner = this.resolveExport(resolved.path, target.member, /* @__PURE__ */ new Set());
          return inner.t === "def" ? inner.ref : null;
        }
        if (resolved.t !== "def") return null;
        return target.member === null ? resolved.ref : memberOf(resolved.ref, target.member);
      }
      default:
        return null;
    }
  }
  /** The declared type of field `name` of a class or interface, or of the nearest class it extends that declares it. */
  fieldOf(container, name) {
    const seen = /* @__PURE__ */ new Set();
    for (let c = container; c && !seen.has(defKey(c)); c = this.superclass(c)) {
      seen.add(defKey(c));
      const def = this.definition(c);
      const field = def.fields?.find((f) => f.name === name);
      if (field) return { file: c.file, type: field.type };
      const facts = this.facts(c.file);
      if (facts && childrenOf(facts).has(`${c.def}\0${name}`)) return null;
    }
    return null;
  }
  /**
   * A member named on a container: a class (its own members, then those it inherits through `extends`), an enum,
   * a namespace or module. A member of a plain value (an object literal) stays uncertain: the object can be
   * changed at run time.
   */
  member(site, container, name, via = null, inheritedOnly = false) {
    const before = this.missing.size;
    const start = inheritedOnly ? this.superclass(container) : container;
    const found = start ? this.findMember(start, name) : [];
    if (found.length === 1) {
      if (CONTAINERS.has(this.definition(start).kind)) return this.certainUse(site, found[0], via);
      return this.uncertainUse(site, `member of the value ${this.symbolOf(container)}, which may change at run time`, found, via);
    }
    if (found.length > 1) return this.uncertainUse(site, `${count(found.length, "definition")} named ${name} in ${this.symbolOf(container)}`, found, via);
    if (this.missing.size > before) return null;
    const elsewhere = this.membersNamed(site.file, name);
    if (elsewhere.length === 0) return null;
    const spec = languageForPath(container.file);
    const why = spec && !inheritsMembers(spec) ? `inherited? what a type inherits is not followed in ${spec.name}` : "inherited from outside the tree or assigned at run time?";
    return this.uncertainUse(site, `${this.symbolOf(container)} declares no ${name} (${why})`, elsewhere, via, true);
  }
  /** Members named `name` in the nearest class of the extends chain that declares one. */
  findMember(container, name) {
    const seen = /* @__PURE__ */ new Set();
    for (let c = container; c && !seen.has(defKey(c)); c = this.superclass(c)) {
      seen.add(defKey(c));
      const facts = this.facts(c.file);
      if (!facts) return [];
      const at = c;
      const found = (childrenOf(facts).get(`${at.def}\0${name}`) ?? []).map((def) => ({ file: at.file, def }));
      for (const r of this.ownedMembers(at.file, this.definition(at).chain, name)) {
        if (!found.some((f) => f.file === r.file && f.def === r.def)) found.push(r);
      }
      if (found.length > 0) return found;
    }
    return [];
  }
  /** The class a class extends, when its extends clause names one in the tree. */
  superclass(ref) {
    const target = this.definition(ref).extends;
    if (!target) return null;
    if (target.t === "def") return { file: ref.file, def: target.def };
    const facts = this.facts(ref.file);
    if (!facts) return null;
    if (target.t === "import") {
      const binding = facts.imports[target.imp];
      const resolved = this.resolveImport(ref.file, binding);
      if (target.member === null) return resolved.t === "def" ? resolved.ref : null;
      if (resolved.t === "module") {
        const inner = this.resolveExport(resolved.path, target.member, /* @__PURE__ */ new Set());
        return inner.t === "def" ? inner.ref : null;
      }
      return null;
    }
    return null;
  }
  /**
   * Methods declared for a type outside its body (Go methods, Rust `impl` blocks): those whose chain is the
   * type's chain plus the name, in the type's own file or, where the language allows methods in any file of the
   * package, in the package's files.
   */
  ownedMembers(file, ownerChain, name) {
    const want = [...ownerChain, name].join("\0");
    return this.keptUnder(this.owned, file, want, () => this.findOwnedMembers(file, want, name, ownerChain[ownerChain.length - 1]));
  }
  findOwnedMembers(file, want, name, owner) {
    const pkg = languageForPath(file)?.ownerScope === "package" ? this.packageOf(file) : null;
    const index = pkg ? this.packageIndexOf(file, pkg) : null;
    if (index) {
      return (index.owned.get(want) ?? []).filter((r) => this.definition(r).name === name && (r.file === file || this.text.mentions(r.file, name)));
    }
    const scope = languageForPath(file)?.ownerScope === "package" ? this.samePackage(file, name, owner) ?? [file] : [file];
    const out = [];
    for (const f of scope) {
      const facts = this.facts(f);
      if (!facts) continue;
      for (const i of ownedOf(facts).get(want) ?? []) if (facts.definitions[i].name === name) out.push({ file: f, def: i });
    }
    return out;
  }
  /**
   * The indexed files of a file's package that declare the same package name, the file included, among those
   * that can declare a member `name` of the type `owner` (what findOwnedMembers asks of them). Without the
   * owner's sites, those that can declare `name` at all. The owner's sites spare the files that declare a
   * method of that name on other types: a package's `Error` or `String` methods, one per type.
   */
  samePackage(file, name, owner) {
    const pkg = this.packageOf(file);
    if (!pkg) return null;
    const sites = languageForPath(file)?.ownerSites;
    const ofOwner = owner === void 0 || sites === void 0 ? void 0 : { owner, sites };
    const mentioning = this.packageMentioning(file, pkg, name, ofOwner ? "members" : "all", ofOwner);
    if (mentioning.includes(file) || this.facts(file) === null) return mentioning;
    return pkg.files.filter((f) => f === file || mentioning.includes(f));
  }
  /**
   * The indexed files of a file's package that declare its package name and may declare `name` (of one sort:
   * a question for top-level declarations does not load the files that declare only a member of that name).
   */
  packageMentioning(file, pkg, name, sort = "all", ofOwner) {
    const packageName = this.facts(file)?.packageName ?? null;
    const key = `${pkg.key}\0${sort}\0${name}\0${ofOwner?.owner ?? ""}`;
    const mayDeclare = /* @__PURE__ */ __name((f) => !ofOwner || this.text.mayDeclareMemberOf(f, ofOwner.owner, ofOwner.sites), "mayDeclare");
    return this.kept(
      this.packageMentions,
      key,
      () => this.mayDeclareAmong(pkg.files, name, sort, mayDeclare).filter((f) => mayDeclare(f) && this.facts(f) !== null && this.facts(f)?.packageName === packageName),
      this.settled?.packageMentions
    );
  }
  /**
   * Those of `files` (sorted as the tree is) that may declare `name`, in order. With the names of exactly this
   * tree kept, from the list of the name's declarers when it is the shorter: a package of hundreds of files is
   * asked about every name its files leave unbound, and most names are declared in a few files.
   */
  mayDeclareAmong(files, name, sort, alsoRequired) {
    return this.text.declarersAmong(files, name, sort) ?? (mayAnswerByNames(files, name) ? this.text.definersAmong(files, name, sort) : null) ?? // By text, what the caller requires as well is asked first where it is given: the files of a Go package that
    // may declare a method of one type are few, and asked about each member name, a search of every file's text.
    files.filter((f) => (alsoRequired === void 0 || alsoRequired(f)) && this.mayDefine(f, name, sort));
  }
  /** A file's package (see samePackage) and its key: the package's path and the file's package name. */
  packageOf(file) {
    let pkg = this.packageOfFile.get(file);
    if (pkg === void 0) {
      const packageName = this.facts(file)?.packageName ?? null;
      const found = this.system(file)?.packageOf?.(file, this.files, packageName) ?? null;
      pkg = found ? { key: `${found.path}\0${packageName}`, files: found.files } : null;
      if (!found || this.index.facts.has(file)) this.packageOfFile.set(file, pkg);
    }
    return pkg;
  }
  /**
   * Whether the other files of a file's package declare `name` at their top level twice or more (the answer
   * packageDefinitions gives longer than one), found by loading the files that may declare it only until two
   * such declarations show. A package of per-platform files declares a constant in dozens of them: a certain-only
   * look at one use of `EINVAL` in Go's syscall loaded all 33 `zerrors_*.go` files, 1,500 declarations each,
   * and then built the index of the whole package, now loaded in full, 50 ms in all.
   */
  declaredTwiceInPackage(file, name) {
    return this.declaredInPackageAtLeast(file, name, 2);
  }
  /** Whether the other files of a file's package declare `name` at their top level `times` times or more (see above). */
  declaredInPackageAtLeast(file, name, times) {
    const pkg = this.packageOf(file);
    if (!pkg) return false;
    if (this.packageIndex.get(pkg.key) || this.packageDefs.get(pkg.key)?.has(name)) return this.packageDefinitions(file, name).length >= times;
    const packageName = this.facts(file)?.packageName ?? null;
    let declared = 0;
    let lacked = 0;
    let ruledOut = 0;
    for (const f of this.mayDeclareAmong(pkg.files, name, "others")) {
      if (f === file) continue;
      const before = this.needs;
      const facts = this.facts(f);
      const count2 = facts && facts.packageName === packageName ? this.exportedDefinitions(f).get(name)?.length ?? 0 : 0;
      if (!facts) lacked += this.needs > before ? 1 : 0;
      else if (count2 === 0) ruledOut++;
      declared += count2;
      if (declared >= times || declared + lacked >= times && lacked >= ruledOut) return true;
    }
    return declared + lacked >= times;
  }
  /** Top-level declarations named `name` in the other files of a file's package. */
  packageDefinitions(file, name) {
    const pkg = this.packageOf(file);
    if (!pkg) return [];
    const all2 = this.keptUnder(this.packageDefs, pkg.key, name, () => {
      const declared = this.packageDeclarations(file, pkg);
      if (declared) return (declared.get(name) ?? []).filter((r) => this.text.mentions(r.file, name));
      const found = [];
      for (const f of this.packageMentioning(file, pkg, name, "others")) {
        for (const def of this.exportedDefinitions(f).get(name) ?? []) found.push({ file: f, def });
      }
      return found;
    });
    return all2.some((r) => r.file === file) ? all2.filter((r) => r.file !== file) : all2;
  }
  /**
   * Every top-level declaration of a package (the files declaring the file's package name), by name, in file
   * and export order; null until every file of the package is indexed (or known to be unavailable), since a
   * file not indexed yet must be asked for only when it mentions a name that is looked up.
   */
  packageDeclarations(file, pkg) {
    return this.packageIndexOf(file, pkg)?.declared ?? null;
  }
  /** A package's top-level declarations by name and its methods declared outside their types by chain (see above). */
  packageIndexOf(file, pkg) {
    let index = this.packageIndex.get(pkg.key);
    if (index === void 0) {
      if (!pkg.files.every((f) => this.index.facts.has(f) || this.index.unavailable.has(f) || !this.indexable(f))) return null;
      const packageName = this.facts(file)?.packageName ?? null;
      index = { declared: /* @__PURE__ */ new Map(), owned: /* @__PURE__ */ new Map() };
      const add = /* @__PURE__ */ __name((map, key, ref) => {
        const list = map.get(key);
        if (list) list.push(ref);
        else map.set(key, [ref]);
      }, "add");
      for (const f of pkg.files) {
        const facts = this.index.facts.get(f);
        if (!facts || facts.packageName !== packageName) continue;
        for (const [name, defs] of this.exportedDefinitions(f)) for (const def of defs) add(index.declared, name, { file: f, def });
        facts.definitions.forEach((d, def) => {
          if (d.owner !== void 0) add(index.owned, d.chain.join("\0"), { file: f, def });
        });
      }
      this.packageIndex.set(pkg.key, index);
    }
    return index;
  }
  /** A file's exports of its own definitions, by exported name, in the order the file lists them. */
  exportedDefinitions(file) {
    let map = this.exportIndex.get(file);
    if (!map) {
      map = /* @__PURE__ */ new Map();
      for (const e of this.facts(file)?.exports ?? []) {
        if (!("local" in e) || e.local.t !== "def") continue;
        const list = map.get(e.exported);
        if (list) list.push(e.local.def);
        else map.set(e.exported, [e.local.def]);
      }
      if (this.index.facts.has(file)) this.exportIndex.set(file, map);
    }
    return map;
  }
  resolveModule(fromFile, specifier) {
    const module = resolveModule(fromFile, specifier, this.files, this.read);
    if (module.t === "package") this.packages.set(module.path, module.files);
    return module;
  }
  /**
   * `seen` carries the names already followed, so that modules importing each other's names end. An answer
   * to a first question (no `seen`) depends only on what is indexed, and is kept.
   */
  resolveImport(file, binding, seen) {
    if (seen) return this.followImport(file, binding, seen);
    return this.keptUnder(this.importTargets, file, binding, () => this.followImport(file, binding, /* @__PURE__ */ new Set()));
  }
  followImport(file, binding, seen) {
    const target = this.followImportedModule(file, binding, seen);
    if (target.t !== "none" || binding.imported === "*") return target;
    return this.nestedTypeImport(file, binding, seen) ?? target;
  }
  followImportedModule(file, binding, seen) {
    const module = this.resolveModule(file, binding.source);
    if (module.t === "external") return { t: "none", reason: "" };
    if (module.t === "missing") return { t: "none", reason: `module ${binding.source} not found in the repository` };
    if (binding.imported === "*") return this.moduleTarget(module.path);
    const target = this.resolveExport(module.path, binding.imported, seen);
    const submodule = this.system(file)?.submodule;
    if (target.t === "none" && submodule) {
      const inner = this.resolveModule(file, submodule(binding.source, binding.imported));
      if (inner.t === "file" || inner.t === "package") return this.moduleTarget(inner.path);
    }
    return target;
  }
  /**
   * An import naming a type nested in another (see ModuleSystem.outerType): the specifier is cut back a part at a
   * time until what is left leads to a module declaring the part cut last, and the parts after it are followed
   * down through nested types, all in the outer type's file. Null where no cut leads anywhere; a module not
   * indexed yet is answered as such.
   */
  nestedTypeImport(file, binding, seen) {
    const outerType = this.system(file)?.outerType;
    if (!outerType) return null;
    const path = [binding.imported];
    for (let cut = outerType(binding.source); cut; cut = outerType(cut.module)) {
      path.unshift(cut.type);
      const module = this.resolveModule(file, cut.module);
      if (module.t !== "file" && module.t !== "package") continue;
      const outer = this.resolveExport(module.path, cut.type, new Set(seen));
      if (outer.t === "unavailable") return outer;
      if (outer.t !== "def") continue;
      let at = outer.ref;
      for (const name of path.slice(1)) {
        const inner = this.nestedType(at, name);
        if (inner === null) return { t: "none", reason: `${this.symbolOf(at)} declares no type ${name}` };
        at = inner;
      }
      return { t: "def", ref: at };
    }
    return null;
  }
  /** The one type named `name` declared inside the type `container` (in its file, indexed with it), if there is one. */
  nestedType(container, name) {
    const file = container.file;
    const types = (childrenOf(this.indexedFacts(file)).get(`${container.def}\0${name}`) ?? []).filter((def) => CONTAINERS.has(this.definition({ file, def }).kind));
    return types.length === 1 ? { file, def: types[0] } : null;
  }
  moduleTarget(path) {
    if (this.unavailable(path)) return { t: "unavailable", path };
    return { t: "module", path };
  }
  /** Follows an exported name through re-exports to the definition it finally names. */
  resolveExport(path, name, seen) {
    if (seen.size > 0) return this.followExport(path, name, seen);
    return this.keptUnder(this.exportTargets, path, name, () => this.followExport(path, name, seen));
  }
  followExport(path, name, seen) {
    const key = `${path}\0${name}`;
    if (seen.has(key)) return { t: "none", reason: `${name} is re-exported in a cycle` };
    seen.add(key);
    if (this.unavailable(path)) return { t: "unavailable", path };
    const pkg = this.packages.get(path);
    if (pkg) return this.packageExport(path, pkg, name, seen);
    const facts = this.facts(path);
    if (!facts) return { t: "none", reason: `${path} is not indexed` };
    for (const e of facts.exports) {
      if (!("exported" in e) || e.exported !== name) continue;
      if ("local" in e) {
        if (e.local.t === "def") return { t: "def", ref: { file: path, def: e.local.def } };
        return this.resolveImport(path, facts.imports[e.local.imp], seen);
      }
      const module = this.resolveModule(path, e.source);
      if (module.t !== "file" && module.t !== "package") return { t: "none", reason: module.t === "missing" ? `module ${e.source} not found in the repository` : "" };
      if (e.imported === "*") return this.moduleTarget(module.path);
      return this.resolveExport(module.path, e.imported, seen);
    }
    if (name === "default") return { t: "none", reason: `${path} has no default export` };
    const found = /* @__PURE__ */ new Map();
    for (const e of facts.exports) {
      if (!("all" in e)) continue;
      const module = this.resolveModule(path, e.all);
      if (module.t !== "file" && module.t !== "package") continue;
      const target = this.resolveExport(module.path, name, seen);
      if (target.t === "def") found.set(defKey(target.ref), target);
      else if (target.t === "module" || target.t === "unavailable") found.set(`${target.t}:${target.path}`, target);
    }
    if (found.size === 1) return [...found.values()][0];
    if (found.size > 1) return { t: "none", reason: `${name} is exported by several modules behind ${path}` };
    return { t: "none", reason: `${path} exports no ${name}` };
  }
  /** A name exported by one file of a package; several files declaring it (build variants) prove none. */
  packageExport(path, files, name, seen) {
    const found = /* @__PURE__ */ new Map();
    for (const { found: one2 } of this.exportsInPackage(files, path, name, seen)) if (one2) found.set(one2.key, one2.target);
    if (found.size === 1) return [...found.values()][0];
    if (found.size > 1) return { t: "none", reason: `${found.size} files of package ${path} declare ${name}` };
    return { t: "none", reason: `package ${path} declares no ${name}` };
  }
  /**
   * What each file of a package gives for `name`, in package order, as packageExport counts it: a definition or a
   * file that cannot be indexed, under a key of its own (null where it gives neither), and whether asking the file
   * lacked a file not indexed yet.
   */
  *exportsInPackage(files, path, name, seen) {
    for (const file of this.possibleExporters(path, files, name) ?? this.exportersBeforeIndexed(files, name)) {
      const before = this.needs;
      let found = null;
      if (!this.mayExport(file, name) && !reexportsAll(file)) {
        if (this.skippedWithoutParse(file)) found = { key: `unavailable:${file}`, target: { t: "unavailable", path: file } };
      } else {
        const target = this.resolveExport(file, name, seen);
        if (target.t === "def") found = { key: defKey(target.ref), target };
        else if (target.t === "unavailable") found = { key: `unavailable:${target.path}`, target };
      }
      yield { file, found, lacked: this.needs > before };
    }
  }
  /**
   * Of a package's files, in order, those that can give `name` to exportsInPackage while some are not indexed:
   * where its languages export only their declarations and the tree's names are known, the name's declarers and
   * the files that were not parsed or cannot be (which count as unavailable); the rest give nothing and lack
   * nothing. Otherwise all of them. The JDK's `java.util` is asked about name after name: 370 files each time.
   */
  exportersBeforeIndexed(files, name) {
    if (!allExportOnlyDeclarations(files) || !mayAnswerByNames(files, name)) return files;
    const declaring = this.text.declarersAmong(files, name, "others");
    const unparsed = declaring && this.text.unparsedAmong(files);
    if (!declaring || !unparsed) return files;
    const unavailable = this.index.unavailable.size === 0 ? [] : files.filter((f) => this.index.unavailable.has(f));
    if (unparsed.length === 0 && unavailable.length === 0) return declaring;
    const asked = /* @__PURE__ */ new Set([...declaring, ...unparsed, ...unavailable]);
    return files.filter((f) => asked.has(f));
  }
  /**
   * Whether packageExport would find `name` in two files of the package at `path` or more (declared, or leading
   * to a file that cannot be indexed), which makes a use of it through an import uncertain: its files are asked in
   * the same order, only until two show. As in the package itself (see declaredTwiceInPackage), `syscall.EINVAL`
   * asked for every `zerrors_*.go` file of Go's syscall package.
   */
  exportedTwiceByPackage(path, name) {
    const files = this.packages.get(path);
    if (!files || this.exportTargets.get(path)?.has(name) || this.unavailable(path)) return false;
    const found = /* @__PURE__ */ new Set();
    for (const { file, found: one2, lacked } of this.exportsInPackage(files, path, name, /* @__PURE__ */ new Set([`${path}\0${name}`]))) {
      if (one2) found.add(one2.key);
      else if (lacked) found.add(`lacked:${file}`);
      if (found.size > 1) return true;
    }
    return false;
  }
  /**
   * Whether a file can export `name`: it mentions it, and where its language exports only declarations, declares
   * it as no member (such declarations are its top-level ones: Go's package-level functions, types, constants and
   * variables, Java's classes). A file that only has methods of the name cannot export it: upstream of Go's
   * `fmt.Fprintf`, `os.Stat` had `file_plan9.go`, `stat_unix.go` and `stat_windows.go` parsed, a round each, to
   * find that only `stat.go` exports it (the others declare a method `Stat`).
   */
  mayExport(file, name) {
    return exportsOnlyDeclarations(file) ? this.mayDefine(file, name, "others") : this.text.mentions(file, name);
  }
  /**
   * The files of a package that can add to packageExport's answer for `name`, in package order: the unavailable
   * ones, and the indexed ones that export the name or re-export whole modules (any other indexed file exports
   * nothing by that name, and a file no grammar covers nothing at all). Null until every file of the package is
   * indexed or known to be unavailable, when the answer must ask each file.
   */
  possibleExporters(path, files, name) {
    let exporters = this.packageExporters.get(path);
    if (!exporters) {
      if (!files.every((f) => this.index.facts.has(f) || this.index.unavailable.has(f) || !this.indexable(f))) return null;
      exporters = { always: [], byName: /* @__PURE__ */ new Map() };
      files.forEach((f, i) => {
        const facts = this.index.facts.get(f);
        if (!facts) {
          if (this.index.unavailable.has(f)) exporters.always.push(i);
          return;
        }
        const names = /* @__PURE__ */ new Set();
        for (const e of facts.exports) {
          if ("all" in e) exporters.always.push(i);
          if ("exported" in e) names.add(e.exported);
        }
        for (const n of names) {
          const list = exporters.byName.get(n);
          if (list) list.push(i);
          else exporters.byName.set(n, [i]);
        }
      });
      this.packageExporters.set(path, exporters);
    }
    const named = exporters.byName.get(name) ?? [];
    const positions = exporters.always.length === 0 ? named : [.../* @__PURE__ */ new Set([...exporters.always, ...named])].sort((a, b) => a - b);
    return positions.map((i) => files[i]);
  }
};
var DOTS_ONLY_SPECIFIER = /["'`](?:\.\.?\/)*\.\.?\/?["'`]|from\s+\.+\s+import/;
var DOTS_ONLY_SOURCE = /^(?:\.\.?\/)*\.\.?\/?$|^\.+$/;
var SOURCE_PART_SEPARATORS = /[/.:\\]+/;
function sourceMayName({ stem, folder, selfName }) {
  return (source) => DOTS_ONLY_SOURCE.test(source) || selfName !== null && (source === selfName || source.startsWith(`${selfName}/`)) || source.split(SOURCE_PART_SEPARATORS).some((part) => part !== "" && (part === stem || part === folder));
}
__name(sourceMayName, "sourceMayName");
function reexportsAll(file) {
  return exportCaptures(file).has("@reexport.all");
}
__name(reexportsAll, "reexportsAll");
function exportsOnlyDeclarations(file) {
  if (!languageForPath(file)?.definitionSites) return false;
  return [...exportCaptures(file)].every((capture) => capture === "@export.declaration");
}
__name(exportsOnlyDeclarations, "exportsOnlyDeclarations");
var allExportOnlyDeclarationsOfLists = /* @__PURE__ */ new WeakMap();
function allExportOnlyDeclarations(files) {
  let only = allExportOnlyDeclarationsOfLists.get(files);
  if (only === void 0) {
    only = files.every(exportsOnlyDeclarations);
    allExportOnlyDeclarationsOfLists.set(files, only);
  }
  return only;
}
__name(allExportOnlyDeclarations, "allExportOnlyDeclarations");
function exportCaptures(file) {
  const spec = languageForPath(file);
  if (!spec) return NO_CAPTURES;
  let captures = exportCapturesByLanguage.get(spec.name);
  if (!captures) {
    captures = new Set(spec.querySource.match(/@(?:re)?export[\w.]*/g));
    exportCapturesByLanguage.set(spec.name, captures);
  }
  return captures;
}
__name(exportCaptures, "exportCaptures");
var exportCapturesByLanguage = /* @__PURE__ */ new Map();
var NO_CAPTURES = /* @__PURE__ */ new Set();
var anonymous = null;
function anonymousNames() {
  anonymous ??= new Set(languages().map((l) => l.anonymousDefinitionName));
  return anonymous;
}
__name(anonymousNames, "anonymousNames");
function inFolder(path, dir) {
  if (dir === "") return path.indexOf("/") < 0;
  return path.length > dir.length + 1 && path.charCodeAt(dir.length) === SLASH && path.startsWith(dir) && path.indexOf("/", dir.length + 1) < 0;
}
__name(inFolder, "inFolder");
var SLASH = 47;
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
__name(compareText, "compareText");
var languagesOfLists = /* @__PURE__ */ new WeakMap();
function mayAnswerByNames(files, name) {
  let languages2 = languagesOfLists.get(files);
  if (!languages2) {
    const anonymous2 = /* @__PURE__ */ new Set();
    let unknown = false;
    for (const f of files) {
      const spec = languageForPath(f);
      if (!spec) unknown = true;
      else if (spec.anonymousDefinitionName !== void 0) anonymous2.add(spec.anonymousDefinitionName);
    }
    languages2 = { unknown, anonymous: anonymous2 };
    languagesOfLists.set(files, languages2);
  }
  return !languages2.unknown && !languages2.anonymous.has(name);
}
__name(mayAnswerByNames, "mayAnswerByNames");
function mayDefineByText(text, file, name, sort) {
  const spec = languageForPath(file);
  if (!spec || spec.anonymousDefinitionName === name) return true;
  const { sites, placed } = definitionRulesOf(spec, sort);
  return text.mayDefine(file, name, sites, sort, placed);
}
__name(mayDefineByText, "mayDefineByText");
function candidateCount(candidates) {
  return candidates.length > MAX_LISTED_CANDIDATES ? `more than ${MAX_LISTED_CANDIDATES} definitions` : count(candidates.length, "definition");
}
__name(candidateCount, "candidateCount");
function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
__name(count, "count");

// src/core/entrypoints.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/entrypointFinders.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function publicAllTheWay(facts, def, publics) {
  for (let d = def; d >= 0; d = facts.definitions[d].parent) if (!publics.has(d)) return false;
  return true;
}
__name(publicAllTheWay, "publicAllTheWay");
function publicsAllTheWay(facts) {
  const publics = new Set(facts.entry.publics);
  return [...publics].filter((def) => publicAllTheWay(facts, def, publics));
}
__name(publicsAllTheWay, "publicsAllTheWay");
var NONE2 = { definitions: [], program: false };
function filesOf(repo, system) {
  return repo.files().filter((f) => languageForPath(f)?.moduleSystem === system);
}
__name(filesOf, "filesOf");
var go = {
  ofFile(file, facts) {
    if (facts.packageName === "main") return { definitions: facts.entry.mains, program: false };
    if (file.endsWith("_test.go") || file.split("/").includes("internal")) return NONE2;
    return { definitions: facts.entry.publics, program: false };
  }
};
var java = {
  ofFile: /* @__PURE__ */ __name((_file, facts) => ({ definitions: [...facts.entry.mains, ...publicsAllTheWay(facts)], program: false }), "ofFile")
};
var python = {
  ofFile: /* @__PURE__ */ __name((file, facts) => ({ definitions: [], program: facts.entry.program || file === "__main__.py" || file.endsWith("/__main__.py") }), "ofFile"),
  rooted(repo, graph, into) {
    const files = new Set(repo.files());
    for (const file of filesOf(repo, "python")) {
      const dir = dirnamePosix(file);
      const outermost = file.endsWith("__init__.py") && (dir === "" || !files.has(joinPosix(dirnamePosix(dir), "__init__.py")));
      if (!outermost && !graph.textContains(file, "__all__")) continue;
      const facts = graph.facts(file);
      if (!facts || facts.entry.names === null && !outermost) continue;
      const names = facts.entry.names ?? facts.exports.flatMap((e) => "exported" in e && !e.exported.startsWith("_") ? [e.exported] : []);
      for (const name of names) {
        const target = graph.resolveExport(file, name, /* @__PURE__ */ new Set());
        if (target.t === "def") into.definitions.add(defKey(target.ref));
      }
    }
  }
};
var rust = {
  ofFile(file, facts) {
    const binary = file === "src/main.rs" || file.endsWith("/src/main.rs") || /(^|\/)src\/bin\/[^/]+\.rs$/.test(file);
    return binary ? { definitions: facts.entry.mains, program: false } : NONE2;
  },
  rooted(repo, graph, into) {
    const files = new Set(repo.files());
    const visit = /* @__PURE__ */ __name((file, seen) => {
      if (seen.has(file)) return;
      seen.add(file);
      const facts = graph.facts(file);
      if (!facts) return;
      for (const def of publicsAllTheWay(facts)) into.definitions.add(defKey({ file, def }));
      for (const name of facts.entry.names ?? []) {
        const module = MODULE_SYSTEMS.rust?.resolve(file, name, files);
        if (module?.t === "file") visit(module.path, seen);
      }
    }, "visit");
    for (const file of filesOf(repo, "rust")) if (file === "src/lib.rs" || file.endsWith("/src/lib.rs")) visit(file, /* @__PURE__ */ new Set());
  }
};
function stringLeaves(value, out) {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringLeaves(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringLeaves(v, out);
}
__name(stringLeaves, "stringLeaves");
var STRIP_EXTENSION = /(\.d)?\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
function sourceForPublishedPath(pkgDir, target, files) {
  const joined = normalizePosix(pkgDir === "" ? target : `${pkgDir}/${target}`);
  if (joined === null) return null;
  const rel = (pkgDir === "" ? joined : joined.slice(pkgDir.length + 1)).replace(STRIP_EXTENSION, "");
  const segments = rel.split("/");
  const prefix = pkgDir === "" ? "" : `${pkgDir}/`;
  for (const candidate of scriptCandidates(joined)) if (files.has(candidate)) return candidate;
  for (let k = 0; k < segments.length; k++) {
    const rest = segments.slice(k).join("/");
    for (const base of [`${prefix}src/${rest}`, `${prefix}${rest}`]) {
      for (const candidate of scriptCandidates(base)) if (files.has(candidate)) return candidate;
    }
  }
  return null;
}
__name(sourceForPublishedPath, "sourceForPublishedPath");
function exportedDefinitions(graph, path) {
  const out = /* @__PURE__ */ new Map();
  const visit = /* @__PURE__ */ __name((file, seenFiles, includeDefault) => {
    if (seenFiles.has(file)) return;
    seenFiles.add(file);
    const facts = graph.facts(file);
    if (!facts) return;
    for (const e of facts.exports) {
      if ("all" in e) {
        const module = graph.resolveModule(file, e.all);
        if (module.t === "file") visit(module.path, seenFiles, false);
        continue;
      }
      if (!includeDefault && e.exported === "default") continue;
      const target = graph.resolveExport(file, e.exported, /* @__PURE__ */ new Set());
      if (target.t === "def") out.set(defKey(target.ref), target.ref);
      else if (target.t === "module") visit(target.path, seenFiles, false);
    }
  }, "visit");
  visit(path, /* @__PURE__ */ new Set(), true);
  return [...out.values()];
}
__name(exportedDefinitions, "exportedDefinitions");
var ecmascript = {
  rooted(repo, graph, into) {
    const files = new Set(repo.files());
    for (const path of repo.files()) {
      if (path !== "package.json" && !path.endsWith("/package.json")) continue;
      const file = repo.read(path);
      if (!file || file.binary) continue;
      let manifest;
      try {
        manifest = JSON.parse(file.text);
      } catch {
        continue;
      }
      const pkgDir = dirnamePosix(path);
      const modules = [];
      for (const field of ["main", "module", "types", "typings", "exports", "browser"]) stringLeaves(manifest[field], modules);
      const bins = [];
      stringLeaves(manifest.bin, bins);
      for (const target of bins) {
        const source = sourceForPublishedPath(pkgDir, target, files);
        if (source) {
          into.programs.add(source);
          modules.push(target);
        }
      }
      for (const target of modules) {
        if (target.includes("*")) continue;
        const source = sourceForPublishedPath(pkgDir, target, files);
        if (source) for (const ref of exportedDefinitions(graph, source)) into.definitions.add(defKey(ref));
      }
    }
  }
};
var ENTRYPOINT_RULES = { ecmascript, go, java, python, rust };

// src/core/entrypoints.ts
function rootedSystems(files) {
  const systems = /* @__PURE__ */ new Set();
  for (const file of files) {
    const system = languageForPath(file)?.moduleSystem;
    if (system && ENTRYPOINT_RULES[system]?.rooted) systems.add(system);
  }
  return [...systems].sort();
}
__name(rootedSystems, "rootedSystems");
function findRootedEntrypoints(repo, graph, systems) {
  const into = { definitions: /* @__PURE__ */ new Set(), programs: /* @__PURE__ */ new Set() };
  for (const system of systems) ENTRYPOINT_RULES[system]?.rooted?.(repo, graph, into);
  return into;
}
__name(findRootedEntrypoints, "findRootedEntrypoints");
var Entrypoints = class _Entrypoints {
  /** `factsOf` gives the facts of an indexed file: every unit asked about is in one. */
  constructor(rooted, factsOf) {
    this.rooted = rooted;
    this.factsOf = factsOf;
  }
  rooted;
  factsOf;
  static {
    __name(this, "Entrypoints");
  }
  own = /* @__PURE__ */ new Map();
  /** None at all: for the modes that do not ask. */
  static none() {
    return new _Entrypoints({ definitions: /* @__PURE__ */ new Set(), programs: /* @__PURE__ */ new Set() }, () => null);
  }
  /** Whether a unit is a public declaration, or the module-level code of a program. */
  has(unit) {
    if (unit.def !== null) return this.hasDefinition({ file: unit.file, def: unit.def });
    return unit.symbol === null && (this.rooted.programs.has(unit.file) || (this.ownOf(unit.file)?.program ?? false));
  }
  hasDefinition(ref) {
    return this.rooted.definitions.has(defKey(ref)) || (this.ownOf(ref.file)?.definitions.has(ref.def) ?? false);
  }
  ownOf(file) {
    const known = this.own.get(file);
    if (known !== void 0) return known;
    const ofFile = ENTRYPOINT_RULES[languageForPath(file)?.moduleSystem ?? ""]?.ofFile;
    const facts = ofFile ? this.factsOf(file) : null;
    if (ofFile && !facts) return null;
    const found = ofFile && facts ? ofFile(file, facts) : null;
    const own = found ? { definitions: new Set(found.definitions), program: found.program } : null;
    this.own.set(file, own);
    return own;
  }
};

// src/core/parsePool.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

// src/core/jobClaims.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var CLAIM_CELLS = 1 << 16;
var UNCLAIMED = 0;
var POOL_CLAIM = 2;
function newClaims() {
  return new Int32Array(new SharedArrayBuffer(4 * CLAIM_CELLS));
}
__name(newClaims, "newClaims");
function claimJob(claims, id, by) {
  return Atomics.compareExchange(claims, id % CLAIM_CELLS, UNCLAIMED, by) === UNCLAIMED;
}
__name(claimJob, "claimJob");
function isUnclaimed(claims, id) {
  return Atomics.load(claims, id % CLAIM_CELLS) === UNCLAIMED;
}
__name(isUnclaimed, "isUnclaimed");
function releaseClaim(claims, id) {
  Atomics.store(claims, id % CLAIM_CELLS, UNCLAIMED);
}
__name(releaseClaim, "releaseClaim");

// src/core/sharedSketch.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var NEXT = 0;
var USED = 1;
var ACTIVE = 2;
var BY_WORKERS = 3;
var NOT_DONE = 0;
var UNREADABLE = -1;
var NO_ROOM = -2;
function newSharedSketchJob(paths, arenaBytes, stamp = false) {
  return {
    paths,
    control: new SharedArrayBuffer(4 * 4),
    places: new SharedArrayBuffer(8 * paths.length),
    arena: new SharedArrayBuffer(arenaBytes - arenaBytes % 4),
    stamps: stamp ? new SharedArrayBuffer(8 * STAMP_NUMBERS * paths.length) : null
  };
}
__name(newSharedSketchJob, "newSharedSketchJob");
var STAMP_NUMBERS = 5;
function takeSketches(job, worker) {
  const control = new Int32Array(job.control);
  const places = new Int32Array(job.places);
  const arena = new Int32Array(job.arena);
  const stamps = job.stamps ? new Float64Array(job.stamps) : null;
  Atomics.add(control, ACTIVE, 1);
  try {
    for (; ; ) {
      const i = Atomics.add(control, NEXT, 1);
      if (i >= job.paths.length) return;
      const path = job.paths[i];
      if (stamps) {
        const n = regularFileStampNumbers(path);
        stamps.set(n ? [n.dev, n.ino, n.size, n.mtimeMs, n.ctimeMs] : [NaN], STAMP_NUMBERS * i);
      }
      let length;
      try {
        length = readForSketch(path);
      } catch {
        Atomics.store(places, 2 * i + 1, UNREADABLE);
        continue;
      }
      const words = sketchLength(length);
      const at = Atomics.add(control, USED, words);
      if (at + words > arena.length) Atomics.store(places, 2 * i + 1, NO_ROOM);
      else {
        sketchReadInto(length, arena.subarray(at, at + words), sketchLexiconForPath(path));
        places[2 * i] = at;
        Atomics.store(places, 2 * i + 1, words);
        if (worker) Atomics.add(control, BY_WORKERS, 1);
      }
    }
  } finally {
    Atomics.sub(control, ACTIVE, 1);
    Atomics.notify(control, ACTIVE);
  }
}
__name(takeSketches, "takeSketches");
function awaitSketches(job, deadlineMs) {
  const control = new Int32Array(job.control);
  const stopAt = Date.now() + deadlineMs;
  for (; ; ) {
    const active = Atomics.load(control, ACTIVE);
    const left = stopAt - Date.now();
    if (active === 0 || left <= 0) return;
    Atomics.wait(control, ACTIVE, active, left);
  }
}
__name(awaitSketches, "awaitSketches");
function sketchesOf(job) {
  const places = new Int32Array(job.places);
  const arena = new Int32Array(job.arena);
  const sketches = job.paths.map((_, i) => {
    const length = Atomics.load(places, 2 * i + 1);
    if (length === UNREADABLE) return null;
    if (length === NOT_DONE || length === NO_ROOM) return void 0;
    const at = places[2 * i];
    return arena.subarray(at, at + length);
  });
  let stamps = null;
  if (job.stamps) {
    const numbers = new Float64Array(job.stamps);
    stamps = sketches.map((sketch, i) => {
      if (!sketch) return void 0;
      const at = STAMP_NUMBERS * i;
      const dev = numbers[at];
      if (Number.isNaN(dev)) return null;
      return stampOf({ folder: false, dev, ino: numbers[at + 1], size: numbers[at + 2], mtimeMs: numbers[at + 3], ctimeMs: numbers[at + 4] });
    });
  }
  return { sketches, stamps, byWorkers: Atomics.load(new Int32Array(job.control), BY_WORKERS) };
}
__name(sketchesOf, "sketchesOf");

// src/core/parsePool.ts
var IN_FLIGHT = 2;
var MAX_IN_FLIGHT = 16;
var QUEUED_TEXT = 384 * 1024;
var SKETCH_ARENA_BYTES = 96 * 1024 * 1024;
var SKETCH_WAIT_MS = 1e4;
var ParsePool = class {
  constructor(script, size) {
    this.script = script;
    this.size = size;
  }
  script;
  size;
  static {
    __name(this, "ParsePool");
  }
  slots = null;
  sent = /* @__PURE__ */ new Map();
  nextId = 0;
  /** Which thread parses each job sent (jobClaims.ts), shared with every worker. */
  claims = newClaims();
  /** What made a worker fail: every job then fails with it, rather than wait for a thread that is gone. */
  failure = null;
  /** Whether the workers have been started (by a sweep or a parse): a job sent now is begun at once. */
  get started() {
    return this.slots !== null && this.failure === null;
  }
  start() {
    this.slots ??= Array.from({ length: this.size }, () => {
      const worker = new Worker(this.script, { workerData: { claims: this.claims.buffer } });
      const slot = { worker, text: 0, answered: false };
      worker.on("message", (reply) => this.answer(reply));
      worker.on("error", (error) => this.fail(error));
      worker.unref();
      return slot;
    });
    return this.slots;
  }
  /**
   * Sketches the words of every file (absolute paths) on every core, this thread included: each file's sketch,
   * null for an unreadable file, undefined for one left unsketched (see awaitSketches); with `stamp`, each
   * sketched file's stamp; and how many the workers did. Synchronous: the caller is in the middle of a question.
   */
  sketchFiles(paths, stamp = false) {
    const job = newSharedSketchJob(paths, SKETCH_ARENA_BYTES, stamp);
    const { paths: _, ...shared2 } = job;
    const message = { sketch: shared2, paths: paths.join("\0") };
    for (const slot of this.start()) slot.worker.postMessage(message);
    takeSketches(job, false);
    awaitSketches(job, SKETCH_WAIT_MS);
    return sketchesOf(job);
  }
  /**
   * Sends one job to a worker (`slot`, or the one with the least text to parse) at once, and gives its outcome
   * when the worker answers. A job sent while this thread is busy (in the middle of a question) is parsed
   * meanwhile: the worker needs nothing more from this thread until it answers.
   */
  parse(job, slot) {
    const slots = this.start();
    if (this.failure) return Promise.reject(this.failure);
    const to = slot ?? slots.reduce((a, b) => b.text < a.text ? b : a);
    const id = this.nextId++;
    if (this.sent.size === 0) for (const s of slots) s.worker.ref();
    to.text += job.text.length;
    const message = { id, path: job.path, language: job.language, text: job.text, lineCount: job.lineCount };
    return new Promise((resolve, reject) => {
      this.sent.set(id, { slot: to, job, source: job.text, text: job.text.length, resolve, reject });
      to.worker.postMessage(message);
    });
  }
  answer(reply) {
    releaseClaim(this.claims, reply.id);
    const sent = this.sent.get(reply.id);
    if (!sent) return;
    this.sent.delete(reply.id);
    sent.slot.text -= sent.text;
    sent.slot.answered = true;
    this.unrefWhenIdle();
    if ("taken" in reply) sent.reject(new Error(`parse worker skipped ${sent.job.path}, which no other thread took`));
    else if ("error" in reply) sent.reject(new Error(`parse worker failed on ${sent.job.path}: ${reply.error}`));
    else sent.resolve("facts" in reply ? { outcome: { facts: decodeFacts(reply.facts) }, json: reply.facts } : { outcome: { unavailable: reply.unavailable }, json: null });
  }
  /** The workers keep the process alive only while some job waits for a worker's answer. */
  unrefWhenIdle() {
    if (this.sent.size === 0) for (const s of this.slots ?? []) s.worker.unref();
  }
  fail(error) {
    this.failure ??= error;
    const waiting = [...this.sent.values()];
    this.sent.clear();
    for (const s of this.slots ?? []) s.worker.unref();
    for (const sent of waiting) sent.reject(error);
  }
  /**
   * Takes a job sent to a worker that the worker has not begun, the last sent first (the one its worker would
   * come to last), and parses it on this thread: a thread with nothing left of its own to parse helps with what
   * the workers have queued (a worker still starting may hold jobs for a second) rather than wait for it. Its
   * promise is settled here; the worker answers only that it was taken. Gives when the parse is over, or null
   * when every job is begun.
   */
  steal() {
    const waiting = [...this.sent];
    for (let i = waiting.length - 1; i >= 0; i--) {
      const [id, sent] = waiting[i];
      if (!claimJob(this.claims, id, POOL_CLAIM)) continue;
      this.sent.delete(id);
      sent.slot.text -= sent.text;
      this.unrefWhenIdle();
      const source = sent.source;
      sent.source = "";
      return parseInThisThread(sent.job, source).then(sent.resolve, sent.reject);
    }
    return null;
  }
  /** Whether some job sent is not begun yet, for steal. */
  get stealable() {
    for (const id of this.sent.keys()) if (isUnclaimed(this.claims, id)) return true;
    return false;
  }
  /**
   * Parses the jobs `next` gives until it gives null, asking for each only when a worker has room for it: what
   * makes a job (reading its file) runs while the workers parse the ones before. With `local`, this thread
   * parses too, one job at a time between the workers' answers, rather than wait for them: it has nothing else
   * to do meanwhile, and while the workers start (each loads its code, grammars and queries) it is the only one
   * parsing; once `next` has none left, it takes the jobs queued for the workers that they have not begun (see
   * steal). Outcomes in the order given.
   */
  run(next, local) {
    const slots = this.start();
    const outcomes = [];
    const inFlight = slots.map(() => 0);
    return new Promise((resolve, reject) => {
      let exhausted = false;
      let done = 0;
      let localBusy = false;
      const take = /* @__PURE__ */ __name(() => {
        if (exhausted) return null;
        let job;
        try {
          job = next();
        } catch (error) {
          reject(error);
          exhausted = true;
          return null;
        }
        if (!job) exhausted = true;
        return job;
      }, "take");
      const settle = /* @__PURE__ */ __name(() => {
        if (exhausted && !localBusy && done === outcomes.length) resolve(Promise.all(outcomes));
      }, "settle");
      const feed = /* @__PURE__ */ __name(() => {
        for (const [i, slot] of slots.entries()) {
          const room = /* @__PURE__ */ __name((n) => n < IN_FLIGHT || slot.answered && n < MAX_IN_FLIGHT && slot.text < QUEUED_TEXT, "room");
          while (room(inFlight[i])) {
            const job = take();
            if (!job) break;
            const outcome = this.parse(job, slot);
            job.text = "";
            outcomes.push(outcome);
            inFlight[i] = inFlight[i] + 1;
            outcome.then(() => {
              done++;
              inFlight[i] = inFlight[i] - 1;
              feed();
            }, reject);
          }
        }
        if (local && !localBusy && (!exhausted || this.stealable)) {
          localBusy = true;
          setImmediate(() => parseHere2(local));
        }
        settle();
      }, "feed");
      const parseHere2 = /* @__PURE__ */ __name((parse) => {
        const job = take();
        if (!job) {
          const stolen = this.steal();
          if (stolen) {
            stolen.then(() => setImmediate(() => parseHere2(parse)), reject);
            return;
          }
          localBusy = false;
          settle();
          return;
        }
        const outcome = parse(job);
        outcomes.push(outcome);
        outcome.then(() => {
          done++;
          localBusy = false;
          feed();
        }, reject);
      }, "parseHere");
      feed();
    });
  }
  /**
   * run, over a batch given whole, the largest jobs first: the threads' last jobs are then small ones, so that
   * neither waits long for the other's last (a worker idle for a quarter of a second while this thread parsed a
   * 400 KB file last). Outcomes in the order given.
   */
  async runLargestFirst(jobs, local) {
    const order = jobs.map((job, at) => ({ job, at, size: job.text.length })).sort((a, b) => b.size - a.size || a.at - b.at);
    let next = 0;
    const fresh = await this.run(() => order[next++]?.job ?? null, local);
    const outcomes = new Array(jobs.length);
    order.forEach(({ at }, k) => outcomes[at] = fresh[k]);
    return outcomes;
  }
  /**
   * Whether a worker has little enough queued that a job sent now is begun soon: a question's files are sent
   * ahead (see Workspace.prefetch) only then, and the rest are left to run, where this thread parses too.
   */
  get hasRoom() {
    return this.started && (this.slots ?? []).some((s) => s.text < QUEUED_TEXT);
  }
};
var shared;
function parsePool() {
  if (shared === void 0) {
    const script = fileURLToPath(new URL("./parseWorker.js", import.meta.url));
    const asked = Number(process.env.ODIN_SLICE_WORKERS);
    const size = Number.isInteger(asked) && asked >= 0 ? asked : availableParallelism() - 1;
    shared = existsSync(script) && size >= 1 ? new ParsePool(script, size) : null;
  }
  return shared;
}
__name(parsePool, "parsePool");
function parseInThisThread(job, text) {
  const spec = languageNamed(job.language);
  if (!spec) return Promise.reject(new Error(`no language ${job.language}`));
  return indexText(job.path, spec, text, job.lineCount).then((outcome) => ({ outcome, json: null }));
}
__name(parseInThisThread, "parseInThisThread");

// src/core/treeText.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
import { join } from "node:path";

// src/core/shortestLineHolding.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function shortestLineHolding(text, needles) {
  const starts = [];
  for (const needle of needles) {
    if (needle.length === 0) continue;
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) starts.push(at);
  }
  if (starts.length === 0) return null;
  starts.sort((a, b) => a - b);
  let best = null;
  let bestCost = Infinity;
  const lfOnly = text.indexOf("\r") < 0;
  let line = 1;
  let walked = 0;
  let lineStart = 0;
  let lineEnd = -1;
  for (const at of starts) {
    if (at < lineEnd) continue;
    if (lfOnly) {
      for (let nl = text.indexOf("\n", walked); nl >= 0 && nl < at; nl = text.indexOf("\n", nl + 1)) {
        line++;
        lineStart = nl + 1;
      }
      walked = at;
      lineEnd = text.indexOf("\n", at);
      if (lineEnd < 0) lineEnd = text.length;
    } else {
      for (; walked < at; walked++) {
        const c = text.charCodeAt(walked);
        if (c === 13 && text.charCodeAt(walked + 1) === 10) walked++;
        if (c === 13 || c === 10) {
          line++;
          lineStart = walked + 1;
        }
      }
      lineEnd = at;
      while (lineEnd < text.length && text.charCodeAt(lineEnd) !== 10 && text.charCodeAt(lineEnd) !== 13) lineEnd++;
    }
    const bytes = lineEnd - lineStart;
    const cost = bytes + String(line).length;
    if (cost < bestCost) [best, bestCost] = [{ line, bytes }, cost];
  }
  return best;
}
__name(shortestLineHolding, "shortestLineHolding");

// src/core/declaredWith.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/wholeWordAt.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function wholeWordAt(b, needle, from) {
  const checkBefore = isWordByte(needle.charCodeAt(0));
  const checkAfter = isWordByte(needle.charCodeAt(needle.length - 1));
  for (let at = b.indexOf(needle, from); at >= 0; at = b.indexOf(needle, at + 1)) {
    if (checkBefore && at > 0 && isWordByte(b.charCodeAt(at - 1))) continue;
    const end = at + needle.length;
    if (checkAfter && end < b.length && isWordByte(b.charCodeAt(end))) continue;
    return at;
  }
  return -1;
}
__name(wholeWordAt, "wholeWordAt");
function wholeWordInBytes(b, needle, from) {
  const checkBefore = isWordByte(needle[0]);
  const checkAfter = isWordByte(needle[needle.length - 1]);
  for (let at = b.indexOf(needle, from); at >= 0; at = b.indexOf(needle, at + 1)) {
    if (checkBefore && at > 0 && isWordByte(b[at - 1])) continue;
    const end = at + needle.length;
    if (checkAfter && end < b.length && isWordByte(b[end])) continue;
    return at;
  }
  return -1;
}
__name(wholeWordInBytes, "wholeWordInBytes");

// src/core/declaredWith.ts
var NOT_CODE = /\/\*[\s\S]*?(?:\*\/|$)|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;
function declaredWith(text, from, name, modifiers, limit = 4e3) {
  const window = text.slice(from, from + limit);
  const code = window.replace(NOT_CODE, (m) => " ".repeat(m.length));
  const at = wholeWordAt(code, name, 0);
  if (at < 0) return false;
  let head = code.slice(0, at);
  const cut = Math.max(head.lastIndexOf(";"), head.lastIndexOf("{"), head.lastIndexOf("}"));
  if (cut >= 0) head = head.slice(cut + 1);
  return modifiers.some((m) => wholeWordAt(head, m, 0) >= 0);
}
__name(declaredWith, "declaredWith");

// src/core/followsOwnReceiver.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/wordEndingAt.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function wordEndingAt(text, end, words) {
  for (const word of words) {
    const start = end - word.length + 1;
    if (start >= 0 && text.startsWith(word, start) && (start === 0 || !isWordByte(text.charCodeAt(start - 1)))) return start;
  }
  return -1;
}
__name(wordEndingAt, "wordEndingAt");

// src/core/followsOwnReceiver.ts
var NEWLINE = "\n";
var LONGER_AFTER = /* @__PURE__ */ new Set([".", "/", ":", "\\"]);
function followsOwnReceiver(text, mark, receivers) {
  let end = mark - 1;
  while (end >= 0 && isBlankByte(text.charCodeAt(end))) end--;
  const start = wordEndingAt(text, end, receivers);
  if (start < 0) return false;
  let before = start - 1;
  while (before >= 0 && isBlankByte(text.charCodeAt(before))) before--;
  if (before < 0) return true;
  if (LONGER_AFTER.has(text[before])) return false;
  return text[before] !== NEWLINE || lineAboveEndsPlainly(text, before);
}
__name(followsOwnReceiver, "followsOwnReceiver");
function lineAboveEndsPlainly(text, newline) {
  let end = newline - 1;
  for (; ; ) {
    while (end >= 0 && isBlankByte(text.charCodeAt(end))) end--;
    if (end < 0) return true;
    if (text[end] !== NEWLINE) break;
    end--;
  }
  const start = text.lastIndexOf(NEWLINE, end) + 1;
  const line = text.slice(start, end + 1);
  if (line.includes("#") || line.includes("//") || line.includes("/*") || line.includes("*/")) return false;
  const last = text[end];
  return last !== "." && last !== "\\";
}
__name(lineAboveEndsPlainly, "lineAboveEndsPlainly");

// src/core/sizeBoundedMap.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var SizeBoundedMap = class {
  constructor(limit, sizeOf) {
    this.limit = limit;
    this.sizeOf = sizeOf;
  }
  limit;
  sizeOf;
  static {
    __name(this, "SizeBoundedMap");
  }
  map = /* @__PURE__ */ new Map();
  held = 0;
  get(key) {
    return this.map.get(key);
  }
  /** Keeps a value for a key not held yet; when it would pass the bound, everything held before goes first. */
  set(key, value) {
    const size = this.sizeOf(value);
    if (this.held + size > this.limit) {
      this.map.clear();
      this.held = 0;
    }
    this.map.set(key, value);
    this.held += size;
  }
};

// src/core/nonBlankBefore.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function nonBlankBefore(text, at) {
  let j = at;
  while (j >= 0 && (isBlankByte(text.charCodeAt(j)) || text[j] === "\n" || text[j] === "\r")) j--;
  return j;
}
__name(nonBlankBefore, "nonBlankBefore");

// src/core/sketchColumns.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/sketchGroups.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
function groupBySize(sketches) {
  const held = new Uint8Array(sketches.length);
  const bySize = /* @__PURE__ */ new Map();
  sketches.forEach((s, i) => {
    if (s === void 0) return;
    const list = bySize.get(s.length);
    if (list) list.push(i);
    else bySize.set(s.length, [i]);
    held[i] = 1;
  });
  const groups = [...bySize].sort((a, b) => a[0] - b[0]).map(([words, list]) => ({ files: Int32Array.from(list), words }));
  return { groups, held };
}
__name(groupBySize, "groupBySize");
var SketchGroups = class {
  /** `sketches[i]`: file number i's sketch, or undefined where it has none (it is not held). */
  constructor(sketches) {
    this.sketches = sketches;
    ({ groups: this.groups, held: this.held } = groupBySize(sketches));
  }
  sketches;
  static {
    __name(this, "SketchGroups");
  }
  groups;
  held;
  /** Whether file number i's sketch is held here. */
  holds(i) {
    return this.held[i] === 1;
  }
  /** Sets `marks[i]` to 1 for each file number i held here whose sketch may hold a word of this hash. */
  markMayHold(hash, marks) {
    const sketches = this.sketches;
    for (const { files, words } of this.groups) {
      const [first, second] = sketchBitsOf(hash, words);
      const a = first >>> 5;
      const b = second >>> 5;
      const bitA = 1 << (first & 31);
      const bitB = 1 << (second & 31);
      for (let j = 0; j < files.length; j++) {
        const i = files[j];
        const sketch = sketches[i];
        if ((sketch[a] & bitA) !== 0 && (sketch[b] & bitB) !== 0) marks[i] = 1;
      }
    }
  }
};

// src/core/sketchColumns.ts
var TILE_FILES = 32;
var TILE_WORDS = 256;
var SketchColumns = class _SketchColumns {
  static {
    __name(this, "SketchColumns");
  }
  /**
   * The last layout made in this process, with the sketches it was made of: a process that serves many requests on
   * one tree (the App) is given the same sketch objects for the unchanged files each time (IndexCache.getSketches),
   * so a later request on that tree finds its layout made.
   */
  static last = null;
  /**
   * The layout of these sketches if this process made it last; else null. Mostly the same objects; the few a
   * request made afresh (the files it read before it swept the tree) are compared word by word.
   */
  static madeFor(sketches) {
    const last = _SketchColumns.last;
    if (!last || last.sketches.length !== sketches.length) return null;
    for (let i = 0; i < sketches.length; i++) if (!sameSketch(last.sketches[i], sketches[i])) return null;
    return last.columns;
  }
  /** Lays the sketches out, and keeps the layout for madeFor. */
  static layOut(sketches) {
    const columns = new _SketchColumns(sketches);
    _SketchColumns.last = { sketches, columns };
    return columns;
  }
  groups;
  /** 1 where a file's sketch is held here. */
  held;
  /** `sketches[i]`: file number i's sketch, or undefined where it has none (it is not held). */
  constructor(sketches) {
    const { groups, held } = groupBySize(sketches);
    this.held = held;
    this.groups = groups.map(({ files, words }) => {
      const n = files.length;
      const columns = new Int32Array(words * n);
      for (let from = 0; from < n; from += TILE_FILES) {
        const to = Math.min(n, from + TILE_FILES);
        for (let first = 0; first < words; first += TILE_WORDS) {
          const last = Math.min(words, first + TILE_WORDS);
          for (let j = from; j < to; j++) {
            const sketch = sketches[files[j]];
            for (let w = first, at = first * n + j; w < last; w++, at += n) columns[at] = sketch[w];
          }
        }
      }
      return { files, words, columns };
    });
  }
  /** Whether file number i's sketch is held here. */
  holds(i) {
    return this.held[i] === 1;
  }
  /** Sets `marks[i]` to 1 for each file number i held here whose sketch may hold a word of this hash. */
  markMayHold(hash, marks) {
    for (const { files, words, columns } of this.groups) {
      const n = files.length;
      const [first, second] = sketchBitsOf(hash, words);
      const a = (first >>> 5) * n;
      const b = (second >>> 5) * n;
      const bitA = 1 << (first & 31);
      const bitB = 1 << (second & 31);
      for (let j = 0; j < n; j++) {
        if ((columns[a + j] & bitA) !== 0 && (columns[b + j] & bitB) !== 0) marks[files[j]] = 1;
      }
    }
  }
};
function sameSketch(a, b) {
  if (a === b) return true;
  if (a === void 0 || b === void 0 || a.length !== b.length) return false;
  for (let w = 0; w < a.length; w++) if (a[w] !== b[w]) return false;
  return true;
}
__name(sameSketch, "sameSketch");

// src/core/treeText.ts
var KEPT_SPAN_OFFSETS = 4e6;
var KEPT_ENTRY_OFFSETS = 16;
var WORDS = /[A-Za-z0-9_$\u0080-\u00ff]+/g;
var KEPT_TEXT_BYTES = 48 * 1024 * 1024;
var SKETCH_KEPT_TEXT_AFTER = 4;
var KEPT_TEXT_SKETCHED_EARLY = 512;
var COLUMNS_AFTER_NAMES = 64;
var SKETCH_TOGETHER_AFTER_FILES = 4e3;
var KEPT_NAMES_AFTER_BYTES_PER_FILE = 400;
var SEARCHES_BEFORE_WORDS = 8;
var NEWLINE2 = 10;
var RETURN = 13;
var SPACE = 32;
var OPEN_BRACE = 123;
var sweeps = /* @__PURE__ */ new WeakMap();
var SITE_TRIES_BEFORE_SWEEP = 4;
function sitesSweep(sites, name) {
  return keptPattern(sweeps, sites, name, (word) => new RegExp(sites.map((s) => `(?:${s.before})${word}${s.after === void 0 ? "" : `(?=${s.after})`}`).join("|"), "m"));
}
__name(sitesSweep, "sitesSweep");
function keptPattern(kept2, sites, name, make) {
  const byName = entryOf(kept2, sites, () => /* @__PURE__ */ new Map());
  let pattern = byName.get(name);
  if (!pattern) {
    if (byName.size >= 4096) byName.clear();
    pattern = make(Buffer.from(name, "utf8").toString("latin1").replace(/[$]/g, "\\$&"));
    byName.set(name, pattern);
  }
  return pattern;
}
__name(keptPattern, "keptPattern");
var renamings = /* @__PURE__ */ new WeakMap();
var mixedListings = /* @__PURE__ */ new WeakMap();
var MAY_USE_ON_RECEIVER = 1;
var MAY_USE_CERTAINLY = 2;
var ownReceivers = /* @__PURE__ */ new Map();
function ownReceiversOf(spec) {
  return entryOf(ownReceivers, spec, () => [...spec.selfReceivers, ...spec.superReceivers]);
}
__name(ownReceiversOf, "ownReceiversOf");
function isSketchable(name) {
  return name.length > 0 && !name.includes("\uFFFD") && PLAIN_NAME.test(name);
}
__name(isSketchable, "isSketchable");
var TreeText = class _TreeText {
  /**
   * `files`: the indexable files, sorted. `skipReason` reads a file as the indexer does, to tell why it is not
   * indexed; it is asked only when the bytes alone cannot rule that out.
   */
  constructor(root, files, limits, skipReason, keptNames = () => null, blobsGiven = false, sketchAll, keptSketches) {
    this.root = root;
    this.files = files;
    this.limits = limits;
    this.skipReason = skipReason;
    this.keptNames = keptNames;
    this.blobsGiven = blobsGiven;
    this.sketchAll = sketchAll;
    this.keptSketches = keptSketches;
  }
  root;
  files;
  limits;
  skipReason;
  keptNames;
  blobsGiven;
  sketchAll;
  keptSketches;
  static {
    __name(this, "TreeText");
  }
  /** Says every file mentions every name: no file is ruled out by its text (the reference for whole-tree answers). */
  unfiltered = false;
  /** Whether the tree's files are of more than one module system (a Go tree with a Python script); found once. */
  get severalModuleSystems() {
    let mixed = mixedListings.get(this.files);
    if (mixed === void 0) {
      const seen = /* @__PURE__ */ new Set();
      for (const file of this.files) {
        const system = languageForPath(file)?.moduleSystem;
        if (system !== void 0) seen.add(system);
        if (seen.size > 1) break;
      }
      mixed = seen.size > 1;
      mixedListings.set(this.files, mixed);
    }
    return mixed;
  }
  /** Whether this is the unfiltered reference, which rules no file out. */
  get isUnfiltered() {
    return this.unfiltered;
  }
  /**
   * Files' bytes read as latin1 (one character per byte), searched as text without decoding it again: every
   * unreadable file (null), and the text of those read first, up to keptTextBytes.
   */
  raw = /* @__PURE__ */ new Map();
  /**
   * The file read last, when its text is not kept: a file is often asked about twice in a row. Its bytes are in
   * lastBytes; its text is made from them only when a question needs it as text (see lastText): most are
   * searches, which read the bytes (upstream of the JDK's `Objects.equals`, the texts of files read again were
   * 204 MB of the 727 MB the request's thread allocated; 106 MB with searches of bytes).
   */
  last = null;
  /** The last read's bytes, from 0 to its length; grown for a larger file, never shrunk. */
  lastBytes = Buffer.alloc(0);
  /** Bytes of text kept in `raw`, and at most how many. */
  keptBytes = 0;
  /** The bound each new TreeText takes (tests lower it to read every file's words from sketches). */
  static keptTextBound = KEPT_TEXT_BYTES;
  keptTextBytes = _TreeText.keptTextBound;
  /**
   * Files this text read from disk, each time one is read (a file whose text is not kept may be read again); the
   * files sketched together are counted apart (sketchedTogether).
   */
  reads = 0;
  /**
   * The word sketch of each file read whose text is not kept: a question that sweeps the tree asks every file
   * about its name, and a sketch rules most of them out without reading them again.
   */
  sketches = /* @__PURE__ */ new Map();
  /** The last name hashed for the sketches: a sweep asks every file about one name. */
  hashed = { name: "", hash: 0 };
  byName = /* @__PURE__ */ new Map();
  /**
   * With every file indexed (or their names kept from an earlier index of the same tree): the names each file's
   * facts hold, which answer every question by name instead of the text.
   */
  known = null;
  stale = /* @__PURE__ */ new Set();
  /** Whether the index holds exactly the files of the tree, none of them stale: its lists are the answers. */
  exact = false;
  /** Whether a file can define a name, by name and file. */
  defines = /* @__PURE__ */ new Map();
  /** Each file's words, for files asked about one name after another. */
  words = /* @__PURE__ */ new Map();
  /** The facts of the files indexed so far, where a question about a file's declarations finds them exactly. */
  indexedFacts = null;
  /** Answers questions about what an indexed file declares from `facts` (the workspace's, as it grows). */
  answerFromFacts(facts) {
    this.indexedFacts = facts;
  }
  /** Times a TreeText of this process took every file's names from an earlier whole-tree index (keptNames). */
  static keptNamesUsedInProcess = 0;
  /** Searches of one file's text for one name by the TreeTexts of this process: what kept names spare. */
  static searchesInProcess = 0;
  keptNamesAsked = false;
  /** This text's searches so far: past a share of the tree, the kept names are cheaper than more searching. */
  searches = 0;
  /** The bytes of the files read for searches so far: a few large files cost as much as many small ones. */
  bytesRead = 0;
  /** Bytes of text searched, each file once per search (a large package's files are searched for name after name). */
  bytesSearched = 0;
  /** The same files, none of them ruled out by its text. */
  static unfiltered(root, files, limits) {
    const text = new _TreeText(root, files, limits, () => null);
    text.unfiltered = true;
    return text;
  }
  /** Whether the indexer will skip a file (unreadable, binary, too large, a line too long) rather than parse it. */
  skipped(file) {
    if (this.unfiltered) return false;
    if (this.fromIndex(file)) return !this.known.hasFacts(file);
    let known = this.skips.get(file);
    if (known === void 0) {
      known = this.skippedByText(file);
      this.skips.set(file, known);
    }
    return known;
  }
  skips = /* @__PURE__ */ new Map();
  skippedByText(file) {
    const skips = /* @__PURE__ */ __name((hasNul, length, lineEnd) => {
      if (hasNul || length > this.limits.maxFileBytes) return true;
      let longest = 0;
      for (let from = 0; from < length; ) {
        let nl = lineEnd(from);
        if (nl < 0) nl = length;
        if (nl - from > longest) longest = nl - from;
        from = nl + 1;
      }
      return longest > this.limits.maxLineLength && this.skipReason(file) !== null;
    }, "skips");
    return this.searchedIn(
      file,
      (b) => b === null || skips(b.includes("\0"), b.length, (from) => b.indexOf("\n", from)),
      (b) => skips(b.includes(0), b.length, (from) => b.indexOf(NEWLINE2, from))
    );
  }
  /** A file's bytes as they are on disk, or null when it cannot be read. */
  bytes(file) {
    return this.searchedIn(
      file,
      (text) => text === null ? null : Buffer.from(text, "latin1"),
      (bytes) => Buffer.from(bytes)
    );
  }
  /** A file's text (null where it cannot be read); one read again has its text made from its bytes, once. */
  contents(file) {
    return this.searchedIn(
      file,
      (text) => text,
      (bytes) => this.last.text = bytes.toString("latin1")
    );
  }
  /**
   * What `onText` gives of a file's text (null where it cannot be read) when the text is kept or already made,
   * else what `onBytes` gives of its bytes: a question that only looks for bytes in a file read again makes no
   * text of it.
   */
  searchedIn(file, onText, onBytes) {
    let kept2 = this.raw.get(file);
    if (kept2 === void 0 && this.last?.file !== file) {
      this.load(file, () => true);
      kept2 = this.raw.get(file);
    }
    if (kept2 !== void 0) return onText(kept2);
    const last = this.last;
    return last.text !== null ? onText(last.text) : onBytes(this.lastBytes.subarray(0, last.length));
  }
  /**
   * Reads a file: keeps its text while the kept text is under its bound, else sketches the file and keeps its
   * bytes as the last read only if `wanted` says, given the sketch. Where it cannot be read, it is kept as null.
   */
  load(file, wanted) {
    const length = this.read(file);
    if (length === null) return;
    if (this.keptBytes + length <= this.keptTextBytes) {
      this.raw.set(file, scratchBuffer().toString("latin1", 0, length));
      this.keptBytes += length;
    } else {
      const sketch = this.sketches.get(file) ?? sketchWords(scratchBuffer(), length, sketchLexiconForPath(file));
      this.sketches.set(file, sketch);
      if (wanted(sketch)) {
        if (this.lastBytes.length < length) this.lastBytes = Buffer.allocUnsafe(Math.max(length, 2 * this.lastBytes.length));
        scratchBuffer().copy(this.lastBytes, 0, 0, length);
        this.last = { file, length, text: null };
      }
    }
    releaseScratch();
  }
  /** Reads a file into the scratch buffer: its length, or null (kept) when it cannot be read. */
  read(file) {
    this.reads++;
    try {
      const length = readIntoScratch(join(this.root, file));
      this.bytesRead += length;
      return length;
    } catch {
      this.raw.set(file, null);
      return null;
    }
  }
  /**
   * Whether a file may hold a plain-word name (where `placed` says, see DefinitionPlacement and wordSketch's
   * declaredHash, keywordHash and openerHash): by its sketch when its text is not kept, else true (the text is there to be
   * searched), until the tree has been swept a few times and kept text is sketched too. A file not read yet is
   * read as contents() reads it (see load).
   */
  mayHold(file, name, placed = "anywhere") {
    let sketch = this.sketches.get(file);
    if (sketch !== void 0) return this.sketchHolds(sketch, name, placed);
    if (!this.raw.has(file)) this.load(file, (read) => this.sketchHolds(read, name, placed));
    sketch = this.sketches.get(file);
    if (sketch === void 0) {
      if (this.fullScans < SKETCH_KEPT_TEXT_AFTER) return true;
      sketch = this.sketchOfKeptText(file);
      if (sketch === void 0) return true;
    }
    return this.sketchHolds(sketch, name, placed);
  }
  /** The sketch of a file whose text is kept, made the first time; undefined for a file that could not be read. */
  sketchOfKeptText(file) {
    let sketch = this.sketches.get(file);
    const text = this.raw.get(file);
    if (sketch !== void 0 || text == null) return sketch;
    const bytes = scratchOfAtLeast(text.length);
    sketch = sketchWords(bytes, bytes.write(text, "latin1"), sketchLexiconForPath(file));
    releaseScratch();
    this.sketches.set(file, sketch);
    return sketch;
  }
  /** A name's word hash, kept for the name asked about last: a sweep asks every file about one name. */
  hashOf(name) {
    if (this.hashed.name !== name) this.hashed = { name, hash: wordHash(Buffer.from(name, "utf8")) };
    return this.hashed.hash;
  }
  sketchHolds(sketch, name, placed = "anywhere") {
    const hash = this.hashOf(name);
    if (!sketchMayHold(sketch, hash)) return false;
    switch (placed) {
      case "afterWords":
        return sketchMayHold(sketch, declaredHash(hash));
      case "afterKeyword":
        return sketchMayHold(sketch, keywordHash(hash));
      case "beforeOpener":
        return sketchMayHold(sketch, openerHash(hash));
      case "afterKeywordOrBeforeOpener":
        return sketchMayHold(sketch, keywordHash(hash)) || sketchMayHold(sketch, openerHash(hash));
      default:
        return true;
    }
  }
  /**
   * Whether a file's text holds `name` as a whole word. A name that is not plain text of the file (it holds a
   * replacement character, so the bytes were not UTF-8) is taken to be mentioned everywhere.
   */
  mentions(file, name) {
    if (this.unfiltered || name.length === 0 || name.includes("\uFFFD")) return true;
    if (this.fromIndex(file)) return this.known.names(file, name);
    if (PLAIN_NAME.test(name)) {
      if (!this.mayHold(file, name)) return false;
      return this.keptAnswer(this.mentioned, name, file, () => this.holdsWord(file, name));
    }
    return this.scan(file, name);
  }
  mentioned = /* @__PURE__ */ new Map();
  /**
   * Whether a file's text may hold a plain word anywhere in its code, by its sketch (read and sketched if need
   * be): a word of an import's path too (Java's `tree` in `com.sun.tools.javac.tree.TreeMaker`). Never answered by
   * the kept names, which hold the names a file's facts use, and no part of a path it imports. May say yes of a
   * file that does not: the caller reads the file to make sure.
   */
  mayWriteWord(file, word) {
    if (this.unfiltered || word.length === 0 || !PLAIN_NAME.test(word)) return true;
    return this.mayHold(file, word);
  }
  /** Whether a file's text holds a plain word, searched for or, once the file was asked about enough, listed. */
  holdsWord(file, name) {
    let words = this.words.get(file);
    if (words === void 0) {
      const asked = (this.asked.get(file) ?? 0) + 1;
      this.asked.set(file, asked);
      if (asked <= SEARCHES_BEFORE_WORDS) return this.scan(file, name);
      const b = this.contents(file);
      words = b !== null ? new Set(b.match(WORDS)) : null;
      this.words.set(file, words);
    }
    return words ? words.has(Buffer.from(name, "utf8").toString("latin1")) : true;
  }
  /** Names asked about each file whose words are not listed yet. */
  asked = /* @__PURE__ */ new Map();
  /**
   * Whether a file can define `name`: it mentions the name at one of `sites` (its language's, or those of one
   * sort of declaration, named by `sort`). Without sites, or for a name that is not plain words, any mention may
   * be one. With `placed` other than "anywhere" (see languages.ts definitionPlacementOf), a file whose sketch
   * shows no mention of the name where such a declaration may stand is ruled out without reading its text again.
   */
  mayDefine(file, name, sites, sort = "all", placed = "anywhere") {
    if (this.unfiltered) return true;
    if (this.fromIndex(file)) return this.known.defines(file, name, sort);
    const facts = this.indexedFacts?.get(file);
    if (facts) return keptDeclaredNamesOf(facts)[sort].has(name);
    if (sites === void 0 || !this.isPlainWord(name)) return this.mentions(file, name);
    if (sites.length === 0 || !this.mayHold(file, name, placed)) return false;
    const outsideBraces = sort === "others" && languageForPath(file)?.topLevelOutsideBraces === true;
    return this.keptTextAnswer(this.defines, `${sort}\0${name}`, file, (b) => b === null || this.atSite(file, b, name, sites, outsideBraces));
  }
  /**
   * An answer about a file, kept by key (a name, a pattern), then file: a question asks the same files the same
   * again round after round, and the text does not change meanwhile.
   */
  keptAnswer(kept2, key, file, answer) {
    return entryOf(entryOf(kept2, key, () => /* @__PURE__ */ new Map()), file, answer);
  }
  /** keptAnswer, `answer` given the file's text (null if unreadable). */
  keptTextAnswer(kept2, key, file, answer) {
    return this.keptAnswer(kept2, key, file, () => answer(this.contents(file)));
  }
  /** Whether a name is all word characters (what the sketches hold), for the name asked about last. */
  isPlainWord(name) {
    if (this.plainWord.name !== name) this.plainWord = { name, plain: PLAIN_NAME.test(name) };
    return this.plainWord.plain;
  }
  plainWord = { name: "", plain: false };
  /**
   * Whether some whole-word occurrence of `name` stands at one of the sites. The occurrences are found by
   * searching the text (fast) and the sites' pattern is tried at each of them only: run over the whole text, it
   * would be tried at every occurrence of the name's first letter.
   */
  atSite(file, b, name, sites, outsideBraces = false) {
    _TreeText.searchesInProcess++;
    this.searches++;
    this.bytesSearched += b.length;
    const needle = Buffer.from(name, "utf8").toString("latin1");
    const pattern = sitePattern(sites);
    let prose;
    let tries = 0;
    const kept2 = outsideBraces ? this.braces.get(file) : void 0;
    if (kept2) return this.atSiteOutsideBraces(b, needle, pattern, kept2, this.proseOf(file, b), 0);
    for (let at = wholeWordAt(b, needle, 0); at >= 0; at = wholeWordAt(b, needle, at + 1)) {
      if (++tries === SITE_TRIES_BEFORE_SWEEP) {
        const braces = outsideBraces ? this.bracesIn(file, b) : null;
        if (braces !== null) return this.atSiteOutsideBraces(b, needle, pattern, braces, this.proseOf(file, b), at);
        const first = b.search(sitesSweep(sites, name));
        if (first < 0) return false;
        if (first > at) {
          at = wholeWordAt(b, needle, first);
          if (at < 0) return false;
        }
      }
      pattern.lastIndex = at;
      if (!pattern.test(b)) continue;
      prose ??= this.proseOf(file, b);
      if (prose !== null && withinSpans(prose, at)) continue;
      if (outsideBraces && this.braceDepthAt(file, b, at) > 0) continue;
      return true;
    }
    return false;
  }
  /**
   * atSite outside braces, over the whole-word mentions from `from` on, with the file's braces and its comment and
   * string spans (braces found mean spans found): a mention inside braces goes on past the brace closing them all.
   */
  atSiteOutsideBraces(b, needle, pattern, braces, prose, from) {
    const { places, depths, closesToTop } = braces;
    for (let at = wholeWordAt(b, needle, from); at >= 0; at = wholeWordAt(b, needle, at)) {
      const last = lastBraceBefore(braces, at);
      if (last >= 0 && depths[last] !== 0) {
        at = places[closesToTop[last]] + 1;
        continue;
      }
      pattern.lastIndex = at;
      if (pattern.test(b) && !withinSpans(prose, at)) return true;
      at++;
    }
    return false;
  }
  /**
   * How many `{ }` of code enclose a place in a file (comments and strings left out, as codeOf does); 0 where
   * the file's lexicon cannot follow it or its braces do not pair, which then tell nothing.
   */
  braceDepthAt(file, b, at) {
    const braces = this.bracesIn(file, b);
    if (braces === null) return 0;
    const last = lastBraceBefore(braces, at);
    return last < 0 ? 0 : braces.depths[last];
  }
  /** The braces of a file's code, kept per file as the prose is: a package's files are asked about name after name. */
  bracesIn(file, b) {
    let braces = this.braces.get(file);
    if (braces === void 0) {
      braces = bracesOf(b, this.proseOf(file, b));
      this.braces.set(file, braces);
    }
    return braces;
  }
  // Three numbers a brace, counted as an offset and a half.
  braces = new SizeBoundedMap(KEPT_SPAN_OFFSETS, (b) => KEPT_ENTRY_OFFSETS + (b ? Math.ceil(1.5 * b.places.length) : 0));
  /**
   * Where a file's comments and strings lie (see proseSpans), kept for the files asked about last: a large file
   * is asked about name after name, and finding them reads all of it.
   */
  proseOf(file, b) {
    let spans = this.prose.get(file);
    if (spans === void 0) {
      const lexicon = sketchLexiconForPath(file);
      spans = lexicon ? proseSpans(b, 0, lexicon, true) : null;
      this.prose.set(file, spans);
    }
    return spans;
  }
  prose = new SizeBoundedMap(KEPT_SPAN_OFFSETS, (s) => KEPT_ENTRY_OFFSETS + (s ? s.length : 0));
  keptFilters = /* @__PURE__ */ new Map();
  /**
   * The files among `candidates` that pass `test` (an answer by their text alone), in order, tested only as far
   * as they are asked for and kept under `key` for this tree's text: a question asked round after round about a
   * common name tests its files once, and only until it has what it needs.
   */
  keptFilter(key, candidates, test) {
    let kept2 = this.keptFilters.get(key);
    if (!kept2) {
      kept2 = { source: candidates(), next: 0, found: [] };
      this.keptFilters.set(key, kept2);
    }
    const list = kept2;
    return {
      *[Symbol.iterator]() {
        for (let i = 0; ; i++) {
          while (list.found.length <= i && list.next < list.source.length) {
            const file = list.source[list.next++];
            if (test(file)) list.found.push(file);
          }
          if (i >= list.found.length) return;
          yield list.found[i];
        }
      }
    };
  }
  /** Whether a file's bytes hold `name` as a whole word, by searching them. */
  scan(file, name) {
    if (name.length === 0 || name.includes("\uFFFD")) return true;
    if (PLAIN_NAME.test(name) && !this.mayHold(file, name)) return false;
    return this.search(file, name);
  }
  /**
   * The files, in order, that may hold a plain word (isSketchable) as mayHold tells, their sketches asked all at
   * once: on a large tree swept often enough for every file to have its sketch; null before. The sketches are
   * asked where they lie, grouped by size (SketchGroups: about 1 ms a name on the JDK), until enough names have
   * been asked to pay for laying them out for the question (SketchColumns: about 50 ms, then 0.1 ms a name),
   * which most requests never reach: they ask 1-4 names; one that follows a common method's callers asks hundreds
   * (upstream of the JDK's `Collections.unmodifiableList`: 348).
   */
  filesMayHoldAtOnce(name) {
    if (this.fullScans === 0 || this.files.length < this.columnsFromFiles) return null;
    if (this.fullScans <= SKETCH_KEPT_TEXT_AFTER && this.raw.size > KEPT_TEXT_SKETCHED_EARLY) return null;
    let sketches = this.sketchesInOrder;
    if (sketches === null) {
      sketches = this.sketchesInOrder = this.files.map((f) => this.sketchOfKeptText(f));
      this.columns = SketchColumns.madeFor(sketches);
    }
    if (this.columns === null && ++this.namesAskedAtOnce > this.columnsAfterNames) {
      this.columns = SketchColumns.layOut(sketches);
      this.grouped = null;
    }
    const asked = this.columns ?? (this.grouped ??= new SketchGroups(sketches));
    const marks = new Uint8Array(this.files.length);
    asked.markMayHold(this.hashOf(name), marks);
    for (const i of this.unsketched ??= unsketchedOf(sketches)) if (this.mayHold(this.files[i], name)) marks[i] = 1;
    const out = [];
    for (let i = 0; i < marks.length; i++) if (marks[i] === 1) out.push(this.files[i]);
    return out;
  }
  /** The numbers of the files with no sketch in sketchesInOrder. */
  unsketched = null;
  /** How many files a tree needs for its sketches to be asked all at once (tests lower it). */
  columnsFromFiles = SKETCH_TOGETHER_AFTER_FILES;
  /** How many names are asked all at once before the sketches are laid out for it (tests change it). */
  columnsAfterNames = COLUMNS_AFTER_NAMES;
  namesAskedAtOnce = 0;
  /** Each file's sketch (undefined for none) when the tree had been swept often (see filesMayHoldAtOnce). */
  sketchesInOrder = null;
  /** The same, grouped by size, until they are laid out. */
  grouped = null;
  /** The same, laid out for a question asked of all of them, once enough names have been. */
  columns = null;
  /** Whether a file's bytes hold `name` as a whole word, by searching them (past what its sketch rules out). */
  search(file, name) {
    _TreeText.searchesInProcess++;
    this.searches++;
    return this.searchedIn(
      file,
      (b) => {
        if (b !== null) this.bytesSearched += b.length;
        return b === null || wholeWordAt(b, Buffer.from(name, "utf8").toString("latin1"), 0) >= 0;
      },
      (bytes) => {
        this.bytesSearched += bytes.length;
        return wholeWordInBytes(bytes, Buffer.from(name, "utf8"), 0) >= 0;
      }
    );
  }
  /**
   * Of a file's lines that hold one of `names` anywhere, the one a slice spends least on (see
   * shortestLineHolding); null when none does, the file cannot be read, or in the unfiltered reference.
   */
  shortestLineHolding(file, names) {
    if (this.unfiltered) return null;
    const list = [...names].sort();
    return this.keptAnswer(this.heldLines, list.join("\0"), file, () => {
      const b = this.contents(file);
      return b === null ? null : shortestLineHolding(b, list.map((name) => Buffer.from(name, "utf8").toString("latin1")));
    });
  }
  heldLines = /* @__PURE__ */ new Map();
  /** Whether a file's text holds `text` anywhere (not only as a word). */
  contains(file, text) {
    if (this.unfiltered) return true;
    return this.keptAnswer(
      this.containing,
      text,
      file,
      () => this.searchedIn(
        file,
        (b) => b === null || b.includes(Buffer.from(text, "utf8").toString("latin1")),
        (bytes) => bytes.includes(Buffer.from(text, "utf8"))
      )
    );
  }
  containing = /* @__PURE__ */ new Map();
  /**
   * Whether a file may name `name`, a top-level declaration of the package its imports name by one of `sources`
   * (Go's `"sync"` or `/sync"`), where its language's importQualifiers say how imports bind names: by writing it
   * after a name such an import binds (`sync.Cond`, the name may follow on the next line), or at all after an
   * import that binds none (a dot import). True where the language gives no importQualifiers, for an unreadable
   * file, and in the unfiltered reference.
   */
  mayNameThroughImport(file, sources, name) {
    if (this.unfiltered) return true;
    const spec = languageForPath(file);
    const rules = spec ? importQualifiersOf(spec) : null;
    const b = rules ? this.contents(file) : null;
    if (!rules || b === null) return true;
    const qualifiers = new ImportQualifiers(b, rules, null);
    const { names, bare } = qualifiers.qualifiersOf(sources);
    if (bare) return true;
    const needle = Buffer.from(name, "utf8").toString("latin1");
    for (let at = wholeWordAt(b, needle, 0); at >= 0; at = wholeWordAt(b, needle, at + 1)) {
      const j = nonBlankBefore(b, at - 1);
      const qualifier = qualifiers.qualifierBefore(j + 1);
      if (qualifier !== null && names.has(qualifier)) return true;
    }
    return false;
  }
  /**
   * Whether the declaration of `name` starting on `line` of a file writes one of `modifiers` in its header (see
   * declaredWith): read in the unfiltered reference too, since it decides where a packet looks for callers. No
   * for an unreadable file.
   */
  declaresWith(file, line, name, modifiers) {
    const b = this.contents(file);
    if (b === null) return false;
    let from = 0;
    for (let l = 1; l < line; l++) {
      const newline = b.indexOf("\n", from);
      if (newline < 0) return false;
      from = newline + 1;
    }
    return declaredWith(b, from, Buffer.from(name, "utf8").toString("latin1"), modifiers);
  }
  /**
   * The files whose text holds `text` anywhere, as a set, kept for the tree's text: a question asked round after
   * round (who imports this module) asks it of every file each time.
   */
  filesContaining(text) {
    return this.filesPassing(text, (f) => this.contains(f, text));
  }
  /** The files whose text matches `pattern`, as a set, kept like filesContaining. */
  filesMatching(pattern) {
    return this.filesPassing(pattern, (f) => this.matches(f, pattern));
  }
  filesPassing(key, test) {
    let found = this.passing.get(key);
    if (!found) {
      found = new Set(this.files.filter(test));
      this.passing.set(key, found);
    }
    return found;
  }
  passing = /* @__PURE__ */ new Map();
  /**
   * Whether a file's text matches a pattern (read as latin1, so byte offsets do not matter). Kept per pattern
   * (its source and flags) and file: a question asked round after round makes the same pattern anew (upstream of
   * a constant of the JDK's AlgorithmId tested 120 files against their patterns 26,632 times, 0.3 s).
   */
  matches(file, pattern) {
    if (this.unfiltered) return true;
    return this.keptTextAnswer(this.matchesKept, `${pattern.flags}\0${pattern.source}`, file, (b) => {
      pattern.lastIndex = 0;
      return b === null || pattern.test(b);
    });
  }
  matchesKept = /* @__PURE__ */ new Map();
  /**
   * Whether a file's text may hold an import renaming `name`: the name as a whole word followed by what its
   * language's renamedAfter says follows a renamed name; true where the language does not say.
   */
  mayRename(file, name, spec) {
    const after = spec.renamedAfter;
    if (after === void 0) return true;
    return this.matches(file, keptPattern(renamings, spec, name, (word) => new RegExp(`(?<![\\w\\x80-\\xff])${word}${after}`)));
  }
  /**
   * The files a caller should test with mayDefine, in order, to find those that may declare `name`: with every
   * file's names known, those that declare or export it, or declare it as the sort asked for (and the changed
   * ones); else the files that mention it when they are listed already (or the name is not plain words); else
   * every file, so that a caller who needs only the first few declarers searches only as far as it finds them.
   */
  declarerCandidates(name, sort = "all") {
    this.takeKeptNames();
    if (this.known) return this.keptList(this.known.filesDefining(name, sort), () => true);
    const listed = this.byName.get(name);
    if (listed) return listed;
    if (this.unfiltered || !PLAIN_NAME.test(name)) return this.filesMentioning(name);
    this.sweeping();
    return (isSketchable(name) ? this.filesMayHoldAtOnce(name) : null) ?? this.files;
  }
  /**
   * With every file's names known (knowsAllNames), those of `files` (in their order) that declare `name` as
   * declarerCandidates finds them, when the name has fewer declarers in the tree than `files` holds; else null,
   * and the caller asks file by file: a common name's declarers are not listed to answer for a few files.
   */
  declarersAmong(files, name, sort = "all") {
    this.takeKeptNamesIfDue();
    if (!this.knowsAllNames) return null;
    const known = this.known;
    if (known.definerCount(name, sort) >= files.length) return null;
    if (known.inIndexOrder(files)) return known.definersAmong(files, name, sort);
    const among = setOfList(files);
    return known.filesDefining(name, sort).filter((f) => among.has(f));
  }
  /** With every file's names known (knowsAllNames), those of `files` that were not parsed (skipped); else null. */
  unparsedAmong(files) {
    return this.knowsAllNames ? this.known.withoutFactsAmong(files) : null;
  }
  /** With every file's names known (knowsAllNames), those of `files` that declare `name` (see NameIndex.definersAmong); else null. */
  definersAmong(files, name, sort = "all") {
    return this.knowsAllNames ? this.known.definersAmong(files, name, sort) : null;
  }
  /**
   * The names every file holds, kept from an earlier index of this tree, answer every question by name without
   * searching the text at all. Taken at the first question about the whole tree: one about a package's few files
   * is answered by their text sooner than the names can be checked against the tree.
   */
  takeKeptNames() {
    if (this.known || this.unfiltered || this.keptNamesAsked) return;
    this.keptNamesAsked = true;
    const kept2 = this.keptNames();
    if (kept2) {
      this.useNames(kept2.names, kept2.stale);
      _TreeText.keptNamesUsedInProcess++;
    }
  }
  /** Whether the kept names of an earlier index of this tree are in use. */
  get hasKeptNames() {
    return this.known !== null;
  }
  /**
   * Whether `file` surely declares `name` (of `sort`), by the kept names, without reading anything: true only
   * for a file the kept names hold unchanged. False says nothing.
   */
  surelyDeclares(file, name, sort) {
    return this.known !== null && !this.stale.has(file) && this.known.defines(file, name, sort);
  }
  /**
   * Whether `file`'s code surely declares `name` at one of `sites` (its language's sureDefinitionSites of
   * `sort`), by its text alone: a site is tried again over the text with its comments and strings blanked, so
   * that neither can hold the declaration. False says nothing. Kept per name and file, as mayDefine's answers.
   */
  surelyDeclaresInCode(file, name, sites, sort) {
    if (this.unfiltered || sites.length === 0 || !this.isPlainWord(name)) return false;
    return this.keptTextAnswer(this.sureDefines, `${sort}\0${name}`, file, (b) => b !== null && this.atSureSite(file, b, name, sites));
  }
  sureDefines = /* @__PURE__ */ new Map();
  /**
   * Whether a file may declare a member of the type `name` apart from the type (the language's ownerSites, which
   * say so by the text; without them, whether it mentions the name at all).
   */
  mayDeclareMemberOf(file, name, sites) {
    if (this.unfiltered || sites === void 0 || !this.isPlainWord(name)) return this.mentions(file, name);
    if (!this.mayHold(file, name, "anywhere")) return false;
    return this.keptTextAnswer(this.ownersNamed, name, file, (b) => b === null || this.atSite(file, b, name, sites));
  }
  ownersNamed = /* @__PURE__ */ new Map();
  atSureSite(file, b, name, sites) {
    const needle = Buffer.from(name, "utf8").toString("latin1");
    const pattern = sitePattern(sites);
    let code;
    for (let at = wholeWordAt(b, needle, 0); at >= 0; at = wholeWordAt(b, needle, at + 1)) {
      pattern.lastIndex = at;
      if (!pattern.test(b)) continue;
      code ??= this.codeOf(file, b);
      if (code === null) return false;
      pattern.lastIndex = at;
      if (pattern.test(code)) return true;
    }
    return false;
  }
  /**
   * A file's text with its comments and strings (proseOf) blanked, line breaks kept so that lines keep their
   * starts; null where its language's lexicon cannot follow it. Kept for the file asked about last.
   */
  codeOf(file, b) {
    if (this.lastCode?.file === file) return this.lastCode.code;
    const spans = this.proseOf(file, b);
    let code = null;
    if (spans) {
      const bytes = Buffer.from(b, "latin1");
      for (let i = 0; i < spans.length; i += 2) {
        const end = spans[i + 1];
        for (let at = spans[i]; at < end; at++) if (bytes[at] !== NEWLINE2) bytes[at] = SPACE;
      }
      code = bytes.toString("latin1");
    }
    this.lastCode = { file, code };
    return code;
  }
  lastCode = null;
  /** The files that mention `name`, sorted. */
  filesMentioning(name) {
    let list = this.byName.get(name);
    if (!list) {
      this.takeKeptNames();
      if (this.known) list = this.keptList(this.known.filesNaming(name), (f) => this.mentions(f, name));
      else if (this.unfiltered) list = this.files;
      else {
        this.sweeping();
        const onReceiver = /* @__PURE__ */ new Set();
        const certainly = /* @__PURE__ */ new Set();
        const noted = /* @__PURE__ */ __name((f) => {
          const uses = this.mayUse(f, name);
          if (uses & MAY_USE_ON_RECEIVER) onReceiver.add(f);
          if (uses & MAY_USE_CERTAINLY) certainly.add(f);
          return true;
        }, "noted");
        const may = isSketchable(name) ? this.filesMayHoldAtOnce(name) : null;
        list = may ? may.filter((f) => this.search(f, name) && noted(f)) : this.files.filter((f) => this.scan(f, name) && noted(f));
        this.onReceiver.set(name, onReceiver);
        this.certainlyUsing.set(name, certainly);
      }
      this.byName.set(name, list);
    }
    return list;
  }
  /**
   * The files that may mention `name`, as filesMentioning gives them or more: without kept names, every file whose
   * sketch may hold the name, none read to make sure. For a question that asks of a few of them next (mentions).
   */
  filesMayMention(name) {
    const made = this.byName.get(name);
    if (made) return made;
    this.takeKeptNames();
    if (this.known || this.unfiltered || !isSketchable(name)) return this.filesMentioning(name);
    return this.sketchedMentions(name);
  }
  usedByName = { certainly: /* @__PURE__ */ new Map(), possibly: /* @__PURE__ */ new Map() };
  /** By name, the files filesMentioning found that may write it on a receiver (see mayUse). */
  onReceiver = /* @__PURE__ */ new Map();
  /** By name, the files filesMentioning found that may use it in a way that may be certain (see mayUse). */
  certainlyUsing = /* @__PURE__ */ new Map();
  /**
   * The files that may use `name`, as filesUsing gives them or more: without kept names, every file whose sketch
   * may hold the name, none of them read again to make sure. For a question that parses each file it keeps anyway:
   * making sure of a common name (`close`: 700 files of the JDK) read them all again.
   */
  filesMayUse(name, how) {
    this.takeKeptNames();
    if (this.known || this.unfiltered || !isSketchable(name)) return this.filesUsing(name, how);
    return this.sketchedMentions(name);
  }
  /** The files whose sketches may hold a sketchable name, in order, kept per name (filesMayUse, filesMayMention). */
  sketchedMentions(name) {
    let list = this.mayMention.get(name);
    if (!list) {
      this.sweeping();
      const may = this.filesMayHoldAtOnce(name) ?? this.files.filter((f) => this.mayHold(f, name));
      list = may.filter((f) => !this.raw.has(f) || this.sketches.has(f) || this.search(f, name));
      this.mayMention.set(name, list);
    }
    return list;
  }
  mayMention = /* @__PURE__ */ new Map();
  /**
   * The files that may use `name` as `how` asks, sorted: with every file's names known, those whose facts do
   * ("certainly": in a way that may lead for certain to another file, which a call on a receiver of unknown type
   * never does, nor one of the file's own definitions; "possibly": in a call on a receiver of unknown or declared
   * type); else every file that mentions it. A changed file is asked by its text, as for filesMentioning (whose
   * answer is kept: no second search).
   */
  filesUsing(name, how) {
    const memo2 = this.usedByName[how];
    let list = memo2.get(name);
    if (!list) {
      this.takeKeptNames();
      if (this.known) {
        let mentioning = null;
        list = this.keptList(this.known.filesUsing(name, how), (f) => (mentioning ??= new Set(this.filesMentioning(name))).has(f));
      } else {
        list = this.filesMentioning(name);
        const noted = (how === "possibly" ? this.onReceiver : this.certainlyUsing).get(name);
        if (noted) list = list.filter((f) => noted.has(f));
      }
      memo2.set(name, list);
    }
    return list;
  }
  /**
   * Those of `files` that filesUsing lists, each asked alone until that list is made: a common name's list reads
   * every file that mentions it (Java's `equals`: 2,900 of the JDK's), where the question is about a few.
   */
  filesUsingAmong(files, name, how) {
    if (!this.listsUsersAtOnce(name, how)) return files.filter((f) => this.uses(f, name, how));
    const listed = setOfList(this.filesUsing(name, how));
    return files.filter((f) => listed.has(f));
  }
  /** Whether filesUsing gives its list without searching the tree's text: made already, or read from names kept. */
  knowsFilesUsing(name, how) {
    this.takeKeptNames();
    return this.listsUsersAtOnce(name, how);
  }
  /** Whether filesUsingAmong keeps `file`, asked of it alone (see CodeGraph.possibleUseFiles). */
  usedAmong(file, name, how) {
    return this.listsUsersAtOnce(name, how) ? setOfList(this.filesUsing(name, how)).has(file) : this.uses(file, name, how);
  }
  /** Whether filesUsing's list is at hand or costs less than asking files one by one (see filesUsingAmong). */
  listsUsersAtOnce(name, how) {
    return this.usedByName[how].has(name) || this.known !== null || this.unfiltered || !isSketchable(name);
  }
  /**
   * How a file may use `name`, as MAY_USE_* bits. On a receiver (MAY_USE_ON_RECEIVER): where its language gives
   * receiverMarks, some mention of the name stands after one of them (past blanks) or first on its line, and not
   * after a name that only the file's imports bind (importQualifiers: `bytes.Equal`) nor after the class's own
   * receiver (`self.`, `super().`, `this.`: the class's members, never a receiver of unknown type); elsewhere,
   * any mention may. In a way that may lead for certain to another file (MAY_USE_CERTAINLY): some mention stands
   * neither right after one of its language's declarationKeywords (`def save`: a declaration) nor, where classes
   * inherit nothing (inheritsMembers), on the class's own receiver (a member of a class of the same file).
   */
  mayUse(file, name) {
    return this.keptAnswer(this.mayUseKept, name, file, () => this.findMayUse(file, name));
  }
  mayUseKept = /* @__PURE__ */ new Map();
  findMayUse(file, name) {
    const spec = languageForPath(file);
    if (!spec || !isSketchable(name)) return MAY_USE_ON_RECEIVER | MAY_USE_CERTAINLY;
    const marks = spec.receiverMarks;
    const own = ownReceiversOf(spec);
    const keywords = spec.declarationKeywords ?? [];
    const ownStaysHere = own.length > 0 && !inheritsMembers(spec);
    if (marks === void 0 && keywords.length === 0 && !ownStaysHere) return MAY_USE_ON_RECEIVER | MAY_USE_CERTAINLY;
    const b = this.contents(file);
    if (b === null) return MAY_USE_ON_RECEIVER | MAY_USE_CERTAINLY;
    const rules = importQualifiersOf(spec);
    let qualifiers = null;
    const needle = Buffer.from(name, "utf8").toString("latin1");
    let found = marks === void 0 ? MAY_USE_ON_RECEIVER : 0;
    let prose;
    for (let at = wholeWordAt(b, needle, 0); at >= 0; at = wholeWordAt(b, needle, at + 1)) {
      let j = at - 1;
      while (j >= 0 && isBlankByte(b.charCodeAt(j))) j--;
      const onOwn = j >= 0 && b[j] === "." && followsOwnReceiver(b, j, own);
      const certainly = !(found & MAY_USE_CERTAINLY) && !(onOwn && ownStaysHere) && wordEndingAt(b, j, keywords) < 0;
      const onReceiver = !(found & MAY_USE_ON_RECEIVER) && !onOwn && (j < 0 || b[j] === "\n" || marks?.includes(b[j]) === true && !(rules && (qualifiers ??= new ImportQualifiers(b, rules, sketchLexiconOf(spec))).qualifiesAt(j + 1)));
      if (!certainly && !onReceiver) continue;
      prose ??= this.proseOf(file, b);
      if (prose !== null && withinSpans(prose, at)) continue;
      if (certainly) found |= MAY_USE_CERTAINLY;
      if (onReceiver) found |= MAY_USE_ON_RECEIVER;
      if (found === (MAY_USE_ON_RECEIVER | MAY_USE_CERTAINLY)) break;
    }
    return found;
  }
  /**
   * Whether a file outside the package of type `owner` may name its member `name` where there only the type's
   * own name can say which type a receiver is (see receiversProvedInPackage): some mention of the name in its
   * code stands bare, after the owner's name and a `.` or `::` (past blanks, comments and strings), or after a
   * `>` (`Type.<T>name`, read as may). A mention on any other receiver (`x.put`, `get().put`, `this.put`) can
   * reach no member of `owner` from there. Unreadable text, or a lexicon that cannot follow it, may.
   */
  mayNameMemberOf(file, owner, name) {
    const ownerText = Buffer.from(owner, "utf8").toString("latin1");
    if (!isWordOfWordBytes(ownerText)) return this.keptTextAnswer(this.memberOfKept, `${owner}\0${name}`, file, (b) => this.namesMemberAfter(file, b, name, ownerText));
    const after = this.keptAnswer(this.memberQualifiers, name, file, () => this.wordsNamingMember(file, name));
    return after === true || after.has(ownerText);
  }
  /** mayNameMemberOf for an owner of any text, from the file's text. */
  namesMemberAfter(file, b, name, ownerText) {
    if (b === null) return true;
    const code = this.codeOf(file, b);
    if (code === null) return true;
    const needle = Buffer.from(name, "utf8").toString("latin1");
    for (let at = wholeWordAt(code, needle, 0); at >= 0; at = wholeWordAt(code, needle, at + 1)) {
      const j = memberQualifierEnd(code, at);
      if (j === true) return true;
      if (j >= 0 && wordEndingAt(code, j, [ownerText]) >= 0) return true;
    }
    return false;
  }
  /**
   * The words some mention of `name` in a file's code stands right after (with a `.` or `::` between, past
   * blanks), or true where a mention may name a member of any type (see mayNameMemberOf). Read from the text and
   * its prose spans as codeOf's copy would read (a span's bytes taken as blanks), without making the copy: asked
   * for name after name of the same files, the copies cost the JDK's requests a second.
   */
  wordsNamingMember(file, name) {
    const b = this.contents(file);
    if (b === null) return true;
    const spans = this.proseOf(file, b);
    if (spans === null) return true;
    const blank = /* @__PURE__ */ __name((at) => {
      const c = b.charCodeAt(at);
      return isBlankByte(c) || c === NEWLINE2 || c === RETURN || withinSpans(spans, at);
    }, "blank");
    const wordAt = /* @__PURE__ */ __name((at) => at >= 0 && at < b.length && isWordByte(b.charCodeAt(at)) && !withinSpans(spans, at), "wordAt");
    const before = /* @__PURE__ */ __name((at) => {
      let j = at;
      while (j >= 0 && blank(j)) j--;
      return j;
    }, "before");
    const needle = Buffer.from(name, "utf8").toString("latin1");
    const checkBefore = isWordByte(needle.charCodeAt(0));
    const checkAfter = isWordByte(needle.charCodeAt(needle.length - 1));
    const words = /* @__PURE__ */ new Set();
    for (let at = b.indexOf(needle); at >= 0; at = b.indexOf(needle, at + 1)) {
      if (overlapsSpan(spans, at, at + needle.length) || checkBefore && wordAt(at - 1) || checkAfter && wordAt(at + needle.length)) continue;
      let j = before(at - 1);
      if (j < 0) return true;
      const mark = b[j];
      if (mark === ">") return true;
      if (mark === ":" && j > 0 && b[j - 1] === ":" && !withinSpans(spans, j - 1)) j -= 1;
      else if (mark !== ".") return true;
      j = before(j - 1);
      let start = j;
      while (wordAt(start)) start--;
      if (start < j) words.add(b.slice(start + 1, j + 1));
    }
    return words;
  }
  memberQualifiers = /* @__PURE__ */ new Map();
  memberOfKept = /* @__PURE__ */ new Map();
  /**
   * The sources of the namespace imports through which the kept names show some file using `name` (see
   * namespaceUseKey); none without kept names, where filesUsing gives every file that mentions the name.
   */
  namespaceSources(name) {
    this.takeKeptNames();
    return this.known && !this.unfiltered ? this.known.namespaceSources(name) : [];
  }
  /**
   * The files whose imports or re-exports name a module source that `test` accepts, by the kept names, with the
   * files they do not answer for taken by `textTest` on their text; in the order of `files`, kept under `key` for
   * this tree's text. Null without kept names: the caller asks every file's text.
   */
  filesImportingFrom(key, test, textTest) {
    this.takeKeptNames();
    if (!this.known || this.unfiltered) return null;
    let found = this.importing.get(key);
    if (!found) {
      this.moduleSources ??= this.known.moduleSources();
      const indexed = /* @__PURE__ */ new Set();
      for (const source of this.moduleSources) if (test(source)) for (const f of this.known.filesNaming(moduleSourceKey(source))) indexed.add(f);
      const kept2 = new Set(this.keptList([...indexed], textTest));
      found = this.files.filter((f) => kept2.has(f));
      this.importing.set(key, found);
    }
    return found;
  }
  importing = /* @__PURE__ */ new Map();
  moduleSources = null;
  /** The names of the types whose members the kept names show some file's uses of `name` reaching alone (see memberUseKey). */
  memberOwners(name) {
    this.takeKeptNames();
    return this.known && !this.unfiltered ? this.known.memberOwners(name) : [];
  }
  /** Whether a file may use `name` as `how` asks (see filesUsing). */
  uses(file, name, how) {
    if (this.unfiltered || name.length === 0 || name.includes("\uFFFD")) return true;
    if (this.fromIndex(file)) return this.known.uses(file, name, how);
    return this.mentions(file, name) && (this.mayUse(file, name) & (how === "possibly" ? MAY_USE_ON_RECEIVER : MAY_USE_CERTAINLY)) !== 0;
  }
  /** Questions that swept the text of every file. */
  fullScans = 0;
  /** Files sketched by sketchAll. */
  sketchedTogether = 0;
  /** Files whose sketch an earlier request kept (keptSketches). */
  sketchesFound = 0;
  /**
   * A question is about to ask every file about a name. The first time, on a large tree, the files not read yet
   * are sketched together (sketchAll), on every core, rather than read and sketched one by one on this thread.
   */
  sweeping() {
    this.fullScans++;
    if (this.fullScans > 1 || !this.sketchAll || this.files.length < SKETCH_TOGETHER_AFTER_FILES) return;
    let unread = this.files.filter((f) => !this.raw.has(f) && !this.sketches.has(f));
    if (unread.length < SKETCH_TOGETHER_AFTER_FILES) return;
    const kept2 = this.keptSketches;
    if (kept2) {
      unread = unread.filter((file) => {
        const sketch = kept2.find(file);
        if (sketch === void 0) return true;
        this.sketches.set(file, sketch);
        this.sketchesFound++;
        return false;
      });
      if (unread.length < SKETCH_TOGETHER_AFTER_FILES) return;
    }
    const base = this.root.endsWith("/") ? this.root : `${this.root}/`;
    const { sketches, stamps } = this.sketchAll(
      unread.map((f) => base + f),
      kept2?.needsStamps ?? false
    );
    unread.forEach((file, i) => {
      const sketch = sketches[i];
      if (sketch === null) this.raw.set(file, null);
      else if (sketch !== void 0) {
        this.sketches.set(file, sketch);
        this.sketchedTogether++;
        if (kept2) kept2.keep(file, sketch, stamps?.[i] ?? null);
      }
    });
  }
  /** Whether useNames has been given the names of exactly the files of the tree. */
  get knowsAllNames() {
    return this.known !== null && this.exact;
  }
  /**
   * Whether the kept names answer for this file (it is unchanged since they were kept). Questions about one
   * package are answered by text until they have searched a sixteenth as many files as the tree holds, or read
   * and searched 400 bytes per file of it (a file searched for ten names counts ten times): taking the kept names
   * checks every file of the tree, a search reads a file, so a large package (Go's runtime: thousands of searches
   * for one path; the JDK's javac, a few megabytes searched for name after name) is answered sooner from the names.
   * With every blob id given (the App, the Action), checking is a lookup, about 0.15 µs a file, and the names are
   * taken at the first question: the JDK's cached requests ran 7-12% faster in all than when they took them only
   * after 40 bytes per file of text, and a fresh process's first small request no slower.
   */
  fromIndex(file) {
    this.takeKeptNamesIfDue();
    return this.known !== null && !this.stale.has(file);
  }
  /** Takes the kept names once a question by file would (see fromIndex). */
  takeKeptNamesIfDue() {
    if (this.known === null && !this.keptNamesAsked) {
      if (this.blobsGiven || this.searches >= this.files.length / 16 || this.bytesRead + this.bytesSearched >= KEPT_NAMES_AFTER_BYTES_PER_FILE * this.files.length) this.takeKeptNames();
    }
  }
  /**
   * A list from the kept names, as this tree has it: without files the tree no longer holds or that changed since,
   * with the changed and added files that pass `stale` (asked of their text), in the order of `files`.
   */
  keptList(indexed, stale) {
    if (this.exact) return indexed;
    const current = setOfList(this.files);
    const keep = new Set(indexed.filter((f) => current.has(f) && !this.stale.has(f)));
    let added = false;
    for (const f of this.stale) {
      if (stale(f)) {
        keep.add(f);
        added = true;
      }
    }
    return added ? this.files.filter((f) => keep.has(f)) : [...keep];
  }
  /**
   * Once every file is indexed, a file "mentions" exactly the names its facts hold (what it defines, uses,
   * imports and exports) and "may define" those it declares or exports: the questions that rule files out by name
   * ask about nothing else, and looking the names up is cheaper than searching the bytes. `names`: those of the
   * tree's facts, now or from an earlier whole index of this tree; `stale`: the files of the tree they do not
   * answer for (changed or added since), which are still asked by their text.
   */
  useNames(names, stale = /* @__PURE__ */ new Set()) {
    if (this.unfiltered) return;
    this.known = names;
    this.stale = stale;
    this.exact = stale.size === 0 && names.linesUp(this.files);
    this.byName.clear();
    for (const memo2 of Object.values(this.usedByName)) memo2.clear();
    this.keptFilters.clear();
    this.defines.clear();
    this.importing.clear();
    this.moduleSources = null;
  }
};
function unsketchedOf(sketches) {
  const out = [];
  sketches.forEach((s, i) => {
    if (s === void 0) out.push(i);
  });
  return out;
}
__name(unsketchedOf, "unsketchedOf");
function lastBraceBefore(braces, at) {
  const { places } = braces;
  return partitionPoint(places.length, (i) => places[i] < at) - 1;
}
__name(lastBraceBefore, "lastBraceBefore");
function bracesOf(b, prose) {
  if (prose === null) return null;
  const places = [];
  const depths = [];
  let depth = 0;
  let span = 0;
  BRACE.lastIndex = 0;
  for (let m = BRACE.exec(b); m !== null; m = BRACE.exec(b)) {
    const at = m.index;
    while (span < prose.length && prose[span + 1] <= at) span += 2;
    if (span < prose.length && prose[span] <= at) {
      BRACE.lastIndex = prose[span + 1];
      continue;
    }
    if (b.charCodeAt(at) === OPEN_BRACE) depth++;
    else if (--depth < 0) return null;
    places.push(at);
    depths.push(depth);
  }
  if (depth !== 0) return null;
  const closesToTop = new Int32Array(depths.length);
  for (let k = depths.length - 1; k >= 0; k--) closesToTop[k] = depths[k] === 0 ? k : closesToTop[k + 1];
  return { places: Int32Array.from(places), depths: Int32Array.from(depths), closesToTop };
}
__name(bracesOf, "bracesOf");
var BRACE = /[{}]/g;
function memberQualifierEnd(code, at) {
  let j = nonBlankBefore(code, at - 1);
  if (j < 0) return true;
  const mark = code[j];
  if (mark === ">") return true;
  if (mark === ":" && code[j - 1] === ":") j -= 1;
  else if (mark !== ".") return true;
  return nonBlankBefore(code, j - 1);
}
__name(memberQualifierEnd, "memberQualifierEnd");
function isWordOfWordBytes(text) {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) if (!isWordByte(text.charCodeAt(i))) return false;
  return true;
}
__name(isWordOfWordBytes, "isWordOfWordBytes");
function overlapsSpan(spans, from, to) {
  const pairs = spans.length / 2;
  const k = partitionPoint(pairs, (i) => spans[2 * i + 1] <= from);
  return k < pairs && spans[2 * k] < to;
}
__name(overlapsSpan, "overlapsSpan");

// src/core/workspace.ts
var SETTLE_ROUNDS_BEFORE_ALL = 4;
var KEPT_NAMES_STALE_SHARE = 10;
var KEEP_NAMES_BATCH = 2e3;
function poolThreshold() {
  const raw = process.env.ODIN_SLICE_POOL_MIN_KB;
  const kb = raw ? Number(raw) : NaN;
  return (Number.isFinite(kb) && kb >= 0 ? kb : 4096) * 1024;
}
__name(poolThreshold, "poolThreshold");
function parseHere(job) {
  const text = job.text;
  job.text = "";
  return indexText(job.path, job.spec, text, job.lineCount).then((outcome) => ({ outcome, json: null }));
}
__name(parseHere, "parseHere");
var indexableOfListing = /* @__PURE__ */ new WeakMap();
function indexableAmong(files) {
  let indexable = indexableOfListing.get(files);
  if (!indexable) {
    indexable = files.filter((f) => languageForPath(f) !== null);
    indexableOfListing.set(files, indexable);
  }
  return indexable;
}
__name(indexableAmong, "indexableAmong");
function sketchesOnEveryCore() {
  const pool = parsePool();
  if (!pool) return void 0;
  return (paths, stamp) => {
    const began = performance.now();
    try {
      return pool.sketchFiles(paths, stamp);
    } finally {
      Workspace.spentInProcess.sketchingMs += performance.now() - began;
    }
  };
}
__name(sketchesOnEveryCore, "sketchesOnEveryCore");
var LARGEST_FIRST_FILES = 1024;
var Workspace = class _Workspace {
  /**
   * `wholeTree`: index every file before the first question and let no file's text rule it out: the reference
   * that on-demand answers are tested against.
   */
  constructor(repo, options = {}) {
    this.repo = repo;
    this.options = options;
  }
  repo;
  options;
  static {
    __name(this, "Workspace");
  }
  index = emptyIndex();
  text = null;
  entry = null;
  complete = false;
  /** The files a grammar covers, sorted. */
  indexableFiles() {
    return this.treeText().files;
  }
  treeText() {
    if (this.options.wholeTree) {
      this.text ??= TreeText.unfiltered(this.repo.root, indexableAmong(this.repo.files()), this.repo.limits);
      return this.text;
    }
    if (this.text) return this.text;
    this.text = new TreeText(
      this.repo.root,
      indexableAmong(this.repo.files()),
      this.repo.limits,
      (f) => unparsedReason(this.repo.read(f)),
      () => this.keptNames(),
      this.options.cache?.blobsGiven(this.repo.root) ?? false,
      sketchesOnEveryCore(),
      this.keptSketches()
    );
    this.text.answerFromFacts(this.index.facts);
    return this.text;
  }
  /** A graph over what is indexed so far; its `missing` says which files its answers lacked. */
  newGraph() {
    return new CodeGraph(this.index, setOfList(this.repo.files()), this.treeText(), this.read, this.settledAnswers, this.prefetch, this.indexNow);
  }
  /**
   * What was made ready of the files a question needed while it went on (see prefetch), until they are indexed
   * after it: their facts from the cache, why they cannot be parsed, or the job the workers are parsing.
   */
  prepared = /* @__PURE__ */ new Map();
  /**
   * Begins to index a file a question needs, while the question goes on: once the parse pool's workers are at
   * hand (a large tree's sweep started them), a file to parse is sent to them at once, so that they parse while
   * this thread answers the rest of the question (they waited for its end: a third of the JDK's cold requests).
   * What they parse is recorded in the index only when the question ends (settle indexes what it needed, in
   * order); what the cache holds is taken at once (see indexNow).
   */
  prefetch = /* @__PURE__ */ __name((path) => {
    if (this.index.facts.has(path) || this.index.unavailable.has(path)) return;
    const pool = parsePool();
    if (!pool?.started) return;
    const ready = this.prepared.get(path) ?? this.prepare(path);
    if (ready === null) return;
    if ("job" in ready && !ready.job.outcome && pool.hasRoom) {
      ready.job.outcome = pool.parse(ready.job);
      ready.job.outcome.catch(() => void 0);
      ready.job.text = "";
    }
    this.prepared.set(path, ready);
  }, "prefetch");
  /**
   * Indexes a file a question asks about at once when that takes no parse: its facts from the cache, or why it
   * cannot be parsed (see CodeGraph.lacks); a file to parse is kept ready for the end of the question. Only with a
   * cache: a cold request reads files after its question, in one batch, as the sweep planned.
   */
  indexNow = /* @__PURE__ */ __name((path) => {
    if (!this.options.cache) return false;
    if (this.index.facts.has(path) || this.index.unavailable.has(path)) return true;
    const ready = this.prepared.get(path) ?? this.prepare(path);
    if (ready === null) return false;
    if ("job" in ready) {
      this.prepared.set(path, ready);
      return false;
    }
    this.prepared.delete(path);
    if ("facts" in ready) this.index.facts.set(path, ready.facts);
    else this.index.unavailable.set(path, ready.unavailable);
    return true;
  }, "indexNow");
  /** Answers this workspace's graphs gave for good (see CodeGraph), kept from round to round. */
  settledAnswers = settledAnswers();
  /**
   * The tree's manifests' text (see isManifest); one reader for the workspace, so what is derived from them is
   * kept. No other file is read through it: a tree's key vouches for the contents of these and of its languages'
   * files alone.
   */
  read = /* @__PURE__ */ __name((path) => {
    if (!isManifest(path)) return null;
    const file = this.repo.read(path);
    return file && !file.binary ? file.text : null;
  }, "read");
  /**
   * Indexes the given files (those not indexed yet): from the cache when it holds their content, else parsed,
   * on the worker pool when there are enough of them. `goOn` is asked before each file is read to be parsed: once
   * it says no, no other file is read, and those read are indexed.
   */
  async indexFiles(paths, goOn) {
    const cache = this.options.cache ?? null;
    const made = this.parseJobs(paths);
    const jobs = [];
    let stopped = false;
    const take = /* @__PURE__ */ __name(() => {
      if (stopped || goOn && !goOn()) {
        stopped = true;
        return null;
      }
      const step = made.next();
      if (step.done) return null;
      jobs.push(step.value);
      return step.value;
    }, "take");
    let exhausted = false;
    let text = 0;
    const started = parsePool()?.started ?? false;
    const threshold = poolThreshold();
    while (!exhausted && !started && text < threshold) {
      const job = take();
      if (job) text += job.text.length;
      else exhausted = true;
    }
    const pool = exhausted ? null : parsePool();
    const outcomes = [];
    if (pool && paths.length <= LARGEST_FIRST_FILES) {
      while (take() !== null) ;
      const fresh = await pool.runLargestFirst(
        jobs.filter((job) => !job.outcome),
        parseHere
      );
      let f = 0;
      for (const job of jobs) outcomes.push(job.outcome ?? Promise.resolve(fresh[f++]));
    } else if (pool) {
      let given = 0;
      const fresh = await pool.run(
        () => {
          for (; ; ) {
            if (given === jobs.length && take() === null) return null;
            const job = jobs[given++];
            if (!job.outcome) return job;
          }
        },
        parseHere
      );
      let f = 0;
      for (const job of jobs) outcomes.push(job.outcome ?? Promise.resolve(fresh[f++]));
    } else {
      while (!exhausted) exhausted = take() === null;
      for (const j of jobs) outcomes.push(j.outcome ?? parseHere(j));
    }
    const settled = await Promise.all(outcomes);
    jobs.forEach((job, i) => {
      const { outcome, json } = settled[i];
      record(this.index, job.path, outcome);
      if (cache && job.key && "facts" in outcome) cache.put(job.key, outcome.facts, json);
    });
    this.parsed += jobs.length;
    _Workspace.parsedInProcess += jobs.length;
  }
  /**
   * The files among `paths` to parse, read one at a time as they are asked for; on the way, those not indexed
   * yet are taken from the cache when it holds their content, or found unparseable (or as a question's prefetch
   * found them).
   */
  *parseJobs(paths) {
    for (const path of paths) {
      if (this.index.facts.has(path) || this.index.unavailable.has(path)) continue;
      const ready = this.prepared.get(path) ?? this.prepare(path);
      this.prepared.delete(path);
      if (ready === null) continue;
      if ("facts" in ready) this.index.facts.set(path, ready.facts);
      else if ("unavailable" in ready) this.index.unavailable.set(path, ready.unavailable);
      else yield ready.job;
    }
  }
  /**
   * Whether indexing a file parses nothing: it is indexed, or the cache holds its facts (or knows it unparsable)
   * under the content its stamp or given blob id vouches for. A file the cache knows is made ready at once (see
   * prepare), as indexing it would.
   */
  loadsWithoutParsing(path) {
    if (this.index.facts.has(path) || this.index.unavailable.has(path)) return true;
    let ready = this.prepared.get(path);
    if (ready === void 0) {
      if (!this.options.cache?.lookup(this.repo.root, path).record) return false;
      ready = this.prepare(path);
      if (ready !== null) this.prepared.set(path, ready);
    }
    return ready === null || !("job" in ready);
  }
  /**
   * What indexing a file takes: its facts from the cache when it holds its content, why it cannot be parsed, or
   * the job that parses it (its file read); null for a file no language covers. Records what the cache learns of
   * the file (its blob id), and nothing in the index.
   */
  prepare(path) {
    const cache = this.options.cache ?? null;
    const rules = readingRules(this.repo.limits);
    const spec = languageForPath(path);
    if (!spec) return null;
    const { stamp, record: known } = cache?.lookup(this.repo.root, path) ?? { stamp: null, record: null };
    let knownKey = null;
    if (cache && known) {
      if (known.rules === rules && known.reason != null) return { unavailable: known.reason };
      knownKey = cache.keyOfBlob(spec, known.blob, rules);
      const hit = cache.get(knownKey, path);
      if (hit) return { facts: hit };
      const unparsable = cache.unparsable(knownKey);
      if (unparsable !== null) return { unavailable: unparsable };
    }
    const { file, bytes: read } = this.repo.readWithBytes(path);
    this.filesRead++;
    const reason = unparsedReason(file);
    const blobOf = /* @__PURE__ */ __name(() => {
      if (known) return known.blob;
      const bytes = read ?? this.treeText().bytes(path);
      return bytes ? blobId(bytes) : null;
    }, "blobOf");
    if (reason !== null || !file || file.binary) {
      const blob = cache && file ? blobOf() : null;
      if (blob) cache?.record(this.repo.root, path, stamp, blob, { rules, reason: reason ?? "cannot be read" });
      if (cache && blob && file && reason !== null) cache.keepUnparsable(knownKey ?? cache.keyOfBlob(spec, blob, rules), reason);
      return { unavailable: reason ?? "cannot be read" };
    }
    let key = null;
    if (cache) {
      const blob = blobOf();
      key = knownKey ?? (blob ? cache.keyOfBlob(spec, blob, rules) : null);
      if (blob) cache.record(this.repo.root, path, stamp, blob, { rules, reason: null });
      const hit = key && !known ? cache.get(key, path) : null;
      if (hit) return { facts: hit };
    }
    return { job: { path, language: spec.name, text: file.text, lineCount: file.lineCount, spec, key } };
  }
  /** Graphs built and questions asked by settle. */
  rounds = 0;
  /** Files this workspace read to index them: those the cache could not vouch for unread. */
  filesRead = 0;
  /** Files parsed (not taken from the cache) by this workspace. */
  parsed = 0;
  /** Files parsed by every workspace of this process: what a measurement of one request reports. */
  static parsedInProcess = 0;
  /** Where every workspace of this process spent its time (see TimeSpent). */
  static spentInProcess = { rounds: 0, questionsMs: 0, sketchingMs: 0, indexingMs: 0 };
  /** Ends the request's use of the cache: keeps the sweep's new sketches, and trims the cache to its bound. */
  finish() {
    const cache = this.options.cache;
    const sketches = this.sketchStore;
    if (cache && sketches && sketches.added > 0) cache.putSketches(sketches.key, sketches.used);
    cache?.evict();
  }
  /**
   * The word sketches the cache keeps for this tree (by lineage), read when a sweep first asks, and those this
   * request used or made: what is kept for the next request, where this one sketched files anew.
   */
  sketchStore = null;
  /**
   * A large tree's sweep takes from the cache the sketches of contents it holds, and leaves it the ones it makes:
   * a request that must know which of 15,000 files mention a name then reads only the files that changed. A file
   * is known by the blob id the shell gave, else by its stamp (taken before its bytes were read, as for its facts:
   * see IndexCache.lookup); a file with neither (changed in the last two seconds) is sketched every time.
   */
  keptSketches() {
    const cache = this.options.cache;
    const key = cache?.sketchesKey(this.lineage()) ?? null;
    if (!cache || key === null) return void 0;
    const root = this.repo.root;
    const store = /* @__PURE__ */ __name(() => this.sketchStore ??= { key, kept: cache.getSketches(key), used: /* @__PURE__ */ new Map(), added: 0 }, "store");
    const keyOf = /* @__PURE__ */ __name((file, stamp) => {
      const given = cache.givenBlob(root, file);
      const known = given !== null ? `blob ${given}` : stamp();
      return known === null ? null : sketchKey(languageForPath(file)?.name ?? "", known);
    }, "keyOf");
    return {
      // Where the shell gave the blob ids, no file is known by its stamp.
      needsStamps: !cache.blobsGiven(root),
      find: /* @__PURE__ */ __name((file) => {
        const s = store();
        if (s.kept.size === 0) return void 0;
        const at = keyOf(file, () => cache.lookup(root, file).stamp);
        const sketch = at === null ? void 0 : s.kept.get(at);
        if (at !== null && sketch) s.used.set(at, sketch);
        return sketch;
      }, "find"),
      keep: /* @__PURE__ */ __name((file, sketch, stamp) => {
        const at = keyOf(file, () => stamp);
        if (at === null) return;
        const s = store();
        s.used.set(at, sketch);
        s.added++;
      }, "keep")
    };
  }
  /**
   * Indexes every file of the tree: for the questions that need all of it (entrypoints, the index report).
   * `keep`, asked once every file is indexed, says whether the names may be kept for later requests.
   */
  async indexAll(keep = () => true) {
    if (this.complete) return;
    await this.indexFiles(this.indexableFiles());
    this.complete = true;
    if (this.options.wholeTree) return;
    const text = this.treeText();
    if (text.knowsAllNames) return;
    const kept2 = this.keptNames();
    if (kept2 && kept2.stale.size === 0) {
      text.useNames(kept2.names);
      if (text.knowsAllNames) return;
    }
    const cache = this.options.cache;
    const gaveUp = /* @__PURE__ */ __name((f) => isDeadlineReason(this.index.unavailable.get(f) ?? ""), "gaveUp");
    const bytes = buildNameIndex(
      text.files,
      (f) => this.index.facts.get(f),
      (f) => cache && !gaveUp(f) ? cache.blobOf(this.repo.root, f) : null
    );
    text.useNames(NameIndex.read(bytes));
    const key = cache?.namesKey(this.lineage(), this.repo.limits) ?? null;
    if (cache && key && keep()) cache.putNames(key, bytes);
  }
  /**
   * Indexes the whole tree, so that the names each file holds are kept for later requests on it (or on a later
   * version of it), unless names kept from an earlier index are there and hold at least nine files in ten
   * unchanged ("current"). Without them a request answers questions about names from the tree's sketches and
   * text: the bench's JDK and Go requests whose files were all in the cache took up to 0.4 and 0.65 s that way
   * (p95 of a mode), where kept names gave at most 0.1 s. Only with a cache: without one nothing is kept.
   * `goOn` is asked before each file to parse is read and after each batch: once it says no, the index stops
   * ("stopped") once the files read are parsed (a few, those begun on each thread), what it parsed kept in the
   * cache for the next try, and no names are kept.
   */
  async keepNamesIfDue(goOn = () => true) {
    if (!this.options.cache || this.options.wholeTree) return "current";
    const files = this.indexableFiles();
    const kept2 = this.keptNames();
    if (kept2 && kept2.stale.size * KEPT_NAMES_STALE_SHARE <= files.length) return "current";
    for (let from = 0; from < files.length; from += KEEP_NAMES_BATCH) {
      await this.indexFiles(files.slice(from, from + KEEP_NAMES_BATCH), goOn);
      if (!goOn()) return "stopped";
    }
    let complete = true;
    await this.indexAll(() => complete = goOn());
    return complete ? "kept" : "stopped";
  }
  /** What the kept names of this tree are filed under: see WorkspaceOptions.lineage. */
  lineage() {
    return this.options.lineage ?? this.repo.root;
  }
  /**
   * The names each file held when this tree (by lineage) was last indexed whole, and the files that changed or
   * were added since (by blob id), or null.
   */
  keptNames() {
    if (this.kept !== void 0) return this.kept;
    const cache = this.options.cache;
    const key = cache?.namesKey(this.lineage(), this.repo.limits) ?? null;
    const names = key ? cache?.getNameIndex(key) ?? null : null;
    this.kept = null;
    if (!cache || !names) return null;
    const stale = /* @__PURE__ */ new Set();
    const files = this.indexableFiles();
    const root = this.repo.root;
    if (names.linesUp(files)) {
      const packed = cache.packedBlobsOf(root, files);
      if (!packed || !names.sameBlobs(packed)) {
        const blobs = cache.blobsOf(root, files);
        for (let i = 0; i < files.length; i++) if (!names.blobAt(i, blobs[i])) stale.add(files[i]);
      }
    } else {
      for (const file of files) if (!names.sameBlob(file, () => cache.blobOf(root, file))) stale.add(file);
    }
    this.kept = { names, stale };
    return this.kept;
  }
  kept = void 0;
  /** A graph over the whole tree. */
  async graph() {
    await this.indexAll();
    return this.newGraph();
  }
  /**
   * Runs `question` on a graph of what is indexed, indexes the files its answer lacked, and asks again until
   * nothing is missing: the answer is then the one a full index gives. The question must have no effects
   * outside the graph it is given.
   */
  async settle(question) {
    const spent = _Workspace.spentInProcess;
    if (this.options.wholeTree) await timed(() => this.indexAll(), spent);
    for (; ; ) {
      this.rounds++;
      spent.rounds++;
      const graph = this.newGraph();
      let answer;
      let needed;
      const asked = performance.now();
      const sketchedBefore = spent.sketchingMs;
      try {
        answer = question(graph);
        needed = [...graph.missing].sort();
      } catch (error) {
        if (!(error instanceof FilesNeeded)) throw error;
        needed = error.files;
      } finally {
        spent.questionsMs += performance.now() - asked - (spent.sketchingMs - sketchedBefore);
      }
      if (needed.length === 0) return answer;
      const indexed = this.index.facts.size + this.index.unavailable.size;
      const chosen = needed.every((f) => graph.requested.has(f));
      if (!chosen && this.rounds >= SETTLE_ROUNDS_BEFORE_ALL && this.reachedShare() * (indexed + needed.length) > this.indexableFiles().length) await timed(() => this.indexAll(), spent);
      else await timed(() => this.indexFiles(needed), spent);
    }
  }
  share = null;
  /** The inverse of the part of the tree a long question must reach to have the rest indexed (see settle). */
  reachedShare() {
    if (this.share === null) {
      const files = this.indexableFiles();
      const recorded = this.options.cache?.recordedCount(this.repo.root, files) ?? 0;
      this.share = 4 * recorded >= 3 * files.length && files.length > 0 ? 4 : 2;
    }
    return this.share;
  }
  /**
   * Makes the tree's public entrypoints known, for the questions that need them: what its root files make public
   * (found by following those files alone, and kept in the cache for later requests on this very tree, by its key:
   * see IndexCache.treeKey), and what each file makes public on its own, read when asked.
   */
  async prepareEntrypoints() {
    if (this.entry) return;
    const systems = rootedSystems(this.indexableFiles());
    let rooted = { definitions: /* @__PURE__ */ new Set(), programs: /* @__PURE__ */ new Set() };
    if (systems.length > 0) {
      const cache = this.options.wholeTree ? null : this.options.cache ?? null;
      const key = cache?.treeKey(this.repo) ?? null;
      const kept2 = key ? cache.getEntrypoints(key) : null;
      if (kept2) rooted = kept2;
      else {
        rooted = await this.settle((graph) => findRootedEntrypoints(this.repo, graph, systems));
        const gaveUp = [...this.index.unavailable.values()].some(isDeadlineReason);
        if (key && !gaveUp) cache.putEntrypoints(key, rooted);
      }
    }
    this.entry = new Entrypoints(rooted, (file) => this.index.facts.get(file));
  }
  /** Public entrypoints, once prepareEntrypoints has made them known. */
  entrypoints() {
    if (!this.entry) throw new Error("entrypoints are asked before prepareEntrypoints");
    return this.entry;
  }
  /** Why a file has no facts: what its parse gave, else that the index skips its folder or has no grammar for it. */
  unavailableReason(file) {
    const known = this.index.unavailable.get(file);
    if (known !== void 0) return known;
    return this.repo.isInSkippedFolder(file) ? SKIPPED_FOLDER_REASON : "no parser for this file's language";
  }
  lineCount(file) {
    const f = this.repo.read(file);
    return f && !f.binary ? f.lineCount : null;
  }
};
async function timed(indexing, spent) {
  const began = performance.now();
  try {
    await indexing();
  } finally {
    spent.indexingMs += performance.now() - began;
  }
}
__name(timed, "timed");

export {
  isDeadlineReason,
  setOfList,
  MAX_LISTED_CANDIDATES,
  defKey,
  Entrypoints,
  Workspace
};
