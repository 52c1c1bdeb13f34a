// Output folders are skipped where a build tool writes them (the tree's root, or next to the tool's manifest), and
// read where the same name is a package of source: Go's `go/build` and `cmd/dist`, a Java package `...build`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { blobId, IndexCache } from "../../src/core/indexCache.js";
import { isInSkippedFolder, Repository } from "../../src/core/repository.js";
import { scratchTree } from "../helpers.js";

const files: Record<string, string> = {
  "go.mod": "module example.com/m\n\ngo 1.19\n",
  "go/build/build.go": "package build\n\n// Import is called from cmd/tool.\nfunc Import(path string) string {\n\treturn path\n}\n",
  "cmd/dist/dist.go": "package main\n\nfunc main() {}\n",
  "cmd/tool/main.go": 'package main\n\nimport "example.com/m/go/build"\n\nfunc main() {\n\tbuild.Import("x")\n}\n',
  "build/out.go": "package out\n\nfunc Generated() {}\n",
  "web/package.json": '{ "name": "web" }\n',
  "web/dist/bundle.js": "export function bundled() {}\n",
  "web/src/build/steps.js": "export function step() {}\n",
  "svc/pom.xml": "<project/>\n",
  "svc/target/Gen.java": "class Gen {}\n",
  "lib/vendor/x.go": "package x\n",
};

describe("skipped folders", () => {
  it("skip output folders at the root and next to a build tool's manifest, and read packages of the same name", async () => {
    const root = scratchTree(files);
    const listed = (Repository.open(root) as Repository).files();
    expect(listed).toStrictEqual([
      "cmd/dist/dist.go",
      "cmd/tool/main.go",
      "go.mod",
      "go/build/build.go",
      "web/package.json",
      "web/src/build/steps.js",
      "svc/pom.xml",
    ].sort());
    // git's listing of the same checkout is filtered by the same rule.
    const cache = new IndexCache();
    cache.knowBlobs(root, new Map(Object.keys(files).sort().map((p) => [p, blobId(readFileSync(join(root, p)))])));
    expect(cache.givenFiles(root)).toStrictEqual(listed);
    const has = (path: string) => path in files;
    expect(["build/out.go", "web/dist/bundle.js", "svc/target/Gen.java", "lib/vendor/x.go", "go/build/build.go", "web/src/build/steps.js"].map((p) => isInSkippedFolder(p, has))).toStrictEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);

    const result = await buildPacket({ root, anchor: "go/build/build.go:4-6", task: "t", mode: "upstream", depth: 2 });
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.value.packet.slices.map((s) => [s.file, s.start_line, s.end_line, s.relationship])).toStrictEqual([
      ["go/build/build.go", 4, 6, "anchor"],
      ["cmd/tool/main.go", 5, 7, "caller"],
    ]);
  });
});
