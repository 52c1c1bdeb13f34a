// Every failure class the engine returns, each with its exact class and the details a user needs.
import { symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { failureRecord } from "../../src/core/failure.js";
import { Repository } from "../../src/core/repository.js";
import { verifyPacket } from "../../src/core/verify.js";
import { failureOf, packetOf, scratchTree, view } from "../helpers.js";

describe("request validation", () => {
  it.each([
    [{ anchor: "Cart.total", task: "   " }, "invalid_request"],
    [{ anchor: "Cart.total", mode: "sideways" }, "invalid_request"],
    [{ anchor: "Cart.total", budget: 0 }, "invalid_request"],
    [{ anchor: "Cart.total", budget: 2.5 }, "invalid_request"],
    [{ anchor: "Cart.total", mode: "path" }, "invalid_request"],
    [{ anchor: "Cart.total", peer: "sum" }, "invalid_request"],
    [{ anchor: "Cart.total", depth: 2 }, "invalid_depth"],
    [{ anchor: "Cart.total", mode: "upstream", depth: 1 }, "invalid_depth"],
    [{ anchor: "Cart.total", mode: "downstream", depth: 5 }, "invalid_depth"],
    [{ anchor: "Cart.total", mode: "path", peer: "sum", depth: 9 }, "invalid_depth"],
    [{ anchor: "Cart.total", mode: "entrypoint", depth: 21 }, "invalid_depth"],
  ])("%j is %s", async (request, kind) => {
    expect((await failureOf(request)).kind).toBe(kind);
  });

  it("states the allowed depths", async () => {
    expect(await failureOf({ anchor: "sum", mode: "upstream", depth: 7 })).toStrictEqual({
      kind: "invalid_depth",
      message: "upstream takes depth 2-4, not 7",
      details: { mode: "upstream", depth: 7, allowed: "2-4" },
    });
  });

  it("refuses a root that is not a directory", async () => {
    const result = await buildPacket({ root: join(scratchTree({}), "missing"), anchor: "a.ts", task: "t" });
    expect(result.ok ? null : result.failure.kind).toBe("invalid_request");
  });
});

describe("anchors", () => {
  it.each([
    ["src/cart.ts:41-50", "src/cart.ts has 40 lines; 41-50 is past its end"],
    ["src/cart.ts:9-3", "the range 9-3 is reversed"],
    ["src/cart.ts:0-3", "line numbers start at 1 (got src/cart.ts:0-3)"],
    ["src/missing.ts:1-2", "src/missing.ts does not exist at this commit"],
    ["src/nothing/here.ts", "src/nothing/here.ts does not exist at this commit"],
    [".git/config", "files under .git are not part of the source tree"],
    ["src", "src is not a file"],
  ])("%s is invalid_anchor", async (anchor, message) => {
    const failure = await failureOf({ anchor });
    expect([failure.kind, failure.message]).toStrictEqual(["invalid_anchor", message]);
  });

  it.each(["../outside.ts:1-2", "/etc/passwd", "src/../../x.ts", "/etc/passwd:1-2"])("%s is path_outside_root", async (anchor) => {
    expect((await failureOf({ anchor })).kind).toBe("path_outside_root");
  });

  it("refuses links that point out of the tree, and binary or empty files", async () => {
    const root = scratchTree({ "a.ts": "export const a = 1;\n", "blob.bin": Buffer.from([1, 0, 2]), "empty.ts": "" });
    symlinkSync("/etc/hostname", join(root, "escape.ts"));
    symlinkSync("/nonexistent/target", join(root, "dangling.ts"));
    const kinds = [];
    for (const anchor of ["escape.ts", "escape.ts:1-1", "dangling.ts", "blob.bin", "empty.ts"]) {
      const result = await buildPacket({ root, anchor, task: "t" });
      kinds.push(result.ok ? "ok" : result.failure.kind);
    }
    expect(kinds).toStrictEqual(["path_outside_root", "path_outside_root", "path_outside_root", "invalid_anchor", "invalid_anchor"]);
  });

  it("symbol_not_found names the anchor", async () => {
    expect(await failureOf({ anchor: "Cart.refund" })).toStrictEqual({
      kind: "symbol_not_found",
      message: "no definition named Cart.refund",
      details: { anchor: "Cart.refund" },
    });
  });

  it("entry: on a definition that is not public is symbol_not_found, and says where it is and how to reach it", async () => {
    const failure = await failureOf({ anchor: "entry:lineTotal" });
    expect(failureRecord(failure)).toStrictEqual({
      failure: "symbol_not_found",
      message: "lineTotal is defined at src/pricing.ts:9-11 but is not a public entrypoint",
      recovery: "Give lineTotal as a plain symbol anchor with --mode entrypoint to find the public entrypoints that reach it.",
      anchor: "entry:lineTotal",
      defined_at: ["src/pricing.ts:9-11"],
    });
  });

  it("ambiguous_symbol lists the sorted candidates, ready to copy, and chooses none", async () => {
    expect(await failureOf({ anchor: "save" })).toStrictEqual({
      kind: "ambiguous_symbol",
      message: "save names 3 definitions",
      details: {
        anchor: "save",
        candidates: [
          { file: "src/store.ts", start_line: 4, end_line: 4, symbol: "Store.save", anchor: "src/store.ts#Store.save" },
          { file: "src/store.ts", start_line: 9, end_line: 11, symbol: "MemoryStore.save", anchor: "src/store.ts#MemoryStore.save" },
          { file: "src/store.ts", start_line: 16, end_line: 18, symbol: "FileStore.save", anchor: "src/store.ts#FileStore.save" },
        ],
      },
    });
  });

  it("candidates that share a file and a name (overloads) are offered as line ranges, each of which picks one", async () => {
    const root = scratchTree({
      "src/Box.java": [
        "class Box {",
        "    void add(int a) {",
        "    }",
        "    void add(String s) {",
        "    }",
        "}",
        "",
      ].join("\n"),
    });
    const result = await buildPacket({ root, anchor: "src/Box.java#Box.add", task: "t" });
    expect(result.ok ? null : result.failure.details?.candidates).toStrictEqual([
      { file: "src/Box.java", start_line: 2, end_line: 3, symbol: "Box.add", anchor: "src/Box.java:2-3" },
      { file: "src/Box.java", start_line: 4, end_line: 5, symbol: "Box.add", anchor: "src/Box.java:4-5" },
    ]);
    const picked = await buildPacket({ root, anchor: "src/Box.java:4-5", task: "t" });
    expect(picked.ok ? view(picked.value.packet).slices[0] : picked.failure.kind).toStrictEqual([0, "anchor", "src/Box.java:4-5", null]);
  });

  it("a qualified or file-scoped symbol picks one candidate", async () => {
    expect((await packetOf({ anchor: "FileStore.save" })).packet.slices[0]?.symbol).toBe("FileStore.save");
    expect((await packetOf({ anchor: "src/store.ts#MemoryStore.save" })).packet.anchor).toStrictEqual({
      kind: "symbol",
      value: "src/store.ts#MemoryStore.save",
    });
  });
});

describe("analysis and budget", () => {
  it("a file without a parser works as a neighborhood anchor; graph modes answer analysis_unavailable", async () => {
    const { packet } = await packetOf({ anchor: "README.md:1-2" });
    expect(packet.slices.map((s) => [s.relationship, s.start_line, s.end_line])).toStrictEqual([["anchor", 1, 2]]);
    const failure = await failureOf({ anchor: "README.md", mode: "upstream" });
    expect([failure.kind, failure.details]).toStrictEqual([
      "analysis_unavailable",
      { file: "README.md", reason: "no parser for this file's language" },
    ]);
  });

  it("a graph mode anchored in a vendored folder says the index skips that folder, not that the language has no parser", async () => {
    const root = scratchTree({
      "main.go": "package main\n\nfunc main() {}\n",
      "vendor/example.com/lib/lib.go": "package lib\n\nfunc Use() int {\n\treturn 1\n}\n",
    });
    const result = await buildPacket({ root, anchor: "vendor/example.com/lib/lib.go:3-5", task: "t", mode: "upstream" });
    if (result.ok) throw new Error("expected a failure");
    expect([result.failure.kind, result.failure.details, failureRecord(result.failure).recovery]).toStrictEqual([
      "analysis_unavailable",
      { file: "vendor/example.com/lib/lib.go", reason: "in a vendored or generated folder, which the index skips" },
      "This file is not parsed here (its reason says why): use neighborhood mode with a line-range or path anchor.",
    ]);
  });

  it("anchor_exceeds_budget when the anchor alone does not fit, with the file's outline to pick from", async () => {
    const failure = await failureOf({ anchor: "src/store.ts", budget: 200 });
    const { outline, ...details } = failure.details as Record<string, unknown> & { outline: { schema: string; slicer: string; cap_estimated_tokens: number; used_estimated_tokens: number; items: { symbol: string | null }[] } };
    expect([failure.kind, failure.message, details]).toStrictEqual([
      "anchor_exceeds_budget",
      "the whole of src/store.ts needs 371 estimated tokens; the budget is 200",
      { anchor: "src/store.ts", needed_estimated_tokens: 371, limit_estimated_tokens: 200 },
    ]);
    expect([outline.schema, outline.slicer, outline.cap_estimated_tokens]).toStrictEqual(["odin-slice-outline-v1", "outline", 200]);
    expect(outline.used_estimated_tokens).toBeLessThanOrEqual(200);
    expect(outline.items.map((i) => i.symbol).filter(Boolean).slice(0, 4)).toStrictEqual(["Store", "MemoryStore", "MemoryStore.saved", "MemoryStore.save"]);
  });

  it("path_not_found and entrypoint_path_not_found report the graph gap", async () => {
    const path = await failureOf({ anchor: "round", mode: "path", peer: "Cart.checkout" });
    expect(failureRecord(path)).toStrictEqual({
      failure: "path_not_found",
      message:
        "no certain call or reference path from src/util/math.ts:3-6 to src/cart.ts:18-23 within depth 10; " +
        "there is one from src/cart.ts:18-23 to src/util/math.ts:3-6 in 3 hops",
      recovery: "A path follows calls from the anchor to the peer: try swapping anchor and --peer.",
    });
    // No path either way: the class's recovery.
    const neither = await failureOf({ anchor: "settle", mode: "path", peer: "Cart.checkout" });
    expect(failureRecord(neither)).toStrictEqual({
      failure: "path_not_found",
      message: "no certain call or reference path from src/cart.ts:36-40 to src/cart.ts:18-23 within depth 10",
      recovery: "No call or reference path within the depth: check the peer, or ask again with a larger --depth.",
    });
    const entry = await failureOf({ anchor: "writeLines", mode: "entrypoint" });
    expect(entry.kind).toBe("entrypoint_path_not_found");
  });
});

describe("verification", () => {
  it("stale_source when a range changed after the packet was built; packet_invalid when the bytes were altered", async () => {
    const root = scratchTree({ "a.ts": "export function a() {\n  return 1;\n}\n" });
    const result = await buildPacket({ root, anchor: "a", task: "t" });
    if (!result.ok) throw new Error("expected a packet");
    const repo = Repository.open(root) as Repository;
    const expectation = { anchor: { kind: "symbol" as const, file: null, segments: ["a"] }, mode: "neighborhood" as const, depth: 1, limit: 8192 };
    expect(verifyPacket(result.value.bytes, repo, expectation).ok).toBe(true);

    const tampered = result.value.bytes.replace('"used_estimated_tokens":', '"used_estimated_tokens":1');
    const t = verifyPacket(tampered, repo, expectation);
    expect(t.ok ? null : [t.failure.kind, t.failure.details]).toStrictEqual(["packet_invalid", { check: "budget" }]);

    const reordered = result.value.bytes.replace('{"schema":"odin-slice-packet-v1","task":"t",', '{"task":"t","schema":"odin-slice-packet-v1",');
    const r = verifyPacket(reordered, repo, expectation);
    expect(r.ok ? null : [r.failure.kind, r.failure.details]).toStrictEqual(["packet_invalid", { check: "serialization" }]);

    writeFileSync(join(root, "a.ts"), "export function a() {\n  return 2;\n}\n");
    const s = verifyPacket(result.value.bytes, repo, expectation);
    expect(s.ok ? null : [s.failure.kind, s.failure.message]).toStrictEqual(["stale_source", "a.ts:1-3 no longer holds the bytes the packet carries"]);
  });

  it("reads each file from disk once per check, however many of its ranges the packet holds", async () => {
    const root = scratchTree({ "a.ts": "export function a() {\n  return b() + c();\n}\nfunction b() {\n  return 1;\n}\nfunction c() {\n  return 2;\n}\n" });
    const result = await buildPacket({ root, anchor: "a", task: "t", mode: "downstream", depth: 2 });
    if (!result.ok) throw new Error("expected a packet");
    expect(result.value.packet.slices.map((s) => `${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual(["a.ts:1-3", "a.ts:4-6", "a.ts:7-9"]);
    const repo = Repository.open(root) as Repository;
    const reads: string[] = [];
    const readFresh = repo.readFresh.bind(repo);
    repo.readFresh = (path) => {
      reads.push(path);
      return readFresh(path);
    };
    const expectation = { anchor: { kind: "symbol" as const, file: null, segments: ["a"] }, mode: "downstream" as const, depth: 2, limit: 8192 };
    expect(verifyPacket(result.value.bytes, repo, expectation).ok).toBe(true);
    expect(reads).toStrictEqual(["a.ts"]);
  });
});
