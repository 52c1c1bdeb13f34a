// Java's modules bound which code can name a class: a module names only the classes of modules it reaches by
// `requires` (java.base without saying so), and code outside every module (the class path) names any. A use
// from a module that cannot reach the class is no use (the compiler rejects it), and the search for callers
// does not read such files: on the JDK, the callers of a javadoc class's members were looked for in 500 files
// of java.base and the rest, which cannot name it.
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { moduleDeclaration } from "../../src/core/modules/javaModuleReads.js";
import { scratchTree } from "../helpers.js";

const saver = (pkg: string, cls: string) =>
  `package ${pkg};\n\nimport lib.api.Store;\n\npublic class ${cls} {\n    void run(Store store) {\n        Store.save();\n        store.load();\n    }\n}\n`;

const TREE: Record<string, string> = {
  "lib/module-info.java": "/** The store. */\nmodule lib {\n    exports lib.api;\n}\n",
  "lib/lib/api/Store.java": "package lib.api;\n\npublic class Store {\n    public static void save() {\n    }\n\n    public void load() {\n    }\n}\n",
  // Reads lib.
  "app/module-info.java": "module app {\n    requires transitive lib; // the store's API\n}\n",
  "app/app/Main.java": saver("app", "Main"),
  // Reads app, which reads lib: a class of app extending one of lib's would hand its methods on.
  "ext/module-info.java": "open module ext {\n    requires static app;\n}\n",
  "ext/ext/Plugin.java": saver("ext", "Plugin"),
  // Reads neither: its import of lib's class does not compile.
  "other/module-info.java": "module other {\n    // requires lib;\n    requires java.logging;\n}\n",
  "other/other/Thing.java": saver("other", "Thing"),
  // In no module: the class path reads every module.
  "tools/tools/Tool.java": saver("tools", "Tool"),
};

/** An upstream packet on TREE, the same as resolving every file of the tree gives (a use in `other` is no use there either). */
async function upstreamOf(anchor: string) {
  const ask = { root: scratchTree(TREE), task: "Who calls this?", anchor, mode: "upstream" as const, depth: 2 };
  const result = await buildPacket(ask);
  expect(result).toStrictEqual(await buildPacket(ask, { index: "whole-tree" }));
  if (!result.ok) throw new Error(result.failure.message);
  const { slices, uncertain_edges, omissions } = result.value.packet;
  return { slices: slices.map((s) => `${s.relationship} ${s.file}:${s.start_line}-${s.end_line}`), uncertain_edges, omissions };
}

describe("Java modules", () => {
  it("reads a module-info's name and requires, past comments", () => {
    expect(moduleDeclaration("/* module fake { requires no; } */\n@Deprecated open module a.b . c {\n  requires transitive x.y;\n  requires static z; // requires w;\n  requires transitive static q;\n  exports a.b;\n}\n")).toStrictEqual({
      name: "a.b.c",
      requires: ["x.y", "z", "q"],
    });
    expect(moduleDeclaration("package p;\n\nclass module {}\n")).toBeNull();
  });

  it("finds a member's callers only in the modules that reach its own, and outside every module", async () => {
    const { slices, uncertain_edges } = await upstreamOf("lib/lib/api/Store.java:4-5");
    expect(slices).toStrictEqual([
      "anchor lib/lib/api/Store.java:4-5",
      "caller app/app/Main.java:6-9",
      "caller ext/ext/Plugin.java:6-9",
      "caller tools/tools/Tool.java:6-9",
    ]);
    expect(uncertain_edges).toStrictEqual([]);
  });

  it("lists a method's possible callers only where its module can be named", async () => {
    const { slices, uncertain_edges, omissions } = await upstreamOf("lib/lib/api/Store.java:7-8");
    expect(slices).toStrictEqual(["anchor lib/lib/api/Store.java:7-8"]);
    expect(uncertain_edges).toStrictEqual(
      ["app/app/Main.java", "ext/ext/Plugin.java", "tools/tools/Tool.java"].map((file) => ({ from: `${file}:6-9`, to: "lib/lib/api/Store.java:7-8", kind: "call", reason: "store.load: receiver type unknown; 1 definition named load" })),
    );
    expect(omissions).toStrictEqual(["app/app/Main.java", "ext/ext/Plugin.java", "tools/tools/Tool.java"].map((file) => ({ candidate: `${file}:6-9`, reason: "uncertain" })));
  });

  it("leaves a tree without module-info as it was: every file may name every class", async () => {
    const tree = Object.fromEntries(Object.entries(TREE).filter(([path]) => !path.endsWith("module-info.java")));
    const root = scratchTree(tree);
    const result = await buildPacket({ root, task: "Who saves?", anchor: "lib/lib/api/Store.java:4-5", mode: "upstream", depth: 2 });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.packet.slices.filter((s) => s.relationship === "caller").map((s) => s.file)).toStrictEqual([
      "app/app/Main.java",
      "ext/ext/Plugin.java",
      "other/other/Thing.java",
      "tools/tools/Tool.java",
    ]);
  });
});
