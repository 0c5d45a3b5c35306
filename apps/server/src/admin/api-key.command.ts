import { LOGO_API_DEFAULT_MONTHLY_QUOTA, LOGO_API_DEFAULT_RATE_PER_MINUTE } from "@studio/contracts";
import { ZodError } from "zod";
import { createLogoApiKeys } from "../modules/logo-api/logo-api-keys.service";
import { createLogoApiRepository } from "../modules/logo-api/logo-api.repository";
import { AppError } from "../errors";
import { createStorage } from "../storage/create-storage";
import { AdminUsageError, type AdminCommand } from "./admin-command";

const usage =
  "api-key create --name NAME [--lite --webhook URL] [--rate N] [--quota N] | api-key revoke <id> | api-key list | api-key prune-files --older-than DAYS [--key ID]";

const whole = (value: string | undefined): number | undefined => (value !== undefined && /^\d{1,8}$/.test(value) ? Number(value) : undefined);

/**
 * `npm run admin -- api-key create --name "Acme"`: issues a logo API key (issue 23) with the same
 * rules as the admin route and prints it once (a Lite key's webhook secret too); `revoke <id>`
 * ends a key for good; `list` shows them with this month's calls; `prune-files --older-than DAYS`
 * deletes format 2's stored PNGs (logo-api/{keyId}/...) older than that, of one key with `--key`:
 * the partners were told the URLs last that long (docs/logo-api.md).
 */
export const apiKeyCommand: AdminCommand = {
  name: "api-key",
  usage,
  summary: "Issue (shown once), revoke or list the logo API's partner keys.",
  async run(args, { config, database, out }) {
    const [action, ...rest] = args;
    const keys = createLogoApiKeys({ repository: createLogoApiRepository(database.db), rateLimitStore: undefined });
    if (action === "create") {
      let name: string | undefined;
      let webhook: string | undefined;
      let lite = false;
      let ratePerMinute = LOGO_API_DEFAULT_RATE_PER_MINUTE;
      let monthlyQuota = LOGO_API_DEFAULT_MONTHLY_QUOTA;
      for (let i = 0; i < rest.length; i += 1) {
        const flag = rest[i];
        const value = rest[i + 1];
        if (flag === "--lite") lite = true;
        else if (flag === "--name" && value !== undefined) name = rest[(i += 1)];
        else if (flag === "--webhook" && value !== undefined) webhook = rest[(i += 1)];
        else if (flag === "--rate" && whole(value)) ratePerMinute = whole(rest[(i += 1)]) ?? ratePerMinute;
        else if (flag === "--quota" && whole(value)) monthlyQuota = whole(rest[(i += 1)]) ?? monthlyQuota;
        else throw new AdminUsageError(`usage: ${usage}`);
      }
      if (!name) throw new AdminUsageError(`usage: ${usage}`);
      try {
        const created = await keys.create({ name, kind: lite ? "lite" : "api", ...(webhook ? { webhook } : {}), ratePerMinute, monthlyQuota });
        out(`Logo API key ${created.record.id} (${created.record.kind}) for ${created.record.name}: ${ratePerMinute} calls a minute, ${monthlyQuota} a month.`);
        out(`key: ${created.key}`);
        if (created.webhookSecret) out(`webhook secret: ${created.webhookSecret}`);
        out("Shown this once: only its digest is kept.");
        return 0;
      } catch (error) {
        if (error instanceof ZodError) {
          out(error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "));
          return 1;
        }
        throw error;
      }
    }
    if (action === "revoke") {
      const id = whole(rest[0]);
      if (!id || rest.length !== 1) throw new AdminUsageError(`usage: ${usage}`);
      try {
        const key = await keys.revoke(id);
        out(`Logo API key ${key.id} (${key.name}) is revoked.`);
        return 0;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        out(`No logo API key ${id}.`);
        return 1;
      }
    }
    if (action === "list" && rest.length === 0) {
      for (const key of await keys.list())
        out(
          `${key.id}\t${key.prefix}…\t${key.kind}\t${key.name}\t${key.revokedAt ? `revoked ${key.revokedAt.slice(0, 10)}` : "live"}\t${key.monthCalls}/${key.monthlyQuota} calls this month`,
        );
      return 0;
    }
    if (action === "prune-files") {
      let days: number | undefined;
      let keyId: number | undefined;
      for (let i = 0; i < rest.length; i += 1) {
        const flag = rest[i];
        const value = whole(rest[i + 1]);
        if (flag === "--older-than" && value) days = value;
        else if (flag === "--key" && value) keyId = value;
        else throw new AdminUsageError(`usage: ${usage}`);
        i += 1;
      }
      if (!days) throw new AdminUsageError(`usage: ${usage}`);
      const storage = createStorage(config);
      const before = Date.now() - days * 86_400_000;
      // Listed first, deleted after: a listing is not promised to stay stable while its folder changes.
      const old: string[] = [];
      let kept = 0;
      for await (const object of storage.list(keyId ? `logo-api/${keyId}` : "logo-api")) {
        if (object.lastModified.getTime() < before) old.push(object.key);
        else kept += 1;
      }
      for (const key of old) await storage.delete(key);
      out(`Deleted ${old.length} logo API files older than ${days} days; kept ${kept}.`);
      return 0;
    }
    throw new AdminUsageError(`usage: ${usage}`);
  },
};
