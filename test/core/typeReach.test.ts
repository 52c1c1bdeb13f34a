// The certain callers of a member with a common name are looked for only in the files where a value of its type
// can be: those that write its type's name or a name the tree's declarations lead to it from (a class extending
// it, a function returning it, a field of it). Each tree calls the member in the ways the graph proves, and in
// ways it does not (yet), beside forty files that call a same-named member on values of unknown type: the packets
// must be those of a whole-tree index, and the noise is parsed only as far as the budget lists its calls (without
// the narrowing, all of it is, for the certain search).
import { describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildPacket } from "../../src/core/buildPacket.js";
import { IndexCache } from "../../src/core/indexCache.js";
import { indexReport } from "../../src/core/indexReport.js";
import type { Mode, Packet } from "../../src/core/packet.js";
import { TreeText } from "../../src/core/treeText.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const NOISE = 40;

function javaTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "com/store/Store.java": "package com.store;\n\npublic class Store {\n  public void close() {\n    flush();\n  }\n\n  void flush() {}\n\n  void again() {\n    close();\n  }\n\n  public static class Inner {\n    public static void close() {\n      ping();\n    }\n\n    static void ping() {}\n  }\n}\n",
    "com/store/Child.java": "package com.store;\n\npublic class Child extends Store {}\n",
    "com/more/Grand.java": "package com.more;\n\nimport com.store.Child;\n\npublic class Grand extends Child {}\n",
    // Each user writes only the name it reaches the type by (and `close`): the graph proves none of the calls on
    // `this` in subclasses for now (it follows no Java superclass), but the files are searched as if it did.
    "com/store/Peer.java": "package com.store;\n\nclass Peer {\n  void peer() {\n    Store.close();\n  }\n}\n",
    "com/use/Direct.java": "package com.use;\n\nimport com.store.Store;\n\nclass Direct {\n  void direct() {\n    Store.close();\n  }\n}\n",
    // A type declared in another, written by its own name after an import of it (the graph proves that call), or
    // after the other's name (not this one, for now).
    "com/use/NestedUse.java": "package com.use;\n\nimport com.store.Store.Inner;\n\nclass NestedUse {\n  void nested() {\n    Inner.close();\n  }\n}\n",
    "com/use/QualifiedUse.java": "package com.use;\n\nimport com.store.Store;\n\nclass QualifiedUse {\n  void qualified() {\n    Store.Inner.close();\n  }\n}\n",
    "com/use/Sub.java": "package com.use;\n\nimport com.store.Store;\n\nclass Sub extends Store {\n  void inherited() {\n    this.close();\n    super.close();\n  }\n}\n",
    "com/use/GrandSub.java": "package com.use;\n\nimport com.more.Grand;\n\nclass GrandSub extends Grand {\n  void far() {\n    this.close();\n  }\n}\n",
    "com/use/Anon.java":
      "package com.use;\n\nimport com.store.Child;\n\nclass Anon {\n  Object made() {\n    return new Child() {\n      void inside() {\n        this.close();\n      }\n    };\n  }\n}\n",
    // A class of the same name elsewhere; calls on values of unknown type, enough to fill the budget before the
    // noise's are read.
    "com/aaa/Unknown.java": `package com.aaa;\n\nclass Unknown {\n${Array.from({ length: 30 }, (_, i) => `  void u${i}(Object o) {\n    o.close();\n  }\n`).join("\n")}}\n`,
    "com/other/Store.java": "package com.other;\n\npublic class Store {\n  public void close() {}\n}\n",
  };
  for (let i = 0; i < NOISE; i++) {
    tree[`com/noise/Noise${i}.java`] =
      `package com.noise;\n\nimport java.io.Reader;\n\nclass Noise${i} {\n  void shut${i}(Reader r) throws Exception {\n    int Inner = 0;\n    r.close();\n  }\n}\n`;
  }
  return tree;
}

function goTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "go.mod": "module example.com/m\n",
    "store/store.go": "package store\n\ntype Store struct{}\n\nfunc (s *Store) Close() {\n\ts.sync()\n}\n\nfunc (s *Store) sync() {}\n\nfunc (s *Store) Flush() {\n\ts.Close()\n}\n",
    "store/inner.go": "package store\n\nfunc use(s Store) {\n\ts.Close()\n}\n\nfunc made() {\n\tx := &Store{}\n\tx.Close()\n}\n",
    "store/resp.go": "package store\n\ntype response struct{}\n\nfunc (r *response) Close() {\n\tr.done()\n}\n\nfunc (r *response) done() {}\n\nfunc send() {\n\tvar r response\n\tr.Close()\n}\n",
    "aaa/unknown.go": `package aaa\n\n${Array.from({ length: 30 }, (_, i) => `func U${i}(x interface{ Close() }) {\n\tx.Close()\n}\n`).join("\n")}`,
    // Another package's private type of the same name: its own package's calls reach it.
    "other/resp.go": "package other\n\ntype response struct{}\n\nfunc (r *response) Close() {}\n\nfunc send() {\n\tvar r response\n\tr.Close()\n}\n",
  };
  for (let i = 0; i < NOISE; i++) {
    // A quarter write `response` (a variable), which names the private types in their own packages alone.
    const name = i % 4 === 0 ? "response" : "f";
    tree[`noise/n${i}.go`] = `package noise\n\nimport "os"\n\nfunc N${i}() {\n\t${name}, _ := os.Open("x")\n\t${name}.Close()\n}\n`;
  }
  return tree;
}

/**
 * Python: the class is renamed by its package's `__init__.py` (`from .store import Store as Repo`) and again by a
 * user (`from use.aliased import Repo as Again`); files that import the new names write them alone.
 */
function pythonTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "store/__init__.py": "from .store import Store as Repo\n",
    "store/store.py": "class Store:\n    def close(self):\n        self.flush()\n\n    def flush(self):\n        pass\n\n    def again(self):\n        self.close()\n",
    "use/__init__.py": "",
    "use/direct.py": "from store.store import Store\n\n\ndef direct():\n    s = Store()\n    s.close()\n",
    "use/aliased.py": "from store import Repo\n\n\ndef aliased():\n    r = Repo()\n    r.close()\n",
    "use/again.py": "from use.aliased import Repo as Again\n\n\ndef again():\n    a = Again()\n    a.close()\n",
    "use/further.py": "from use.again import Again\n\n\ndef further():\n    f = Again()\n    f.close()\n",
    // A module-level name bound to the class proves no type (a call of it constructs no class the graph knows).
    "use/assigned.py": "from store.store import Store\n\nMade = Store\n",
    "use/via.py": "from use.assigned import Made\n\n\ndef via():\n    v = Made()\n    v.close()\n",
    "aaa/unknown.py": Array.from({ length: 30 }, (_, i) => `def u${i}(o):\n    o.close()\n`).join("\n\n"),
    // A class of the same name elsewhere.
    "other/store.py": "class Store:\n    def close(self):\n        pass\n",
  };
  for (let i = 0; i < NOISE; i++) tree[`noise/n${i}.py`] = `import io\n\n\ndef shut${i}(r):\n    r.close()\n`;
  return tree;
}

/**
 * pythonTree with more ways to reach the class: a star import of the renaming package, a rename in a `try` (the
 * fallback import renaming too), a parenthesized rename split over lines with a comment, a module imported under
 * another name, and a nested class reached through its enclosing class's new name. The graph proves the calls
 * after the renames for now (not those after the star import, the module's name or the nested class's); the
 * packets must be those of a whole-tree index either way.
 */
function pythonTreeReachedOtherwise(): Record<string, string> {
  const tree = pythonTree();
  tree["store/store.py"] += "\n\nclass Outer:\n    class Inner:\n        def close(self):\n            pass\n";
  tree["use/starred.py"] = "from store import *\n\n\ndef starred():\n    r = Repo()\n    r.close()\n";
  tree["use/tried.py"] =
    "try:\n    from store.store import Store as Fast\nexcept ImportError:\n    from other.store import Store as Fast\n\n\ndef tried():\n    f = Fast()\n    f.close()\n";
  tree["use/split.py"] = "from store.store import (\n    Outer,  # the outer one\n    Store\n    as Split,\n)\n\n\ndef split():\n    s = Split()\n    s.close()\n";
  tree["use/moduled.py"] = "import store.store as st\n\n\ndef moduled():\n    m = st.Store()\n    m.close()\n";
  tree["use/nested.py"] = "from store.store import Outer as O\n\n\ndef nested():\n    O.Inner.close(None)\n";
  return tree;
}

