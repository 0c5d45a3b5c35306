import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { CreationsPage } from "../pages/creations-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("a failed generation's refund", () => {
  const browser = useBrowser();

  it("shows in the credit history right under the spend it returns (en, then zh)", async () => {
    const { page, errors } = await browser.newPage();
    const app = new CreationsPage(page, browser.baseURL);
    await app.signInNewUser(unique("refund"));
    // A logo (4 credits), then an AI Edit of it with words the built-in designer cannot use: the
    // edit task fails on the server and its 4 credits come back.
    const logo = await app.generate({ prompt: "a bakery", brief: { name: "Crumb" }, nVariants: 1 }, "/api/ai-design/ai-logo/4o-image/generate-image");
    expect(logo.status).toBe("SUCCESS");
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const submitted = await page.request.post(`${browser.baseURL}/api/ai-design/4o-image/edit-image`, {
      data: { image: logo.resultUrls[0], prompt: "qwzx blorf" },
      headers: { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" },
    });
    const editId = ((await submitted.json()) as { data: string }).data;
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`${browser.baseURL}/api/ai-design/4o-image/result/${editId}`)).json()) as { data: { status: string } }).data.status,
        { timeout: 30_000 },
      )
      .toBe("GENERATE_FAILED");

    await app.goto("/credits?lang=en");
    await page.getByTestId("credit-history").waitFor();
    // Sign-up bonus, the logo's spend, the edit's spend and, right under it, its refund.
    await expect.poll(() => app.rows.count()).toBe(4);
    const cells = async (row: number) => (await app.rows.nth(row).locator("td").allTextContents()).map((text) => text.trim());
    const [, spendKind, spendFor, spendAmount] = await cells(0);
    expect(spendKind).toContain("Refunded");
    expect(spendFor).toContain(editId);
    expect(spendAmount).toBe("-4");
    const [, refundKind, , refundAmount, refundBalance] = await cells(1);
    expect(refundKind).toContain("the spend above was not charged");
    expect(refundAmount).toBe("+4");
    expect(refundBalance).toContain("20");
    expect(await app.rows.nth(1).getAttribute("data-refund-of")).not.toBeNull();
    await screenshot(page, "credits-refund-pair");

    await app.goto("/credits?lang=zh");
    await expect.poll(() => app.rows.nth(1).textContent()).toContain("上一行的扣费未收取");
    expect(errors).toEqual([]);
  });
});
