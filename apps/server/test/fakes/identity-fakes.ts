import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local fakes of Google's key endpoint (JWKS) and the Facebook Graph API, speaking their
 * documented formats, so the real adapters run in tests. Google's fake also signs ID tokens.
 */
export type IdentityFakes = {
  baseUrl: string;
  jwksUrl: string;
  graphUrl: string;
  googleToken(claims: Record<string, unknown>, options?: { kid?: string; key?: KeyObject }): string;
  /** Facebook user tokens the fake knows: token -> {app_id, valid, email, name}. */
  facebookUsers: Map<string, { appId: string; valid: boolean; email?: string; name: string }>;
  requests: string[];
  /** Browser side: the Google Identity Services script (`/gsi/client`) and the Facebook SDK (`/fb/sdk.js`). */
  gsiScriptUrl: string;
  facebookSdkUrl: string;
  /** The ID token the fake GIS button hands to its callback; read each time the script is served. */
  gsiCredential: () => string;
  /** The access token the fake FB.login answers with. */
  facebookLoginToken: string;
  close(): Promise<void>;
};

/**
 * A stand-in for Google Identity Services: initialize() keeps the callback, renderButton() draws
 * a button that calls it with the credential, as Google's button does after the person picks an account.
 */
function fakeGsiScript(credential: string): string {
  return `(function () {
  var options = null;
  window.google = { accounts: { id: {
    initialize: function (o) { options = o; },
    renderButton: function (parent) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = "Sign in with Google (test)";
      button.setAttribute("data-testid", "gsi-fake-button");
      button.onclick = function () { options.callback({ credential: ${JSON.stringify(credential)}, select_by: "btn" }); };
      parent.appendChild(button);
    }
  } } };
})();`;
}

/** A stand-in for the Facebook SDK: FB.init records the app id, FB.login answers "connected" with a token. */
function fakeFacebookSdk(token: string): string {
  return `(function () {
  window.FB = {
    init: function (o) { window.__fakeFbAppId = o.appId; },
    login: function (callback) { setTimeout(function () { callback({ status: "connected", authResponse: { accessToken: ${JSON.stringify(token)} } }); }, 0); }
  };
  if (window.fbAsyncInit) window.fbAsyncInit();
})();`;
}

export async function startIdentityFakes(): Promise<IdentityFakes> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "fake-key-1", alg: "RS256", use: "sig" };
  const facebookUsers: IdentityFakes["facebookUsers"] = new Map();
  const requests: string[] = [];
  const browser = { gsiCredential: () => "", facebookLoginToken: "" };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    requests.push(url.pathname + url.search);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/oauth2/v3/certs") return send(200, { keys: [jwk] });
    if (url.pathname === "/gsi/client" || url.pathname === "/fb/sdk.js") {
      response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      return response.end(url.pathname === "/gsi/client" ? fakeGsiScript(browser.gsiCredential()) : fakeFacebookSdk(browser.facebookLoginToken));
    }
    if (url.pathname === "/graph/debug_token") {
      const user = facebookUsers.get(url.searchParams.get("input_token") ?? "");
      if (url.searchParams.get("access_token") !== "fb-app|fb-secret")
        return send(400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
      return send(200, {
        data: user
          ? { app_id: user.appId, is_valid: user.valid, type: "USER", user_id: "42" }
          : { is_valid: false, error: { code: 190, message: "Invalid token" } },
      });
    }
    if (url.pathname === "/graph/me") {
      const user = facebookUsers.get(url.searchParams.get("access_token") ?? "");
      if (!user) return send(400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
      return send(200, { id: "42", name: user.name, ...(user.email ? { email: user.email } : {}) });
    }
    send(404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    jwksUrl: `${baseUrl}/oauth2/v3/certs`,
    graphUrl: `${baseUrl}/graph`,
    gsiScriptUrl: `${baseUrl}/gsi/client`,
    facebookSdkUrl: `${baseUrl}/fb/sdk.js`,
    get gsiCredential() {
      return browser.gsiCredential;
    },
    set gsiCredential(value: () => string) {
      browser.gsiCredential = value;
    },
    get facebookLoginToken() {
      return browser.facebookLoginToken;
    },
    set facebookLoginToken(value: string) {
      browser.facebookLoginToken = value;
    },
    facebookUsers,
    requests,
    googleToken(claims, options = {}) {
      const header = Buffer.from(JSON.stringify({ alg: "RS256", kid: options.kid ?? "fake-key-1", typ: "JWT" })).toString("base64url");
      const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
      const signature = sign("RSA-SHA256", Buffer.from(`${header}.${payload}`), options.key ?? privateKey).toString("base64url");
      return `${header}.${payload}.${signature}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
