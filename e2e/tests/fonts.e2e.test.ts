import { describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { uniqueEmail as unique, useAdminServer } from "../harness/own-server";
import { FontsPage } from "../pages/fonts-page";
import { boxesOpenType, sampleTrueType } from "../../apps/server/src/modules/fonts/sample-fonts.fixture";

/** Its own server, so an admin can be named (ADMIN_EMAILS). */
describe("fonts: the admin's catalogue page and a user's own font", () => {
  const browser = useBrowser();
  const server = useAdminServer("font-admin");
  const { adminEmail } = server;

  it("an admin opens Fonts from the avatar menu and uploads a font file into a category, which the catalogue then lists", async () => {
    const { page, errors } = await browser.newPage();
    const app = new FontsPage(page, server.baseURL);
    await app.signInNewUser(adminEmail);
    await app.openAdminFromMenu();
    await app.category("Serif").getByText("lora-600").waitFor();
    await app.uploadInto("Serif", "house.otf", boxesOpenType("House Boxes"));
    await app.category("Serif").getByText("House Boxes").waitFor();
    const catalogue = (await (await page.request.get(`${server.baseURL}/api/fontsByCategory`)).json()) as {
      data: { slug: string; fonts: { id: string; font_family: string; font_url: string }[] }[];
    };
    const added = catalogue.data.find((group) => group.slug === "serif")?.fonts.find((font) => font.font_family === "House Boxes");
    expect(added?.id).toMatch(/^font-\d+$/);
    expect((await page.request.get(`${server.baseURL}${added?.font_url}`)).status()).toBe(200);
    expect(errors).toEqual([]);
  });

  it("a user uploads a TTF, saves it, and only that user gets its file", async () => {
    const owner = await browser.newPage();
    const app = new FontsPage(owner.page, server.baseURL);
    await app.signInNewUser(unique("font-owner"));
    const uploaded = await app.uploadOwnFont("Brand.ttf", sampleTrueType());
    expect(uploaded.status).toBe(200);
    const id = uploaded.body.data?.id;
    const csrf = (await owner.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const saved = await owner.page.request.post(`${server.baseURL}/api/user/fonts/${id}/save`, { data: {}, headers: { "x-csrf-token": csrf } });
    const url = ((await saved.json()) as { data: { font_url: string } }).data.font_url;
    expect((await owner.page.request.get(`${server.baseURL}${url}`)).headers()["content-type"]).toBe("font/ttf");
    const refused = await app.uploadOwnFont("notes.ttf", Buffer.from("just some words, not a font"));
    expect(refused.status).toBe(415);

    const stranger = await browser.newPage();
    const other = new FontsPage(stranger.page, server.baseURL);
    await other.signInNewUser(unique("font-stranger"));
    const list = (await (await stranger.page.request.get(`${server.baseURL}/api/user/fonts`)).json()) as { data: { list: unknown[] } };
    expect(list.data.list).toEqual([]);
    expect((await stranger.page.request.get(`${server.baseURL}${url.split("?")[0]}`)).status()).toBe(404);
  });
});
