// A member its language keeps to its own file (Java's `private`) has its certain callers there alone: no other
// file can name it. Its callers were looked for where a value of its class can be, which parses every file that
// writes the class's name once many files write the member's: upstream of a line of the JDK's
// `ObjectOutputStream` did so for each of a thousand private `writeObject` methods. So has every member of a
// private nested class. Each packet here is also the one a whole-tree index gives.
import { describe, expect, it } from "vitest";
import type { Mode } from "../../src/core/packet.js";
import { countedPacket, scratchTree } from "../helpers.js";

/**
 * Classes that take a Store and declare a `flush` of their own: more files write `flush` than the use search
 * reads before it follows where a Store can be instead (those files are parsed for it).
 */
const USERS = 40;

function javaTree(modifier: string): Record<string, string> {
  const tree: Record<string, string> = {
    "com/store/Store.java":
      `package com.store;\n\npublic class Store {\n  ${modifier} void flush() {}\n\n  void reset() {}\n\n  public void save() {\n    flush();\n    reset();\n  }\n}\n`,
  };
  for (let i = 0; i < USERS; i++) {
    const n = String(i).padStart(2, "0");
    tree[`com/user${n}/User.java`] = `package com.user${n};\n\nimport com.store.Store;\n\nclass User {\n  void run(Store s) {\n    s.save();\n  }\n\n  void flush() {}\n}\n`;
  }
  return tree;
}

const packet = (root: string, anchor: string, mode: Mode, index: "on-demand" | "whole-tree") => countedPacket({ root, task: "Who flushes?", anchor, mode }, index);

/** A neighborhood built on demand, checked against the whole-tree index's: its slices and the files it parsed. */
async function neighborhood(root: string, anchor: string) {
  const onDemand = await packet(root, anchor, "neighborhood", "on-demand");
  expect(onDemand.bytes).toBe((await packet(root, anchor, "neighborhood", "whole-tree")).bytes);
  return { slices: onDemand.packet.slices.map((s) => `${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`), parsed: onDemand.parsed };
}

describe("a member kept to its own file", () => {
  it("Java private: its callers are looked for in its own file alone", async () => {
    const flush = await neighborhood(scratchTree(javaTree("private")), "com/store/Store.java:4-4");
    expect(flush.slices).toStrictEqual([
      "anchor com/store/Store.java:4-4",
      "enclosing com/store/Store.java:3-12",
      "caller com/store/Store.java:8-11",
    ]);
    expect(flush.parsed).toBe(1);
  });

  it("a member without the modifier is still looked for where a value of its class can be", async () => {
    // The Store's file and the forty that write `Store`, where a Store's `flush` could be called.
    expect((await neighborhood(scratchTree(javaTree("public")), "com/store/Store.java:4-4")).parsed).toBe(1 + USERS);
  });

  it("Java: a member of a private nested class has its certain callers in its file alone", async () => {
    // Users write `Store.Buffer` and a `flush` of their own: without the rule, where a Buffer can be is followed
    // through them (as the compiler would allow only for a class that is not private).
    const users = Object.fromEntries(Object.entries(javaTree("public")).map(([path, text]) => [path, text.replace("  void flush() {}", "  void flush() {}\n\n  void keep(Store.Buffer b) {}")]));
    const nestedTree = (modifier: string): Record<string, string> => ({
      ...users,
      "com/store/Store.java": `package com.store;\n\npublic class Store {\n  ${modifier}static class Buffer {\n    public void flush() {}\n\n    void drain() {\n      flush();\n    }\n  }\n\n  public void save() {}\n}\n`,
    });
    const parsed = async (modifier: string) => {
      const flush = await neighborhood(scratchTree(nestedTree(modifier)), "com/store/Store.java:5-5");
      expect(flush.slices).toStrictEqual(["anchor com/store/Store.java:5-5", "enclosing com/store/Store.java:4-10", "caller com/store/Store.java:7-9"]);
      return flush.parsed;
    };
    expect(await parsed("private ")).toBe(1);
    expect(await parsed("")).toBe(1 + USERS);
  });

  it("Java private: no call in another file is listed as a possible caller", async () => {
    const closer = (modifier: string): Record<string, string> => ({
      "com/store/Store.java": `package com.store;\n\npublic class Store {\n  ${modifier} void close() {}\n\n  void end(Object w) {\n    w.close();\n  }\n}\n`,
      "com/store/Pipe.java": "package com.store;\n\nclass Pipe {\n  void drain(Object w) {\n    w.close();\n  }\n}\n",
    });
    const edges = async (modifier: string) => {
      const root = scratchTree(closer(modifier));
      const onDemand = await packet(root, "com/store/Store.java:4-4", "neighborhood", "on-demand");
      expect(onDemand.bytes).toBe((await packet(root, "com/store/Store.java:4-4", "neighborhood", "whole-tree")).bytes);
      return onDemand.packet.uncertain_edges.map((e) => `${e.from} -> ${e.to}`);
    };
    expect(await edges("private")).toStrictEqual(["com/store/Store.java:6-8 -> com/store/Store.java:4-4"]);
    expect(await edges("public")).toStrictEqual(["com/store/Pipe.java:4-6 -> com/store/Store.java:4-4", "com/store/Store.java:6-8 -> com/store/Store.java:4-4"]);
  });
});
