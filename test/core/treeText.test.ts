import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TreeText } from "../../src/core/treeText.js";
import { scratchTree } from "../helpers.js";

const root = mkdtempSync(join(tmpdir(), "tree-text-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// 60 files: a.java names n0..n59 as words; b.java every name glued to others; c.java a name next to a non-ASCII letter.
const names = Array.from({ length: 60 }, (_, i) => `n${i}`);
writeFileSync(join(root, "a.java"), names.map((n) => `int ${n} = 1;`).join("\n"));
writeFileSync(join(root, "b.java"), names.map((n) => `x${n} ${n}y $${n}`).join("\n"));
writeFileSync(join(root, "c.java"), "class café { int n7; int cafe; }");
// missing.java cannot be read: taken to mention every name.
const files = ["a.java", "b.java", "c.java", "missing.java"];
const limits = { maxFileBytes: 1 << 20, maxLineLength: 1000, maxFiles: 100 };

describe("TreeText.filesMentioning", () => {
  it("gives the same answers whether it keeps the text it read or reads it again, and asking all sketches at once", () => {
    const keeping = new TreeText(root, files, limits, () => null);
    const rereading = new TreeText(root, files, limits, () => null);
    rereading.keptTextBytes = 0;
    // Past the fifth sweep, the sketches of the files (those of the kept text made then) are asked all at once:
    // laid out for it at once, or sketch by sketch for 30 names and laid out after.
    const columns = new TreeText(root, files, limits, () => null);
    columns.columnsFromFiles = 0;
    columns.columnsAfterNames = 0;
    const columnsRereading = new TreeText(root, files, limits, () => null);
    columnsRereading.columnsFromFiles = 0;
    columnsRereading.columnsAfterNames = 0;
    columnsRereading.keptTextBytes = 0;
    const columnsLater = new TreeText(root, files, limits, () => null);
    columnsLater.columnsFromFiles = 0;
    columnsLater.columnsAfterNames = 30;
    for (const text of [keeping, rereading, columns, columnsRereading, columnsLater]) {
      for (const n of names) {
        expect(text.filesMentioning(n)).toEqual(n === "n7" ? ["a.java", "c.java", "missing.java"] : ["a.java", "missing.java"]);
      }
      expect(text.filesMentioning("caf")).toEqual(["missing.java"]);
      expect(text.filesMentioning("café")).toEqual(["c.java", "missing.java"]);
      expect(text.filesMentioning("cafe")).toEqual(["c.java", "missing.java"]);
      expect(text.filesMentioning("xn3")).toEqual(["b.java", "missing.java"]);
      expect(text.filesMentioning("$n3")).toEqual(["b.java", "missing.java"]);
      expect(text.filesMentioning("= 1")).toEqual(["a.java", "missing.java"]);
      expect(text.fullScans).toBe(66);
    }
    // Kept: each file read once. Not kept: read again when the file's words' sketch cannot rule a name out
    // (a.java for every n*; b.java, 180 words in 1 KB, for a few that it does not hold), and for "= 1".
    expect(keeping.reads).toBe(4);
    expect(rereading.reads).toBe(34);
    expect(columns.reads).toBe(4);
    expect(columnsRereading.reads).toBe(34);
    expect(columnsLater.reads).toBe(4);
  });

  it("reads a file again after the first sweep only when its words' sketch cannot rule the name out", () => {
    const dir = mkdtempSync(join(tmpdir(), "tree-text-sketch-"));
    try {
      const many = Array.from({ length: 20 }, (_, i) => `f${i}.java`);
      many.forEach((f, i) => writeFileSync(join(dir, f), `class Only${i} { void common() {} } // ${"filler text ".repeat(50)}`));
      const text = new TreeText(dir, many, limits, () => null);
      text.keptTextBytes = 0;
      expect(text.filesMentioning("common")).toEqual(many);
      expect(text.reads).toBe(20);
      for (let i = 0; i < 20; i++) expect(text.filesMentioning(`Only${i}`)).toEqual([`f${i}.java`]);
      // One read per name, of the one file that holds it: the other 19 are ruled out by their sketches.
      expect(text.reads).toBe(40);
      expect(text.fullScans).toBe(21);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("TreeText.declarerCandidates", () => {
  it("gives every file until the tree is swept often, then those whose sketch may hold the name, laid out or not", () => {
    const bySketch = new TreeText(root, files, limits, () => null);
    bySketch.columnsFromFiles = 0;
    bySketch.columnsAfterNames = 1000;
    const laidOut = new TreeText(root, files, limits, () => null);
    laidOut.columnsFromFiles = 0;
    laidOut.columnsAfterNames = 0;
    for (const text of [bySketch, laidOut]) {
      expect(text.declarerCandidates("n7")).toEqual(files);
      for (const n of names.slice(0, 3)) text.filesMentioning(n);
      // The fifth sweep: the sketches of the kept text are asked from here on.
      expect(text.declarerCandidates("n8")).toEqual(["a.java", "missing.java"]);
      // b.java writes n7 only glued to other word bytes; missing.java cannot be read, so it may declare anything.
      expect(text.declarerCandidates("n7")).toEqual(["a.java", "c.java", "missing.java"]);
      expect(text.declarerCandidates("café")).toEqual(["c.java", "missing.java"]);
      expect(text.declarerCandidates("absent")).toEqual(["missing.java"]);
      // A name that is not all word bytes is looked for in the text.
      expect(text.declarerCandidates("= 1")).toEqual(["a.java", "missing.java"]);
    }
  });
});

describe("TreeText.mentions", () => {
  it("gives the same answers while it searches a file for names and once it has listed the file's words", () => {
    const text = new TreeText(root, files, limits, () => null);
    const asked = ["n7", "xn3", "n3y", "$n3", "n3", "café", "caf", "cafe", "int", "n59", "x", "n60", "y"];
    // Asked twice over: the first answers come from searches, then (past eight names a file) from the listed
    // words, the later ones from the answers kept.
    const answers = [...asked, ...asked].map((n) => ["a.java", "b.java", "c.java"].filter((f) => text.mentions(f, n)).join(" "));
    expect(answers.slice(0, asked.length)).toStrictEqual(answers.slice(asked.length));
    // In b.java every name is glued to others (`xn7`, `n7y`, `$n7`: `$` continues a word), so none stands alone.
    expect(answers.slice(0, asked.length)).toStrictEqual([
      "a.java c.java",
      "b.java",
      "b.java",
      "b.java",
      "a.java",
      "c.java",
      "",
      "c.java",
      "a.java c.java",
      "a.java",
      "",
      "",
      "",
    ]);
  });

  it("searches a file once for a name asked again and again, as a question asks it round after round", () => {
    const text = new TreeText(root, files, limits, () => null);
    const before = TreeText.searchesInProcess;
    const answers = Array.from({ length: 20 }, () => text.mentions("a.java", "n7"));
    expect([answers.every((a) => a), TreeText.searchesInProcess - before]).toStrictEqual([true, 1]);
  });
});

describe("TreeText.filesUsing on a receiver", () => {
  it("rules out a file only where no mention of the name can follow a member access (receiverMarks)", () => {
    const dir = mkdtempSync(join(tmpdir(), "tree-text-receiver-"));
    try {
      const sources: Record<string, string> = {
        "Plain.java": "class Plain {\n  Node next;\n  void f() { next = null; g(next); }\n}\n",
        "Call.java": "class Call {\n  void f(It it) { it.next(); }\n}\n",
        "Spaced.java": "class Spaced {\n  void f(It it) { it . next(); }\n}\n",
        "Generic.java": "class Generic {\n  void f(It it) { it.<String>next(); }\n}\n",
        "Comment.java": "class Comment {\n  void f(It it) { it./* c */next(); }\n}\n",
        "Wrapped.java": "class Wrapped {\n  void f(It it) {\n    it. // c\n      next();\n  }\n}\n",
        "plain.go": "package p\n\nfunc f() {\n\ta, next := 1, 2\n\tg(a, next)\n}\n",
        // First on its line: the line before could end with the access, so it is kept.
        "start.go": "package p\n\nfunc f() {\n\tnext := 1\n\tg(next)\n}\n",
        "call.go": "package p\n\nfunc f(x T) {\n\tx.\n\t\tnext()\n}\n",
        "plain.py": "def f(next):\n    return next\n",
      };
      for (const [f, text] of Object.entries(sources)) writeFileSync(join(dir, f), text);
      const files = Object.keys(sources).sort();
      const text = new TreeText(dir, files, limits, () => null);
      expect(text.filesUsing("next", "possibly")).toEqual(["Call.java", "Comment.java", "Generic.java", "Spaced.java", "Wrapped.java", "call.go", "start.go"]);
      expect(text.filesUsing("next", "certainly")).toEqual(files);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("TreeText.filesUsing beside the class's own receiver", () => {
  it("rules out a file whose mentions only declare the name or stand on the class's own receiver", () => {
    const sources: Record<string, string> = {
      // Python: `def save` declares; `self.save()`, `cls.save()` and `super().save()` stay in the class's file.
      "own.py": "class A:\n    def save(self):\n        super().save()\n        self.save()\n        cls.save()\n",
      "other.py": "def run(x):\n    x.save()\n",
      "imported.py": "from m import save\n",
      // Longer receivers than they look: `x.self`, and `self` that continues a line ending with an access.
      "chain.py": "def run(x):\n    return x.self.save()\n",
      "wrapped.py": "def run(x):\n    return (x.\n\n        self.save())\n",
      "commented.py": "def run(x):\n    return (x.  # c\n        self.save())\n",
      // Java's `this.save()` is no call on a receiver of unknown type; its declaration is a mention all the same.
      "Own.java": "class Own {\n  void save() { this.save(); }\n}\n",
      // A qualified `this` is another class's, past a comment as well.
      "Outer.java": "class Outer {\n  class In { void f() { Outer. /* c */ this.save(); } }\n}\n",
      // TypeScript classes inherit: `this.save()` and `super.save()` may lead to another file.
      "Own.ts": "class Own extends B {\n  run() { this.save(); super.save(); }\n}\n",
    };
    const dir = scratchTree(sources);
    const files = Object.keys(sources).sort();
    const text = new TreeText(dir, files, limits, () => null);
    expect(text.filesUsing("save", "possibly")).toEqual(["Outer.java", "Own.ts", "chain.py", "commented.py", "other.py", "wrapped.py"]);
    expect(text.filesUsing("save", "certainly")).toEqual(["Outer.java", "Own.java", "Own.ts", "chain.py", "commented.py", "imported.py", "other.py", "wrapped.py"]);
    // Asked file by file (before any list is made), the same answers.
    const fresh = new TreeText(dir, files, limits, () => null);
    expect(fresh.filesUsingAmong(files, "save", "possibly")).toEqual(["Outer.java", "Own.ts", "chain.py", "commented.py", "other.py", "wrapped.py"]);
    expect(fresh.filesUsingAmong(files, "save", "certainly")).toEqual(["Outer.java", "Own.java", "Own.ts", "chain.py", "commented.py", "imported.py", "other.py", "wrapped.py"]);
  });
});

describe("TreeText.contains", () => {
  it("gives the same answers from kept text and from files read again, and makes no text of a file to search it", () => {
    const keeping = new TreeText(root, files, limits, () => null);
    const rereading = new TreeText(root, files, limits, () => null);
    rereading.keptTextBytes = 0;
    const asked = ["n7 = 1", "int n59", "xn3 n3y", "café {", "cafe;", "caf", "int n60", "$n1\nx"];
    for (const text of [keeping, rereading]) {
      expect(files.map((f) => asked.filter((t) => text.contains(f, t)))).toEqual([
        ["n7 = 1", "int n59"],
        ["xn3 n3y", "$n1\nx"],
        ["café {", "cafe;", "caf"],
        asked,
      ]);
    }
    // Each file read once: the texts asked of a file one after another are looked for in its last read.
    expect(rereading.reads).toBe(4);
    // A file read again for a search is searched as bytes: its text is made only for a question that needs it.
    const searched = new TreeText(root, files, limits, () => null);
    searched.keptTextBytes = 0;
    expect(searched.contains("a.java", "int n1")).toBe(true);
    expect((searched as unknown as { last: { text: string | null } }).last.text).toBeNull();
    expect(searched.filesMentioning("n59")).toEqual(["a.java", "missing.java"]);
  });
});

describe("TreeText.skipped and bytes", () => {
  it("tell the files the indexer skips, and give their bytes, from kept text and from files read again alike", () => {
    const dir = mkdtempSync(join(tmpdir(), "tree-text-skipped-"));
    try {
      const contents: Record<string, Buffer> = {
        "ok.py": Buffer.from("def f():\n    return 'é'\n", "utf8"),
        "nul.py": Buffer.from("x = 1\n\0\n"),
        "wide.py": Buffer.from(`x = "${"y".repeat(40)}"\n`),
        "big.py": Buffer.from("z = 1\n".repeat(20)),
        "zero.py": Buffer.from("a = 0\n"),
      };
      for (const [name, bytes] of Object.entries(contents)) writeFileSync(join(dir, name), bytes);
      const names = [...Object.keys(contents), "gone.py"];
      const small = { maxFileBytes: 100, maxLineLength: 30, maxFiles: 100 };
      const why = (file: string) => (file === "wide.py" ? "a line too long" : null);
      const keeping = new TreeText(dir, names, small, why);
      const rereading = new TreeText(dir, names, small, why);
      rereading.keptTextBytes = 0;
      for (const text of [keeping, rereading]) {
        expect(names.filter((f) => text.skipped(f))).toEqual(["nul.py", "wide.py", "big.py", "gone.py"]);
        for (const [name, bytes] of Object.entries(contents)) expect(text.bytes(name)?.equals(bytes)).toBe(true);
        expect(text.bytes("gone.py")).toBeNull();
      }
      // Asked again (a package's files are asked for each name looked for among them), a file not kept is not read
      // again: the answer is kept.
      const asked = new TreeText(dir, names, small, why);
      asked.keptTextBytes = 0;
      const first = names.map((f) => asked.skipped(f));
      const reads = asked.reads;
      expect(names.map((f) => asked.skipped(f))).toEqual(first);
      expect(asked.reads).toBe(reads);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("TreeText.mayNameThroughImport", () => {
  // Go files that import example.com/m/store (or another package) and write `Store` in several ways.
  const go: Record<string, string> = {
    "qualified.go": 'package a\n\nimport "example.com/m/store"\n\nvar x store.Store\n',
    "spaced.go": 'package a\n\nimport (\n\t"fmt"\n\t"example.com/m/store"\n)\n\nvar x = store .\n\tStore{}\n',
    "alias.go": 'package a\n\nimport s "example.com/m/store"\n\nvar x s.Store\n',
    "dot.go": 'package a\n\nimport . "example.com/m/store"\n\nvar x Store\n',
    "field.go": 'package a\n\nimport "example.com/m/store"\n\ntype n struct{ Store int }\n\nvar y = n{}.Store + store.Other\n',
    "other.go": 'package a\n\nimport "example.com/m/other"\n\nvar x other.Store\n',
    "aliasOnly.go": 'package a\n\nimport s "example.com/m/store"\n\nvar x store.Store\n',
  };
  const dir = mkdtempSync(join(tmpdir(), "tree-text-go-"));
  for (const [name, text] of Object.entries(go)) writeFileSync(join(dir, name), text);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is true where the file writes the name after a qualifier its imports of the package bind, or imports it bare", () => {
    const text = new TreeText(dir, Object.keys(go).sort(), limits, () => null);
    const named = Object.keys(go).filter((f) => text.mayNameThroughImport(f, ['/store"', '"store"'], "Store"));
    expect(named.sort()).toStrictEqual(["alias.go", "dot.go", "qualified.go", "spaced.go"]);
    // The unfiltered reference rules no file out.
    const reference = TreeText.unfiltered(dir, Object.keys(go).sort(), limits);
    expect(Object.keys(go).every((f) => reference.mayNameThroughImport(f, ['/store"', '"store"'], "Store"))).toBe(true);
  });
});

describe("TreeText.filesUsing in code alone", () => {
  it("rules out a file whose mentions all declare the name or stand in comments and strings", () => {
    const sources: Record<string, string> = {
      // Go's syscall: per-platform files declare `socket`, error tables name it in strings, one file calls it.
      "sys/zsys_linux.go": "package sys\n\nfunc socket(domain int) (fd int) {\n\treturn domain\n}\n",
      "sys/zerrors_linux.go": 'package sys\n\n// socket errors\nvar errors = [...]string{\n\t88: "socket operation on non-socket",\n\t89: `socket`,\n\t90: "see x.socket",\n}\n',
      "sys/types_linux.go": "package sys\n\ntype socket int\n\nvar socket2 = 1\n",
      "sys/sock.go": "package sys\n\nfunc Socket(domain int) (int, error) {\n\treturn socket(domain), nil\n}\n",
      "sys/method.go": "package sys\n\nfunc (t *T) socket() int { return 0 }\n",
    };
    const text = new TreeText(scratchTree(sources), Object.keys(sources).sort(), limits, () => null);
    // A method's receiver stands between `func` and its name: such a file is not ruled out by its text.
    expect(text.filesUsing("socket", "certainly")).toEqual(["sys/method.go", "sys/sock.go"]);
    expect(Object.keys(sources).sort().filter((f) => text.uses(f, "socket", "certainly"))).toEqual(["sys/method.go", "sys/sock.go"]);
    // Nor is a call on a receiver written in a string one.
    expect(text.filesUsing("socket", "possibly")).toEqual([]);
  });
});
