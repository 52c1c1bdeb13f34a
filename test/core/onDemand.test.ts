// Packets built from the files a request reaches are byte-identical to packets built from a whole-tree index in
// which no file is ruled out by its text: on every fixture, for requests in every mode. Real trees can be added
// with ODIN_SLICE_EQUALITY_ROOTS (paths separated by ":"), sampled with ODIN_SLICE_EQUALITY_SAMPLE anchors each.
// Each request is also built with a cache that holds the tree's facts and names from an earlier whole index, as
// a second request on the same tree is, and with the names kept from another version of the tree.
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PATH_SEARCH } from "../../src/core/traverse.js";
import { scratchTree } from "../helpers.js";
import { DECLARATION_SITES } from "./declarationSites.js";
import { buildPacket } from "../../src/core/buildPacket.js";
import { IndexCache } from "../../src/core/indexCache.js";
import { indexReport } from "../../src/core/indexReport.js";
import type { Mode } from "../../src/core/packet.js";
import { Repository } from "../../src/core/repository.js";
import { KEPT_TEXT_BYTES, TreeText } from "../../src/core/treeText.js";
import { Workspace } from "../../src/core/workspace.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures");

interface Ask {
  anchor: string;
  mode: Mode;
  depth?: number;
  peer?: string;
}

async function requestsFor(root: string, sample: number | null, cache: IndexCache): Promise<Ask[]> {
  const report = await indexReport(root, { cache });
  if (!report.ok) throw new Error(report.failure.message);
  let defs = report.value.definitions;
  if (sample !== null && defs.length > sample) {
    const step = defs.length / sample;
    defs = Array.from({ length: sample }, (_, i) => defs[Math.floor(i * step)] as (typeof defs)[number]);
  }
  const asks: Ask[] = [];
  defs.forEach((d, i) => {
    const name = d.symbol.split(".").pop() as string;
    const symbol = `${d.file}#${d.symbol}`;
    const middle = Math.floor((d.start_line + d.end_line) / 2);
    asks.push({ anchor: symbol, mode: "neighborhood" });
    asks.push({ anchor: name, mode: "neighborhood" });
    asks.push({ anchor: `${d.file}:${middle}-${middle}`, mode: "neighborhood" });
    asks.push({ anchor: symbol, mode: "upstream", depth: 2 });
    asks.push({ anchor: `${d.file}:${d.start_line}-${d.end_line}`, mode: "upstream", depth: 3 });
    asks.push({ anchor: symbol, mode: "downstream", depth: 2 });
    asks.push({ anchor: `entry:${name}`, mode: "neighborhood" });
    if (i % 3 === 0) asks.push({ anchor: symbol, mode: "entrypoint", depth: 10 });
    const peer = defs[(i * 7 + 3) % defs.length];
    if (peer && i % 2 === 0) asks.push({ anchor: symbol, mode: "path", depth: 10, peer: `${peer.file}#${peer.symbol}` });
  });
  asks.push({ anchor: report.value.definitions[0]?.file ?? "missing.ts", mode: "neighborhood" });
  return asks;
}

async function bytesOf(root: string, ask: Ask, index: "on-demand" | "whole-tree", cache: IndexCache | null = null, lineage?: string): Promise<string> {
  const result = await buildPacket({ root, task: "Review this code.", ...ask }, { index, cache, ...(lineage ? { lineage } : {}) });
  return result.ok ? result.value.bytes : JSON.stringify(result.failure);
}

/**
 * Keeps under `lineage` the names of another version of the tree: every third file removed and every fourth
 * changed (a line added), so that requests on the tree meet kept names of removed, changed and added files.
 */
async function keepNamesOfAnotherVersion(root: string, cache: IndexCache, lineage: string): Promise<void> {
  const copy = mkdtempSync(join(tmpdir(), "odin-slice-version-"));
  cpSync(root, copy, { recursive: true });
  (Repository.open(copy) as Repository).files().forEach((f, i) => {
    if (i % 3 === 1) rmSync(join(copy, f));
    else if (i % 4 === 2) appendFileSync(join(copy, f), "\n");
  });
  const ws = new Workspace(Repository.open(copy) as Repository, { cache, lineage });
  await ws.indexAll();
  ws.finish();
}

