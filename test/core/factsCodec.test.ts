// The facts' text form: whatever a parse yields comes back from its text exactly, and the text is much shorter
// than the facts as plain JSON (on real trees a third as long: the fixtures are small and mostly declarations).
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIXTURES, fixtureSources } from "../fixtureSources.js";
import type { Definition, FileFacts, LocalTarget, Reference } from "../../src/core/facts.js";
import { decodeFacts, encodeFacts, factsAtPath, hasUnreadUses, referencesNamed } from "../../src/core/factsCodec.js";
import { indexText } from "../../src/core/indexer.js";
import { languageForPath } from "../../src/core/languages.js";

async function fixtureFacts(): Promise<FileFacts[]> {
  const out: FileFacts[] = [];
  for (const path of fixtureSources()) {
    const spec = languageForPath(path);
    if (!spec) continue;
    const text = readFileSync(path, "utf8");
    const outcome = await indexText(relative(FIXTURES, path), spec, text, text.split("\n").length);
    if ("facts" in outcome) out.push(outcome.facts);
  }
  return out;
}

describe("facts as text", () => {
  it("gives back every fixture's facts exactly, key order included, in fewer bytes than plain JSON", async () => {
    const all = await fixtureFacts();
    expect(all.length).toBeGreaterThan(30);
    let plain = 0;
    let encoded = 0;
    for (const facts of all) {
      const text = encodeFacts(facts);
      expect(JSON.stringify(decodeFacts(text))).toBe(JSON.stringify(facts));
      plain += JSON.stringify(facts).length;
      encoded += text.length;
    }
    expect(encoded / plain).toBeLessThan(0.8);
  });

  it("gives back any declarations exactly, key order included (property)", () => {
    const kinds = ["function", "method", "class", "interface", "type", "enum", "module", "variable"] as const;
    const definitions = fc.array(
      fc.record(
        {
          name: fc.string(),
          kind: fc.constantFrom(...kinds),
          start: fc.nat(5000),
          length: fc.nat(300),
          parent: fc.integer({ min: -1, max: 11 }),
          owner: fc.option(fc.string({ maxLength: 3 }), { nil: undefined }),
          chain: fc.option(fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }), { nil: undefined }),
          returns: fc.option(fc.constant({ t: "self" as const, def: 0 }), { nil: undefined }),
          shuffled: fc.boolean(),
        },
        { requiredKeys: ["name", "kind", "start", "length", "parent", "shuffled"] },
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(definitions, (drawn) => {
        const defs: Definition[] = [];
        drawn.forEach((d, i) => {
          const parent = d.parent < drawn.length ? d.parent : -1;
          // Chains as the extractor makes them (the parent's, the owner, the name) unless one was drawn.
          const above = parent >= 0 && parent < i ? (defs[parent] as Definition).chain : [];
          const chain = d.chain ?? (d.owner === undefined ? [...above, d.name] : [...above, d.owner, d.name]);
          const def: Definition = d.shuffled
            ? ({ kind: d.kind, name: d.name, start: d.start, chain, end: d.start + d.length, parent } as Definition)
            : { name: d.name, kind: d.kind, chain, start: d.start, end: d.start + d.length, parent };
          if (d.owner !== undefined) def.owner = d.owner;
          if (d.returns !== undefined) def.returns = d.returns;
          defs.push(def);
        });
        const facts: FileFacts = {
          path: "a.go",
          language: "go",
          lineCount: 1,
          parsed: true,
          definitions: defs,
          moduleUnits: [],
          imports: [],
          exports: [],
          references: [],
          packageName: "a",
          entry: { mains: [], publics: [], program: false, names: null },
        };
        expect(JSON.stringify(decodeFacts(encodeFacts(facts)))).toBe(JSON.stringify(facts));
      }),
    );
  });

  it("gives back any uses exactly (property)", () => {
    const target: fc.Arbitrary<LocalTarget> = fc.oneof(
      fc.constant({ t: "free" } as const),
      fc.record({ t: fc.constant("def" as const), def: fc.nat(20) }),
      fc.record({ t: fc.constant("import" as const), imp: fc.nat(5), member: fc.option(fc.string(), { nil: null }) }),
      fc.record({ t: fc.constant("uncertain" as const), reason: fc.string() }),
    );
    const reference: fc.Arbitrary<Reference> = fc
      .record({
        name: fc.string({ unit: "grapheme" }),
        kind: fc.constantFrom("call" as const, "reference" as const),
        line: fc.integer({ min: 1, max: 100_000 }),
        unit: fc.integer({ min: -50, max: 50 }),
        target,
        label: fc.option(fc.string(), { nil: undefined }),
      })
      .map((r) => ({ ...r, label: r.label ?? r.name }));
    fc.assert(
      fc.property(fc.array(reference, { maxLength: 40 }), (references) => {
        const facts: FileFacts = {
          path: "a.ts",
          language: "typescript",
          lineCount: 1,
          parsed: true,
          definitions: [],
          moduleUnits: [],
          imports: [],
          exports: [],
          references,
          packageName: null,
          entry: { mains: [], publics: [], program: false, names: null },
        };
        expect(JSON.stringify(decodeFacts(encodeFacts(facts)))).toBe(JSON.stringify(facts));
        // One name's uses, read alone and after the rest, are those the whole list holds, at their places.
        for (const name of new Set(references.map((r) => r.name))) {
          const expected = plainNamed(namedIn(references, name));
          expect(plainNamed(referencesNamed(decodeFacts(encodeFacts(facts)), name))).toStrictEqual(expected);
          expect(plainNamed(referencesNamed(facts, name))).toStrictEqual(expected);
        }
      }),
    );
  });

  it("reads one name's uses without the others, in the file's order and at their places", async () => {
    const all = await fixtureFacts();
    let names = 0;
    for (const facts of all) {
      const read = decodeFacts(encodeFacts(facts));
      for (const name of new Set(facts.references.map((r) => r.name))) {
        expect(plainNamed(referencesNamed(read, name))).toStrictEqual(namedIn(facts.references, name));
        names++;
      }
      expect(plainNamed(referencesNamed(read, "no such name \n ["))).toStrictEqual({ places: [], references: [] });
      // Still unread: each name was read from its own line.
      expect(hasUnreadUses(read)).toBe(true);
      expect(read.references).toStrictEqual(facts.references);
      expect(hasUnreadUses(read)).toBe(false);
      const first = facts.references[0];
      if (first) expect(plainNamed(referencesNamed(read, first.name))).toStrictEqual(namedIn(facts.references, first.name));
    }
    expect(names).toBeGreaterThan(150);
  });

  it("reads the uses only when they are first asked for, also under another path", async () => {
    const facts = (await fixtureFacts()).find((f) => f.references.length > 0 && f.definitions.length > 0) as FileFacts;
    const text = encodeFacts(facts);
    const lines = text.split("\n");
    // The head, then imports, exports, module-level statements and entrypoint marks, a line each.
    const [head, imports, exports, moduleUnits, entry] = lines;
    expect([imports, exports, moduleUnits, entry].map((l) => JSON.parse(l as string))).toStrictEqual([facts.imports, facts.exports, facts.moduleUnits, facts.entry]);
    // The uses' line spoiled: the declarations still read, the uses fail only once asked for.
    const spoiled = decodeFacts(`${lines.slice(0, 5).join("\n")}\n{`);
    expect(spoiled.definitions).toStrictEqual(facts.definitions);
    expect(spoiled.imports).toStrictEqual(facts.imports);
    expect(() => spoiled.references).toThrow(SyntaxError);
    // The exports' line spoiled: read only when asked for, the rest as written.
    const noExports = decodeFacts([head, imports, "[", moduleUnits, entry, ...lines.slice(5)].join("\n"));
    expect([noExports.definitions, noExports.imports, noExports.entry, noExports.references]).toStrictEqual([facts.definitions, facts.imports, facts.entry, facts.references]);
    expect(() => noExports.exports).toThrow(SyntaxError);
    // A text cut short of its parts' lines is no facts text.
    expect(() => decodeFacts(`${head}\n${imports}`)).toThrow("facts text without its uses");

    const read = decodeFacts(text);
    const elsewhere = factsAtPath(read, "copy/of/it.ts");
    expect([elsewhere.path, read.path]).toStrictEqual(["copy/of/it.ts", facts.path]);
    expect([hasUnreadUses(read), hasUnreadUses(elsewhere)]).toStrictEqual([true, true]);
    expect(elsewhere.references).toStrictEqual(facts.references);
    expect([hasUnreadUses(read), hasUnreadUses(elsewhere)]).toStrictEqual([false, false]);
    expect(read.references).toBe(elsewhere.references);
    // The parts read later are read once for both.
    expect(elsewhere.imports).toBe(read.imports);
    expect(read.exports).toBe(elsewhere.exports);
    expect(JSON.parse(JSON.stringify(elsewhere))).toStrictEqual({ ...JSON.parse(JSON.stringify(facts)), path: "copy/of/it.ts" });
    expect(factsAtPath(read, facts.path)).toBe(read);
  });
});

function namedIn(references: readonly Reference[], name: string): { places: number[]; references: Reference[] } {
  const places = references.flatMap((r, i) => (r.name === name ? [i] : []));
  return { places, references: places.map((i) => references[i] as Reference) };
}

function plainNamed(named: { places: readonly number[]; references: readonly Reference[] }): { places: number[]; references: Reference[] } {
  return JSON.parse(JSON.stringify(named)) as { places: number[]; references: Reference[] };
}
