import type { Locator } from "playwright-core";
import { AuthPage } from "./auth-page";

/** The contact and help dialog (opened from the footer) and the admins' contact messages page. */
export class ContactPage extends AuthPage {
  footerLink(type: "contact-us" | "affiliate" | "api" | "withdraw"): Locator {
    return this.page.getByTestId(`contact-link-${type}`);
  }

  modeDialog(mode: "contact-us" | "withdraw" | "affiliate" | "api"): Locator {
    return this.page.getByTestId(`contact-dialog-${mode}`);
  }

  field(name: string): Locator {
    return this.dialog.locator(`#contact-${name}`);
  }

  get sendButton(): Locator {
    return this.page.getByTestId("contact-send");
  }

  /** Clicks Send and waits for a toast with exactly this text. */
  async sendExpecting(text: string): Promise<void> {
    await this.sendButton.click();
    await this.toasts.filter({ hasText: text }).first().waitFor();
  }

  /** The width of the open dialog's panel in CSS pixels. */
  async dialogWidth(): Promise<number> {
    return this.evaluate<number>("document.querySelector('[role=dialog]').getBoundingClientRect().width");
  }

  async openAdminMessages(): Promise<void> {
    await this.page.getByRole("button", { name: "Account menu" }).click();
    await this.page.getByTestId("contact-messages-link").click();
    await this.page.getByTestId("contact-admin").waitFor();
  }

  get adminRows(): Locator {
    return this.page.getByTestId("contact-admin-row");
  }
}
