// After a request is answered, the App and the Action index the rest of the checkout so that the names each file
// holds are kept: the next request on the repository, in another checkout folder, answers its questions about
// names from them and gives the whole-tree packet. Made again only when a tenth of the files changed since.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { IndexCache } from "../../src/core/indexCache.js";
import { TreeText } from "../../src/core/treeText.js";
import { keepTreeNames } from "../../src/pipeline/keepTreeNames.js";
import { scratchTree } from "../helpers.js";

const N = 20;
// One function calls twenty methods on a value of unknown type: its packet counts each method's definitions.
const files: Record<string, string> = {
  "main.py": `def run(x):\n${Array.from({ length: N }, (_, i) => `    x.h${i}()\n`).join("")}`,
};
for (let i = 0; i < N; i++) files[`impl/k${i}.py`] = `class K${i}:\n    def h${i}(self):\n        return ${i}\n`;
// Five files the request never reaches.
const OTHERS = 5;
for (let i = 0; i < OTHERS; i++) files[`lib/u${i}.py`] = `def u${i}():\n    return ${i}\n`;
const FILES = N + 1 + OTHERS;
const ask = { task: "What can run reach?", anchor: "main.py#main.run", mode: "neighborhood" as const };
const lineage = "https://github.com/octo/names";

async function request(root: string, cache: IndexCache): Promise<{ bytes: string; kept: boolean }> {
  const before = TreeText.keptNamesUsedInProcess;
  const result = await buildPacket({ root, ...ask }, { cache, lineage });
  if (!result.ok) throw new Error(result.failure.message);
  return { bytes: result.value.bytes, kept: TreeText.keptNamesUsedInProcess > before };
}

describe("keepTreeNames", () => {
  it("indexes the tree once, so that a request in another checkout of it takes the kept names", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-keep-"));
    const cache = () => new IndexCache({ dir, maxBytes: 1 << 26 });
    const first = scratchTree(files);
    const answered = await request(first, cache());
    expect(answered.kept).toBe(false);
    // The request parsed what it reached (the methods' definitions are counted); the rest of the tree is parsed
    // now, and the names are kept.
    expect(await keepTreeNames(first, { cache: cache(), lineage })).toStrictEqual({ outcome: "kept", files: FILES, parsed: OTHERS });
    expect(await keepTreeNames(first, { cache: cache(), lineage })).toStrictEqual({ outcome: "current", files: FILES, parsed: 0 });

    // The next request, in a fresh checkout of the same commit: the whole-tree packet, from the kept names.
    const second = scratchTree(files);
    const again = await request(second, cache());
    const same = answered.bytes.replaceAll(JSON.stringify(first), JSON.stringify(second));
    expect(again).toStrictEqual({ bytes: same, kept: true });
    const whole = await buildPacket({ root: second, ...ask }, { index: "whole-tree" });
    expect(whole.ok && whole.value.bytes).toBe(same);

    // Two files of twenty-six changed: the kept names still serve (their text answers for the two).
    writeFileSync(join(second, "impl/k1.py"), "class K1:\n    def h1(self):\n        return 11\n");
    writeFileSync(join(second, "impl/k2.py"), "class K2:\n    def h2(self):\n        return 22\n");
    expect(await keepTreeNames(second, { cache: cache(), lineage })).toStrictEqual({ outcome: "current", files: FILES, parsed: 0 });
    // A third: more than one in ten, so the tree is indexed again, the three changed files parsed.
    writeFileSync(join(second, "impl/k3.py"), "class K3:\n    def h3(self):\n        return 33\n");
    expect(await keepTreeNames(second, { cache: cache(), lineage })).toStrictEqual({ outcome: "kept", files: FILES, parsed: 3 });
    expect(await keepTreeNames(second, { cache: cache(), lineage })).toStrictEqual({ outcome: "current", files: FILES, parsed: 0 });
  });

  it("stops when told to or past its bound, keeping what it parsed but no names, and the next one goes on", async () => {
    const dir = mkdtempSync(join(tmpdir(), "odin-slice-keep-"));
    const cache = () => new IndexCache({ dir, maxBytes: 1 << 26 });
    const root = scratchTree(files);
    // It is asked before it reads each file to parse (here one at a time, in order) and once more at the end of the
    // batch, after the batch, and before the names are written. Told to stop before the fourth file (another
    // comment came): three parsed.
    let asked = 0;
    const untilAsked = (times: number) => () => ++asked <= times;
    expect(await keepTreeNames(root, { cache: cache(), lineage, goOn: untilAsked(3) })).toStrictEqual({ outcome: "stopped", files: FILES, parsed: 3 });
    // Told to stop once every file is indexed, before the names are written (the tree taken away meanwhile): the
    // three files come from the cache, the others are parsed.
    asked = 0;
    expect(await keepTreeNames(root, { cache: cache(), lineage, goOn: untilAsked(FILES - 3 + 2) })).toStrictEqual({ outcome: "stopped", files: FILES, parsed: FILES - 3 });
    // Past its bound before the first file: nothing indexed.
    expect(await keepTreeNames(root, { cache: cache(), lineage, boundMs: -1 })).toStrictEqual({ outcome: "stopped", files: FILES, parsed: 0 });
    // Nothing was kept, so the next one indexes again (every file from the cache now) and keeps the names.
    expect(await keepTreeNames(root, { cache: cache(), lineage })).toStrictEqual({ outcome: "kept", files: FILES, parsed: 0 });
    expect(await keepTreeNames(root, { cache: cache(), lineage })).toStrictEqual({ outcome: "current", files: FILES, parsed: 0 });
  });

  it("keeps nothing where the tree is not there", async () => {
    const cache = new IndexCache({ dir: mkdtempSync(join(tmpdir(), "odin-slice-keep-")), maxBytes: 1 << 26 });
    expect(await keepTreeNames(join(tmpdir(), "odin-slice-no-such-tree"), { cache, lineage })).toBeNull();
  });
});
