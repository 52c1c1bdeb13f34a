import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BODY_LIMIT, capBody, fenced, fenceFor, sanitizeMarkdown } from "../../src/github/sanitize.js";

describe("sanitizeMarkdown", () => {
  it.each([
    ["ping @octocat and @org/team", "ping @\u200doctocat and @\u200dorg/team"],
    ["mail me at a@b.com", "mail me at a@b.com"],
    ["This fixes #12 and Closes: owner/repo#7", "This fixes `#12` and Closes: `owner/repo#7`"],
    ["look ![x](https://evil.example/t.png?secret) here", "look x here"],
    ['<img src="https://evil.example/p"> <script>alert(1)</script> <!-- hidden -->', '&lt;img src="https://evil.example/p"&gt; &lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- hidden -->'],
    ["keep `@user` and `Array<T>` in code\n```ts\nconst a: Map<string, T> = f(); // @me\n```\n@you", "keep `@user` and `Array<T>` in code\n```ts\nconst a: Map<string, T> = f(); // @me\n```\n@\u200dyou"],
    ["a < b and c > d", "a < b and c > d"],
    ["<A", "&lt;A"],
    ['<img src="https://evil.example/p"\nonerror=x>', '&lt;img src="https://evil.example/p"\nonerror=x>'],
  ])("%j", (input, output) => {
    expect(sanitizeMarkdown(input)).toBe(output);
  });

  it("leaves no mention, image or tag in any prose", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }).map((t) => t.replace(/[`~]/g, "")), (text) => {
        const out = sanitizeMarkdown(text);
        expect(out).not.toMatch(/(^|[^\w`\u200d])@[A-Za-z0-9]/);
        expect(out).not.toMatch(/!\[[^\]]*\]\([^)]*\)/);
        expect(out).not.toMatch(/<[A-Za-z/!]/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("fences", () => {
  it("are longer than any backtick run inside", () => {
    expect(fenceFor("plain")).toBe("```");
    expect(fenceFor("a ```` b")).toBe("`````");
    expect(fenced("x\n```\ny", "ts")).toBe("````ts\nx\n```\ny\n````");
  });
});

describe("capBody", () => {
  it("keeps short bodies and cuts long ones under the limit with a closed fence", () => {
    expect(capBody("short")).toBe("short");
    const long = `intro\n\`\`\`\n${"x\n".repeat(40_000)}\`\`\``;
    const cut = capBody(long);
    expect(cut.length).toBeLessThanOrEqual(BODY_LIMIT);
    expect(cut.endsWith("_(cut to fit GitHub's comment size limit)_")).toBe(true);
    expect([...cut.matchAll(/^```/gm)].length % 2).toBe(0);
  });
});
