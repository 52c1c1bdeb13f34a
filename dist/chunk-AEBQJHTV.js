#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  __name
} from "./chunk-CP2CZPWG.js";

// src/core/indexCache.ts
import { createHash } from "node:crypto";
import { closeSync, fstatSync, futimesSync, mkdirSync, openSync, readdirSync as readdirSync2, readFileSync as readFileSync2, readSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join as join2 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";

// src/core/matchesWithDeadline.ts
function matchesWithDeadline(query, node, deadlineMs) {
  const stopAt = performance.now() + deadlineMs;
  let cancelled = false;
  const progressCallback = /* @__PURE__ */ __name((() => {
    if (performance.now() > stopAt) cancelled = true;
    return cancelled;
  }), "progressCallback");
  const matches = query.matches(node, { progressCallback });
  return cancelled ? null : matches;
}
__name(matchesWithDeadline, "matchesWithDeadline");

// src/core/extract.ts
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
var CONTAINER_KINDS = /* @__PURE__ */ new Set(["class", "interface", "enum", "module"]);
var LABEL_LIMIT = 80;
var BARRIER_CAPTURE = "odin.barrier";
function extractionQuerySource(spec) {
  if (spec.thisBarriers.length === 0) return spec.querySource;
  return `${spec.querySource}
[${spec.thisBarriers.map((t) => `(${t})`).join(" ")}] @${BARRIER_CAPTURE}
`;
}
__name(extractionQuerySource, "extractionQuerySource");
function lineOf(row) {
  return row + 1;
}
__name(lineOf, "lineOf");
function endLine(node) {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row : row + 1;
}
__name(endLine, "endLine");
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
function label(raw) {
  const text = raw.replace(/\s+/g, " ");
  return text.length > LABEL_LIMIT ? `${text.slice(0, LABEL_LIMIT - 1)}\u2026` : text;
}
__name(label, "label");
var NodeReader = class {
  static {
    __name(this, "NodeReader");
  }
  ends = /* @__PURE__ */ new Map();
  base;
  source;
  constructor(root) {
    this.base = root.startIndex;
    this.source = root.text;
  }
  end(node) {
    let end = this.ends.get(node.id);
    if (end === void 0) {
      end = node.endIndex;
      this.ends.set(node.id, end);
    }
    return end;
  }
  text(node) {
    return this.source.slice(node.startIndex - this.base, this.end(node) - this.base);
  }
  /** The source between two offsets inside the root. */
  slice(start, end) {
    return this.source.slice(start - this.base, end - this.base);
  }
};
function useLabel(draft, read) {
  const callee = draft.callee;
  const type = callee.type;
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
  const matches = matchesWithDeadline(query, root, deadlineMs);
  if (matches === null) return null;
  const wrappers = new Set(spec.rangeWrappers);
  const read = new NodeReader(root);
  const defDrafts = /* @__PURE__ */ new Map();
  const scopeNodes = /* @__PURE__ */ new Map();
  const hiddenScopeIds = /* @__PURE__ */ new Set();
  const barrierNodes = /* @__PURE__ */ new Map();
  const bindings = /* @__PURE__ */ new Map();
  const bindingTypes = /* @__PURE__ */ new Map();
  const importDrafts = [];
  let packageName = null;
  const entryNodes = { mains: [], publics: [] };
  const entry = { mains: [], publics: [], program: false, names: null };
  const exportDrafts = [];
  const refDrafts = /* @__PURE__ */ new Map();
  const notReferences = /* @__PURE__ */ new Set();
  const heritage = [];
  const skippedImports = /* @__PURE__ */ new Set();
  const declared = {
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
  };
  for (const match of matches) {
    const caps = match.captures;
    const role = roleOfMatch(caps);
    if (role === 0 /* Barrier */) {
      for (const n of all(caps, BARRIER_CAPTURE)) barrierNodes.set(n.id, n);
      continue;
    }
    if (role === 1 /* Definition */) {
      const head = headOf(caps, role);
      const kind = head.slice("definition.".length);
      const node = one(caps, head);
      if (!node || !DEFINITION_KINDS.has(kind)) continue;
      const nameNode = one(caps, "name");
      const key = `${node.id}:${nameNode?.id ?? ""}`;
      const prior = defDrafts.get(key);
      if (!prior || prior.pattern > match.patternIndex) {
        const owner = one(caps, "owner");
        defDrafts.set(key, {
          node,
          nameNode,
          owner: owner ? read.text(owner) : null,
          kind,
          pattern: match.patternIndex,
          startIndex: node.startIndex,
          endIndex: read.end(node)
        });
      }
      continue;
    }
    if (role === 2 /* Heritage */) {
      const declaration = one(caps, "heritage");
      const name = one(caps, "heritage.name");
      if (declaration && name) heritage.push({ declaration, name });
      continue;
    }
    if (role === 3 /* Package */) {
      packageName ??= one(caps, "package").text;
      continue;
    }
    if (role === 4 /* Entry */) {
      for (const node of all(caps, "entry.main")) entryNodes.mains.push(node);
      for (const node of all(caps, "entry.public")) entryNodes.publics.push(node);
      if (has(caps, "entry.program")) entry.program = true;
      for (const node of all(caps, "entry.name")) (entry.names ??= []).push(node.text);
      if (has(caps, "entry.names")) entry.names ??= [];
      continue;
    }
    if (role === 5 /* ImportSkip */) {
      for (const n of all(caps, "import.skip")) skippedImports.add(n.id);
      continue;
    }
    if (role === 6 /* Import */) {
      const statement = one(caps, "import");
      const source = one(caps, "import.source");
      if (!statement || !source) continue;
      for (const [capture, imported] of [
        ["import.default", "default"],
        ["import.namespace", "*"]
      ]) {
        const local = one(caps, capture);
        if (local) importDrafts.push({ statement, local, localName: local.text, imported, source: source.text });
      }
      const byPath2 = one(caps, "import.path");
      if (byPath2) {
        const localName = byPath2.text.slice(byPath2.text.lastIndexOf("/") + 1);
        importDrafts.push({ statement, local: byPath2, localName, imported: "*", source: source.text });
        bindings.set(byPath2.id, { node: byPath2, name: localName, outer: false, self: false });
      }
      const name = one(caps, "import.name");
      if (name) {
        const local = one(caps, "import.alias") ?? name;
        importDrafts.push({ statement, local, localName: local.text, imported: name.text, source: source.text });
        notReferences.add(name.id);
      }
      continue;
    }
    if (role === 7 /* Export */) {
      exportDrafts.push({ kind: headOf(caps, role), nodes: caps });
      for (const { name: n, node } of caps) {
        if (n === "export.name" || n === "export.alias" || n.startsWith("reexport.")) notReferences.add(node.id);
      }
      continue;
    }
    if (role === 8 /* Types */) {
      collectDeclaredTypes(caps, declared);
      continue;
    }
    if (role === 9 /* Reference */) {
      const refHead = headOf(caps, role);
      const nameNode = one(caps, "name");
      const callee = one(caps, refHead);
      if (!nameNode || !callee) continue;
      const prior = refDrafts.get(nameNode.id);
      if (!prior || prior.pattern > match.patternIndex) {
        refDrafts.set(nameNode.id, {
          nameNode,
          receiver: one(caps, "receiver"),
          kind: refHead === "reference.call" ? "call" : refHead === "reference.none" ? "none" : "reference",
          pattern: match.patternIndex,
          callee
        });
      }
      continue;
    }
    for (const n of all(caps, "scope")) scopeNodes.set(n.id, n);
    for (const n of all(caps, "scope.hidden")) {
      scopeNodes.set(n.id, n);
      hiddenScopeIds.add(n.id);
    }
    for (const n of all(caps, "binding")) if (!bindings.get(n.id)?.self) bindings.set(n.id, { node: n, name: read.text(n), outer: false, self: false });
    const typed = one(caps, "binding");
    const typeName = one(caps, "binding.type");
    if (typed && typeName) bindingTypes.set(typed.id, typeName.id);
    const value = one(caps, "binding.value");
    if (typed && value) declared.values.set(typed.id, value);
    for (const n of all(caps, "binding.outer")) bindings.set(n.id, { node: n, name: read.text(n), outer: true, self: false });
    for (const n of all(caps, "binding.self")) bindings.set(n.id, { node: n, name: read.text(n), outer: false, self: true });
    for (const n of all(caps, "binding.method")) bindings.set(n.id, { node: n, name: read.text(n), outer: true, self: false, callsOnly: true });
  }
  const drafts = [...defDrafts.values()].sort(
    (a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex || a.pattern - b.pattern
  );
  const kept = mergeOverloads(drafts, new Set(spec.overloadSignatures));
  const definitions = [];
  const defByNode = /* @__PURE__ */ new Map();
  const defNodes = /* @__PURE__ */ new Map();
  const defByName = /* @__PURE__ */ new Map();
  const stack = [];
  const overloaded = /* @__PURE__ */ new Map();
  for (const { draft, first, overloaded: several, names: signatureNames } of kept) {
    while (stack.length > 0 && stack[stack.length - 1].endIndex < draft.endIndex) stack.pop();
    let parent = -1;
    for (let i = stack.length - 1; i >= 0; i--) {
      const s = stack[i];
      if (s.startIndex === draft.startIndex && s.endIndex === draft.endIndex) continue;
      parent = s.index;
      break;
    }
    const name = draft.nameNode ? read.text(draft.nameNode) : spec.anonymousDefinitionName;
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
  const imports = [];
  const importByLocal = /* @__PURE__ */ new Map();
  for (const id of skippedImports) bindings.delete(id);
  for (const d of importDrafts) {
    if (skippedImports.has(d.local.id)) continue;
    importByLocal.set(d.local.id, imports.length);
    imports.push({
      local: d.localName,
      imported: d.imported,
      source: d.source,
      start: lineOf(d.statement.startPosition.row),
      end: endLine(d.statement)
    });
  }
  const receivers = /* @__PURE__ */ new Map();
  for (const r of refDrafts.values()) if (r.receiver) receivers.set(r.receiver.id, r.receiver);
  for (const e of declared.expressions.values()) {
    for (const n of [e.object, e.like]) if (n && spec.selfReceivers.includes(n.type)) receivers.set(n.id, n);
  }
  const defNodeIndex = /* @__PURE__ */ new Map();
  for (const [id, list] of defByNode) defNodeIndex.set(id, Math.max(...list));
  const context = {
    scopeNodes,
    hiddenScopeIds,
    bindings,
    defNodes,
    defNodeIndex,
    barrierNodes,
    refDrafts,
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
  for (const [kind, nodes] of Object.entries(entryNodes)) {
    const marked = /* @__PURE__ */ new Set();
    for (const node of nodes) for (const def of defByNode.get(node.id) ?? []) marked.add(def);
    entry[kind] = [...marked].sort((a, b) => a - b);
  }
  const lookupScope = /* @__PURE__ */ __name((scope, name, call = false) => {
    for (let s = scope; s; s = s.parent) {
      if (s.hidden && s !== scope) continue;
      const id = s.bindings.get(name);
      if (id !== void 0 && (call || !bindings.get(id)?.callsOnly)) return { id, scope: s };
    }
    return null;
  }, "lookupScope");
  const lookup = /* @__PURE__ */ __name((scope, name, call = false) => lookupScope(scope, name, call)?.id ?? null, "lookup");
  const severalNamed = /* @__PURE__ */ __name((scope, name, call) => {
    const found = lookupScope(scope, name, call);
    const ids = found?.scope.several?.get(name);
    if (!ids) return null;
    return { t: "several", defs: ids.map((id) => defByName.get(id)) };
  }, "severalNamed");
  const ownedBy = /* @__PURE__ */ __name((def) => definitions[def].owner !== void 0 ? def : null, "ownedBy");
  const bindingOf = /* @__PURE__ */ __name((bindingId) => {
    const def = defByName.get(bindingId);
    if (def !== void 0) return { t: "def", def };
    const imp = importByLocal.get(bindingId);
    if (imp !== void 0) return { t: "import", imp };
    return { t: "value" };
  }, "bindingOf");
  const selfReceivers = new Set(spec.selfReceivers);
  const superReceivers = new Set(spec.superReceivers);
  const references = [];
  const referenceNodes = [];
  const referenceReceivers = [];
  const typedCalls = [];
  for (const draft of refDrafts.values()) {
    const id = draft.nameNode.id;
    if (draft.kind === "none") continue;
    if (bindings.has(id) || defByName.has(id) || importByLocal.has(id) || notReferences.has(id)) continue;
    const site = walk.sites.get(id);
    if (!site) continue;
    const name = read.text(draft.nameNode);
    let target;
    if (!draft.receiver) {
      const call = draft.kind === "call";
      const bindingId = lookup(site.scope, name, call);
      const several = bindingId === null ? null : severalNamed(site.scope, name, call);
      if (bindingId === null) target = { t: "free" };
      else if (several) target = several;
      else {
        const b = bindingOf(bindingId);
        if (b.t === "def") target = { t: "def", def: b.def };
        else if (b.t === "import") target = { t: "import", imp: b.imp, member: null };
        else target = draft.kind === "call" ? { t: "uncertain", reason: "call through a value" } : null;
      }
    } else {
      const receiver = draft.receiver;
      const receiverName = read.text(receiver);
      const receiverType = receiver.type;
      const selfOf = walk.selfBindings.get(lookup(walk.sites.get(receiver.id)?.scope ?? null, receiverName) ?? -1);
      if (selfOf !== void 0 && ownedBy(selfOf) !== null && receiverType.endsWith("identifier")) {
        target = { t: "owned", def: selfOf, member: name };
      } else if (selfReceivers.has(receiverType) || selfReceivers.has(receiverName)) {
        if (site.classDef === null) target = { t: "uncertain", reason: `\`${receiverName}\` outside a class` };
        else if (site.barrier) target = { t: "uncertain", reason: `\`${receiverName}\` rebound by a nested function` };
        else if (ownedBy(site.classDef) !== null) target = { t: "owned", def: site.classDef, member: name };
        else target = { t: "member", def: site.classDef, member: name };
      } else if (superReceivers.has(receiverType) || superReceivers.has(receiverName)) {
        if (site.classDef === null) target = { t: "uncertain", reason: `\`${receiverName}\` outside a class` };
        else target = { t: "super", def: site.classDef, member: name };
      } else {
        const receiverSite = walk.sites.get(receiver.id);
        const bindingId = receiverSite && receiverType.endsWith("identifier") ? lookup(receiverSite.scope, receiverName) : null;
        const b = bindingId === null ? null : bindingOf(bindingId);
        if (b?.t === "def" && CONTAINER_KINDS.has(definitions[b.def].kind)) {
          target = { t: "member", def: b.def, member: name };
        } else if (b?.t === "import") {
          target = { t: "import", imp: b.imp, member: name };
        } else if (bindingId === null && receiverType.endsWith("identifier")) {
          target = draft.kind === "call" ? { t: "unknown_receiver", free: receiverName } : null;
        } else {
          target = draft.kind === "call" ? { t: "unknown_receiver" } : null;
          const typeNode = bindingId === null ? void 0 : bindingTypes.get(bindingId);
          if (target && typeNode !== void 0) typedCalls.push({ index: references.length, typeNode, member: name });
        }
      }
    }
    if (!target) continue;
    referenceNodes.push(id);
    referenceReceivers.push(draft.receiver);
    references.push({
      name,
      kind: draft.kind,
      line: lineOf(draft.nameNode.startPosition.row),
      unit: site.unit,
      target,
      label: useLabel(draft, read)
    });
  }
  const targetByNode = /* @__PURE__ */ new Map();
  references.forEach((r, i) => targetByNode.set(referenceNodes[i], r.target));
  for (const call of typedCalls) {
    const type = targetByNode.get(call.typeNode);
    const ref = references[call.index];
    if (type?.t === "def" && CONTAINER_KINDS.has(definitions[type.def].kind)) ref.target = { t: "member", def: type.def, member: call.member };
    else if (type?.t === "import" && type.member === null) ref.target = { t: "import", imp: type.imp, member: call.member };
  }
  settleDeclaredTypes({
    declared,
    references,
    referenceNodes,
    referenceReceivers,
    targetByNode,
    definitions,
    defByNode,
    defNodeIndex,
    scopeNodes,
    overloaded,
    refDrafts,
    bindingTypes,
    bindings,
    selfReceivers,
    siteOf: /* @__PURE__ */ __name((node) => walk.sites.get(node.id) ?? null, "siteOf"),
    bindingAt: /* @__PURE__ */ __name((node) => {
      if (!node.type.endsWith("identifier")) return null;
      const site = walk.sites.get(node.id);
      const id = site ? lookup(site.scope, node.text) : null;
      return id === null || bindingOf(id).t !== "value" ? null : id;
    }, "bindingAt")
  });
  const extendsNamed = /* @__PURE__ */ new Map();
  for (const { declaration } of heritage) extendsNamed.set(declaration.id, (extendsNamed.get(declaration.id) ?? 0) + 1);
  for (const { declaration, name } of heritage) {
    if ((extendsNamed.get(declaration.id) ?? 0) > 1) continue;
    const target = targetByNode.get(name.id);
    for (const def of defByNode.get(declaration.id) ?? []) {
      if (target && (target.t === "def" || target.t === "import" || target.t === "member")) definitions[def].extends = target;
    }
  }
  references.sort((a, b) => a.line - b.line || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const moduleScope = walk.rootScope;
  const exports = buildExports(exportDrafts, defByNode, (def) => definitions[def].name, (name) => {
    const bindingId = lookup(moduleScope, name);
    if (bindingId === null) return null;
    const b = bindingOf(bindingId);
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
    packageName,
    entry
  };
}
__name(extractFacts, "extractFacts");
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
  const rootId = root.id;
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
  const items = [...byId.values()].sort((a, b) => a.start - b.start || b.end - a.end);
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
  const rootScope = { parent: null, bindings: /* @__PURE__ */ new Map() };
  const sites = /* @__PURE__ */ new Map();
  const selfBindings = /* @__PURE__ */ new Map();
  const moduleUnits = [];
  const moduleUnitOf = /* @__PURE__ */ new Map();
  let topLevelNodes = null;
  const topLevel = /* @__PURE__ */ __name(() => topLevelNodes ??= root.children.flatMap((c) => {
    const start = c.startIndex;
    const end = c.endIndex;
    return end > start ? [{ start, end, node: c }] : [];
  }), "topLevel");
  const topLevelIndex = /* @__PURE__ */ __name((item) => {
    const nodes = topLevel();
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
  }, "topLevelIndex");
  const base = { scope: rootScope, unit: -1, classDef: null, barrier: false };
  const stack = [];
  for (const item of items) {
    while (stack.length > 0 && stack[stack.length - 1].end < item.end) stack.pop();
    const outer = stack.length > 0 ? stack[stack.length - 1].state : base;
    const state = item.container ? enter(item.id, outer, ctx, ctx.barrierNodes.has(item.id)) : outer;
    const binding = ctx.bindings.get(item.id);
    if (binding) bind(item.id, binding, state, ctx, selfBindings);
    if (ctx.refDrafts.has(item.id) || ctx.receivers.has(item.id)) {
      let siteUnit = state.unit;
      if (siteUnit === -1) {
        const top = topLevelIndex(item);
        if (top < 0) return null;
        let unit = moduleUnitOf.get(top);
        if (unit === void 0) {
          const node = topLevel()[top].node;
          unit = moduleUnits.length;
          moduleUnits.push({ start: lineOf(node.startPosition.row), end: endLine(node) });
          moduleUnitOf.set(top, unit);
        }
        siteUnit = -1 - unit;
      }
      sites.set(item.id, { scope: state.scope, unit: siteUnit, classDef: state.classDef, barrier: state.barrier });
    }
    if (item.container) stack.push({ end: item.end, state });
  }
  return { sites, moduleUnits, rootScope, selfBindings };
}
__name(sweepIntervals, "sweepIntervals");
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

// src/core/factsCodec.ts
var FACTS_CODEC = "lines-1";
var NONE2 = { places: [], references: [] };
var NEWLINE = 10;
function encodeFacts(facts) {
  const byName = /* @__PURE__ */ new Map();
  facts.references.forEach((ref, i) => {
    const places = byName.get(ref.name);
    if (places) places.push(i);
    else byName.set(ref.name, [i]);
  });
  const head = { ...facts, references: null };
  let text = `${JSON.stringify(head)}
${facts.references.length}`;
  for (const [name, places] of byName) text += `
${JSON.stringify(nameLine(name, places, facts.references))}`;
  return text;
}
__name(encodeFacts, "encodeFacts");
function nameLine(name, places, all2) {
  const line = [name, [], "", [], [], [], [], []];
  const targetIndex = /* @__PURE__ */ new Map();
  let lastPlace = 0;
  let lastLine = 0;
  let renamed = false;
  for (const place of places) {
    const ref = all2[place];
    line[1].push(place - lastPlace);
    lastPlace = place;
    line[2] += ref.kind === "call" ? "c" : "r";
    line[3].push(ref.line - lastLine);
    lastLine = ref.line;
    line[4].push(ref.unit);
    const key = JSON.stringify(ref.target);
    let t = targetIndex.get(key);
    if (t === void 0) {
      t = line[5].length;
      line[5].push(ref.target);
      targetIndex.set(key, t);
    }
    line[6].push(t);
    line[7].push(ref.label === name ? 0 : ref.label);
    if (ref.label !== name) renamed = true;
  }
  if (line[5].length === 1) line[6] = [];
  if (!renamed) line[7] = [];
  return line;
}
__name(nameLine, "nameLine");
function readNameLine(line, out) {
  const [name, places, kinds, lines, units, targets, target, labels] = line;
  let place = 0;
  let lineNumber = 0;
  for (let k = 0; k < places.length; k++) {
    place += places[k];
    lineNumber += lines[k];
    const label2 = labels.length === 0 ? 0 : labels[k];
    out(place, {
      name,
      kind: kinds.charCodeAt(k) === 99 ? "call" : "reference",
      line: lineNumber,
      unit: units[k],
      target: targets[target.length === 0 ? 0 : target[k]],
      label: label2 === 0 ? name : label2
    });
  }
}
__name(readNameLine, "readNameLine");
var UNREAD = /* @__PURE__ */ Symbol("unread uses");
function decodeFacts(text) {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  const split = bytes.indexOf(NEWLINE);
  if (split < 0) throw new Error("facts text without its uses");
  const facts = JSON.parse(bytes.toString("utf8", 0, split));
  const countEnd = bytes.indexOf(NEWLINE, split + 1);
  const count2 = Number(bytes.toString("latin1", split + 1, countEnd < 0 ? bytes.length : countEnd));
  const unread = { text: bytes.subarray(split), count: Number.isInteger(count2) ? count2 : -1, named: /* @__PURE__ */ new Map() };
  Object.defineProperty(facts, UNREAD, { value: unread, enumerable: false });
  let references = null;
  Object.defineProperty(facts, "references", {
    enumerable: true,
    configurable: true,
    get() {
      if (references === null) {
        references = readAllUses(unread);
        unread.text = null;
      }
      Object.defineProperty(this, "references", { value: references, enumerable: true, writable: false, configurable: false });
      return references;
    }
  });
  return facts;
}
__name(decodeFacts, "decodeFacts");
function readAllUses(unread) {
  const bytes = unread.text;
  if (unread.count < 0) throw new SyntaxError("facts text without the count of its uses");
  const first = bytes.indexOf(NEWLINE, 1);
  const lines = first < 0 ? [] : JSON.parse(`[${bytes.toString("utf8", first + 1).replaceAll("\n", ",")}]`);
  const references = new Array(unread.count);
  for (const line of lines) readNameLine(line, (place, ref) => references[place] = ref);
  return references;
}
__name(readAllUses, "readAllUses");
function referenceCount(facts) {
  const unread = facts[UNREAD];
  return unread && unread.text !== null && unread.count >= 0 ? unread.count : facts.references.length;
}
__name(referenceCount, "referenceCount");
var namedOfRead = /* @__PURE__ */ new WeakMap();
function referencesNamed(facts, name) {
  const unread = facts[UNREAD];
  if (unread && unread.text !== null && unread.count >= 0) {
    let named = unread.named.get(name);
    if (!named) {
      named = readOneName(unread.text, name);
      unread.named.set(name, named);
    }
    return named;
  }
  const all2 = facts.references;
  let byName = namedOfRead.get(all2);
  if (!byName) {
    byName = /* @__PURE__ */ new Map();
    for (let i = 0; i < all2.length; i++) {
      const ref = all2[i];
      let named = byName.get(ref.name);
      if (!named) {
        named = { places: [], references: [] };
        byName.set(ref.name, named);
      }
      named.places.push(i);
      named.references.push(ref);
    }
    namedOfRead.set(all2, byName);
  }
  return byName.get(name) ?? NONE2;
}
__name(referencesNamed, "referencesNamed");
function readOneName(bytes, name) {
  const start = bytes.indexOf(`
[${JSON.stringify(name)},`, 0, "utf8");
  if (start < 0) return NONE2;
  const end = bytes.indexOf(NEWLINE, start + 1);
  const named = { places: [], references: [] };
  readNameLine(JSON.parse(bytes.toString("utf8", start + 1, end < 0 ? bytes.length : end)), (place, ref) => {
    named.places.push(place);
    named.references.push(ref);
  });
  return named;
}
__name(readOneName, "readOneName");
function factsAtPath(facts, path) {
  if (facts.path === path) return facts;
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(facts));
  Object.defineProperty(copy, "path", { value: path, enumerable: true, writable: true, configurable: true });
  return copy;
}
__name(factsAtPath, "factsAtPath");

// src/core/fileStamp.ts
import { lstatSync } from "node:fs";
var RACY_NS = 2000000000n;
function fileStamp(absolutePath) {
  let st;
  try {
    st = lstatSync(absolutePath, { bigint: true });
  } catch {
    return null;
  }
  const kind = st.isFile() ? "f" : st.isDirectory() ? "d" : null;
  if (kind === null) return null;
  const changed = st.mtimeNs > st.ctimeNs ? st.mtimeNs : st.ctimeNs;
  if (changed > BigInt(Date.now()) * 1000000n - RACY_NS) return null;
  return `${kind}:${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
}
__name(fileStamp, "fileStamp");

// src/core/languages.ts
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var here = dirname(fileURLToPath(import.meta.url));
var require2 = createRequire(import.meta.url);
function languagesDirectory() {
  const candidates = [join(here, "languages"), resolve(here, "../languages")];
  for (const c of candidates) if (existsSync(join(c, "typescript", "language.json"))) return c;
  throw new Error(`language folders not found (looked in ${candidates.join(", ")})`);
}
__name(languagesDirectory, "languagesDirectory");
function wasmFile(pkg, file) {
  const bundled = join(here, "wasm", file);
  if (existsSync(bundled)) return bundled;
  return require2.resolve(`${pkg}/${file}`);
}
__name(wasmFile, "wasmFile");
var registry = null;
var sitesBySort = /* @__PURE__ */ new Map();
function definitionSitesOf(spec, sort) {
  let bySort = sitesBySort.get(spec);
  if (!bySort) {
    bySort = /* @__PURE__ */ new Map();
    sitesBySort.set(spec, bySort);
  }
  if (!bySort.has(sort)) {
    const all2 = spec.definitionSites;
    bySort.set(sort, sort === "all" ? all2 : all2?.filter((s) => s.declares === void 0 || s.declares === sort));
  }
  return bySort.get(sort);
}
__name(definitionSitesOf, "definitionSitesOf");
var exportedPatterns = /* @__PURE__ */ new Map();
function exportedNamesOf(spec) {
  if (!spec) return null;
  let pattern = exportedPatterns.get(spec);
  if (pattern === void 0) {
    pattern = spec.exportedNames === void 0 ? null : new RegExp(spec.exportedNames, "u");
    exportedPatterns.set(spec, pattern);
  }
  return pattern;
}
__name(exportedNamesOf, "exportedNamesOf");
function languages() {
  if (registry) return registry;
  const dir = languagesDirectory();
  const specs = [];
  for (const name of readdirSync(dir).sort()) {
    const descriptorPath = join(dir, name, "language.json");
    if (!existsSync(descriptorPath)) continue;
    const descriptor = JSON.parse(readFileSync(descriptorPath, "utf8"));
    const querySource = descriptor.queries.map((q) => readFileSync(join(dir, name, q), "utf8")).join("\n");
    specs.push({ ...descriptor, querySource, wasmPath: wasmFile(descriptor.grammar.package, descriptor.grammar.wasm) });
  }
  registry = specs;
  return specs;
}
__name(languages, "languages");
function languageForPath(path) {
  const known = byPath.get(path);
  if (known !== void 0) return known;
  const spec = matchLanguage(path);
  if (byPath.size > 2e5) byPath.clear();
  byPath.set(path, spec);
  return spec;
}
__name(languageForPath, "languageForPath");
var byPath = /* @__PURE__ */ new Map();
function matchLanguage(path) {
  const lower = path.toLowerCase();
  let best = null;
  let bestLength = 0;
  for (const spec of languages()) {
    for (const ext of spec.extensions) {
      if (lower.endsWith(ext) && ext.length > bestLength) {
        best = spec;
        bestLength = ext.length;
      }
    }
  }
  return best;
}
__name(matchLanguage, "matchLanguage");

// src/core/facts.ts
function isMember(def) {
  return def.parent >= 0 || def.owner !== void 0;
}
__name(isMember, "isMember");
function qualifiedName(def) {
  return def.chain.join(".");
}
__name(qualifiedName, "qualifiedName");

// src/core/nameIndex.ts
var NAME_INDEX_FORMAT = "odin-slice-names-5";
var MAGIC = 827216719;
var HEADER_WORDS = 6;
var BLOB_BYTES = 20;
var LISTS = 5;
function namesOfFacts(f) {
  const mentioned = /* @__PURE__ */ new Set();
  const defined = /* @__PURE__ */ new Set();
  const members = /* @__PURE__ */ new Set();
  const others = /* @__PURE__ */ new Set();
  const used = /* @__PURE__ */ new Set();
  for (const d of f.definitions) {
    defined.add(d.name);
    (isMember(d) ? members : others).add(d.name);
  }
  for (const e of f.exports) {
    if ("exported" in e) defined.add(e.exported);
    if ("imported" in e) used.add(e.imported);
  }
  for (const r of f.references) used.add(r.name);
  for (const i of f.imports) {
    used.add(i.local);
    used.add(i.imported);
  }
  for (const name of used) mentioned.add(name);
  for (const name of defined) mentioned.add(name);
  for (const set of [mentioned, defined, members, others, used]) set.delete("");
  return { mentioned, defined, members, others, used };
}
__name(namesOfFacts, "namesOfFacts");
var MENTIONED_LIST = 0;
var USED_LIST = 4;
var SORT_LIST = { all: 1, members: 2, others: 3 };
function byteString(name) {
  return Buffer.from(name, "utf8").toString("latin1");
}
__name(byteString, "byteString");
function pushVarint(out, n) {
  while (n >= 128) {
    out.push(n & 127 | 128);
    n >>>= 7;
  }
  out.push(n);
}
__name(pushVarint, "pushVarint");
function buildNameIndex(files, factsOf, blobOf) {
  const indexed = [];
  const lists = /* @__PURE__ */ new Map([["", [indexed, [], [], [], []]]]);
  files.forEach((file, i) => {
    const facts = factsOf(file);
    if (!facts) return;
    indexed.push(i);
    const { mentioned, defined, members, others, used } = namesOfFacts(facts);
    for (const name of mentioned) {
      const key = byteString(name);
      let entry = lists.get(key);
      if (!entry) {
        entry = [[], [], [], [], []];
        lists.set(key, entry);
      }
      entry[0].push(i);
      if (defined.has(name)) entry[1].push(i);
      if (members.has(name)) entry[2].push(i);
      if (others.has(name)) entry[3].push(i);
      if (used.has(name)) entry[4].push(i);
    }
  });
  const names = [...lists.keys()].sort();
  const nameOffsets = new Uint32Array(names.length + 1);
  const postingOffsets = new Uint32Array(LISTS * names.length + 1);
  const postings = [];
  let nameBytes = 0;
  names.forEach((name, n) => {
    nameOffsets[n] = nameBytes;
    nameBytes += name.length;
    lists.get(name).forEach((list, k) => {
      postingOffsets[LISTS * n + k] = postings.length;
      pushVarint(postings, list.length);
      let last = 0;
      for (const i of list) {
        pushVarint(postings, i - last);
        last = i;
      }
    });
  });
  nameOffsets[names.length] = nameBytes;
  postingOffsets[LISTS * names.length] = postings.length;
  const paths = Buffer.from(files.join("\n"), "utf8");
  const header = new Uint32Array([MAGIC, files.length, names.length, nameBytes, postings.length, paths.length]);
  const words2 = HEADER_WORDS + nameOffsets.length + postingOffsets.length;
  const out = new Uint8Array(4 * words2 + nameBytes + postings.length + BLOB_BYTES * files.length + paths.length);
  const view = new Uint32Array(out.buffer, 0, words2);
  view.set(header, 0);
  view.set(nameOffsets, HEADER_WORDS);
  view.set(postingOffsets, HEADER_WORDS + nameOffsets.length);
  let at = 4 * words2;
  out.set(Buffer.from(names.join(""), "latin1"), at);
  at += nameBytes;
  out.set(postings, at);
  at += postings.length;
  for (const file of files) {
    const blob = blobOf(file);
    if (blob && /^[0-9a-f]{40}$/.test(blob)) out.set(Buffer.from(blob, "hex"), at);
    at += BLOB_BYTES;
  }
  out.set(paths, at);
  return out;
}
__name(buildNameIndex, "buildNameIndex");
function hexDigit(code) {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}
__name(hexDigit, "hexDigit");
function corruptIndex() {
  return new Error("the kept name index is corrupt; remove the cache folder's reports to rebuild it");
}
__name(corruptIndex, "corruptIndex");
var NameIndex = class _NameIndex {
  static {
    __name(this, "NameIndex");
  }
  nameOffsets;
  postingOffsets;
  nameText;
  postings;
  fileNumbers = /* @__PURE__ */ new Map();
  looked = /* @__PURE__ */ new Map();
  blobs;
  /** The files the index was built from, sorted: a file's number is its position. */
  files;
  constructor(bytes, fileCount, count2, nameBytes, postingBytes, pathBytes) {
    const words2 = HEADER_WORDS + count2 + 1 + LISTS * count2 + 1;
    this.nameOffsets = new Uint32Array(bytes.buffer, bytes.byteOffset + 4 * HEADER_WORDS, count2 + 1);
    this.postingOffsets = new Uint32Array(bytes.buffer, bytes.byteOffset + 4 * (HEADER_WORDS + count2 + 1), LISTS * count2 + 1);
    let at = bytes.byteOffset + 4 * words2;
    this.nameText = Buffer.from(bytes.buffer, at, nameBytes);
    at += nameBytes;
    this.postings = new Uint8Array(bytes.buffer, at, postingBytes);
    at += postingBytes;
    this.blobs = Buffer.from(bytes.buffer, at, BLOB_BYTES * fileCount);
    at += BLOB_BYTES * fileCount;
    this.files = fileCount === 0 ? [] : Buffer.from(bytes.buffer, at, pathBytes).toString("utf8").split("\n");
    this.files.forEach((f, i) => this.fileNumbers.set(f, i));
  }
  /** The index in `bytes`, or null when the bytes are not one. */
  static read(bytes) {
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes);
    if (aligned.length < 4 * HEADER_WORDS) return null;
    const [magic, fileCount, count2, nameBytes, postingBytes, pathBytes] = new Uint32Array(aligned.buffer, aligned.byteOffset, HEADER_WORDS);
    if (magic !== MAGIC) return null;
    const size = 4 * (HEADER_WORDS + (LISTS + 1) * count2 + 2) + nameBytes + postingBytes + BLOB_BYTES * fileCount + pathBytes;
    if (size !== aligned.length) return null;
    const index = new _NameIndex(aligned, fileCount, count2, nameBytes, postingBytes, pathBytes);
    return index.files.length === fileCount && index.wellFormed() ? index : null;
  }
  /**
   * Whether each section's offsets end where the section does. Each offset a lookup reads is checked as it is
   * read (see find and decode): checking all of them here cost more than a small request's lookups.
   */
  wellFormed() {
    return this.nameOffsets[this.nameOffsets.length - 1] === this.nameText.length && this.postingOffsets[this.postingOffsets.length - 1] === this.postings.length;
  }
  /** The blob id `file` had when the index was built, or null (not in the index, or it could not be read). */
  blobOf(file) {
    const i = this.fileNumbers.get(file);
    if (i === void 0) return null;
    const blob = this.blobs.toString("hex", BLOB_BYTES * i, BLOB_BYTES * (i + 1));
    return /^0+$/.test(blob) ? null : blob;
  }
  /**
   * Whether `file` had, when the index was built, the blob id `blobNow()` gives (asked only when the index holds
   * one for it): compared digit by digit, since a request asks it of every file of the tree.
   */
  sameBlob(file, blobNow) {
    const i = this.fileNumbers.get(file);
    if (i === void 0) return false;
    const at = BLOB_BYTES * i;
    let known = false;
    for (let k = 0; k < BLOB_BYTES; k++) if (this.blobs[at + k] !== 0) known = true;
    if (!known) return false;
    const blob = blobNow();
    if (blob.length !== 2 * BLOB_BYTES) return false;
    for (let k = 0; k < BLOB_BYTES; k++) {
      const high = hexDigit(blob.charCodeAt(2 * k));
      const low = hexDigit(blob.charCodeAt(2 * k + 1));
      if (high < 0 || low < 0 || this.blobs[at + k] !== high * 16 + low) return false;
    }
    return true;
  }
  /** The files whose facts hold `name`, in the order of `files`. */
  filesNaming(name) {
    return (this.list(name, MENTIONED_LIST) ?? []).map((i) => this.files[i]);
  }
  /** Whether `file`'s facts hold `name`. */
  names(file, name) {
    return this.holds(this.list(name, MENTIONED_LIST), file);
  }
  /**
   * The files whose facts declare or export `name` (sort "all"), or declare it as a member, or as anything but a
   * member, in the order of `files`.
   */
  filesDefining(name, sort = "all") {
    return (this.list(name, SORT_LIST[sort]) ?? []).map((i) => this.files[i]);
  }
  /** The files whose facts use, import or re-export `name`, in the order of `files`. */
  filesUsing(name) {
    return (this.list(name, USED_LIST) ?? []).map((i) => this.files[i]);
  }
  /** Whether `file`'s facts use, import or re-export `name`. */
  uses(file, name) {
    return this.holds(this.list(name, USED_LIST), file);
  }
  /** Whether `file` had facts: a file that had none was not parsed (binary, too large, a line too long). */
  hasFacts(file) {
    return this.holds(this.list("", MENTIONED_LIST, true), file);
  }
  /** Whether `file`'s facts declare or export `name`, or declare it as one sort (see filesDefining). */
  defines(file, name, sort = "all") {
    return this.holds(this.list(name, SORT_LIST[sort]), file);
  }
  holds(list, file) {
    const i = this.fileNumbers.get(file);
    if (!list || i === void 0) return false;
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >>> 1;
      const at = list[mid];
      if (at === i) return true;
      if (at < i) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
  /** One of a name's lists, decoded when first asked; the empty name's (the files with facts) only when asked for as such. */
  list(name, k, indexedFiles2 = false) {
    if (name === "" && !indexedFiles2) return void 0;
    let found = this.looked.get(name);
    if (found === void 0) {
      const n = this.find(byteString(name));
      found = n < 0 ? null : { n, lists: new Array(LISTS) };
      this.looked.set(name, found);
    }
    if (found === null) return void 0;
    let list = found.lists[k];
    if (list === void 0) {
      list = this.decode(LISTS * found.n + k);
      found.lists[k] = list;
    }
    return list;
  }
  /** The number of a name (as byteString gives it), or -1. */
  find(key) {
    let lo = 0;
    let hi = this.nameOffsets.length - 2;
    while (lo <= hi) {
      const mid = lo + hi >>> 1;
      const from = this.nameOffsets[mid];
      const to = this.nameOffsets[mid + 1];
      if (from > to || to > this.nameText.length) throw corruptIndex();
      const at = this.nameText.toString("latin1", from, to);
      if (at === key) return mid;
      if (at < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
  /** A posting list; a list that runs past its slot or names no file of the index is a corrupt file (a fault). */
  decode(slot) {
    let at = this.postingOffsets[slot];
    const end = this.postingOffsets[slot + 1];
    if (at > end || end > this.postings.length) throw corruptIndex();
    const read = /* @__PURE__ */ __name(() => {
      let n = 0;
      for (let shift = 0; shift <= 28; shift += 7) {
        if (at >= end) break;
        const b = this.postings[at++];
        n += (b & 127) * 2 ** shift;
        if (b < 128) return n;
      }
      throw corruptIndex();
    }, "read");
    const length = read();
    if (length > end - at) throw corruptIndex();
    const out = new Array(length);
    let last = 0;
    for (let k = 0; k < length; k++) {
      last += read();
      if (last >= this.files.length) throw corruptIndex();
      out[k] = last;
    }
    return out;
  }
};

// src/core/indexCache.ts
var FACTS_FORMAT = "odin-slice-facts-3";
var DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;
var versionHash = null;
function cacheVersion() {
  if (!versionHash) {
    const h = createHash("sha1").update(FACTS_FORMAT).update(FACTS_CODEC);
    for (const spec of languages()) {
      const { querySource: _q, wasmPath: _w, ...descriptor } = spec;
      h.update("\0").update(JSON.stringify(descriptor)).update("\0").update(extractionQuerySource(spec));
    }
    versionHash = h.digest("hex");
  }
  return versionHash;
}
__name(cacheVersion, "cacheVersion");
var engineHash = null;
function engineVersion() {
  if (!engineHash) {
    const h = createHash("sha1").update(cacheVersion());
    try {
      h.update(readFileSync2(fileURLToPath2(import.meta.url)));
    } catch {
      h.update(String(Date.now()));
    }
    engineHash = h.digest("hex");
  }
  return engineHash;
}
__name(engineVersion, "engineVersion");
var USE_TIME_GRAIN_MS = 60 * 60 * 1e3;
function readUsed(file) {
  const fd = openSync(file, "r");
  try {
    const st = fstatSync(fd);
    const bytes = Buffer.allocUnsafe(st.size);
    let read = 0;
    while (read < st.size) {
      const n = readSync(fd, bytes, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    const now = Date.now();
    try {
      if (now - st.mtimeMs > USE_TIME_GRAIN_MS) futimesSync(fd, now / 1e3, now / 1e3);
    } catch {
    }
    return read === st.size ? bytes : bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
__name(readUsed, "readUsed");
function blobId(bytes) {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
__name(blobId, "blobId");
function defaultCacheDirectory(env = process.env, platform = process.platform) {
  if (platform === "win32") return join2(env.LOCALAPPDATA ?? join2(homedir(), "AppData", "Local"), "odin-slice", "Cache");
  if (platform === "darwin") return join2(homedir(), "Library", "Caches", "odin-slice");
  return join2(env.XDG_CACHE_HOME || join2(homedir(), ".cache"), "odin-slice");
}
__name(defaultCacheDirectory, "defaultCacheDirectory");
function cacheFromEnvironment(env = process.env) {
  const given = env.ODIN_SLICE_CACHE_DIR;
  const dir = given === "off" ? null : given || defaultCacheDirectory(env);
  const mb = Number(env.ODIN_SLICE_CACHE_MAX_MB);
  return new IndexCache({ dir, maxBytes: Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_CACHE_MAX_BYTES });
}
__name(cacheFromEnvironment, "cacheFromEnvironment");
var TREE_FILE_SUFFIX = { report: ".json.gz", plainReport: ".report.json", names: ".names", entrypoints: ".entrypoints.json" };
var PLAIN_REPORT_BYTES = 4 * 1024 * 1024;
var RECORD_FIELDS = 5;
function recordsFrom(kept) {
  if (!Array.isArray(kept) || kept.length % RECORD_FIELDS !== 0) return null;
  const table = kept;
  const records = /* @__PURE__ */ new Map();
  for (let i = 0; i < table.length; i += RECORD_FIELDS) {
    const path = table[i];
    const stamp = table[i + 1];
    const blob = table[i + 2];
    const rules = table[i + 3];
    const reason = table[i + 4];
    if (typeof path !== "string" || typeof stamp !== "string" || typeof blob !== "string") return null;
    records.set(path, typeof rules === "string" ? { stamp, blob, rules, reason: reason ?? null } : { stamp, blob });
  }
  return records;
}
__name(recordsFrom, "recordsFrom");
var IndexCache = class {
  static {
    __name(this, "IndexCache");
  }
  dir;
  maxBytes;
  memory = /* @__PURE__ */ new Map();
  /** Each tree's file records by root, loaded from disk on first use; `dirty` ones are written back by `evict`. */
  tables = /* @__PURE__ */ new Map();
  written = 0;
  hits = 0;
  misses = 0;
  /** Entries written to disk by this process: a cache kept elsewhere between runs is worth saving only then. */
  stored = 0;
  constructor(options = {}) {
    this.dir = options.dir ? join2(options.dir, cacheVersion()) : null;
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
  }
  /**
   * The cache key of a file's facts: its language, its blob id and the reading rules it was parsed under
   * (`readingRules`). Facts are kept only for a file those rules let through, so finding them proves the file
   * parseable under the same rules without reading it: a shell that knows its files' blob ids from git reads none
   * of the files whose facts it loads.
   */
  keyOfBlob(spec, blob, rules) {
    return createHash("sha1").update(spec.name).update("\0").update(blob).update("\0").update(rules).digest("hex");
  }
  table(root) {
    let table = this.tables.get(root);
    if (!table) {
      const file = this.dir ? join2(this.dir, "stamps", `${createHash("sha1").update(root).digest("hex")}.json`) : null;
      let records = null;
      try {
        if (file) records = recordsFrom(JSON.parse(readFileSync2(file, "utf8")));
      } catch {
      }
      records ??= /* @__PURE__ */ new Map();
      table = { file, records, dirty: false };
      this.tables.set(root, table);
    }
    return table;
  }
  /**
   * Blob ids the shell knows for a tree's files without reading them (git's index of a fresh checkout): they
   * stand for the files' records, and nothing is stamped or recorded for those files.
   */
  knowBlobs(root, blobs) {
    this.givenBlobs.set(root, blobs);
  }
  /**
   * A file's stamp now (taken before its bytes are read, so that a change made while they are read shows later
   * as a new stamp) and what is known of it if that stamp shows it unchanged since: a file known so is neither
   * read nor hashed again, in this process or, with a directory, the next. A file whose blob id the shell gave
   * is known by it, unstamped.
   */
  lookup(root, path) {
    const given = this.givenBlobs.get(root)?.get(path);
    if (given !== void 0) return { stamp: null, record: { stamp: "", blob: given } };
    const at = `${root}\0${path}`;
    let stamp = this.stamps.get(at);
    if (stamp === void 0) {
      stamp = fileStamp(join2(root, path));
      this.stamps.set(at, stamp);
    }
    const record2 = stamp === null ? null : this.table(root).records.get(path) ?? null;
    return { stamp, record: record2 && record2.stamp === stamp ? record2 : null };
  }
  /** How many of a tree's files the cache has a record of (without checking that they are unchanged). */
  recordedCount(root, paths) {
    const records = this.table(root).records;
    let n = 0;
    for (const path of paths) if (records.has(path)) n++;
    return n;
  }
  /** Records what a file's bytes gave; nothing without a stamp. */
  record(root, path, stamp, blob, judged) {
    if (stamp === null) return;
    const table = this.table(root);
    table.records.set(path, judged ? { stamp, blob, ...judged } : { stamp, blob });
    table.dirty = true;
  }
  /** The blob id of a tree's file: from its record when its stamp is unchanged, else read and hashed. */
  blobOf(root, path) {
    const { stamp, record: record2 } = this.lookup(root, path);
    if (record2) return record2.blob;
    let blob;
    try {
      blob = blobId(readFileSync2(join2(root, path)));
    } catch {
      return "unreadable";
    }
    this.record(root, path, stamp, blob);
    return blob;
  }
  /** Writes back the file records that changed. */
  saveTables() {
    for (const table of this.tables.values()) {
      if (!table.dirty || !table.file) continue;
      table.dirty = false;
      const out = [];
      for (const [path, r] of table.records) out.push(path, r.stamp, r.blob, r.rules ?? null, r.reason ?? null);
      try {
        mkdirSync(join2(table.file, ".."), { recursive: true });
        const text = JSON.stringify(out);
        const temporary = `${table.file}.${process.pid}.tmp`;
        writeFileSync(temporary, text);
        renameSync(temporary, table.file);
        this.written += text.length;
      } catch {
      }
    }
  }
  /**
   * The key of a whole tree's index report: the engine, the reading rules, and every file of the tree (not only
   * those a grammar covers: manifests steer module resolution) by path and blob id. Null without a directory.
   */
  treeKey(repo) {
    if (!this.dir) return null;
    const known = this.treeKeys.get(repo);
    if (known !== void 0) return known;
    const h = createHash("sha1").update(engineVersion()).update(JSON.stringify(repo.limits));
    for (const path of repo.files()) h.update(`${path}\0${this.blobOf(repo.root, path)}
`);
    h.update(`beyond ${repo.filesBeyondLimit()}`);
    const key = h.digest("hex");
    this.treeKeys.set(repo, key);
    return key;
  }
  treeKeys = /* @__PURE__ */ new WeakMap();
  stamps = /* @__PURE__ */ new Map();
  givenBlobs = /* @__PURE__ */ new Map();
  treeFile(key, kind) {
    return join2(this.dir, "reports", `${key}${TREE_FILE_SUFFIX[kind]}`);
  }
  /** A tree's public entrypoints as putEntrypoints kept them, or null. */
  getEntrypoints(key) {
    const bytes = this.getTreeFile(key, "entrypoints");
    if (bytes === null) return null;
    try {
      const { definitions, programs } = JSON.parse(bytes.toString("utf8"));
      const strings = /* @__PURE__ */ __name((x) => Array.isArray(x) && x.every((v) => typeof v === "string"), "strings");
      return strings(definitions) && strings(programs) ? { definitions: new Set(definitions), programs: new Set(programs) } : null;
    } catch {
      return null;
    }
  }
  putEntrypoints(key, entry) {
    this.putTreeFile(key, "entrypoints", Buffer.from(JSON.stringify({ definitions: [...entry.definitions], programs: [...entry.programs] })));
  }
  /** A tree's report as JSON text, or null. */
  getReport(key) {
    const plain = this.getTreeFile(key, "plainReport");
    if (plain !== null) return plain.toString("utf8");
    const bytes = this.getTreeFile(key, "report");
    if (bytes === null) return null;
    try {
      return gunzipSync(bytes).toString("utf8");
    } catch {
      return null;
    }
  }
  /** Keeps a tree's report, compressed when large (reports repeat their paths and symbols over and over). */
  putReport(key, text) {
    if (text.length <= PLAIN_REPORT_BYTES) this.putTreeFile(key, "plainReport", Buffer.from(text, "utf8"));
    else this.putTreeFile(key, "report", gzipSync(text, { level: 1 }));
  }
  /**
   * The key the names of a tree's files are kept under (see nameIndex.ts): its lineage (Workspace's option), the
   * reading rules (a file past them holds none) and the index's format; the facts' format is the cache's folder.
   * Null without a directory.
   */
  namesKey(lineage, limits) {
    if (!this.dir) return null;
    return createHash("sha1").update(NAME_INDEX_FORMAT).update("\0").update(JSON.stringify(limits)).update("\0").update(lineage).digest("hex");
  }
  /** The name index kept by putNames, as written (not compressed: it is read in one go and searched in place). */
  getNames(key) {
    return this.getTreeFile(key, "names");
  }
  putNames(key, bytes) {
    this.putTreeFile(key, "names", bytes);
  }
  getTreeFile(key, kind) {
    if (!this.dir) return null;
    const file = this.treeFile(key, kind);
    try {
      return readUsed(file);
    } catch {
      return null;
    }
  }
  putTreeFile(key, kind, bytes) {
    if (!this.dir) return;
    const file = this.treeFile(key, kind);
    try {
      mkdirSync(join2(this.dir, "reports"), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, bytes);
      renameSync(temporary, file);
      this.written += bytes.length;
    } catch {
    }
  }
  file(key) {
    return join2(this.dir, key.slice(0, 2), `${key.slice(2)}.json`);
  }
  get(key, path) {
    let stored = this.memory.get(key);
    if (!stored && this.dir) {
      const file = this.file(key);
      try {
        stored = decodeFacts(readUsed(file));
        this.memory.set(key, stored);
      } catch {
        stored = void 0;
      }
    }
    if (!stored) {
      this.misses++;
      return null;
    }
    this.hits++;
    return factsAtPath(stored, path);
  }
  /** `json`: the facts as JSON text when the caller has it already (from a parse worker), to write as is. */
  put(key, facts, json = null) {
    this.memory.set(key, facts);
    if (!this.dir) return;
    const file = this.file(key);
    try {
      mkdirSync(join2(this.dir, key.slice(0, 2)), { recursive: true });
      const text = json ?? encodeFacts(facts);
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, text);
      renameSync(temporary, file);
      this.written += text.length;
      this.stored++;
    } catch {
    }
  }
  /** Removes the least recently used entries (and older versions' folders) while the cache is over its bound. */
  evict() {
    this.saveTables();
    if (!this.dir || this.written === 0) return;
    const top = join2(this.dir, "..");
    const ledger = join2(top, "usage.json");
    const recorded = readLedger(ledger);
    const estimate = recorded === null ? null : recorded + this.written;
    this.written = 0;
    if (estimate !== null && estimate <= this.maxBytes) {
      writeLedger(ledger, estimate);
      return;
    }
    const entries = [];
    let total = 0;
    try {
      for (const version of readdirSync2(top)) {
        if (!/^[0-9a-f]{40}$/.test(version)) continue;
        const versionDir = join2(top, version);
        const old = versionDir !== this.dir;
        for (const shard of readdirSync2(versionDir)) {
          const named = shard === "reports" ? /^[0-9a-f]{40}(?:\.json\.gz|\.report\.json|\.names|\.entrypoints\.json)$/ : shard === "stamps" ? /^[0-9a-f]{40}\.json$/ : /^[0-9a-f]{2}$/.test(shard) ? /^[0-9a-f]{38}\.json$/ : null;
          if (!named) continue;
          for (const name of readdirSync2(join2(versionDir, shard))) {
            if (!named.test(name)) continue;
            const file = join2(versionDir, shard, name);
            const st = statSync(file);
            entries.push({ file, size: st.size, used: old ? 0 : st.mtimeMs });
            total += st.size;
          }
        }
      }
    } catch {
      return;
    }
    if (total > this.maxBytes) {
      entries.sort((a, b) => a.used - b.used);
      const target = this.maxBytes * 0.9;
      for (const e of entries) {
        if (total <= target) break;
        rmSync(e.file, { force: true });
        total -= e.size;
      }
    }
    writeLedger(ledger, total);
  }
};
function readLedger(file) {
  try {
    const bytes = JSON.parse(readFileSync2(file, "utf8")).bytes;
    return typeof bytes === "number" && Number.isFinite(bytes) && bytes >= 0 ? bytes : null;
  } catch {
    return null;
  }
}
__name(readLedger, "readLedger");
function writeLedger(file, bytes) {
  try {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ bytes }));
    renameSync(temporary, file);
  } catch {
  }
}
__name(writeLedger, "writeLedger");

// src/cli/packetOptions.ts
var PACKET_OPTIONS = {
  root: { type: "string" },
  anchor: { type: "string" },
  task: { type: "string" },
  mode: { type: "string" },
  depth: { type: "string" },
  peer: { type: "string" },
  budget: { type: "string" }
};

// src/core/failure.ts
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
  analysis_unavailable: "This file's language has no parser here: use neighborhood mode with a line-range or path anchor.",
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

// src/core/repository.ts
import { lstatSync as lstatSync2, readdirSync as readdirSync3, readFileSync as readFileSync3, realpathSync, statSync as statSync2 } from "node:fs";
import { isAbsolute, join as join3, relative, sep } from "node:path";

// src/core/lines.ts
function normalizeNewlines(text) {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}
__name(normalizeNewlines, "normalizeNewlines");
function splitLines(normalized) {
  if (normalized.length === 0) return [];
  const lines = normalized.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}
__name(splitLines, "splitLines");
function sliceLines(lines, start, end) {
  return lines.slice(start - 1, end).join("\n");
}
__name(sliceLines, "sliceLines");

// src/core/repository.ts
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set([
  ".git",
  "node_modules",
  "vendor",
  "dist",
  "build",
  "target"
]);
var DEFAULT_LIMITS = { maxFileBytes: 1024 * 1024, maxLineLength: 4096, maxFiles: 2e5 };
function readingRules(limits) {
  return `${limits.maxFileBytes}/${limits.maxLineLength}`;
}
__name(readingRules, "readingRules");
var listings = /* @__PURE__ */ new Map();
var LISTINGS_KEPT = 4;
function listTree(root) {
  const last = listings.get(root);
  if (last && [...last.folders].every(([dir, stamp]) => fileStamp(join3(root, dir)) === stamp)) return last.files;
  const out = [];
  const folders = /* @__PURE__ */ new Map();
  let stamped = true;
  const stack = [""];
  while (stack.length > 0) {
    const dir = stack.pop();
    const stamp = fileStamp(join3(root, dir));
    if (stamp === null) stamped = false;
    else folders.set(dir, stamp);
    let entries;
    try {
      entries = readdirSync3(join3(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const rel = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) stack.push(rel);
      } else if (entry.isFile()) {
        out.push(rel);
      }
    }
  }
  out.sort();
  listings.delete(root);
  if (stamped) {
    listings.set(root, { folders, files: out });
    if (listings.size > LISTINGS_KEPT) listings.delete(listings.keys().next().value);
  }
  return out;
}
__name(listTree, "listTree");
function toPosix(p) {
  return sep === "/" ? p : p.split(sep).join("/");
}
__name(toPosix, "toPosix");
var Repository = class _Repository {
  static {
    __name(this, "Repository");
  }
  root;
  limits;
  fileList = null;
  beyond = 0;
  cache = /* @__PURE__ */ new Map();
  constructor(root, limits) {
    this.root = root;
    this.limits = limits;
  }
  /** Opens a tree by its canonical path; null when it is not a directory. */
  static open(root, limits = DEFAULT_LIMITS) {
    let canonical;
    try {
      canonical = realpathSync(root);
      if (!statSync2(canonical).isDirectory()) return null;
    } catch {
      return null;
    }
    return new _Repository(canonical, limits);
  }
  /**
   * Turns a user-given path into a repository-relative POSIX path, refusing absolute paths, `..` that leaves
   * the root, NUL bytes, `.git` and any link whose target lies outside the root.
   */
  checkPath(given) {
    if (given.includes("\0")) return { ok: false, kind: "invalid_anchor", message: "the path contains a NUL byte" };
    if (given.length === 0) return { ok: false, kind: "invalid_anchor", message: "the path is empty" };
    if (isAbsolute(given) || /^[A-Za-z]:[\\/]/.test(given) || given.startsWith("\\")) {
      return { ok: false, kind: "path_outside_root", message: `absolute path ${JSON.stringify(given)} is not allowed` };
    }
    const segments = [];
    for (const segment of given.replace(/\\/g, "/").split("/")) {
      if (segment === "" || segment === ".") continue;
      if (segment === "..") {
        if (segments.length === 0) {
          return { ok: false, kind: "path_outside_root", message: `${JSON.stringify(given)} leaves the repository` };
        }
        segments.pop();
      } else segments.push(segment);
    }
    if (segments.length === 0) return { ok: false, kind: "invalid_anchor", message: "the path names the root itself" };
    if (segments[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    const joined = join3(this.root, ...segments);
    let real;
    try {
      real = realpathSync(joined);
    } catch {
      if (this.leavesThroughLink(segments)) {
        return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} goes through a link that does not resolve inside the repository` };
      }
      return { ok: false, kind: "invalid_anchor", message: `${segments.join("/")} does not exist at this commit` };
    }
    const rel = relative(this.root, real);
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) {
      return { ok: false, kind: "path_outside_root", message: `${segments.join("/")} resolves outside the repository` };
    }
    const relPosix = toPosix(rel);
    if (relPosix.split("/")[0] === ".git") {
      return { ok: false, kind: "invalid_anchor", message: "files under .git are not part of the source tree" };
    }
    try {
      if (!statSync2(real).isFile()) return { ok: false, kind: "invalid_anchor", message: `${relPosix} is not a file` };
    } catch {
      return { ok: false, kind: "invalid_anchor", message: `${relPosix} cannot be read` };
    }
    return { ok: true, path: relPosix };
  }
  /** Whether some prefix of the path is a link that resolves outside the root or not at all. */
  leavesThroughLink(segments) {
    for (let n = 1; n <= segments.length; n++) {
      const prefix = join3(this.root, ...segments.slice(0, n));
      let isLink;
      try {
        isLink = lstatSync2(prefix).isSymbolicLink();
      } catch {
        return false;
      }
      if (!isLink) continue;
      try {
        const rel = relative(this.root, realpathSync(prefix));
        if (rel.startsWith("..") || isAbsolute(rel)) return true;
      } catch {
        return true;
      }
    }
    return false;
  }
  /** Whether a relative path names anything in the tree (a file, a folder or a link, even a dangling one). */
  exists(given) {
    if (given.includes("\0") || isAbsolute(given)) return false;
    try {
      lstatSync2(join3(this.root, given));
      return true;
    } catch {
      return false;
    }
  }
  /** How many files the tree holds beyond `maxFiles`; they are never indexed (see `files`). */
  filesBeyondLimit() {
    this.files();
    return this.beyond;
  }
  /**
   * Every indexable file path, sorted; links are not followed and skipped folders are not entered. A tree with
   * more than `maxFiles` files is cut to the first ones in path order, so a huge tree costs bounded time and memory
   * and the packet says the index was partial, instead of the request running until something times out.
   */
  files() {
    if (this.fileList) return this.fileList;
    const out = listTree(this.root);
    this.beyond = Math.max(0, out.length - this.limits.maxFiles);
    this.fileList = this.beyond > 0 ? out.slice(0, this.limits.maxFiles) : out;
    return this.fileList;
  }
  /** Whether a path lies in a folder the index skips (vendored or generated). */
  static isInSkippedDirectory(path) {
    return path.split("/").slice(0, -1).some((segment) => SKIPPED_DIRECTORIES.has(segment));
  }
  /**
   * Reads a repository-relative path that `checkPath` produced or `files` listed; null when it cannot be read.
   */
  read(path) {
    const cached = this.cache.get(path);
    if (cached !== void 0) return cached;
    const result = this.readUncached(path);
    this.cache.set(path, result);
    return result;
  }
  /** The current bytes, never cached: the verifier re-reads what the builder read. */
  readFresh(path) {
    return this.readUncached(path);
  }
  readUncached(path) {
    const checked = this.checkPath(path);
    if (!checked.ok || checked.path !== path) return null;
    let buffer;
    try {
      buffer = readFileSync3(join3(this.root, path));
    } catch {
      return null;
    }
    if (buffer.includes(0)) return { binary: true, path };
    const text = normalizeNewlines(buffer.toString("utf8"));
    const lines = splitLines(text);
    let skip = null;
    if (buffer.length > this.limits.maxFileBytes) skip = `larger than ${this.limits.maxFileBytes} bytes`;
    else if (lines.some((line) => line.length > this.limits.maxLineLength)) {
      skip = `has a line longer than ${this.limits.maxLineLength} characters (minified or generated)`;
    }
    return { binary: false, path, text, lines, skip };
  }
};