async function compare(root: string, sample: number | null): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), "odin-slice-kept-"));
  // A cache object per request on one folder, as each shell makes: facts are read back from their text.
  const cacheOnFolder = () => new IndexCache({ dir: folder, maxBytes: 4 * 1024 * 1024 * 1024 });
  const cache = cacheOnFolder();
  const asks = await requestsFor(root, sample, cache);
  const lineage = "another version";
  await keepNamesOfAnotherVersion(root, cache, lineage);
  const keptBefore = TreeText.keptNamesUsedInProcess;
  const differences: string[] = [];
  for (const ask of asks) {
    const whole = await bytesOf(root, ask, "whole-tree");
    const onDemand = await bytesOf(root, ask, "on-demand");
    if (onDemand !== whole) differences.push(`${JSON.stringify(ask)}\n  on demand:  ${onDemand.slice(0, 400)}\n  whole tree: ${whole.slice(0, 400)}`);
    const kept = await bytesOf(root, ask, "on-demand", cacheOnFolder());
    if (kept !== whole) differences.push(`${JSON.stringify(ask)}\n  kept names: ${kept.slice(0, 400)}\n  whole tree: ${whole.slice(0, 400)}`);
    const changed = await bytesOf(root, ask, "on-demand", cache, lineage);
    if (changed !== whole) differences.push(`${JSON.stringify(ask)}\n  names of another version: ${changed.slice(0, 400)}\n  whole tree: ${whole.slice(0, 400)}`);
    // No text kept once read: every file's words are asked of its sketch, and its text read again.
    TreeText.keptTextBound = 0;
    try {
      const sketched = await bytesOf(root, ask, "on-demand");
      if (sketched !== whole) differences.push(`${JSON.stringify(ask)}\n  no text kept: ${sketched.slice(0, 400)}\n  whole tree: ${whole.slice(0, 400)}`);
    } finally {
      TreeText.keptTextBound = KEPT_TEXT_BYTES;
    }
  }
  expect(differences).toStrictEqual([]);
  expect(TreeText.keptNamesUsedInProcess).toBeGreaterThan(keptBefore);
  return asks.length;
}

describe.each(readdirSync(FIXTURES).sort())("on-demand packets on fixture %s", (name) => {
  it("are byte-identical to whole-tree packets in every mode", async () => {
    const count = await compare(join(FIXTURES, name), null);
    expect(count).toBeGreaterThan(20);
  });
});

/**
 * Path requests between definitions the certain call graph connects within three hops and, as many, between
 * others: the on-demand search runs a backward search beside it to skip what cannot reach the peer, the
 * whole-tree reference does not, and both must give the same path, or the same failure.
 */
async function pathPairs(root: string, sample: number | null = null): Promise<Ask[]> {
  const report = await indexReport(root);
  if (!report.ok) throw new Error(report.failure.message);
  const key = (file: string, start: number, end: number) => `${file}:${start}-${end}`;
  const next = new Map<string, Set<string>>();
  for (const e of report.value.edges) {
    if (e.certainty !== "certain" || !e.to) continue;
    const to = key(e.to.file, e.to.start_line, e.to.end_line);
    for (const d of report.value.definitions) {
      if (d.file === e.file && d.start_line <= e.line && e.line <= d.end_line) {
        const from = key(d.file, d.start_line, d.end_line);
        if (from !== to) (next.get(from) ?? next.set(from, new Set()).get(from))?.add(to);
      }
    }
  }
  const defs = report.value.definitions.filter((d) => d.kind === "function" || d.kind === "method");
  const anchors = sample !== null && defs.length > sample ? Array.from({ length: sample }, (_, i) => defs[Math.floor((i * defs.length) / sample)] as (typeof defs)[number]) : defs;
  const byKey = new Map(report.value.definitions.map((d) => [key(d.file, d.start_line, d.end_line), d]));
  const asks: Ask[] = [];
  anchors.forEach((d, i) => {
    let frontier = [key(d.file, d.start_line, d.end_line)];
    const reached = new Set<string>();
    for (let hop = 0; hop < 3; hop++) frontier = frontier.flatMap((k) => [...(next.get(k) ?? [])].filter((t) => !reached.has(t) && reached.add(t)));
    const connected = [...reached].map((k) => byKey.get(k)).filter((p) => p !== undefined && (p.kind === "function" || p.kind === "method"));
    const other = defs[(i * 5 + 1) % defs.length];
    for (const peer of [...connected.slice(0, 2), other]) {
      if (peer) asks.push({ anchor: `${d.file}#${d.symbol}`, mode: "path", depth: 10, peer: `${peer.file}#${peer.symbol}` });
    }
  });
  return asks;
}

