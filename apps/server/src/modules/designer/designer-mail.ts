import type { DesignerAnswerStatus, Language } from "@studio/contracts";
import type { MailMessage } from "../mail/mail-messages";

const words = {
  en: {
    subject: (orderId: string) => `Your designer fix (order ${orderId})`,
    status: { working: "Your designer is working on it", revision: "A revised logo is ready", done: "Your designer fix is finished" },
    revisions: (used: number, max: number) => `Revisions used: ${used} of ${max}.`,
    link: "Your logo",
  },
  zh: {
    subject: (orderId: string) => `您的设计师修改（订单 ${orderId}）`,
    status: { working: "设计师正在处理", revision: "修改后的 LOGO 已完成", done: "设计师修改已完成" },
    revisions: (used: number, max: number) => `已用修改次数：${used} / ${max}。`,
    link: "您的 LOGO",
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** The designer's answer as the buyer reads it: status, the reply text, revisions used, the logo's page. */
export function designerAnswerMail(input: {
  to: string;
  language: Language;
  orderId: string;
  status: DesignerAnswerStatus;
  reply: string;
  revisionsUsed: number;
  revisionsMax: number;
  logoUrl: string | null;
}): MailMessage {
  const w = words[input.language];
  const lines = [w.status[input.status], "", input.reply, "", w.revisions(input.revisionsUsed, input.revisionsMax)];
  if (input.logoUrl) lines.push("", `${w.link}: ${input.logoUrl}`);
  const text = `${lines.join("\n")}\n`;
  const link = input.logoUrl ? `<p><a href="${escapeHtml(input.logoUrl)}">${escapeHtml(w.link)}</a></p>` : "";
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif;color:#222">
<h2>${escapeHtml(w.status[input.status])}</h2>
<p style="white-space:pre-wrap">${escapeHtml(input.reply)}</p>
<p style="color:#666">${escapeHtml(w.revisions(input.revisionsUsed, input.revisionsMax))}</p>${link}
</body></html>`;
  return { channel: "email", to: input.to, subject: w.subject(input.orderId), text, html, language: input.language };
}
