// Module resolution is kept per importing scope: files that resolve alike share one answer, and files that do not
// (another language in the same folder, another Rust module file) keep their own.
import { describe, expect, it } from "vitest";
import { IndexCache } from "../../src/core/indexCache.js";
import { Repository } from "../../src/core/repository.js";
import { resolveModule } from "../../src/core/resolveModule.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const reader = (texts: Record<string, string>) => (path: string) => texts[path] ?? null;

describe("resolveModule", () => {
  it("TypeScript and JavaScript files of one folder keep their own answers for ./x.js", () => {
    const files = new Set(["x.ts", "x.js", "a.ts", "b.js"]);
    const read = reader({});
    expect(resolveModule("a.ts", "./x.js", files, read)).toStrictEqual({ t: "file", path: "x.ts" });
    expect(resolveModule("b.js", "./x.js", files, read)).toStrictEqual({ t: "file", path: "x.js" });
    expect(resolveModule("a.ts", "./x.js", files, read)).toStrictEqual({ t: "file", path: "x.ts" });
  });

  it("Go files of one package share the answer for an import path", () => {
    const files = new Set(["go.mod", "shop/a.go", "shop/b.go", "util/u.go", "util/u_test.go"]);
    const read = reader({ "go.mod": "module example.com/shop\n" });
    const first = resolveModule("shop/a.go", "example.com/shop/util", files, read);
    expect(first).toStrictEqual({ t: "package", path: "util", files: ["util/u.go"] });
    expect(resolveModule("shop/b.go", "example.com/shop/util", files, read)).toBe(first);
    expect(resolveModule("shop/a.go", "fmt", files, read)).toStrictEqual({ t: "external" });
  });

  it("a Go module's root package is named by the module's path, in a module nested in another too", () => {
    const files = new Set(["go.mod", "root.go", "tools/go.mod", "tools/root.go", "tools/cmd/main.go", "app/app.go"]);
    const read = reader({ "go.mod": "module example.com/shop\n", "tools/go.mod": "module example.com/shoptools\n" });
    expect(resolveModule("app/app.go", "example.com/shop", files, read)).toStrictEqual({ t: "package", path: "", files: ["root.go"] });
    expect(resolveModule("tools/cmd/main.go", "example.com/shoptools", files, read)).toStrictEqual({ t: "package", path: "tools", files: ["tools/root.go"] });
  });

  it("Go's own tree: the cmd module inside std imports the standard library's packages beside it", () => {
    const files = new Set(["src/go.mod", "src/bufio/scan.go", "src/cmd/go.mod", "src/cmd/tool/main.go", "src/cmd/internal/obj/obj.go", "other/go.mod", "other/main.go"]);
    const read = reader({ "src/go.mod": "module std\n", "src/cmd/go.mod": "module cmd\n", "other/go.mod": "module example.com/other\n" });
    expect(resolveModule("src/cmd/tool/main.go", "bufio", files, read)).toStrictEqual({ t: "package", path: "src/bufio", files: ["src/bufio/scan.go"] });
    expect(resolveModule("src/cmd/tool/main.go", "cmd/internal/obj", files, read)).toStrictEqual({ t: "package", path: "src/cmd/internal/obj", files: ["src/cmd/internal/obj/obj.go"] });
    // A standard package the tree does not hold, and a module outside std: the standard library lies elsewhere.
    expect(resolveModule("src/cmd/tool/main.go", "fmt", files, read)).toStrictEqual({ t: "external" });
    expect(resolveModule("other/main.go", "bufio", files, read)).toStrictEqual({ t: "external" });
  });

  it("a Java package is one across the tree's source roots; a class two roots declare is not guessed", () => {
    const files = new Set([
      "core/src/main/java/com/acme/core/Store.java",
      "core/src/test/java/com/acme/core/StoreTest.java",
      "web/src/main/java/com/acme/web/Page.java",
      "web/src/main/java/com/acme/core/Extra.java",
      "a/src/main/java/com/acme/Twice.java",
      "b/src/main/java/com/acme/Twice.java",
      "a/src/main/java/util/Strings.java",
    ]);
    const core = {
      t: "package",
      path: "core/src/main/java/com/acme/core",
      files: ["core/src/main/java/com/acme/core/Store.java", "core/src/test/java/com/acme/core/StoreTest.java", "web/src/main/java/com/acme/core/Extra.java"],
    };
    // From the root that holds it, from another root, and from a root holding another part of it: one answer.
    expect(resolveModule("core/src/main/java/com/acme/core/Store.java", "com.acme.core", files)).toStrictEqual(core);
    expect(resolveModule("web/src/main/java/com/acme/web/Page.java", "com.acme.core", files)).toStrictEqual(core);
    expect(resolveModule("core/src/test/java/com/acme/core/StoreTest.java", "com.acme.core", files)).toStrictEqual(core);
    // A class as the source (a nested class's import): found in the one root that declares it.
    expect(resolveModule("web/src/main/java/com/acme/web/Page.java", "com.acme.core.Store", files)).toStrictEqual({ t: "file", path: "core/src/main/java/com/acme/core/Store.java" });
    expect(resolveModule("web/src/main/java/com/acme/web/Page.java", "com.acme.Twice", files)).toStrictEqual({ t: "external" });
    // Under its own root a class wins over the other roots'.
    expect(resolveModule("a/src/main/java/com/acme/Use.java", "com.acme.Twice", files)).toStrictEqual({ t: "file", path: "a/src/main/java/com/acme/Twice.java" });
    // A one-part package name is looked for under the file's own root only.
    expect(resolveModule("a/src/main/java/com/acme/Use.java", "util", files)).toStrictEqual({ t: "package", path: "a/src/main/java/util", files: ["a/src/main/java/util/Strings.java"] });
    expect(resolveModule("web/src/main/java/com/acme/web/Page.java", "util", files)).toStrictEqual({ t: "external" });
  });

  it("Rust module files of one folder resolve self:: paths from their own module", () => {
    const files = new Set(["Cargo.toml", "src/lib.rs", "src/a.rs", "src/b.rs", "src/a/c.rs", "src/b/c.rs"]);
    const read = reader({ "Cargo.toml": '[package]\nname = "kit"\n' });
    expect(resolveModule("src/a.rs", "self::c", files, read)).toStrictEqual({ t: "file", path: "src/a/c.rs" });
    expect(resolveModule("src/b.rs", "self::c", files, read)).toStrictEqual({ t: "file", path: "src/b/c.rs" });
  });

  it("another file set or another reader of manifests is answered afresh", () => {
    const read = reader({ "package.json": JSON.stringify({ name: "kit", exports: { "./a": "./src/a.ts" } }) });
    const without = new Set(["package.json", "src/use.ts"]);
    const withTarget = new Set(["package.json", "src/use.ts", "src/a.ts"]);
    expect(resolveModule("src/use.ts", "kit/a", without, read)).toStrictEqual({ t: "external" });
    expect(resolveModule("src/use.ts", "kit/a", withTarget, read)).toStrictEqual({ t: "file", path: "src/a.ts" });
    expect(resolveModule("src/use.ts", "kit/a", withTarget, reader({}))).toStrictEqual({ t: "external" });
  });
});

describe("import answers kept by the graph", () => {
  it("two files of the same content, whose facts the cache shares, reach the modules beside each", async () => {
    const use = 'import { f } from "./x";\nexport function g(): number {\n  return f();\n}\n';
    const root = scratchTree({
      "a/x.ts": "export function f(): number {\n  return 1;\n}\n",
      "b/x.ts": "\n\nexport function f(): number {\n  return 2;\n}\n",
      "a/use.ts": use,
      "b/use.ts": use,
    });
    const repo = Repository.open(root);
    if (!repo) throw new Error("no scratch tree");
    const cache = new IndexCache({ dir: scratchTree({}) });
    await new Workspace(repo, { cache }).graph();
    // The second time, both files' facts come from one cache entry.
    const graph = await new Workspace(repo, { cache }).graph();
    expect(graph.facts("a/use.ts")?.imports[0]).toBe(graph.facts("b/use.ts")?.imports[0]);
    const calls = ["a/use.ts", "b/use.ts"].map((file) => graph.usesWithin(file, 1, 4).map((u) => u.certain && `${u.certain.file}#${u.certain.def}`));
    expect(calls).toStrictEqual([["a/x.ts#0"], ["b/x.ts#0"]]);
  });
});
