// A search along certain edges (a path, an entrypoint, the look past a traversal's last hop) asks of each use only
// whether it is certain. A name that two files of a package declare is not, however many more declare it: Go's
// syscall declares `EINVAL` in one `zerrors_*.go` file per platform, 33 of them with 1,500 declarations each, and
// a certain-only look at one use of it loaded them all. Such a look now loads a package's possible declarers only
// until two show, for a name the package leaves free and for a package member used through an import. The packet
// is the same as a whole-tree index gives (test/core/onDemand.test.ts); here, the files parsed show it.
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const TREE: Record<string, string> = {
  "go.mod": "module example.com/m\n",
  "sys/open.go": "package sys\n\nfunc Open() int {\n\treturn EINVAL\n}\n",
  "app/app.go": 'package app\n\nimport "example.com/m/sys"\n\nfunc Run() int {\n\treturn sys.EINVAL + sys.Open()\n}\n',
  "app/other.go": "package app\n\nfunc Other() {}\n",
};
// Eight files of package sys that each declare EINVAL, as per-platform files do.
for (const platform of ["aix", "darwin", "freebsd", "linux", "netbsd", "openbsd", "solaris", "windows"]) {
  TREE[`sys/errors_${platform}.go`] = "package sys\n\nconst EINVAL = 22\n";
}

describe("a name two files of a package declare", () => {
  it("is known uncertain, in a search along certain edges, once two of its declarers are loaded", async () => {
    const ask = { task: "Does Run reach Other?", anchor: "app/app.go#Run", mode: "path" as const, peer: "app/other.go#Other", depth: 10 };
    const root = scratchTree(TREE);
    const before = Workspace.parsedInProcess;
    const result = await buildPacket({ root, ...ask });
    const parsed = Workspace.parsedInProcess - before;
    const whole = await buildPacket({ root, ...ask }, { index: "whole-tree" });
    expect(result).toStrictEqual(whole);
    if (result.ok) throw new Error("a path where none runs");
    expect(result.failure.kind).toBe("path_not_found");
    // Run follows sys.Open certainly; sys.EINVAL in Run and EINVAL in Open are uncertain. Parsed: app.go,
    // other.go, open.go and two of the eight files that declare EINVAL.
    expect(parsed).toBe(5);
  });
});

// Per-platform variants of one function, and the files of the package that call it by its free name: such a call
// may mean any variant, so none is a certain caller of one of them (no file is parsed to look for certain callers
// outside the variant's own), but each is an uncertain edge into every variant, as it is one out of its caller.
const VARIANTS: Record<string, string> = {
  "go.mod": "module example.com/m\n",
  "sys/write_linux.go": "package sys\n\nfunc write(fd int) int {\n\treturn fd + EINVAL\n}\n",
  "sys/write_darwin.go": "package sys\n\nfunc write(fd int) int {\n\treturn fd\n}\n",
  "sys/errors_linux.go": "package sys\n\nconst EINVAL = 22\n",
};
for (let i = 0; i < 10; i++) VARIANTS[`sys/call${i}.go`] = `package sys\n\nfunc Call${i}() int {\n\treturn write(${i})\n}\n`;