/** The pairs' packets on demand and from the whole tree: the differences, and how many found a path. */
async function comparePaths(root: string, sample: number | null): Promise<{ asks: number; found: number; differences: string[] }> {
  const asks = await pathPairs(root, sample);
  const differences: string[] = [];
  let found = 0;
  for (const ask of asks) {
    const whole = await bytesOf(root, ask, "whole-tree");
    const onDemand = await bytesOf(root, ask, "on-demand");
    if (!whole.startsWith('{"kind"')) found++;
    if (onDemand !== whole) differences.push(`${JSON.stringify(ask)}\n  on demand:  ${onDemand.slice(0, 300)}\n  whole tree: ${whole.slice(0, 300)}`);
  }
  return { asks: asks.length, found, differences };
}

describe.each(readdirSync(FIXTURES).sort())("path packets on fixture %s", (name) => {
  it("find the same path, or the same failure, with the backward search beside them as without", async () => {
    // From the first hop, as the fixtures are too small to widen a search.
    const before = { ...PATH_SEARCH };
    Object.assign(PATH_SEARCH, { backwardWhenWiderThan: 0, backwardFilesPerNode: Infinity, usesPerBackwardFile: Infinity, usesPerLookedPair: 0 });
    const { asks, found, differences } = await comparePaths(join(FIXTURES, name), null).finally(() => {
      Object.assign(PATH_SEARCH, before);
    });
    expect(differences).toStrictEqual([]);
    // Both outcomes are met: paths found and paths proved absent.
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(asks);
  });
});