/**
 * goTree where the exported type's own name is written all over the tree, by packages that never import its own
 * (a variable of the noise, a variable of fifty more files): more files than name `Close`.
 */
function goTreeNamingStoreElsewhere(): Record<string, string> {
  const tree = goTree();
  for (let i = 0; i < NOISE; i++) tree[`noise/n${i}.go`] = `package noise\n\nimport "os"\n\nfunc N${i}() {\n\tStore, _ := os.Open("x")\n\tStore.Close()\n}\n`;
  for (let i = 0; i < 50; i++) tree[`extra/e${i}.go`] = `package extra\n\nvar Store${i % 2 === 0 ? "" : i} = ${i}\n\nfunc Store${i}() int { return Store }\n`;
  tree["use/use.go"] = 'package use\n\nimport "example.com/m/store"\n\nfunc Use() {\n\tvar s store.Store\n\ts.Close()\n}\n';
  return tree;
}

/**
 * javaTree where the top-level class's name is written all over the tree by files that never name its package (a
 * variable of the noise, fifty more files); a file of the same package under another source root names it too.
 */
function javaTreeNamingStoreElsewhere(): Record<string, string> {
  const tree = javaTree();
  for (let i = 0; i < NOISE; i++) {
    tree[`com/noise/Noise${i}.java`] = `package com.noise;\n\nimport java.io.Reader;\n\nclass Noise${i} {\n  void shut${i}(Reader Store) throws Exception {\n    Store.close();\n  }\n}\n`;
  }
  for (let i = 0; i < 50; i++) tree[`com/extra/E${i}.java`] = `package com.extra;\n\nclass E${i} {\n  int Store = ${i};\n}\n`;
  tree["test/com/store/StoreTest.java"] = "package com.store;\n\nclass StoreTest {\n  void test() {\n    new Store().close();\n  }\n}\n";
  return tree;
}

async function packet(root: string, anchor: string, mode: Mode, index: "on-demand" | "whole-tree", budget = 1200): Promise<{ bytes: string; parsed: number }> {
  const before = Workspace.parsedInProcess;
  const result = await buildPacket({ root, task: "Review this code.", anchor, mode, budget, ...(mode === "neighborhood" ? {} : { depth: 2 }) }, { index, cache: null });
  if (!result.ok) throw new Error(result.failure.message);
  return { bytes: result.value.bytes, parsed: Workspace.parsedInProcess - before };
}

/** The upstream and neighborhood packets of each anchor, on demand, are those of a whole-tree index. */
async function expectWholeTreePackets(root: string, anchors: readonly string[]): Promise<void> {
  for (const anchor of anchors) {
    for (const mode of ["upstream", "neighborhood"] as const) {
      expect((await packet(root, anchor, mode, "on-demand")).bytes).toBe((await packet(root, anchor, mode, "whole-tree")).bytes);
    }
  }
}

/** Files parsed beyond those of the noise a packet names (the calls on values of unknown type the budget took). */
function parsedBesideNamedNoise({ bytes, parsed }: { bytes: string; parsed: number }): number {
  return parsed - new Set(bytes.match(/noise\/\w+\.(?:java|go|py)/g) ?? []).size;
}

/** The callers a packet holds, with their hops. */
function callers(bytes: string): string[] {
  const p = JSON.parse(bytes) as Packet;
  return p.slices.filter((s) => s.relationship === "caller").map((s) => `${s.hop} ${s.file} ${s.symbol}`);
}

