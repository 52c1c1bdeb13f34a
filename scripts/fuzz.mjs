// npm run fuzz [-- --seconds N --seed S]: random comments, anchors and source files through the command grammar,
// the parser layer and the packet builder for a few minutes. Every call must return (no throw, no hang), and every
// packet returned must pass the independent verifier. Exits 1 with the seed and the input on the first violation.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import fc from "fast-check";
import { loadEngine } from "./loadEngine.mjs";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "180" }, seed: { type: "string" } } });
const seconds = Number(values.seconds);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);

const engine = await loadEngine({
  buildPacket: "core/buildPacket.ts",
  parseCommand: "core/command.ts",
  parseAnchor: "core/anchor.ts",
  verifyPacket: "core/verify.ts",
  Repository: "core/repository.ts",
  outlineFile: "core/outline/index.ts",
});

const TOKENS = {
  ts: ["class A {", "}", "function f(", ")", "{", "import { x } from './b';", "export ", "f();", "this.g();", "=>", "interface I {", "x.y.z()", "new A()", "`${", "'", '"', "/*", "*/", "\n"],
  py: ["def f(", "):", "class A:", "    ", "import b", "from .b import x", "self.g()", "f()", "\n", "'''", "#", "return", ":"],
  go: ["package p", "func f(", ") {", "}", 'import "m/b"', "type T struct {", "func (t *T) M() {", "t.M()", "f()", "\n"],
  rs: ["fn f(", ") {", "}", "mod b;", "use crate::b::x;", "impl A {", "self.g()", "Self::h()", "struct A;", "\n"],
  java: ["package p;", "class A {", "}", "void f(", ") {", "import q.B;", "this.g();", "B.h();", "new A();", "\n"],
};
const EXT = { ts: ".ts", py: ".py", go: ".go", rs: ".rs", java: ".java" };
const soup = (lang) => fc.array(fc.constantFrom(...TOKENS[lang]), { maxLength: 200 }).map((parts) => parts.join(" "));
const file = fc.oneof(
  ...Object.keys(TOKENS).map((lang) => soup(lang).map((text) => ({ name: `src/f${EXT[lang]}`, text }))),
  fc.string({ unit: "binary", maxLength: 3000 }).map((text) => ({ name: "src/raw.ts", text })),
);
const anchor = fc.oneof(
  fc.constantFrom("f", "A", "A.g", "x", "src/f.ts", "src/f.py:1-3", "src/f.go:2-9", "entry:f", "src/raw.ts:1-1"),
  fc.string({ unit: "grapheme", maxLength: 60 }),
);
const MODES = [["neighborhood", 1], ["upstream", 2], ["downstream", 3], ["path", 10], ["entrypoint", 12]];
const input = fc.tuple(
  fc.array(file, { minLength: 1, maxLength: 4 }),
  fc.array(anchor, { minLength: 1, maxLength: 4 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(...MODES),
  fc.integer({ min: 1, max: 5000 }),
);

const stopAt = Date.now() + seconds * 1000;
let cases = 0;
let packets = 0;
let failures = 0;

function fail(what, data, error) {
  console.error(`fuzz: ${what} (seed ${seed}, case ${cases})\ninput: ${JSON.stringify(data).slice(0, 2000)}\n${error?.stack ?? error ?? ""}`);
  process.exitCode = 1;
  failures++;
}

async function oneCase([files, anchors, comment, [mode, depth], budget]) {
  for (const body of [comment, `/slice ${comment}`, `/slice ${anchors[0]} "${comment}"`]) {
    try {
      const parsed = engine.parseCommand(body);
      if (!["none", "command", "error"].includes(parsed.t)) fail("parseCommand returned an unknown value", body);
    } catch (error) {
      fail("parseCommand threw", body, error);
    }
  }
  const root = mkdtempSync(join(tmpdir(), "odin-slice-fuzz-"));
  try {
    for (const f of files) {
      mkdirSync(dirname(join(root, f.name)), { recursive: true });
      writeFileSync(join(root, f.name), f.text);
    }
    for (const a of anchors) {
      const request = { root, anchor: a, task: "fuzz", mode, depth, budget, peer: mode === "path" ? anchors[0] : null };
      let result;
      try {
        result = await engine.buildPacket(request);
      } catch (error) {
        fail("buildPacket threw", { request, files }, error);
        return;
      }
      if (!result.ok) continue;
      packets++;
      const repo = engine.Repository.open(root);
      const parsed = engine.parseAnchor(a, (p) => repo.exists(p));
      const verdict = parsed.ok
        ? engine.verifyPacket(result.value.bytes, repo, { anchor: parsed.anchor, mode, depth, limit: budget })
        : { ok: false, failure: { message: parsed.message } };
      if (!verdict.ok) fail(`a returned packet failed verification: ${verdict.failure.message}`, { request, files });
    }
    for (const f of files) {
      try {
        await engine.outlineFile(root, f.name, { cap: 256 });
      } catch (error) {
        fail("outlineFile threw", f, error);
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

while (Date.now() < stopAt && failures === 0) {
  const [sample] = fc.sample(input, { numRuns: 1, seed: seed + cases });
  cases++;
  await oneCase(sample);
}
console.log(`fuzz: ${cases} cases in ${seconds} s (seed ${seed}): ${packets} packets built and verified, ${failures} failures`);
