// An uncertain call lists the definitions it may mean only when they are few. A search along certain edges (a
// path, an entrypoint, the look past a traversal's last hop) has no use for them at all: they are not looked for,
// and their files are not parsed; and when the names kept from an index show more than are listed, they are only
// counted, none of their files loaded. The packet is the same as a full index gives (test/core/onDemand.test.ts);
// here, the files a request parses or loads show it.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { IndexCache } from "../../src/core/indexCache.js";
import { indexReport } from "../../src/core/indexReport.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const TREE: Record<string, string> = {
  "src/a.ts": 'import { b } from "./b";\nimport { e } from "./e";\n\nexport function a(x: any) {\n  x.spin();\n  e(x);\n  return b(x);\n}\n',
  "src/b.ts": 'import { c } from "./c";\n\nexport function b(x: any) {\n  return c(x);\n}\n',
  "src/c.ts": 'import { d } from "./d";\n\nexport function c(x: any) {\n  x.roll();\n  return d();\n}\n',
  "src/d.ts": "export function d() {\n  return 1;\n}\n",
  "src/e.ts": "export function e(x: any) {\n  x.tilt();\n}\n",
};
// Eight classes each that declare `spin`, `roll` and `tilt`: what `x.spin()`, `x.roll()` and `x.tilt()` may mean.
for (let i = 1; i <= 8; i++) {
  TREE[`src/lever${i}.ts`] = `export class Lever${i} {\n  tilt() {\n    return ${i};\n  }\n}\n`;
  TREE[`src/wheel${i}.ts`] = `export class Wheel${i} {\n  spin() {\n    return ${i};\n  }\n}\n`;
  TREE[`src/drum${i}.ts`] = `export class Drum${i} {\n  roll() {\n    return ${i};\n  }\n}\n`;
}
// Files no question here reaches: a request that has reached half of a tree indexes the rest at once.
for (let i = 1; i <= 40; i++) TREE[`lib/other${i}.ts`] = `export const other${i} = ${i};\n`;

async function parsedFor(request: { anchor: string; mode: "path" | "downstream"; peer?: string; depth: number }) {
  const before = Workspace.parsedInProcess;
  const result = await buildPacket({ root: scratchTree(TREE), task: "How does a reach c?", ...request });
  if (!result.ok) throw new Error(result.failure.message);
  return { packet: result.value.packet, parsed: Workspace.parsedInProcess - before };
}

