import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/database";
import { openTestDatabase } from "../../../test/helper";
import { createProxyLinks } from "./proxy-links";

/**
 * With RATE_LIMIT_STORE=database the image proxy's hourly byte budget is one for every API process
 * (two apps on one database here; with PostgreSQL two pools, as two processes have), where the
 * memory budget gives each process its own.
 */
describe("the image proxy's byte budget shared through the database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-proxy-budget-"));
  const databases: Database[] = [];
  const apps: App[] = [];
  let upstream: Server;
  let base: string;
  beforeAll(async () => {
    const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#224488" } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    upstream = createServer((_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(bytes));
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const first = await openTestDatabase();
    const second = process.env.DATABASE_URL ? await openTestDatabase() : first;
    databases.push(first, ...(second === first ? [] : [second]));
    const config = loadConfig(
      {
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: dataDir,
        RATE_LIMIT_STORE: "database",
        PROXY_ALLOWED_ADDRESSES: "127.0.0.1",
        // Room for three images per hour.
        PROXY_BYTES_PER_HOUR: String(bytes.length * 3),
        URL_SIGNING_SECRET: "s".repeat(40),
      },
      { webDistDir: path.join(dataDir, "none") },
    );
    for (const database of [first, second]) apps.push(await buildApp(config, { database }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const fetchAs = (app: App, remoteAddress: string) =>
    app.inject({ method: "GET", url: createProxyLinks(app.services.urlSigner).link(`${base}/logo.png?r=${Math.random()}`), remoteAddress });

  it("refuses the fourth image from either process once three were sent by both together", async () => {
    const [one, two] = apps as [App, App];
    const client = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    expect((await fetchAs(one, client)).statusCode).toBe(200);
    expect((await fetchAs(two, client)).statusCode).toBe(200);
    expect((await fetchAs(one, client)).statusCode).toBe(200);
    const refused = await fetchAs(two, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: "PROXY_BUDGET_EXCEEDED" });
    const retryAfter = (refused.json() as { retryAfter: number }).retryAfter;
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await fetchAs(one, client)).statusCode).toBe(429);
  });
});
