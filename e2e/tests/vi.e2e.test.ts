import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { ViPage } from "../pages/vi-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
type Envelope<T> = { code: number; data: T };

describe("VI mockups", () => {
  const browser = useBrowser();

  it("a new user's logo on every VI scene at /vi/: saved as a VI card, downloads locked until Pro, then a scene's PNG", async () => {
    const { page, errors } = await browser.newPage();
    const app = new ViPage(page, browser.baseURL);
    await app.signInNewUser(unique("vi"));
    const designId = await app.saveLogo("Copper Finch", "coffee roasters");
    const faId = Number(designId.slice("logo:".length));

    await app.openVi();
    const widths = await app.previewWidths();
    expect(Object.keys(widths).sort()).toEqual(["Business card", "Envelope", "Letterhead", "Mug", "Shop sign", "Shopping bag", "Storefront"]);
    expect(new Set(Object.values(widths))).toEqual(new Set([640]));

    // Without the Brand package or Pro, the page says where the full pictures come from.
    expect(await page.getByTestId("vi-locked").textContent()).toContain("Brand package");
    expect(await page.getByTestId("vi-download-letterhead").count()).toBe(0);

    // The set without the storefront, saved: the VI card of the favourites list.
    await page.getByTestId("vi-include-storefront").uncheck();
    expect(await app.saveSet()).toBe("VI set saved.");
    const cards = (await (await page.request.get(`${browser.baseURL}/api/user/favourite?tab=vi&page=1`)).json()) as Envelope<{
      list: Array<{ fa_id: number; scenes: string[] }>;
      more: boolean;
    }>;
    expect(cards.data.list).toEqual([expect.objectContaining({ fa_id: faId, scenes: ["letterhead", "envelope", "businessCard", "mug", "bag", "sign"] })]);
    expect(cards.data.more).toBe(false);

    await app.buyPro();
    await app.openFromCenter(designId);
    const png = await app.downloadScene("letterhead");
    expect(png.name).toBe("copper-finch-vi-letterhead.png");
    const meta = await sharp(png.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1024, 768]);
    expect(await page.getByTestId("vi-download-all").getAttribute("href")).toBe(
      `/api/vi/logos/${faId}/zip?scenes=letterhead,envelope,businessCard,mug,bag,sign`,
    );
    expect(errors).toEqual([]);
  });
});
