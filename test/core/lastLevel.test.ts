// The last level of a traversal (a neighborhood's callers, upstream's last hop) is found file by file as the
// budget gets to each file: once no slice of the files left could fit, and the omission records before them
// no longer fit either, those files are never parsed. On the JDK the neighborhood of a line of
// `ObjectOutputStream` parsed every file that may name the class (257) where its budget was full at the 60th
// or so. Each packet here is also the one a whole-tree index gives, which reads every file.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { IndexCache } from "../../src/core/indexCache.js";
import { indexReport } from "../../src/core/indexReport.js";
import type { Mode, Packet } from "../../src/core/packet.js";
import { countedPacket, scratchTree } from "../helpers.js";

/** Packages that call `store.Put`, each from a function long enough that a small budget holds a few. */
const CALLERS = 40;

function goTree(): Record<string, string> {
  const body = Array.from({ length: 30 }, (_, i) => `\tstore.Put("key${i}")`).join("\n");
  const tree: Record<string, string> = {
    "go.mod": "module example.com/m\n",
    "store/store.go": "package store\n\nfunc Put(key string) {\n\tcheck(key)\n}\n\nfunc check(key string) {}\n",
  };
  for (let i = 0; i < CALLERS; i++) {
    const n = String(i).padStart(2, "0");
    // Each caller is itself called from a file of its own: upstream's second hop.
    tree[`user${n}/user.go`] = `package user${n}\n\nimport "example.com/m/store"\n\nfunc Save() {\n${body}\n}\n`;
    tree[`user${n}/cmd/main.go`] = `package main\n\nimport "example.com/m/user${n}"\n\nfunc main() {\n\tuser${n}.Save()\n}\n`;
  }
  return tree;
}

function packet(root: string, anchor: string, mode: Mode, index: "on-demand" | "whole-tree"): Promise<{ packet: Packet; bytes: string; parsed: number }> {
  const depth = mode === "neighborhood" ? {} : { depth: 2 };
  return countedPacket({ root, task: "Who puts here?", anchor, mode, budget: 1500, ...depth }, index);
}

describe("the last level, file by file", () => {
  it("neighborhood: parses the callers' files only as far as the budget takes them", async () => {
    const root = scratchTree(goTree());
    const put = await packet(root, "store/store.go#store.Put", "neighborhood", "on-demand");
    expect(put.bytes).toBe((await packet(root, "store/store.go#store.Put", "neighborhood", "whole-tree")).bytes);
    const callers = put.packet.slices.filter((s) => s.relationship === "caller").map((s) => s.file);
    expect(callers).toStrictEqual(["user00/user.go", "user01/user.go", "user02/user.go", "user03/user.go", "user04/user.go", "user05/user.go"]);
    expect(put.packet.omissions).toStrictEqual([{ candidate: "additional candidates", reason: "budget" }]);
    // The store's file and the first batch of callers' files (sixteen, then two), where all forty were parsed.
    expect(put.parsed).toBeLessThanOrEqual(1 + 16 + 2);
  });

  it("upstream: parses the second hop's files only as far as the budget takes them", async () => {
    const root = scratchTree(goTree());
    const check = await packet(root, "store/store.go#store.check", "upstream", "on-demand");
    expect(check.bytes).toBe((await packet(root, "store/store.go#store.check", "upstream", "whole-tree")).bytes);
    expect(check.packet.slices.map((s) => `${s.hop} ${s.relationship} ${s.file}`)).toStrictEqual([
      "0 anchor store/store.go",
      "1 caller store/store.go",
      "2 caller user00/user.go",
      "2 caller user01/user.go",
      "2 caller user02/user.go",
      "2 caller user03/user.go",
      "2 caller user04/user.go",
      "2 caller user05/user.go",
    ]);
    expect(check.packet.omissions).toStrictEqual([{ candidate: "additional candidates", reason: "budget" }]);
    // The store's file, a first batch of the second hop's files, and the six files calling the six callers the
    // packet holds (what lies past them is named as depth omissions, had they fit); all forty callers before.
    expect(check.parsed).toBeLessThanOrEqual(1 + 16 + 6);
  });

  it("from a cache: loads the callers' files as the budget reads them, no further", async () => {
    const root = scratchTree(goTree());
    const dir = mkdtempSync(join(tmpdir(), "odin-last-level-"));
    expect((await indexReport(root, { cache: new IndexCache({ dir, maxBytes: 1 << 26 }) })).ok).toBe(true);
    const cache = new IndexCache({ dir, maxBytes: 1 << 26 });
    const ask = { root, task: "Who puts here?", anchor: "store/store.go#store.Put", mode: "neighborhood" as const, budget: 1500 };
    const result = await buildPacket(ask, { cache });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.bytes).toBe((await packet(root, "store/store.go#store.Put", "neighborhood", "whole-tree")).bytes);
    // The store's file, the callers' files as far as the slices go (six taken, the seventh too large), and one
    // batch of eight past them for their omission records, which show that more follow (the summary record):
    // all forty were loaded when every file the cache holds was read as the omission records were looked for.
    expect(cache.hits).toBeLessThanOrEqual(1 + 7 + 8);
  });

  it("upstream: looks past the slices taken only while a record of what lies there could fit", async () => {
    // put <- save <- send, which forty commands call through the package's index: those calls lie past the
    // packet's last level and are named as depth records, had they room.
    const tree: Record<string, string> = {
      "package.json": '{ "name": "relay", "type": "module" }\n',
      "src/store.ts": "export function put(key: string): void {}\n",
      "src/user.ts": 'import { put } from "./store.js";\n\nexport function save(): void {\n  put("k");\n}\n',
      "src/relay.ts": 'import { save } from "./user.js";\n\nexport function send(): void {\n  save();\n}\n',
      "src/index.ts": 'export * from "./relay.js";\nexport * from "./user.js";\n',
    };
    for (let i = 0; i < CALLERS; i++) tree[`src/cmd/c${i}.ts`] = `import { send } from "../index.js";\n\nexport function run${i}(): void {\n  send();\n}\n`;
    const root = scratchTree(tree);
    const request = (budget: number, index: "on-demand" | "whole-tree") =>
      countedPacket({ root, task: "Who puts here?", anchor: "src/store.ts#put", mode: "upstream", depth: 2, budget }, index);
    // The least budget that holds the three slices: the packet is then full to its last token.
    let low = 100;
    let high = 2000;
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if ((await request(mid, "whole-tree")).packet.slices.length === 3) high = mid;
      else low = mid + 1;
    }
    const full = await request(low, "on-demand");
    expect(full.bytes).toBe((await request(low, "whole-tree")).bytes);
    expect(full.packet.budget.used_estimated_tokens).toBe(low);
    expect(full.packet.omissions).toStrictEqual([]);
    // The three files of the slices: the index and the forty commands were parsed too, to name what calls `send`,
    // for records that could not fit.
    expect(full.parsed).toBe(3);
    // With room for records, they are found.
    const roomy = await request(low + 200, "on-demand");
    expect(roomy.bytes).toBe((await request(low + 200, "whole-tree")).bytes);
    expect(roomy.packet.omissions.filter((o) => o.reason === "depth").length).toBeGreaterThan(0);
  });
});
