/**
 * The cn site's messaging-app payment (spec 01 sections 2 and 7): a QR to scan, or the in-browser
 * variant inside the app. Paying inside the messaging app on iOS is unsupported (Apple does not
 * let the app sell digital goods), so that one case gets the spec's notice instead of an order.
 */
export const messagingPayApps = ["wechat", "alipay"] as const;
export type MessagingPayApp = (typeof messagingPayApps)[number];

/** True inside the WeChat browser on an iPhone, iPad or iPod. */
export function isIosMessagingApp(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && /iPhone|iPad|iPod/i.test(userAgent);
}

/**
 * Whether WeChat Pay or Alipay should be paid in this browser's own page (WeChat Pay H5, Alipay
 * wap) rather than by scanning a QR: a phone browser outside WeChat. Inside WeChat neither H5 page
 * opens (WeChat wants JSAPI there, which needs the buyer's official-account openid this site does
 * not have), so the QR stays: a long press on it pays with Native.
 */
export function paysInPhoneBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent) && !/MicroMessenger/i.test(userAgent);
}
