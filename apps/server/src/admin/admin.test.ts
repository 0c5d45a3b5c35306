import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createTestApp, signIn, type TestContext } from "../../test/helper";
import { adminCommands } from "./admin-commands";
import { runAdmin } from "./run-admin";

describe("admin CLI", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(argv, adminCommands, { config: ctx.config, database: ctx.database, out: (line) => lines.push(line) });
    return { code, output: lines.join("\n") };
  };

  it("grants and revokes the admin role by e-mail", async () => {
    const { user } = await signIn(ctx);
    const granted = await run("grant-admin", (user.email ?? "").toUpperCase());
    expect(granted.code).toBe(0);
    expect(granted.output).toContain("is now an administrator");
    expect((await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.isAdmin).toBe(true);
    expect((await run("revoke-admin", user.email ?? "")).code).toBe(0);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.isAdmin).toBe(false);
  });

  it("explains unknown users, bad arguments and unknown commands", async () => {
    expect(await run("grant-admin", "nobody@example.test")).toMatchObject({ code: 1, output: expect.stringContaining("must sign in once") });
    expect(await run("grant-admin")).toMatchObject({ code: 1, output: "usage: grant-admin <email>" });
    expect(await run("frobnicate")).toMatchObject({ code: 1, output: expect.stringContaining("Unknown command 'frobnicate'") });
    expect((await run("help")).output).toContain("grant-admin <email>");
  });
});
