// Trust under attack in the engine: paths that leave the tree, files that must not be parsed, pathological
// nesting, and random input through the grammar, the parser layer and the packet builder.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { parseAnchor } from "../../src/core/anchor.js";
import { parseCommand } from "../../src/core/command.js";
import { languageForPath } from "../../src/core/languages.js";
import { outlineFile } from "../../src/core/outline/index.js";
import { loadLanguage, parseWithDeadline } from "../../src/core/parser.js";
import { Repository } from "../../src/core/repository.js";
import { verifyPacket } from "../../src/core/verify.js";
import { scratchTree } from "../helpers.js";

const kindOf = async (root: string, anchor: string, mode = "neighborhood") => {
  const result = await buildPacket({ root, anchor, task: "t", mode });
  return result.ok ? "ok" : result.failure.kind;
};

describe("6. paths that leave the checkout", () => {
  it("links to /etc/passwd, /proc/self/environ and ~/.ssh, `..`, absolute paths, NUL bytes and .git are refused", async () => {
    const root = scratchTree({ "src/a.ts": "export const a = 1;\n", ".git/config": "[core]\n" });
    symlinkSync("/etc/passwd", join(root, "src", "passwd.ts"));
    symlinkSync("/proc/self/environ", join(root, "environ.ts"));
    symlinkSync(join(homedir(), ".ssh"), join(root, "ssh"));
    symlinkSync("/etc", join(root, "etc"));
    const cases: [string, string][] = [
      ["src/passwd.ts", "path_outside_root"],
      ["src/passwd.ts:1-1", "path_outside_root"],
      ["environ.ts:1-1", "path_outside_root"],
      ["ssh/id_rsa:1-1", "path_outside_root"],
      ["etc/passwd:1-1", "path_outside_root"],
      ["etc/passwd", "path_outside_root"],
      ["../../etc/passwd:1-1", "path_outside_root"],
      ["src/../../../etc/hostname", "path_outside_root"],
      ["/etc/passwd:1-1", "path_outside_root"],
      ["/proc/self/environ", "path_outside_root"],
      ["src/a.ts\u0000.txt:1-1", "invalid_anchor"],
      [".git/config:1-1", "invalid_anchor"],
      ["src/../.git/config", "invalid_anchor"],
    ];
    const got: [string, string][] = [];
    for (const [anchor] of cases) got.push([anchor, await kindOf(root, anchor)]);
    expect(Object.fromEntries(got)).toStrictEqual(Object.fromEntries(cases));
  });

  it("the index never walks into a linked folder, so nothing outside is listed, parsed or sliced", async () => {
    const root = scratchTree({ "src/a.ts": "import { x } from '../outside/x';\nexport const a = () => x();\n" });
    symlinkSync("/usr/lib", join(root, "outside"));
    const repo = Repository.open(root) as Repository;
    expect(repo.files()).toStrictEqual(["src/a.ts"]);
    const result = await buildPacket({ root, anchor: "a", task: "t" });
    expect(result.ok && result.value.packet.slices.map((s) => `${s.relationship} ${s.file}`)).toStrictEqual(["anchor src/a.ts", "import src/a.ts"]);
    expect(result.ok && result.value.packet.omissions).toStrictEqual([]);
  });
});