// The anchors are called by the member with the common name, whose callers are the second hop back: the budget
// is spent on calls on values of unknown type before it gets to the noise's, as on a real tree.
describe("certain callers of a member with a common name, looked for where its type can be", () => {
  it("Java: the packets of a whole-tree index, and no file of other types parsed", async () => {
    const root = scratchTree(javaTree());
    const anchor = "com/store/Store.java#com.store.Store.flush";
    expect(callers((await packet(root, anchor, "upstream", "whole-tree")).bytes)).toStrictEqual([
      "1 com/store/Store.java com.store.Store.close",
      "2 com/store/Peer.java com.store.Peer.peer",
      "2 com/store/Store.java com.store.Store.again",
      "2 com/use/Direct.java com.use.Direct.direct",
    ]);
    await expectWholeTreePackets(root, [anchor, "com/store/Store.java#com.store.Store.close"]);
    expect(parsedBesideNamedNoise(await packet(root, anchor, "upstream", "on-demand"))).toBeLessThan((NOISE * 3) / 4);
    // The nested type's name is written by every file of the noise: only the files that reach its enclosing type
    // are read for it.
    const ping = "com/store/Store.java#com.store.Store.Inner.ping";
    expect(callers((await packet(root, ping, "upstream", "whole-tree")).bytes)).toStrictEqual([
      "1 com/store/Store.java com.store.Store.Inner.close",
      "2 com/use/NestedUse.java com.use.NestedUse.nested",
    ]);
    await expectWholeTreePackets(root, [ping]);
    expect(parsedBesideNamedNoise(await packet(root, ping, "upstream", "on-demand"))).toBeLessThan((NOISE * 3) / 4);
  });

  it("Java: a top-level class's name written by files that do not name its package does not widen the search", async () => {
    const root = scratchTree(javaTreeNamingStoreElsewhere());
    const flush = "com/store/Store.java#com.store.Store.flush";
    await expectWholeTreePackets(root, [flush, "com/store/Store.java#com.store.Store.close"]);
    // Only the files that write the package's name (imports, qualified names, package clauses) and the class's
    // folder are read for its name: the noise is not parsed for it.
    expect(parsedBesideNamedNoise(await packet(root, flush, "upstream", "on-demand"))).toBeLessThan((NOISE * 3) / 4);
  });

  it("Java: with the names kept from an earlier index, the files that write the class's package only in their imports", async () => {
    // Forty files import the class and call its static member, enough that its callers are looked for where the
    // class can be; none of them writes the package's last word (`store`) but in its import, which is no name the
    // kept names hold.
    const tree: Record<string, string> = {
      "com/store/Store.java": "package com.store;\n\npublic class Store {\n  public static void close() {\n    flush();\n  }\n\n  static void flush() {}\n}\n",
    };
    for (let i = 0; i < NOISE; i++) tree[`com/use/User${i}.java`] = `package com.use;\n\nimport com.store.Store;\n\nclass User${i} {\n  void use${i}() {\n    Store.close();\n  }\n}\n`;
    const root = scratchTree(tree);
    const folder = mkdtempSync(join(tmpdir(), "odin-slice-kept-"));
    const kept = () => new IndexCache({ dir: folder, maxBytes: 64 * 1024 * 1024 });
    const report = await indexReport(root, { cache: kept() });
    expect(report.ok).toBe(true);
    for (const anchor of ["com/store/Store.java#com.store.Store.flush", "com/store/Store.java#com.store.Store.close"]) {
      for (const mode of ["upstream", "neighborhood"] as const) {
        const whole = await packet(root, anchor, mode, "whole-tree");
        const request = await buildPacket({ root, task: "Review this code.", anchor, mode, budget: 1200, ...(mode === "neighborhood" ? {} : { depth: 2 }) }, { index: "on-demand", cache: kept() });
        expect(request.ok && request.value.bytes).toBe(whole.bytes);
      }
    }
    expect(callers((await packet(root, "com/store/Store.java#com.store.Store.close", "neighborhood", "whole-tree")).bytes).slice(0, 2)).toStrictEqual([
      "1 com/use/User0.java com.use.User0.use0",
      "1 com/use/User1.java com.use.User1.use1",
    ]);
  });

  it("Java: with the names kept from an earlier index, the files that write an outer class's name only in an import of its nested class", async () => {
    const tree: Record<string, string> = {
      "com/store/Store.java": "package com.store;\n\npublic class Store {\n  public static class Inner {\n    public static void ping() {\n    }\n  }\n}\n",
    };
    for (let i = 0; i < NOISE; i++) tree[`com/use/User${i}.java`] = `package com.use;\n\nimport com.store.Store.Inner;\n\nclass User${i} {\n  void use${i}() {\n    Inner.ping();\n  }\n}\n`;
    const root = scratchTree(tree);
    const folder = mkdtempSync(join(tmpdir(), "odin-slice-kept-"));
    const kept = () => new IndexCache({ dir: folder, maxBytes: 64 * 1024 * 1024 });
    expect((await indexReport(root, { cache: kept() })).ok).toBe(true);
    for (const anchor of ["com/store/Store.java#com.store.Store.Inner", "com/store/Store.java#com.store.Store.Inner.ping"]) {
      for (const mode of ["upstream", "neighborhood"] as const) {
        const whole = await packet(root, anchor, mode, "whole-tree");
        const request = await buildPacket({ root, task: "Review this code.", anchor, mode, budget: 1200, ...(mode === "neighborhood" ? {} : { depth: 2 }) }, { index: "on-demand", cache: kept() });
        expect(request.ok && request.value.bytes).toBe(whole.bytes);
      }
    }
    expect(callers((await packet(root, "com/store/Store.java#com.store.Store.Inner.ping", "neighborhood", "whole-tree")).bytes).slice(0, 2)).toStrictEqual([
      "1 com/use/User0.java com.use.User0.use0",
      "1 com/use/User1.java com.use.User1.use1",
    ]);
  });

  it("Go: the packets of a whole-tree index, a package's private type apart from another package's", async () => {
    const root = scratchTree(goTree());
    const sync = "store/store.go#store.Store.sync";
    const done = "store/resp.go#store.response.done";
    expect(callers((await packet(root, sync, "upstream", "whole-tree")).bytes)).toStrictEqual([
      "1 store/store.go store.Store.Close",
      "2 store/store.go store.Store.Flush",
    ]);
    expect(callers((await packet(root, done, "upstream", "whole-tree")).bytes)).toStrictEqual([
      "1 store/resp.go store.response.Close",
      "2 store/resp.go store.send",
    ]);
    await expectWholeTreePackets(root, [sync, done, "store/store.go#store.Store.Close", "other/resp.go#other.response.Close"]);
    for (const anchor of [sync, done]) expect(parsedBesideNamedNoise(await packet(root, anchor, "upstream", "on-demand"))).toBeLessThan((NOISE * 3) / 4);
  });

  it("Python: the packets of a whole-tree index, names given by renaming imports followed", async () => {
    const root = scratchTree(pythonTree());
    const flush = "store/store.py#store.store.Store.flush";
    expect(callers((await packet(root, flush, "upstream", "whole-tree")).bytes)).toStrictEqual([
      "1 store/store.py store.store.Store.close",
      "2 store/store.py store.store.Store.again",
      "2 use/again.py use.again.again",
      "2 use/aliased.py use.aliased.aliased",
      "2 use/direct.py use.direct.direct",
      "2 use/further.py use.further.further",
    ]);
    await expectWholeTreePackets(root, [flush, "store/store.py#store.store.Store.close"]);
    expect(parsedBesideNamedNoise(await packet(root, flush, "upstream", "on-demand"))).toBeLessThan((NOISE * 3) / 4);
  });

  it("Python: files that write the class's name but rename nothing are not parsed to look for renames", async () => {
    const flush = "store/store.py#store.store.Store.flush";
    const plain = await packet(scratchTree(pythonTree()), flush, "upstream", "on-demand");
    const tree = pythonTree();
    for (let i = 0; i < 20; i++) tree[`keep/k${i}.py`] = `from store.store import Store\n\nKEPT${i} = [Store]\n`;
    const root = scratchTree(tree);
    await expectWholeTreePackets(root, [flush]);
    expect((await packet(root, flush, "upstream", "on-demand")).parsed).toBe(plain.parsed);
  });

  it("Python: a class reached through star imports, renames in a try, split renames and module names", async () => {
    const root = scratchTree(pythonTreeReachedOtherwise());
    await expectWholeTreePackets(root, ["store/store.py#store.store.Store.flush", "store/store.py#store.store.Outer.Inner.close"]);
    const found = callers((await packet(root, "store/store.py#store.store.Store.flush", "upstream", "whole-tree")).bytes);
    expect(found.filter((c) => c.startsWith("2 use/"))).toStrictEqual([
      "2 use/again.py use.again.again",
      "2 use/aliased.py use.aliased.aliased",
      "2 use/direct.py use.direct.direct",
      "2 use/further.py use.further.further",
      "2 use/split.py use.split.split",
      "2 use/tried.py use.tried.tried",
    ]);
  });

  it("Go: an exported type's name written by packages that do not import it does not widen the search", async () => {
    const root = scratchTree(goTreeNamingStoreElsewhere());
    const sync = "store/store.go#store.Store.sync";
    await expectWholeTreePackets(root, [sync, "store/store.go#store.Store.Close"]);
    // Only the type's folder and the files importing it are read for its name: the noise is not parsed for it.
    expect(parsedBesideNamedNoise(await packet(root, sync, "upstream", "on-demand"))).toBeLessThan((NOISE * 3) / 4);
  });
});

