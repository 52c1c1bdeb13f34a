// The comment grammar: exact parses, clear errors, and properties over generated comments.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCommand } from "../../src/core/command.js";

const slice = (over: Record<string, unknown>) => ({
  t: "command",
  command: { kind: "slice", anchor: null, task: "", mode: null, depth: null, peer: null, budget: null, ...over },
});

describe("parseCommand", () => {
  it.each([
    ['/slice src/cache/store.ts:10-40 "why does this leak?"', slice({ anchor: "src/cache/store.ts:10-40", task: "why does this leak?" })],
    ['  /slice UserStore.save --mode upstream --depth 3 "who writes here?"', slice({ anchor: "UserStore.save", mode: "upstream", depth: 3, task: "who writes here?" })],
    ['/slice a.ts#f --mode=path --peer=b.ts#g --budget 4000 "how?"', slice({ anchor: "a.ts#f", mode: "path", peer: "b.ts#g", budget: 4000, task: "how?" })],
    ['/slice "explain these lines"', slice({ task: "explain these lines" })],
    ['/slice x.ts "say \\"hi\\" and \\\\ back"', slice({ anchor: "x.ts", task: 'say "hi" and \\ back' })],
    ['Looks good.\n/slice f.ts:1-2 "a task\nover two lines"\nthanks', slice({ anchor: "f.ts:1-2", task: "a task\nover two lines" })],
    ["/slice f.ts:1-2 \u201csmart quotes\u201d", slice({ anchor: "f.ts:1-2", task: "smart quotes" })],
    ["/slice help", { t: "command", command: { kind: "help" } }],
    ["/slice", { t: "command", command: { kind: "help" } }],
    ['/slice outline src/big.ts "cache, evict"', { t: "command", command: { kind: "outline", path: "src/big.ts", terms: ["cache", "evict"] } }],
    ["/slice outline src/big.ts", { t: "command", command: { kind: "outline", path: "src/big.ts", terms: [] } }],
  ])("%j", (body, expected) => {
    expect(parseCommand(body)).toStrictEqual(expected);
  });

  it.each([
    ["just a comment", { t: "none" }],
    ["see /slice in the docs", { t: "none" }],
    ["/slicer x", { t: "none" }],
    ["```\n/slice a.ts \"inside a fence\"\n```", { t: "none" }],
    ['> /slice a.ts "quoted from an earlier comment"', { t: "none" }],
  ])("%j", (body, expected) => {
    expect(parseCommand(body)).toStrictEqual(expected);
  });

  it.each([
    ['/slice a.ts "x" "y"', "give one quoted task; quote marks inside it are written \\\""],
    ['/slice a.ts b.ts "x"', 'unexpected "b.ts": give one anchor, then options, then the quoted task'],
    ['/slice a.ts --mood up "x"', "unknown option --mood; the options are --mode, --depth, --peer, --budget"],
    ['/slice a.ts --depth "x"', "--depth needs a value"],
    ['/slice a.ts --depth two "x"', '--depth takes a whole number, not "two"'],
    ['/slice a.ts --depth 2 --depth 3 "x"', "--depth is given twice"],
    ['/slice a.ts "unterminated', "the task's opening quote has no closing quote"],
    ["/slice a.ts", 'the task is missing: end the command with the question in double quotes, e.g. "why does this leak?"'],
    ["/slice help me", "help takes no arguments"],
    ['/slice outline "x"', 'outline needs a file path: /slice outline PATH "terms"'],
  ])("%j is refused: %s", (body, message) => {
    expect(parseCommand(body)).toStrictEqual({ t: "error", message });
  });

  it("honours a configured trigger word", () => {
    expect(parseCommand('/ask a.ts "q"', "/ask")).toStrictEqual(slice({ anchor: "a.ts", task: "q" }));
    expect(parseCommand('/slice a.ts "q"', "/ask")).toStrictEqual({ t: "none" });
  });
});

describe("grammar properties", () => {
  it("never throws on any comment, and never reads a command where the trigger does not start a line", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (body) => {
        const parsed = parseCommand(body);
        if (!body.split(/\r\n?|\n/).some((l) => l.trimStart().startsWith("/slice"))) expect(parsed).toStrictEqual({ t: "none" });
      }),
      { numRuns: 3000 },
    );
  });

  it("reads back generated commands, whatever the task says", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9_./#:-]{1,30}$/).filter((w) => !w.startsWith("--") && w !== "help" && w !== "outline");
    const task = fc.string({ unit: "grapheme", minLength: 1, maxLength: 200 }).filter((t) => t.trim() !== "" && !/[\u201c\u201d]/.test(t));
    const mode = fc.option(fc.constantFrom("neighborhood", "upstream", "downstream", "path", "entrypoint"), { nil: null });
    const number = fc.option(fc.integer({ min: 0, max: 999999 }), { nil: null });
    fc.assert(
      fc.property(fc.option(word, { nil: null }), task, mode, number, number, fc.option(word, { nil: null }), (anchor, t, m, depth, budget, peer) => {
        const parts = ["/slice"];
        if (anchor) parts.push(anchor);
        if (m) parts.push("--mode", m);
        if (depth !== null) parts.push("--depth", String(depth));
        if (peer) parts.push(`--peer=${peer}`);
        if (budget !== null) parts.push("--budget", String(budget));
        parts.push(`"${t.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`);
        expect(parseCommand(parts.join(" "))).toStrictEqual(slice({ anchor, task: t, mode: m, depth, peer, budget }));
      }),
      { numRuns: 1000 },
    );
  });
});
