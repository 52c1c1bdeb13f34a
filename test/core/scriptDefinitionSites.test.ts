// TypeScript and JavaScript declare names only after a declaring word, in a declarator list, as a method or a
// property before its parameters or value, or as a CommonJS export: a file that writes a name only as a type
// (`Array<number>`), after `new` or after a dot is not parsed to find its declarations. Each tree below names a
// global (`Array`, `Map`) or a CommonJS export in forty files that declare nothing by it: the packets must be those
// of a whole-tree index, and those files are not parsed.
import { describe, expect, it } from "vitest";
import { Repository } from "../../src/core/repository.js";
import type { SliceRequest } from "../../src/core/request.js";
import { Workspace } from "../../src/core/workspace.js";
import { countedPacket, scratchTree } from "../helpers.js";

const NOISE = 40;

function request(root: string, anchor: string): SliceRequest {
  return { root, task: "Review this code.", anchor, mode: "neighborhood", budget: 4000 };
}

async function expectWholeTreePacket(root: string, anchor: string): Promise<{ bytes: string; parsed: number }> {
  const onDemand = await countedPacket(request(root, anchor), "on-demand");
  const whole = await countedPacket(request(root, anchor), "whole-tree");
  expect(onDemand.bytes).toBe(whole.bytes);
  return onDemand;
}

// The type parameters of a second call signature that tree-sitter cannot read (a return type spread over lines
// before it) are recovered from the error as variables of the statement: `Constraint` among them.
const RECOVERED = [
  "export const make: {",
  "  <",
  "  >(",
  "  ): Tool<",
  "    {",
  "      readonly success: Success",
  "      readonly failure: Failure",
  '      readonly failureMode: Mode extends undefined ? "error" : Mode',
  "    },",
  "    Context.Service.Identifier<Dependencies[number]>,",
  "  >",
  "    Success extends Schema.Constraint = typeof Schema.Void,",
  "    Failure extends Schema.Constraint = typeof Schema.Never,",
  "} = (name: string): any => name",
  "",
].join("\n");

function typescriptTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "package.json": '{ "name": "shop", "type": "module" }\n',
    "src/view.ts": "export function paint(items: Array<string>): number {\n  const sizes = new Map<string, number>();\n  return Array.from(items).length + sizes.size;\n}\n",
    "src/lib/collections.ts": "export class Map {\n  size = 0;\n}\n\nexport const Array = {\n  from: (items: unknown[]) => items,\n};\n",
    "src/make.ts": RECOVERED,
    "src/check.ts": "export function check(rule: Constraint): boolean {\n  return rule !== null;\n}\n",
    "src/rules.ts": "export interface Constraint {\n  name: string;\n}\n",
  };
  for (let i = 0; i < NOISE; i++) {
    tree[`src/noise/n${i}.ts`] =
      `import * as Schema from "../schema.js";\n\nexport function n${i}(xs: Array<number>, c: Schema.Constraint): Map<string, number> {\n  const m = new Map<string, number>();\n  m.set(String(xs.length), c.Array.length);\n  return m;\n}\n`;
  }
  return tree;
}

function javascriptTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "package.json": '{ "name": "tools" }\n',
    "lib/helpers.js": "exports.helper = function (x) {\n  return x + 1;\n};\n",
    "lib/main.js": "function run(x) {\n  return helper(x);\n}\n\nmodule.exports = run;\n",
  };
  for (let i = 0; i < NOISE; i++) tree[`lib/noise/n${i}.js`] = `const h = require("../helpers.js");\n\nmodule.exports = (x) => h.helper(x) + new helper.Box(x).size;\n`;
  return tree;
}

describe("TypeScript and JavaScript definition sites", () => {
  it("finds a global's declarations without parsing the files that only use it", async () => {
    const root = scratchTree(typescriptTree());
    const { bytes, parsed } = await expectWholeTreePacket(root, "src/view.ts#paint");
    expect(bytes).toContain('"reason":"Array: not bound in this file; 1 definition named Array elsewhere"');
    expect(bytes).toContain('"reason":"Map: not bound in this file; 1 definition named Map elsewhere"');
    // The anchor's file and the one that declares both names.
    expect(parsed).toBe(2);
  });

  it("counts a declaration recovered from a syntax error only where a declared name can stand", async () => {
    const root = scratchTree(typescriptTree());
    const { bytes, parsed } = await expectWholeTreePacket(root, "src/check.ts#check");
    expect(bytes).toContain('"reason":"Constraint: not bound in this file; 1 definition named Constraint elsewhere"');
    expect(parsed).toBe(2);
    const ws = new Workspace(Repository.open(root) as Repository);
    await ws.indexAll();
    // `name` stands before a colon, where a property or a parameter may be declared; `Constraint` after a dot.
    expect(ws.index.facts.get("src/make.ts")?.definitions.map((d) => d.name)).toStrictEqual(["make", "name"]);
  });

  it("finds a CommonJS export without parsing the files that call it as a member", async () => {
    const root = scratchTree(javascriptTree());
    const { bytes, parsed } = await expectWholeTreePacket(root, "lib/main.js#run");
    expect(bytes).toContain('"reason":"helper: not bound in this file; 1 definition named helper elsewhere"');
    expect(parsed).toBe(2);
  });
});