describe("a Go type's name written by importers of its package only as a word of their own", () => {
  // Forty files import the store's package and write `Store` as a field of their own (`n.Store`), never after
  // the import's name; one names the type through an alias, one through a dot import. Only those two can hold a
  // value of the type: the forty are not parsed to find its callers.
  function tree(): Record<string, string> {
    const files = goTree();
    for (let i = 0; i < NOISE; i++) {
      files[`fields/f${i}.go`] = `package fields\n\nimport "example.com/m/store"\n\nvar Keep${i} = store.Flushed\n\ntype node${i} struct{ Store int }\n\nfunc (n *node${i}) Close() {\n\tn.Store++\n}\n`;
    }
    files["alias/a.go"] = 'package alias\n\nimport s "example.com/m/store"\n\nfunc A(x *s.Store) {\n\tx.Close()\n}\n';
    files["dot/d.go"] = 'package dot\n\nimport . "example.com/m/store"\n\nfunc D(x *Store) {\n\tx.Close()\n}\n';
    return files;
  }

  it("leaves them unparsed, and the packets are those of a whole-tree index", async () => {
    const root = scratchTree(tree());
    const sync = "store/store.go#store.Store.sync";
    await expectWholeTreePackets(root, [sync, "store/store.go#store.Store.Close"]);
    const { bytes, parsed } = await packet(root, sync, "upstream", "on-demand");
    const fieldsParsed = parsed - new Set(bytes.match(/(?:noise|fields)\/\w+\.go/g) ?? []).size;
    expect(fieldsParsed).toBeLessThan(NOISE / 2);
  });
});