describe("steps along certain edges", () => {
  it("find a path without parsing the files an uncertain call may mean", async () => {
    const { packet, parsed } = await parsedFor({ anchor: "src/a.ts:4-8", mode: "path", peer: "src/d.ts:1-3", depth: 10 });
    expect(packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "0 anchor src/a.ts:4-8",
      "1 path src/b.ts:3-5",
      "2 path src/c.ts:3-6",
      "3 peer src/d.ts:1-3",
    ]);
    // The uncertain calls on the path are stated, with how many definitions they may mean.
    expect(packet.uncertain_edges.map((e) => `${e.from} -> ${e.to}: ${e.reason}`)).toStrictEqual([
      "src/a.ts:4-8 -> x.spin: x.spin: receiver type unknown; more than 5 definitions named spin",
      "src/c.ts:3-6 -> x.roll: x.roll: receiver type unknown; more than 5 definitions named roll",
    ]);
    // The four on the path, e (a step the search took, off the path) and the first six wheels and drums, to tell
    // "more than five" apart; no lever, for e's uncertain call is not on the path.
    expect(parsed).toBe(17);
  });

  it("look past a traversal's last hop without parsing them either", async () => {
    // a, then b and e, are expanded and their uncertain calls stated; c, the last hop, is looked past for its
    // certain steps alone (d, a `depth` omission), not for what x.roll may mean.
    const { packet, parsed } = await parsedFor({ anchor: "src/a.ts:4-8", mode: "downstream", depth: 2 });
    expect(packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "0 anchor src/a.ts:4-8",
      "1 callee src/b.ts:3-5",
      "1 callee src/e.ts:1-3",
      "2 callee src/c.ts:3-6",
    ]);
    expect(packet.omissions.filter((o) => o.reason === "depth").map((o) => o.candidate)).toStrictEqual(["src/d.ts:1-3"]);
    // a, b, c, d, e and the first six wheels and levers; no drum.
    expect(parsed).toBe(17);
  });

  /** The packet of a request on a changed tree, checked against a whole-tree index, and the files it parsed. */
  async function packetOn(tree: Record<string, string>, ask: Omit<Parameters<typeof buildPacket>[0], "root">) {
    const before = Workspace.parsedInProcess;
    const result = await buildPacket({ root: scratchTree(tree), ...ask });
    const parsed = Workspace.parsedInProcess - before;
    const whole = await buildPacket({ root: scratchTree(tree), ...ask }, { index: "whole-tree" });
    if (!result.ok || !whole.ok) throw new Error("no packet");
    expect(result.value.bytes.replace(/"root":"[^"]*"/, "")).toBe(whole.value.bytes.replace(/"root":"[^"]*"/, ""));
    const packet = result.value.packet;
    return { packet, parsed, slices: packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`) };
  }

  it("look for what a slice's uncertain calls may mean only once the budget takes the slice", async () => {
    // e grows past what the budget has left: it is left out, and so are the levers its x.tilt() may mean.
    const padding = Array.from({ length: 40 }, (_, i) => `  // ${"e".repeat(60)} ${i}`).join("\n");
    const tree = { ...TREE, "src/e.ts": `export function e(x: any) {\n  x.tilt();\n${padding}\n}\n` };
    const { packet, parsed, slices } = await packetOn(tree, { task: "How does a reach c?", anchor: "src/a.ts:4-8", mode: "downstream", depth: 2, budget: 500 });
    expect(slices).toStrictEqual(["0 anchor src/a.ts:4-8", "1 callee src/b.ts:3-5", "2 callee src/c.ts:3-6"]);
    expect(packet.omissions).toStrictEqual([
      { candidate: "src/d.ts:1-3", reason: "depth" },
      { candidate: "src/e.ts:1-43", reason: "budget" },
    ]);
    // a, b, c, d, e and the first six wheels; no lever, no drum.
    expect(parsed).toBe(11);
  });

  it("look for what the uncertain calls of a slice on a path may mean only once the budget takes the slice", async () => {
    // c grows past what the budget has left: the path goes through it, but the packet leaves it out, and so are
    // the drums its x.roll() may mean.
    const padding = Array.from({ length: 40 }, (_, i) => `  // ${"c".repeat(60)} ${i}`).join("\n");
    const tree = { ...TREE, "src/c.ts": `import { d } from "./d";\n\nexport function c(x: any) {\n  x.roll();\n${padding}\n  return d();\n}\n` };
    const { packet, parsed, slices } = await packetOn(tree, { task: "How does a reach d?", anchor: "src/a.ts:4-8", mode: "path", peer: "src/d.ts:1-3", depth: 10, budget: 500 });
    expect(slices).toStrictEqual(["0 anchor src/a.ts:4-8", "1 path src/b.ts:3-5", "3 peer src/d.ts:1-3"]);
    expect(packet.omissions).toStrictEqual([{ candidate: "src/c.ts:3-46", reason: "budget" }]);
    expect(packet.uncertain_edges.map((e) => e.from)).toStrictEqual(["src/a.ts:4-8"]);
    // a, b, c, d, e and the first six wheels; no drum.
    expect(parsed).toBe(11);
  });
});

describe("more definitions than an uncertain edge lists", () => {
  it("are counted from the kept names, none of their files loaded, also once some changed", async () => {
    const root = scratchTree(TREE);
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-count-"));
    const cacheOnFolder = () => new IndexCache({ dir, maxBytes: 1 << 26 });
    // The index command keeps the tree's names (and every file's facts).
    expect((await indexReport(root, { cache: cacheOnFolder() })).ok).toBe(true);
    const ask = { root, task: "What does a call?", anchor: "src/a.ts:4-8", mode: "neighborhood" as const };
    const whole = await buildPacket(ask, { index: "whole-tree" });
    const loadedFor = async () => {
      const cache = cacheOnFolder();
      const result = await buildPacket(ask, { cache });
      if (!result.ok || !whole.ok) throw new Error("no packet");
      expect(result.value.bytes).toBe(whole.value.bytes);
      return cache.hits;
    };
    // a, b and e: not one wheel, though `x.spin()` may mean any of eight.
    expect(await loadedFor()).toBe(3);
    expect(whole.ok && whole.value.packet.uncertain_edges.map((e) => e.reason)).toStrictEqual(["x.spin: receiver type unknown; more than 5 definitions named spin"]);
    // Three wheels changed since: five unchanged ones are not enough to count on, so the first six are loaded.
    for (const i of [1, 2, 3]) writeFileSync(join(root, `src/wheel${i}.ts`), `export class Wheel${i} {\n  spin() {\n    return -${i};\n  }\n}\n`);
    expect(await loadedFor()).toBe(3 + 3);
  });
});

