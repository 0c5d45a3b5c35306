import { describe, expect, it } from "vitest";
import { isIosMessagingApp, paysInPhoneBrowser } from "./messaging-app-pay";

describe("messaging-app payment on iOS (spec 01 section 2)", () => {
  it("is the WeChat browser on an iPhone, iPad or iPod only", () => {
    expect(isIosMessagingApp("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.40")).toBe(true);
    expect(isIosMessagingApp("Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) MicroMessenger/8.0.38")).toBe(true);
    expect(isIosMessagingApp("Mozilla/5.0 (Linux; Android 13) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40")).toBe(false);
    expect(isIosMessagingApp("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1")).toBe(false);
  });

  it("pays WeChat Pay and Alipay in the page on a phone outside WeChat, by QR elsewhere", () => {
    expect(paysInPhoneBrowser("Mozilla/5.0 (Linux; Android 13; Pixel 7) Chrome/116.0 Mobile Safari/537.36")).toBe(true);
    expect(paysInPhoneBrowser("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1")).toBe(true);
    expect(paysInPhoneBrowser("Mozilla/5.0 (Linux; Android 13) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40")).toBe(false);
    expect(paysInPhoneBrowser("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36")).toBe(false);
  });
});
