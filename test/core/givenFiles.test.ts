// A checkout whose files git listed with their blob ids (the App's and the Action's fresh checkouts) is not walked
// again: its listing is git's regular files outside the skipped folders, sorted as a walk sorts, and the packet
// built on it is the one a walk gives.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacket } from "../../src/core/buildPacket.js";
import { blobId, IndexCache } from "../../src/core/indexCache.js";
import { Repository } from "../../src/core/repository.js";
import { scratchTree } from "../helpers.js";

const files: Record<string, string> = {
  "app/main.py": "from app.store import save\n\ndef run(x):\n    return save(x)\n",
  "app/store.py": "def save(x):\n    return x\n",
  "app/Zeta.py": "def zeta():\n    return 1\n",
  "node_modules/dep/index.js": "export function save(x) { return x; }\n",
  "docs/ünïcode.md": "text\n",
};

/** The blob ids git's index would list for the tree: every regular file, skipped folders included, in git's order. */
function gitListing(root: string): Map<string, string> {
  const paths = Object.keys(files).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return new Map(paths.map((p) => [p, blobId(readFileSync(join(root, p)))]));
}

describe("files given by git", () => {
  it("list what a walk of the checkout lists, and give the same packet without walking it", async () => {
    const root = scratchTree(files);
    mkdirSync(join(root, "links"));
    symlinkSync(join(root, "app/store.py"), join(root, "links/store.py"));
    const cache = new IndexCache();
    cache.knowBlobs(root, gitListing(root));
    const walked = (Repository.open(root) as Repository).files();
    expect(cache.givenFiles(root)).toStrictEqual(walked);
    expect(walked).toStrictEqual(["app/Zeta.py", "app/main.py", "app/store.py", "docs/ünïcode.md"]);
    expect(new IndexCache().givenFiles(root)).toBeNull();
    // Blob ids by the listing's order, for the files a request asks about (a subsequence of it), or by path.
    const ids = gitListing(root);
    expect(cache.blobsOf(root, ["app/main.py", "docs/ünïcode.md"])).toStrictEqual([ids.get("app/main.py"), ids.get("docs/ünïcode.md")]);
    expect(cache.blobsOf(root, ["app/store.py", "app/Zeta.py"])).toStrictEqual([ids.get("app/store.py"), ids.get("app/Zeta.py")]);
    expect(new IndexCache().blobsOf(root, ["app/store.py"])).toStrictEqual([ids.get("app/store.py")]);

    const ask = { root, task: "Who saves?", anchor: "app/store.py:1-2", mode: "upstream" as const };
    const plain = await buildPacket(ask);
    const given = await buildPacket(ask, { cache });
    if (!plain.ok || !given.ok) throw new Error("no packet");
    expect(given.value.bytes).toBe(plain.value.bytes);

    // A file the walk would find but git did not list is not part of the given checkout.
    writeFileSync(join(root, "app/extra.py"), "from app.store import save\n\ndef extra():\n    return save(1)\n");
    const after = await buildPacket(ask, { cache });
    const walkedAfter = await buildPacket(ask);
    if (!after.ok || !walkedAfter.ok) throw new Error("no packet");
    expect(after.value.bytes).toBe(plain.value.bytes);
    expect(walkedAfter.value.bytes).toContain("app/extra.py");
  });
});
