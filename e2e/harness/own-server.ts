import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer } from "./server";

/** A fresh address per run and call, so accounts never collide between files, tests or reruns. */
export const uniqueEmail = (tag: string): string => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

export type OwnServer = { readonly baseURL: string };

/**
 * Call at the top of a describe whose tests need settings the run's shared server lacks (an admin
 * named by ADMIN_EMAILS, the cn site, other prices): a server of its own, started before its tests
 * and stopped after them.
 */
export function useOwnServer(env: Record<string, string>): OwnServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(env);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get baseURL(): string {
      if (!server) throw new Error("the file's own server has not started (use baseURL inside a test)");
      return server.baseURL;
    },
  };
}

/** A server of the file's own whose administrator is `adminEmail` (a fresh address), the operator's way (ADMIN_EMAILS). */
export function useAdminServer(tag: string, env: Record<string, string> = {}): OwnServer & { readonly adminEmail: string } {
  const adminEmail = uniqueEmail(tag);
  const server = useOwnServer({ ADMIN_EMAILS: adminEmail, ...env });
  return {
    adminEmail,
    get baseURL(): string {
      return server.baseURL;
    },
  };
}