/** Trees where a definition is reached under other names: default exports, aliases, index modules, packages. */
const ALIASES: Record<string, Record<string, string>> = {
  typescript: {
    "package.json": JSON.stringify({ name: "aliases", main: "src/core/index.ts" }),
    "src/core/store.ts": [
      "export default function save(x: number) {",
      "  return x;",
      "}",
      "export function load() {",
      "  return save(1);",
      "}",
      "export class Box {",
      "  put() {",
      "    return load();",
      "  }",
      "}",
      "",
    ].join("\n"),
    "src/core/index.ts": [
      "export default class Registry {}",
      'export { default as persist, load as fetchAll } from "./store";',
      'export * from "./store";',
      'import saveIt from "./store";',
      "export { saveIt as keep };",
      "",
    ].join("\n"),
    "src/core/sub/deep.ts": ['import { persist as p2 } from "..";', "export const deep = () => p2(3);", ""].join("\n"),
    "src/core/sub/make.ts": ['import Made from "..";', "export const make = () => new Made();", ""].join("\n"),
    "src/app/reexport.ts": ['export { keep as kept } from "../core";', ""].join("\n"),
    "src/lib/user.ts": ['import { kept } from "../app/reexport";', "export const use = () => kept(5);", ""].join("\n"),
    "src/app/reg.ts": ['import Reg from "../core";', "export const registry = () => new Reg();", ""].join("\n"),
    "src/app/main.ts": [
      'import { persist, fetchAll, keep, Box } from "../core";',
      'import * as core from "../core/index";',
      "export function run() {",
      "  persist(1);",
      "  new Box().put();",
      "  return core.load();",
      "}",
      "export function keepIt() {",
      "  return keep(2);",
      "}",
      "export function fetchEverything() {",
      "  return fetchAll();",
      "}",
      "",
    ].join("\n"),
    "src/other.ts": ['import s from "./core/store";', "export function other() {", "  return s(4);", "}", ""].join("\n"),
    "src/cycle/a.ts": ['export { x } from "./b";', ""].join("\n"),
    "src/cycle/b.ts": ['export { x } from "./a";', 'import { x } from "./a";', "export function y() {", "  return x();", "}", ""].join("\n"),
  },
  // Unnamed defaults that the package's own files import by the package's name, which holds neither the
  // modules' file names nor their folders'.
  "typescript package importing itself by name": {
    "package.json": JSON.stringify({ name: "shop", exports: { ".": "./src/main.ts", "./util": "./src/lib/helpers.ts" } }),
    "src/main.ts": "export default function () {\n  return 1;\n}\n",
    "src/lib/helpers.ts": "export default function () {\n  return 2;\n}\nexport function named() {\n  return 3;\n}\n",
    "src/app.ts": 'import begin from "shop";\nimport aid, { named as other } from "shop/util";\nexport function run() {\n  return begin() + aid() + other();\n}\n',
    "src/reexport.ts": 'export { default as start } from "shop";\n',
    "src/late.ts": 'import { start } from "./reexport";\nexport function later() {\n  return start();\n}\n',
  },
  python: {
    "pkg/__init__.py": "from .impl import helper as assist\nfrom .impl import *\n",
    "pkg/impl.py": "def helper():\n    return 1\n\n\nclass Tool:\n    def run(self):\n        return helper()\n",
    "user.py": "from pkg import assist\nfrom pkg.impl import helper, Tool\n\n\ndef main():\n    assist()\n    helper()\n    Tool().run()\n",
  },
  go: {
    "go.mod": "module example.com/m\n",
    "a/a.go": "package a\n\nfunc Do() {\n\thelper()\n}\n",
    "a/b.go": "package a\n\nfunc helper() {}\n\ntype T struct{}\n\nfunc (t T) M() {\n\thelper()\n}\n",
    "a/c.go": "package a\n\nvar unrelated = 1\n",
    "main.go": 'package main\n\nimport "example.com/m/a"\n\nfunc main() {\n\ta.Do()\n\tvar t a.T\n\tt.M()\n}\n',
  },
  // A package's functions used from outside its folder only through imports ending with its folder's name, but
  // for a module's root, which is imported by the module's path; a same-named function elsewhere, called plainly.
  "go packages by folder": {
    "go.mod": "module example.com/m\n",
    "lib/util/util.go": "package util\n\nfunc Func() int {\n\treturn 1\n}\n\nfunc Other() int {\n\treturn Func()\n}\n",
    "lib/util/util_test.go": "package util\n\nfunc check() int {\n\treturn Func()\n}\n",
    "lib/util/outside_test.go": 'package util_test\n\nimport "example.com/m/lib/util"\n\nfunc probe() int {\n\treturn util.Func()\n}\n',
    "app/app.go": 'package app\n\nimport (\n\tu "example.com/m/lib/util"\n)\n\nfunc Run() int {\n\treturn u.Func() + u.Other()\n}\n',
    "other/other.go": "package other\n\nfunc Func() int {\n\treturn 2\n}\n\nfunc Use() int {\n\treturn Func()\n}\n",
    "main.go": 'package main\n\nimport (\n\t"example.com/m/app"\n\t"example.com/m/other"\n)\n\nfunc main() {\n\tapp.Run()\n\tother.Use()\n}\n',
    "nested/go.mod": "module example.com/renamed\n",
    "nested/root.go": "package renamed\n\nfunc Func() int {\n\treturn 3\n}\n",
    "nested/sub/sub.go": 'package sub\n\nimport "example.com/renamed"\n\nfunc Call() int {\n\treturn renamed.Func()\n}\n',
  },
  // The standard library's layout: import paths are folders under the root, `"strings"` alone included.
  "go standard library": {
    "go.mod": "module std\n",
    "strings/strings.go": "package strings\n\nfunc Index() int {\n\treturn 1\n}\n",
    "bytes/bytes.go": 'package bytes\n\nimport "strings"\n\nfunc Index() int {\n\treturn strings.Index()\n}\n',
    "net/http/http.go": 'package http\n\nimport (\n\t"bytes"\n\t"strings"\n)\n\nfunc Serve() int {\n\treturn bytes.Index() + strings.Index()\n}\n',
    "net/url/url.go": "package url\n\nfunc Index() int {\n\treturn 0\n}\n\nfunc Parse() int {\n\treturn Index()\n}\n",
  },
  java: {
    "com/x/Util.java": "package com.x;\n\npublic class Util {\n  public static int f() {\n    return 1;\n  }\n}\n",
    "com/x/Other.java": "package com.x;\n\nclass Other {\n  int g() {\n    return Util.f();\n  }\n}\n",
    "com/y/User.java": "package com.y;\n\nimport com.x.Util;\n\nclass User {\n  int g() {\n    return Util.f();\n  }\n}\n",
  },
  // Methods of anonymous classes, called from inside them, beside same-named methods that other files call
  // through a declared type and calls on values whose type is unknown.
  "java anonymous classes": {
    "com/x/Task.java": "package com.x;\n\npublic interface Task {\n  void run();\n  void step();\n}\n",
    "com/x/Tasks.java":
      "package com.x;\n\npublic class Tasks {\n  public static final Task FIRST = new Task() {\n    public void run() {\n      step();\n      this.step();\n    }\n    public void step() {}\n  };\n\n  public static Task make() {\n    var t = new Task() {\n      public void run() {}\n      public void step() {\n        run();\n      }\n    };\n    t.run();\n    return t;\n  }\n}\n",
    "com/y/User.java":
      "package com.y;\n\nimport com.x.Task;\nimport com.x.Tasks;\n\nclass User {\n  void go(Task task) {\n    task.run();\n    Tasks.FIRST.step();\n    var t = Tasks.make();\n    t.run();\n  }\n}\n",
  },
  rust: {
    "Cargo.toml": '[package]\nname = "r"\n',
    "src/lib.rs": "pub mod a;\npub use a::thing as other;\n\npub fn top() {\n    other();\n    a::thing();\n}\n",
    "src/a.rs": "pub fn thing() {}\n\npub struct S;\n\nimpl S {\n    pub fn m(&self) {\n        thing();\n    }\n}\n",
  },
};

