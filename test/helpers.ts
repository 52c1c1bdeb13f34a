// Shared test helpers: fixture paths, scratch trees, and a compact view of a packet for exact assertions.
import { cpSync, mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildPacket, type PacketResult } from "../src/core/buildPacket.js";
import type { Failure } from "../src/core/failure.js";
import type { Packet } from "../src/core/packet.js";
import type { SliceRequest } from "../src/core/request.js";
import { TreeText } from "../src/core/treeText.js";
import { Workspace } from "../src/core/workspace.js";
import { vi } from "vitest";

export const SHOP_SOURCE = join(import.meta.dirname, "fixtures", "ts-shop");

/**
 * The shop fixture copied to a root of fixed length (/tmp/odin-slice-shop-XXXXXX), because the packet states its
 * root and the estimates asserted in tests must not depend on where the checkout lives.
 */
export const SHOP = (() => {
  const root = mkdtempSync("/tmp/odin-slice-shop-");
  cpSync(SHOP_SOURCE, root, { recursive: true });
  return realpathSync(root);
})();

/** Writes a tree of files into a fresh temporary directory and returns its canonical path. */
export function scratchTree(files: Record<string, string | Buffer>): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "odin-slice-test-")));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

export function view(packet: Packet) {
  return {
    used: packet.budget.used_estimated_tokens,
    slices: packet.slices.map((s) => [s.hop, s.relationship, `${s.file}:${s.start_line}-${s.end_line}`, s.symbol]),
    uncertain: packet.uncertain_edges.map((e) => `${e.from} -> ${e.to} (${e.kind}): ${e.reason}`),
    omissions: packet.omissions.map((o) => `${o.candidate} ${o.reason}`),
  };
}

export async function packetOf(request: Partial<SliceRequest> & { anchor: string }): Promise<PacketResult> {
  const result = await buildPacket({ root: SHOP, task: "Explain this code.", ...request });
  if (!result.ok) throw new Error(`expected a packet, got ${JSON.stringify(result.failure)}`);
  return result.value;
}

export async function failureOf(request: Partial<SliceRequest> & { anchor: string }): Promise<Failure> {
  const result = await buildPacket({ root: SHOP, task: "Explain this code.", ...request });
  if (result.ok) throw new Error(`expected a failure, got a packet of ${result.value.packet.slices.length} slices`);
  return result.failure;
}

/**
 * A packet built on demand (each file parsed only when a question needs it) or from the whole-tree index, with
 * how many files the request parsed: what the tests that prove a narrower search changes no packet compare.
 */
export async function countedPacket(request: SliceRequest, index: "on-demand" | "whole-tree"): Promise<{ packet: Packet; bytes: string; parsed: number }> {
  const before = Workspace.parsedInProcess;
  const result = await buildPacket(request, { index, cache: null });
  if (!result.ok) throw new Error(result.failure.message);
  return { packet: result.value.packet, bytes: result.value.bytes, parsed: Workspace.parsedInProcess - before };
}

/**
 * The files TreeText searches for how they may use `name` (on a receiver, or in a way that may be certain), from
 * now until the mocks are restored: what a request reads of the tree's text for that name.
 */
export function filesSearchedFor(name: string): Set<string> {
  const searched = new Set<string>();
  const proto = TreeText.prototype as unknown as { mayUse(file: string, name: string): number };
  const mayUse = proto.mayUse;
  vi.spyOn(proto, "mayUse").mockImplementation(function (this: TreeText, file: string, asked: string) {
    if (asked === name) searched.add(file);
    return mayUse.call(this, file, asked);
  });
  return searched;
}
