import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIdentityFakes, type IdentityFakes } from "../../apps/server/test/fakes/identity-fakes";
import { useBrowser } from "../harness/fixture";
import { startServer, type RunningServer } from "../harness/server";
import { AuthPage } from "../pages/auth-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
const clientId = "e2e-client.apps.googleusercontent.com";

/**
 * Google and Facebook sign-in in the browser, against local fakes of Google Identity Services,
 * Google's key set, the Facebook SDK and the Graph API (the server runs with them configured).
 */
describe("accounts: Google and Facebook sign-in", () => {
  const browser = useBrowser();
  let fakes: IdentityFakes;
  let server: RunningServer;
  beforeAll(async () => {
    fakes = await startIdentityFakes();
    server = await startServer({
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_JWKS_URL: fakes.jwksUrl,
      GOOGLE_GSI_SCRIPT_URL: fakes.gsiScriptUrl,
      FACEBOOK_APP_ID: "fb-app",
      FACEBOOK_APP_SECRET: "fb-secret",
      FACEBOOK_GRAPH_URL: fakes.graphUrl,
      FACEBOOK_SDK_URL: fakes.facebookSdkUrl,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fakes?.close();
  });

  const googleClaims = (email: string, fields: Record<string, unknown> = {}) => ({
    iss: "https://accounts.google.com",
    aud: clientId,
    exp: Math.floor(Date.now() / 1000) + 600,
    email,
    email_verified: true,
    name: "Grace Hopper",
    ...fields,
  });

  const signedInEmail = async (app: AuthPage): Promise<string | null> => {
    const response = await app.page.request.get(`${server.baseURL}/api/user`);
    return ((await response.json()) as { data: { email: string } | null }).data?.email ?? null;
  };

  it("signs in with Google's button: the ID token goes to the server, which checks it against Google's keys", async () => {
    const email = unique("google");
    fakes.gsiCredential = () => fakes.googleToken(googleClaims(email));
    const { page, errors } = await browser.newPage();
    const app = new AuthPage(page, server.baseURL);
    await app.goto("/?lang=en");
    await app.openLoginPanel();
    await page.getByTestId("gsi-fake-button").click();
    await app.avatarMenu.waitFor();
    expect(await app.loginPanel.count()).toBe(0);
    expect(await page.getByTestId("toast").allTextContents()).toEqual([expect.stringContaining("Login successful")]);
    expect(await signedInEmail(app)).toBe(email);
    expect(fakes.requests).toContain("/oauth2/v3/certs");
    // The CSP let the configured script in: nothing was blocked or thrown.
    expect(errors).toEqual([]);
  });

  it("shows the server's message when Google sign-in is refused", async () => {
    fakes.gsiCredential = () => fakes.googleToken(googleClaims(unique("google-wrong"), { aud: "another-client" }));
    const { page } = await browser.newPage();
    const app = new AuthPage(page, server.baseURL);
    await app.goto("/?lang=en");
    await app.openLoginPanel();
    await page.getByTestId("gsi-fake-button").click();
    await expect.poll(() => page.getByTestId("google-error").textContent()).toBe("This credential is for another application.");
    await app.visitorAvatar.waitFor();
    expect(await signedInEmail(app)).toBeNull();
  });

  it("signs in with Facebook: FB.login's access token goes to /api/fbLogin", async () => {
    const email = unique("facebook");
    fakes.facebookUsers.set("e2e-fb-token", { appId: "fb-app", valid: true, email, name: "Ada Lovelace" });
    fakes.facebookLoginToken = "e2e-fb-token";
    const { page, errors } = await browser.newPage();
    const app = new AuthPage(page, server.baseURL);
    await app.goto("/?lang=en");
    await app.openLoginPanel();
    const button = page.getByTestId("facebook-button");
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await app.avatarMenu.waitFor();
    expect(await signedInEmail(app)).toBe(email);
    expect(errors).toEqual([]);
  });

  it("shows no provider buttons when Google and Facebook are not configured", async () => {
    const { page } = await browser.newPage();
    const app = new AuthPage(page, browser.baseURL);
    await app.goto("/?lang=en");
    await app.openLoginPanel();
    // The view is busy until the server's sign-in options have answered: only then is absence proof.
    await page.locator('[data-testid="auth-email-view"][aria-busy="false"]').waitFor();
    expect(await page.getByTestId("google-button").count()).toBe(0);
    expect(await page.getByTestId("facebook-button").count()).toBe(0);
    const csp = (await page.request.get(`${browser.baseURL}/`)).headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self';");
  });
});
