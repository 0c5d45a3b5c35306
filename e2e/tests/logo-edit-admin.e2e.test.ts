import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { useAdminServer } from "../harness/own-server";
import { IconDesignPage } from "../pages/icon-design-page";

/** The icon design modal's admin edit mode of Change to style; its own server makes an admin (ADMIN_EMAILS). */
describe("icon design modal, admin", () => {
  const browser = useBrowser();
  const server = useAdminServer("style-admin");
  const { adminEmail } = server;

  it("an admin removes a sample style on a desktop and saves the style data; Cancel keeps everything", async () => {
    const { page, errors } = await browser.newPage();
    const app = new IconDesignPage(page, server.baseURL);
    await app.signInNewUser(adminEmail);
    await app.openFirstResult("a harbour bakery");
    await app.modalButton("AI Edit").click();
    await app.modalButton("Change to style").click();
    const dialog = page.getByRole("dialog", { name: "Change to style" });
    const samples = page.getByTestId("style-grid").locator(".idm-style-item");
    await expect.poll(() => samples.count()).toBeGreaterThan(4);
    const before = await samples.count();
    const firstSrc = await samples.first().locator("img").getAttribute("src");

    // Cancel leaves edit mode without saving.
    await dialog.getByRole("button", { name: "Edit", exact: true }).click();
    await samples
      .first()
      .getByRole("button", { name: /^Remove this style/ })
      .click();
    expect(await samples.count()).toBe(before - 1);
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    expect(await samples.count()).toBe(before);

    await dialog.getByRole("button", { name: "Edit", exact: true }).click();
    await samples
      .first()
      .getByRole("button", { name: /^Remove this style/ })
      .click();
    await screenshot(page, "logo-edit-7-styles-admin-desktop");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => app.toasts.first().textContent()).toContain("Success");
    await expect.poll(() => samples.count()).toBe(before - 1);
    const data = (await (await page.request.get(`${server.baseURL}/oss/ai-logo-style/data.json`)).json()) as { groups: { items: { src: string }[] }[] };
    const srcs = data.groups.flatMap((group) => group.items.map((item) => item.src));
    expect(srcs).toHaveLength(before - 1);
    expect(srcs).not.toContain(firstSrc);
    expect(errors).toEqual([]);
  });
});