describe("certain callers of a method", () => {
  it("are looked for only in files whose uses of its name may be certain, by the kept names", async () => {
    const tree: Record<string, string> = {
      "package.json": '{ "name": "wheels", "main": "src/user.ts" }\n',
      "src/wheel.ts": "export class Wheel {\n  spin() {\n    return 1;\n  }\n}\n",
      // The one certain caller: its receiver's type is declared.
      "src/user.ts": 'import { Wheel } from "./wheel";\n\nexport function turn() {\n  const w = new Wheel();\n  return w.spin();\n}\n',
    };
    // Twenty files that call a `spin` on receivers of unknown type: never certain, whatever the rest of the tree;
    // and five that call a `spin` of their own: certain, but not the wheel's.
    for (let i = 1; i <= 20; i++) tree[`src/loose${i}.ts`] = `export function loose${i}(x: any) {\n  return x.spin();\n}\n`;
    for (let i = 1; i <= 5; i++) tree[`src/own${i}.ts`] = `function spin() {\n  return ${i};\n}\n\nexport function own${i}() {\n  return spin();\n}\n`;
    // Files no question here reaches: a request that has reached a quarter of a tree the cache knows indexes the rest.
    for (let i = 1; i <= 100; i++) tree[`lib/other${i}.ts`] = `export const other${i} = ${i};\n`;
    const root = scratchTree(tree);
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-certain-"));
    expect((await indexReport(root, { cache: new IndexCache({ dir, maxBytes: 1 << 26 }) })).ok).toBe(true);
    const ask = { root, task: "Who turns the wheel?", anchor: "src/wheel.ts:2-4", mode: "entrypoint" as const, depth: 10 };
    const whole = await buildPacket(ask, { index: "whole-tree" });
    // The first entrypoint request on the tree finds what its package.json makes public and keeps it.
    expect((await buildPacket(ask, { cache: new IndexCache({ dir, maxBytes: 1 << 26 }) })).ok).toBe(true);
    const cache = new IndexCache({ dir, maxBytes: 1 << 26 });
    const result = await buildPacket(ask, { cache });
    if (!result.ok || !whole.ok) throw new Error(JSON.stringify([result, whole]));
    expect(result.value.bytes).toBe(whole.value.bytes);
    expect(result.value.packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "0 anchor src/wheel.ts:2-4",
      "1 entrypoint src/user.ts:3-6",
    ]);
    // The wheel and its one typed caller; none of the twenty-five.
    expect(cache.hits).toBe(2);

    // Its neighborhood lists the twenty calls that may reach it, as uncertain edges: their files are loaded, and
    // the five whose calls are of their own `spin` are not.
    const around = { ...ask, mode: "neighborhood" as const, depth: 1 };
    const wholeAround = await buildPacket(around, { index: "whole-tree" });
    const aroundCache = new IndexCache({ dir, maxBytes: 1 << 26 });
    const aroundResult = await buildPacket(around, { cache: aroundCache });
    if (!aroundResult.ok || !wholeAround.ok) throw new Error("no packet");
    expect(aroundResult.value.bytes).toBe(wholeAround.value.bytes);
    expect(aroundResult.value.packet.uncertain_edges.length).toBe(20);
    expect(aroundCache.hits).toBe(22);

    // A budget with room for a few of them lists them in order until one does not fit: the files past it are
    // not loaded. The first sixteen are asked for at once (the order of the labels: loose1, loose10..loose19).
    const few = { ...around, budget: 420 };
    const wholeFew = await buildPacket(few, { index: "whole-tree" });
    const fewCache = new IndexCache({ dir, maxBytes: 1 << 26 });
    const fewResult = await buildPacket(few, { cache: fewCache });
    if (!fewResult.ok || !wholeFew.ok) throw new Error("no packet");
    expect(fewResult.value.bytes).toBe(wholeFew.value.bytes);
    expect(fewResult.value.packet.uncertain_edges.map((e) => e.from)).toStrictEqual(["src/loose1.ts:1-3", "src/loose10.ts:1-3", "src/loose11.ts:1-3", "src/loose12.ts:1-3", "src/loose13.ts:1-3"]);
    expect(fewCache.hits).toBe(2 + 16);
  });
});