describe("a package-level name other files of its package declare too", () => {
  it("has no certain callers outside its own file, and its callers elsewhere are uncertain edges", async () => {
    const root = scratchTree(VARIANTS);
    const callers = Array.from({ length: 10 }, (_, i) => `sys/call${i}.go:3-5`).sort();
    for (const mode of ["neighborhood", "upstream"] as const) {
      const ask = { root, task: "Who writes?", anchor: "sys/write_linux.go#write", mode, ...(mode === "upstream" ? { depth: 2 } : {}) };
      const before = Workspace.parsedInProcess;
      const result = await buildPacket(ask);
      const parsed = Workspace.parsedInProcess - before;
      expect(result).toStrictEqual(await buildPacket(ask, { index: "whole-tree" }));
      if (!result.ok) throw new Error(result.failure.message);
      const { slices, uncertain_edges, omissions } = result.value.packet;
      expect(slices.map((s) => `${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual(
        mode === "neighborhood" ? ["anchor sys/write_linux.go:3-5", "reference sys/errors_linux.go:3-3"] : ["anchor sys/write_linux.go:3-5"],
      );
      expect(uncertain_edges).toStrictEqual(
        callers.map((from) => ({ from, to: "sys/write_linux.go:3-5", kind: "call", reason: "write: 2 definitions named write in this package" })),
      );
      expect(omissions).toStrictEqual(callers.map((candidate) => ({ candidate, reason: "uncertain" })));
      // The anchor's file, the other variant, the ten callers (neighborhood: and EINVAL's).
      expect(parsed).toBe(mode === "neighborhood" ? 13 : 12);
    }
  });

  it("declared in more files than an uncertain edge lists, is counted only that far", async () => {
    const tree: Record<string, string> = { "go.mod": "module example.com/m\n", "sys/open.go": "package sys\n\nfunc Open() int {\n\treturn EINVAL\n}\n" };
    for (const platform of ["aix", "darwin", "freebsd", "linux", "netbsd", "openbsd", "solaris", "windows"]) tree[`sys/errors_${platform}.go`] = "package sys\n\nconst EINVAL = 22\n";
    const root = scratchTree(tree);
    const ask = { root, task: "What does Open return?", anchor: "sys/open.go#Open", mode: "neighborhood" as const };
    const before = Workspace.parsedInProcess;
    const result = await buildPacket(ask);
    const parsed = Workspace.parsedInProcess - before;
    expect(result).toStrictEqual(await buildPacket(ask, { index: "whole-tree" }));
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.packet.uncertain_edges).toStrictEqual([
      { from: "sys/open.go:3-5", to: "EINVAL", kind: "reference", reason: "EINVAL: more than 5 definitions named EINVAL in this package" },
    ]);
    // open.go and six of the eight declarers.
    expect(parsed).toBe(7);
  });
});

// A type that two files of its package declare (Go's per-platform `syscall.Errno`) is proved by its name only in
// a file declaring it: `sys.Errno` elsewhere may mean either. A value of it is followed, for its methods' certain
// callers, from those files, and from the files of its package that may declare methods of it, not from every
// file that writes `sys.Errno`.
const ERRNO: Record<string, string> = {
  "go.mod": "module example.com/m\n",
  "sys/errno_windows.go":
    'package sys\n\ntype Errno uintptr\n\nfunc (e Errno) Text() string {\n\treturn "windows"\n}\n\nfunc Windows() string {\n\tvar e Errno\n\treturn e.Text()\n}\n',
  "sys/errno_linux.go": "package sys\n\ntype Errno uintptr\n\nfunc Linux() string {\n\tvar e Errno\n\treturn e.Text()\n}\n",
  "sys/twice.go": "package sys\n\nfunc (e Errno) Twice() string {\n\treturn e.Text() + e.Text()\n}\n",
  "box/box.go": 'package box\n\nfunc Text() string {\n\treturn "box"\n}\n',
};
// Forty files that write sys.Errno and call a function named Text.
for (let i = 0; i < 40; i++) {
  ERRNO[`use/u${i}.go`] = `package use\n\nimport (\n\t"example.com/m/box"\n\t"example.com/m/sys"\n)\n\nfunc U${i}(e sys.Errno) string {\n\t_ = e\n\treturn box.Text()\n}\n`;
}

describe("a type two files of its package declare", () => {
  it("has its methods' certain callers looked for in its package, not wherever its name is written", async () => {
    const root = scratchTree(ERRNO);
    const ask = { root, task: "Who reads the text?", anchor: "sys/errno_windows.go#Errno.Text", mode: "upstream" as const, depth: 2 };
    const before = Workspace.parsedInProcess;
    const result = await buildPacket(ask);
    const parsed = Workspace.parsedInProcess - before;
    expect(result).toStrictEqual(await buildPacket(ask, { index: "whole-tree" }));
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual([
      "0 anchor sys/errno_windows.go:5-7",
      "1 caller sys/twice.go:3-5",
    ]);
    // A variable declared as `Errno` may hold either; a receiver holds a value of the type its method belongs to.
    expect(result.value.packet.uncertain_edges).toStrictEqual(
      ["sys/errno_linux.go:5-8", "sys/errno_windows.go:9-12"].map((from) => ({
        from,
        to: "sys/errno_windows.go:5-7",
        kind: "call",
        reason: "e.Text: receiver type unknown; 1 definition named Text",
      })),
    );
    // Parsed: the package's three files; not box.go, though it declares a Text (the anchor names its file), nor
    // any of the forty (a whole-tree index parses them all).
    expect(parsed).toBe(3);
  });
});

// A package member used through an import is looked for only in the files that may export it: where a language
// exports only its top-level declarations (Go, Java), a file that declares a method of the name exports nothing
// by it. Go's `os` declares `Stat` in one file and a method `Stat` in four others, which were parsed to find that.
const METHODS: Record<string, string> = {
  "go.mod": "module example.com/m\n",
  "fs/stat.go": "package fs\n\nfunc Stat() int {\n\treturn 1\n}\n",
  "app/app.go": 'package app\n\nimport "example.com/m/fs"\n\nfunc Run() int {\n\treturn fs.Stat()\n}\n',
  "app/other.go": "package app\n\nfunc Other() {}\n",
};
for (const kind of ["dir", "file", "link", "pipe"]) {
  METHODS[`fs/${kind}.go`] = `package fs\n\ntype ${kind}Info struct{}\n\nfunc (i ${kind}Info) Stat() int {\n\treturn 2\n}\n`;
}

describe("a package member used through an import", () => {
  it("is not looked for in the files that only declare methods of its name", async () => {
    const ask = { task: "Does Run reach Other?", anchor: "app/app.go#Run", mode: "path" as const, peer: "app/other.go#Other", depth: 10 };
    const root = scratchTree(METHODS);
    const before = Workspace.parsedInProcess;
    const result = await buildPacket({ root, ...ask });
    const parsed = Workspace.parsedInProcess - before;
    expect(result).toStrictEqual(await buildPacket({ root, ...ask }, { index: "whole-tree" }));
    if (result.ok) throw new Error("a path where none runs");
    expect(result.failure.kind).toBe("path_not_found");
    // app.go, other.go and stat.go; none of the four files with a method Stat.
    expect(parsed).toBe(3);
  });
});
