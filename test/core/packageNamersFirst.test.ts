// Looking for the certain uses of a Go or Java package's declaration across the tree, the files that can name the
// package are found first and only they are searched for the name: a name as common as Go's `New` is written in
// thousands of files, a few hundred of which import `errors`. Each packet here is also the one a whole-tree
// index gives, which reads every file.
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { filesSearchedFor, scratchTree } from "../helpers.js";

/** Packages that declare and call a `New` of their own and never import `errs`. */
const OTHERS = 30;

function goTree(): Record<string, string> {
  const tree: Record<string, string> = {
    "go.mod": "module example.com/m\n",
    "errs/errs.go": "package errs\n\nfunc New(text string) error {\n\treturn nil\n}\n",
    "app/app.go": 'package app\n\nimport "example.com/m/errs"\n\nfunc Check() error {\n\treturn errs.New("check")\n}\n',
    "cli/cli.go": 'package cli\n\nimport (\n\t"example.com/m/errs"\n)\n\nfunc Run() error {\n\treturn errs.New("run")\n}\n',
  };
  for (let i = 0; i < OTHERS; i++) {
    const n = String(i).padStart(2, "0");
    tree[`other${n}/other.go`] = `package other${n}\n\ntype T struct{}\n\nfunc New() *T {\n\treturn &T{}\n}\n\nfunc Make() *T {\n\treturn New()\n}\n`;
  }
  return tree;
}

async function packet(root: string, index: "on-demand" | "whole-tree"): Promise<string> {
  const result = await buildPacket({ root, task: "Who makes errors?", anchor: "errs/errs.go#New", mode: "upstream", depth: 2 }, { index, cache: null });
  if (!result.ok) throw new Error(result.failure.message);
  return result.value.bytes;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the certain uses of a package's declaration", () => {
  it("are searched for only in the files that can name the package", async () => {
    const root = scratchTree(goTree());
    const searched = filesSearchedFor("New");
    const bytes = await packet(root, "on-demand");
    vi.restoreAllMocks();
    expect(JSON.parse(bytes).slices.map((s: { file: string; relationship: string }) => `${s.relationship} ${s.file}`)).toStrictEqual(["anchor errs/errs.go", "caller app/app.go", "caller cli/cli.go"]);
    expect([...searched].sort()).toStrictEqual(["app/app.go", "cli/cli.go", "errs/errs.go"]);
    expect(bytes).toBe(await packet(root, "whole-tree"));
  });
});
