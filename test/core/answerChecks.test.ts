// The pure pieces of answer validation: the response schema, the uncertain-edge rule, edits in memory.
import { describe, expect, it } from "vitest";
import { edgesUnderClaim, edgeTargetName, isLabelledHypothesis } from "../../src/core/claimEdges.js";
import { applyEditInMemory, checkEditSyntax } from "../../src/core/editSyntax.js";
import { parseWorkerResponse } from "../../src/core/workerResponse.js";

const edge = { from: "src/a.ts:10-20", to: "this.store.save", kind: "call", reason: "this.store.save: receiver type unknown" };
const edgeToRange = { from: "src/b.ts:1-9", to: "src/a.ts:30-34", kind: "call", reason: "cart.add: receiver type unknown; 2 definitions named add" };

describe("the uncertain-edge rule", () => {
  it("names the edge's target by the last identifier of its label", () => {
    expect(edgeTargetName(edge)).toBe("save");
    expect(edgeTargetName(edgeToRange)).toBe("add");
  });

  it("applies to a claim citing the edge's source unit and naming its target as a word", () => {
    const at = [{ file: "src/a.ts", start: 12, end: 12 }];
    expect(edgesUnderClaim("checkout calls FileStore.save", at, [edge])).toStrictEqual([edge]);
    expect(edgesUnderClaim("checkout saves the items", at, [edge])).toStrictEqual([]);
    expect(edgesUnderClaim("checkout calls FileStore.save", [{ file: "src/a.ts", start: 21, end: 25 }], [edge])).toStrictEqual([]);
    expect(edgesUnderClaim("it may add twice", [{ file: "src/b.ts", start: 9, end: 9 }], [edgeToRange])).toStrictEqual([edgeToRange]);
  });

  it("recognises the hypothesis label", () => {
    expect(isLabelledHypothesis("save writes a file", ["Hypothesis: save writes a file"])).toBe(true);
    expect(isLabelledHypothesis("save writes a file", ["save writes a file"])).toBe(false);
    expect(isLabelledHypothesis("save writes a file", ["hypothesis: save writes"])).toBe(false);
  });
});

describe("the response schema", () => {
  const ok = { status: "complete", answer: "a", evidence: [{ claim: "c", file: "f", start_line: 1, end_line: 1 }], proposed_edits: [], missing_context: [], uncertainties: [] };

  it("accepts a complete answer with evidence", () => {
    expect(parseWorkerResponse(JSON.stringify(ok))).toStrictEqual({ ok: true, value: ok });
  });

  it.each([
    [{ ...ok, evidence: [] }, "/evidence: must have at least 1 item(s) for this status"],
    [{ ...ok, status: "needs_context" }, "/missing_context: must have at least 1 item(s) for this status"],
    [{ ...ok, missing_context: [{ symbol_or_range: "x", reason: "y" }] }, "/missing_context: must be empty for this status"],
    [{ ...ok, evidence: [{ claim: " ", file: "f", start_line: 1, end_line: 1 }] }, "/evidence/0/claim: must not be blank"],
    [{ ...ok, evidence: [{ claim: "c", file: "f", start_line: 0, end_line: 1 }] }, "/evidence/0/start_line: must be >= 1"],
    [{ ...ok, evidence: [{ claim: "c", file: "f", start_line: 4, end_line: 2 }] }, "/evidence/0: the range 4-2 is reversed"],
    [{ ...ok, uncertainties: undefined }, 'the response: missing field "uncertainties"'],
    [[ok], "the response: must be object"],
  ])("rejects %j", (value, error) => {
    const parsed = parseWorkerResponse(JSON.stringify(value));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.failure.details?.errors).toStrictEqual([error]);
  });
});

describe("edits in memory", () => {
  const lines = ["function f() {", "  return 1;", "}"];

  it("replaces, inserts and deletes whole lines", () => {
    expect(applyEditInMemory(lines, 2, 2, "  const x = 1;\n  return x;\n")).toStrictEqual(["function f() {", "  const x = 1;", "  return x;", "}"]);
    expect(applyEditInMemory(lines, 2, 2, "")).toStrictEqual(["function f() {", "}"]);
  });

  it("counts the syntax errors before and after", async () => {
    expect(await checkEditSyntax("a.ts", lines, 2, 2, "  return 2;")).toStrictEqual({ checked: true, errorsBefore: 0, errorsAfter: 0 });
    expect(await checkEditSyntax("a.ts", lines, 3, 3, "")).toStrictEqual({ checked: true, errorsBefore: 0, errorsAfter: 1 });
    expect(await checkEditSyntax("notes.txt", lines, 3, 3, "")).toStrictEqual({ checked: false, why: "no parser for this file's language" });
  });
});
