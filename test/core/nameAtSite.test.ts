// nameAtSite reads one pattern per list of sites at a name's place, whatever the name: the name must be read
// whole, or a site whose `after` is a negative lookahead (Go's `not before :=`) would pass on a part of it.
import { describe, expect, it } from "vitest";
import { definitionSitesOf, languageNamed, type LanguageSpec } from "../../src/core/languages.js";
import { nameAtSite } from "../../src/core/nameAtSite.js";

const go = languageNamed("go") as LanguageSpec;
const sites = definitionSitesOf(go, "all") ?? [];

describe("nameAtSite", () => {
  it("reads the whole name before what must follow it", () => {
    expect(nameAtSite("\tcount := 1\n", 1, sites)).toBe(false);
    expect(nameAtSite("var count = 1\n", 4, sites)).toBe(true);
    expect(nameAtSite("func count() {}\n", 5, sites)).toBe(true);
    expect(nameAtSite("x.count()\n", 2, sites)).toBe(false);
  });
});
