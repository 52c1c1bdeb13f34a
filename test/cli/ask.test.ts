// `odin-slice ask` end to end in-process: arguments and environment in, report or JSON out, against stand-in
// model endpoints on 127.0.0.1.
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { answer, ANCHOR, KEY, TASK } from "../worker/answers.js";
import { anthropicMessage, copyFixture, openAIChat, openAIError, startStandIn, type Reply, type StandIn } from "../worker/standIn.js";

let standIn: StandIn | null = null;
let root = "";

afterEach(async () => {
  await standIn?.close();
  standIn = null;
  if (root) rmSync(root, { recursive: true, force: true });
  root = "";
});

async function ask(script: Reply[], args: (url: string) => string[], env: Record<string, string>) {
  standIn = await startStandIn(script);
  root = copyFixture("ledger");
  let stdout = "";
  let stderr = "";
  const code = await runCli(["ask", "--root", root, "--anchor", ANCHOR, "--task", TASK, ...args(standIn.url)], {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  }, env);
  return { code, stdout, stderr };
}

const reply = (value: unknown) => openAIChat(JSON.stringify(value));

describe("odin-slice ask", () => {
  it("prints one JSON object with packet, response, validation, replacement and failure", async () => {
    const broken = { file: "src/money.ts", start_line: 3, end_line: 3, replacement: "", rationale: "drop the brace" };
    const { code, stdout, stderr } = await ask(
      [reply(answer({ proposed_edits: [...answer().proposed_edits, broken] }))],
      (url) => ["--provider", "openai", "--base-url", `${url}/v1`, "--model", "local-model", "--json"],
      { OPENAI_API_KEY: KEY },
    );
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout.endsWith("}\n")).toBe(true);
    const record = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(record)).toStrictEqual(["packet", "response", "validation", "replacement", "failure"]);
    expect((record.packet as { root: string }).root).toBe(root);
    expect(record.response).toStrictEqual(answer({ proposed_edits: [...answer().proposed_edits, broken] }));
    expect(record.replacement).toBeNull();
    expect(record.failure).toBeNull();
    expect((record.validation as { edits: unknown }).edits).toStrictEqual([
      { file: "src/money.ts", start_line: 2, end_line: 2, slice: "src/money.ts:1-3", disposition: "accepted", reason: "inside the slice and unchanged; applied in memory, the file parses with no new syntax error" },
      { file: "src/money.ts", start_line: 3, end_line: 3, slice: "src/money.ts:1-3", disposition: "rejected", reason: "applied in memory, the file no longer parses: 1 new syntax error(s)" },
    ]);
    expect(standIn?.received[0]?.url).toBe("/v1/chat/completions");
    expect(standIn?.received[0]?.body.model).toBe("local-model");
  });

  it("uses GitHub Models with GITHUB_TOKEN and prints a report in the seed's order", async () => {
    const { code, stdout } = await ask([reply(answer())], (url) => ["--base-url", url], { GITHUB_TOKEN: "ghs_stand_in_token" });
    expect(code).toBe(0);
    expect(standIn?.received[0]?.url).toBe("/chat/completions");
    expect(standIn?.received[0]?.headers.authorization).toBe("Bearer ghs_stand_in_token");
    expect(standIn?.received[0]?.body.model).toBe("openai/gpt-4.1");
    const order = ["Worker: github-models openai/gpt-4.1", "Packet: src/ledger.ts#Ledger.add", "Response: complete", "Validation:", "  budget:", "  citations:", "  claims:", "  proposed edits:", "Result: answered"];
    const positions = order.map((line) => stdout.indexOf(line));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toStrictEqual(positions);
    expect(stdout).toContain("  hop 0  anchor     src/ledger.ts:12-15  Ledger.add\n");
    expect(stdout).toContain("  uncertain: src/ledger.ts:12-15 -> this.sink.write (call): this.sink.write: receiver type unknown; 2 definitions named write\n");
    expect(stdout).toContain("    accepted src/money.ts:2-2: inside the slice and unchanged; applied in memory, the file parses with no new syntax error\n");
    expect(stdout).toContain("      |   return (cents / 100).toFixed(2);\n");
  });

  it("reads the provider, endpoint, model and key from ODIN_SLICE_* variables", async () => {
    standIn = await startStandIn([anthropicMessage(JSON.stringify(answer()))]);
    root = copyFixture("ledger");
    let stdout = "";
    const env = { ODIN_SLICE_PROVIDER: "anthropic", ODIN_SLICE_MODEL: "claude-local", ODIN_SLICE_API_KEY: KEY, ODIN_SLICE_BASE_URL: standIn.url };
    const exit = await runCli(["ask", "--root", root, "--anchor", ANCHOR, "--task", TASK, "--json"], { stdout: (t) => void (stdout += t), stderr: () => {} }, env);
    expect(exit).toBe(0);
    expect(standIn.received[0]?.url).toBe("/v1/messages");
    expect(standIn.received[0]?.body.model).toBe("claude-local");
    expect(JSON.parse(stdout).failure).toBeNull();
  });

  it("exits 5 and reports the reason and the packet for cannot_answer", async () => {
    const cannot = { status: "cannot_answer", answer: "Nothing here says who calls add.", evidence: [], proposed_edits: [], missing_context: [], uncertainties: [] };
    const { code, stdout } = await ask([reply(cannot)], (url) => ["--base-url", url], { GITHUB_TOKEN: "ghs_t" });
    expect(code).toBe(5);
    expect(stdout).toContain("Packet: src/ledger.ts#Ledger.add, neighborhood depth 1, 4 slice(s), ");
    expect(stdout).toContain("Response: cannot_answer\n  Nothing here says who calls add.\n");
    expect(stdout).toContain("Result: the worker cannot answer this from the source\n");
  });

  it("exits 3 with the failure record when the answer breaks the contract", async () => {
    const { code, stdout } = await ask([openAIChat("Sure! Here is my answer.")], (url) => ["--base-url", url, "--json"], { GITHUB_TOKEN: "ghs_t" });
    expect(code).toBe(3);
    const record = JSON.parse(stdout) as { failure: Record<string, unknown>; response: unknown; validation: { schema: unknown } };
    expect(record.response).toBeNull();
    expect(record.failure).toStrictEqual({
      failure: "worker_output_invalid",
      message: "the worker's answer is not JSON",
      recovery: "The model's answer broke the response contract and was rejected.",
      errors: [`not JSON: Unexpected token 'S', "Sure! Here"... is not valid JSON`],
      output: "Sure! Here is my answer.",
    });
    expect(record.validation.schema).toStrictEqual({ valid: false, errors: [`not JSON: Unexpected token 'S', "Sure! Here"... is not valid JSON`] });
  });

  it("exits 3 without calling the model when no packet can be built", async () => {
    standIn = await startStandIn([]);
    root = copyFixture("ledger");
    let stdout = "";
    const code = await runCli(["ask", "--root", root, "--anchor", "Nope.nothing", "--task", "t", "--base-url", standIn.url, "--json"], { stdout: (t) => void (stdout += t), stderr: () => {} }, { GITHUB_TOKEN: "t" });
    expect(code).toBe(3);
    expect(JSON.parse(stdout)).toStrictEqual({
      packet: null,
      response: null,
      validation: null,
      replacement: null,
      failure: { failure: "symbol_not_found", message: "no definition named Nope.nothing", recovery: "Give a symbol that is defined in the repository at this commit, or a FILE:START-END range.", anchor: "Nope.nothing" },
    });
    expect(standIn.received).toStrictEqual([]);
  });

  it("exits 4 on a refused key and never prints it", async () => {
    const { code, stdout, stderr } = await ask([openAIError(401, `bad key ${KEY}`)], (url) => ["--provider", "openai", "--base-url", url, "--model", "m"], { OPENAI_API_KEY: KEY });
    expect(code).toBe(4);
    expect(stdout).toBe("");
    expect(stderr).toBe(`odin-slice: the model endpoint failed: ${standIn?.url} refused the credentials (401): bad key [redacted]. Check ODIN_SLICE_API_KEY or OPENAI_API_KEY.\n`);
  });

  it("exits 2 when no key is set", async () => {
    const { code, stderr } = await ask([], () => ["--provider", "anthropic"], {});
    expect(code).toBe(2);
    expect(stderr.startsWith("odin-slice: no key: set ODIN_SLICE_API_KEY or ANTHROPIC_API_KEY to an API key for anthropic\n")).toBe(true);
    expect(standIn?.received).toStrictEqual([]);
  });
});