describe.each(Object.keys(ALIASES))("on-demand packets on a %s tree of aliases", (language) => {
  it("are byte-identical to whole-tree packets in every mode", async () => {
    const count = await compare(scratchTree(ALIASES[language] as Record<string, string>), null);
    expect(count).toBeGreaterThan(10);
  });
});

// Declarations in unusual forms beside files that only use their names: the files a language's definitionSites
// rules out of a search for definitions must be exactly those that declare none.
describe.each(Object.keys(DECLARATION_SITES))("on-demand packets on a %s tree of unusual declarations", (language) => {
  it("are byte-identical to whole-tree packets in every mode", async () => {
    const count = await compare(scratchTree(DECLARATION_SITES[language] as Record<string, string>), null);
    expect(count).toBeGreaterThan(10);
  });
});

const roots = (process.env.ODIN_SLICE_EQUALITY_ROOTS ?? "").split(":").filter(Boolean);
describe.skipIf(roots.length === 0)("on-demand packets on real trees", () => {
  it.each(roots)("%s", async (root) => {
    await compare(root, Number(process.env.ODIN_SLICE_EQUALITY_SAMPLE ?? 20));
    expect((await comparePaths(root, Number(process.env.ODIN_SLICE_EQUALITY_SAMPLE ?? 20))).differences).toStrictEqual([]);
  }, 3_600_000);
});

