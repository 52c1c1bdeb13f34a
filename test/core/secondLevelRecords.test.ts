// Upstream at depth 2, once the first level's first files leave room for omission records but for no slice, the
// second level's records are asked of each file in label order from its own uses, rather than found from every
// range of the first level: the packet must be the whole-tree index's, and the first level is not read whole.
import { describe, expect, it, vi } from "vitest";
import { Workspace } from "../../src/core/workspace.js";
import { countedPacket, scratchTree } from "../helpers.js";

const CALLERS = 24;

/**
 * lib.Split is called from a package per file (the first level); each file's Caller calls the next package's Use
 * (the second level, one file ahead), Both calls Split and its own Use (first level, so no second-level range)
 * and Again calls itself alone (no step).
 */
function goTree(): Record<string, string> {
  const files: Record<string, string> = {
    "go.mod": "module example.com/t\n",
    "lib/lib.go": "package lib\n\nfunc Split(s string) []string { return nil }\n",
  };
  for (let i = 0; i < CALLERS; i++) {
    const n = String(i).padStart(2, "0");
    const next = String((i + 1) % CALLERS).padStart(2, "0");
    files[`a${n}/use.go`] = [
      `package a${n}`,
      "",
      `import (\n\t"example.com/t/a${next}"\n\t"example.com/t/lib"\n)`,
      "",
      `func Use() {\n\tparts := lib.Split("${"x".repeat((i * 7) % 40)}")\n\t_ = parts\n}`,
      "",
      `func Caller() { a${next}.Use() }`,
      "",
      `func Both() { lib.Split(""); Use() }`,
      "",
      "func Again() { Again() }",
      "",
    ].join("\n");
  }
  return files;
}

function javaTree(): Record<string, string> {
  const files: Record<string, string> = {
    "src/lib/Text.java": "package lib;\n\npublic class Text {\n  public static String[] split(String s) { return null; }\n}\n",
  };
  for (let i = 0; i < CALLERS; i++) {
    const n = String(i).padStart(2, "0");
    const next = String((i + 1) % CALLERS).padStart(2, "0");
    files[`src/a${n}/U${n}.java`] = [
      `package a${n};`,
      "",
      `import a${next}.U${next};`,
      "import lib.Text;",
      "",
      `public class U${n} {`,
      `  public static void use() {\n    String[] parts = Text.split("${"x".repeat((i * 7) % 40)}");\n  }`,
      `  static void caller() { U${next}.use(); }`,
      "}",
      "",
    ].join("\n");
  }
  return files;
}

function packet(root: string, anchor: string, budget: number, index: "on-demand" | "whole-tree") {
  return countedPacket({ root, task: "t", anchor, mode: "upstream", depth: 2, budget }, index);
}

describe.each([
  { language: "go", tree: goTree, anchor: "lib/lib.go:3-3", second: /^a\d\d\/use\.go:13-13$/, fewerAtLeast: 4 },
  // A call on a class's name reads as one on a receiver to the text filters, so this tree's files are parsed for
  // the possible callers of the slices taken: the packets are what it checks.
  { language: "java", tree: javaTree, anchor: "src/lib/Text.java:4-4", second: /^src\/a\d\d\/U\d\d\.java:10-10$/, fewerAtLeast: 0 },
])("the second level's records, file by file ($language)", ({ tree, anchor, second, fewerAtLeast }) => {
  it("gives the whole-tree packet at every budget, lists second-level records, and where it can, reads fewer files than the first level", async () => {
    const root = scratchTree(tree());
    const differences: string[] = [];
    // Budgets whose packet lists a second-level range as left out, and of those, the ones that parsed fewer
    // files than the first level holds.
    let recordsListed = 0;
    let fewer = 0;
    for (let budget = 300; budget <= 1600; budget += 7) {
      const whole = await packet(root, anchor, budget, "whole-tree");
      const onDemand = await packet(root, anchor, budget, "on-demand");
      if (onDemand.bytes !== whole.bytes) differences.push(`${budget}`);
      if (!onDemand.packet.omissions.some((o) => o.reason === "budget" && second.test(o.candidate))) continue;
      recordsListed++;
      if (onDemand.parsed < CALLERS) fewer++;
    }
    expect(differences).toStrictEqual([]);
    expect(recordsListed).toBeGreaterThan(3);
    expect(fewer).toBeGreaterThanOrEqual(fewerAtLeast);
  }, 120_000);
});

