import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, type FakeServer } from "../../apps/server/test/fakes/fake-http";
import { useBrowser } from "../harness/fixture";
import { startServer, type RunningServer } from "../harness/server";
import { AuthPage } from "../pages/auth-page";

/** A stand-in for Cloudflare's api.js: turnstile.render draws a button that passes the check. */
const fakeTurnstileScript = `(function () {
  window.turnstile = {
    render: function (element, options) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = "Verify you are human (test)";
      button.setAttribute("data-testid", "turnstile-fake");
      button.onclick = function () { options.callback("e2e-turnstile-" + Date.now()); };
      element.appendChild(button);
      return "widget-1";
    },
    remove: function () {}
  };
})();`;

/** CAPTCHA=turnstile: the browser shows the widget, its token is the gtoken, the server asks siteverify. */
describe("accounts: Turnstile as the bot check", () => {
  const browser = useBrowser();
  let fake: FakeServer;
  let server: RunningServer;
  beforeAll(async () => {
    fake = await startFakeServer((request) => {
      if (request.path === "/turnstile/api.js") return { status: 200, text: fakeTurnstileScript, contentType: "text/javascript" };
      const form = new URLSearchParams(request.rawBody ?? "");
      const ok = form.get("secret") === "e2e-secret" && (form.get("response") ?? "").startsWith("e2e-turnstile-");
      return { status: 200, json: { success: ok, "error-codes": ok ? [] : ["invalid-input-response"] } };
    });
    server = await startServer({
      CAPTCHA: "turnstile",
      TURNSTILE_SITE_KEY: "e2e-site",
      TURNSTILE_SECRET_KEY: "e2e-secret",
      TURNSTILE_SCRIPT_URL: `${fake.url}/turnstile/api.js?render=explicit`,
      TURNSTILE_VERIFY_URL: `${fake.url}/turnstile/siteverify`,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it("asks for the widget before e-mailing a sign-in link, and the server checks its token", async () => {
    const { page, errors } = await browser.newPage();
    const app = new AuthPage(page, server.baseURL);
    await app.goto("/?lang=en");
    await app.openLoginPanel();
    await page.locator("#auth-email").fill(`turnstile.${Date.now()}@example.test`);
    await page.getByRole("button", { name: "Continue with e-mail" }).click();
    const widget = page.getByTestId("captcha-widget");
    await widget.waitFor();
    expect(await page.getByRole("dialog", { name: "Confirm you are human" }).count()).toBe(1);
    await page.getByTestId("turnstile-fake").click();
    await page.getByTestId("magic-link-sent").waitFor();
    expect(await widget.count()).toBe(0);
    const verify = fake.requests.find((request) => request.path === "/turnstile/siteverify");
    expect(new URLSearchParams(verify?.rawBody ?? "").get("response")).toMatch(/^e2e-turnstile-/);
    expect(errors).toEqual([]);
  });

  it("closing the widget cancels the request with a message", async () => {
    const { page } = await browser.newPage();
    const app = new AuthPage(page, server.baseURL);
    await app.goto("/?lang=en");
    await app.openLoginPanel();
    await page.locator("#auth-email").fill(`turnstile.cancel.${Date.now()}@example.test`);
    await page.getByRole("button", { name: "Continue with e-mail" }).click();
    await page.getByTestId("captcha-widget").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("captcha-widget").count()).toBe(0);
    // The widget closes at once; the cancelled request's message is rendered a task later.
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("Failed!");
    expect(await page.getByTestId("magic-link-sent").count()).toBe(0);
  });
});
