import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response JSON freely
type Json = { code: number; data: any; msg: string; error?: string };

describe("users and roles", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off" });
  });
  afterAll(() => ctx.close());

  const call = async (method: "GET" | "POST" | "DELETE", url: string, headers: Record<string, string> = {}, payload?: object) => {
    const response = await ctx.app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.json() as Json };
  };

  it("answers GET /api/user with null for a visitor and every spec field for a user", async () => {
    expect((await call("GET", "/api/user")).body.data).toBeNull();
    const vipEnds = new Date("2030-01-01T00:00:00Z");
    const { headers, user } = await signIn(ctx, { aiCredits: 12, vip: true, vipEndsAt: vipEnds, designerType: 2, stripeMerchant: 1 });
    const me = (await call("GET", "/api/user", headers)).body.data;
    expect(me).toMatchObject({
      id: user.id,
      ai_credits: 12,
      vip: true,
      super_vip: false,
      vip_ends_at: vipEnds.toISOString(),
      is_admin: false,
      stripeMerchant: 1,
      blacklist: null,
      hasIcon: false,
      designer_type: 2,
      credits: 0,
      freeCredits: 0,
    });
  });

  it("gives a non-admin 403 on the blacklist route, and a visitor 401", async () => {
    const target = await signIn(ctx);
    const other = await signIn(ctx);
    const denied = await call("POST", `/api/user/blacklist/${target.user.id}`, other.headers);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe("FORBIDDEN");
    expect((await call("POST", `/api/user/blacklist/${target.user.id}`)).status).toBe(401);
  });

  it("lets an admin blacklist a user, who then cannot sign in by any path", async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const target = await signIn(ctx);
    await ctx.app.inject({ method: "POST", url: "/api/register", payload: { email: `pw.${target.user.email}`, password: "password one" } });
    const withPassword = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, `pw.${target.user.email}`));
    const done = await call("POST", `/api/user/blacklist/${target.user.id}`, admin.headers);
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe("Succeed");
    expect((await call("POST", `/api/user/blacklist/${withPassword[0]?.id}`, admin.headers)).status).toBe(200);

    // Their live session ends, and every way back in is refused.
    expect((await call("POST", "/api/user/profile", target.headers, { name: "x" })).status).toBe(401);
    const link = await call("POST", "/api/auth/sign-in/request", {}, { email: target.user.email ?? "", gtoken: "" });
    expect(link.status).toBe(403);
    expect(link.body.error).toBe("BLACKLISTED");
    const login = await call("POST", "/api/login", {}, { email: `pw.${target.user.email}`, password: "password one" });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe("BLACKLISTED");
    expect((await call("POST", `/api/user/blacklist/${admin.user.id}`, admin.headers)).status).toBe(400);
    expect((await call("POST", "/api/user/blacklist/99999999", admin.headers)).status).toBe(404);
  });

  it("tells a user their designer type; others need to be admin", async () => {
    const designer = await signIn(ctx, { designerType: 3 });
    const other = await signIn(ctx);
    expect((await call("GET", `/api/getUserDesignerType/${designer.user.id}`, designer.headers)).body.data).toEqual({ designer_type: 3 });
    expect((await call("GET", `/api/getUserDesignerType/${designer.user.id}`, other.headers)).status).toBe(403);
  });

  it("changes the name and uploads an avatar, refusing what every other upload refuses with the same messages", async () => {
    const { headers } = await signIn(ctx);
    expect((await call("POST", "/api/user/profile", headers, { name: "  Ada  " })).body.data.name).toBe("Ada");
    expect((await call("POST", "/api/user/profile", headers, { name: "   " })).status).toBe(400);

    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const upload = async (bytes: Buffer, type: string) => {
      const boundary = "----studio-test";
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\nContent-Type: ${type}\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/user/avatar",
        headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      return { status: response.statusCode, body: response.json() as Json };
    };
    const ok = await upload(png, "image/png");
    expect(ok.status).toBe(200);
    const avatar = ok.body.data.avatar as string;
    expect(avatar).toMatch(/^\/oss\/avatars\/\d+-[0-9a-f]+\.webp$/);
    const served = await ctx.app.inject({ method: "GET", url: avatar });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);

    // The image check of the other uploads: the bytes decide, not the declared type.
    const unreadable = { status: 415, error: "IMAGE_UNREADABLE", msg: "This file cannot be read as a PNG, JPG, WebP or GIF image, please upload again" };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>');
    const tiff = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ff0000" } })
      .tiff()
      .toBuffer();
    const heif = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#00ff00" } })
      .heif({ compression: "av1" })
      .toBuffer();
    for (const [label, bytes] of [
      ["text", Buffer.from("not an image")],
      ["svg", svg],
      ["tiff", tiff],
      ["heif", heif],
    ] as const) {
      const refused = await upload(bytes, "image/png");
      expect({ status: refused.status, error: refused.body.error, msg: refused.body.msg }, label).toEqual(unreadable);
    }
    const huge = await sharp({ create: { width: 4097, height: 4097, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload(huge, "image/png")).body).toMatchObject({
      error: "IMAGE_TOO_LARGE",
      msg: "Image size cannot exceed 4096x4096 pixels, please upload again",
    });
    const tooBig = await upload(Buffer.alloc(25 * 1024 * 1024 + 10, 1), "image/png");
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ error: "PAYLOAD_TOO_LARGE", msg: "Image file size cannot exceed 25MB, please upload again" });
    // Nothing refused replaced the avatar.
    expect((await call("GET", "/api/user", headers)).body.data.avatar).toBe(avatar);
  });

  it("deletes an account and revokes its sessions (the row stays only as an anonymous tombstone)", async () => {
    const { headers, user } = await signIn(ctx);
    expect((await call("DELETE", "/api/user", headers)).status).toBe(200);
    expect((await call("POST", "/api/user/profile", headers, { name: "x" })).status).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: null, name: "" });
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});

describe("ADMIN_EMAILS", () => {
  it("makes listed users admins at start-up and when they first sign in", async () => {
    const existing = `boss.${process.pid}.${Date.now()}@example.test`;
    const later = `later.${existing}`;
    const ctx = await createTestApp({ captcha: "off", adminEmails: [existing, later] });
    // The app is built but not started: this user exists before start-up.
    const made = await signIn(ctx, { email: existing });
    expect(made.user.isAdmin).toBe(false);
    await ctx.app.ready();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, made.user.id));
    expect(row?.isAdmin).toBe(true);
    const signedUp = await ctx.app.inject({ method: "POST", url: "/api/register", payload: { email: later, password: "long enough" } });
    expect((signedUp.json() as Json).data.user.is_admin).toBe(true);
    const notListed = await ctx.app.inject({ method: "POST", url: "/api/register", payload: { email: `x.${existing}`, password: "long enough" } });
    expect((notListed.json() as Json).data.user.is_admin).toBe(false);
    await ctx.close();
  });
});
