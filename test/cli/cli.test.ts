// The command line: exact stdout and exit codes, in process and as the built command (dist/cli.cjs).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { indexReportText } from "../../src/core/indexReportText.js";
import { SKETCH_TOGETHER_AFTER_FILES } from "../../src/core/treeText.js";
import { runCli, USAGE } from "../../src/cli/main.js";
import { scratchTree, SHOP } from "../helpers.js";

async function run(args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

describe("odin-slice packet", () => {
  it("prints exactly the packet bytes and exits 0", async () => {
    const expected = await buildPacket({ root: SHOP, anchor: "Cart.total", task: "Why?" });
    if (!expected.ok) throw new Error("expected a packet");
    const out = await run(["packet", "--root", SHOP, "--anchor", "Cart.total", "--task", "Why?"]);
    expect(out).toStrictEqual({ code: 0, stdout: expected.value.bytes, stderr: "" });
  });

  it("prints one failure object and exits 3", async () => {
    const out = await run(["packet", "--root", SHOP, "--anchor", "save", "--task", "Why?"]);
    expect(out.code).toBe(3);
    expect(out.stderr).toBe("");
    const failure = JSON.parse(out.stdout);
    expect(Object.keys(failure)).toStrictEqual(["failure", "message", "recovery", "anchor", "candidates"]);
    expect(failure.failure).toBe("ambiguous_symbol");
    expect(failure.candidates.map((c: { anchor: string }) => c.anchor)).toStrictEqual(["src/store.ts#Store.save", "src/store.ts#MemoryStore.save", "src/store.ts#FileStore.save"]);
  });

  it.each([
    [[], "odin-slice"],
    [["packet", "--root", SHOP, "--task", "x"], "--anchor is required"],
    [["packet", "--anchor", "a", "--root", SHOP], "--task is required"],
    [["packet", "--anchor", "a", "--task", "t", "--depth", "two"], '--depth takes an integer, not "two"'],
    [["packet", "--anchor", "a", "--task", "t", "--colour", "red"], "Unknown option '--colour'"],
    [["packet", "--anchor", "a", "--task", "t", "extra"], 'unexpected argument "extra"'],
    [["frobnicate"], 'unknown command "frobnicate"'],
  ])("usage error for %j: exit 2 with a message on stderr", async (args, message) => {
    const out = await run(args);
    expect(out.code).toBe(2);
    expect(out.stdout).toBe("");
    expect(out.stderr).toContain(message);
    expect(out.stderr).toContain(USAGE);
  });

  it("help goes to stdout with exit 0", async () => {
    expect(await run(["--help"])).toStrictEqual({ code: 0, stdout: USAGE, stderr: "" });
  });
});

describe("dist/cli.cjs as a process", () => {
  const cli = join(import.meta.dirname, "..", "..", "dist", "cli.cjs");
  it("answers with the same bytes as the library, from its bundled WASM and query files", async () => {
    const expected = await buildPacket({ root: SHOP, anchor: "src/cart.ts:19-23", task: "What can fail here?", mode: "downstream" });
    if (!expected.ok) throw new Error("expected a packet");
    const child = spawnSync(process.execPath, [cli, "packet", "--root", SHOP, "--anchor", "src/cart.ts:19-23", "--mode", "downstream", "--task", "What can fail here?"], { encoding: "utf8" });
    expect([child.status, child.stdout, child.stderr]).toStrictEqual([0, expected.value.bytes, ""]);
  });

  it("sets the compiler flags ODIN_SLICE_V8_FLAGS gives in place of its own, says which words it left out, and answers the same", async () => {
    const expected = await buildPacket({ root: SHOP, anchor: "src/cart.ts:19-23", task: "What can fail here?", mode: "downstream" });
    if (!expected.ok) throw new Error("expected a packet");
    const env = { ...process.env, ODIN_SLICE_V8_FLAGS: "--liftoff-only --max-opt=1 not-a-flag" };
    const child = spawnSync(process.execPath, [cli, "packet", "--root", SHOP, "--anchor", "src/cart.ts:19-23", "--mode", "downstream", "--task", "What can fail here?"], { encoding: "utf8", env });
    expect([child.status, child.stdout, child.stderr]).toStrictEqual([0, expected.value.bytes, "odin-slice: ODIN_SLICE_V8_FLAGS: not a flag, left out: not-a-flag\n"]);
  });

  // The bundle's web-tree-sitter is edited at build time (scripts/webTreeSitterNodes.mjs): every grammar's facts
  // must come out as the library's own do.
  it.each(["go-inventory", "java-orders", "js-modules", "python-library", "rust-ledger", "ts-shop", "tsx-widgets"])(
    "indexes the %s fixture to the same report as the library",
    async (fixture) => {
      const root = join(import.meta.dirname, "..", "fixtures", fixture);
      const expected = await indexReportText(root, { cache: null });
      if (!expected.ok) throw new Error("expected a report");
      const child = spawnSync(process.execPath, [cli, "index", "--root", root], { encoding: "utf8", env: { ...process.env, ODIN_SLICE_CACHE_DIR: "off" } });
      expect([child.status, child.stdout, child.stderr]).toStrictEqual([0, `${Buffer.concat(expected.value).toString("utf8")}\n`, ""]);
    },
  );

  it("answers a warm index from the kept report alone, and never a changed tree", async () => {
    const root = scratchTree({
      "src/a.ts": 'import { b } from "./b";\nexport function a() {\n  return b();\n}\n',
      "src/b.ts": "export function b() {\n  return 2;\n}\n",
    });
    const env = { ...process.env, ODIN_SLICE_CACHE_DIR: mkdtempSync(join(tmpdir(), "odin-slice-bin-")) };
    const index = (command: string) => spawnSync(process.execPath, [command, "index", "--root", root], { encoding: "utf8", env });
    const filled = index(cli);
    const expected = await indexReportText(root, { cache: null });
    if (!expected.ok) throw new Error("expected a report");
    expect([filled.status, filled.stdout, filled.stderr]).toStrictEqual([0, `${Buffer.concat(expected.value).toString("utf8")}\n`, ""]);
    // The command copied to a folder of its own, without the command line and engine beside it: what it answers,
    // it answers alone.
    const alone = join(mkdtempSync(join(tmpdir(), "odin-slice-bin-")), "cli.cjs");
    copyFileSync(cli, alone);
    const warm = index(alone);
    expect([warm.status, warm.stdout, warm.stderr]).toStrictEqual([0, filled.stdout, ""]);
    // A changed file makes it a tree no report was kept for: the command alone cannot answer, the whole one can.
    writeFileSync(join(root, "src", "b.ts"), "export function b() {\n  return 3;\n}\n");
    const changed = index(alone);
    expect([changed.status, changed.stdout, /Cannot find module .*cli\.js/.test(changed.stderr)]).toStrictEqual([1, "", true]);
    const again = index(cli);
    expect([again.status, again.stdout]).toStrictEqual([0, filled.stdout]);
  });

  // A cached request on a large tree sketches the files it has no names for on the parse workers and parses
  // nothing: the workers, started for the sketch alone, once kept the process alive after it printed its packet.
  it("exits after a cached request whose only work for the workers was a sketch of the tree", async () => {
    const files: Record<string, string> = { "src/a.ts": 'import { f1 } from "./m1";\nexport function a() {\n  return f1();\n}\n' };
    for (let i = 0; i < SKETCH_TOGETHER_AFTER_FILES + 100; i++) files[`src/m${i}.ts`] = `export function f${i}() {\n  return ${i};\n}\n`;
    const root = scratchTree(files);
    const env = { ...process.env, ODIN_SLICE_CACHE_DIR: mkdtempSync(join(tmpdir(), "odin-slice-bin-")) };
    const args = [cli, "packet", "--root", root, "--anchor", "src/m1.ts:1-3", "--mode", "upstream", "--task", "Who calls this?"];
    const expected = await buildPacket({ root, anchor: "src/m1.ts:1-3", task: "Who calls this?", mode: "upstream" });
    if (!expected.ok) throw new Error("expected a packet");
    for (const request of ["cold", "cached"]) {
      const child = spawnSync(process.execPath, args, { encoding: "utf8", env, timeout: 60_000 });
      expect([request, child.signal, child.status, child.stdout, child.stderr]).toStrictEqual([request, null, 0, expected.value.bytes, ""]);
    }
  }, 150_000);

  it("exits 3 on a failure class and 2 on a usage error", () => {
    const failure = spawnSync(process.execPath, [cli, "packet", "--root", SHOP, "--anchor", "../x.ts:1-2", "--task", "t"], { encoding: "utf8" });
    expect([failure.status, JSON.parse(failure.stdout).failure]).toStrictEqual([3, "path_outside_root"]);
    const usage = spawnSync(process.execPath, [cli, "packet"], { encoding: "utf8" });
    expect([usage.status, usage.stdout]).toStrictEqual([2, ""]);
  });
});