/**
 * An anchor called from 12 files late in the order (the first level), past 40 files that call nothing of them; a
 * caller of each in y/call.go (the second level).
 */
function lateTree(): Record<string, string> {
  const files = lateCallersTree(LATE_CALLERS);
  for (let i = 0; i < 40; i++) files[`f${String(i).padStart(2, "0")}/f.go`] = `package f${i}\n\nfunc F() int { return ${i} }\n`;
  return files;
}

/** lib.Split, called from `count` packages z10, z11, ... (late in the order), and a caller of each in y/call.go. */
function lateCallersTree(count: number): Record<string, string> {
  const files: Record<string, string> = {
    "go.mod": "module example.com/t\n",
    "lib/lib.go": "package lib\n\nfunc Split(s string) []string { return nil }\n",
  };
  const callers = Array.from({ length: count }, (_, i) => `z${10 + i}`);
  for (const [i, z] of callers.entries()) {
    files[`${z}/use.go`] = `package ${z}\n\nimport "example.com/t/lib"\n\nfunc Use() {\n\tparts := lib.Split("${"x".repeat((i * 11) % 50)}")\n\t_ = parts\n}\n`;
  }
  const imports = callers.map((z) => `\t"example.com/t/${z}"`).join("\n");
  files["y/call.go"] = `package y\n\nimport (\n${imports}\n)\n\n${callers.map((z) => `func Call${z}() { ${z}.Use() }`).join("\n\n")}\n`;
  return files;
}

const LATE_CALLERS = 12;

describe("the second level's records where the first files of the order hold none", () => {
  it("gives the whole-tree packet at every budget, parsing no more than the first level's worth of files for them", async () => {
    const root = scratchTree(lateTree());
    const differences: string[] = [];
    let recordsListed = 0;
    for (let budget = 250; budget <= 900; budget += 2) {
      const whole = await packet(root, "lib/lib.go:3-3", budget, "whole-tree");
      const onDemand = await packet(root, "lib/lib.go:3-3", budget, "on-demand");
      if (onDemand.bytes !== whole.bytes) differences.push(`${budget}`);
      if (onDemand.packet.omissions.some((o) => o.reason === "budget" && o.candidate.startsWith("y/call.go:"))) recordsListed++;
      // The anchor's file, its callers' files, their caller's, and no more files of the order asked for the
      // second level's records than the first level lists (its callers' files and the anchor's own; the walk
      // stops at a quarter of that, see WALK_SHARE).
      expect(onDemand.parsed, `${budget}`).toBeLessThanOrEqual(1 + LATE_CALLERS + 1 + (LATE_CALLERS + 1));
    }
    expect(differences).toStrictEqual([]);
    expect(recordsListed).toBeGreaterThan(3);
  }, 120_000);
});

const HELPERS = 5;

/**
 * lateTree, but each of the 40 files before the first level calls a function of five packages of its own: walking
 * a file for its second-level ranges resolves its uses, which needs those packages' files parsed too.
 */
function busyLateTree(): Record<string, string> {
  const files = lateTree();
  for (let i = 0; i < 40; i++) {
    const n = String(i).padStart(2, "0");
    const helpers = Array.from({ length: HELPERS }, (_, k) => `h${n}x${k}`);
    for (const h of helpers) files[`${h}/h.go`] = `package ${h}\n\nfunc Do() int { return 1 }\n`;
    const imports = helpers.map((h) => `\t"example.com/t/${h}"`).join("\n");
    files[`f${n}/f.go`] = `package f${n}\n\nimport (\n${imports}\n)\n\nfunc F() int { return ${helpers.map((h) => `${h}.Do()`).join(" + ")} }\n`;
  }
  return files;
}