describe("where no declaration leads a type to another name", () => {
  // Forty files import the store's package and write `store.Store`, but never `Close`: they are where a value of
  // the type can be. Go's declarations lead no type to another name (no return or field types are captured), so
  // the files writing the type's name are its whole reach: none is parsed to look for such steps.
  function tree(): Record<string, string> {
    const files = goTree();
    for (let i = 0; i < NOISE; i++) files[`holders/h${i}.go`] = `package holders\n\nimport "example.com/m/store"\n\nvar Kept${i} store.Store\n`;
    return files;
  }

  it("reads none of the files writing the type's name, and the packets are those of a whole-tree index", async () => {
    const root = scratchTree(tree());
    const sync = "store/store.go#store.Store.sync";
    await expectWholeTreePackets(root, [sync, "store/store.go#store.Store.Close"]);
    // As many files parsed as without the holders: none of them is.
    const without = await packet(scratchTree(goTree()), sync, "upstream", "on-demand");
    expect((await packet(root, sync, "upstream", "on-demand")).parsed).toBe(without.parsed);
  });
});

describe("where only a type's own name proves a receiver's type", () => {
  // Forty files import the store's class, hold values of it and call `close` on them: Java's queries give no
  // binding a type, so none of those calls is certain, and a file that never writes `Store.close` (past blanks)
  // is not parsed to find the certain callers of Store.close. One that does, and one that imports it statically,
  // are.
  function tree(): Record<string, string> {
    const files = javaTree();
    for (let i = 0; i < NOISE; i++) {
      files[`com/holders/H${i}.java`] = `package com.holders;\n\nimport com.store.Store;\n\nclass H${i} {\n  void h(Store s) {\n    s.close();\n  }\n}\n`;
    }
    files["com/holders/Spaced.java"] = "package com.holders;\n\nimport com.store.Store;\n\nclass Spaced {\n  void spaced() {\n    Store\n      . /* a comment */ close();\n  }\n}\n";
    files["com/holders/Imported.java"] = "package com.holders;\n\nimport static com.store.Store.close;\n\nclass Imported {\n  void imported() {\n    close();\n  }\n}\n";
    return files;
  }

  it("reads only the files that write the member after the type's name, and the packets are those of a whole-tree index", async () => {
    const root = scratchTree(tree());
    const flush = "com/store/Store.java#com.store.Store.flush";
    expect(callers((await packet(root, flush, "upstream", "whole-tree")).bytes)).toStrictEqual([
      "1 com/store/Store.java com.store.Store.close",
      "2 com/holders/Spaced.java com.holders.Spaced.spaced",
      "2 com/store/Peer.java com.store.Peer.peer",
      "2 com/store/Store.java com.store.Store.again",
      "2 com/use/Direct.java com.use.Direct.direct",
    ]);
    await expectWholeTreePackets(root, [flush, "com/store/Store.java#com.store.Store.close"]);
    // As many files parsed as without the forty holders, and the two that name the member after its type.
    const without = await packet(scratchTree(javaTree()), flush, "upstream", "on-demand");
    expect((await packet(root, flush, "upstream", "on-demand")).parsed).toBe(without.parsed + 2);
  });
});

