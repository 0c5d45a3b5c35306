import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { startServer, type RunningServer } from "../harness/server";
import { ClassicMakerPage } from "../pages/classic-maker-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** Free logo by share (spec 03 section 9) in Chromium: the owner's poster dialog, then a visitor's like on the public page. */
describe("free logo by share", () => {
  const browser = useBrowser();

  it("the owner shares a saved logo (poster, link, likes of 20); a visitor likes it once", async () => {
    const { page, errors } = await browser.newPage();
    const owner = new ClassicMakerPage(page, browser.baseURL);
    await owner.goto("/?lang=en");
    await owner.openLoginPanel();
    await owner.signInWithEmailCode(unique("share-owner"));

    // A design of the list, saved as the maker's save button does (the maker's own walk is classic-maker.e2e).
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const headers = { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" };
    const list = await page.request.post(`${browser.baseURL}/api/getAllInfo`, {
      data: { name: "Harbor & Pine", industry: "marine supplies", page_size: 6 },
      headers,
    });
    const { svg, ...data } = ((await list.json()) as { data: { list: { svg: string; token: string; gradient: unknown }[] } }).data.list[0] ?? {
      svg: "",
      token: "",
      gradient: null,
    };
    const saved = await page.request.post(`${browser.baseURL}/api/user/favourite`, {
      data: { data, gradient: data.gradient, gtoken: data.token, svg },
      headers,
    });
    expect(saved.status()).toBe(200);

    await owner.goto("/favourites?tab=saved&lang=en");
    await owner.savedLogos.first().getByRole("button", { name: "Share" }).click();
    const poster = page.getByRole("img", { name: "Share poster of Harbor & Pine" });
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1080);
    const link = await page.getByLabel("Share link").inputValue();
    expect(link).toMatch(/\/share\/[A-Za-z0-9_-]{32}$/);
    expect(await page.getByText("0 of 20 likes").count()).toBe(1);

    const visitor = await browser.newPage();
    await visitor.page.goto(`${browser.baseURL}${new URL(link).pathname}?lang=en`);
    await visitor.page.getByRole("heading", { name: "Harbor & Pine" }).waitFor();
    await visitor.page.getByRole("button", { name: "Like" }).click();
    await visitor.page.getByText("1 of 20 likes").waitFor();
    expect(await visitor.page.getByRole("button", { name: "Liked" }).isDisabled()).toBe(true);
    await visitor.page.reload();
    expect(await visitor.page.getByRole("button", { name: "Liked" }).isDisabled()).toBe(true);

    // The owner's download page shares the same logo: the same link, the visitor's like counted.
    const faId = ((await saved.json()) as { data: { fa_id: number } }).data.fa_id;
    await owner.goto(`/download?logo=${faId}&lang=en`);
    await page.getByTestId("dc-share").click();
    expect(await page.getByLabel("Share link").inputValue()).toBe(link);
    await page.getByText("1 of 20 likes").waitFor();
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });
});

/** The cn site (SITE_VARIANT=cn) asks for a bound mobile before the share (spec 03 sections 2 and 6). */
describe("free logo by share on the cn site", () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SITE_VARIANT: "cn" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a user without a mobile binds one with the SMS code in the bind-mobile dialog, then gets the poster (30 likes)", async () => {
    const { page, errors } = await browser.newPage();
    const base = server.baseURL;
    // Signed in by the sandbox QR, as a messaging-app account has no mobile.
    await page.goto(`${base}/?lang=zh`);
    await page.getByTestId("visitor-avatar").click();
    const qr = page.getByTestId("qr-image");
    await qr.waitFor();
    const phone = await page.context().newPage();
    await phone.goto((await qr.getAttribute("data-url")) ?? "");
    await phone.getByRole("button", { name: "确认登录" }).click();
    await phone.getByRole("status").waitFor();
    await phone.close();
    await page.getByTestId("avatar-menu").waitFor({ timeout: 10_000 });

    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const headers = { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" };
    const list = await page.request.post(`${base}/api/getAllInfo`, { data: { name: "港湾松林", industry: "咖啡", page_size: 4 }, headers });
    const { svg, ...data } = ((await list.json()) as { data: { list: { svg: string; token: string; gradient: unknown }[] } }).data.list[0] ?? {
      svg: "",
      token: "",
      gradient: null,
    };
    const saved = await page.request.post(`${base}/api/user/favourite`, { data: { data, gradient: data.gradient, gtoken: data.token, svg }, headers });
    expect(saved.status()).toBe(200);

    await page.goto(`${base}/favourites?tab=saved&lang=zh`);
    await page.getByTestId("cm-saved-logo").first().getByRole("button", { name: "分享" }).click();
    const dialog = page.getByTestId("bind-mobile");
    await dialog.waitFor();
    const mobile = `135${String(Date.now()).slice(-8)}`;
    await page.getByTestId("bind-mobile-number").fill(mobile);
    await page.getByTestId("bind-mobile-send").click();
    await expect.poll(async () => (await page.getByTestId("bind-mobile-send").textContent()) ?? "").toMatch(/\d/);
    const outbox = await page.request.get(`${base}/api/dev/outbox?to=${mobile}`);
    const code = /(\d{6})/.exec(((await outbox.json()) as { data: { text: string }[] }).data[0]?.text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    await page.getByTestId("bind-mobile-code").fill(code);
    await page.getByTestId("bind-mobile-submit").click();
    // The share goes on: the poster and the cn site's threshold.
    await page.getByRole("img", { name: "港湾松林 的分享海报" }).waitFor();
    await page.getByText("已获 0 / 30 个赞").waitFor();
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
