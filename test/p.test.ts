import { it } from "vitest";
import { outlineFile } from "../src/core/outline/index.js";
import { scratchTree } from "./helpers.js";
it("p", async () => {
  const depth = 20_000;
  const root = scratchTree({ "deep.ts": `export const deep = ${"[\n".repeat(depth)}${"]\n".repeat(depth)};\nexport function use() {\n  return deep;\n}\n` });
  const t = performance.now();
  const o = await outlineFile(root, "deep.ts", {});
  console.log("outline", performance.now() - t, o.ok && o.value.slicer);
}, 300000);
