import { describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { useAdminServer } from "../harness/own-server";
import { LogoApiPage } from "../pages/logo-api-page";

const PNG = [0x89, 0x50, 0x4e, 0x47];

/**
 * The logo API (issue 23) in Chromium against the real server: an admin issues a key on the admin
 * page (shown once), a partner's server gets 8 logos as URLs and 4 as base64 PNGs with it, the
 * partner page shows the month's usage by the key, and once the admin revokes it the key gets 401.
 */
describe("logo API keys and pages", () => {
  const browser = useBrowser();
  const server = useAdminServer("logo-api-admin");
  const { adminEmail } = server;

  it("issues a key on the admin page, serves logos by it, shows its usage to the partner, and refuses it once revoked", async () => {
    const { page, errors } = await browser.newPage();
    const app = new LogoApiPage(page, server.baseURL);
    await app.signInNewUser(adminEmail);
    const key = await app.issueKey("E2E partner");
    expect(key).toMatch(/^lk_/);

    const urls = await app.callApi(key, "name=Harbor%20Coffee&format=2&size=8");
    expect(urls.status).toBe(200);
    expect(urls.body.data.logos).toHaveLength(8);
    const file = await app.fetchImage(urls.body.data.logos[0]?.image ?? "");
    expect(file.status).toBe(200);
    expect(file.type).toBe("image/png");
    expect([...file.bytes.subarray(0, 4)]).toEqual(PNG);
    const inline = await app.callApi(key, "name=Harbor%20Coffee&format=1&size=4");
    expect(inline.body.data.logos.map((logo) => logo.image.slice(0, 22))).toEqual(Array(4).fill("data:image/png;base64,"));

    expect(await app.partnerMonth(key)).toBe("2 calls, 12 logos");

    await app.goto("/admin/logo-api?lang=en");
    expect(await app.keyRow("E2E partner").getByTestId("logo-api-key-month").textContent()).toContain("2 of 10000 calls, 12 logos");
    // The list shows the key's prefix only: the key itself was shown once.
    expect(await page.content()).not.toContain(key);
    await app.revoke("E2E partner");
    expect((await app.callApi(key, "name=Harbor%20Coffee&format=1")).status).toBe(401);
    expect(errors).toEqual([]);
  }, 180_000);
});
