import { describe, expect, it } from "vitest";
import { permalink, renderFailure, renderReview, reviewMarker, type ReviewRound } from "../../src/github/review.js";

const ctx = {
  serverUrl: "https://github.com",
  owner: "o",
  repo: "r",
  sha: "a".repeat(40),
  commentId: 7,
  hunks: new Map([["src/a.ts", [{ start: 1, end: 6 }]]]),
  worker: "openai:gpt-test",
};

const round: ReviewRound = {
  packet: {
    task: "Why does @alice's cache leak?",
    anchor: { kind: "line_range", value: "src/a.ts:2-3" },
    mode: "neighborhood",
    depth: 1,
    budget: { limit_estimated_tokens: 8192, used_estimated_tokens: 300 },
    slices: [
      { file: "src/a.ts", start_line: 1, end_line: 4, content: "const m = new Map();\nexport function put(k, v) {\n  m.set(k, v);\n}" },
      { file: "src/b.ts", start_line: 10, end_line: 11, content: "put(1, 2);\nput(3, 4);" },
    ],
    uncertain_edges: [],
    omissions: [{ candidate: "src/c.ts:1-9", reason: "budget" }],
  },
  response: {
    status: "complete",
    answer: "Entries are never deleted. Fixes #3. ![x](http://e/x.png)",
    evidence: [
      { claim: "put only adds", file: "src/a.ts", start_line: 2, end_line: 3 },
      { claim: "called twice", file: "src/b.ts", start_line: 10, end_line: 11 },
    ],
    proposed_edits: [
      { file: "src/a.ts", start_line: 3, end_line: 3, replacement: "  if (m.size > 100) m.clear();\n  m.set(k, v);\n", rationale: "Bound the map." },
      { file: "src/b.ts", start_line: 11, end_line: 11, replacement: "", rationale: "Drop the second call." },
      { file: "src/a.ts", start_line: 1, end_line: 1, replacement: "const m = new Map(", rationale: "Broken." },
    ],
    missing_context: [],
    uncertainties: ["Whether callers reuse keys."],
  },
  validation: {
    budget: { within_limit: true, used_estimated_tokens: 300, limit_estimated_tokens: 8192 },
    citations: [
      { disposition: "accepted", reason: "", file: "src/a.ts", start_line: 2, end_line: 3 },
      { disposition: "accepted", reason: "", file: "src/b.ts", start_line: 10, end_line: 11 },
    ],
    claims: [
      { claim: "put only adds", disposition: "accepted", reason: "" },
      { claim: "called twice", disposition: "accepted", reason: "" },
    ],
    edits: [
      { file: "src/a.ts", start_line: 3, end_line: 3, disposition: "accepted", reason: "inside src/a.ts:1-4; parses" },
      { file: "src/b.ts", start_line: 11, end_line: 11, disposition: "accepted", reason: "inside src/b.ts:10-11; parses" },
      { file: "src/a.ts", start_line: 1, end_line: 1, disposition: "rejected", reason: "introduces a syntax error" },
    ],
  },
};

