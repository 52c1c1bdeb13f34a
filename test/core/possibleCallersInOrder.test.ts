// The files that may hold possible callers (calls on receivers of unknown type) are read by the budget in the
// order of their labels, and it most often stops after a few: which of them hold some is asked of a file only
// when the budget gets to it. Upstream of the JDK's `Objects.equals` once read 2,013 files near `java.util` to
// list the `equals` calls its packet then had room for one record of. Each packet here is also the one a
// whole-tree index gives, which asks every file. The same holds where no near rule applies (Python).
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import type { Packet } from "../../src/core/packet.js";
import { filesSearchedFor, scratchTree } from "../helpers.js";

/** Files of the store's package and of one importing it, each calling `write` on a value of unknown type. */
const NEAR = 40;

function javaTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "com/store/Store.java": "package com.store;\n\npublic class Store {\n  public void write() {}\n}\n",
  };
  // Six more classes with a `write`: more definitions share the name than an uncertain edge lists, so only the
  // files near the store's package are kept.
  for (let i = 0; i < 6; i++) tree[`com/sinks/S${i}.java`] = `package com.sinks;\n\nclass S${i} {\n  void write() {}\n}\n`;
  for (let i = 0; i < NEAR; i++) {
    const n = String(i).padStart(2, "0");
    tree[`com/app/App${n}.java`] = `package com.app;\n\nimport com.store.Store;\n\nclass App${n} {\n  Store kept;\n\n  void save(Object w) {\n    w.write();\n  }\n}\n`;
  }
  // Far files write the name too: they are never asked.
  for (let i = 0; i < 10; i++) tree[`com/far${i}/Far.java`] = `package com.far${i};\n\nclass Far {\n  void emit(Object w) {\n    w.write();\n  }\n}\n`;
  return tree;
}

/** A Python class's method, called on values of unknown type from forty modules and named in ten more that never call it. */
function pythonTree(): Record<string, string> {
  const tree: Record<string, string> = { "store.py": "class Store:\n    def write(self):\n        pass\n" };
  for (let i = 0; i < NEAR; i++) tree[`app/app${String(i).padStart(2, "0")}.py`] = "def save(w):\n    w.write()\n";
  for (let i = 0; i < 10; i++) tree[`docs/note${i}.py`] = '"""Call write() to save."""\n';
  return tree;
}

async function packetOf(root: string, index: "on-demand" | "whole-tree", anchor = "com/store/Store.java#Store.write"): Promise<{ packet: Packet; bytes: string }> {
  const result = await buildPacket({ root, task: "Who writes here?", anchor, mode: "neighborhood", budget: 400 }, { index, cache: null });
  if (!result.ok) throw new Error(result.failure.message);
  return { packet: result.value.packet, bytes: result.value.bytes };
}


afterEach(() => {
  vi.restoreAllMocks();
});

describe("possible callers, in the order the budget reads them", () => {
  it("asks a file whether it holds some only when the budget gets to it", async () => {
    const root = scratchTree(javaTree());
    const asked = filesSearchedFor("write");
    const { packet, bytes } = await packetOf(root, "on-demand");
    vi.restoreAllMocks();
    const app = (i: number) => `com/app/App${String(i).padStart(2, "0")}.java`;
    expect(packet.uncertain_edges.map((e) => e.from)).toStrictEqual([0, 1, 2, 3, 4].map((i) => `${app(i)}:8-10`));
    expect(packet.omissions).toStrictEqual([{ candidate: "additional candidates", reason: "budget" }]);
    // The budget's first batch of groups (sixteen) and the one past it, where all forty were asked.
    expect([...asked].sort()).toStrictEqual(Array.from({ length: 17 }, (_, i) => app(i)));
    expect(bytes).toBe((await packetOf(root, "whole-tree")).bytes);
  });

  it("asks so where no near rule applies (Python)", async () => {
    const root = scratchTree(pythonTree());
    const asked = filesSearchedFor("write");
    const { packet, bytes } = await packetOf(root, "on-demand", "store.py#Store.write");
    vi.restoreAllMocks();
    const app = (i: number) => `app/app${String(i).padStart(2, "0")}.py`;
    expect(packet.uncertain_edges.map((e) => e.from)).toStrictEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `${app(i)}:1-2`));
    expect(packet.omissions).toStrictEqual([]);
    // As above: sixteen and one more, where every module that writes `write` (fifty) was searched.
    expect([...asked].sort()).toStrictEqual(Array.from({ length: 17 }, (_, i) => app(i)));
    expect(bytes).toBe((await packetOf(root, "whole-tree", "store.py#Store.write")).bytes);
  });
});
