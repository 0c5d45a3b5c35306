import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { HomePage } from "../pages/home-page";
import { NotFoundPage } from "../pages/not-found-page";

describe("deep links", () => {
  const browser = useBrowser();

  it("reloads a deep link into the app, then goes home through the link", async () => {
    const { page, errors } = await browser.newPage();
    const notFound = new NotFoundPage(page, browser.baseURL);
    const status = await notFound.goto("/some/deep/path?lang=en");
    expect(status).toBe(200);
    await notFound.root.waitFor();
    expect(await notFound.headingText()).toBe("Page not found");
    await screenshot(page, "not-found-en");

    await page.reload();
    await notFound.root.waitFor();
    expect(await notFound.headingText()).toBe("Page not found");

    await notFound.backHomeLink.click();
    const home = new HomePage(page, browser.baseURL);
    await page.getByTestId("home").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await home.headingText()).toBe("Design your brand with AI, from logo to launch");
    expect(errors).toEqual([]);
  });

  it("serves the not-found page in Chinese too", async () => {
    const { page } = await browser.newPage();
    const notFound = new NotFoundPage(page, browser.baseURL);
    await notFound.goto("/design/no-such-page");
    await notFound.root.waitFor();
    expect(await notFound.headingText()).toBe("页面不存在");
    expect(await notFound.backHomeLink.textContent()).toBe("返回首页");
  });

  it("answers unknown API paths with JSON, not the app", async () => {
    const response = await fetch(`${browser.baseURL}/api/definitely-not-a-route`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
  });
});

describe("a page that fails to load", () => {
  const browser = useBrowser();

  it("shows the error page with a way home instead of a blank screen", async () => {
    const { page } = await browser.newPage();
    // The not-found page's code is its own chunk; make it unavailable, as after a bad deploy.
    await page.route("**/assets/NotFoundPage-*.js", (route) => route.abort());
    const notFound = new NotFoundPage(page, browser.baseURL);
    await notFound.goto("/missing?lang=en");
    const alert = page.getByRole("alert").filter({ hasText: "Error is occured." });
    await alert.waitFor();
    await alert.getByRole("link").click();
    await page.getByTestId("home").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
