import { describe, expect, it } from "vitest";
import { applyEnvironmentClasses, environmentClasses } from "./browser-environment";

const wechat =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN";
const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

describe("in-app browser detection", () => {
  it("marks messaging apps, mini-programs and our app", () => {
    expect(environmentClasses(wechat)).toEqual(["env-wechat", "env-in-app", "env-mobile-device"]);
    expect(environmentClasses(`${wechat} miniProgram`)).toContain("env-miniprogram");
    expect(environmentClasses(wechat, true)).toContain("env-miniprogram");
    expect(environmentClasses("Mozilla/5.0 (Linux; Android 14) LogoStudioApp/1.2")).toEqual(["env-app", "env-in-app", "env-mobile-device"]);
    expect(environmentClasses("Mozilla/5.0 [FBAN/FBIOS;FBAV/400.0]")).toContain("env-facebook");
  });

  it("adds nothing for an ordinary desktop browser", () => {
    expect(environmentClasses(desktop)).toEqual([]);
  });

  it("puts the classes on the root element", () => {
    const root = document.createElement("html");
    const classes = applyEnvironmentClasses(root);
    expect([...root.classList]).toEqual(classes);
  });
});