describe("where outside its package only a type's own name proves a receiver's type (Go)", () => {
  // Forty files of other packages take a *store.Store and write `store.Close` (no receiver of unknown type, so
  // no possible caller lists them): Go's bindings name only types of their own file (imports bind packages), and
  // none of those names the method, so the files are not parsed to find Store.Close's certain users. A dot
  // import writing the bare type is not either; a method expression written after the type's name is.
  function tree(): Record<string, string> {
    const files = goTree();
    for (let i = 0; i < NOISE; i++) files[`takers/t${i}.go`] = `package takers\n\nimport "example.com/m/store"\n\nfunc T${i}(s *store.Store) {\n\tstore.Close(s)\n}\n`;
    files["dot/d.go"] = 'package dot\n\nimport . "example.com/m/store"\n\nfunc D(x *Store) {\n\tx.Close()\n}\n';
    files["expr/e.go"] = 'package expr\n\nimport "example.com/m/store"\n\nvar closeIt = (*store.Store).Close\n\nfunc E(s store.Store) {\n\tstore.Store.Close(s)\n}\n';
    return files;
  }

  it("reads only the type's package and the files that write the member after its name, and the packets are those of a whole-tree index", async () => {
    const root = scratchTree(tree());
    const sync = "store/store.go#store.Store.sync";
    await expectWholeTreePackets(root, [sync, "store/store.go#store.Store.Close"]);
    // As many files parsed as without the forty takers and the dot import: expr/e.go alone is added.
    const without = await packet(scratchTree(goTree()), sync, "upstream", "on-demand");
    expect((await packet(root, sync, "upstream", "on-demand")).parsed).toBe(without.parsed + 1);
  });
});

describe("a class's name written by files that never name its member", () => {
  // Forty files import the store's class and keep a field of it, never writing `close`: they are where a value of
  // the class can be, but none of them can call its `close`, so the search for close's certain callers asks none
  // of them about the class's name (their sketches rule out `close` unread).
  function tree(): Record<string, string> {
    const files = javaTree();
    for (let i = 0; i < NOISE; i++) files[`com/keep/K${i}.java`] = `package com.keep;\n\nimport com.store.Store;\n\nclass K${i} {\n  Store kept${i};\n}\n`;
    return files;
  }

  it("searches none of them for it, and the packets are those of a whole-tree index", async () => {
    const root = scratchTree(tree());
    const flush = "com/store/Store.java#com.store.Store.flush";
    await expectWholeTreePackets(root, [flush, "com/store/Store.java#com.store.Store.close"]);
    // As on a large tree, no file's text is kept: a file asked about is read again (and sketched first).
    const bound = TreeText.keptTextBound;
    TreeText.keptTextBound = 0;
    try {
      const searched = async (at: string) => {
        const before = TreeText.searchesInProcess;
        const { parsed } = await packet(at, flush, "upstream", "on-demand");
        return { parsed, searched: TreeText.searchesInProcess - before };
      };
      // Before files were asked lazily, each of the forty was searched twice (80 searches more).
      expect(await searched(root)).toStrictEqual(await searched(scratchTree(javaTree())));
    } finally {
      TreeText.keptTextBound = bound;
    }
  });
});
