import { centerFiles } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { uniqueEmail as unique, useAdminServer } from "../harness/own-server";
import { DownloadCenterPage } from "../pages/download-center-page";

/**
 * The one download center's rules (issue 17; spec 03 sections 4 and 6) in Chromium: a visitor is
 * asked to sign in; the owner of an unbought logo gets the payment prompt and each file's upgrade
 * message, then Basic's two files; an admin sees everything open, makes a user a designer on
 * /designer; the designer sees everything open too and answers the owner's designer-fix order.
 * The logo is an AI maker result until the classic maker's saved logos reach this page.
 */
describe("download center rules for visitors, owners, admins and designers", () => {
  const browser = useBrowser();
  const server = useAdminServer("dl-admin");
  const { adminEmail } = server;

  it("visitor: sign in; owner: pay or upgrade; admin and designer: everything; the designer answers the fix", async () => {
    const { page, errors } = await browser.newPage();
    const owner = new DownloadCenterPage(page, server.baseURL);
    await owner.signInNewUser(unique("dl-owner"));
    await owner.makeLogos("a coffee shop");
    const designId = await owner.newestDesignId();
    // Every file row open, and the custom size form (its two files) instead of locked rows.
    const everything = centerFiles.filter((file) => file.feature !== "customSize").map((file) => file.id);
    await owner.open(designId);

    // Not bought: nothing open, each file says which package brings it, the packages can be bought.
    expect(await owner.allowedFiles()).toEqual([]);
    expect(await owner.file("png-800").getByTestId("dc-file-upgrade").textContent()).toBe("Buy the Basic package to download JPG and PNG at 800 × 600.");
    expect(await page.getByTestId("dc-offer-buy").count()).toBeGreaterThan(0);
    await owner.buyPackage("package-basic", designId);
    const fix = await owner.buyPackage("designer-fix", designId, undefined, { request: "Make the cup a little larger" });
    await owner.open(designId);
    expect(await owner.allowedFiles()).toEqual(["jpg-800", "png-800"]);
    expect(await owner.file("svg").getByTestId("dc-file-upgrade").textContent()).toContain(
      "Vector files (SVG, EPS, PDF) for print come with the Professional package",
    );
    expect(await page.getByTestId("dc-offer-buy").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    // A visitor is asked to sign in first.
    const visitor = await browser.newPage();
    await visitor.page.goto(`${server.baseURL}/download?logo=${encodeURIComponent(designId)}&lang=en`);
    await visitor.page.getByText("Sign in to see your logo's files.").waitFor();

    // The designer-to-be signs in once (a grant needs the account).
    const designerEmail = unique("dl-designer");
    const designerTab = await browser.newPage();
    const designer = new DownloadCenterPage(designerTab.page, server.baseURL);
    await designer.signInNewUser(designerEmail);

    const adminTab = await browser.newPage();
    const admin = new DownloadCenterPage(adminTab.page, server.baseURL);
    await admin.signInNewUser(adminEmail);
    await admin.open(designId);
    expect(await admin.allowedFiles()).toEqual(everything);
    expect(await adminTab.page.getByTestId("dc-custom").count()).toBe(1);
    expect(await adminTab.page.getByText("only the owner of this logo can upgrade the package").count()).toBeGreaterThan(0);
    await admin.goto("/designer?lang=en");
    await adminTab.page.getByTestId("designer-admin-email").fill(designerEmail);
    await adminTab.page.getByTestId("designer-admin-grant").click();
    await adminTab.page.getByText(`${designerEmail} is now a designer.`).waitFor();

    await designer.open(designId);
    expect(await designer.allowedFiles()).toEqual(everything);
    await designer.goto("/designer?lang=en");
    const order = designerTab.page.locator(`[data-testid="designer-order"][data-order="${fix.orderId}"]`);
    await order.waitFor();
    expect(await order.textContent()).toContain("Make the cup a little larger");
    await order.getByTestId("designer-answer-status").selectOption("revision");
    await order.getByTestId("designer-answer-reply").fill("The cup is larger now: see your download center.");
    await order.getByTestId("designer-answer-send").click();
    await expect.poll(() => order.getByTestId("designer-revisions").textContent()).toBe("Revisions: 1 of 3");
    await screenshot(designerTab.page, "designer-orders");
    expect([...designerTab.errors, ...adminTab.errors]).toEqual([]);
  });
});
