// Where declared types and module names lead when the fixtures' symbol names alone cannot tell: which file, which
// of two declarations sharing a name, and which calls must stay uncertain.
import { describe, expect, it } from "vitest";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

/** Every call in `file` as `line name -> file:line` (certain) or `line name ? reason` (uncertain). */
async function callsIn(files: Record<string, string>, file: string): Promise<string[]> {
  const repo = Repository.open(scratchTree(files));
  if (!repo) throw new Error("no scratch tree");
  const graph = await new Workspace(repo).graph();
  const facts = graph.facts(file);
  if (!facts) throw new Error(`${file} not indexed`);
  return graph
    .usesWithin(file, 1, facts.lineCount)
    .filter((u) => u.kind === "call")
    .map((u) =>
      u.certain
        ? `${u.line} ${u.name} -> ${u.certain.file}:${graph.definition(u.certain).start}`
        : `${u.line} ${u.name} ? ${u.uncertain?.reason ?? "unresolved"}`,
    );
}

describe("declared types and module names", () => {
  it("a call of a name that is both a type and a value reaches the value", async () => {
    const calls = await callsIn(
      {
        "ok.ts": "export type OK<T> = { value: T };\nexport const OK = <T>(value: T): OK<T> => ({ value });\n",
        "use.ts": 'import { OK } from "./ok";\nexport function wrap(): OK<number> {\n  return OK(1);\n}\n',
      },
      "use.ts",
    );
    expect(calls).toStrictEqual(["3 OK -> ok.ts:2"]);
  });

  it("a TypeScript import of ./x.js reaches x.ts beside the compiled x.js; a JavaScript import reaches x.js", async () => {
    const files = {
      "x.ts": "export function f(): number {\n  return 1;\n}\n",
      "x.js": "export function f() {\n  return 1;\n}\n",
      "a.ts": 'import { f } from "./x.js";\nf();\n',
      "b.js": 'import { f } from "./x.js";\nf();\n',
    };
    expect(await callsIn(files, "a.ts")).toStrictEqual(["2 f -> x.ts:1"]);
    expect(await callsIn(files, "b.js")).toStrictEqual(["2 f -> x.js:1"]);
  });

  it("a package's own name resolves through its exports under the importing language's conditions", async () => {
    const files = {
      "package.json": JSON.stringify({ name: "kit", exports: { "./a": { import: "./lib/a.js", types: "./src/a.ts" } } }),
      "src/a.ts": "export function f(): number {\n  return 1;\n}\n",
      "lib/a.js": "export function f() {\n  return 1;\n}\n",
      "src/use.ts": 'import { f } from "kit/a";\nf();\n',
      "src/use.js": 'import { f } from "kit/a";\nf();\n',
      "src/other.ts": 'import { f } from "other/a";\nf();\n',
    };
    // Conditions are taken in the order the exports object lists them: `import` before `types` for both.
    expect(await callsIn(files, "src/use.ts")).toStrictEqual(["2 f -> lib/a.js:1"]);
    expect(await callsIn(files, "src/use.js")).toStrictEqual(["2 f -> lib/a.js:1"]);
    expect(await callsIn(files, "src/other.ts")).toStrictEqual([]);
  });

  it("calls stay uncertain where no one declaration proves the receiver's type", async () => {
    const calls = await callsIn(
      {
        "lib.ts": [
          "export class Item {\n  save(): void {}\n}",
          "export interface A {\n  a(): void;\n}\nexport interface B {\n  a(): void;\n}\nexport interface AB extends A, B {}",
          // Overloads whose signatures declare different types, and a callback typed by an overloaded function.
          "export function make(kind: string): Item;\nexport function make(kind: number): AB;\nexport function make(kind: unknown): Item | AB {\n  return new Item();\n}",
          "export function each(run: (item: Item) => void): void;\nexport function each(run: (item: never) => void): void {\n  void run;\n}",
          // Callers see only the signatures: one declared type across them is proof.
          "export function one(kind: string): Item;\nexport function one(kind: unknown): unknown {\n  return new Item();\n}",
          "export function use(ab: AB, loose: any): void {",
          "  make(1).save();",
          "  each((item) => item.save());",
          "  ab.a();",
          "  loose.save();",
          "  one(\"x\").save();",
          "}",
          "",
        ].join("\n"),
      },
      "lib.ts",
    );
    expect(calls).toStrictEqual([
      "14 Item -> lib.ts:1",
      "22 Item -> lib.ts:1",
      // The overloaded functions themselves are reached, from their first signature on.
      "25 make -> lib.ts:11",
      "25 save ? receiver type unknown; 1 definition named save",
      "26 each -> lib.ts:16",
      "26 save ? receiver type unknown; 1 definition named save",
      // Two extended interfaces: which one's member is inherited is not followed.
      "27 a ? AB declares no a (inherited from outside the tree or assigned at run time?)",
      // Declared `any`.
      "28 save ? receiver type unknown; 1 definition named save",
      "29 one -> lib.ts:20",
      "29 save -> lib.ts:2",
    ]);
  });
});