// src/core/anchor.ts
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

// src/core/packet.ts
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
function sliceBytes(s) {
  return Buffer.byteLength(JSON.stringify(orderedSlice(s)), "utf8");
}
__name(sliceBytes, "sliceBytes");
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
  /** Bytes of the frame with empty lists, by the estimate it states (only its digits change the size). */
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
    let bytes = this.frameBytes.get(used);
    if (bytes === void 0) {
      const empty = {
        ...this.frame,
        budget: { limit_estimated_tokens: this.frame.budget.limit_estimated_tokens, used_estimated_tokens: used },
        slices: [],
        uncertain_edges: [],
        omissions: []
      };
      bytes = Buffer.byteLength(serializePacket(empty), "utf8");
      this.frameBytes.set(used, bytes);
    }
    return bytes;
  }
};
function listBytes(list) {
  return list.count === 0 ? 0 : list.bytes + list.count - 1;
}
__name(listBytes, "listBytes");

// src/core/tokens.ts
function estimateTokens(text) {
  return Math.ceil(Buffer.byteLength(text, "utf8") / 4);
}
__name(estimateTokens, "estimateTokens");
function fixedPointTokens(serializeWith) {
  let used = 0;
  for (; ; ) {
    const bytes = serializeWith(used);
    const next = estimateTokens(bytes);
    if (next === used) return { used, bytes };
    used = next;
  }
}
__name(fixedPointTokens, "fixedPointTokens");

