import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { uniqueEmail as unique, useAdminServer } from "../harness/own-server";
import { ShowcasePage } from "../pages/showcase-page";

/**
 * The logo maker's admin tools (spec 02 sections 2, 4, 6, 8). This file runs its own server so an
 * admin can be made the way an operator does it: ADMIN_EMAILS, applied when that address signs in.
 */
describe("admin showcase", () => {
  const browser = useBrowser();
  const server = useAdminServer("admin");
  const { adminEmail } = server;

  it("an admin features another user's logo, edits its Image alt, tests it, blacklists the user (who can no longer sign in); not on a phone", async () => {
    const maker = await browser.newPage();
    const user = new ShowcasePage(maker.page, server.baseURL);
    const userEmail = unique("maker");
    await user.signInNewUser(userEmail);
    const name = `Aurora Bakery ${Math.floor(Math.random() * 1e5)}`;
    expect((await user.makeLogo(name)).status).toBe("SUCCESS");

    const { page, errors } = await browser.newPage();
    // A fresh install has no logo style data yet (the logo maker then works without samples).
    await page.route("**/oss/ai-logo-style/data.json*", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ groups: [] }) }));
    const admin = new ShowcasePage(page, server.baseURL);
    await admin.signInNewUser(adminEmail);
    await admin.openShowcase();
    expect(await admin.tab("All").getAttribute("aria-selected")).toBe("true");

    // All: the logo with its owner's widget; the thumbnail is the processed 400 px copy.
    const card = admin.card(name);
    await card.waitFor();
    const widget = card.getByTestId("showcase-user");
    expect(await widget.textContent()).toContain(userEmail);
    expect(await widget.textContent()).toContain("Not a designer");
    const thumb = await card
      .getByRole("button", { name: /^Preview/ })
      .locator("img")
      .getAttribute("src");
    // An admin's records carry signed links: the clean 400 px copy (the public one has a mark burnt in).
    expect(thumb).toMatch(/^\/oss\/ai-images\/[^?]+\?exp=\d+&sig=[\w-]+&w=400&format=webp$/);
    const variant = await page.request.get(`${server.baseURL}${thumb ?? ""}`);
    expect([variant.status(), variant.headers()["content-type"]]).toEqual([200, "image/webp"]);

    // Star: featured, 'Successfully'.
    await card.getByTestId("showcase-star").click();
    await admin.toast("Successfully");
    await expect.poll(() => card.getByTestId("showcase-star").getAttribute("aria-pressed")).toBe("true");

    // 'Image alt': the featured prompt, edited in place.
    const alt = `${name} gold wheat emblem`;
    await card.getByTestId("showcase-alt").click();
    await card.getByTestId("showcase-alt-input").fill(alt);
    await card.getByTestId("showcase-alt-save").click();
    await expect.poll(() => admin.card(alt).count()).toBe(1);
    await screenshot(page, "admin-showcase-all-desktop", { fullPage: false });

    // Featured: the sample with its new prompt.
    await admin.tab("Featured").click();
    await admin.card(alt).waitFor();
    expect(await admin.card(alt).getByTestId("showcase-user").count()).toBe(0);
    await screenshot(page, "admin-showcase-featured-desktop", { fullPage: false });

    // The preview in maker mode: large (600 px copy) with its prompt, and into the logo maker.
    await admin
      .card(alt)
      .getByRole("button", { name: /^Preview/ })
      .click();
    const preview = page.getByTestId("showcase-preview");
    await preview.waitFor();
    expect(await preview.textContent()).toContain(alt);
    expect(await preview.locator("img").getAttribute("src")).toMatch(/&w=600&format=webp$/);
    // Someone else's logo cannot be edited by the admin, so it does not open in the icon design modal.
    expect(await page.getByTestId("showcase-open-design").count()).toBe(0);
    await screenshot(page, "admin-showcase-preview-desktop", { fullPage: false });
    await page.getByTestId("showcase-open-maker").click();
    // A showcase prompt describes an AI logo: it opens the AI wizard (/generate is the classic maker's name entry since issue 17).
    await expect.poll(() => new URL(page.url()).pathname).toBe("/logo-maker");
    await page.locator(".lm-bar-name").waitFor();
    expect(decodeURIComponent(new URL(page.url()).search)).toContain(alt);
    expect(await admin.overlay.count()).toBe(0);

    // Reopened, the overlay starts on All again.
    await admin.openShowcase();
    expect(await admin.tab("All").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Escape");
    await admin.overlay.waitFor({ state: "detached" });

    // 'test for admin': edit the sample's prompt and run it (a real task on the admin's credits).
    await admin.openAccountMenu();
    await admin.testLink.click();
    const panel = page.getByTestId("admin-test-panel");
    await panel.waitFor();
    const sample = panel.getByTestId("test-sample").first();
    expect(await sample.getByTestId("test-prompt").inputValue()).toBe(alt);
    await sample.getByTestId("test-prompt").fill(`${name} minimal`);
    await sample.getByTestId("test-run").click();
    await sample.getByTestId("test-result").waitFor({ timeout: 60_000 });
    await expect.poll(() => admin.evaluate<number>("document.querySelector('[data-testid=test-result]')?.naturalWidth ?? 0")).toBeGreaterThan(0);
    await screenshot(page, "admin-test-panel-desktop", { fullPage: false });
    await page.keyboard.press("Escape");

    // The admin's own logo opens in the icon design modal, the showcase closing behind it.
    const own = `Admin Studio ${Math.floor(Math.random() * 1e5)}`;
    expect((await admin.makeLogo(own)).status).toBe("SUCCESS");
    await admin.openShowcase();
    await admin
      .card(own)
      .getByRole("button", { name: /^Preview/ })
      .click();
    await page.getByTestId("showcase-open-design").click();
    const designModal = page.getByTestId("icon-design-modal");
    await designModal.waitFor();
    expect(await admin.overlay.count()).toBe(0);
    await screenshot(page, "admin-showcase-icon-modal-desktop", { fullPage: false });
    await designModal.getByRole("button", { name: "Close" }).click();
    await designModal.waitFor({ state: "detached" });

    // Blacklist from the user widget: confirm, 'Waiting please...', 'Succeed'.
    await admin.openShowcase();
    const owned = admin.card(alt);
    await owned.getByTestId("blacklist-button").click();
    const confirm = page.getByRole("dialog", { name: "Blacklist user" });
    await confirm.getByRole("button", { name: "OK" }).click();
    await admin.toast("Succeed");
    await owned.getByTestId("showcase-blacklisted").waitFor();

    // The blacklisted user's next sign-in request is refused.
    await user.goto("/?lang=en");
    await user.visitorAvatar.waitFor();
    await user.openLoginPanel();
    await maker.page.locator("#auth-email").fill(userEmail);
    await maker.page.getByRole("button", { name: "Continue with e-mail" }).click();
    await maker.page.getByRole("alert").filter({ hasText: "This account has been blocked." }).waitFor();

    // Admin remove of anyone's logo: 'Sure to remove?'.
    await owned.getByTestId("showcase-remove").click();
    await page.getByRole("dialog", { name: "Sure to remove?" }).waitFor();
    await page.getByTestId("showcase-remove-confirm").click();
    await admin.toast("Successfully");
    await expect.poll(() => admin.card(alt).count()).toBe(0);
    await page.keyboard.press("Escape");
    expect(errors).toEqual([]);

    // Desktop only: on a phone-wide window the admin entries are gone.
    await page.setViewportSize(phone);
    await admin.openAccountMenu();
    await page.getByTestId("creations-link").waitFor();
    expect(await admin.showcaseLink.count()).toBe(0);
    expect(await admin.testLink.count()).toBe(0);
  });

  it("a non-admin does not see the admin entries", async () => {
    const { page } = await browser.newPage();
    const app = new ShowcasePage(page, server.baseURL);
    await app.signInNewUser(unique("plain"));
    await app.openAccountMenu();
    await page.getByTestId("creations-link").waitFor();
    expect(await app.showcaseLink.count()).toBe(0);
    expect(await app.testLink.count()).toBe(0);
  });
});
