// The second level's walk resolves only the uses of a file that may lead into a file of the first level
// (CodeGraph.mayLeadInto), asked before resolving them, since resolving may need the module's files parsed.
import { describe, expect, it } from "vitest";
import type { Reference } from "../../src/core/facts.js";
import { Repository } from "../../src/core/repository.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

/** Package h01 declares Helper and More; F imports Helper alone, names it, and reads a member of it. */
const JAVA: Record<string, string> = {
  "src/h01/Helper.java": "package h01;\n\npublic class Helper {\n  public static int LIMIT = 1;\n}\n",
  "src/h01/More.java": "package h01;\n\npublic class More {\n}\n",
  "src/h01/User.java": "package h01;\n\npublic class User {\n  Helper helper() { return null; }\n}\n",
  "src/f01/F.java": "package f01;\n\nimport h01.Helper;\n\npublic class F {\n  Helper make() { return new Helper(); }\n  int limit() { return Helper.LIMIT; }\n}\n",
};

/**
 * For each reference `file` makes through an import or to a name it leaves unbound (its package clause's name
 * aside), `name` or `name .member`: whether it may lead into `into`.
 */
async function answers(file: string, into: (file: string) => boolean): Promise<string[]> {
  const root = scratchTree(JAVA);
  const graph = await new Workspace(Repository.open(root) as Repository).graph();
  const facts = graph.index.facts.get(file);
  if (!facts) throw new Error(`${file} was not indexed`);
  return facts.references
    .filter((r: Reference) => (r.target.t === "import" || r.target.t === "free") && r.name !== facts.packageName)
    .map((r: Reference) => {
      const member = r.target.t === "import" ? r.target.member : null;
      return `${r.line} ${r.name}${member === null ? "" : ` .${member}`} ${graph.mayLeadInto(file, facts, r, into)}`;
    });
}

describe("whether a use through an import may lead into a set of files", () => {
  it("rules out a class imported alone, used as itself, where no file of the set may declare it", async () => {
    // More.java is of Helper's package but does not declare it: `Helper` cannot mean anything of More.java. A
    // member of Helper may be inherited from elsewhere, so `Helper.LIMIT` is not ruled out by the text.
    expect(await answers("src/f01/F.java", (f) => f === "src/h01/More.java")).toStrictEqual(["6 Helper false", "6 Helper false", "7 Helper false", "7 LIMIT .LIMIT true"]);
    expect(await answers("src/f01/F.java", (f) => f === "src/h01/Helper.java")).toStrictEqual(["6 Helper true", "6 Helper true", "7 Helper true", "7 LIMIT .LIMIT true"]);
  });

  it("rules out a name its file leaves unbound where no other file of its package in the set may declare it", async () => {
    // `Helper` in User.java can only mean a declaration of another file of package h01.
    expect(await answers("src/h01/User.java", (f) => f === "src/h01/More.java")).toStrictEqual(["4 Helper false"]);
    expect(await answers("src/h01/User.java", (f) => f === "src/h01/Helper.java")).toStrictEqual(["4 Helper true"]);
  });
});
