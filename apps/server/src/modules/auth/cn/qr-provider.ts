import QRCode from "qrcode";
import { z } from "zod";

/** Who scanned which sign-in QR: `openid` is the messaging-app id, prefixed by the provider. */
export type QrScan = { uuid: string; openid: string; name: string };

/**
 * The messaging app behind the cn variant's QR sign-in. The QR service and the routes only use
 * this type: a vendor adapter (wechat-open.provider.ts, WeChat's website QR connect) is another
 * implementation, chosen from configuration (cn-providers.ts) or passed as `qrProvider` to
 * buildApp, with its own notice path and schema, and no change to the polling side or the browser.
 */
export type QrProvider<Notice = unknown> = {
  readonly name: string;
  /** A stand-in for the messaging app (anyone may confirm as any id): refused in production unless CN_SANDBOX=on. */
  readonly sandbox: boolean;
  /**
   * How the scan notice arrives: POSTed as a JSON body (the sandbox page), or as the query of a GET
   * the browser is redirected to (WeChat's QR connect callback; answered with a redirect home).
   */
  readonly confirmMethod?: "GET" | "POST";
  /** Where the scan notice arrives, and the schema its body or query is validated with (and documented by). */
  readonly confirmPath: string;
  readonly confirmBody: z.ZodType<Notice>;
  /** The picture of the sign-in `uuid`: a PNG data URL and the address it encodes. */
  create(input: { uuid: string; linkBase: string }): Promise<{ qrcode: string; url: string }>;
  /** Checks a scan notice (a vendor verifies its signature here) and says who scanned which QR. */
  confirmScan(notice: Notice): Promise<QrScan>;
};

export const SANDBOX_CONFIRM_PATH = "/api/wechat/sandbox/confirm";

const sandboxNotice = z.object({
  uuid: z.string().regex(/^[0-9a-f]{32}$/),
  openid: z.string().regex(/^[\w-]{8,64}$/),
  name: z.string().max(40).optional(),
});

/**
 * Today's provider: the QR encodes a page of this app (/wechat/scan?uuid=…); opening it in another
 * tab stands in for scanning with the app and posts the sandbox user it chose.
 */
export function createSandboxQrProvider(): QrProvider<z.infer<typeof sandboxNotice>> {
  return {
    name: "sandbox",
    sandbox: true,
    confirmPath: SANDBOX_CONFIRM_PATH,
    confirmBody: sandboxNotice,
    async create({ uuid, linkBase }) {
      const url = `${linkBase.replace(/\/$/, "")}/wechat/scan?uuid=${uuid}`;
      return { url, qrcode: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
    },
    async confirmScan(notice) {
      // Prefixed so sandbox ids can never collide with a real provider's ids in users.wechat_openid.
      return { uuid: notice.uuid, openid: `sandbox:${notice.openid}`, name: notice.name ?? "" };
    },
  };
}
