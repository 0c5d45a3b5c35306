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
