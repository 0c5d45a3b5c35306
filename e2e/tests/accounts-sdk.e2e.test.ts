import { createServer, type Server } from "node:http";
import type { FrameLocator, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { freePort, startServer, type RunningServer } from "../harness/server";

const partnerKey = "e2e-partner-key-0123456789abcdef01234567";
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** The partner's page: frames the app and, when the frame says it is ready, posts it the session. */
function partnerPage(appUrl: string, token: string): string {
  const origin = new URL(appUrl).origin;
  return `<!doctype html><html><head><title>Partner site</title></head><body style="margin:0">
<h1 style="font:16px sans-serif;margin:8px">Partner site</h1>
<iframe id="studio" src="${appUrl}" style="width:1200px;height:760px;border:1px solid #ccc"></iframe>
<script>
  const frame = document.getElementById("studio");
  window.addEventListener("message", (event) => {
    if (event.origin !== ${JSON.stringify(origin)} || !event.data || event.data.source !== "logo-studio") return;
    document.body.dataset[event.data.type === "ready" ? "ready" : "received"] = "1";
    if (event.data.type === "ready") frame.contentWindow.postMessage({ source: "logo-studio-sdk", type: "session", token: ${JSON.stringify(token)} }, ${JSON.stringify(origin)});
  });
</script></body></html>`;
}

/** Walks the wizard, in a page or in the partner's frame, to step 4, whose Skip is the paid Generate. */
async function walkToGenerate(root: Page | FrameLocator): Promise<Locator> {
  await root.locator("#lm-prompt").fill("a bakery");
  const main = root.locator("main");
  await main.getByRole("button", { name: "Make Logos", exact: true }).click();
  await main.getByRole("button", { name: "Skip", exact: true }).click();
  await root.getByTestId("style-minimal").click();
  // Continue builds step 4 from the style data loaded by then (none: no step 4, it generates at once);
  // the tiles show its thumbnails once it is there (LogoMakerPage.waitForStyleData).
  await root.locator(".lm-style-tile img.lm-style-img").first().waitFor({ state: "attached" });
  await main.getByRole("button", { name: "Continue", exact: true }).click();
  return main.getByRole("button", { name: "Skip", exact: true });
}

/**
 * The embedded iframe (SDK) mode: a partner's server signs its user in with its key, its page hands
 * the token to the framed app, and the user, who has no credits at all, makes logos: the server
 * skips the limits for the partner's session and meters the partner instead.
 */
describe("accounts: embedded (SDK) mode for a partner", () => {
  const browser = useBrowser();
  let server: RunningServer;
  let parent: Server;
  let parentUrl = "";
  let token = "";
  beforeAll(async () => {
    server = await startServer({ PARTNER_KEYS: `acme:${partnerKey}`, CREDITS_REGISTER_GRANT: "0", FREE_AI_CREDITS_PER_DAY: "0" });
    const answer = await fetch(`${server.baseURL}/api/partner/session`, {
      method: "POST",
      headers: { "content-type": "application/json", apikey: partnerKey },
      body: JSON.stringify({ email: unique("sdk"), name: "Sam" }),
    });
    expect(answer.status).toBe(200);
    token = ((await answer.json()) as { data: { token: string } }).data.token;
    const html = partnerPage(`${server.baseURL}/logo-maker?lang=en`, token);
    parent = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html" }).end(html));
    const port = await freePort();
    await new Promise<void>((resolve) => parent.listen(port, "127.0.0.1", resolve));
    parentUrl = `http://localhost:${port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => parent?.close(resolve));
    await server?.stop();
  });

  it("a partner's user with no credits makes logos inside the partner's page; the partner is metered", async () => {
    const { page, errors } = await browser.newPage({ width: 1280, height: 860 });
    // The logo style data is seeded shortly after the server starts.
    await expect.poll(async () => (await fetch(`${server.baseURL}/oss/ai-logo-style/data.json`)).status, { timeout: 30_000 }).toBe(200);
    await page.goto(parentUrl);
    await page.waitForSelector("body[data-received='1']", { state: "attached" });
    const app = page.frameLocator("#studio");
    // The frame asked for the user again with the partner's token: it is signed in.
    await app.getByRole("button", { name: "Account menu" }).waitFor();

    const generate = await walkToGenerate(app);
    const submitted = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/4o-image/generate-image"));
    await generate.click();
    expect((await submitted).status()).toBe(200);
    await expect.poll(() => app.getByTestId("logo-result").count(), { timeout: 60_000 }).toBe(4);
    expect(await app.getByTestId("limit-modal").count()).toBe(0);
    await screenshot(page, "sdk-partner-embedded", { fullPage: false });

    // The user's balances did not move; the history names the partner's rows.
    const headers = { authorization: `Bearer ${token}` };
    const user = (await (await fetch(`${server.baseURL}/api/user`, { headers })).json()) as { data: { ai_credits: number; partner: string } };
    expect(user.data).toMatchObject({ ai_credits: 0, partner: "acme" });
    const history = (await (await fetch(`${server.baseURL}/api/credits/history?page=1&size=20`, { headers })).json()) as {
      data: { items: Array<{ balance: string; amount: number }> };
    };
    expect(history.data.items.length).toBeGreaterThan(0);
    expect(history.data.items.every((item) => item.balance === "partner" && item.amount === -4)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("the same app opened directly (no partner session) keeps its limits", async () => {
    const { page } = await browser.newPage();
    // Framing flags a client could set change nothing: there is no session, so Generate asks for login.
    await page.goto(`${server.baseURL}/logo-maker?lang=en&sdk=1`);
    await (await walkToGenerate(page)).click();
    await page.getByTestId("login-panel").waitFor();
  });
});