/**
 * Chains of calls, one function per file, as long as a path's depth allows and one hop longer: `a` with many more
 * callers of its last links than the chain has (the backward search stays the wider side and takes no level),
 * `b` with many dead ends off its first links (the backward search is the narrower and meets the search going
 * out). A node the backward search has not reached may still end a path exactly at the depth; a path one hop too
 * long is found by neither.
 */
function chains(): Record<string, string> {
  const files: Record<string, string> = {};
  const link = (name: string, calls: string[]) => {
    const imports = calls.map((c) => `import { ${c} } from "./${c}";\n`).join("");
    files[`src/${name}.ts`] = `${imports}export function ${name}() {\n${calls.map((c) => `  ${c}();\n`).join("")}}\n`;
  };
  for (let i = 0; i <= 11; i++) {
    link(`a${i}`, i < 11 ? [`a${i + 1}`] : []);
    const ends = i < 3 ? Array.from({ length: 4 }, (_, j) => `end${i}_${j}`) : [];
    for (const end of ends) link(end, []);
    link(`b${i}`, i < 11 ? [`b${i + 1}`, ...ends] : []);
  }
  for (let j = 0; j < 6; j++) link(`caller${j}`, ["a10", "a11", "a9"]);
  // A peer range holding the anchor as well as the end of a longer chain, which calls back into the anchor.
  files["src/loop.ts"] = 'import { c1 } from "./c1";\nexport function start() {\n  c1();\n}\nexport function finish() {\n  return 1;\n}\n';
  link("c1", ["c2", "start"]);
  for (let i = 2; i <= 4; i++) link(`c${i}`, [`c${i + 1}`]);
  files["src/c5.ts"] = 'import { finish } from "./loop";\nexport function c5() {\n  finish();\n}\n';
  return files;
}

