import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { EditorPage } from "../pages/editor-page";
import { SignaturePage } from "../pages/signature-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("e-mail signatures", () => {
  const browser = useBrowser();

  it("a new user makes a signature with their logo, sees it live, saves it, copies it as rich text, and logout clears the list", async () => {
    const { page, errors } = await browser.newPage();
    const app = new SignaturePage(page, browser.baseURL);
    await app.signInNewUser(unique("signature"));
    await new EditorPage(page, browser.baseURL).saveClassicLogo("Harbor & Pine", "marine supplies");

    await app.open();
    await app.fill({
      name: "Ada <Lovelace>",
      title: "Founder",
      company: "Harbor & Pine",
      email: "ada@example.com",
      phone: "+1 555 010 2030",
      web: "harbor.example",
    });
    expect(await app.chooseFirstLogo()).toContain("Harbor");
    await app.chooseLayout("stacked");
    // The live preview is the generator's HTML: escaped values, the logo as an image with its size.
    await expect.poll(() => app.preview.locator("img").count()).toBe(1);
    expect(await app.preview.textContent()).toContain("Ada <Lovelace>");
    await app.save();

    const copied = await app.copySignature(0);
    expect(copied.html).toContain("Ada &lt;Lovelace&gt;");
    expect(copied.html).not.toMatch(/<style|<link|\sclass=/i);
    expect(copied.html).toMatch(/<img [^>]*src="https?:\/\/[^"]+\/oss\/signatures\/\d+\/[\w-]+\.png"[^>]* width="\d+" height="\d+"/);
    expect(copied.text).toContain("ada@example.com");
    await screenshot(page, "signature-maker");

    await app.logout();
    // Logout empties the cached lists: the page asks to sign in and shows no signature.
    await app.goto("/signature?lang=en");
    await page.getByTestId("signature-signed-out").waitFor();
    expect(await app.items.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
