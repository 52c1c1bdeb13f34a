// `odin-slice outline`: text by default, the condensate with --json, failures and usage as for `packet`.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { validateOutline } from "../../src/core/outline/validateOutline.js";

const ROOT = join(import.meta.dirname, "..", "outline-fixtures", "samples");

async function cli(args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

describe("odin-slice outline", () => {
  it("prints the outline as numbered lines", async () => {
    const r = await cli(["outline", "user-card.tsx", "--root", ROOT, "--cap", "40", "--terms", "UserList"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        "# user-card.tsx: outline (tsx); 2 of 37 lines, 32 of 40 estimated tokens, 3 declarations left out by the cap, terms: UserList",
        " 9  const styles = { /* … 2 lines */ };",
        "27  export const UserList = ({ users }: { users: UserCardProps[] }) => { /* … 9 lines */ };",
        "",
      ].join("\n"),
    );
  });

  it("prints the condensate with --json", async () => {
    const r = await cli(["outline", "session-store.ts", "--root", ROOT, "--json"]);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(validateOutline(c)).toStrictEqual([]);
    expect(c.slicer).toBe("outline");
    expect(c.cap_estimated_tokens).toBe(2048);
    expect(c.file).toBe("session-store.ts");
  });

  it("answers failures as JSON with exit 3 and usage errors with exit 2", async () => {
    const outside = await cli(["outline", "../secret.ts", "--root", ROOT]);
    expect(outside.code).toBe(3);
    expect(JSON.parse(outside.stdout).failure).toBe("path_outside_root");
    expect((await cli(["outline", "--root", ROOT])).code).toBe(2);
    expect((await cli(["outline", "a.ts", "--cap", "-4"])).code).toBe(2);
    expect((await cli(["outline", "a.ts", "--bogus"])).code).toBe(2);
    const zero = await cli(["outline", "session-store.ts", "--root", ROOT, "--cap", "0"]);
    expect(zero.code).toBe(3);
    expect(JSON.parse(zero.stdout).failure).toBe("invalid_request");
  });
});
