// A Go package's names, once all its files are indexed: other files' functions, methods declared in another file
// than their type, and a name two files of the package declare (build variants), each answered as when every file
// is asked whether it mentions the name.
import { describe, expect, it } from "vitest";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { buildPacket } from "../../src/core/buildPacket.js";
import { scratchTree } from "../helpers.js";
import { describeUses } from "./describeUses.js";

const TREE = {
  "go.mod": "module example.com/app\n",
  "shop/a.go": "package shop\n\nfunc Use() {\n\thelper()\n\tvar s Store\n\tvariant()\n}\n",
  "shop/b.go": "package shop\n\nfunc helper() {}\n\ntype Store struct{}\n\nfunc (s Store) flush() {}\n",
  "shop/c.go": "package shop\n\nfunc (s Store) Save() {\n\ts.flush()\n\ts.missing()\n}\n",
  "shop/v1.go": "package shop\n\nfunc variant() {}\n\nfunc Variant() {}\n",
  "shop/v2.go": "package shop\n\nfunc variant() {}\n\nfunc Variant() {}\n",
  "shop/other.go": "package other\n\nfunc helper() {}\n",
  "main.go": 'package main\n\nimport "example.com/app/shop"\n\nfunc main() {\n\tshop.Use()\n\tshop.Variant()\n}\n',
};

describe("package lookups over a whole Go package", () => {
  it("reach the declaring file, the type's method in another file, and leave build variants uncertain", async () => {
    const repo = Repository.open(scratchTree(TREE));
    if (!repo) throw new Error("no scratch tree");
    const graph = await new Workspace(repo).graph();
    expect(describeUses(graph, "shop/a.go")).toStrictEqual([
      "4 helper -> shop.helper shop/b.go",
      "5 Store -> shop.Store shop/b.go",
      "6 variant ? 2 definitions named variant in this package",
    ]);
    expect(describeUses(graph, "shop/c.go")).toStrictEqual(["3 Store -> shop.Store shop/b.go", "4 flush -> shop.Store.flush shop/b.go"]);
    expect(describeUses(graph, "main.go")).toStrictEqual(["6 Use -> shop.Use shop/a.go", "7 Variant ? shop exports no Variant"]);
  });

  it("give a packet built from the files it reaches the same callees", async () => {
    const root = scratchTree(TREE);
    const result = await buildPacket({ root, task: "Explain this code.", anchor: "shop/a.go#shop.Use", mode: "downstream" });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.packet.slices.map((s) => `${s.hop} ${s.file}:${s.start_line}-${s.end_line}`)).toStrictEqual(["0 shop/a.go:3-7", "1 shop/b.go:3-3", "1 shop/b.go:5-5"]);
  });
});