describe("callers through a namespace import", () => {
  it("are looked for only in the files whose import names the definition's package, by the kept names", async () => {
    // `Equal` in two packages of the tree: `cart.Equal` has one caller; ten files call `money.Equal`.
    const tree: Record<string, string> = {
      "go.mod": "module example.com/shop\n",
      "cart/cart.go": "package cart\n\nfunc Equal(a, b int) bool {\n\treturn a == b\n}\n",
      "money/money.go": "package money\n\nfunc Equal(a, b int) bool {\n\treturn a == b\n}\n",
      "checkout/checkout.go": 'package checkout\n\nimport "example.com/shop/cart"\n\nfunc Same() bool {\n\treturn cart.Equal(1, 2)\n}\n',
    };
    for (let i = 1; i <= 10; i++) {
      tree[`pay/p${i}.go`] = `package pay\n\nimport "example.com/shop/money"\n\nfunc P${i}() bool {\n\treturn money.Equal(${i}, 0)\n}\n`;
    }
    // Files no question here reaches: a request that has reached a quarter of a tree the cache knows indexes the rest.
    for (let i = 1; i <= 60; i++) tree[`lib/l${i}.go`] = `package lib\n\nconst L${i} = ${i}\n`;
    const root = scratchTree(tree);
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-namespace-"));
    expect((await indexReport(root, { cache: new IndexCache({ dir, maxBytes: 1 << 26 }) })).ok).toBe(true);
    const ask = { root, task: "Who compares carts?", anchor: "cart/cart.go:3-5", mode: "upstream" as const, depth: 2 };
    const whole = await buildPacket(ask, { index: "whole-tree" });
    const cache = new IndexCache({ dir, maxBytes: 1 << 26 });
    const result = await buildPacket(ask, { cache });
    if (!result.ok || !whole.ok) throw new Error("no packet");
    expect(result.value.bytes).toBe(whole.value.bytes);
    expect(result.value.packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "0 anchor cart/cart.go:3-5",
      "1 caller checkout/checkout.go:5-7",
    ]);
    // The function and its caller: none of the ten files that call money's Equal.
    expect(cache.hits).toBe(2);
  });
});

describe("uses that name the type whose member they reach", () => {
  // Java imports a class by its own name and nothing inherits members here: `Thing.close()` through an import of
  // `Thing` can only mean Thing's close, so a question for Store's close leaves those files out.
  const tree: Record<string, string> = {
    "shop/Store.java": "package shop;\n\npublic class Store {\n  public static void close() {\n  }\n}\n",
    "other/Thing.java": "package other;\n\npublic class Thing {\n  public static void close() {\n  }\n}\n",
    "checkout/Checkout.java": "package checkout;\n\nimport shop.Store;\n\nclass Checkout {\n  void done() {\n    Store.close();\n  }\n}\n",
  };
  // Ten classes of one package that each close a Thing, keep a field named `store`, shut what it holds and
  // declare a method of that name.
  for (let i = 1; i <= 10; i++) {
    tree[`pay/P${i}.java`] = `package pay;\n\nimport other.Thing;\n\nclass P${i} {\n  Object store;\n\n  void f() {\n    Thing.close();\n    store.shut();\n  }\n\n  void store() {\n  }\n}\n`;
  }
  tree["shop/Door.java"] = "package shop;\n\npublic class Door {\n  public void shut() {\n  }\n}\n";
  // Files no question here reaches: a request that has reached a quarter of a tree the cache knows indexes the rest.
  for (let i = 1; i <= 60; i++) tree[`lib/L${i}.java`] = `package lib;\n\nclass L${i} {\n}\n`;

  async function asked(ask: { anchor: string; mode: "upstream" | "downstream"; depth: number }) {
    const root = scratchTree(tree);
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-owner-"));
    expect((await indexReport(root, { cache: new IndexCache({ dir, maxBytes: 1 << 26 }) })).ok).toBe(true);
    const request = { root, task: "Who closes the store?", ...ask };
    const whole = await buildPacket(request, { index: "whole-tree" });
    const cache = new IndexCache({ dir, maxBytes: 1 << 26 });
    const result = await buildPacket(request, { cache });
    if (!result.ok || !whole.ok) throw new Error(`no packet: ${JSON.stringify(result.ok ? whole : result)}`);
    expect(result.value.bytes).toBe(whole.value.bytes);
    return { packet: result.value.packet, loaded: cache.hits };
  }

  it("are looked for as callers only in the files that name the member's own type, by the kept names", async () => {
    const { packet, loaded } = await asked({ anchor: "shop/Store.java:4-5", mode: "upstream", depth: 2 });
    expect(packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "0 anchor shop/Store.java:4-5",
      "1 caller checkout/Checkout.java:6-8",
    ]);
    // The method and its caller: none of the ten files that close a Thing, nor Thing itself.
    expect(loaded).toBe(2);
  });

  it("do not load the files of the package that declare only a member of the receiver's name", async () => {
    const { packet, loaded } = await asked({ anchor: "pay/P1.java:8-11", mode: "downstream", depth: 2 });
    expect(packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "0 anchor pay/P1.java:8-11",
      "1 reference other/Thing.java:3-6",
      "1 callee other/Thing.java:4-5",
    ]);
    // The method's file, Thing's and Door's (the one `shut` that `store.shut()` may mean): `store` is no type of
    // the package, and the other nine files that declare a method `store` are not loaded to find that out.
    expect(loaded).toBe(3);
  });
});