describe("a path search that meets the backward one before its next level", () => {
  // start calls f1, f2 and f3; only f1 leads on (f1 -> g -> p). p has five callers, so the backward search takes
  // one level (g and c1-c4) and stops there, narrower no more than the three nodes going out.
  const tree: Record<string, string> = {
    "src/start.ts": 'import { f1 } from "./f1";\nimport { f2 } from "./f2";\nimport { f3 } from "./f3";\n\nexport function start() {\n  f1();\n  f2();\n  f3();\n}\n',
    "src/f1.ts": 'import { g } from "./g";\n\nexport function f1() {\n  g();\n}\n',
    "src/f2.ts": 'import { h2 } from "./h2";\n\nexport function f2() {\n  h2();\n}\n',
    "src/f3.ts": 'import { h3 } from "./h3";\n\nexport function f3() {\n  h3();\n}\n',
    "src/g.ts": 'import { p } from "./p";\n\nexport function g() {\n  p();\n}\n',
    "src/h2.ts": "export function h2() {\n  return 2;\n}\n",
    "src/h3.ts": "export function h3() {\n  return 3;\n}\n",
    "src/p.ts": "export function p() {\n  return 0;\n}\n",
  };
  for (let i = 1; i <= 4; i++) tree[`src/c${i}.ts`] = `import { p } from "./p";\n\nexport function c${i}() {\n  p();\n}\n`;
  // The peer is named without its file: finding it reads every file that names p (the backward level's) in the
  // first round, so the backward level is known before the level out resolves the calls of f1, f2 and f3.
  const ask: Ask = { anchor: "src/start.ts#start", mode: "path", depth: 10, peer: "p" };
  const root = scratchTree(tree);

  async function parsedWith(usesPerLookedPair: number): Promise<{ bytes: string; parsed: number }> {
    const before = { ...PATH_SEARCH };
    Object.assign(PATH_SEARCH, { backwardWhenWiderThan: 0, backwardFilesPerNode: Infinity, usesPerBackwardFile: Infinity, usesPerLookedPair });
    try {
      const parsedBefore = Workspace.parsedInProcess;
      const bytes = await bytesOf(root, ask, "on-demand");
      const parsed = Workspace.parsedInProcess - parsedBefore;
      expect(bytes).toBe(await bytesOf(root, ask, "whole-tree"));
      return { bytes, parsed };
    } finally {
      Object.assign(PATH_SEARCH, before);
    }
  }

  it("takes only the steps into what the backward levels found once one shows the path's length", async () => {
    const looked = await parsedWith(0);
    const packet = JSON.parse(looked.bytes) as { slices: { file: string; hop: number; relationship: string }[] };
    expect(packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}`)).toStrictEqual(["0 anchor src/start.ts", "1 path src/f1.ts", "2 path src/g.ts", "3 peer src/p.ts"]);
    // f1 steps to g, which calls p: the path is three hops, and the calls of f2 and f3 are never resolved. Every
    // file but h2 and h3 is parsed (the backward level reads g and c1-c4).
    expect(looked.parsed).toBe(10);
    // Without that look, the level out resolves every call of f1, f2 and f3, and parses h2 and h3 too.
    const whole = await parsedWith(Infinity);
    expect(whole.bytes).toBe(looked.bytes);
    expect(whole.parsed).toBe(12);
  });
});

describe("path packets on chains as long as the depth", () => {
  const root = scratchTree(chains());
  const asks: Ask[] = ["a", "b"].flatMap((c) =>
    [`${c}10`, `${c}11`, `${c}1`].flatMap((peer) => [10, 11].map((depth) => ({ anchor: `src/${c}0.ts#${c}0`, mode: "path" as const, depth, peer: `src/${peer}.ts#${peer}` }))),
  );
  asks.push({ anchor: "src/loop.ts#start", mode: "path", depth: 10, peer: "src/loop.ts:2-7" });

  it.each([
    [0, Infinity, Infinity, 0],
    [0, Infinity, Infinity, Infinity],
    [0, 0, Infinity, Infinity],
    [16, 8, Infinity, 0],
    [Infinity, 0, 1, 0],
    [4, 8, 16, 4],
  ])("are byte-identical to whole-tree packets with the backward search beside from a width of %i, reading at most %d files a node or a file per %d uses, looking back first at %d uses a pair", async (wider, files, uses, pair) => {
    const before = { ...PATH_SEARCH };
    Object.assign(PATH_SEARCH, { backwardWhenWiderThan: wider, backwardFilesPerNode: files, usesPerBackwardFile: uses, usesPerLookedPair: pair });
    try {
      const outcomes: string[] = [];
      for (const ask of asks) {
        const whole = await bytesOf(root, ask, "whole-tree");
        expect(await bytesOf(root, ask, "on-demand")).toBe(whole);
        const packet = whole.startsWith('{"kind"') ? null : (JSON.parse(whole) as { slices: { relationship: string; hop: number }[] });
        outcomes.push(`${ask.peer} ${ask.depth}: ${packet ? packet.slices.find((s) => s.relationship === "peer")?.hop : JSON.parse(whole).kind}`);
      }
      expect(outcomes).toStrictEqual([
        "src/a10.ts#a10 10: 10",
        "src/a10.ts#a10 11: 10",
        "src/a11.ts#a11 10: path_not_found",
        "src/a11.ts#a11 11: 11",
        "src/a1.ts#a1 10: 1",
        "src/a1.ts#a1 11: 1",
        "src/b10.ts#b10 10: 10",
        "src/b10.ts#b10 11: 10",
        "src/b11.ts#b11 10: path_not_found",
        "src/b11.ts#b11 11: 11",
        "src/b1.ts#b1 10: 1",
        "src/b1.ts#b1 11: 1",
        "src/loop.ts:2-7 10: 6",
      ]);
    } finally {
      Object.assign(PATH_SEARCH, before);
    }
  });
});