describe("the second level's records where the files walked for them lead into many others", () => {
  it("gives the whole-tree packet at every budget, counting the files their uses need against the walk's bound", async () => {
    const root = scratchTree(busyLateTree());
    const differences: string[] = [];
    for (let budget = 250; budget <= 900; budget += 6) {
      const whole = await packet(root, "lib/lib.go:3-3", budget, "whole-tree");
      const onDemand = await packet(root, "lib/lib.go:3-3", budget, "on-demand");
      if (onDemand.bytes !== whole.bytes) differences.push(`${budget}`);
      // The anchor's file, its callers' files and their caller's; and for the walk, a quarter as many files as the
      // first level lists, those that resolving one walked file's uses needs past that bound, and no more (counting
      // the walked files alone, each file walked brought five more).
      expect(onDemand.parsed, `${budget}`).toBeLessThanOrEqual(1 + LATE_CALLERS + 1 + Math.ceil(LATE_CALLERS / 4) + HELPERS);
    }
    expect(differences).toStrictEqual([]);
  }, 180_000);
});

const FIRST_LEVEL = 40;
const WALKED = 12;

/**
 * An anchor called from 40 files late in the order (the first level), a caller of each in y/call.go (the second
 * level), and before them 12 files that each call `Do` of a package of their own: the walk for the second level's
 * records comes to those files first. Half the packages call nothing of the anchor's; in the other half `more.go`
 * calls it (a file of the first level) and `h.go`, which declares `Do`, does not.
 */
function walkedHelpersTree(): Record<string, string> {
  const files = lateCallersTree(FIRST_LEVEL);
  for (let i = 0; i < WALKED; i++) {
    const n = String(i).padStart(2, "0");
    files[`h${n}/h.go`] = `package h${n}\n\nfunc Do() int { return 1 }\n`;
    files[`h${n}/more.go`] =
      i % 2 === 0 ? `package h${n}\n\nfunc More() int { return Do() }\n` : `package h${n}\n\nimport "example.com/t/lib"\n\nfunc More() { lib.Split("") }\n`;
    files[`f${n}/f.go`] = `package f${n}\n\nimport "example.com/t/h${n}"\n\nfunc F() int { return h${n}.Do() }\n`;
  }
  return files;
}

describe("the second level's records where the files walked for them use packages that hold none of the first level", () => {
  it("gives the whole-tree packet at every budget, and indexes none of the packages those uses lead into", async () => {
    const root = scratchTree(walkedHelpersTree());
    const differences: string[] = [];
    // The files each on-demand request asked to index.
    const asked: string[][] = [];
    let walked = 0;
    for (let budget = 250; budget <= 1500; budget += 25) {
      const whole = await packet(root, "lib/lib.go:3-3", budget, "whole-tree");
      const indexFiles = vi.spyOn(Workspace.prototype, "indexFiles");
      const onDemand = await packet(root, "lib/lib.go:3-3", budget, "on-demand");
      asked.push(indexFiles.mock.calls.flatMap(([paths]) => [...paths]));
      indexFiles.mockRestore();
      if (onDemand.bytes !== whole.bytes) differences.push(`${budget}`);
    }
    for (const files of asked) if (files.some((f) => /^f\d\d\//.test(f))) walked++;
    expect(differences).toStrictEqual([]);
    // The walk came to the helpers' callers at many budgets. `hNN.Do()` can only mean a declaration of package
    // hNN named `Do`, which no file of the first level there declares, so no use of it was resolved (that asks for
    // the package's files, a round for each walked file): h.go was never asked for, only the first level's more.go.
    expect(walked).toBeGreaterThan(5);
    expect(asked.flat().filter((f) => /^h\d\d\//.test(f) && !/^h\d[13579]\/more\.go$/.test(f))).toStrictEqual([]);
  }, 180_000);
});