describe("renderReview", () => {
  it("posts in-diff edits as suggestions and the rest in the body, with permalinks and no live mentions", () => {
    const review = renderReview(round, ctx, false);
    expect(review.comments).toStrictEqual([
      { path: "src/a.ts", body: "Bound the map.\n\n```suggestion\n  if (m.size > 100) m.clear();\n  m.set(k, v);\n```", line: 3, side: "RIGHT" },
    ]);
    const link = (f: string, l: string) => `https://github.com/o/r/blob/${"a".repeat(40)}/${f}#${l}`;
    expect(review.body).toBe(
      [
        reviewMarker(7, "a".repeat(40)),
        "**odin-slice** answered `src/a.ts:2-3` (neighborhood, depth 1):",
        "> Why does @\u200dalice's cache leak?",
        "Entries are never deleted. Fixes `#3`. x",
        `**Evidence**\n- put only adds ([\`src/a.ts:2-3\`](${link("src/a.ts", "L2-L3")}))\n- called twice ([\`src/b.ts:10-11\`](${link("src/b.ts", "L10-L11")}))`,
        "**Uncertain** (not proven by the code in the packet)\n- Whether callers reuse keys.",
        "**Proposed edits**: 1 as suggestions on the diff, to accept by hand.",
        `**Proposed edits outside the diff** (not applied; copy by hand)\n- [\`src/b.ts:11\`](${link("src/b.ts", "L11")}) (outside the pull request's diff, so it cannot be a suggestion): Drop the second call.\n\n\`\`\`diff\n-put(3, 4);\n\`\`\``,
        `**Rejected edits** (not posted)\n- [\`src/a.ts:1\`](${link("src/a.ts", "L1")}): introduces a syntax error`,
        "<details><summary>Validation</summary>\n\n- budget: 300 of 8192 estimated tokens, within the limit\n- citations: 2 of 2 inside the packet and unchanged on disk\n- claims: 2 of 2 accepted\n- edits: 2 of 3 accepted (inside the packet, still parse)\n\n</details>",
        `<details><summary>Packet</summary>\n\n- 2 slices, 300 of 8192 estimated tokens\n- 0 uncertain edges, 1 omissions (budget)\n- [\`src/a.ts:1-4\`](${link("src/a.ts", "L1-L4")})\n- [\`src/b.ts:10-11\`](${link("src/b.ts", "L10-L11")})\n- worker: \`openai:gpt-test\`\n\n</details>`,
      ].join("\n\n"),
    );
  });

  it("spans several lines with start_line, and picks a fence the replacement cannot close", () => {
    const r = structuredClone(round);
    r.response!.proposed_edits = [{ file: "src/a.ts", start_line: 2, end_line: 4, replacement: "// ```\nexport const put = () => {};", rationale: "r" }];
    r.validation.edits = [{ file: "src/a.ts", start_line: 2, end_line: 4, disposition: "accepted", reason: "ok" }];
    expect(renderReview(r, ctx, true).comments).toStrictEqual([
      { path: "src/a.ts", body: "r\n\n````suggestion\n// ```\nexport const put = () => {};\n````", line: 4, side: "RIGHT", start_line: 2, start_side: "RIGHT" },
    ]);
  });

  it("never puts an edit that spans two hunks on the diff", () => {
    const r = structuredClone(round);
    r.response!.proposed_edits = [{ file: "src/a.ts", start_line: 5, end_line: 8, replacement: "x", rationale: "r" }];
    r.validation.edits = [{ file: "src/a.ts", start_line: 5, end_line: 8, disposition: "accepted", reason: "ok" }];
    const review = renderReview(r, { ...ctx, hunks: new Map([["src/a.ts", [{ start: 1, end: 6 }, { start: 8, end: 9 }]]]) }, false);
    expect(review.comments).toStrictEqual([]);
    expect(review.body).toContain("outside the pull request's diff, so it cannot be a suggestion");
  });
});

describe("permalink and failures", () => {
  it("encodes paths and single lines", () => {
    expect(permalink(ctx, "src/a b.ts", 4, 4)).toBe(`https://github.com/o/r/blob/${"a".repeat(40)}/src/a%20b.ts#L4`);
  });

  it("lists ambiguous candidates ready to copy", () => {
    const body = renderFailure(
      { kind: "ambiguous_symbol", message: "save names 2 definitions", details: { candidates: [{ anchor: "a.ts#A.save" }, { anchor: "b.ts#B.save" }] } },
      (anchor) => `/slice ${anchor} "why?"`,
      "<!-- m -->",
    );
    expect(body).toBe(
      '<!-- m -->\n\n**odin-slice** could not answer: `ambiguous_symbol`\n\nsave names 2 definitions\n\nPick one of the candidates and give it as FILE#Qualified.Name or FILE:START-END.\n\n```\n/slice a.ts#A.save "why?"\n/slice b.ts#B.save "why?"\n```',
    );
  });
});
