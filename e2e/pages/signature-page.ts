import type { Locator } from "playwright-core";
import { AuthPage } from "./auth-page";

export type SignatureFieldValues = Partial<Record<"name" | "title" | "company" | "phone" | "email" | "web" | "address", string>>;

/** The e-mail signature maker (/signature): fields, logo, layout, live preview, saved signatures, copy as rich text. */
export class SignaturePage extends AuthPage {
  get preview(): Locator {
    return this.page.getByTestId("signature-preview");
  }

  get items(): Locator {
    return this.page.getByTestId("signature-item");
  }

  async open(): Promise<void> {
    await this.goto("/signature?lang=en");
    await this.page.getByTestId("signature-page").waitFor();
  }

  async fill(values: SignatureFieldValues): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.page.locator(`.sig-form input[name="${name}"]`).fill(value ?? "");
  }

  /** Picks the first of My logos (waits for the list) and answers its name. */
  async chooseFirstLogo(): Promise<string> {
    const option = this.page.locator('.sig-form select[name="logo"] option:not([value=""])').first();
    await option.waitFor({ state: "attached" });
    const value = (await option.getAttribute("value")) ?? "";
    await this.page.locator('.sig-form select[name="logo"]').selectOption(value);
    return (await option.textContent()) ?? "";
  }

  async chooseLayout(layout: "classic" | "stacked" | "compact"): Promise<void> {
    await this.page.locator(`.sig-form input[name="layout"][value="${layout}"]`).check();
  }

  /** Saves and waits until the list shows one more signature. */
  async save(): Promise<void> {
    const before = await this.items.count();
    await this.page.getByTestId("signature-save").click();
    await this.items.nth(before).waitFor();
  }

  /**
   * 'Copy signature' on the `index`th saved signature, then reads the clipboard back as the page
   * wrote it: the text/html part (and text/plain beside it). Grants the clipboard to the page first.
   */
  async copySignature(index = 0): Promise<{ html: string; text: string }> {
    await this.page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: this.baseURL });
    await this.page.bringToFront();
    await this.items.nth(index).getByTestId("signature-copy").click();
    await this.page.getByText("Copied. Paste it into your mail program's signature settings.").waitFor();
    const read = `(async () => {
      const [item] = await navigator.clipboard.read();
      return { html: await (await item.getType("text/html")).text(), text: await (await item.getType("text/plain")).text() };
    })()`;
    return this.page.evaluate(read) as Promise<{ html: string; text: string }>;
  }
}