// src/core/budget.ts
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
function applyBudget(frame, mandatory, candidates, looseEdges, otherOmissions) {
  const limit = frame.budget.limit_estimated_tokens;
  const size = new PacketMeasure(frame);
  const slices = mandatory.map((c) => c.slice);
  let sliceSize = slices.reduce((list, slice) => withElement(list, sliceBytes(slice)), EMPTY_LIST);
  const edges = [];
  const edgesIn = /* @__PURE__ */ new Set();
  let edgeSize = EMPTY_LIST;
  const withEdges = /* @__PURE__ */ __name((list) => {
    let grown = edgeSize;
    const added = [];
    for (const edge of list) {
      const json = edgeJson(edge);
      if (edgesIn.has(json) || added.includes(json)) continue;
      added.push(json);
      grown = withElement(grown, Buffer.byteLength(json, "utf8"));
    }
    return { size: grown, added };
  }, "withEdges");
  const take = /* @__PURE__ */ __name((list, grown) => {
    edges.push(...list);
    edgeSize = grown.size;
    for (const json of grown.added) edgesIn.add(json);
  }, "take");
  const anchorOnly = size.tokens(sliceSize, EMPTY_LIST, EMPTY_LIST);
  if (anchorOnly > limit) return { fits: false, anchorTokens: anchorOnly };
  const addEdgesThatFit = /* @__PURE__ */ __name((list) => {
    for (const edge of [...list].sort(compareUncertainEdges)) {
      const grown = withEdges([edge]);
      if (size.tokens(sliceSize, grown.size, EMPTY_LIST) <= limit) take([edge], grown);
    }
  }, "addEdgesThatFit");
  addEdgesThatFit(mandatory.flatMap((c) => c.uncertainEdges));
  const omitted = [];
  for (const c of [...candidates].sort((a, b) => compareSlices(a.slice, b.slice))) {
    const trialSlices = withElement(sliceSize, sliceBytes(c.slice));
    const grown = withEdges(c.uncertainEdges);
    if (size.tokens(trialSlices, grown.size, EMPTY_LIST) <= limit) {
      slices.push(c.slice);
      sliceSize = trialSlices;
      take(c.uncertainEdges, grown);
    } else {
      omitted.push({ candidate: rangeLabel(c.slice.file, c.slice.start_line, c.slice.end_line), reason: "budget" });
    }
  }
  addEdgesThatFit(looseEdges);
  const kept = new Set(slices.map((s) => rangeLabel(s.file, s.start_line, s.end_line)));
  const others = otherOmissions.filter((o) => !kept.has(o.candidate));
  const allOmissions = dedupeSorted([...omitted, ...others].sort(compareOmissions), compareOmissions);
  const omissionSize = /* @__PURE__ */ new Map();
  const sizeOfOmissions = /* @__PURE__ */ __name((list) => list.reduce((total, o) => {
    let bytes = omissionSize.get(o);
    if (bytes === void 0) {
      bytes = omissionBytes(o);
      omissionSize.set(o, bytes);
    }
    return withElement(total, bytes);
  }, EMPTY_LIST), "sizeOfOmissions");
  const omissions = fitOmissions(allOmissions, (list) => size.tokens(sliceSize, edgeSize, sizeOfOmissions(list)) <= limit);
  const final = measure(frame, slices, edges, omissions);
  return { fits: true, packet: assemble(frame, slices, edges, omissions, final.used), bytes: final.bytes };
}
__name(applyBudget, "applyBudget");
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
function fitOmissions(all2, fits) {
  if (fits(all2)) return all2;
  const withSummary = largestFitting(all2.length - 1, (n) => fits([...all2.slice(0, n), SUMMARY_OMISSION]));
  if (withSummary >= 0) return [...all2.slice(0, withSummary), SUMMARY_OMISSION];
  return all2.slice(0, Math.max(0, largestFitting(all2.length - 1, (n) => fits(all2.slice(0, n)))));
}
__name(fitOmissions, "fitOmissions");

