import { describe, expect, it } from "vitest";
import { compilerFlags } from "../../src/runtime/tuneCompilers.js";

const NODE20_V8 = "11.3.244.8-node.33";
const NODE24_V8 = "13.6.233.17-node.63";

describe("compilerFlags", () => {
  it("gives the raised tiering budgets under Node 20's V8 when ODIN_SLICE_V8_FLAGS is not set", () => {
    expect(compilerFlags({}, NODE20_V8)).toEqual({ flags: ["--interrupt-budget=270336", "--wasm-tiering-budget=200000000"], ignored: [] });
  });

  it("gives none under a V8 they were not measured on (Node 24's has no --interrupt-budget)", () => {
    expect(compilerFlags({}, NODE24_V8)).toEqual({ flags: [], ignored: [] });
    expect(compilerFlags({}, "")).toEqual({ flags: [], ignored: [] });
  });

  it("takes ODIN_SLICE_V8_FLAGS in place of the version's own, and nothing when it is empty", () => {
    expect(compilerFlags({ ODIN_SLICE_V8_FLAGS: " --max-opt=2\t--liftoff-only " }, NODE20_V8)).toEqual({ flags: ["--max-opt=2", "--liftoff-only"], ignored: [] });
    expect(compilerFlags({ ODIN_SLICE_V8_FLAGS: "--max-opt=2" }, NODE24_V8)).toEqual({ flags: ["--max-opt=2"], ignored: [] });
    expect(compilerFlags({ ODIN_SLICE_V8_FLAGS: "" }, NODE20_V8)).toEqual({ flags: [], ignored: [] });
  });

  it("leaves out words that are not a flag", () => {
    expect(compilerFlags({ ODIN_SLICE_V8_FLAGS: "--max-opt=2 max-opt=3 --stack-size=$(id) -x --A" }, NODE20_V8)).toEqual({
      flags: ["--max-opt=2"],
      ignored: ["max-opt=3", "--stack-size=$(id)", "-x", "--A"],
    });
  });
});
