// Possible callers (calls on receivers of unknown type) of a member whose name more definitions share than an
// uncertain edge lists are listed only from the files that may name the member's package: its own folder and the
// files that import it. A `w.Write(p)` in a package that never imports the definition's is as likely to mean any
// other `Write`, and on a real tree such calls filled the budget in file order (Go's `net/http/cgi` response's
// `Write`: 165 edges from `archive/`, `bufio/`, `bytes/`, ..., 86 files parsed). A name few definitions share
// keeps its possible callers from anywhere. Each packet is also that of a whole-tree index.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { IndexCache } from "../../src/core/indexCache.js";
import { indexReport } from "../../src/core/indexReport.js";
import type { Mode, Packet } from "../../src/core/packet.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

/** Packages that call `Write` and `Sync` on values of unknown type and never import the store's. */
const FAR = 30;

function goTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "go.mod": "module example.com/m\n",
    "store/store.go": "package store\n\ntype Store struct{}\n\nfunc (s *Store) Write(p []byte) {}\n\nfunc (s *Store) Sync() {}\n",
    // The store's own package: a possible caller of Write.
    "store/buffer.go": 'package store\n\nimport "os"\n\nfunc flush() {\n\tw, _ := os.Create("x")\n\tw.Write(nil)\n}\n',
    // A package importing the store's: a possible caller of Write.
    "app/app.go": 'package app\n\nimport (\n\t"os"\n\n\t"example.com/m/store"\n)\n\nvar kept store.Store\n\nfunc Save() {\n\tw, _ := os.Create("x")\n\tw.Write(nil)\n}\n',
  };
  // Six more types with a Write: seven definitions share the name. Sync is the store's alone.
  for (let i = 0; i < 6; i++) tree[`sinks/s${i}.go`] = `package sinks\n\ntype S${i} struct{}\n\nfunc (S${i}) Write(p []byte) {}\n`;
  for (let i = 0; i < FAR; i++) {
    tree[`far${i}/far.go`] = `package far${i}\n\nimport "os"\n\nfunc Emit() {\n\tw, _ := os.Create("x")\n\tw.Write(nil)\n\tw.Sync()\n}\n`;
  }
  return tree;
}

function javaTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "com/store/Store.java": "package com.store;\n\npublic class Store {\n  public void write() {}\n\n  public void sync() {}\n}\n",
    "com/store/Buffer.java": "package com.store;\n\nclass Buffer {\n  void flush(Object w) {\n    w.write();\n  }\n}\n",
    "com/app/App.java": "package com.app;\n\nimport com.store.Store;\n\nclass App {\n  Store kept;\n\n  void save(Object w) {\n    w.write();\n  }\n}\n",
  };
  for (let i = 0; i < 6; i++) tree[`com/sinks/S${i}.java`] = `package com.sinks;\n\nclass S${i} {\n  void write() {}\n}\n`;
  for (let i = 0; i < FAR; i++) {
    tree[`com/far${i}/Far.java`] = `package com.far${i};\n\nclass Far {\n  void emit(Object w) {\n    w.write();\n    w.sync();\n  }\n}\n`;
  }
  return tree;
}

async function packet(root: string, anchor: string, mode: Mode, index: "on-demand" | "whole-tree"): Promise<{ packet: Packet; bytes: string; parsed: number }> {
  const before = Workspace.parsedInProcess;
  const result = await buildPacket({ root, task: "Who writes here?", anchor, mode, ...(mode === "neighborhood" ? {} : { depth: 2 }) }, { index, cache: null });
  if (!result.ok) throw new Error(result.failure.message);
  return { packet: result.value.packet, bytes: result.value.bytes, parsed: Workspace.parsedInProcess - before };
}

const fromOf = (p: Packet) => p.uncertain_edges.map((e) => `${e.from} -> ${e.to}`);

describe("possible callers of a member whose name many definitions share", () => {
  it("Go: are listed from its package and the packages importing it alone, far packages unparsed", async () => {
    const root = scratchTree(goTree());
    const write = await packet(root, "store/store.go#store.Store.Write", "neighborhood", "on-demand");
    expect(fromOf(write.packet)).toStrictEqual(["app/app.go:11-14 -> store/store.go:5-5", "store/buffer.go:5-8 -> store/store.go:5-5"]);
    expect(write.bytes).toBe((await packet(root, "store/store.go#store.Store.Write", "neighborhood", "whole-tree")).bytes);
    // The store's file, its two possible callers, and the sinks that show Write has more than five definitions.
    expect(write.parsed).toBeLessThanOrEqual(3 + 6);
    for (const mode of ["upstream", "neighborhood"] as const) {
      expect((await packet(root, "store/store.go:5-5", mode, "on-demand")).bytes).toBe((await packet(root, "store/store.go:5-5", mode, "whole-tree")).bytes);
    }
  });

  it("Go: a name the member alone bears keeps its possible callers from anywhere", async () => {
    const root = scratchTree(goTree());
    const sync = await packet(root, "store/store.go#store.Store.Sync", "neighborhood", "on-demand");
    expect(fromOf(sync.packet)).toStrictEqual(Array.from({ length: FAR }, (_, i) => `far${i}/far.go:5-9 -> store/store.go:7-7`).sort());
    expect(sync.bytes).toBe((await packet(root, "store/store.go#store.Store.Sync", "neighborhood", "whole-tree")).bytes);
  });

  it("Java: are listed from its package and the files importing it alone", async () => {
    const root = scratchTree(javaTree());
    const write = await packet(root, "com/store/Store.java#com.store.Store.write", "neighborhood", "on-demand");
    expect(fromOf(write.packet)).toStrictEqual(["com/app/App.java:8-10 -> com/store/Store.java:4-4", "com/store/Buffer.java:4-6 -> com/store/Store.java:4-4"]);
    expect(write.bytes).toBe((await packet(root, "com/store/Store.java#com.store.Store.write", "neighborhood", "whole-tree")).bytes);
    expect(write.parsed).toBeLessThanOrEqual(3 + 6);
    const sync = await packet(root, "com/store/Store.java#com.store.Store.sync", "neighborhood", "on-demand");
    expect(fromOf(sync.packet)).toStrictEqual(Array.from({ length: FAR }, (_, i) => `com/far${i}/Far.java:4-7 -> com/store/Store.java:6-6`).sort());
    expect(sync.bytes).toBe((await packet(root, "com/store/Store.java#com.store.Store.sync", "neighborhood", "whole-tree")).bytes);
  });

  it("Go, from a cache holding the tree's names: the importers are known without reading the far files", async () => {
    const root = scratchTree(goTree());
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-near-"));
    expect((await indexReport(root, { cache: new IndexCache({ dir, maxBytes: 1 << 26 }) })).ok).toBe(true);
    const ask = { root, task: "Who writes here?", anchor: "store/store.go#store.Store.Write", mode: "neighborhood" as const };
    const cache = new IndexCache({ dir, maxBytes: 1 << 26 });
    const result = await buildPacket(ask, { cache });
    const whole = await buildPacket(ask, { index: "whole-tree", cache: null });
    if (!result.ok || !whole.ok) throw new Error("no packet");
    expect(result.value.bytes).toBe(whole.value.bytes);
    expect(fromOf(result.value.packet)).toStrictEqual(["app/app.go:11-14 -> store/store.go:5-5", "store/buffer.go:5-8 -> store/store.go:5-5"]);
    // The store's file and its two possible callers; none of the thirty far packages.
    expect(cache.hits).toBeLessThanOrEqual(3 + 6);
  });
});