// src/core/contextRequest.ts
function rejectRequest(request, reason, range = null) {
  return { symbol_or_range: request.symbol_or_range, why_needed: request.reason, range, disposition: "rejected", reason };
}
__name(rejectRequest, "rejectRequest");
function acceptRequest(request, range, reason) {
  return { symbol_or_range: request.symbol_or_range, why_needed: request.reason, range, disposition: "accepted", reason };
}
__name(acceptRequest, "acceptRequest");

// src/core/resolver.ts
var SCRIPT_EXTENSIONS = [".ts", ".tsx", ".d.ts", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
var JS_TO_TS = {
  ".js": [".ts", ".tsx", ".d.ts"],
  ".jsx": [".tsx"],
  ".mjs": [".mts", ".d.mts"],
  ".cjs": [".cts", ".d.cts"]
};
function normalizePosix(path) {
  const out = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(segment);
  }
  return out.join("/");
}
__name(normalizePosix, "normalizePosix");
function dirnamePosix(path) {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}
__name(dirnamePosix, "dirnamePosix");
function scriptCandidates(base, declarationsFirst = false) {
  const out = declarationsFirst ? [] : [base];
  for (const [js, tsList] of Object.entries(JS_TO_TS)) {
    if (base.endsWith(js)) for (const ts of tsList) out.push(base.slice(0, -js.length) + ts);
  }
  if (declarationsFirst) out.push(base);
  for (const ext of SCRIPT_EXTENSIONS) out.push(base + ext);
  for (const ext of SCRIPT_EXTENSIONS) out.push(`${base}/index${ext}`);
  return out;
}
__name(scriptCandidates, "scriptCandidates");
var ecmascript = /* @__PURE__ */ __name((fromFile, specifier, files, read) => {
  if (!specifier.startsWith("./") && !specifier.startsWith("../") && specifier !== "." && specifier !== "..") {
    return selfReference(fromFile, specifier, files, read);
  }
  const dir = dirnamePosix(fromFile);
  const base = normalizePosix(dir === "" ? specifier : `${dir}/${specifier}`);
  if (base === null) return { t: "missing" };
  const declarationsFirst = languageForPath(fromFile)?.declarationsFirst === true;
  for (const candidate of scriptCandidates(base, declarationsFirst)) if (files.has(candidate)) return { t: "file", path: candidate };
  return { t: "missing" };
}, "ecmascript");
var manifests = /* @__PURE__ */ new WeakMap();
function manifest(path, read) {
  let cache2 = manifests.get(read);
  if (!cache2) {
    cache2 = /* @__PURE__ */ new Map();
    manifests.set(read, cache2);
  }
  if (!cache2.has(path)) {
    let parsed = null;
    try {
      const value = JSON.parse(read(path) ?? "null");
      if (value && typeof value === "object") parsed = value;
    } catch {
      parsed = null;
    }
    cache2.set(path, parsed);
  }
  return cache2.get(path) ?? null;
}
__name(manifest, "manifest");
function selfReference(fromFile, specifier, files, read) {
  const conditions = languageForPath(fromFile)?.exportConditions;
  if (!read || !conditions) return { t: "external" };
  let dir = dirnamePosix(fromFile);
  while (!files.has(joinPosix(dir, "package.json"))) {
    if (dir === "") return { t: "external" };
    dir = dirnamePosix(dir);
  }
  const pkg = manifest(joinPosix(dir, "package.json"), read);
  const name = pkg?.name;
  if (typeof name !== "string" || pkg?.exports === void 0 || pkg.exports === null) return { t: "external" };
  if (specifier !== name && !specifier.startsWith(`${name}/`)) return { t: "external" };
  const subpath = `.${specifier.slice(name.length)}`;
  const target = exportTarget(pkg.exports, subpath, new Set(conditions));
  if (target === null || !target.startsWith("./")) return { t: "missing" };
  const base = normalizePosix(joinPosix(dir, target.slice(2)));
  if (base === null) return { t: "missing" };
  const declarationsFirst = languageForPath(fromFile)?.declarationsFirst === true;
  for (const candidate of scriptCandidates(base, declarationsFirst)) if (files.has(candidate)) return { t: "file", path: candidate };
  return { t: "external" };
}
__name(selfReference, "selfReference");
function exportTarget(exports, subpath, conditions) {
  const isSubpathMap = exports !== null && typeof exports === "object" && !Array.isArray(exports) && Object.keys(exports).some((k) => k.startsWith("."));
  if (!isSubpathMap) return subpath === "." ? conditional(exports, conditions, null) : null;
  const map = exports;
  if (Object.hasOwn(map, subpath)) return conditional(map[subpath], conditions, null);
  let best = null;
  for (const key of Object.keys(map)) {
    const star = key.indexOf("*");
    if (star < 0 || key.indexOf("*", star + 1) >= 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (!subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < key.length - 1) continue;
    if (!best || prefix.length > best.key.indexOf("*")) best = { key, star: subpath.slice(prefix.length, subpath.length - suffix.length) };
  }
  return best ? conditional(map[best.key], conditions, best.star) : null;
}
__name(exportTarget, "exportTarget");
function conditional(target, conditions, star) {
  if (typeof target === "string") return star === null ? target : target.split("*").join(star);
  if (Array.isArray(target)) {
    for (const t of target) {
      const found = conditional(t, conditions, star);
      if (found !== null) return found;
    }
    return null;
  }
  if (target === null || typeof target !== "object") return null;
  for (const [key, value] of Object.entries(target)) {
    if (!conditions.has(key)) continue;
    const found = conditional(value, conditions, star);
    if (found !== null) return found;
  }
  return null;
}
__name(conditional, "conditional");
var directoryIndexes = /* @__PURE__ */ new WeakMap();
function filesInDirectory(dir, files) {
  let index = directoryIndexes.get(files);
  if (!index) {
    index = /* @__PURE__ */ new Map();
    for (const f of [...files].sort()) {
      const d = dirnamePosix(f);
      const list = index.get(d);
      if (list) list.push(f);
      else index.set(d, [f]);
    }
    directoryIndexes.set(files, index);
  }
  return index.get(dir) ?? [];
}
__name(filesInDirectory, "filesInDirectory");
function joinPosix(dir, rest) {
  return dir === "" ? rest : `${dir}/${rest}`;
}
__name(joinPosix, "joinPosix");
var ecmascriptModules = { resolve: ecmascript, scope: dirnamePosix };

// src/core/modules/go.ts
var MODULE_LINE = /^\s*module\s+("?)([^\s"]+)\1\s*$/m;
function goModDirectory(file, files) {
  for (let dir = dirnamePosix(file); ; dir = dirnamePosix(dir)) {
    if (files.has(joinPosix(dir, "go.mod"))) return dir;
    if (dir === "") return null;
  }
}
__name(goModDirectory, "goModDirectory");
function isSource(file) {
  return file.endsWith(".go") && !file.endsWith("_test.go");
}
__name(isSource, "isSource");
var goModules = {
  scope: dirnamePosix,
  resolve(fromFile, specifier, files, read) {
    const modDir = goModDirectory(fromFile, files);
    if (modDir === null || !read) return { t: "external" };
    const module = MODULE_LINE.exec(read(joinPosix(modDir, "go.mod")) ?? "")?.[2];
    if (!module) return { t: "external" };
    let rel;
    if (specifier === module) rel = "";
    else if (specifier.startsWith(`${module}/`)) rel = specifier.slice(module.length + 1);
    else if (module === "std" && !specifier.split("/")[0]?.includes(".")) rel = specifier;
    else return { t: "external" };
    const dir = joinPosix(modDir, rel);
    const sources = filesInDirectory(dir, files).filter(isSource);
    if (sources.length === 0) return module === "std" ? { t: "external" } : { t: "missing" };
    return { t: "package", path: dir, files: sources };
  },
  packageOf(file, files) {
    const dir = dirnamePosix(file);
    return { path: dir, files: filesInDirectory(dir, files).filter((f) => f.endsWith(".go")) };
  },
  modulePath: /* @__PURE__ */ __name((_file, _files, packageName) => packageName === null ? [] : [packageName], "modulePath")
};

// src/core/modules/java.ts
function javaFiles(dir, files) {
  return filesInDirectory(dir, files).filter((f) => f.endsWith(".java"));
}
__name(javaFiles, "javaFiles");
var javaModules = {
  scope: dirnamePosix,
  resolve(fromFile, specifier, files) {
    const rel = specifier.split(".").join("/");
    for (let dir = dirnamePosix(fromFile); ; dir = dirnamePosix(dir)) {
      const asPackage = javaFiles(joinPosix(dir, rel), files);
      if (asPackage.length > 0) return { t: "package", path: joinPosix(dir, rel), files: asPackage };
      const asClass = joinPosix(dir, `${rel}.java`);
      if (files.has(asClass)) return { t: "file", path: asClass };
      if (dir === "") return { t: "external" };
    }
  },
  packageOf(file, files) {
    const dir = dirnamePosix(file);
    return { path: dir, files: javaFiles(dir, files) };
  },
  modulePath: /* @__PURE__ */ __name((_file, _files, packageName) => packageName === null ? [] : packageName.split("."), "modulePath")
};

