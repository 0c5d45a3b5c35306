import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { AuthPage } from "../pages/auth-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("accounts", () => {
  const browser = useBrowser();

  it("a new visitor signs in with a magic link from the mailbox, sees the avatar menu, and logs out", async () => {
    const { page, errors } = await browser.newPage();
    const app = new AuthPage(page, browser.baseURL);
    await app.goto("/?lang=en");
    await app.visitorAvatar.waitFor();
    expect(await app.visitorAvatar.textContent()).toContain("Visitor");

    await app.openLoginPanel();
    // An empty e-mail is refused in the browser with the spec's words.
    await page.getByRole("button", { name: "Continue with e-mail" }).click();
    expect(await page.getByRole("alert").first().textContent()).toBe("Please enter your email");
    expect(await page.locator("#auth-email").getAttribute("type")).toBe("email");
    expect(await app.evaluate<string>("getComputedStyle(document.querySelector('[data-testid=auth-panel]')).height")).toBe("400px");

    const email = unique("link");
    await app.requestEmailLink(email);
    expect(await page.getByTestId("resend-link").isDisabled()).toBe(true);
    await screenshot(page, "accounts-link-sent");

    // The mailbox page a person would read shows the same message.
    const mailbox = await page.context().newPage();
    await mailbox.goto(`${browser.baseURL}/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(await mailbox.locator("article").count()).toBe(1);
    const { link } = await app.lastMessage(email);
    expect(link).toContain("#signin=");
    await mailbox.locator(`a[href*="#signin="]`).first().click();
    await mailbox.getByTestId("avatar-menu").waitFor();
    expect(await mailbox.getByTestId("toast").allTextContents()).toEqual([expect.stringContaining("Login successful")]);
    expect(new URL(mailbox.url()).hash).toBe("");
    expect(await mailbox.getByTestId("avatar-credits").textContent()).toMatch(/\d+ credits/);

    // The first tab learns about the session when it is looked at again.
    await page.bringToFront();
    await app.evaluate("document.dispatchEvent(new Event('visibilitychange'))");
    await app.avatarMenu.waitFor();
    expect(await app.loginPanel.count()).toBe(0);

    await app.logout();
    expect(await app.evaluate<number>("localStorage.length")).toBeLessThanOrEqual(1);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "sid")).toBeUndefined();
    // The used link does not work twice.
    const again = await page.context().newPage();
    await again.goto(link);
    await expect.poll(() => again.getByTestId("toast").allTextContents()).toEqual([expect.stringContaining("Failed!")]);
    expect(new URL(again.url()).hash).toBe("");
    await again.getByTestId("visitor-avatar").waitFor();
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
  });

  it("signs in by the e-mail code", async () => {
    const { page } = await browser.newPage();
    const app = new AuthPage(page, browser.baseURL);
    await app.goto("/?lang=en");
    await app.openLoginPanel();
    const email = unique("code");
    await app.requestEmailLink(email);
    await page.getByRole("button", { name: "Enter the code instead" }).click();
    await page.getByTestId("auth-code-view").waitFor();
    await page.getByRole("button", { name: "Verify" }).click();
    expect(await page.getByRole("alert").first().textContent()).toBe("Please enter the code");

    const { code } = await app.lastMessage(email);
    const wrong = code === "000000" ? "111111" : "000000";
    await app.typeCode(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("Code is wrong!");

    await app.typeCode(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await app.avatarMenu.waitFor();
    expect(await app.loginPanel.count()).toBe(0);
  });

  it("registers and logs in with a password", async () => {
    const { page } = await browser.newPage();
    const app = new AuthPage(page, browser.baseURL);
    await app.goto("/?lang=en");
    await app.openLoginPanel();
    await page.getByRole("button", { name: "Create an account" }).click();
    const email = unique("password");
    await page.locator("#register-name").fill("Grace");
    await page.locator("#register-email").fill(email);
    await page.locator("#register-password").fill("correct horse battery");
    await page.getByRole("button", { name: "Register" }).click();
    await app.avatarMenu.waitFor();
    // The account works at once and reminds its owner to verify the e-mail until the link is used.
    const banner = page.getByTestId("verify-email-banner");
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`Please verify your e-mail: we sent a link to ${email}.`);
    const message = await app.lastMessage(email);
    expect(message.subject).toBe("Verify your e-mail");
    const verifyLink = /https?:\/\/\S+#verify=[\w-]+/.exec(message.text)?.[0] ?? "";
    await page.goto(verifyLink);
    await expect.poll(() => page.getByTestId("toast").allTextContents()).toContainEqual(expect.stringContaining("Your e-mail is verified."));
    await expect.poll(() => banner.count()).toBe(0);
    expect(new URL(page.url()).hash).toBe("");
    await app.logout();

    await app.openLoginPanel();
    await page.getByRole("button", { name: "Log in with a password" }).click();
    await page.locator("#login-email").fill(email);
    await page.locator("#login-password").fill("wrong password");
    await page.getByTestId("auth-login-view").getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("E-mail or password is wrong.");
    await page.locator("#login-password").fill("correct horse battery");
    await page.getByTestId("auth-login-view").getByRole("button", { name: "Log in" }).click();
    await app.avatarMenu.waitFor();
    await page.getByRole("button", { name: "Account menu" }).click();
    expect(await page.getByRole("menu").textContent()).toContain("Grace");
  });
});