describe("13. huge, minified and binary files", () => {
  it("are never parsed; a use that leads into one is an `unavailable` omission", async () => {
    const big = `export function big() { return 1; }\n${"// padding line for size\n".repeat(50_000)}`;
    const minified = `export function min(){return 2}${";".repeat(5000)}\n`;
    const root = scratchTree({
      "src/big.ts": big,
      "src/min.ts": minified,
      "src/bin.ts": Buffer.concat([Buffer.from("export function bin() {}\n"), Buffer.from([0, 1, 2])]),
      "src/a.ts": "import { big } from './big';\nimport { min } from './min';\nimport { bin } from './bin';\nexport function a() {\n  return big() + min() + bin();\n}\n",
    });
    const result = await buildPacket({ root, anchor: "a", task: "t" });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.packet.omissions).toStrictEqual([
      { candidate: "src/big.ts:1-50001", reason: "unavailable" },
      { candidate: "src/min.ts:1-1", reason: "unavailable" },
    ]);
    expect(result.value.packet.slices.map((s) => s.file)).toStrictEqual(["src/a.ts", "src/a.ts", "src/a.ts", "src/a.ts"]);
    expect(await kindOf(root, "src/bin.ts:1-1")).toBe("invalid_anchor");
    expect(await kindOf(root, "src/big.ts:1-2", "upstream")).toBe("analysis_unavailable");
  });

  it("a parse that runs past its deadline is given up, not waited for", async () => {
    const spec = languageForPath("x.ts");
    if (!spec) throw new Error("no TypeScript grammar");
    const { parser } = await loadLanguage(spec);
    const text = "const a = [".repeat(20_000) + "]".repeat(20_000) + ";\n";
    const started = performance.now();
    expect(parseWithDeadline(parser, text, 1)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("14. nesting 100,000 levels deep", () => {
  it("neither crashes the index, the packet builder nor the outline", async () => {
    const depth = 100_000;
    const root = scratchTree({
      // One bracket a line: a single 200,000-character line would be skipped as minified before any parse.
      "deep.ts": `export const deep = ${"[\n".repeat(depth)}${"]\n".repeat(depth)};\nexport function use() {\n  return deep;\n}\n`,
      "deep.js": `f(${"(\n".repeat(depth)}${")\n".repeat(depth)});\n`,
    });
    const started = performance.now();
    const packet = await buildPacket({ root, anchor: "use", task: "t" });
    expect(packet.ok && packet.value.packet.slices[0]?.symbol).toBe("use");
    expect(await kindOf(root, "deep.js:1-1")).toBe("ok");
    const outline = await outlineFile(root, "deep.ts", {});
    expect(outline.ok).toBe(true);
    // Bounded: each parse and each query has a deadline, so a hostile file costs seconds, not minutes.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe("16. random input", () => {
  it("random comments never crash the grammar", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), fc.string({ unit: "grapheme", maxLength: 200 }), (a, b) => {
        for (const body of [a, `/slice ${a}`, `/slice ${b} "${a}"`, `/slice outline ${b}`]) expect(["none", "command", "error"]).toContain(parseCommand(body).t);
        expect(typeof parseAnchor(a, () => false).ok).toBe("boolean");
      }),
      { numRuns: 1500 },
    );
  });

  it("random bytes as source files never crash the parser layer, and every packet built on them verifies", async () => {
    const source = fc.oneof(
      fc.string({ unit: "binary", maxLength: 2000 }),
      fc.array(fc.constantFrom("class A {", "}", "function f(", ")", "{", "import { x } from './b';", "export ", "f();", "this.g();", "\n", "/*", "*/", "`${", "'", '"', "=>"), { maxLength: 300 }).map((p) => p.join(" ")),
    );
    await fc.assert(
      fc.asyncProperty(source, source, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 60, max: 3000 }), async (a, b, line, budget) => {
        const root = scratchTree({ "src/a.ts": a, "src/b.ts": b, "src/c.py": a, "src/d.go": b });
        for (const anchor of [`src/a.ts:1-${line}`, "src/b.ts", "f", "src/c.py:1-1", "src/d.go"]) {
          const result = await buildPacket({ root, anchor, task: "t", budget });
          if (!result.ok) continue;
          const parsed = parseAnchor(anchor, (p) => (Repository.open(root) as Repository).exists(p));
          if (!parsed.ok) throw new Error(parsed.message);
          const expectation = { anchor: parsed.anchor, mode: "neighborhood" as const, depth: 1, limit: budget };
          expect(verifyPacket(result.value.bytes, Repository.open(root) as Repository, expectation).ok).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});

// A sanity check that these tests would notice a refusal turning into a read: a file inside the tree is served.
describe("the same paths inside the tree", () => {
  it("are sliced", async () => {
    const root = scratchTree({ "inside/passwd.ts": "root:x:0:0\n" });
    mkdirSync(join(root, "more"));
    writeFileSync(join(root, "more", "b.ts"), "export const b = 2;\n");
    symlinkSync(join(root, "inside", "passwd.ts"), join(root, "more", "link.ts"));
    expect(await kindOf(root, "inside/passwd.ts:1-1")).toBe("ok");
    expect(await kindOf(root, "more/link.ts:1-1")).toBe("ok");
  });
});

describe("15. a tree with more files than the index takes", () => {
  it("is indexed in part, in path order, and the packet says so", async () => {
    const root = scratchTree({
      "a.ts": "export function a() {\n  return b();\n}\n",
      "b.ts": "import { c } from './c';\nexport function b() {\n  return c();\n}\n",
      "c.ts": "export function c() {\n  return 3;\n}\n",
      "d.ts": "export function d() {}\n",
    });
    const limits = { maxFileBytes: 1024 * 1024, maxLineLength: 4096, maxFiles: 2 };
    const result = await buildPacket({ root, anchor: "b.ts:2-4", task: "t", mode: "downstream" }, { limits });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.packet.omissions).toStrictEqual([{ candidate: "2 files past the first 2 (the index's file limit)", reason: "unavailable" }]);
    expect(result.value.packet.slices.map((s) => s.file)).toStrictEqual(["b.ts"]);
    const whole = await buildPacket({ root, anchor: "b.ts:2-4", task: "t", mode: "downstream" });
    expect(whole.ok && whole.value.packet.slices.map((s) => `${s.relationship} ${s.file}`)).toStrictEqual(["anchor b.ts", "callee c.ts"]);
  });
});
