import { envelopeSchema, outboxSchema, type OutboxMessage } from "@studio/contracts";
import type { Locator } from "playwright-core";
import { AppPage } from "./app-page";

/** The header's avatar menu, the login panel and the development mailbox. */
export class AuthPage extends AppPage {
  get visitorAvatar(): Locator {
    return this.page.getByTestId("visitor-avatar");
  }

  get avatarMenu(): Locator {
    return this.page.getByTestId("avatar-menu");
  }

  get loginPanel(): Locator {
    return this.page.getByTestId("login-panel");
  }

  async openLoginPanel(): Promise<void> {
    await this.visitorAvatar.click();
    await this.loginPanel.waitFor();
  }

  async requestEmailLink(email: string): Promise<void> {
    await this.page.locator("#auth-email").fill(email);
    await this.page.getByRole("button", { name: "Continue with e-mail" }).click();
    await this.page.getByTestId("magic-link-sent").waitFor();
  }

  /** The newest message to this address, read from GET /api/dev/outbox (the /dev/mailbox data). */
  async lastMessage(email: string): Promise<OutboxMessage & { link: string; code: string }> {
    const response = await this.page.request.get(`${this.baseURL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    // Read with the server's own schema: a changed outbox answer fails here, not in a regex below.
    const body = envelopeSchema(outboxSchema).parse(await response.json());
    const message = body.data[0];
    if (!message) throw new Error(`no message to ${email}`);
    const link = /https?:\/\/\S+#signin=[\w-]+/.exec(message.text)?.[0] ?? "";
    const code =
      /\b(\d{6})\b/.exec(
        message.text
          .split("\n")
          .filter((line) => /\d{6}\s*$/.test(line))
          .join("\n"),
      )?.[1] ?? "";
    return { ...message, link, code };
  }

  /**
   * The one sign-in preamble of the specs: a new user (any unused address) signs in on the English
   * home page through the real login panel and the e-mailed code, as a person would.
   */
  async signInNewUser(email: string): Promise<void> {
    await this.goto("/?lang=en");
    await this.openLoginPanel();
    await this.signInWithEmailCode(email);
  }

  /** From the open login panel: e-mails a sign-in, types the outbox's code and waits to be signed in. */
  async signInWithEmailCode(email: string): Promise<void> {
    await this.requestEmailLink(email);
    await this.page.getByRole("button", { name: "Enter the code instead" }).click();
    await this.page.getByTestId("auth-code-view").waitFor();
    await this.typeCode((await this.lastMessage(email)).code);
    await this.page.getByRole("button", { name: "Verify" }).click();
    await this.avatarMenu.waitFor();
  }

  /** The headers the app's client sends with a mutation: the session's CSRF token (double submit) and the XHR marker. */
  async apiHeaders(): Promise<Record<string, string>> {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    return { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" };
  }

  async logout(): Promise<void> {
    await this.page.getByRole("button", { name: "Account menu" }).click();
    await this.page.getByRole("menuitem", { name: "Log out" }).click();
    await this.page.getByTestId("confirm-logout").click();
    await this.visitorAvatar.waitFor();
  }

  async typeCode(code: string): Promise<void> {
    const boxes = this.page.getByTestId("code-input").locator("input");
    for (let i = 0; i < code.length; i += 1) await boxes.nth(i).fill(code[i] ?? "");
  }
}
