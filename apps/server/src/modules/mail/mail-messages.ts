import type { Language } from "@studio/contracts";

/** A message ready to send: both an HTML and a plain-text body, in the recipient's language. */
export type MailMessage = {
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Language;
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

const signInWords = {
  en: {
    subject: "Your sign-in link",
    intro: "Click the button below to sign in. The link and the code work once and expire in 15 minutes.",
    button: "Sign in",
    code: "Or enter this code",
    ignore: "If you did not ask to sign in, you can ignore this e-mail.",
  },
  zh: {
    subject: "您的登录链接",
    intro: "点击下面的按钮登录。链接和验证码只能使用一次，15 分钟内有效。",
    button: "登录",
    code: "或输入验证码",
    ignore: "如果这不是您本人的操作，请忽略此邮件。",
  },
} as const;

const resetWords = {
  en: {
    subject: "Reset your password",
    intro: "Click the button below to choose a new password. The link and the code work once and expire in 15 minutes.",
    button: "Reset password",
    code: "Or enter this code",
    ignore: "If you did not ask to reset your password, you can ignore this e-mail.",
  },
  zh: {
    subject: "重置您的密码",
    intro: "点击下面的按钮设置新密码。链接和验证码只能使用一次，15 分钟内有效。",
    button: "重置密码",
    code: "或输入验证码",
    ignore: "如果这不是您本人的操作，请忽略此邮件。",
  },
} as const;

function linkMessage(
  words: (typeof signInWords)["en"] | (typeof resetWords)["en"] | (typeof signInWords)["zh"] | (typeof resetWords)["zh"],
  to: string,
  link: string,
  code: string,
  language: Language,
): MailMessage {
  const text = `${words.intro}\n\n${words.button}: ${link}\n\n${words.code}: ${code}\n\n${words.ignore}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#222">
<p>${escapeHtml(words.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(words.button)}</a></p>
<p>${escapeHtml(words.code)}: <strong style="font-size:20px;letter-spacing:4px">${escapeHtml(code)}</strong></p>
<p style="color:#888">${escapeHtml(words.ignore)}</p>
</body></html>`;
  return { channel: "email", to, subject: words.subject, text, html, language };
}

export function signInMessage(input: { to: string; link: string; code: string; language: Language }): MailMessage {
  return linkMessage(signInWords[input.language], input.to, input.link, input.code, input.language);
}

export function passwordResetMessage(input: { to: string; link: string; code: string; language: Language }): MailMessage {
  return linkMessage(resetWords[input.language], input.to, input.link, input.code, input.language);
}

/** The sandbox SMS of the Chinese variant: text only, kept in the outbox. */
export function smsCodeMessage(input: { to: string; code: string; language: Language }): MailMessage {
  const text = input.language === "zh" ? `您的验证码是 ${input.code}，15 分钟内有效。` : `Your code is ${input.code}. It expires in 15 minutes.`;
  return { channel: "sms", to: input.to, subject: "", text, html: "", language: input.language };
}

const verifyWords = {
  en: {
    subject: "Verify your e-mail",
    intro: "Welcome! Click the button below to confirm this is your e-mail address. The link works once and expires in 24 hours.",
    button: "Verify e-mail",
    ignore: "If you did not create an account, you can ignore this e-mail.",
  },
  zh: {
    subject: "验证您的邮箱",
    intro: "欢迎！点击下面的按钮确认这是您的邮箱地址。链接只能使用一次，24 小时内有效。",
    button: "验证邮箱",
    ignore: "如果您没有注册账号，请忽略此邮件。",
  },
} as const;

/** Sent after a password registration: the link `#verify=<secret>` proves the address. */
export function verifyEmailMessage(input: { to: string; link: string; language: Language }): MailMessage {
  const words = verifyWords[input.language];
  const text = `${words.intro}\n\n${words.button}: ${input.link}\n\n${words.ignore}\n`;
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif;color:#222">
<p>${escapeHtml(words.intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 20px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(words.button)}</a></p>
<p style="color:#888">${escapeHtml(words.ignore)}</p>
</body></html>`;
  return { channel: "email", to: input.to, subject: words.subject, text, html, language: input.language };
}
