// Where a language's uses bear the names of what they use (usesBearDefinitionNames), a caller's slice spans a
// line that names the callee: once the budget's room is too small for the shortest such line of a file, the file
// is not parsed for slices. The packets must be those of a whole-tree index, with the bound or without it.
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { languageForPath } from "../../src/core/languages.js";
import type { Mode } from "../../src/core/packet.js";
import { Workspace } from "../../src/core/workspace.js";
import { scratchTree } from "../helpers.js";

const CALLERS = 30;

/** A function called from many files, each call on a line of its own length; every seventh caller one line long. */
function goTree(): Record<string, string> {
  const files: Record<string, string> = {
    "go.mod": "module example.com/t\n",
    "lib/lib.go": "package lib\n\nfunc Split(s string) []string { return nil }\n",
  };
  for (let i = 0; i < CALLERS; i++) {
    const n = String(i).padStart(2, "0");
    const call = i % 7 === 3 ? `func Use${n}() { lib.Split("") }` : `func Use${n}() {\n\tparts := lib.Split("${"x".repeat((i * 13) % 60)}")\n\t_ = parts\n}`;
    files[`u${n}/use.go`] = `package u${n}\n\nimport "example.com/t/lib"\n\n${call}\n`;
  }
  return files;
}

function javaTree(): Record<string, string> {
  const files: Record<string, string> = {
    "src/lib/Text.java": "package lib;\n\npublic class Text {\n  public static String[] split(String s) { return null; }\n}\n",
  };
  for (let i = 0; i < CALLERS; i++) {
    const n = String(i).padStart(2, "0");
    const body = i % 7 === 3 ? `  static void use() { Text.split(""); }` : `  static void use() {\n    String[] parts = Text.split("${"x".repeat((i * 13) % 60)}");\n  }`;
    files[`src/u${n}/Use.java`] = `package u${n};\n\nimport lib.Text;\n\nclass Use {\n${body}\n}\n`;
  }
  return files;
}

async function packet(root: string, anchor: string, mode: Mode, budget: number, index: "on-demand" | "whole-tree") {
  const before = Workspace.parsedInProcess;
  const result = await buildPacket({ root, task: "t", anchor, mode, ...(mode === "upstream" ? { depth: 2 } : {}), budget }, { index });
  return { bytes: result.ok ? result.value.bytes : JSON.stringify(result.failure), parsed: Workspace.parsedInProcess - before };
}

describe.each([
  { language: "go", tree: goTree, anchor: "lib/lib.go:3-3", file: "x.go" },
  { language: "java", tree: javaTree, anchor: "src/lib/Text.java:4-4", file: "X.java" },
])("callers' files passed over by the lines their slices span ($language)", ({ tree, anchor, file }) => {
  it("gives the whole-tree packet at every budget, parsing fewer files than by the slices' heads alone", async () => {
    const root = scratchTree(tree());
    const spec = languageForPath(file);
    if (!spec) throw new Error("no language");
    const differences: string[] = [];
    let fewer = 0;
    for (const mode of ["neighborhood", "upstream"] as const) {
      for (let budget = 300; budget <= 1400; budget += 11) {
        const whole = await packet(root, anchor, mode, budget, "whole-tree");
        const spanned = await packet(root, anchor, mode, budget, "on-demand");
        spec.usesBearDefinitionNames = false;
        let headsOnly: { bytes: string; parsed: number };
        try {
          headsOnly = await packet(root, anchor, mode, budget, "on-demand");
        } finally {
          spec.usesBearDefinitionNames = true;
        }
        if (spanned.bytes !== whole.bytes) differences.push(`${mode} ${budget} spanned lines`);
        if (headsOnly.bytes !== whole.bytes) differences.push(`${mode} ${budget} heads only`);
        expect(spanned.parsed).toBeLessThanOrEqual(headsOnly.parsed);
        if (spanned.parsed < headsOnly.parsed) fewer++;
      }
    }
    expect(differences).toStrictEqual([]);
    expect(fewer).toBeGreaterThan(5);
  }, 120_000);
});
