// Every mode on the fixture shop, with the exact slices, uncertain edges and omissions it must yield.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { buildPacket } from "../../src/core/buildPacket.js";
import { failureOf, packetOf, view } from "../helpers.js";

describe("graph modes on the fixture shop", () => {
  it("neighborhood: the anchor, its enclosing class, imports, callers and callees at hop 1", async () => {
    const { packet } = await packetOf({ anchor: "Cart.total" });
    expect(view(packet)).toStrictEqual({
      used: 932,
      slices: [
        [0, "anchor", "src/cart.ts:14-16", "Cart.total"],
        [1, "import", "src/cart.ts:1-1", null],
        [1, "enclosing", "src/cart.ts:5-28", "Cart"],
        [1, "caller", "src/cart.ts:18-23", "Cart.checkout"],
        [1, "caller", "src/cart.ts:30-34", "quickTotal"],
        [1, "caller", "src/cart.ts:36-40", "settle"],
        [1, "callee", "src/pricing.ts:5-7", "sum"],
        [1, "callee", "src/pricing.ts:13-14", "applyDiscount"],
      ],
      uncertain: ["src/events.ts:42-44 -> src/cart.ts:14-16 (call): cart.total: receiver type unknown; 1 definition named total"],
      omissions: ["src/events.ts:42-44 uncertain"],
    });
  });

  it("neighborhood of a line range inside an overloaded function", async () => {
    const { packet } = await packetOf({ anchor: "src/pricing.ts:18-20" });
    expect(view(packet).slices).toStrictEqual([
      [0, "anchor", "src/pricing.ts:18-20", null],
      [1, "import", "src/pricing.ts:2-2", null],
      [1, "enclosing", "src/pricing.ts:16-20", "format"],
      [1, "callee", "src/util/math.ts:3-6", "round"],
    ]);
  });

  it("downstream: callees breadth-first, uncertain calls kept apart, the next hop named as depth omissions", async () => {
    const { packet } = await packetOf({ anchor: "src/cart.ts:19-23", mode: "downstream" });
    expect(view(packet)).toStrictEqual({
      used: 543,
      slices: [
        [0, "anchor", "src/cart.ts:19-23", null],
        [1, "callee", "src/cart.ts:14-16", "Cart.total"],
        // `this.store` is declared a Store: the call reaches the interface's method.
        [1, "callee", "src/store.ts:4-4", "Store.save"],
        [2, "callee", "src/pricing.ts:5-7", "sum"],
        [2, "callee", "src/pricing.ts:13-14", "applyDiscount"],
        [2, "reference", "src/types.ts:1-5", "LineItem"],
      ],
      uncertain: ["src/cart.ts:19-23 -> onDone (call): onDone: call through a value"],
      omissions: ["src/pricing.ts:9-11 depth", "src/util/math.ts:3-6 depth"],
    });
  });

  it("upstream: callers breadth-first through imports, this. calls and calls on a declared type", async () => {
    const { packet } = await packetOf({ anchor: "sum", mode: "upstream" });
    expect(view(packet).slices).toStrictEqual([
      [0, "anchor", "src/pricing.ts:5-7", "sum"],
      [1, "caller", "src/cart.ts:14-16", "Cart.total"],
      [2, "caller", "src/cart.ts:18-23", "Cart.checkout"],
      [2, "caller", "src/cart.ts:30-34", "quickTotal"],
      [2, "caller", "src/cart.ts:36-40", "settle"],
    ]);
  });

  it("path: the shortest certain path to the peer, ending at the peer's own range", async () => {
    const { packet } = await packetOf({ anchor: "Cart.checkout", mode: "path", peer: "round" });
    expect(packet.peer).toStrictEqual({ kind: "symbol", value: "round" });
    expect(view(packet).slices).toStrictEqual([
      [0, "anchor", "src/cart.ts:18-23", "Cart.checkout"],
      [1, "path", "src/cart.ts:14-16", "Cart.total"],
      [2, "path", "src/pricing.ts:5-7", "sum"],
      [3, "peer", "src/util/math.ts:3-6", "round"],
    ]);
  });

  it("path: constructing a class does not reach the peer method inside it", async () => {
    const failure = await failureOf({ anchor: "settle", mode: "path", peer: "Cart.checkout" });
    expect([failure.kind, failure.message]).toStrictEqual([
      "path_not_found",
      "no certain call or reference path from src/cart.ts:36-40 to src/cart.ts:18-23 within depth 10",
    ]);
  });

  it("path: a peer range inside a method is reached through that method", async () => {
    const { packet } = await packetOf({ anchor: "quickTotal", mode: "path", peer: "src/cart.ts:15-15" });
    expect(view(packet).slices).toStrictEqual([
      [0, "anchor", "src/cart.ts:30-34", "quickTotal"],
      [1, "peer", "src/cart.ts:15-15", null],
    ]);
  });

  it("entrypoint: the shortest reverse path to a bin script's top level, through CommonJS exports", async () => {
    const { packet } = await packetOf({ anchor: "legacyTotal", mode: "entrypoint" });
    expect(view(packet).slices).toStrictEqual([
      [0, "anchor", "src/legacy.js:2-6", "legacyTotal"],
      [1, "path", "bin/shop.js:3-6", "main"],
      [2, "entrypoint", "bin/shop.js:8-8", null],
    ]);
  });

  it("entrypoint: a function behind a public export reaches it in one hop", async () => {
    const { packet } = await packetOf({ anchor: "round", mode: "entrypoint" });
    expect(view(packet).slices).toStrictEqual([
      [0, "anchor", "src/util/math.ts:3-6", "round"],
      [1, "entrypoint", "src/pricing.ts:5-7", "sum"],
    ]);
  });

  it("entry: anchors resolve only to public entrypoints", async () => {
    const { packet } = await packetOf({ anchor: "entry:createStore" });
    expect(packet.anchor).toStrictEqual({ kind: "entrypoint", value: "createStore" });
    expect(packet.slices[0]?.symbol).toBe("createStore");
  });

  it("gives byte-identical packets for the same request", async () => {
    const runs = await Promise.all([1, 2, 3].map(() => packetOf({ anchor: "Cart.checkout", mode: "downstream", depth: 3 })));
    expect(new Set(runs.map((r) => r.bytes)).size).toBe(1);
  });
});

describe("symbol anchors on the Rust fixture", () => {
  const root = join(import.meta.dirname, "..", "fixtures", "rust-ledger");
  const anchorOf = async (anchor: string) => {
    const result = await buildPacket({ root, anchor, task: "t" });
    return result.ok ? result.value.packet.anchor.value : result.failure.kind;
  };

  it("crate:: names the current crate's root, and only from the root", async () => {
    expect(await anchorOf("crate::account::Account::deposit")).toBe("crate.account.Account.deposit");
    expect(await anchorOf("ledger::account::Account::deposit")).toBe("ledger.account.Account.deposit");
    expect(await anchorOf("crate::store::memory::save")).toBe("crate.store.memory.save");
    expect(await anchorOf("crate::Account::deposit")).toBe("symbol_not_found");
    expect(await anchorOf("crate::memory::save")).toBe("symbol_not_found");
  });
});
