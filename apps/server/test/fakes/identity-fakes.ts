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
  close(): Promise<void>;
};

export async function startIdentityFakes(): Promise<IdentityFakes> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "fake-key-1", alg: "RS256", use: "sig" };
  const facebookUsers: IdentityFakes["facebookUsers"] = new Map();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    requests.push(url.pathname + url.search);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/oauth2/v3/certs") return send(200, { keys: [jwk] });
    if (url.pathname === "/graph/debug_token") {
      const user = facebookUsers.get(url.searchParams.get("input_token") ?? "");
      if (url.searchParams.get("access_token") !== "fb-app|fb-secret") return send(400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
      return send(200, { data: user ? { app_id: user.appId, is_valid: user.valid, type: "USER", user_id: "42" } : { is_valid: false, error: { code: 190, message: "Invalid token" } } });
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
