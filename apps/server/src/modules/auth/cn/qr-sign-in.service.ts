import { randomBytes } from "node:crypto";
import { AppError } from "../../../errors";
import type { UsersRepository } from "../../users/users.repository";
import type { RequestMeta, SignedInResult, SignInService } from "../sign-in.service";
import type { QrProvider, QrScan } from "./qr-provider";
import type { QrSignInRepository } from "./qr-sign-in.repository";

/** Spec: the sign-in QR expires after 900 s. */
export const QR_TTL_MS = 900_000;

export type QrPoll = { status: "waiting" | "expired" } | { status: "confirmed"; result: SignedInResult };

export type QrSignInService = ReturnType<typeof createQrSignInService>;

/**
 * Messaging-app QR sign-in. The provider draws the QR and vouches for scans (the sandbox: a page of
 * this app stands in for the app); this service keeps the QR rows, so the polling side is the same
 * for every provider. `users` must be the grant-wrapped repository: a first scan makes an account.
 */
export function createQrSignInService(deps: {
  repository: QrSignInRepository;
  users: UsersRepository;
  signIn: SignInService;
  provider: QrProvider;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    provider: deps.provider,

    async create(meta: Pick<RequestMeta, "ip" | "linkBase">): Promise<{ uuid: string; qrcode: string; url: string; expires_in: number }> {
      // Each QR is a row and a PNG: limited per client address so a loop cannot fill the table.
      await deps.signIn.limitCall("qrCode", meta.ip);
      const uuid = randomBytes(16).toString("hex");
      const at = now();
      await deps.repository.insert({ uuid, createdAt: at, expiresAt: new Date(at.getTime() + QR_TTL_MS) });
      const { qrcode, url } = await deps.provider.create({ uuid, linkBase: meta.linkBase });
      return { uuid, qrcode, url, expires_in: QR_TTL_MS / 1000 };
    },

    /** The scan the provider vouched for: the messaging-app user `openid` confirms QR `uuid`. */
    async confirm(scan: QrScan): Promise<void> {
      const { uuid } = scan;
      const at = now();
      const user = await deps.users.findOrCreateByWechat(scan.openid, scan.name || "微信用户");
      if (user.blacklistedAt) throw new AppError("BLACKLISTED");
      if (!(await deps.repository.confirm(uuid, user.id, at))) throw new AppError("SIGN_IN_FAILED", "二维码已过期");
    },

    /** The polling browser: waiting, expired, or (once) the session of whoever scanned. */
    async poll(uuid: string, meta: RequestMeta): Promise<QrPoll> {
      const at = now();
      const row = await deps.repository.find(uuid);
      if (!row || row.consumedAt) throw new AppError("SIGN_IN_FAILED");
      if (!row.confirmedAt) return row.expiresAt <= at ? { status: "expired" } : { status: "waiting" };
      const userId = await deps.repository.consume(uuid, at);
      if (!userId) throw new AppError("SIGN_IN_FAILED");
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError("SIGN_IN_FAILED");
      return { status: "confirmed", result: await deps.signIn.sessionFor(user, meta) };
    },
  };
}
