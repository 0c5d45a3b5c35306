/**
 * In-app browsers (messaging apps, mini-programs, our own app shell) need layout tweaks; the spec
 * detects them from the user agent and marks the root element with classes.
 */
const rules: Array<{ className: string; pattern: RegExp }> = [
  { className: "env-wechat", pattern: /MicroMessenger/i },
  { className: "env-wxwork", pattern: /wxwork/i },
  { className: "env-alipay", pattern: /AlipayClient/i },
  { className: "env-qq", pattern: /\bQQ\//i },
  { className: "env-weibo", pattern: /Weibo/i },
  { className: "env-dingtalk", pattern: /DingTalk/i },
  { className: "env-douyin", pattern: /aweme|BytedanceWebview/i },
  { className: "env-facebook", pattern: /FBAN|FBAV/i },
  { className: "env-instagram", pattern: /Instagram/i },
  { className: "env-line", pattern: /\bLine\//i },
  { className: "env-app", pattern: /LogoStudioApp/i },
];

export function environmentClasses(userAgent: string, miniProgramFlag = false): string[] {
  const classes = rules.filter((rule) => rule.pattern.test(userAgent)).map((rule) => rule.className);
  if (miniProgramFlag || /miniProgram/i.test(userAgent)) classes.push("env-miniprogram");
  if (classes.length > 0) classes.push("env-in-app");
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)) classes.push("env-mobile-device");
  return classes;
}

export function applyEnvironmentClasses(root: HTMLElement = document.documentElement): string[] {
  // WeChat sets this global inside mini-program web views, where the UA may not say so.
  const miniProgram = (window as Window & { __wxjs_environment?: string }).__wxjs_environment === "miniprogram";
  const classes = environmentClasses(navigator.userAgent, miniProgram);
  root.classList.add(...classes);
  return classes;
}
