// A request takes the names each file holds from an earlier whole-tree index of the same
// content (kept in the cache) instead of searching the files' text, and its packet is still the one a whole-tree
// index gives; a tree whose content changed does not use them.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { IndexCache } from "../../src/core/indexCache.js";
import { indexReport } from "../../src/core/indexReport.js";
import { TreeText } from "../../src/core/treeText.js";
import { scratchTree } from "../helpers.js";

const N = 40;
// One function calls forty methods on a value of unknown type: its packet counts each method's definitions.
const files: Record<string, string> = {
  "main.py": `def run(x):\n${Array.from({ length: N }, (_, i) => `    x.h${i}()\n`).join("")}`,
};
for (let i = 0; i < N; i++) files[`impl/k${i}.py`] = `class K${i}:\n    def h${i}(self):\n        return ${i}\n`;
const ask = { task: "What can run reach?", anchor: "main.py#main.run", mode: "neighborhood" as const };

describe("names kept from a whole-tree index", () => {
  it("answer a request that follows many names, with the whole-tree packet", async () => {
    const root = scratchTree(files);
    const cache = new IndexCache({ dir: mkdtempSync(join(tmpdir(), "odin-slice-names-")), maxBytes: 1 << 26 });
    const whole = await buildPacket({ root, ...ask }, { index: "whole-tree" });
    if (!whole.ok) throw new Error(whole.failure.message);
    expect(whole.value.packet.uncertain_edges.length).toBe(N);

    // Without kept names the text is searched; the index command keeps them.
    let before = TreeText.keptNamesUsedInProcess;
    const first = await buildPacket({ root, ...ask }, { cache });
    expect(first.ok && first.value.bytes).toBe(whole.value.bytes);
    expect(TreeText.keptNamesUsedInProcess - before).toBe(0);
    expect((await indexReport(root, { cache })).ok).toBe(true);

    before = TreeText.keptNamesUsedInProcess;
    const second = await buildPacket({ root, ...ask }, { cache });
    expect(second.ok && second.value.bytes).toBe(whole.value.bytes);
    expect(TreeText.keptNamesUsedInProcess - before).toBe(1);

    // One file changed: its tree is another, whose names were never kept.
    writeFileSync(join(root, "impl/k5.py"), "class K5:\n    def h5(self):\n        return 55\n");
    const changed = await buildPacket({ root, ...ask }, { index: "whole-tree" });
    before = TreeText.keptNamesUsedInProcess;
    const third = await buildPacket({ root, ...ask }, { cache });
    expect(changed.ok && third.ok && third.value.bytes === changed.value.bytes).toBe(true);
    expect(TreeText.keptNamesUsedInProcess - before).toBe(0);
  });
});