// src/core/modules/python.ts
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
var PACKAGE_NAME = /^\s*\[package\][^[]*?^\s*name\s*=\s*"([^"]+)"/m;
function findCrate(file, files, read) {
  for (let dir = dirnamePosix(file); ; dir = dirnamePosix(dir)) {
    const manifest2 = joinPosix(dir, "Cargo.toml");
    if (files.has(manifest2)) {
      const src = joinPosix(dir, "src");
      if (!file.startsWith(`${src}/`)) return null;
      const declared = read ? PACKAGE_NAME.exec(read(manifest2) ?? "")?.[1] : void 0;
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
var CONTAINERS = /* @__PURE__ */ new Set(["class", "interface", "enum", "module"]);
function defKey(ref) {
  return `${ref.file}#${ref.def}`;
}
__name(defKey, "defKey");
var CodeGraph = class {
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
  /** How often this graph has found a file it needs not indexed yet: while never, all it has answered is final. */
  needs = 0;
  /**
   * Uses resolved by earlier graphs of the same workspace before they needed any file: the index only grows, so
   * those answers stand, and a question asked again round after round does not resolve them again.
   */
  settled;
  /** The uses this graph resolved while some file they needed was missing (see partial), by file and place. */
  partialUses = /* @__PURE__ */ new Set();
  /** `read` lets module systems consult manifests (go.mod) of the tree; `text` finds the files naming a name. */
  constructor(index, files, text, read, settled = null) {
    this.index = index;
    this.files = files;
    this.text = text;
    this.read = read;
    this.settled = settled;
  }
  need(file) {
    this.missing.add(file);
    this.needs++;
  }
  /**
   * Per cache, the keys of answers given while some file they needed was missing. Such an answer is kept for the
   * round (it is asked again and again) but counts as a need each time it is read, so that nothing built on it
   * is taken for final.
   */
  partial = /* @__PURE__ */ new Map();
  /** The answer kept in `cache` under `key`, computed on first ask. */
  kept(cache2, key, compute) {
    let value = cache2.get(key);
    if (value !== void 0) {
      if (this.partial.size > 0 && this.partial.get(cache2)?.has(key)) this.needs++;
      return value;
    }
    const before = this.needs;
    value = compute();
    cache2.set(key, value);
    if (this.needs !== before) {
      let keys = this.partial.get(cache2);
      if (!keys) {
        keys = /* @__PURE__ */ new Set();
        this.partial.set(cache2, keys);
      }
      keys.add(key);
    }
    return value;
  }
  /** The answer kept under two keys, computed on first ask. */
  keptUnder(cache2, a, b, compute) {
    let inner = cache2.get(a);
    if (!inner) {
      inner = /* @__PURE__ */ new Map();
      cache2.set(a, inner);
    }
    return this.kept(inner, b, compute);
  }
  /** Throws FilesNeeded when some answer given so far lacked files: a place to stop and index them. */
  /**
   * Whether this graph is the whole-tree reference, which answers each question the plainest way (every file's
   * uses resolved, no search narrowed), for the on-demand answers to be tested against.
   */
  get isReference() {
    return this.text.isUnfiltered;
  }
  checkpoint() {
    if (this.missing.size > 0) throw new FilesNeeded([...this.missing].sort());
  }
  indexable(file) {
    return this.files.has(file) && languageForPath(file) !== null;
  }
  /** Whether a file could not be indexed (binary, too large, the parse gave up). */
  unavailable(path) {
    if (this.index.unavailable.has(path)) return true;
    if (!this.index.facts.has(path) && this.indexable(path)) this.need(path);
    return false;
  }
  /** Whether a file is unavailable for a reason its bytes show (binary, too large, minified), without parsing it. */
  skippedWithoutParse(file) {
    if (this.index.unavailable.has(file)) return true;
    if (this.index.facts.has(file) || !this.indexable(file)) return false;
    if (!this.text.skipped(file)) return false;
    this.need(file);
    return true;
  }
  system(file) {
    const spec = languageForPath(file);
    return spec ? MODULE_SYSTEMS[spec.moduleSystem] ?? null : null;
  }
  /** The module path a file's names are qualified with (empty where the language has none). */
  modulePath(file) {
    return this.kept(this.modulePaths, file, () => {
      const modulePathOf = this.system(file)?.modulePath;
      return modulePathOf ? modulePathOf(file, this.files, this.facts(file)?.packageName ?? null, this.read) : [];
    });
  }
  /** Module path, then the chain of enclosing declarations: what a symbol anchor is matched against. */
  qualifiedSegments(ref) {
    return [...this.modulePath(ref.file), ...this.definition(ref).chain];
  }
  /** The qualified name as the language writes it (`pkg.mod.Class.method`, `crate::mod::Type::method`). */
  symbolOf(ref) {
    return this.qualifiedSegments(ref).join(languageForPath(ref.file)?.symbolSeparator ?? ".");
  }
  facts(file) {
    const facts = this.index.facts.get(file);
    if (facts) return facts;
    if (!this.index.unavailable.has(file) && this.indexable(file)) this.need(file);
    return null;
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
    return this.kept(this.byName, name, () => {
      const list = [];
      for (const file of this.filesNaming(name)) {
        if (!this.mayDefine(file, name)) continue;
        this.facts(file)?.definitions.forEach((def, i) => {
          if (def.name === name) list.push({ file, def: i });
        });
      }
      return list;
    });
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
  namedKept(kept, file, name, members) {
    const scope = this.privateScope(file, name);
    const key = scope ? `${scope.key}\0${name}` : name;
    return this.kept(kept, key, () => {
      const sort = members ? "members" : "others";
      const files = scope ? this.packageFilesOf(file, scope).filter((f) => this.mayDefine(f, name, sort)) : this.filesThatMayDefine(name, sort);
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
   * The definitions of `name` in `files` (those that may declare it) that are members (or, with `members` false, are not), in path and
   * position order, up to one more than MAX_LISTED_CANDIDATES: what an uncertain edge lists or counts. Files
   * are asked for in order only until that many could be found, so that a name declared in many files costs a
   * few parses rather than one per file; once no file is missing the answer is the first ones of the tree.
   * Files that only seem to declare the name (a field, a call the text cannot tell apart) are common, so each
   * time the name is asked again, as many more files are asked for as were indexed already: a name is settled
   * in a few rounds however many such files there are.
   */
  firstDefinitionsNamed(files, name, members) {
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
  /** The files that may use `name` meaning a definition of `file`: its package's for a private name, else any that mention it. */
  filesThatMayUse(file, name) {
    const scope = this.privateScope(file, name);
    return scope ? scope.files.filter((f) => this.text.uses(f, name)) : this.text.filesUsing(name);
  }
  /** The use a file's reference `i` makes, resolved once. */
  useAt(file, facts, i, ref) {
    let list = this.resolved.get(file);
    if (!list) {
      list = new Array(referenceCount(facts));
      this.resolved.set(file, list);
    }
    let use = list[i];
    if (use === void 0) {
      const earlier = this.settled?.get(file)?.[i];
      if (earlier !== void 0) use = earlier;
      else {
        const before = this.needs;
        use = this.resolveUse(file, facts, ref ?? facts.references[i]);
        if (this.needs === before) {
          if (this.settled) {
            let kept = this.settled.get(file);
            if (!kept) {
              kept = new Array(list.length);
              this.settled.set(file, kept);
            }
            kept[i] = use;
          }
        } else this.partialUses.add(`${file}\0${i}`);
      }
      list[i] = use;
    } else if (this.partialUses.size > 0 && this.partialUses.has(`${file}\0${i}`)) this.needs++;
    return use;
  }
  /** Uses located on lines start..end of a file. */
  usesWithin(file, start, end) {
    const facts = this.facts(file);
    if (!facts) return [];
    const out = [];
    facts.references.forEach((r, i) => {
      if (r.line < start || r.line > end) return;
      const use = this.useAt(file, facts, i);
      if (use) out.push(use);
    });
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
    queue.push({ path: ref.file, name: target.name });
    while (queue.length > 0) {
      const { path, name } = queue.shift();
      const files = name === "default" ? this.importersOf(path) : this.filesThatMayUse(path, name);
      for (const file of files) {
        const facts = this.facts(file);
        if (!facts) continue;
        for (const e of facts.exports) {
          if (!("exported" in e) || names.has(e.exported) || e.exported === "default" && defaults.has(file)) continue;
          const imported = "local" in e ? e.local.t === "import" ? facts.imports[e.local.imp].imported : null : e.imported;
          if (imported === null || imported !== name && !(imported === "default" && name === "default")) continue;
          if (leadsHere(file, e.exported)) add(file, e.exported);
        }
      }
    }
    return { names, defaults };
  }
  /** The files whose imports may name a module: those that mention its file name (or its folder, for an index). */
  importersOf(path) {
    const base = path.slice(path.lastIndexOf("/") + 1);
    const stem = base.slice(0, base.indexOf(".") < 0 ? base.length : base.indexOf("."));
    const dir = dirnamePosix(path);
    const folder = dir.slice(dir.lastIndexOf("/") + 1);
    return this.text.files.filter(
      (f) => stem !== "" && this.text.contains(f, stem) || folder !== "" && this.text.contains(f, folder) || this.text.matches(f, DOTS_ONLY_SPECIFIER)
    );
  }
  /** Certain uses of a definition, from anywhere. */
  usesOf(ref) {
    return this.kept(this.incomingCache, defKey(ref), () => this.findUsesOf(ref));
  }
  findUsesOf(ref) {
    const out = [];
    const collect = /* @__PURE__ */ __name((file, facts, i, r) => {
      const use = this.useAt(file, facts, i, r);
      if (use?.certain && use.certain.file === ref.file && use.certain.def === ref.def) out.push(use);
    }, "collect");
    if (this.text.isUnfiltered) {
      for (const file of this.text.files) {
        const facts = this.facts(file);
        if (facts) facts.references.forEach((_, i) => collect(file, facts, i));
      }
    } else {
      const { names, defaults } = this.namesOf(ref);
      const candidates = /* @__PURE__ */ new Set([ref.file]);
      for (const name of names) for (const f of this.filesThatMayUse(ref.file, name)) candidates.add(f);
      for (const path of defaults) for (const f of this.importersOf(path)) candidates.add(f);
      for (const file of [...candidates].sort(compareText)) {
        const facts = this.facts(file);
        if (!facts) continue;
        if (defaults.size > 0 || facts.imports.some((b) => names.has(b.imported))) {
          facts.references.forEach((r, i) => {
            const t = r.target;
            const viaImport = t.t === "import" && t.member === null && (names.has(facts.imports[t.imp].imported) || defaults.size > 0);
            if (names.has(r.name) || viaImport) collect(file, facts, i, r);
          });
          continue;
        }
        const picked = [];
        for (const name of names) {
          const named = referencesNamed(facts, name);
          named.references.forEach((ref2, k) => picked.push({ place: named.places[k], ref: ref2 }));
        }
        if (names.size > 1) picked.sort((a, b) => a.place - b.place);
        for (const { place, ref: ref2 } of picked) collect(file, facts, place, ref2);
      }
    }
    return out;
  }
  /** Calls on receivers of unknown type that name this definition, which they may or may not reach. */
  possibleUsesOf(ref) {
    const def = this.definition(ref);
    if (!isMember(def)) return [];
    const scope = this.privateScope(ref.file, def.name);
    const key = scope ? `${scope.key}\0${def.name}` : def.name;
    return this.kept(this.possibleCache, key, () => this.findPossibleUses(ref, def.name));
  }
  findPossibleUses(ref, name) {
    const out = [];
    for (const file of this.filesThatMayUse(ref.file, name)) {
      const facts = this.facts(file);
      if (!facts) continue;
      const named = referencesNamed(facts, name);
      named.references.forEach((r, k) => {
        if (r.target.t !== "unknown_receiver" && r.target.t !== "typed") return;
        const use = this.useAt(file, facts, named.places[k], r);
        if (use && !use.certain && use.uncertain) out.push(use);
      });
    }
    return out;
  }
  unitOf(file, facts, unit) {
    if (unit >= 0) return this.unitOfDef({ file, def: unit });
    const units = this.unitsOf(file);
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
    const base = {
      file,
      line: ref.line,
      unit: this.unitOf(file, facts, ref.unit),
      kind: ref.kind,
      name: ref.name,
      certain: null,
      uncertain: null,
      unavailable: null,
      via: null
    };
    const [certain, uncertain, stalled] = this.answersFor(file, ref, base);
    const t = ref.target;
    switch (t.t) {
      case "def":
        return certain({ file, def: t.def });
      case "member":
        return this.member(file, { file, def: t.def }, t.member, certain, uncertain);
      case "super":
        return this.member(file, { file, def: t.def }, t.member, certain, uncertain, true);
      case "owned": {
        const method = facts.definitions[t.def];
        const owner = method.chain.slice(0, -1);
        const found = this.ownedMembers(file, owner, t.member);
        if (found.length === 1) return certain(found[0]);
        const name = owner.join(".");
        if (found.length > 1) return uncertain(`${count(found.length, "definition")} named ${t.member} in ${name}`, found);
        if (stalled()) return null;
        const elsewhere = this.membersNamed(file, t.member);
        if (elsewhere.length === 0) return null;
        return uncertain(`${name} declares no method ${t.member} here (a field, or promoted from an embedded type?)`, elsewhere);
      }
      case "several":
        return uncertain(
          `${count(t.defs.length, "definition")} named ${ref.name} in one scope`,
          t.defs.map((def) => ({ file, def }))
        );
      case "import": {
        const binding = facts.imports[t.imp];
        if (binding.imported === "*" && t.member === null) return null;
        const target = this.resolveImport(file, binding);
        if (target.t === "unavailable") return { ...base, unavailable: target.path, via: binding };
        if (target.t === "none") return target.reason ? uncertain(target.reason, [], binding) : null;
        if (target.t === "module") {
          if (t.member === null) return null;
          const inner = this.resolveExport(target.path, t.member, /* @__PURE__ */ new Set());
          if (inner.t === "def") return certain(inner.ref, binding);
          if (inner.t === "module") return null;
          if (inner.t === "unavailable") return { ...base, unavailable: inner.path, via: binding };
          return uncertain(`${target.path} exports no ${t.member}`, [], binding);
        }
        if (t.member === null) return certain(target.ref, binding);
        return this.member(file, target.ref, t.member, (r) => certain(r, binding), (reason, c) => uncertain(reason, c, binding));
      }
      case "free": {
        const inPackage = this.packageDefinitions(file, ref.name);
        if (inPackage.length === 1) return certain(inPackage[0]);
        if (inPackage.length > 1) return uncertain(`${count(inPackage.length, "definition")} named ${ref.name} in this package`, inPackage);
        if (stalled()) return null;
        const candidates = this.nonMembersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return uncertain(`not bound in this file; ${candidateCount(candidates)} named ${ref.name} elsewhere`, candidates);
      }
      case "unknown_receiver": {
        const container = t.free === void 0 ? [] : this.packageDefinitions(file, t.free);
        if (container.length === 1 && CONTAINERS.has(this.definition(container[0]).kind)) {
          return this.member(file, container[0], ref.name, certain, uncertain);
        }
        if (stalled()) return null;
        const candidates = this.membersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return uncertain(`receiver type unknown; ${candidateCount(candidates)} named ${ref.name}`, candidates);
      }
      case "uncertain": {
        const candidates = this.membersNamed(file, ref.name);
        return uncertain(t.reason, candidates);
      }
      case "typed": {
        const type = this.typeOf(file, t.type, 0);
        if (type) return this.member(file, type, t.member, certain, uncertain);
        if (stalled()) return null;
        const candidates = this.membersNamed(file, ref.name);
        if (candidates.length === 0) return null;
        return uncertain(`receiver type unknown; ${candidateCount(candidates)} named ${ref.name}`, candidates);
      }
    }
  }
  /**
   * The three ways resolveUse answers, made here rather than inside it: a bundle that keeps function names
   * defines a `name` property on every closure bound to a name, three per use.
   */
  answersFor(file, ref, base) {
    const before = this.missing.size;
    return [
      (named, via = null) => {
        const target = ref.kind === "call" ? this.callable(named) : named;
        const def = this.definition(target);
        if (target.file === file && ref.line >= def.start && ref.line <= def.end) return null;
        return { ...base, certain: target, via };
      },
      (reason, candidates, via = null) => ({
        ...base,
        uncertain: { label: ref.label, reason, candidates },
        via
      }),
      () => this.missing.size > before
    ];
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
      if (this.facts(c.file)?.definitions.some((d) => d.parent === c.def && d.name === name)) return null;
    }
    return null;
  }
  /**
   * A member named on a container: a class (its own members, then those it inherits through `extends`), an enum,
   * a namespace or module. A member of a plain value (an object literal) stays uncertain: the object can be
   * changed at run time.
   */
  member(from, container, name, certain, uncertain, inheritedOnly = false) {
    const before = this.missing.size;
    const owner = this.symbolOf(container);
    const start = inheritedOnly ? this.superclass(container) : container;
    const found = start ? this.findMember(start, name) : [];
    if (found.length === 1) {
      if (CONTAINERS.has(this.definition(start).kind)) return certain(found[0]);
      return uncertain(`member of the value ${owner}, which may change at run time`, found);
    }
    if (found.length > 1) return uncertain(`${count(found.length, "definition")} named ${name} in ${owner}`, found);
    if (this.missing.size > before) return null;
    const elsewhere = this.membersNamed(from, name);
    if (elsewhere.length === 0) return null;
    return uncertain(`${owner} declares no ${name} (inherited from outside the tree or assigned at run time?)`, elsewhere);
  }
  /** Members named `name` in the nearest class of the extends chain that declares one. */
  findMember(container, name) {
    const seen = /* @__PURE__ */ new Set();
    for (let c = container; c && !seen.has(defKey(c)); c = this.superclass(c)) {
      seen.add(defKey(c));
      const facts = this.facts(c.file);
      if (!facts) return [];
      const found = [];
      const at = c;
      facts.definitions.forEach((d, i) => {
        if (d.parent === at.def && d.name === name) found.push({ file: at.file, def: i });
      });
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
    return this.keptUnder(this.owned, file, want, () => this.findOwnedMembers(file, want, name));
  }
  findOwnedMembers(file, want, name) {
    const pkg = languageForPath(file)?.ownerScope === "package" ? this.packageOf(file) : null;
    const index = pkg ? this.packageIndexOf(file, pkg) : null;
    if (index) {
      return (index.owned.get(want) ?? []).filter((r) => this.definition(r).name === name && (r.file === file || this.text.mentions(r.file, name)));
    }
    const scope = languageForPath(file)?.ownerScope === "package" ? this.samePackage(file, name) ?? [file] : [file];
    const out = [];
    for (const f of scope) {
      this.facts(f)?.definitions.forEach((d, i) => {
        if (d.owner !== void 0 && d.name === name && d.chain.join("\0") === want) out.push({ file: f, def: i });
      });
    }
    return out;
  }
  /**
   * The indexed files of a file's package that declare the same package name, the file included, among those
   * that can define `name` (the questions asked of them are about definitions and exports of that name; where
   * a language has definitionSites its exports are its definitions under their own names).
   */
  samePackage(file, name) {
    const pkg = this.packageOf(file);
    if (!pkg) return null;
    const mentioning = this.packageMentioning(file, pkg, name);
    if (mentioning.includes(file) || this.facts(file) === null) return mentioning;
    return pkg.files.filter((f) => f === file || mentioning.includes(f));
  }
  /** The indexed files of a file's package that declare its package name and mention `name`. */
  packageMentioning(file, pkg, name) {
    const packageName = this.facts(file)?.packageName ?? null;
    const key = `${pkg.key}\0${name}`;
    return this.kept(
      this.packageMentions,
      key,
      () => pkg.files.filter((f) => this.mayDefine(f, name) && this.facts(f) !== null && this.facts(f)?.packageName === packageName)
    );
  }
  /** A file's package (see samePackage) and its key: the package's path and the file's package name. */
  packageOf(file) {
    let pkg = this.packageOfFile.get(file);
    if (pkg === void 0) {
      const found = this.system(file)?.packageOf?.(file, this.files) ?? null;
      pkg = found ? { key: `${found.path}\0${this.facts(file)?.packageName ?? null}`, files: found.files } : null;
      if (!found || this.index.facts.has(file)) this.packageOfFile.set(file, pkg);
    }
    return pkg;
  }
  /** Top-level declarations named `name` in the other files of a file's package. */
  packageDefinitions(file, name) {
    const pkg = this.packageOf(file);
    if (!pkg) return [];
    const all2 = this.keptUnder(this.packageDefs, pkg.key, name, () => {
      const declared = this.packageDeclarations(file, pkg);
      if (declared) return (declared.get(name) ?? []).filter((r) => this.text.mentions(r.file, name));
      const found = [];
      for (const f of this.packageMentioning(file, pkg, name)) {
        for (const def of this.exportedDefinitions(f).get(name) ?? []) found.push({ file: f, def });
      }
      return found;
    });
    return all2.length === 0 ? [] : all2.filter((r) => r.file !== file);
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
    for (const file of this.possibleExporters(path, files, name) ?? files) {
      if (!this.mayExport(file, name) && !reexportsAll(file)) {
        if (this.skippedWithoutParse(file)) found.set(`unavailable:${file}`, { t: "unavailable", path: file });
        continue;
      }
      const target = this.resolveExport(file, name, seen);
      if (target.t === "def") found.set(defKey(target.ref), target);
      else if (target.t === "unavailable") found.set(`unavailable:${target.path}`, target);
    }
    if (found.size === 1) return [...found.values()][0];
    if (found.size > 1) return { t: "none", reason: `${found.size} files of package ${path} declare ${name}` };
    return { t: "none", reason: `package ${path} declares no ${name}` };
  }
  /** Whether a file can export `name`: it mentions it, and declares it where its language exports only declarations. */
  mayExport(file, name) {
    return exportsOnlyDeclarations(file) ? this.mayDefine(file, name) : this.text.mentions(file, name);
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
function reexportsAll(file) {
  return exportCaptures(file).has("@reexport.all");
}
__name(reexportsAll, "reexportsAll");
function exportsOnlyDeclarations(file) {
  if (!languageForPath(file)?.definitionSites) return false;
  return [...exportCaptures(file)].every((capture) => capture === "@export.declaration");
}
__name(exportsOnlyDeclarations, "exportsOnlyDeclarations");
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
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
__name(compareText, "compareText");
function mayDefineByText(text, file, name, sort) {
  const spec = languageForPath(file);
  if (!spec || spec.anonymousDefinitionName === name) return true;
  return text.mayDefine(file, name, definitionSitesOf(spec, sort), sort);
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

// src/core/entrypointFinders.ts
function indexedFiles(graph, extension) {
  return [...graph.index.facts].filter(([path]) => path.endsWith(extension)).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
}
__name(indexedFiles, "indexedFiles");
function publicAllTheWay(facts, def, publics) {
  for (let d = def; d >= 0; d = facts.definitions[d].parent) if (!publics.has(d)) return false;
  return true;
}
__name(publicAllTheWay, "publicAllTheWay");
function addMains(file, facts, into) {
  for (const def of facts.entry.mains) into.add(defKey({ file, def }));
}
__name(addMains, "addMains");
var pythonEntrypoints = /* @__PURE__ */ __name((repo, graph, into) => {
  const files = new Set(repo.files());
  for (const [file, facts] of indexedFiles(graph, ".py")) {
    if (facts.entry.program || file === "__main__.py" || file.endsWith("/__main__.py")) into.programs.add(file);
    const dir = dirnamePosix(file);
    const outermost = file.endsWith("__init__.py") && (dir === "" || !files.has(joinPosix(dirnamePosix(dir), "__init__.py")));
    if (facts.entry.names === null && !outermost) continue;
    const names = facts.entry.names ?? facts.exports.flatMap((e) => "exported" in e && !e.exported.startsWith("_") ? [e.exported] : []);
    for (const name of names) {
      const target = graph.resolveExport(file, name, /* @__PURE__ */ new Set());
      if (target.t === "def") into.definitions.add(defKey(target.ref));
    }
  }
}, "pythonEntrypoints");
var goEntrypoints = /* @__PURE__ */ __name((_repo, graph, into) => {
  for (const [file, facts] of indexedFiles(graph, ".go")) {
    if (facts.packageName === "main") {
      addMains(file, facts, into.definitions);
      continue;
    }
    if (file.endsWith("_test.go") || file.split("/").includes("internal")) continue;
    for (const def of facts.entry.publics) into.definitions.add(defKey({ file, def }));
  }
}, "goEntrypoints");
var javaEntrypoints = /* @__PURE__ */ __name((_repo, graph, into) => {
  for (const [file, facts] of indexedFiles(graph, ".java")) {
    addMains(file, facts, into.definitions);
    const publics = new Set(facts.entry.publics);
    for (const def of publics) if (publicAllTheWay(facts, def, publics)) into.definitions.add(defKey({ file, def }));
  }
}, "javaEntrypoints");
var rustEntrypoints = /* @__PURE__ */ __name((repo, graph, into) => {
  const files = new Set(repo.files());
  const visit = /* @__PURE__ */ __name((file, seen) => {
    if (seen.has(file)) return;
    seen.add(file);
    const facts = graph.facts(file);
    if (!facts) return;
    const publics = new Set(facts.entry.publics);
    for (const def of publics) if (publicAllTheWay(facts, def, publics)) into.definitions.add(defKey({ file, def }));
    for (const name of facts.entry.names ?? []) {
      const module = MODULE_SYSTEMS.rust?.resolve(file, name, files);
      if (module?.t === "file") visit(module.path, seen);
    }
  }, "visit");
  for (const [file, facts] of indexedFiles(graph, ".rs")) {
    if (file === "src/lib.rs" || file.endsWith("/src/lib.rs")) visit(file, /* @__PURE__ */ new Set());
    if (file === "src/main.rs" || file.endsWith("/src/main.rs") || /(^|\/)src\/bin\/[^/]+\.rs$/.test(file)) addMains(file, facts, into.definitions);
  }
}, "rustEntrypoints");

// src/core/entrypoints.ts
function isEntrypoint(entry, unit) {
  if (unit.def !== null) return entry.definitions.has(defKey({ file: unit.file, def: unit.def }));
  return unit.symbol === null && entry.programs.has(unit.file);
}
__name(isEntrypoint, "isEntrypoint");
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
var npmPackage = /* @__PURE__ */ __name((repo, graph, into) => {
  const files = new Set(repo.files());
  for (const path of repo.files()) {
    if (path !== "package.json" && !path.endsWith("/package.json")) continue;
    const file = repo.read(path);
    if (!file || file.binary) continue;
    let manifest2;
    try {
      manifest2 = JSON.parse(file.text);
    } catch {
      continue;
    }
    const pkgDir = dirnamePosix(path);
    const modules = [];
    for (const field of ["main", "module", "types", "typings", "exports", "browser"]) stringLeaves(manifest2[field], modules);
    const bins = [];
    stringLeaves(manifest2.bin, bins);
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
}, "npmPackage");
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
var ENTRYPOINT_FINDERS = {
  ecmascript: npmPackage,
  go: goEntrypoints,
  java: javaEntrypoints,
  python: pythonEntrypoints,
  rust: rustEntrypoints
};
function findEntrypoints(repo, graph) {
  const into = { definitions: /* @__PURE__ */ new Set(), programs: /* @__PURE__ */ new Set() };
  const systems = /* @__PURE__ */ new Set();
  for (const path of graph.index.facts.keys()) {
    const spec = languageForPath(path);
    if (spec) systems.add(spec.moduleSystem);
  }
  for (const system of [...systems].sort()) ENTRYPOINT_FINDERS[system]?.(repo, graph, into);
  return into;
}
__name(findEntrypoints, "findEntrypoints");

// src/core/outline/outlineLanguages.ts
import { existsSync as existsSync2, readFileSync as readFileSync4 } from "node:fs";
import { join as join4 } from "node:path";

// src/core/outline/outlineSchema.ts
var OUTLINE_SCHEMA = "odin-slice-outline-v1";
var OUTLINE_LANGUAGES = ["go", "java", "javascript", "python", "rust", "tsx", "typescript"];
var OUTLINE_KINDS = [
  "package",
  "import",
  "export",
  "module",
  "class",
  "interface",
  "trait",
  "impl",
  "type",
  "enum",
  "function",
  "method",
  "field",
  "constant",
  "variable",
  "macro"
];
function outlineText(condensate) {
  return condensate.lines.map((l) => l.text).join("\n");
}
__name(outlineText, "outlineText");

// src/core/outline/outlineLanguages.ts
var STRING_LISTS = ["queries", "comments", "attached", "wrappers", "transparent", "terminators", "indentedBodies"];
function parseDescriptor(language, text) {
  const raw = JSON.parse(text);
  for (const key of STRING_LISTS) {
    const value = raw[key];
    if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
      throw new Error(`${language}/outline.json: ${key} must be a list of strings`);
    }
  }
  const markers = raw.markers;
  if (!markers || typeof markers.bracketed !== "string" || !markers.bracketed.includes("{lines}")) {
    throw new Error(`${language}/outline.json: markers.bracketed must be a string containing {lines}`);
  }
  const indentedBodies = raw.indentedBodies;
  if (indentedBodies.length > 0 && (typeof markers.indented !== "string" || !markers.indented.includes("{lines}"))) {
    throw new Error(`${language}/outline.json: markers.indented must contain {lines} when there are indented bodies`);
  }
  return raw;
}
__name(parseDescriptor, "parseDescriptor");
function isOutlineLanguage(name) {
  return OUTLINE_LANGUAGES.includes(name);
}
__name(isOutlineLanguage, "isOutlineLanguage");
function outlineFolders() {
  const dir = languagesDirectory();
  return OUTLINE_LANGUAGES.filter((name) => existsSync2(join4(dir, name, "outline.json")));
}
__name(outlineFolders, "outlineFolders");
function readOutlineSpec(language, grammar) {
  const folder = join4(languagesDirectory(), language);
  const descriptor = parseDescriptor(language, readFileSync4(join4(folder, "outline.json"), "utf8"));
  const querySource = descriptor.queries.map((q) => readFileSync4(join4(folder, q), "utf8")).join("\n");
  return { language, extensions: grammar.extensions, wasmPath: grammar.wasmPath, querySource, descriptor };
}
__name(readOutlineSpec, "readOutlineSpec");
var registry2 = null;
function outlineSpecs() {
  if (registry2) return registry2;
  const found = /* @__PURE__ */ new Map();
  const withData = new Set(outlineFolders());
  for (const spec of languages()) {
    if (!isOutlineLanguage(spec.name) || !withData.has(spec.name)) continue;
    found.set(spec.name, readOutlineSpec(spec.name, { wasmPath: spec.wasmPath, extensions: spec.extensions }));
  }
  registry2 = found;
  return found;
}
__name(outlineSpecs, "outlineSpecs");
function outlineSpecForPath(path) {
  const lower = path.toLowerCase();
  let best = null;
  let bestLength = 0;
  for (const spec of outlineSpecs().values()) {
    for (const ext of spec.extensions) {
      if (lower.endsWith(ext) && ext.length > bestLength) {
        best = spec;
        bestLength = ext.length;
      }
    }
  }
  return best;
}
__name(outlineSpecForPath, "outlineSpecForPath");

// src/core/parser.ts
var runtime = null;
var loaded = /* @__PURE__ */ new Map();
var grammars = /* @__PURE__ */ new Map();
function treeSitter() {
  runtime ??= import("./web-tree-sitter-QSXG76PS.js").then(async (ts) => {
    await ts.Parser.init({ locateFile: /* @__PURE__ */ __name(() => wasmFile("web-tree-sitter", "web-tree-sitter.wasm"), "locateFile") });
    return ts;
  });
  return runtime;
}
__name(treeSitter, "treeSitter");
function loadGrammar(wasmPath) {
  let entry = grammars.get(wasmPath);
  if (!entry) {
    entry = treeSitter().then((ts) => ts.Language.load(wasmPath));
    grammars.set(wasmPath, entry);
  }
  return entry;
}
__name(loadGrammar, "loadGrammar");
function loadLanguage(spec) {
  let entry = loaded.get(spec.name);
  if (!entry) {
    entry = (async () => {
      const [{ Parser, Query }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
      const parser = new Parser();
      parser.setLanguage(language);
      return { parser, query: new Query(language, extractionQuerySource(spec)) };
    })();
    loaded.set(spec.name, entry);
  }
  return entry;
}
__name(loadLanguage, "loadLanguage");
function parseWithDeadline(parser, text, deadlineMs) {
  const stopAt = performance.now() + deadlineMs;
  try {
    return parser.parse(text, null, { progressCallback: /* @__PURE__ */ __name(() => performance.now() > stopAt, "progressCallback") });
  } catch {
    return null;
  }
}
__name(parseWithDeadline, "parseWithDeadline");

// src/core/outline/collectItems.ts
function widen(node, wrappers) {
  let current = node;
  for (let parent = current.parent; parent && wrappers.has(parent.type); parent = parent.parent) current = parent;
  return current;
}
__name(widen, "widen");
function collectItems(tree, query, descriptor, deadlineMs) {
  const wrappers = new Set(descriptor.wrappers);
  const transparent = new Set(descriptor.transparent);
  const drafts = /* @__PURE__ */ new Map();
  const bodies = /* @__PURE__ */ new Set();
  const docs = /* @__PURE__ */ new Map();
  const matches = matchesWithDeadline(query, tree.rootNode, deadlineMs);
  if (matches === null) return null;
  for (const match of matches) {
    let item = null;
    let kind = null;
    let name = null;
    let members = null;
    for (const capture of match.captures) {
      if (capture.name.startsWith("item.")) {
        item = capture.node;
        kind = capture.name.slice(5);
      } else if (capture.name === "name") name = capture.node;
      else if (capture.name === "members") members = capture.node;
      else if (capture.name === "body") bodies.add(capture.node.id);
      else if (capture.name === "doc" && capture.node.parent) docs.set(capture.node.parent.id, capture.node);
    }
    if (!item || !kind) continue;
    const node = widen(item, wrappers);
    const existing = drafts.get(node.id);
    if (!existing || match.patternIndex < existing.pattern) {
      drafts.set(node.id, {
        kind,
        pattern: match.patternIndex,
        name: name ? name.text : existing?.name ?? null,
        node,
        members: members ?? existing?.members ?? null
      });
    } else {
      existing.name ??= name ? name.text : null;
      existing.members ??= members;
    }
  }
  const declarations = [];
  const stack = [{ mode: "scope", owner: null }];
  const cursor = tree.walk();
  try {
    if (!cursor.gotoFirstChild()) return { declarations, docs };
    for (; ; ) {
      const context = stack[stack.length - 1];
      const node = cursor.currentNode;
      let inner = null;
      if (context.mode === "scope") {
        const draft = drafts.get(node.id);
        if (draft) {
          const index = declarations.length;
          declarations.push({ kind: draft.kind, name: draft.name, node, members: draft.members, bodies: [], parent: context.owner, children: [] });
          if (context.owner !== null) declarations[context.owner].children.push(index);
          inner = { mode: "header", owner: index };
        } else if (transparent.has(node.type)) {
          inner = context;
        }
      } else {
        const owner = declarations[context.owner];
        if (owner.members && node.id === owner.members.id && owner.node.startPosition.row !== owner.node.endPosition.row) {
          inner = { mode: "scope", owner: context.owner };
        } else if (owner.members && node.id === owner.members.id) inner = context;
        else if (bodies.has(node.id)) owner.bodies.push(node);
        else inner = context;
      }
      if (inner && cursor.gotoFirstChild()) {
        stack.push(inner);
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (stack.length === 1 || !cursor.gotoParent()) return { declarations, docs };
        stack.pop();
      }
    }
  } finally {
    cursor.delete();
  }
}
__name(collectItems, "collectItems");
function errorShare(tree) {
  const root = tree.rootNode;
  const total = root.endIndex - root.startIndex;
  if (total === 0 || !root.hasError) return 0;
  let inError = 0;
  const cursor = tree.walk();
  try {
    let depth = 0;
    for (; ; ) {
      const node = cursor.currentNode;
      const descend = node.isError ? false : node.hasError;
      if (node.isError) inError += node.endIndex - node.startIndex;
      if (descend && cursor.gotoFirstChild()) {
        depth++;
        continue;
      }
      for (; ; ) {
        if (depth === 0) return inError / total;
        if (cursor.gotoNextSibling()) break;
        cursor.gotoParent();
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}
__name(errorShare, "errorShare");

// src/core/outline/outlineGrammar.ts
var ROLE_CAPTURES = /* @__PURE__ */ new Set(["name", "members", "body", "doc"]);
var KINDS = new Set(OUTLINE_KINDS);
var cache = /* @__PURE__ */ new Map();
function checkCaptureNames(language, names) {
  for (const name of names) {
    if (ROLE_CAPTURES.has(name)) continue;
    if (name.startsWith("item.") && KINDS.has(name.slice(5))) continue;
    throw new Error(`${language} outline query: unknown capture @${name}`);
  }
}
__name(checkCaptureNames, "checkCaptureNames");
function loadOutlineGrammar(spec) {
  const key = `${spec.language}\0${spec.wasmPath}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = (async () => {
      const [{ Parser, Query }, language] = await Promise.all([treeSitter(), loadGrammar(spec.wasmPath)]);
      const query = new Query(language, spec.querySource);
      checkCaptureNames(spec.language, query.captureNames);
      const parser = new Parser();
      parser.setLanguage(language);
      return { spec, parser, query };
    })();
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}
__name(loadOutlineGrammar, "loadOutlineGrammar");

// src/core/outline/relevance.ts
function normalizeTerms(terms) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const term of terms) {
    const t = term.trim();
    if (t.length > 0 && !seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      out.push(t);
    }
  }
  return out;
}
__name(normalizeTerms, "normalizeTerms");
function parseTerms(text) {
  return normalizeTerms(text.split(/[\s,]+/));
}
__name(parseTerms, "parseTerms");
function words(text) {
  return text.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);
}
__name(words, "words");
var KIND_WEIGHT = {
  package: 5,
  module: 4,
  class: 4,
  interface: 4,
  trait: 4,
  impl: 4,
  type: 3,
  enum: 3,
  function: 3,
  export: 2,
  method: 2,
  macro: 2,
  constant: 1,
  field: 1,
  variable: 1,
  import: 0
};
function termScore(item, terms) {
  if (terms.length === 0) return 0;
  const name = (item.name ?? "").toLowerCase();
  const nameWords = words(item.name ?? "");
  let score = 0;
  for (const given of terms) {
    const term = given.toLowerCase();
    const termWords = words(given);
    if (name.length > 0 && name === term) score += 8;
    else if (termWords.length > 0 && nameWords.length > 0 && termWords.every((w) => nameWords.includes(w))) score += 5;
    else if (name.length > 0 && name.includes(term)) score += 3;
    else if (item.text.includes(term)) score += 1;
  }
  return score;
}
__name(termScore, "termScore");
function relevanceOrder(items, terms) {
  const keys = items.map((item, index) => ({ index, score: termScore(item, terms), weight: KIND_WEIGHT[item.kind], depth: item.depth }));
  keys.sort((a, b) => b.score - a.score || b.weight - a.weight || a.depth - b.depth || a.index - b.index);
  return keys.map((k) => k.index);
}
__name(relevanceOrder, "relevanceOrder");
function chooseItems(items, order, limitBytes) {
  const kept = items.map(() => false);
  const keptChildren = items.map(() => 0);
  let bytes = 0;
  const fits = /* @__PURE__ */ __name((total) => total === 0 || total - 1 <= limitBytes, "fits");
  const hasChildren = items.map(() => false);
  for (const item of items) if (item.parent !== null) hasChildren[item.parent] = true;
  const everything = items.reduce((sum, item, i) => sum + (hasChildren[i] ? item.containerBytes : item.leafBytes), 0);
  if (fits(everything)) {
    for (let i = 0; i < items.length; i++) {
      kept[i] = true;
      const p = items[i].parent;
      if (p !== null) keptChildren[p] = keptChildren[p] + 1;
    }
    return kept;
  }
  for (const i of order) {
    if (kept[i]) continue;
    const item = items[i];
    let delta = item.leafBytes;
    const added = [i];
    let p = item.parent;
    while (p !== null && !kept[p]) {
      delta += items[p].containerBytes;
      added.push(p);
      p = items[p].parent;
    }
    if (p !== null && keptChildren[p] === 0) delta += items[p].containerBytes - items[p].leafBytes;
    if (!fits(bytes + delta)) continue;
    bytes += delta;
    for (const a of added) {
      kept[a] = true;
      const parent = items[a].parent;
      if (parent !== null) keptChildren[parent] = keptChildren[parent] + 1;
    }
  }
  return kept;
}
__name(chooseItems, "chooseItems");

// src/core/outline/renderDeclaration.ts
var CLOSERS = { "{": "}", "(": ")", "[": "]" };
function lastRow(node) {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row - 1 : row;
}
__name(lastRow, "lastRow");
function fill(template, lines) {
  return template.replace("{lines}", `${lines} line${lines === 1 ? "" : "s"}`);
}
__name(fill, "fill");
var DeclarationRenderer = class {
  constructor(src, descriptor, docs) {
    this.src = src;
    this.descriptor = descriptor;
    this.docs = docs;
    this.comments = new Set(descriptor.comments);
    this.leading = /* @__PURE__ */ new Set([...descriptor.comments, ...descriptor.attached]);
    this.terminators = new Set(descriptor.terminators);
    this.indented = new Set(descriptor.indentedBodies);
  }
  src;
  descriptor;
  docs;
  static {
    __name(this, "DeclarationRenderer");
  }
  comments;
  leading;
  terminators;
  indented;
  render(decl) {
    const { start, prefix } = this.pieceStart(this.firstLeading(decl.node));
    const end = this.pieceEnd(decl.node);
    const startLine = decl.node.startPosition.row + 1;
    const endLine2 = lastRow(decl.node) + 1;
    const all2 = [...decl.bodies, ...decl.members ? [decl.members] : []].sort((a, b) => a.startIndex - b.startIndex);
    const leaf = this.renderRange(start, prefix, end, this.elisions(all2));
    if (!decl.members) {
      return { leaf: leaf.lines, leafHidden: leaf.hidden, open: [], close: [], containerHidden: 0, startLine, endLine: endLine2 };
    }
    const members = decl.members;
    const before = this.elisions(decl.bodies.filter((b) => b.startIndex < members.startIndex));
    const after = this.elisions(decl.bodies.filter((b) => b.startIndex >= members.endIndex));
    let open;
    let close;
    if (this.indented.has(members.type)) {
      open = this.renderRange(start, prefix, members.startIndex, before);
      while (open.lines.length > 1 && open.lines[open.lines.length - 1].text === "") open.lines.pop();
      const doc = this.docs.get(members.id);
      if (doc) {
        const docPiece = this.pieceStart(doc);
        open.lines.push(...this.renderRange(docPiece.start, docPiece.prefix, doc.endIndex, []).lines);
      }
      close = { lines: [], hidden: 0 };
    } else {
      open = this.renderRange(start, prefix, members.startIndex + 1, before);
      const closing = this.pieceStart(members.endIndex - 1);
      close = this.renderRange(closing.start, closing.prefix, end, after);
    }
    return {
      leaf: leaf.lines,
      leafHidden: leaf.hidden,
      open: open.lines,
      close: close.lines,
      containerHidden: open.hidden + close.hidden,
      startLine,
      endLine: endLine2
    };
  }
  /** The comments and attributes directly above a declaration (no blank line between) start its piece. */
  firstLeading(node) {
    let first = node;
    for (let s = node.previousSibling; s && this.leading.has(s.type); s = s.previousSibling) {
      if (lastRow(s) < first.startPosition.row - 1 || !this.src.startsLine(s.startIndex)) break;
      first = s;
    }
    return first;
  }
  /**
   * A piece starts at the beginning of its line; one that shares its line with something not shown starts at
   * its own first character, indented like that line so an indentation-sensitive language still parses.
   */
  pieceStart(at) {
    const index = typeof at === "number" ? at : at.startIndex;
    if (this.src.startsLine(index)) return { start: this.src.lineStart(index), prefix: "" };
    return { start: index, prefix: this.src.indentation(index) };
  }
  /** A declaration's piece takes the `;` after it and a comment that follows on its last line. */
  pieceEnd(node) {
    let end = node.endIndex;
    const row = lastRow(node);
    let s = node.nextSibling;
    while (s && !s.isNamed && this.terminators.has(s.type) && s.startPosition.row === row) {
      end = s.endIndex;
      s = s.nextSibling;
    }
    if (s && this.comments.has(s.type) && s.startPosition.row === row) end = s.endIndex;
    const text = this.src.text;
    while (end > node.startIndex && /\s/.test(text.charAt(end - 1))) end--;
    return end;
  }
  elisions(nodes) {
    const out = [];
    for (const node of nodes) {
      const e = this.indented.has(node.type) ? this.elideIndented(node) : this.elideBracketed(node);
      if (e) out.push(e);
    }
    return out;
  }
  /** Replaces what lies between a multi-line body's brackets. */
  elideBracketed(node) {
    const src = this.src;
    const open = node.startIndex;
    const close = node.endIndex - 1;
    if (node.startPosition.row === lastRow(node)) return null;
    if (CLOSERS[src.text.charAt(open)] !== src.text.charAt(close) || close <= open) return null;
    const hidden = src.contentLines(open + 1, close);
    if (hidden === 0) return null;
    let text = fill(this.descriptor.markers.bracketed, hidden);
    if (text.endsWith("\n")) text += src.indentation(close);
    return { start: open + 1, end: close, text, breakRow: src.rowOf(close), hidden };
  }
  /** Replaces an indented body, after its docstring if it has one. */
  elideIndented(node) {
    const src = this.src;
    const doc = this.docs.get(node.id);
    const from = doc ? doc.endIndex : node.startIndex;
    const hidden = src.contentLines(from, node.endIndex);
    if (hidden === 0 || !doc && node.startPosition.row === lastRow(node)) return null;
    const marker = fill(this.descriptor.markers.indented ?? "", hidden);
    if (!doc) return { start: from, end: node.endIndex, text: marker, breakRow: src.rowOf(from), hidden };
    let next = from;
    while (next < node.endIndex && /\s/.test(src.text.charAt(next))) next++;
    return { start: from, end: node.endIndex, text: `
${src.indentation(next)}${marker}`, breakRow: src.rowOf(next), hidden };
  }
  /** Source from `from` to `to` with the elisions applied, as numbered lines with trailing spaces removed. */
  renderRange(from, prefix, to, elisions) {
    const text = this.src.text;
    const lines = [];
    let current = { line: this.src.rowOf(from) + 1, text: prefix };
    let hidden = 0;
    const emitSource = /* @__PURE__ */ __name((a, b) => {
      if (a >= b) return;
      let row = this.src.rowOf(a);
      let segment = a;
      for (let nl = text.indexOf("\n", a); nl !== -1 && nl < b; nl = text.indexOf("\n", nl + 1)) {
        current.text += text.slice(segment, nl);
        lines.push(current);
        row++;
        current = { line: row + 1, text: "" };
        segment = nl + 1;
      }
      current.text += text.slice(segment, b);
    }, "emitSource");
    let pos = from;
    for (const e of elisions) {
      if (e.start < pos || e.end > to) continue;
      emitSource(pos, e.start);
      const parts = e.text.split("\n");
      current.text += parts[0];
      for (const part of parts.slice(1)) {
        lines.push(current);
        current = { line: e.breakRow + 1, text: part };
      }
      pos = e.end;
      hidden += e.hidden;
    }
    emitSource(pos, to);
    lines.push(current);
    for (const line of lines) line.text = line.text.trimEnd();
    return { lines, hidden };
  }
};

// src/core/outline/SourceText.ts
var SourceText = class {
  static {
    __name(this, "SourceText");
  }
  text;
  starts;
  constructor(text) {
    this.text = text;
    const starts = [0];
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    this.starts = starts;
  }
  /** The 0-based row of a string index. */
  rowOf(index) {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  lineStart(index) {
    return this.starts[this.rowOf(index)];
  }
  /** Whether only spaces and tabs precede this index on its line. */
  startsLine(index) {
    for (let i = index - 1; i >= 0; i--) {
      const c = this.text.charCodeAt(i);
      if (c === 10) return true;
      if (c !== 32 && c !== 9) return false;
    }
    return true;
  }
  /** The leading spaces and tabs of the line holding this index. */
  indentation(index) {
    const start = this.lineStart(index);
    let end = start;
    while (end < this.text.length && (this.text.charCodeAt(end) === 32 || this.text.charCodeAt(end) === 9)) end++;
    return this.text.slice(start, end);
  }
  /** How many lines between two indices hold something other than whitespace. */
  contentLines(from, to) {
    let count2 = 0;
    let counted = false;
    for (let i = from; i < to; i++) {
      const c = this.text.charCodeAt(i);
      if (c === 10) counted = false;
      else if (!counted && c !== 32 && c !== 9 && c !== 13) {
        count2++;
        counted = true;
      }
    }
    return count2;
  }
};

// src/core/outline/TextSlicer.ts
var NEIGHBOURHOOD = 2;
var EDGE = 5;
function lineScore(lines, i, hits) {
  const text = lines[i];
  if (text.trim().length === 0) return -1;
  let score = 0;
  if (hits[i]) score += 100;
  for (let d = 1; d <= NEIGHBOURHOOD; d++) {
    if (hits[i - d] || hits[i + d]) {
      score += 40 - 10 * d;
      break;
    }
  }
  if (i < EDGE) score += 10;
  if (i >= lines.length - EDGE) score += 8;
  const indent = /^[ \t]*/.exec(text)?.[0].length ?? 0;
  if (indent === 0) score += 4;
  else if (indent <= 4) score += 2;
  return score;
}
__name(lineScore, "lineScore");
function sliceLinesUnderCap(text, cap, terms) {
  const lines = splitLines(normalizeNewlines(text));
  const cost = lines.map((l) => Buffer.byteLength(l, "utf8") + 1);
  const limit = cap * 4;
  const total = cost.reduce((a, b) => a + b, 0);
  let kept;
  if (total === 0 || total - 1 <= limit) kept = lines.map(() => true);
  else {
    const lower = lines.map((l) => l.toLowerCase());
    const lowerTerms = terms.map((t) => t.toLowerCase());
    const hits = lower.map((l) => lowerTerms.some((t) => l.includes(t)));
    const order = lines.map((_, i) => ({ i, score: lineScore(lines, i, hits) }));
    order.sort((a, b) => b.score - a.score || a.i - b.i);
    kept = lines.map(() => false);
    let bytes = 0;
    for (const { i, score } of order) {
      if (score < 0) break;
      const c = cost[i];
      if (bytes + c - 1 > limit) continue;
      bytes += c;
      kept[i] = true;
    }
  }
  const out = [];
  for (let i = 0; i < lines.length; i++) if (kept[i]) out.push({ line: i + 1, text: lines[i] });
  return out;
}
__name(sliceLinesUnderCap, "sliceLinesUnderCap");
var TextSlicer = class {
  constructor(terms, context) {
    this.context = context;
    this.terms = normalizeTerms(terms);
  }
  context;
  static {
    __name(this, "TextSlicer");
  }
  terms;
  slice(raw, cap) {
    const lines = sliceLinesUnderCap(raw, cap, this.terms);
    return {
      schema: OUTLINE_SCHEMA,
      file: this.context.file,
      slicer: "text",
      language: this.context.language,
      fallback: { reason: this.context.reason, detail: this.context.detail },
      terms: this.terms,
      cap_estimated_tokens: cap,
      used_estimated_tokens: estimateTokens(lines.map((l) => l.text).join("\n")),
      source_lines: splitLines(normalizeNewlines(raw)).length,
      items: [],
      omitted_items: 0,
      lines
    };
  }
};

// src/core/outline/OutlineSlicer.ts
var OUTLINE_PARSE_DEADLINE_MS = 2e3;
var MAX_ERROR_SHARE = 0.5;
function bytesOf(lines) {
  let n = 0;
  for (const l of lines) n += Buffer.byteLength(l.text, "utf8") + 1;
  return n;
}
__name(bytesOf, "bytesOf");
function symbolOf(declarations, index) {
  const names = [];
  for (let i = index; i !== null; i = declarations[i].parent) {
    const name = declarations[i].name;
    if (name !== null) names.unshift(name);
  }
  return declarations[index].name === null ? null : names.join(".");
}
__name(symbolOf, "symbolOf");
var OutlineSlicer = class _OutlineSlicer {
  constructor(grammar, terms, file) {
    this.grammar = grammar;
    this.file = file;
    this.terms = normalizeTerms(terms);
  }
  grammar;
  file;
  static {
    __name(this, "OutlineSlicer");
  }
  terms;
  /** A slicer for one language, with the caller's terms fixed for every slice it makes. */
  static async create(spec, terms, file = null) {
    return new _OutlineSlicer(await loadOutlineGrammar(spec), terms, file);
  }
  slice(raw, cap) {
    const text = normalizeNewlines(raw);
    const fallback = /* @__PURE__ */ __name((reason, detail) => new TextSlicer(this.terms, { file: this.file, language: this.grammar.spec.language, reason, detail }).slice(text, cap), "fallback");
    const { parser, query, spec } = this.grammar;
    const tree = parseWithDeadline(parser, text, OUTLINE_PARSE_DEADLINE_MS);
    if (!tree) return fallback("not_parsed", `the ${spec.language} parser gave up after ${OUTLINE_PARSE_DEADLINE_MS} ms`);
    let declarations;
    let rendered;
    try {
      const share = errorShare(tree);
      if (share > MAX_ERROR_SHARE) {
        return fallback("mostly_errors", `${Math.round(share * 100)}% of the file does not parse as ${spec.language}`);
      }
      const collected = collectItems(tree, query, spec.descriptor, OUTLINE_PARSE_DEADLINE_MS);
      if (!collected) return fallback("not_parsed", `reading the ${spec.language} declarations took longer than ${OUTLINE_PARSE_DEADLINE_MS} ms`);
      declarations = collected.declarations;
      const renderer = new DeclarationRenderer(new SourceText(text), spec.descriptor, collected.docs);
      rendered = declarations.map((d) => renderer.render(d));
    } finally {
      tree.delete();
    }
    if (declarations.length === 0 && text.trim().length > 0) {
      return fallback("no_declarations", `no declarations found that a ${spec.language} outline shows`);
    }
    const depth = declarations.map(() => 0);
    declarations.forEach((d, i) => {
      if (d.parent !== null) depth[i] = depth[d.parent] + 1;
    });
    const order = relevanceOrder(
      declarations.map((d, i) => ({
        kind: d.kind,
        name: d.name,
        depth: depth[i],
        text: rendered[i].leaf.map((l) => l.text).join("\n").toLowerCase()
      })),
      this.terms
    );
    const sized = declarations.map((d, i) => {
      const r = rendered[i];
      return { parent: d.parent, leafBytes: bytesOf(r.leaf), containerBytes: bytesOf(r.open) + bytesOf(r.close) };
    });
    const kept = chooseItems(sized, order, cap * 4);
    const { lines, items } = assemble2(declarations, rendered, kept);
    const condensate = {
      schema: OUTLINE_SCHEMA,
      file: this.file,
      slicer: "outline",
      language: spec.language,
      fallback: null,
      terms: this.terms,
      cap_estimated_tokens: cap,
      used_estimated_tokens: estimateTokens(outlineText({ lines })),
      source_lines: splitLines(text).length,
      items,
      omitted_items: declarations.length - items.length,
      lines
    };
    const problem = this.parseProblem(outlineText(condensate));
    return problem ? fallback("outline_does_not_parse", problem) : condensate;
  }
  parseProblem(outline) {
    const tree = parseWithDeadline(this.grammar.parser, `${outline}
`, OUTLINE_PARSE_DEADLINE_MS);
    if (!tree) return "the outline could not be re-parsed in time";
    try {
      if (!tree.rootNode.hasError) return null;
      return `the outline has a syntax error near line ${firstErrorRow(tree.rootNode) + 1} of the outline (the file itself may not parse)`;
    } finally {
      tree.delete();
    }
  }
};
function firstErrorRow(root) {
  let node = root;
  for (; ; ) {
    if (node.isError || node.isMissing) return node.startPosition.row;
    const next = node.children.find((c) => c !== null && (c.hasError || c.isError || c.isMissing)) ?? null;
    if (!next) return node.startPosition.row;
    node = next;
  }
}
__name(firstErrorRow, "firstErrorRow");
function assemble2(declarations, rendered, kept) {
  const keptChildren = declarations.map((d) => d.children.filter((c) => kept[c]).length);
  const subtreeEnd = declarations.map((_, i) => i);
  for (let i = declarations.length - 1; i >= 0; i--) {
    const children = declarations[i].children;
    if (children.length > 0) subtreeEnd[i] = subtreeEnd[children[children.length - 1]];
  }
  const lines = [];
  const items = [];
  const open = [];
  for (let i = 0; i < declarations.length; i++) {
    if (!kept[i]) continue;
    while (open.length > 0 && i > subtreeEnd[open[open.length - 1]]) {
      lines.push(...rendered[open.pop()].close);
    }
    const r = rendered[i];
    const container = keptChildren[i] > 0;
    lines.push(...container ? r.open : r.leaf);
    if (container) open.push(i);
    const d = declarations[i];
    items.push({
      kind: d.kind,
      symbol: symbolOf(declarations, i),
      start_line: r.startLine,
      end_line: r.endLine,
      hidden_lines: container ? r.containerHidden : r.leafHidden
    });
  }
  while (open.length > 0) lines.push(...rendered[open.pop()].close);
  return { lines, items };
}
__name(assemble2, "assemble");

// src/core/outline/outlineFile.ts
var DEFAULT_OUTLINE_CAP = 2048;
async function slicerFor(path, terms, spec, skip = null) {
  if (skip !== null) return new TextSlicer(terms, { file: path, language: spec?.language ?? null, reason: "not_parsed", detail: skip });
  if (!spec) {
    return new TextSlicer(terms, { file: path, language: null, reason: "no_grammar", detail: "no outline grammar covers this file's extension" });
  }
  return OutlineSlicer.create(spec, terms, path);
}
__name(slicerFor, "slicerFor");
async function outlineFile(root, path, options = {}) {
  const cap = options.cap ?? DEFAULT_OUTLINE_CAP;
  if (!Number.isSafeInteger(cap) || cap < 1) return fail("invalid_request", `the cap must be a positive integer, not ${cap}`);
  const repo = Repository.open(root, options.limits);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(root)} is not a directory`);
  const checked = repo.checkPath(path);
  if (!checked.ok) return fail(checked.kind, checked.message, { anchor: path });
  const file = repo.read(checked.path);
  if (!file) return fail("invalid_anchor", `${checked.path} cannot be read`, { anchor: path });
  if (file.binary) return fail("invalid_anchor", `${checked.path} is a binary file`, { anchor: path });
  const spec = options.spec === void 0 ? outlineSpecForPath(checked.path) : options.spec;
  const slicer = await slicerFor(checked.path, options.terms ?? [], spec, file.skip);
  return ok(slicer.slice(file.text, cap));
}
__name(outlineFile, "outlineFile");

// src/core/request.ts
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

// src/core/backwardReach.ts
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
    for (const goal of goals) {
      const key = keyOf(goal.unit);
      if (this.hops.has(key)) continue;
      this.hops.set(key, 0);
      this.frontier.push(goal);
    }
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
  level = 0;
  complete = false;
  get frontierSize() {
    return this.frontier.length;
  }
  /** One more level back. Asks the graph for files it may lack: the caller's round is then asked again. */
  step() {
    this.level++;
    const next = [];
    for (const node of this.frontier) {
      for (const before of this.predecessors(node)) {
        const key = keyOf(before.unit);
        if (this.hops.has(key)) continue;
        this.hops.set(key, this.level);
        next.push(before);
      }
    }
    this.nav.graph.checkpoint();
    this.frontier = next;
    if (next.length === 0 || this.level >= this.depth) this.complete = true;
  }
  /** Whether a node reached in `hop` hops may still reach a goal within the search's depth (once complete). */
  allows(node, hop) {
    const hops = this.hops.get(keyOf(node.unit));
    return hops !== void 0 && hops <= this.depth - hop;
  }
  /**
   * The nodes a search going out steps to `node` from: the reverse of Navigator.outgoing's certain steps. A node
   * stands for the definitions of its range; a step comes from every definition whose range holds a certain use
   * of one of them (a class steps wherever its methods do), and from the search's start when it holds the use,
   * except where the used definition lies inside the stepping one.
   */
  predecessors(node) {
    const graph = this.nav.graph;
    const facts = graph.facts(node.unit.file);
    if (!facts || node.unit.def === null) return [];
    const out = [];
    facts.definitions.forEach((_, def) => {
      const used = { file: node.unit.file, def };
      const unit = graph.unitOfDef(used);
      if (unit.start !== node.unit.start || unit.end !== node.unit.end) return;
      const d = graph.definition(used);
      const holds = /* @__PURE__ */ __name((u) => !(used.file === u.file && d.start >= u.start && d.end <= u.end), "holds");
      for (const use of graph.usesOf(used)) {
        for (const around of this.definitionsAround(use.file, use.line)) if (holds(around.unit)) out.push(around);
        const s = this.start.unit;
        if (use.file === s.file && use.line >= s.start && use.line <= s.end && holds(s)) out.push(this.start);
      }
    });
    return out;
  }
  units = /* @__PURE__ */ new Map();
  /** The nodes of a file's definitions whose ranges hold a line. */
  definitionsAround(file, line) {
    let nodes = this.units.get(file);
    if (!nodes) {
      const facts = this.nav.graph.facts(file);
      nodes = facts ? facts.definitions.map((_, def) => this.nav.nodeForDef({ file, def })) : [];
      this.units.set(file, nodes);
    }
    return nodes.filter((n) => n.unit.start <= line && line <= n.unit.end);
  }
};

// src/core/traverse.ts
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
  constructor(graph, fileLines) {
    this.graph = graph;
    this.fileLines = fileLines;
  }
  graph;
  fileLines;
  static {
    __name(this, "Navigator");
  }
  targetsByRange = /* @__PURE__ */ new Map();
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
  inside(node, use) {
    return use.file === node.unit.file && use.line >= node.unit.start && use.line <= node.unit.end;
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
  incoming(node) {
    const steps = [];
    const uncertain = [];
    const omissions = [];
    for (const target of node.targets) {
      for (const use of this.graph.usesOf(target)) {
        if (!this.inside(node, use)) steps.push({ to: this.nodeForUnit(use.unit), from: node, kind: use.kind });
      }
      for (const use of this.graph.possibleUsesOf(target)) {
        if (this.inside(node, use) || !use.uncertain) continue;
        uncertain.push(this.uncertainEdge(use.unit, use, [target], node.unit));
        omissions.push({ candidate: unitKey(use.unit), reason: "uncertain" });
      }
    }
    return { steps, uncertain, omissions };
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
function traverse(nav, anchor, mode, depth, peer, entrypoints) {
  switch (mode) {
    case "neighborhood":
      return { ok: true, traversal: neighborhood(nav, anchor) };
    case "upstream":
      return { ok: true, traversal: breadthFirst(nav, anchor, depth, "in") };
    case "downstream":
      return { ok: true, traversal: breadthFirst(nav, anchor, depth, "out") };
    case "path":
      return shortestPath(nav, anchor, depth, peer);
    case "entrypoint":
      return entrypointPath(nav, anchor, depth, entrypoints ?? { definitions: /* @__PURE__ */ new Set(), programs: /* @__PURE__ */ new Set() });
  }
}
__name(traverse, "traverse");
function anchorSlice(anchor, edges) {
  return { unit: anchor.unit, hop: 0, relationship: "anchor", edges, mandatory: true };
}
__name(anchorSlice, "anchorSlice");
function neighborhood(nav, anchor) {
  const out = nav.outgoing(anchor);
  const inc = nav.incoming(anchor);
  const steps = [];
  const enclosing = nav.enclosing(anchor);
  if (enclosing) steps.push({ step: { to: enclosing, from: anchor, kind: "enclosing" }, direction: "out" });
  for (const step of inc.steps) steps.push({ step, direction: "in" });
  for (const step of out.steps) steps.push({ step, direction: "out" });
  for (const step of out.imports) {
    if (step.to.unit.file === anchor.unit.file) steps.push({ step, direction: "out" });
  }
  steps.sort((a, b) => compareSteps(a.step, b.step));
  const seen = /* @__PURE__ */ new Set([unitKey(anchor.unit)]);
  const slices = [anchorSlice(anchor, out.uncertain)];
  for (const { step, direction } of steps) {
    const key = unitKey(step.to.unit);
    if (seen.has(key)) continue;
    seen.add(key);
    slices.push({ unit: step.to.unit, hop: 1, relationship: relationshipFor(step.kind, direction), edges: [], mandatory: false });
  }
  return { slices, looseEdges: inc.uncertain, omissions: [...out.omissions, ...inc.omissions] };
}
__name(neighborhood, "neighborhood");
function expand(nav, node, direction) {
  if (direction === "in") {
    const r2 = nav.incoming(node);
    return { steps: r2.steps, attached: [], loose: r2.uncertain, omissions: r2.omissions };
  }
  const r = nav.outgoing(node);
  return { steps: r.steps, attached: r.uncertain, loose: [], omissions: r.omissions };
}
__name(expand, "expand");
function breadthFirst(nav, anchor, depth, direction) {
  const seen = /* @__PURE__ */ new Set([unitKey(anchor.unit)]);
  const root = anchorSlice(anchor, []);
  const slices = [root];
  const looseEdges = [];
  const omissions = [];
  let frontier = [{ node: anchor, slice: root }];
  for (let hop = 1; hop <= depth && frontier.length > 0; hop++) {
    const steps = [];
    for (const { node, slice } of frontier) {
      const e = expand(nav, node, direction);
      steps.push(...e.steps);
      slice.edges.push(...e.attached);
      looseEdges.push(...e.loose);
      omissions.push(...e.omissions);
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
      slices.push(slice);
      next.push({ node: step.to, slice });
    }
    frontier = next;
  }
  const beyond = [];
  for (const { node } of frontier) beyond.push(...expand(nav, node, direction).steps);
  beyond.sort(compareSteps);
  for (const step of beyond) {
    const key = unitKey(step.to.unit);
    if (seen.has(key)) continue;
    seen.add(key);
    omissions.push({ candidate: key, reason: "depth" });
  }
  return { slices, looseEdges, omissions };
}
__name(breadthFirst, "breadthFirst");
var PATH_SEARCH = { backwardWhenWiderThan: 16 };
function search(nav, anchor, depth, direction, goal, goals = null) {
  const start = { node: anchor, parent: null, hop: 0 };
  if (goal(anchor)) return start;
  const seen = /* @__PURE__ */ new Set([unitKey(anchor.unit)]);
  let frontier = [start];
  const reach = goals && direction === "out" && !nav.graph.isReference ? new BackwardReach(nav, anchor, goals(), depth) : null;
  for (let hop = 1; hop <= depth && frontier.length > 0; hop++) {
    while (reach && frontier.length > PATH_SEARCH.backwardWhenWiderThan && !reach.complete && reach.frontierSize < frontier.length) reach.step();
    if (reach?.complete) {
      frontier = frontier.filter((visit) => reach.allows(visit.node, visit.hop));
      if (frontier.length === 0) return null;
    }
    const steps = [];
    for (const visit of frontier) {
      for (const step of expand(nav, visit.node, direction).steps) steps.push({ step, parent: visit });
    }
    nav.graph.checkpoint();
    steps.sort((a, b) => compareSteps(a.step, b.step));
    const next = [];
    for (const { step, parent } of steps) {
      const key = unitKey(step.to.unit);
      if (seen.has(key)) continue;
      seen.add(key);
      const visit = { node: step.to, parent, hop };
      if (goal(step.to)) return visit;
      next.push(visit);
    }
    frontier = next;
  }
  return null;
}
__name(search, "search");
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
  return facts.definitions.map((_, def) => nav.nodeForDef({ file: target.unit.file, def })).filter((node) => reachesPeer(node, target));
}
__name(nodesReaching, "nodesReaching");
function shortestPath(nav, anchor, depth, peer) {
  const found = search(nav, anchor, depth, "out", (node) => node !== anchor && reachesPeer(node, peer), () => nodesReaching(nav, peer));
  if (!found) {
    const failure = {
      ok: false,
      kind: "path_not_found",
      message: `no certain call or reference path from ${unitKey(anchor.unit)} to ${unitKey(peer.unit)} within depth ${depth}`
    };
    const reverse = search(nav, peer, depth, "out", (node) => node !== peer && reachesPeer(node, anchor), () => nodesReaching(nav, anchor));
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
    const edges = visit.hop < found.hop ? nav.outgoing(visit.node).uncertain : [];
    if (visit.hop === 0) slices.push(anchorSlice(anchor, edges));
    else if (visit === found) slices.push({ unit: peer.unit, hop: visit.hop, relationship: "peer", edges, mandatory: true });
    else slices.push({ unit: visit.node.unit, hop: visit.hop, relationship: "path", edges, mandatory: false });
  }
  return { ok: true, traversal: { slices, looseEdges: [], omissions: [] } };
}
__name(shortestPath, "shortestPath");
function entrypointPath(nav, anchor, depth, entry) {
  const anchorIsEntry = anchor.targets.some((t) => entry.definitions.has(defKey(t)));
  const found = search(nav, anchor, depth, "in", (node) => isEntrypoint(entry, node.unit) || node === anchor && anchorIsEntry);
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
  return { ok: true, traversal: { slices, looseEdges: [], omissions: [] } };
}
__name(entrypointPath, "entrypointPath");

// src/core/verify.ts
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
    const checked = repo.checkPath(s.file);
    if (!checked.ok || checked.path !== s.file) return invalid("containment", `${s.file} is not a canonical path inside the root`);
    const file = repo.readFresh(s.file);
    if (!file || file.binary) return invalid("containment", `${s.file} cannot be read as text`);
    if (!Number.isInteger(s.start_line) || !Number.isInteger(s.end_line) || s.start_line < 1 || s.start_line > s.end_line || s.end_line > file.lines.length) {
      return invalid("range", `${key} is not within the file's ${file.lines.length} lines`);
    }
    if (sliceLines(file.lines, s.start_line, s.end_line) !== s.content) {
      return fail("stale_source", `${key} no longer holds the bytes the packet carries`, { range: key });
    }
  }
  const anchors = packet.slices.filter((s) => s.hop === 0);
  if (anchors.length !== 1) return invalid("anchor", `expected one hop-0 slice, found ${anchors.length}`);
  const anchorCheck = anchorHolds(anchors[0], expected.anchor, repo);
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
function anchorHolds(slice, anchor, repo) {
  switch (anchor.kind) {
    case "line_range":
      return slice.file === anchor.file && slice.start_line === anchor.start && slice.end_line === anchor.end ? null : `hop 0 is ${slice.file}:${slice.start_line}-${slice.end_line}, not the requested ${anchor.file}:${anchor.start}-${anchor.end}`;
    case "path": {
      const file = repo.readFresh(anchor.file);
      const lines = file && !file.binary ? file.lines.length : -1;
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

// src/core/parsePool.ts
import { existsSync as existsSync3 } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath as fileURLToPath3 } from "node:url";
import { Worker } from "node:worker_threads";
var IN_FLIGHT = 2;
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
  start() {
    this.slots ??= Array.from({ length: this.size }, () => {
      const worker = new Worker(this.script);
      worker.unref();
      return { worker, busy: 0 };
    });
    return this.slots;
  }
  /** Parses every job; the outcomes come back in the order of the jobs. */
  run(jobs) {
    const slots = this.start();
    const outcomes = new Array(jobs.length);
    let next = 0;
    let done = 0;
    return new Promise((resolve2, reject) => {
      if (jobs.length === 0) {
        resolve2(outcomes);
        return;
      }
      const cleanups = [];
      const finish = /* @__PURE__ */ __name((error) => {
        for (const c of cleanups) c();
        for (const s of slots) s.worker.unref();
        if (error) reject(error);
        else resolve2(outcomes);
      }, "finish");
      const feed = /* @__PURE__ */ __name((slot) => {
        while (slot.busy < IN_FLIGHT && next < jobs.length) {
          const job = jobs[next];
          const message = { id: next, ...job };
          next++;
          slot.busy++;
          slot.worker.postMessage(message);
        }
      }, "feed");
      for (const slot of slots) {
        slot.worker.ref();
        const onMessage = /* @__PURE__ */ __name((reply) => {
          slot.busy--;
          if ("error" in reply) {
            finish(new Error(`parse worker failed on ${jobs[reply.id]?.path}: ${reply.error}`));
            return;
          }
          outcomes[reply.id] = "facts" in reply ? { outcome: { facts: decodeFacts(reply.facts) }, json: reply.facts } : { outcome: { unavailable: reply.unavailable }, json: null };
          done++;
          if (done === jobs.length) finish();
          else feed(slot);
        }, "onMessage");
        const onError = /* @__PURE__ */ __name((error) => finish(error), "onError");
        slot.worker.on("message", onMessage);
        slot.worker.on("error", onError);
        cleanups.push(() => {
          slot.worker.off("message", onMessage);
          slot.worker.off("error", onError);
        });
        feed(slot);
      }
    });
  }
};
var shared;
function parsePool() {
  if (shared === void 0) {
    const script = fileURLToPath3(new URL("./parseWorker.js", import.meta.url));
    const asked = Number(process.env.ODIN_SLICE_WORKERS);
    const size = Number.isInteger(asked) && asked >= 0 ? asked : availableParallelism();
    shared = existsSync3(script) && size >= 1 && (size > 1 || process.env.ODIN_SLICE_WORKERS !== void 0) ? new ParsePool(script, size) : null;
  }
  return shared;
}
__name(parsePool, "parsePool");

// src/core/treeText.ts
import { closeSync as closeSync2, openSync as openSync2, readSync as readSync2 } from "node:fs";
import { join as join5 } from "node:path";
function isWordByte(b) {
  return b >= 48 && b <= 57 || b >= 65 && b <= 90 || b >= 97 && b <= 122 || b === 95 || b === 36 || b >= 128;
}
__name(isWordByte, "isWordByte");
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
var WORD = /^[A-Za-z0-9_$\u0080-\uffff]+$/;
var WORDS = /[A-Za-z0-9_$\u0080-\u00ff]+/g;
var WORD_INDEX_AFTER = 32;
var SEARCHES_BEFORE_WORDS = 8;
var patterns = /* @__PURE__ */ new WeakMap();
var SCRATCH_BYTES = 1 << 20;
var scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
function readLatin1(path) {
  const fd = openSync2(path, "r");
  let length = 0;
  try {
    for (; ; ) {
      if (length === scratch.length) {
        const bigger = Buffer.allocUnsafe(2 * scratch.length);
        scratch.copy(bigger, 0, 0, length);
        scratch = bigger;
      }
      const n = readSync2(fd, scratch, length, scratch.length - length, null);
      if (n === 0) break;
      length += n;
    }
  } finally {
    closeSync2(fd);
  }
  const text = scratch.toString("latin1", 0, length);
  if (scratch.length > SCRATCH_BYTES) scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
  return text;
}
__name(readLatin1, "readLatin1");
function definitionPattern(sites, name) {
  let byName = patterns.get(sites);
  if (!byName) {
    byName = /* @__PURE__ */ new Map();
    patterns.set(sites, byName);
  }
  let pattern = byName.get(name);
  if (!pattern) {
    if (byName.size >= 4096) byName.clear();
    const word = Buffer.from(name, "utf8").toString("latin1").replace(/[$]/g, "\\$&");
    const at = sites.map((s) => `(?<=(?:${s.before})${word})${s.after === void 0 ? "" : `(?=${s.after})`}`);
    pattern = new RegExp(`${word}(?:${at.join("|")})`, "my");
    byName.set(name, pattern);
  }
  return pattern;
}
__name(definitionPattern, "definitionPattern");
var TreeText = class _TreeText {
  /**
   * `files`: the indexable files, sorted. `skipReason` reads a file as the indexer does, to tell why it is not
   * indexed; it is asked only when the bytes alone cannot rule that out.
   */
  constructor(root, files, limits, skipReason, keptNames = () => null) {
    this.root = root;
    this.files = files;
    this.limits = limits;
    this.skipReason = skipReason;
    this.keptNames = keptNames;
  }
  root;
  files;
  limits;
  skipReason;
  keptNames;
  static {
    __name(this, "TreeText");
  }
  /** Says every file mentions every name: no file is ruled out by its text (the reference for whole-tree answers). */
  unfiltered = false;
  /** Whether this is the unfiltered reference, which rules no file out. */
  get isUnfiltered() {
    return this.unfiltered;
  }
  /** Each file's bytes read as latin1 (one character per byte): searched as text without decoding it again. */
  raw = /* @__PURE__ */ new Map();
  byName = /* @__PURE__ */ new Map();
  /**
   * With every file indexed (or their names kept from an earlier index of the same tree): the names each file's
   * facts hold, which answer every question by name instead of the text.
   */
  known = null;
  stale = /* @__PURE__ */ new Set();
  /** Whether the index holds exactly the files of the tree, none of them stale: its lists are the answers. */
  exact = false;
  fileSet = null;
  /** Whether a file can define a name, by name and file. */
  defines = /* @__PURE__ */ new Map();
  /** Each file's words, for files asked about one name after another. */
  words = /* @__PURE__ */ new Map();
  /** Times a TreeText of this process took every file's names from an earlier whole-tree index (keptNames). */
  static keptNamesUsedInProcess = 0;
  /** Searches of one file's text for one name by the TreeTexts of this process: what kept names spare. */
  static searchesInProcess = 0;
  keptNamesAsked = false;
  /** This text's searches so far: past a share of the tree, the kept names are cheaper than more searching. */
  searches = 0;
  /** The same files, none of them ruled out by its text. */
  static unfiltered(files) {
    const text = new _TreeText("", files, { maxFileBytes: 0, maxLineLength: 0, maxFiles: 0 }, () => null);
    text.unfiltered = true;
    return text;
  }
  /** Whether the indexer will skip a file (unreadable, binary, too large, a line too long) rather than parse it. */
  skipped(file) {
    if (this.unfiltered) return false;
    if (this.fromIndex(file)) return !this.known.hasFacts(file);
    const b = this.contents(file);
    if (b === null || b.includes("\0") || b.length > this.limits.maxFileBytes) return true;
    let longest = 0;
    for (let from = 0; from < b.length; ) {
      let nl = b.indexOf("\n", from);
      if (nl < 0) nl = b.length;
      if (nl - from > longest) longest = nl - from;
      from = nl + 1;
    }
    return longest > this.limits.maxLineLength && this.skipReason(file) !== null;
  }
  /** A file's bytes as they are on disk, or null when it cannot be read. */
  bytes(file) {
    const text = this.contents(file);
    return text === null ? null : Buffer.from(text, "latin1");
  }
  contents(file) {
    let b = this.raw.get(file);
    if (b === void 0) {
      try {
        b = readLatin1(join5(this.root, file));
      } catch {
        b = null;
      }
      this.raw.set(file, b);
    }
    return b;
  }
  /**
   * Whether a file's text holds `name` as a whole word. A name that is not plain text of the file (it holds a
   * replacement character, so the bytes were not UTF-8) is taken to be mentioned everywhere.
   */
  mentions(file, name) {
    if (this.unfiltered || name.length === 0 || name.includes("\uFFFD")) return true;
    if (this.fromIndex(file)) return this.known.names(file, name);
    if (WORD.test(name)) {
      let words2 = this.words.get(file);
      if (words2 === void 0) {
        const asked = (this.asked.get(file) ?? 0) + 1;
        this.asked.set(file, asked);
        if (asked <= SEARCHES_BEFORE_WORDS) return this.scan(file, name);
        const b = this.contents(file);
        words2 = b !== null ? new Set(b.match(WORDS)) : null;
        this.words.set(file, words2);
      }
      return words2 ? words2.has(Buffer.from(name, "utf8").toString("latin1")) : true;
    }
    return this.scan(file, name);
  }
  /** Names asked about each file whose words are not listed yet. */
  asked = /* @__PURE__ */ new Map();
  /**
   * Whether a file can define `name`: it mentions the name at one of `sites` (its language's, or those of one
   * sort of declaration, named by `sort`). Without sites, or for a name that is not plain words, any mention may
   * be one.
   */
  mayDefine(file, name, sites, sort = "all") {
    if (this.unfiltered) return true;
    if (this.fromIndex(file)) return this.known.defines(file, name, sort);
    if (sites === void 0 || !WORD.test(name)) return this.mentions(file, name);
    const key = `${sort}\0${name}`;
    let byFile = this.defines.get(key);
    if (!byFile) {
      byFile = /* @__PURE__ */ new Map();
      this.defines.set(key, byFile);
    }
    let may = byFile.get(file);
    if (may === void 0) {
      const b = this.contents(file);
      may = sites.length > 0 && (b === null || this.atSite(b, name, sites));
      byFile.set(file, may);
    }
    return may;
  }
  /**
   * Whether some whole-word occurrence of `name` stands at one of the sites. The occurrences are found by
   * searching the text (fast) and the sites' pattern is tried at each of them only: run over the whole text, it
   * would be tried at every occurrence of the name's first letter.
   */
  atSite(b, name, sites) {
    _TreeText.searchesInProcess++;
    this.searches++;
    const needle = Buffer.from(name, "utf8").toString("latin1");
    const pattern = definitionPattern(sites, name);
    for (let at = wholeWordAt(b, needle, 0); at >= 0; at = wholeWordAt(b, needle, at + 1)) {
      pattern.lastIndex = at;
      if (pattern.test(b)) return true;
    }
    return false;
  }
  keptFilters = /* @__PURE__ */ new Map();
  /**
   * The files among `candidates` that pass `test` (an answer by their text alone), in order, tested only as far
   * as they are asked for and kept under `key` for this tree's text: a question asked round after round about a
   * common name tests its files once, and only until it has what it needs.
   */
  keptFilter(key, candidates, test) {
    let kept = this.keptFilters.get(key);
    if (!kept) {
      kept = { source: candidates(), next: 0, found: [] };
      this.keptFilters.set(key, kept);
    }
    const list = kept;
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
    _TreeText.searchesInProcess++;
    this.searches++;
    const b = this.contents(file);
    return b === null || wholeWordAt(b, Buffer.from(name, "utf8").toString("latin1"), 0) >= 0;
  }
  /** Whether a file's text holds `text` anywhere (not only as a word). */
  contains(file, text) {
    if (this.unfiltered) return true;
    const b = this.contents(file);
    return b === null || b.includes(Buffer.from(text, "utf8").toString("latin1"));
  }
  /** Whether a file's text matches a pattern (read as latin1, so byte offsets do not matter). */
  matches(file, pattern) {
    if (this.unfiltered) return true;
    const b = this.contents(file);
    return b === null || pattern.test(b);
  }
  /**
   * The files a caller should test with mayDefine, in order, to find those that may declare `name`: with every
   * file's names known, those that declare or export it, or declare it as the sort asked for (and the changed
   * ones); else the files that mention it when they are listed already or cheap to list; else every file, so that
   * a caller who needs only the first few declarers searches only as far as it finds them (each such sweep counts
   * as a search of the whole tree, see WORD_INDEX_AFTER).
   */
  declarerCandidates(name, sort = "all") {
    this.takeKeptNames();
    if (this.known) return this.keptList(this.known.filesDefining(name, sort), () => true);
    const listed = this.byName.get(name);
    if (listed) return listed;
    if (this.unfiltered || this.fullScans >= WORD_INDEX_AFTER || !WORD.test(name)) return this.filesMentioning(name);
    this.fullScans++;
    return this.files;
  }
  /**
   * The names every file holds, kept from an earlier index of this tree, answer every question by name without
   * searching the text at all. Taken at the first question about the whole tree: one about a package's few files
   * is answered by their text sooner than the names can be checked against the tree.
   */
  takeKeptNames() {
    if (this.known || this.unfiltered || this.keptNamesAsked) return;
    this.keptNamesAsked = true;
    const kept = this.keptNames();
    if (kept) {
      this.useNames(kept.names, kept.stale);
      _TreeText.keptNamesUsedInProcess++;
    }
  }
  /** The files that mention `name`, sorted. */
  filesMentioning(name) {
    let list = this.byName.get(name);
    if (!list) {
      this.takeKeptNames();
      if (this.known) list = this.keptList(this.known.filesNaming(name), (f) => this.mentions(f, name));
      else if (!this.unfiltered && this.fullScans >= WORD_INDEX_AFTER && WORD.test(name) && !name.includes("\uFFFD")) list = this.filesWithWord(name);
      else {
        if (!this.unfiltered) this.fullScans++;
        list = this.files.filter((f) => this.unfiltered || this.scan(f, name));
      }
      this.byName.set(name, list);
    }
    return list;
  }
  usedByName = /* @__PURE__ */ new Map();
  /**
   * The files that may hold a use of `name` (a use, an import, a re-export), sorted: with every file's names known,
   * those whose facts use it, which leaves out the many files that only declare a common method's name; by their
   * text, every file that mentions it.
   */
  filesUsing(name) {
    let list = this.usedByName.get(name);
    if (!list) {
      this.takeKeptNames();
      if (this.known) {
        let mentioning = null;
        list = this.keptList(this.known.filesUsing(name), (f) => (mentioning ??= new Set(this.filesMentioning(name))).has(f));
      } else list = this.filesMentioning(name);
      this.usedByName.set(name, list);
    }
    return list;
  }
  /** Whether a file may hold a use of `name` (see filesUsing). */
  uses(file, name) {
    if (this.unfiltered || name.length === 0 || name.includes("\uFFFD")) return true;
    if (this.fromIndex(file)) return this.known.uses(file, name);
    return this.mentions(file, name);
  }
  /** Names searched for in the bytes of every file, one by one (before the words of every file are listed). */
  fullScans = 0;
  /** Times the words of every file were listed: at most once. */
  wordIndexBuilds = 0;
  /** With the words of every file listed: each word's files, by position in `files`; and the unreadable files. */
  wordIndex = null;
  /**
   * The files that hold a plain-word name as a whole word, from the words of every file, listed once: a file
   * holds the name as a whole word exactly when it is one of the file's runs of word bytes. The same answer as
   * scanning, but one pass over the tree rather than one per name, for the requests that ask about many names.
   */
  filesWithWord(name) {
    if (!this.wordIndex) {
      this.wordIndexBuilds++;
      const byWord2 = /* @__PURE__ */ new Map();
      const unreadable2 = [];
      this.files.forEach((file, i) => {
        const b = this.contents(file);
        if (b === null) {
          unreadable2.push(i);
          return;
        }
        for (const w of new Set(b.match(WORDS))) {
          const list = byWord2.get(w);
          if (list) list.push(i);
          else byWord2.set(w, [i]);
        }
      });
      this.wordIndex = { byWord: byWord2, unreadable: unreadable2 };
    }
    const { byWord, unreadable } = this.wordIndex;
    const found = byWord.get(Buffer.from(name, "utf8").toString("latin1")) ?? [];
    const at = unreadable.length === 0 ? found : [.../* @__PURE__ */ new Set([...found, ...unreadable])].sort((x, y) => x - y);
    return at.map((i) => this.files[i]);
  }
  /** Whether useNames has been given the names of exactly the files of the tree. */
  get knowsAllNames() {
    return this.known !== null && this.exact;
  }
  /**
   * Whether the kept names answer for this file (it is unchanged since they were kept). Questions about one
   * package are answered by text until they have searched a sixteenth as many files as the tree holds: taking the
   * kept names checks every file's stamp (a few microseconds each), a search reads a file (tens of them), so a
   * large package (Go's runtime: thousands of searches for one path) is answered sooner from the names.
   */
  fromIndex(file) {
    if (this.known === null && !this.keptNamesAsked && this.searches * 16 >= this.files.length) this.takeKeptNames();
    return this.known !== null && !this.stale.has(file);
  }
  /**
   * A list from the kept names, as this tree has it: without files the tree no longer holds or that changed since,
   * with the changed and added files that pass `stale` (asked of their text), in the order of `files`.
   */
  keptList(indexed, stale) {
    if (this.exact) return indexed;
    this.fileSet ??= new Set(this.files);
    const current = this.fileSet;
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
    this.exact = stale.size === 0 && names.files.length === this.files.length && names.files.every((f, i) => f === this.files[i]);
    this.byName.clear();
    this.usedByName.clear();
    this.keptFilters.clear();
    this.defines.clear();
  }
};

// src/core/workspace.ts
var SETTLE_ROUNDS_BEFORE_ALL = 4;
var POOL_THRESHOLD = 24;
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
  fileSet = null;
  entry = null;
  complete = false;
  /** The files a grammar covers, sorted. */
  indexableFiles() {
    return this.treeText().files;
  }
  treeText() {
    if (this.options.wholeTree) {
      this.text ??= TreeText.unfiltered(this.repo.files().filter((f) => languageForPath(f) !== null));
      return this.text;
    }
    this.text ??= new TreeText(
      this.repo.root,
      this.repo.files().filter((f) => languageForPath(f) !== null),
      this.repo.limits,
      (f) => unparsedReason(this.repo.read(f)),
      () => this.keptNames()
    );
    return this.text;
  }
  /** A graph over what is indexed so far; its `missing` says which files its answers lacked. */
  newGraph() {
    this.fileSet ??= new Set(this.repo.files());
    return new CodeGraph(this.index, this.fileSet, this.treeText(), this.read, this.settledUses);
  }
  /** Uses resolved for good by this workspace's graphs (see CodeGraph), kept from round to round. */
  settledUses = /* @__PURE__ */ new Map();
  /** The tree's text files, for manifests; one reader for the workspace, so what is derived from them is kept. */
  read = /* @__PURE__ */ __name((path) => {
    const file = this.repo.read(path);
    return file && !file.binary ? file.text : null;
  }, "read");
  /**
   * Indexes the given files (those not indexed yet): from the cache when it holds their content, else parsed,
   * on the worker pool when there are enough of them.
   */
  async indexFiles(paths) {
    const cache2 = this.options.cache ?? null;
    const jobs = [];
    const rules = readingRules(this.repo.limits);
    for (const path of paths) {
      if (this.index.facts.has(path) || this.index.unavailable.has(path)) continue;
      const spec = languageForPath(path);
      if (!spec) continue;
      const { stamp, record: known } = cache2?.lookup(this.repo.root, path) ?? { stamp: null, record: null };
      let knownKey = null;
      if (cache2 && known) {
        if (known.rules === rules && known.reason != null) {
          this.index.unavailable.set(path, known.reason);
          continue;
        }
        knownKey = cache2.keyOfBlob(spec, known.blob, rules);
        const hit = cache2.get(knownKey, path);
        if (hit) {
          this.index.facts.set(path, hit);
          continue;
        }
      }
      const file = this.repo.read(path);
      this.filesRead++;
      const reason = unparsedReason(file);
      const blobOf = /* @__PURE__ */ __name(() => {
        if (known) return known.blob;
        const bytes = this.treeText().bytes(path);
        return bytes ? blobId(bytes) : null;
      }, "blobOf");
      if (reason !== null || !file || file.binary) {
        this.index.unavailable.set(path, reason ?? "cannot be read");
        const blob = cache2 && file ? blobOf() : null;
        if (blob) cache2?.record(this.repo.root, path, stamp, blob, { rules, reason: reason ?? "cannot be read" });
        continue;
      }
      let key = null;
      if (cache2) {
        const blob = blobOf();
        key = knownKey ?? (blob ? cache2.keyOfBlob(spec, blob, rules) : null);
        if (blob) cache2.record(this.repo.root, path, stamp, blob, { rules, reason: null });
        const hit = key && !known ? cache2.get(key, path) : null;
        if (hit) {
          this.index.facts.set(path, hit);
          continue;
        }
      }
      jobs.push({ path, language: spec.name, text: file.text, lineCount: file.lines.length, spec, key });
    }
    const pool = jobs.length >= POOL_THRESHOLD ? parsePool() : null;
    const outcomes = pool ? await pool.run(jobs.map(({ path, language, text, lineCount }) => ({ path, language, text, lineCount }))) : (await Promise.all(jobs.map((j) => indexText(j.path, j.spec, j.text, j.lineCount)))).map((outcome) => ({ outcome, json: null }));
    jobs.forEach((job, i) => {
      const { outcome, json } = outcomes[i];
      record(this.index, job.path, outcome);
      if (cache2 && job.key && "facts" in outcome) cache2.put(job.key, outcome.facts, json);
    });
    this.parsed += jobs.length;
    _Workspace.parsedInProcess += jobs.length;
  }
  /** Graphs built and questions asked by settle. */
  rounds = 0;
  /** Files this workspace read to index them: those the cache could not vouch for unread. */
  filesRead = 0;
  /** Files parsed (not taken from the cache) by this workspace. */
  parsed = 0;
  /** Files parsed by every workspace of this process: what a measurement of one request reports. */
  static parsedInProcess = 0;
  /** Ends the request's use of the cache: trims it to its bound. */
  finish() {
    this.options.cache?.evict();
  }
  /** Indexes every file of the tree: for the questions that need all of it (entrypoints, the index report). */
  async indexAll() {
    if (this.complete) return;
    await this.indexFiles(this.indexableFiles());
    this.complete = true;
    if (this.options.wholeTree) return;
    const text = this.treeText();
    if (text.knowsAllNames) return;
    const kept = this.keptNames();
    if (kept && kept.stale.size === 0) {
      text.useNames(kept.names);
      if (text.knowsAllNames) return;
    }
    const cache2 = this.options.cache;
    const gaveUp = /* @__PURE__ */ __name((f) => isDeadlineReason(this.index.unavailable.get(f) ?? ""), "gaveUp");
    const bytes = buildNameIndex(
      text.files,
      (f) => this.index.facts.get(f),
      (f) => cache2 && !gaveUp(f) ? cache2.blobOf(this.repo.root, f) : null
    );
    text.useNames(NameIndex.read(bytes));
    const key = cache2?.namesKey(this.lineage(), this.repo.limits) ?? null;
    if (cache2 && key) cache2.putNames(key, bytes);
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
    const cache2 = this.options.cache;
    const key = cache2?.namesKey(this.lineage(), this.repo.limits) ?? null;
    const bytes = key ? cache2?.getNames(key) : null;
    const names = bytes ? NameIndex.read(bytes) : null;
    this.kept = null;
    if (!cache2 || !names) return null;
    const stale = /* @__PURE__ */ new Set();
    for (const file of this.indexableFiles()) {
      if (!names.sameBlob(file, () => cache2.blobOf(this.repo.root, file))) stale.add(file);
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
    if (this.options.wholeTree) await this.indexAll();
    for (; ; ) {
      this.rounds++;
      const graph = this.newGraph();
      let answer;
      let needed;
      try {
        answer = question(graph);
        needed = [...graph.missing].sort();
      } catch (error) {
        if (!(error instanceof FilesNeeded)) throw error;
        needed = error.files;
      }
      if (needed.length === 0) return answer;
      const indexed = this.index.facts.size + this.index.unavailable.size;
      if (this.rounds >= SETTLE_ROUNDS_BEFORE_ALL && this.reachedShare() * (indexed + needed.length) > this.indexableFiles().length) await this.indexAll();
      else await this.indexFiles(needed);
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
   * Makes the tree's public entrypoints known, for the questions that need them. They are a property of the
   * whole tree: found once it is all indexed, and kept in the cache for later requests on this very tree (every
   * file by blob id, and the engine that found them), which then index only what their question reaches.
   */
  async prepareEntrypoints() {
    if (this.entry) return;
    const cache2 = this.options.wholeTree ? null : this.options.cache ?? null;
    const key = cache2?.treeKey(this.repo) ?? null;
    const kept = key ? cache2.getEntrypoints(key) : null;
    if (kept) {
      this.entry = kept;
      return;
    }
    await this.indexAll();
    this.entry = findEntrypoints(this.repo, this.newGraph());
    const gaveUp = [...this.index.unavailable.values()].some(isDeadlineReason);
    if (key && !gaveUp) cache2.putEntrypoints(key, this.entry);
  }
  /** Public entrypoints, once prepareEntrypoints has made them known. */
  entrypoints() {
    if (!this.entry) throw new Error("entrypoints are asked before prepareEntrypoints");
    return this.entry;
  }
  unavailableReason(file) {
    return this.index.unavailable.get(file) ?? null;
  }
  lineCount(file) {
    const f = this.repo.read(file);
    return f && !f.binary ? f.lines.length : null;
  }
};

// src/core/buildPacket.ts
async function buildPacket(request, options = {}) {
  const valid = validateRequest(request);
  if (!valid.ok) return valid;
  const req = valid.value;
  const repo = Repository.open(req.root, options.limits);
  if (!repo) return fail("invalid_request", `the root ${JSON.stringify(req.root)} is not a directory`);
  const ws = new Workspace(repo, { wholeTree: options.index === "whole-tree", cache: options.cache ?? null, ...options.lineage ? { lineage: options.lineage } : {} });
  const isEntry = /* @__PURE__ */ __name((text) => text !== null && text.trim().startsWith("entry:"), "isEntry");
  if (req.mode === "entrypoint" || isEntry(req.anchor) || isEntry(req.peer)) await ws.prepareEntrypoints();
  const planned = await ws.settle((graph) => plan(ws, graph, req, options));
  ws.finish();
  if (!planned.ok) return planned;
  const { a, frame, mandatory, candidates, looseEdges, omissions, requests } = planned.value;
  const beyond = repo.filesBeyondLimit();
  const partial = beyond > 0 ? [{ candidate: `${beyond} files past the first ${repo.limits.maxFiles} (the index's file limit)`, reason: "unavailable" }] : [];
  const outcome = applyBudget(frame, mandatory, candidates, looseEdges, [...omissions, ...partial]);
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
function plan(ws, graph, req, options) {
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
      const reason = ws.unavailableReason(file) ?? "no parser for this file's language";
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
    const file = repo.read(unit.file);
    const lines = file && !file.binary ? file.lines : [];
    return {
      file: unit.file,
      start_line: unit.start,
      end_line: unit.end,
      symbol: unit.symbol,
      hop,
      relationship,
      certainty: "certain",
      content: sliceLines(lines, unit.start, unit.end)
    };
  }, "toSlice");
  const mandatory = [];
  const candidates = [];
  let looseEdges = [];
  let omissions = [];
  if (a.node && a.indexed) {
    const nav = new Navigator(graph, (f) => ws.lineCount(f));
    const entry = req.mode === "entrypoint" ? ws.entrypoints() : null;
    const result = traverse(nav, a.node, req.mode, req.depth, peer?.node ?? null, entry);
    if (!result.ok) return fail(result.kind, result.message, void 0, result.recovery);
    for (const s of result.traversal.slices) {
      const c = { slice: toSlice(s.unit, s.hop, s.relationship), uncertainEdges: s.edges };
      (s.mandatory ? mandatory : candidates).push(c);
    }
    looseEdges = result.traversal.looseEdges;
    omissions = result.traversal.omissions;
  } else {
    const unit = a.node.unit;
    mandatory.push({ slice: toSlice(unit, 0, "anchor"), uncertainEdges: [] });
  }
  let requests;
  if (options.requested) {
    const resolved = resolveRequests(ws, graph, options.requested, mandatory.map((c) => c.slice));
    requests = resolved.outcomes;
    candidates.length = 0;
    looseEdges = [];
    omissions = [];
    for (const unit of resolved.units) {
      candidates.push({ slice: toSlice(unit, 1, "requested"), uncertainEdges: uncertainEdgesOf(ws, graph, unit) });
    }
  }
  return ok({ a, frame, mandatory, candidates, looseEdges, omissions, requests });
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
    const lineCount = file.lines.length;
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
    const supported = languageForPath(checked.path) !== null && !Repository.isInSkippedDirectory(checked.path);
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
  const named = graph.definitionsNamed(last);
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
    matches = matches.filter((ref2) => isEntrypoint(entry, graph.unitOfDef(ref2)));
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
  fixedPointTokens,
  qualifiedName,
  languageForPath,
  ok,
  fail,
  recoveryOf,
  failureRecord,
  normalizeNewlines,
  splitLines,
  sliceLines,
  Repository,
  loadLanguage,
  parseWithDeadline,
  parseTerms,
  DEFAULT_OUTLINE_CAP,
  outlineFile,
  cacheFromEnvironment,
  IndexCache,
  isDeadlineReason,
  Workspace,
  buildPacket,
  PACKET_OPTIONS
};
